/**
 * Risk: The Lord of the Rings (Hasbro 2002), 2–4 players: the GameDefinition the app, the bots
 * and the tests use (DESIGN.md "The game contract").
 */
import type { GameDefinition, GameResult, GameSnapshot, SeatId } from '$lib/engine/types';
import { botMove } from './bot/index';
import { isEvent } from './data/adventure';
import { riskMachine } from './machine';
import { ranking, scoreSheet, type ScoreLine } from './rules/scoring';
import { legalEvents } from './rules/turn';
import { actingSeat } from './rules/reactions';
import { riskOptionsSchema } from './options-schema';
import type { Phase, RiskContext, RiskEvent, RiskInput, RiskOptions } from './types';

/** What one seat (or the table) may see: everything public, its own hands, counts of the others. */
export interface RiskView extends Omit<RiskContext, 'rng' | 'territoryDeck' | 'adventureDeck' | 'hands' | 'adventureHands' | 'uprisings'> {
	viewer: SeatId | 'table';
	territoryDeckCount: number;
	adventureDeckCount: number;
	handCounts: number[];
	adventureHandCounts: number[];
	/** The viewer's territory cards (null for the table). */
	hand: number[] | null;
	/** The viewer's adventure cards (null for the table). */
	adventureHand: number[] | null;
	/** Local Uprising cards each seat keeps secretly (counts). */
	uprisingCounts: number[];
	/** The territories of the viewer's own Local Uprising cards (null for the table). */
	uprising: number[] | null;
	scores: ScoreLine[];
}

/** The defaults: the project's summary everywhere (RULES-NOTES.md). */
export const DEFAULT_OPTIONS: RiskOptions = { ringRoll: 'three', regionPoints: 'one', adventureDraw: 'stronghold', strongholdBattalions: false, adventureDeck: 2 };

/** The view of `s` for `viewer`: no deck order, no other player's cards, no RNG. */
export function riskView(s: GameSnapshot<RiskContext>, viewer: SeatId | 'table'): RiskView {
	const { rng: _rng, territoryDeck, adventureDeck, hands, adventureHands, uprisings = [], ...rest } = s.context;
	void _rng;
	// The adventure card the player on turn drew stays its own (an event is played at once, in the open).
	const drawn = rest.turn.drawnAdventure;
	const drawnShown = drawn === null || viewer === rest.current || isEvent(drawn) ? drawn : null;
	return {
		...rest,
		turn: drawnShown === drawn ? rest.turn : { ...rest.turn, drawnAdventure: drawnShown },
		viewer,
		territoryDeckCount: territoryDeck.length,
		adventureDeckCount: adventureDeck.length,
		handCounts: hands.map((h) => h.length),
		adventureHandCounts: adventureHands.map((h) => h.length),
		hand: viewer === 'table' ? null : hands[viewer].slice(),
		adventureHand: viewer === 'table' ? null : adventureHands[viewer].slice(),
		uprisingCounts: hands.map((_, seat) => uprisings.filter((u) => u.seat === seat).length),
		uprising: viewer === 'table' ? null : uprisings.filter((u) => u.seat === viewer).map((u) => u.card),
		scores: scoreSheet(s.context)
	};
}

/** The final ranking (« Décompte des points », tie-breaks « En cas d'égalité »), or null while playing. */
export function riskResult(s: GameSnapshot<RiskContext>): GameResult | null {
	if (s.context.phase !== 'end') return null;
	const lines = scoreSheet(s.context);
	const r = ranking(lines, s.context.tieRolls);
	return { kind: 'ranking', scores: lines.map((l) => l.total), winners: r.winners };
}

/** The phase of a snapshot. */
export function riskPhase(s: GameSnapshot<RiskContext>): Phase {
	return s.context.phase;
}

/** Risk: The Lord of the Rings for the app, the bots and the tests (default export). */
const definition: GameDefinition<RiskContext, RiskEvent, RiskOptions, RiskInput, RiskView> = {
	id: 'risk',
	players: { min: 2, max: 4 },
	defaultOptions: DEFAULT_OPTIONS,
	optionsSchema: riskOptionsSchema,
	/**
	 * @returns the machine's input (options completed with the defaults)
	 * @throws RangeError (when the machine starts) for a player count outside 2–4
	 */
	createInput({ seats, options, seed }) {
		const merged = { ...DEFAULT_OPTIONS, ...(options ?? {}) };
		// A save made before issue 19 stored its options without `adventureDeck`: it deals the deck of its time.
		if (options && !('adventureDeck' in options)) merged.adventureDeck = 1;
		return { seats: seats.map((s) => ({ ...s })), options: merged, seed };
	},
	machine: riskMachine,
	legalEvents: (s, seat) => legalEvents(s.context, seat),
	/** The player on turn, or the defender while a reaction window is open (rules/reactions.ts). */
	activeSeats: (s) => (s.context.phase === 'end' ? [] : [actingSeat(s.context)]),
	view: riskView,
	result: riskResult,
	/**
	 * Dice, shuffles and draws all go through the context's RNG: it moved = something hidden was
	 * revealed. An attack that opens a reaction window reveals that the defender holds a reaction.
	 */
	revealsHidden: (ev, before, after) =>
		ev.type === 'DRAW' || before.context.rng.join() !== after.context.rng.join() || (after.context.phase === 'react' && before.context.phase !== 'react'),
	/** Undo stays within the current phase (issue 9: « undo within the current phase »): the event that ended one is a barrier. */
	undoBarrier: (_ev, after) => after.context.closedStep === true,
	hasPrivateHand: (s, seat) => s.context.hands[seat].length + s.context.adventureHands[seat].length > 0,
	botEvent: (s, seat, level, random) => botMove(s.context, seat, level, random),
	log: (s) => s.context.log,
	/** Risk counts players' turns (« tour »), not rounds: each turn is a checkpoint. */
	round: (s) => (s.context.turnNumber > 0 ? s.context.turnNumber : null),
	phase: (s) => s.context.phase
};

export default definition;
