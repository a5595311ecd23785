/**
 * Hidden information never reaches a Board (issue 16, "Boards get a view, not the secret").
 *
 * For every game, at BOARD_VIEW_POSITIONS (default 200) random positions reached by random
 * legal play from random seeds (`randomPlayout`), the props the play screen gives a Board for
 * viewer A (built as the route builds them: `boardInput` — the definition's view and the
 * public log — plus A's legal events and the other players' moves since A's last one) are
 * checked against every other seat B:
 * - **nothing of B's private information**: the position is changed in B's secrets only (B's
 *   hand swapped with the face-down deck it draws from, every deck's order shuffled, another
 *   RNG state), and A's props must stay exactly the same. Props that carried the snapshot, B's
 *   hand, a deck's order or the seed would differ;
 * - **no seed**: the RNG state (its JSON) appears nowhere in A's props;
 * - **no card passed in secret**: another seat's move in A's `recent` (as `recentMoves` gives it,
 *   through the game's `eventView`) names no card that A could see neither just before nor just
 *   after that move (the co-op Council's card passed face down, a card given with Miruvor).
 * A is every seat but B, and 'table' (the curtain is up).
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '$lib/engine/playout';
import { createRng, rngCursor, type RngState } from '$lib/engine/rng';
import type { AnyGameDefinition, GameEvent, GameSnapshot, SeatId, SeatSetup } from '$lib/engine/types';
import { boardInput, publicLog, recentMoves } from '$lib/ui/play/board-input';
import twoTowers from '$lib/games/two-towers/definition';
import knizia from '$lib/games/knizia-cards/definition';
import coop from '$lib/games/coop-board/definition';
import risk from '$lib/games/risk/definition';
import lcg from '$lib/games/lcg/definition';
import type { TTContext } from '$lib/games/two-towers/types';
import type { KcContext } from '$lib/games/knizia-cards/types';
import type { CoopContext, CoopEvent } from '$lib/games/coop-board/types';
import { EPIC_CARD } from '$lib/games/coop-board/data/game';
import type { RiskContext } from '$lib/games/risk/types';
import type { LcgContext } from '$lib/games/lcg/types';

const POSITIONS = Number(process.env.BOARD_VIEW_POSITIONS ?? 200);
/** Positions taken from one game at most (so they come from many seeds). */
const PER_GAME = 8;

type Cursor = ReturnType<typeof rngCursor>;
/** A position and the engine events that led to it (for "recent"). */
interface Position {
	s: GameSnapshot<unknown>;
	events: GameEvent[];
	seats: SeatSetup[];
	/**
	 * Per event (same index), per seat: the cards the event names (`card`, `cards`) that the seat
	 * could see neither just before nor just after it (its view then, and the public log).
	 */
	hidden: string[][][];
}

/** The cards an event names: its `card` and `cards` fields (a game's `Case.cards` may say otherwise). */
function namedCards(ev: GameEvent): string[] {
	const e = ev as { card?: unknown; cards?: unknown };
	const out = typeof e.card === 'string' ? [e.card] : [];
	if (Array.isArray(e.cards)) out.push(...e.cards.filter((x): x is string => typeof x === 'string'));
	return out;
}

/** One game's case: how to seat a random table, and how to change seat B's secrets only. */
interface Case {
	def: AnyGameDefinition;
	players: [number, number];
	options?: (r: Cursor) => Record<string, unknown>;
	/**
	 * The same position with B's private information changed (B's hand exchanged with hidden
	 * cards, deck orders shuffled, a new RNG state): nothing any other seat may see changes.
	 */
	perturb(ctx: unknown, b: SeatId, r: Cursor): unknown;
	/** The cards `ev` names, when not its `card` and `cards` fields (namedCards). */
	cards?(ev: GameEvent): string[];
}

/** `a ++ b` shuffled, split back into their lengths. */
function exchange<T>(r: Cursor, a: T[], b: T[]): [T[], T[]] {
	const all = r.shuffle([...a, ...b]);
	return [all.slice(0, a.length), all.slice(a.length)];
}
const newRng = (r: Cursor): RngState => createRng(r.int(1, 2 ** 30));

const CASES: Record<string, Case> = {
	'two-towers': {
		def: twoTowers,
		players: [2, 5],
		perturb(x, b, r) {
			const c = structuredClone(x) as TTContext;
			// B's hand, the face-down pile and the set-aside pile are all hidden from A.
			const pool = r.shuffle([...c.hands[b], ...c.deck, ...c.aside]);
			c.hands[b] = pool.splice(0, c.hands[b].length);
			c.deck = pool.splice(0, c.deck.length);
			c.aside = pool;
			c.rng = newRng(r);
			return c;
		}
	},
	'knizia-cards': {
		def: knizia,
		players: [2, 4],
		options: (r) => ({ hideScores: r.int(0, 1) === 1 }),
		perturb(x, b, r) {
			const c = structuredClone(x) as KcContext;
			[c.hands[b], c.decks[b]] = exchange(r, c.hands[b], c.decks[b]);
			c.decks = c.decks.map((d) => r.shuffle(d));
			c.rng = newRng(r);
			return c;
		}
	},
	'coop-board': {
		def: coop,
		// An Epic card is named by its effect (EpicId); Miruvor's `give` is a card from the hand.
		cards(ev) {
			const e = ev as CoopEvent;
			return e.type === 'EPIC' ? [EPIC_CARD[e.card], ...(e.give !== undefined ? [e.give] : [])] : namedCards(ev);
		},
		players: [2, 5],
		options: (r) => ({ competitive: r.int(0, 1) === 1, sauron: [15, 12, 10][r.int(0, 2)] }),
		perturb(x, b, r) {
			const c = structuredClone(x) as CoopContext;
			[c.players[b].hand, c.questDeck] = exchange(r, c.players[b].hand, c.questDeck);
			c.tiles = r.shuffle(c.tiles);
			c.goldPool = r.shuffle(c.goldPool);
			c.rng = newRng(r);
			return c;
		}
	},
	risk: {
		def: risk,
		players: [2, 4],
		perturb(x, b, r) {
			const c = structuredClone(x) as RiskContext;
			[c.hands[b], c.territoryDeck] = exchange(r, c.hands[b], c.territoryDeck);
			[c.adventureHands[b], c.adventureDeck] = exchange(r, c.adventureHands[b], c.adventureDeck);
			c.rng = newRng(r);
			return c;
		}
	},
	lcg: {
		def: lcg,
		players: [1, 3],
		perturb(x, b, r) {
			const c = structuredClone(x) as LcgContext;
			// The cards behind B's hand and B's deck trade faces; so do the encounter deck's and the
			// face-down shadow cards'; every deck's order is shuffled.
			const swapFaces = (ids: string[]) => {
				const faces = r.shuffle(ids.map((id) => c.cards[id].cardId));
				ids.forEach((id, i) => (c.cards[id] = { ...c.cards[id], cardId: faces[i] }));
			};
			swapFaces([...(c.zones[`hand:${b}`] ?? []), ...(c.zones[`deck:${b}`] ?? [])]);
			swapFaces([...(c.zones.encounterDeck ?? []), ...(c.zones.shadow ?? []).filter((id) => c.cards[id].faceDown)]);
			for (const z of Object.keys(c.zones)) if (z.startsWith('deck:') || z === 'encounterDeck') c.zones[z] = r.shuffle(c.zones[z]);
			c.rng = newRng(r);
			return c;
		}
	}
};

/** Thrown by a playout's check once enough positions are taken from it. */
class Enough extends Error {}

/** `count` positions of game `c`, from random tables and seeds, by random legal play. */
function positions(c: Case, count: number, seed: number): Position[] {
	const r = rngCursor(createRng(seed));
	const out: Position[] = [];
	for (let g = 0; out.length < count; g++) {
		if (g > count * 4) throw new Error(`only ${out.length} positions after ${g} games`);
		const n = r.int(c.players[0], c.players[1]);
		const seats = Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
		const want = Math.min(PER_GAME, count - out.length);
		const taken: Position[] = [];
		const events: GameEvent[] = [];
		const hidden: string[][][] = [];
		// The snapshot before the event, and per seat the JSON of its view of it (each seat's view
		// of a snapshot is computed once: "after" for one event, "before" for the next). A snapshot
		// is kept as it is: the engines replace the context on every event, never change it in place.
		let prev: GameSnapshot<unknown> | null = null;
		let prevSeen: (string | undefined)[] = [];
		const copy = (s: GameSnapshot<unknown>) => ({ value: s.value, context: structuredClone(s.context), status: s.status }) as GameSnapshot<unknown>;
		// Early positions are the likeliest: a later one is taken with a falling chance, so most games give several.
		const pace = r.int(5, 40);
		try {
			randomPlayout(c.def, seats, r.int(1, 2 ** 30), {
				options: c.options?.(r),
				maxSteps: 4000,
				check(s, ev) {
					const seen: (string | undefined)[] = [];
					if (ev) {
						events.push(ev);
						const cards = (c.cards ?? namedCards)(ev);
						// The public log, the same for every seat (what `boardInput` gives as `log`).
						let log: string | undefined;
						hidden.push(
							seats.map((_, a) => {
								if (!cards.length || a === ev.seat) return [];
								const before = prev ? (prevSeen[a] ??= JSON.stringify(c.def.view(prev, a))) : 'null';
								const after = (seen[a] ??= JSON.stringify(c.def.view(s, a)));
								log ??= JSON.stringify(publicLog(s));
								return cards.filter((x) => {
									const q = JSON.stringify(x);
									return !before.includes(q) && !after.includes(q) && !log!.includes(q);
								});
							})
						);
					}
					prev = s;
					prevSeen = seen;
					if (r.int(0, pace - 1) !== 0) return;
					taken.push({ s: copy(s), events: events.slice(), seats, hidden: hidden.slice() });
					if (taken.length >= want) throw new Enough();
				}
			});
		} catch (e) {
			if (!(e instanceof Enough)) throw e;
		}
		out.push(...taken);
	}
	return out;
}

/** The props the play screen gives a Board for `viewer` at `p` (the route's recipe, without hint). */
function boardProps(def: AnyGameDefinition, p: Position, viewer: SeatId | 'table') {
	const active = def.result(p.s) ? [] : def.activeSeats(p.s);
	const legal = typeof viewer === 'number' && active.includes(viewer) ? def.legalEvents(p.s, viewer) : [];
	// The others' moves since the viewer's own last one.
	let from = 0;
	if (typeof viewer === 'number') for (let i = p.events.length - 1; i >= 0; i--) if (p.events[i].seat === viewer) ((from = i + 1), (i = -1));
	const recent = typeof viewer === 'number' ? recentMoves(def, p.events.slice(from).map((ev) => ({ ev, by: 'human' as const })), viewer) : [];
	return { ...boardInput(def, p.s, viewer), viewer, seats: p.seats, legal, recent, from };
}

describe('a Board receives nothing of another seat’s private information', () => {
	for (const [id, c] of Object.entries(CASES)) {
		it(`${id}: at ${POSITIONS} random positions, every viewer’s props are blind to every other seat’s secrets and to the seed`, () => {
			const r = rngCursor(createRng(0xb0a2d + id.length));
			const list = positions(c, POSITIONS, r.int(1, 2 ** 30));
			expect(list).toHaveLength(POSITIONS);
			let pairs = 0;
			for (const p of list) {
				const n = p.seats.length;
				const rngJson = JSON.stringify((p.s.context as { rng: RngState }).rng);
				// Each viewer's props at the position itself, built and checked once (they do not depend on B).
				const props = new Map<SeatId | 'table', string>();
				for (const a of ['table' as const, ...Array.from({ length: n }, (_, k) => k)]) {
					const { from, ...given } = boardProps(c.def, p, a);
					// Another seat's move names no card this viewer could see neither before nor after it (a card passed face down).
					if (typeof a === 'number') {
						const mine = p.events.slice(from).flatMap((ev, k) => (ev.seat !== a ? [from + k] : []));
						given.recent.forEach((m, k) => {
							const secret = (c.cards ?? namedCards)(m.ev).filter((x) => p.hidden[mine[k]][a].includes(x));
							expect(secret, `${id}: viewer ${a}'s recent move ${m.ev.type} by seat ${m.ev.seat} names a card hidden from them`).toEqual([]);
						});
					}
					const json = JSON.stringify(given);
					expect(json.includes(rngJson), `${id}: the RNG state reaches viewer ${a}'s props`).toBe(false);
					props.set(a, json);
				}
				for (let b = 0; b < n; b++) {
					const changed: Position = { ...p, s: { ...p.s, context: c.perturb(p.s.context, b, r) } as GameSnapshot<unknown> };
					const viewers: (SeatId | 'table')[] = ['table', ...Array.from({ length: n }, (_, a) => a).filter((a) => a !== b)];
					for (const a of viewers) {
						const mine = props.get(a)!;
						const { from: _f, ...otherGiven } = boardProps(c.def, changed, a);
						const other = JSON.stringify(otherGiven);
						if (other !== mine) {
							// Name the first prop that differs, for the failure message.
							const x = JSON.parse(mine);
							const y = JSON.parse(other);
							const key = Object.keys(x).find((k) => JSON.stringify(x[k]) !== JSON.stringify(y[k]));
							const sub = key === 'view' ? Object.keys(x.view).find((k) => JSON.stringify(x.view[k]) !== JSON.stringify(y.view[k])) : undefined;
							expect.fail(`${id}: viewer ${a}'s props change with seat ${b}'s secrets (prop ${key}${sub ? `.${sub}` : ''})`);
						}
						pairs++;
					}
				}
			}
			expect(pairs).toBeGreaterThanOrEqual(POSITIONS * 2);
		}, 600_000);
	}
});
