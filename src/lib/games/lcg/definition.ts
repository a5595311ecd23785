/**
 * « Le Seigneur des Anneaux : le jeu de cartes » (game id `lcg`) as a GameDefinition
 * (src/lib/engine/types.ts): 1 to 4 players, cooperative, scored lower-is-better
 * (« DÉCOMPTE »). Core Set: Passage Through Mirkwood, Journey Down the Anduin, Escape from
 * Dol Guldur (option `scenario`), easy mode (option `easy`).
 */
import type { GameDefinition, GameResult, GameSnapshot, SeatId } from '$lib/engine/types';
import { decide } from './bot/index';
import { activeSeats, isWindow, legalEvents } from './flow';
import { lcgMachine, upgradeSnapshot } from './machine';
import { groupScore } from './rules';
import type { CardInstance, Decision, Iid, LcgContext, LcgEvent, LcgInput, LcgOptions } from './types';
import { lcgOptionsSchema } from './options-schema';
import { replayState } from './replay';
import { autoEvent } from './autopass';
import { cardIds, setCardIds, type WithIds } from './draft';

/** The defaults: Passage Through Mirkwood, shadow cards on, normal mode, starter decks by seat, seat 1 first. */
export const DEFAULT_OPTIONS: LcgOptions = {
	scenario: 'passage-through-mirkwood',
	shadows: true,
	decks: null,
	firstPlayer: 0,
	pauseAtEveryWindow: false,
	easy: false
};

/**
 * What a seat may see: the context with hidden cards masked (`cardId: '?'`): other players'
 * hands, every deck (player, encounter, quest) and face-down shadow cards; the order of every
 * deck hidden (its cards listed in a fixed order: a card seen before and shuffled back in is
 * not found again by its place); the generator state removed; the pending stack removed but
 * for the open Response offer of the seat's own decision (its trigger is shown beside it);
 * another player's decision options and prompt parameters hidden.
 */
export type LcgView = LcgContext & {
	/**
	 * The first player's Continue when the step is an action window with no open decision (the
	 * move the table may send by itself, autopass.ts), else null. Public: the whole table sees
	 * the window.
	 */
	windowContinue: LcgEvent | null;
};

/** True for a zone whose order nobody may know (a face-down deck). */
function secretOrder(zone: string): boolean {
	return zone.startsWith('deck:') || zone === 'encounterDeck' || zone === 'questDeck';
}

function hiddenFor(c: CardInstance, seat: SeatId | 'table'): boolean {
	const z = c.zone;
	if (z.startsWith('hand:')) return seat === 'table' || Number(z.slice(5)) !== seat;
	if (z.startsWith('deck:') || z === 'encounterDeck' || z === 'questDeck') return true;
	if (z === 'shadow') return c.faceDown;
	// A face-down Orc Guard is a player card nobody has seen (the prisoner is a known hero).
	if (c.faceDown && c.tokens.orcGuard) return true;
	return false;
}

/*
 * A view is made after every move, for each seat that looks: what it derives from a card
 * instance or a zone array is kept per object (instances and zone arrays are shared by the
 * snapshots until they change, state.ts copy-on-write), so a view copies the records but masks
 * and sorts only what changed since the last one.
 */
/** A hidden card as it is shown (`cardId: '?'`), per instance. Shared by the views: never changed. */
const MASKED = new WeakMap<CardInstance, CardInstance>();
/** A secret zone's ids in a fixed order (`byIid`), per zone array. Shared by the views: never changed. */
const SORTED = new WeakMap<Iid[], Iid[]>();

function masked(c: CardInstance): CardInstance {
	let m = MASKED.get(c);
	if (!m) MASKED.set(c, (m = { ...c, cardId: '?' }));
	return m;
}

function sortedIds(ids: Iid[]): Iid[] {
	let s = SORTED.get(ids);
	if (!s) SORTED.set(ids, (s = ids.slice().sort(byIid)));
	return s;
}

/** The context as `seat` (or the whole table) may see it. */
export function viewOf(ctx: LcgContext, seat: SeatId | 'table'): LcgView {
	// Walked from the record's id list (draft.ts `cardIds`: about twice as fast as a for-in over a
	// record of a few hundred cards), which the view's record shares (its ids are the same, in the
	// same order), so that copies of the view (the partner's lookahead) need not list them again.
	const src: WithIds = ctx.cards;
	const ids = cardIds(src);
	const cards: WithIds = {};
	for (let i = 0; i < ids.length; i++) {
		const id = ids[i];
		const c = src[id];
		cards[id] = hiddenFor(c, seat) ? masked(c) : c;
	}
	setCardIds(cards, ids);
	let decision: Decision | null = ctx.decision;
	// Another player's decision shows neither its options nor the prompt's parameters (the card
	// a player looks at, Dark Knowledge or Henamarth Riversong, is for that player only).
	if (decision && decision.seat !== seat) decision = { ...decision, options: [], prompt: { key: decision.prompt.key } };
	const top = ctx.pending.at(-1);
	const pending = ctx.decision && ctx.decision.seat === seat && top?.k === 'offer' ? [top] : [];
	const zones: Record<string, Iid[]> = {};
	for (const z in ctx.zones) zones[z] = secretOrder(z) ? sortedIds(ctx.zones[z]) : ctx.zones[z];
	const windowContinue = isWindow(ctx.step) && !ctx.decision && !ctx.outcome ? (legalEvents(ctx, ctx.firstPlayer).find((e) => e.type === 'CONTINUE') ?? null) : null;
	return { ...ctx, cards, zones, decision, pending, rng: [], windowContinue };
}

/** Instance ids (`i<n>`) in the order they were made. */
function byIid(a: Iid, b: Iid): number {
	return Number(a.slice(1)) - Number(b.slice(1)) || (a < b ? -1 : a > b ? 1 : 0);
}

const definition: GameDefinition<LcgContext, LcgEvent, LcgOptions, LcgInput, LcgView> = {
	id: 'lcg',
	players: { min: 1, max: 4 },
	defaultOptions: DEFAULT_OPTIONS,
	optionsSchema: lcgOptionsSchema,
	createInput: ({ seats, options, seed }) => ({
		seats: seats.map((s) => s.name),
		options: { ...DEFAULT_OPTIONS, ...(options ?? {}) },
		seed
	}),
	machine: lcgMachine,
	legalEvents: (s: GameSnapshot<LcgContext>, seat: SeatId) => (s.status === 'active' ? legalEvents(s.context, seat) : []),
	activeSeats: (s) => (s.status === 'active' ? activeSeats(s.context) : []),
	view: (s, seat) => viewOf(s.context, seat),
	result(s): GameResult | null {
		const o = s.context.outcome;
		if (!o) return null;
		// « DÉCOMPTE »: « Si les joueurs ont gagné la partie »; a lost game has no score.
		const sheet = groupScore(s.context);
		return sheet ? { kind: 'cooperative', victory: true, score: sheet.total } : { kind: 'cooperative', victory: false };
	},
	revealsHidden: (_ev, before, after) => after.context.reveals !== before.context.reveals,
	hasPrivateHand: (s, seat) => !s.context.players[seat]?.eliminated && (s.context.zones[`hand:${seat}`]?.length ?? 0) > 0,
	// The partner (bot/index.ts) decides from the seat's view only; the seat's legal events are its own to know.
	botEvent: (s, seat, level, random) => decide(viewOf(s.context, seat), seat, legalEvents(s.context, seat), level, random).event,
	botChoice: (s, seat, level, random) => decide(viewOf(s.context, seat), seat, legalEvents(s.context, seat), level, random),
	log: (s) => s.context.log,
	round: (s) => (s.context.round > 0 ? s.context.round : null),
	phase: (s) => s.context.step,
	autoEvent: (s, seat, policy) => (s.status === 'active' ? autoEvent(s.context, seat, policy) : null),
	replayState,
	upgradeSnapshot
};

export default definition;
