/**
 * Knizia's cooperative Lord of the Rings (2010 FFG/Edge edition), 2–5 hobbits: the
 * GameDefinition the app, the bots and the tests use (DESIGN.md "The game contract").
 */
import type { GameDefinition, GameSnapshot, SeatId } from '$lib/engine/types';
import { botMove } from './bot';
import { coopMachine } from './machine';
import { deciders, legalEventsFor, specialEvents } from './rules/moves';
import { coopOptionsSchema } from './options-schema';
import type { CoopContext, CoopEvent, CoopInput, CoopOptions, CoopView } from './types';

/**
 * Another seat's move as `viewer` may know it (GameDefinition.eventView): hands are private, so
 * a card that goes from one hand to another is named only to whoever held it — « Passez 1 carte
 * face cachée » (the Council's PASS_CARD: its player) and Miruvor's « donner une carte à un autre
 * joueur » (the giver and the one given it). Everything else is public.
 */
export function coopEventView(ev: CoopEvent, viewer: SeatId | 'table'): CoopEvent {
	if (ev.type === 'PASS_CARD' && viewer !== ev.seat) return { ...ev, card: '?' };
	if (ev.type === 'EPIC' && ev.give !== undefined && viewer !== ev.seat && viewer !== ev.target) return { ...ev, give: '?' };
	return ev;
}

/**
 * What `viewer` may see: everything public, the viewer's own hand (every hand in the
 * one-person option), never another hand, the decks' order, the gold runes face down,
 * the cards passed at the Council or the tiles Foresight shows to the active hobbit.
 * « JEU COMPÉTITIF »: « les joueurs gardent leurs runes faces cachées et ne les montrent pas
 * aux autres joueurs » — another hobbit's silver and gold are null (its gold count stays).
 * The rest is copied, but for the public log, which is shared: append-only, its entries never
 * change, and every seat sees it (as Risk's view shares it); copying it made the view's cost
 * grow with the game.
 */
export function coopView(s: GameSnapshot<CoopContext>, viewer: SeatId | 'table'): CoopView {
	const c = s.context;
	const { rng: _r, questDeck, tiles, goldPool, players, decision, log, ...rest } = c;
	void _r;
	const all = c.options.solo;
	const hideRunes = !!c.options.competitive && !all;
	let d = decision;
	if (d?.kind === 'council') d = { ...d, passes: d.passes.map((p, i) => (p === null ? null : all || viewer === i ? p : '?')) };
	if (d?.kind === 'foresight' && !(all || viewer === d.seat)) d = { ...d, tiles: d.tiles.map(() => -1) };
	return {
		...structuredClone(rest),
		log,
		viewer,
		questDeckCount: questDeck.length,
		tileCount: tiles.length,
		goldPoolCount: goldPool.length,
		players: players.map((p, i) => {
			const own = all || viewer === i;
			const runesSeen = !hideRunes || viewer === i;
			return {
				...structuredClone({ ...p, hand: [] as string[] }),
				hand: own ? p.hand.slice() : null,
				handCount: p.hand.length,
				silver: runesSeen ? p.silver : null,
				gold: runesSeen ? p.gold.slice() : null,
				goldCount: p.gold.length
			};
		}),
		decision: d ? structuredClone(d) : null,
		...specialsSeen(c, viewer)
	};
}

/**
 * The special plays of every seat as `viewer` may know them (CoopView `specials`,
 * `specialReady`, `specialCurtain`): another hobbit's Epic cards are in its hidden hand, and
 * in « JEU COMPÉTITIF » whether it can pay Gandalf depends on its hidden runes.
 */
function specialsSeen(c: CoopContext, viewer: SeatId | 'table'): Pick<CoopView, 'specials' | 'specialReady' | 'specialCurtain'> {
	const all = c.options.solo;
	const hideRunes = !!c.options.competitive && !all;
	const specials: CoopEvent[][] = [];
	const specialReady: boolean[] = [];
	const specialCurtain: boolean[] = [];
	c.players.forEach((p, s) => {
		const own = all || viewer === s;
		const every = specialEvents(c, s);
		const known = own ? every : every.filter((e) => e.type === 'RING' || (e.type === 'GANDALF' && !hideRunes));
		// Another hobbit may hold an Epic card it could play now: its hand is hidden, so any card counts.
		const mayHoldEpic = !own && !!c.decision && !c.outcome && !p.out && p.hand.length > 0;
		specials.push(known);
		specialReady.push(!p.out && (hideRunes || known.length > 0 || mayHoldEpic));
		specialCurtain.push(!own && (hideRunes || mayHoldEpic));
	});
	return { specials, specialReady, specialCurtain };
}

/** Default options: normal game (Sauron on 12), no variant. */
export const DEFAULT_OPTIONS: CoopOptions = { sauron: 12, passRing: false, equalTurns: false, solo: false, competitive: false };

/** The cooperative game for the app, the bots and the tests (default export). */
const definition: GameDefinition<CoopContext, CoopEvent, CoopOptions, CoopInput, CoopView> = {
	id: 'coop-board',
	players: { min: 2, max: 5 },
	defaultOptions: DEFAULT_OPTIONS,
	/**
	 * @returns the machine's input (options completed with the defaults)
	 * @throws RangeError (when the machine starts) for a player count outside 2–5
	 */
	createInput({ seats, options, seed }) {
		const o = { ...DEFAULT_OPTIONS, ...(options ?? {}) };
		const sauron = [15, 12, 10].includes(Number(o.sauron)) ? (Number(o.sauron) as CoopOptions['sauron']) : 12;
		return { seats: seats.map((x) => ({ ...x })), options: { sauron, passRing: !!o.passRing, equalTurns: !!o.equalTurns, solo: !!o.solo, competitive: !!o.competitive }, seed };
	},
	machine: coopMachine,
	legalEvents: (s, seat) => (s.status === 'done' ? [] : legalEventsFor(s.context, seat)),
	activeSeats: (s) => (s.context.outcome ? [] : deciders(s.context)),
	view: coopView,
	optionsSchema: coopOptionsSchema,
	/**
	 * A cooperative result; in « JEU COMPÉTITIF » with a winner (the Ring destroyed, or a
	 * corrupted Ring-bearer) a ranking of each hobbit's score. Without a winner (« la
	 * Communauté a failli ») it stays a cooperative defeat with the shared score.
	 */
	result(s) {
		const o = s.context.outcome;
		if (!o) return null;
		if (o.seatScores && o.winners) return { kind: 'ranking', scores: o.seatScores.slice(), winners: o.winners.slice() };
		return { kind: 'cooperative', victory: o.victory, score: o.score };
	},
	/** Tiles, draws, die rolls, shuffles and Foresight all count in `reveals`. */
	revealsHidden: (_ev, before, after) => before.context.reveals !== after.context.reveals,
	eventView: coopEventView,
	hasPrivateHand: (s, seat) => !s.context.options.solo && s.context.players[seat].hand.length > 0,
	botEvent: (s, seat, level, random) => botMove(s.context, seat, level, random),
	log: (s) => s.context.log,
	/** The location of the Fellowship (1 = Bag End): each scenario board is a round. */
	round: (s) => s.context.location + 1,
	phase: (s) => s.context.phase
};

export default definition;
