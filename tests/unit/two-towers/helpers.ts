/**
 * Test helpers for Les Deux Tours: build a game state by hand (every card and token still
 * exactly once) and start an actor or a GameSession from it.
 */
import { createActor } from 'xstate';
import { GameSession } from '$lib/engine/session';
import type { GameSnapshot, SeatSetup } from '$lib/engine/types';
import def from '$lib/games/two-towers/definition';
import { emptyContext, prepare, qualityCard, gandalfCard } from '$lib/games/two-towers/rules';
import { CARD_COUNT, TOKEN_COUNT, type Quality } from '$lib/games/two-towers/data/game';
import type { CardId, Row, TokenId, TTContext } from '$lib/games/two-towers/types';

export const seatsOf = (n: number): SeatSetup[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

/** Colour indexes, for readable tests. */
export const RED = 0, BLUE = 1, GREEN = 2, YELLOW = 3;

/** A pool handing out distinct card ids: `q(colour, quality)` a quality card, `g()` a Gandalf card. */
export function cardPool() {
	const used = new Set<CardId>();
	return {
		q(colour: number, quality: Quality): CardId {
			for (let copy = 0; copy < 5; copy++) {
				const id = qualityCard(colour, quality, copy);
				if (!used.has(id)) {
					used.add(id);
					return id;
				}
			}
			throw new Error('no copy left');
		},
		g(): CardId {
			for (let n = 0; n < 16; n++) {
				const id = gandalfCard(n);
				if (!used.has(id)) {
					used.add(id);
					return id;
				}
			}
			throw new Error('no Gandalf left');
		},
		/** A row: optional Gandalf, then `n` cards of colour/quality. */
		row(colour: number, quality: Quality, n: number, gandalf = false): Row {
			const cards = gandalf ? [this.g()] : [];
			for (let i = 0; i < n; i++) cards.push(this.q(colour, quality));
			return { quality, cards };
		}
	};
}

/** Token ids by value: `tokenOf(4, 0)` is the first 4. */
export function tokenOf(value: number, n = 0): TokenId {
	return (value - 2) * 6 + n;
}

export interface Craft {
	players: number;
	round?: number;
	startSeat?: number;
	ring?: number;
	turn?: number;
	space?: number;
	paths?: number[];
	hands?: CardId[][];
	rows?: (Row | null)[][];
	faceUp?: CardId[];
	aside?: CardId[];
	/** Explicit pile (top last); the cards not placed anywhere else go to `rest`. */
	deck?: CardId[];
	rest?: 'deck' | 'aside';
	locationTokens?: Record<number, TokenId[]>;
	playerTokens?: TokenId[][];
	layOrder?: number[];
	laid?: number[];
	scorings?: TTContext['scorings'];
}

/** A context built from `craft`, with every card and token in exactly one place. */
export function craft(o: Craft): TTContext {
	const base = prepare(emptyContext({ seats: seatsOf(o.players), startSeat: o.startSeat ?? 0, seed: 1 }));
	const c: TTContext = { ...base, log: [] };
	c.round = o.round ?? 0;
	c.startSeat = o.startSeat ?? 0;
	c.ring = o.ring ?? c.startSeat;
	c.turn = o.turn ?? 0;
	c.space = o.space ?? 0;
	if (o.paths) c.paths = o.paths;
	c.hands = o.hands ?? Array.from({ length: o.players }, () => []);
	c.rows = o.rows ?? Array.from({ length: o.players }, () => [null, null, null, null]);
	c.faceUp = o.faceUp ?? [];
	c.aside = o.aside ?? [];
	c.layOrder = o.layOrder ?? [];
	c.laid = o.laid ?? Array.from({ length: o.players }, () => 0);
	c.scorings = o.scorings ?? [];
	const placed = new Set<CardId>([...c.hands.flat(), ...c.rows.flat().flatMap((r) => r?.cards ?? []), ...c.faceUp, ...c.aside, ...(o.deck ?? [])]);
	const rest = Array.from({ length: CARD_COUNT }, (_, i) => i).filter((i) => !placed.has(i));
	c.deck = o.deck ?? [];
	if (o.deck === undefined || o.rest === 'deck') c.deck = [...rest, ...c.deck];
	else c.aside = [...c.aside, ...rest];
	if (o.locationTokens) {
		const over = new Set(Object.values(o.locationTokens).flat());
		c.locationTokens = c.locationTokens.map((t, l) => o.locationTokens![l] ?? t.filter((x) => !over.has(x)));
	}
	c.playerTokens = o.playerTokens ?? Array.from({ length: o.players }, () => []);
	const held = new Set(c.playerTokens.flat());
	c.locationTokens = c.locationTokens.map((t) => t.filter((x) => !held.has(x)));
	const usedT = new Set<TokenId>([...c.locationTokens.flat(), ...c.playerTokens.flat()]);
	c.box = Array.from({ length: TOKEN_COUNT }, (_, i) => i).filter((t) => !usedT.has(t));
	return c;
}

/** State values of the statechart, by phase. */
export const STATE = {
	choose: { round: { movement: 'choose' } },
	drawTwo: { round: { movement: 'drawTwo' } },
	evaluation: { round: 'evaluation' }
} as const;

/** A started actor at `value` with `context`. */
export function actorAt(value: (typeof STATE)[keyof typeof STATE], context: TTContext) {
	const snapshot = def.machine.resolveState({ value, context });
	return createActor(def.machine, { snapshot, input: def.createInput({ seats: seatsOf(context.players), seed: 1 }) }).start();
}

/** A GameSession resumed at `value` with `context` (through GameSession.fromSave). */
export function sessionAt(value: (typeof STATE)[keyof typeof STATE], context: TTContext): GameSession {
	const actor = actorAt(value, context);
	const persisted = actor.getPersistedSnapshot();
	actor.stop();
	const { session, restoredBy } = GameSession.fromSave(def, { seats: seatsOf(context.players), options: { startSeat: 0 }, seed: 1 }, [], persisted);
	if (restoredBy !== 'snapshot') throw new Error('crafted snapshot was not accepted');
	return session;
}

/** The context of a snapshot, typed. */
export const ctxOf = (s: GameSnapshot<unknown>) => s.context as TTContext;
