/**
 * Les Deux Tours (Ravensburger, Reiner Knizia), 2–5 players: the GameDefinition the app,
 * the bots and the tests use (DESIGN.md "The game contract").
 */
import type { GameDefinition, GameResult, GameSnapshot, LogEntry, SeatId } from '$lib/engine/types';
import { botMoveFromView, hintFromView } from './bot';
import { ttMachine } from './machine';
import { currentSeat, finalRanking, legalEventsFor, phaseOf, scores } from './rules';
import type { TTContext, TTEvent, TTInput, TTOptions, TTView } from './types';
import { ttOptionsSchema } from './options-schema';

/** The phase of a snapshot (see machine.ts). */
export function snapshotPhase(s: GameSnapshot<TTContext>) {
	return phaseOf(s.value);
}

/**
 * What `viewer` may see of the game: everything public (journey, tokens, display, rows,
 * counts, log), the viewer's own hand, never another hand, the pile's order or the RNG.
 */
export function ttView(s: GameSnapshot<TTContext>, viewer: SeatId | 'table'): TTView {
	const c = s.context;
	const phase = phaseOf(s.value);
	const atLocation = phase === 'evaluation' || phase === 'scoring' || phase === 'end' || c.space >= (c.paths[c.round] ?? 0);
	const playing = phase === 'choose' || phase === 'drawTwo' || phase === 'evaluation';
	return {
		viewer,
		phase,
		names: c.names.slice(),
		players: c.players,
		twoPlayer: c.twoPlayer,
		round: c.round,
		destination: c.round + 1,
		paths: c.paths.slice(),
		marker: atLocation ? { kind: 'location', location: c.round + 1 } : { kind: 'path', gap: c.round, space: c.space },
		startSeat: c.startSeat,
		firstSeat: c.firstSeat,
		ring: c.ring,
		current: playing ? currentSeat(c) : null,
		draw: c.draw ? { ...c.draw } : null,
		deckCount: c.deck.length,
		asideCount: c.aside.length,
		faceUp: c.faceUp.slice(),
		handCounts: c.hands.map((h) => h.length),
		hand: viewer === 'table' ? null : c.hands[viewer].slice(),
		rows: c.rows.map((rs) => rs.map((r) => (r ? { quality: r.quality, cards: r.cards.slice() } : null))),
		locationTokens: c.locationTokens.map((t) => t.slice()),
		playerTokens: c.playerTokens.map((t) => t.slice()),
		scores: scores(c),
		boxCount: c.box.length,
		layOrder: c.layOrder.slice(),
		laid: c.laid.slice(),
		scorings: c.scorings,
		log: c.log
	};
}

/** The final result with the rulebook's tie-breaks (« FIN DE LA PARTIE »), or null while playing. */
export function ttResult(s: GameSnapshot<TTContext>): GameResult | null {
	if (phaseOf(s.value) !== 'end') return null;
	const fin = finalRanking(s.context);
	const explanation: LogEntry[] = fin.ties.map((t) => ({
		key: t.by === 'cards' ? 'tt_result_tie_cards' : 'tt_result_tie_order',
		params: { above: t.above, below: t.below, a: fin.minasTirithCounts[t.above], b: fin.minasTirithCounts[t.below] },
		seat: t.above
	}));
	return { kind: 'ranking', scores: fin.scores, winners: [fin.ranking[0]], explanation };
}

/** Les Deux Tours for the app, the bots and the tests (default export). */
const definition: GameDefinition<TTContext, TTEvent, TTOptions, TTInput, TTView> = {
	id: 'two-towers',
	players: { min: 2, max: 5 },
	defaultOptions: { startSeat: 0 },
	optionsSchema: ttOptionsSchema,
	/**
	 * @returns the machine's input; `options.startSeat` is the youngest player's seat (default 0)
	 * @throws RangeError (when the machine starts) for a player count outside 2–5 or a start seat that is not a seat
	 */
	createInput({ seats, options, seed }) {
		return { seats: seats.map((s) => ({ ...s })), startSeat: options?.startSeat ?? 0, seed };
	},
	machine: ttMachine,
	legalEvents: (s, seat) => legalEventsFor(s.context, phaseOf(s.value), seat),
	activeSeats(s) {
		const phase = phaseOf(s.value);
		if (phase !== 'choose' && phase !== 'drawTwo' && phase !== 'evaluation') return [];
		return [currentSeat(s.context)];
	},
	view: ttView,
	result: ttResult,
	/** Drawing from the face-down pile (which may reshuffle the set-aside pile) reveals hidden cards. */
	revealsHidden: (ev) => ev.type === 'TAKE_DECK',
	hasPrivateHand: (s, seat) => s.context.hands[seat].length > 0,
	botEvent: (s, seat, level, random) => botMoveFromView(ttView(s, seat), level, random),
	log: (s) => s.context.log,
	/** « Manche » 1 to 6 (the context counts them from 0). */
	round: (s) => s.context.round + 1,
	phase: (s) => phaseOf(s.value)
};

/**
 * The move the computer suggests to `seat` now (the hint button): the 'hard' bot's move from
 * that seat's view only, the same every time for the same position.
 * @returns one of `legalEvents(s, seat)`
 * @throws Error when `seat` has no legal move now
 */
export function hintEvent(s: GameSnapshot<TTContext>, seat: SeatId): TTEvent {
	return hintFromView(ttView(s, seat));
}

export default definition;
