/**
 * Knizia's region card game (« Le Seigneur des Anneaux », Ravensburger 27 211 2) as a
 * `GameDefinition` (src/lib/engine/types.ts). Rules: rules.ts; statechart: machine.ts;
 * decisions the rulebook leaves open: RULES-NOTES.md.
 */
import type { BotLevel, GameDefinition, GameResult, GameSnapshot, SeatId } from '$lib/engine/types';
import type { CardId } from './data/cards';
import { botEventFromView, hintFromView } from './bot';
import { kcMachine } from './machine';
import { finalRanking, legalInPlaying, legalRegionPlacements } from './rules';
import type { KcContext, KcEvent, KcInput, KcOptions, ScoringRecord } from './types';
import { kcOptionsSchema } from './options-schema';

/** The phase the view and UI see: the machine's resting states. */
export type KcPhase = 'playing' | 'placingRegion' | 'gameOver';

/**
 * What one seat (or the whole table) may see (« view »): everything on the map and in the log is
 * public; hands are shown only to their owner; decks only as counts (their order is hidden from
 * everyone); with the `hideScores` option, other seats' points are null until the game ends.
 */
export interface KcView {
	phase: KcPhase;
	viewer: SeatId | 'table';
	names: string[];
	options: KcOptions;
	seatColours: KcContext['seatColours'];
	/** The viewer's hand, or null for the table. */
	hand: CardId[] | null;
	handCounts: number[];
	deckCounts: number[];
	cells: KcContext['cells'];
	ringOn: KcContext['ringOn'];
	removed: CardId[];
	regions: KcContext['regions'];
	ringsHeld: KcContext['ringsHeld'];
	ringsLost: KcContext['ringsLost'];
	/** Victory points by seat; null where hidden. */
	scores: (number | null)[];
	/** Scorings; with hidden scores, `points`/`seatPoints`/`penalty.lost` of other seats are hidden (null/0). */
	scorings: (ScoringRecord & { hidden?: boolean })[];
	current: SeatId;
	lastCardSeat: SeatId | null;
	out: boolean[];
	turn: KcContext['turn'];
	turnNumber: number;
	ended: KcContext['ended'];
}

/** The resting phase of a snapshot. */
export function phaseOf(s: GameSnapshot<KcContext>): KcPhase {
	const v = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0];
	if (v === 'placingRegion') return 'placingRegion';
	if (v === 'gameOver' || s.status === 'done') return 'gameOver';
	return 'playing';
}

/** The view of `seat` (or of the table): see `KcView`. */
export function kcView(s: GameSnapshot<KcContext>, seat: SeatId | 'table'): KcView {
	const c = s.context;
	const phase = phaseOf(s);
	const hide = c.options.hideScores && phase !== 'gameOver';
	const sees = (x: SeatId) => !hide || x === seat;
	return {
		phase,
		viewer: seat,
		names: c.names.slice(),
		options: { ...c.options },
		seatColours: c.seatColours.map((x) => x.slice()),
		hand: seat === 'table' ? null : c.hands[seat].slice(),
		handCounts: c.hands.map((h) => h.length),
		deckCounts: c.decks.map((d) => d.length),
		cells: Object.fromEntries(Object.entries(c.cells).map(([k, v]) => [k, v.slice()])),
		ringOn: { ...c.ringOn },
		removed: c.removed.slice(),
		regions: c.regions.map((r) => ({ ...r })),
		ringsHeld: c.ringsHeld.map((x) => x.slice()),
		ringsLost: c.ringsLost.slice(),
		scores: c.scores.map((p, x) => (sees(x) ? p : null)),
		scorings: c.scorings.map((rec) =>
			hide
				? {
						...rec,
						hidden: true,
						rows: rec.rows.map((row) => ({ ...row, points: sees(row.seat) ? row.points : 0 })),
						seatPoints: rec.seatPoints.map((p, x) => (sees(x) ? p : 0)),
						penalty: rec.penalty && { ...rec.penalty, lost: sees(rec.penalty.seat) ? rec.penalty.lost : 0 }
					}
				: { ...rec, rows: rec.rows.map((row) => ({ ...row })), seatPoints: rec.seatPoints.slice() }
		),
		current: c.current,
		lastCardSeat: c.lastCardSeat,
		out: c.out.slice(),
		turn: { ...c.turn, values: c.turn.values.slice() },
		turnNumber: c.turnNumber,
		ended: c.ended
	};
}

/** Every legal event of `seat` now (complete and exact: the machine accepts exactly these). */
export function kcLegalEvents(s: GameSnapshot<KcContext>, seat: SeatId): KcEvent[] {
	const phase = phaseOf(s);
	if (phase === 'playing') return legalInPlaying(s.context, seat);
	if (phase === 'placingRegion') return legalRegionPlacements(s.context, seat);
	return [];
}

/** The final result: scores by seat, winners after the tie-break; null while the game goes on. */
export function kcResult(s: GameSnapshot<KcContext>): GameResult | null {
	if (phaseOf(s) !== 'gameOver') return null;
	const c = s.context;
	const { winners, tieBroken } = finalRanking(c);
	return {
		kind: 'ranking',
		scores: c.scores.slice(),
		winners,
		explanation: tieBroken ? [{ key: 'kc_result_tie_broken', params: { players: winners.join(',') } }] : []
	};
}

const definition: GameDefinition<KcContext, KcEvent, KcOptions, KcInput, KcView> = {
	id: 'knizia-cards',
	players: { min: 2, max: 4 },
	defaultOptions: { hideScores: false },
	optionsSchema: kcOptionsSchema,
	createInput({ seats, options, seed }) {
		return { names: seats.map((s) => s.name), options: { hideScores: options?.hideScores === true }, seed };
	},
	machine: kcMachine,
	legalEvents: kcLegalEvents,
	activeSeats(s) {
		return phaseOf(s) === 'gameOver' ? [] : [s.context.current];
	},
	view: kcView,
	result: kcResult,
	revealsHidden(_ev, before, after) {
		return before.context.decks.some((d, i) => d.length !== after.context.decks[i].length);
	},
	hasPrivateHand(s, seat) {
		return phaseOf(s) !== 'gameOver' && !s.context.out[seat] && s.context.hands[seat].length > 0;
	},
	botEvent(s, seat, level: BotLevel, random) {
		return botEventFromView(kcView(s, seat), level, random);
	},
	log: (s) => s.context.log,
	/** The region being played (1 = the Shire): a region laid is a new round. */
	round: (s) => (s.context.regions.length > 0 ? s.context.regions.length : null),
	phase: (s) => phaseOf(s)
};

/**
 * The move the computer suggests to `seat` now (the hint button): the 'hard' bot's move from
 * that seat's view only, the same every time for the same position.
 * @returns one of `legalEvents(s, seat)`
 * @throws Error when `seat` has no legal move now
 */
export function hintEvent(s: GameSnapshot<KcContext>, seat: SeatId): KcEvent {
	return hintFromView(kcView(s, seat));
}

export default definition;
