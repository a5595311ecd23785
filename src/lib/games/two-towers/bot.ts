/**
 * Computer players for Les Deux Tours. Both only ever choose among `legalEventsFor`.
 *
 * - 'easy': a random legal move three times out of four, otherwise the 'normal' move.
 * - 'normal': in the movement phase, takes the face-up card that best fits the locations
 *   still ahead (and the rows and hand cards of the same colour and quality), else the top
 *   of the pile; discards a card that no location ahead asks for to take two. In the
 *   evaluation phase, passes when the players who already presented keep every token out
 *   of its reach; otherwise lays every card that adds to a row of the location's qualities,
 *   starts such rows (with a Gandalf card under them when it has one) in colours that have
 *   no row worth keeping, then says it is done.
 */
import type { BotLevel, SeatId } from '$lib/engine/types';
import { COLOURS, LAST_LOCATION, LOCATIONS, QUALITIES, type Quality } from './data/game';
import { cardColour, cardQuality, currentSeat, isGandalf, legalEventsFor, matchCount, turnOrder } from './rules';
import type { CardId, Phase, TTContext, TTEvent } from './types';

/** Qualities asked for by the locations from `from` to the last, each with a weight (nearer = heavier). */
function demand(from: number): Record<Quality, number> {
	const d = { strength: 0, wisdom: 0, endurance: 0, determination: 0 } as Record<Quality, number>;
	for (let loc = from; loc <= LAST_LOCATION; loc++) {
		for (const q of LOCATIONS[loc].qualities) d[q] += 1 / (1 + loc - from);
	}
	return d;
}

/**
 * How much `card` is worth to `seat` for the locations from `from` on: demand for its
 * quality, more when the seat already holds cards of the same colour and quality (hand or row).
 */
export function cardValue(ctx: TTContext, seat: SeatId, card: CardId, from: number): number {
	if (isGandalf(card)) return 1.2;
	const d = demand(from);
	const q = cardQuality(card);
	const col = cardColour(card);
	const row = ctx.rows[seat][col];
	const same = ctx.hands[seat].filter((c) => c !== card && !isGandalf(c) && cardColour(c) === col && cardQuality(c) === q).length;
	const inRow = row && row.quality === q ? row.cards.length : 0;
	return d[q] * (1 + 0.3 * Math.min(same + inRow, 4));
}

/** What an unseen card is worth on average (the pile's expected value). */
function deckValue(from: number): number {
	const d = demand(from);
	const qualityAvg = QUALITIES.reduce((s, q) => s + d[q], 0) / QUALITIES.length;
	return (qualityAvg * 80 + 1.2 * 16) / 96;
}

function pick<T>(items: T[], random: () => number): T {
	return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

function find(legal: TTEvent[], want: Partial<TTEvent> & { type: TTEvent['type'] }): TTEvent | undefined {
	return legal.find((e) => Object.entries(want).every(([k, v]) => (e as unknown as Record<string, unknown>)[k] === v));
}

function normalMovement(ctx: TTContext, phase: Phase, seat: SeatId, legal: TTEvent[]): TTEvent {
	const from = ctx.round + 1;
	const ev = deckValue(from);
	const takeDeck = find(legal, { type: 'TAKE_DECK' });
	const faceUps = legal.filter((e): e is Extract<TTEvent, { type: 'TAKE_FACEUP' }> => e.type === 'TAKE_FACEUP');
	let best: Extract<TTEvent, { type: 'TAKE_FACEUP' }> | undefined;
	let bestValue = -1;
	for (const e of faceUps) {
		const v = cardValue(ctx, seat, e.card, from);
		if (v > bestValue) [best, bestValue] = [e, v];
	}
	if (phase === 'choose') {
		const discards = legal.filter((e): e is Extract<TTEvent, { type: 'DISCARD' }> => e.type === 'DISCARD');
		if (discards.length && ctx.hands[seat].length >= 4) {
			let worst = discards[0];
			let worstValue = Infinity;
			for (const e of discards) {
				const v = cardValue(ctx, seat, e.card, from);
				if (v < worstValue) [worst, worstValue] = [e, v];
			}
			if (worstValue < 0.25 * ev) return worst;
		}
	}
	if (best && (bestValue > ev || !takeDeck)) return best;
	return takeDeck ?? best ?? legal[0];
}

/**
 * The cards `seat` would lay at this location by the plan of `normalEvaluation`: every hand
 * card extending a row of a wanted quality, plus, per colour without a row worth keeping,
 * the hand cards of its most numerous wanted quality (and one Gandalf card under each new
 * row while Gandalf cards last).
 */
function plannedGain(ctx: TTContext, seat: SeatId, wanted: readonly Quality[], later: Set<Quality>): number {
	const hand = ctx.hands[seat];
	let gandalfs = hand.filter(isGandalf).length;
	let gain = 0;
	for (let col = 0; col < COLOURS.length; col++) {
		const row = ctx.rows[seat][col];
		const of = (q: Quality) => hand.filter((c) => !isGandalf(c) && cardColour(c) === col && cardQuality(c) === q).length;
		if (row && wanted.includes(row.quality)) {
			gain += of(row.quality);
			continue;
		}
		if (row && later.has(row.quality) && row.cards.length > 1) continue;
		const best = Math.max(0, ...wanted.map(of));
		if (best > 0) {
			gain += best;
			if (gandalfs > 0) {
				gain++;
				gandalfs--;
			}
		}
	}
	return gain;
}

function normalEvaluation(ctx: TTContext, seat: SeatId, legal: TTEvent[]): TTEvent {
	const location = ctx.round + 1;
	const wanted = LOCATIONS[location].qualities;
	const later = new Set<Quality>();
	for (let l = location + 1; l <= LAST_LOCATION; l++) for (const q of LOCATIONS[l].qualities) later.add(q);
	const hand = ctx.hands[seat];
	const gandalf = hand.find(isGandalf);
	const done = find(legal, { type: 'DONE' }) ?? legal[0];
	// Lay only to win a token: if the players who have already presented keep every token
	// out of reach even with everything laid, keep the cards for later (normal game only).
	if (!ctx.twoPlayer && ctx.laid[seat] === 0) {
		const tokens = ctx.locationTokens[location].length;
		const before = turnOrder(ctx).slice(0, ctx.turn);
		const mine = matchCount(ctx.rows[seat], wanted) + plannedGain(ctx, seat, wanted, later);
		const ahead = before.filter((s) => matchCount(ctx.rows[s], wanted) >= mine).length;
		if (ahead >= tokens) return done;
	}
	for (let col = 0; col < COLOURS.length; col++) {
		const row = ctx.rows[seat][col];
		const of = (q: Quality) => hand.filter((c) => !isGandalf(c) && cardColour(c) === col && cardQuality(c) === q);
		if (row && wanted.includes(row.quality)) {
			const card = of(row.quality)[0];
			if (card !== undefined) return find(legal, { type: 'LAY', card }) ?? legal[legal.length - 1];
			continue;
		}
		// Keep a row that a later location will ask for, unless it is a single card.
		if (row && later.has(row.quality) && row.cards.length > 1) continue;
		let bestQ: Quality | null = null;
		for (const q of wanted) if (of(q).length > 0 && (bestQ === null || of(q).length > of(bestQ).length)) bestQ = q;
		if (bestQ === null) continue;
		const card = of(bestQ)[0];
		const withGandalf = gandalf !== undefined ? find(legal, { type: 'LAY_GANDALF', gandalf, card }) : undefined;
		const ev = withGandalf ?? find(legal, { type: 'LAY', card });
		if (ev) return ev;
	}
	return done;
}

/**
 * The move a computer player makes for `seat` in `phase`.
 * @param random a float source in [0, 1), the bot's only chance
 * @returns one of `legalEventsFor(ctx, phase, seat)`
 * @throws Error when `seat` has no legal move
 */
export function botMove(ctx: TTContext, phase: Phase, seat: SeatId, level: BotLevel, random: () => number): TTEvent {
	const legal = legalEventsFor(ctx, phase, seat);
	if (legal.length === 0) throw new Error(`two-towers: seat ${seat} has no move (turn of seat ${currentSeat(ctx)})`);
	if (level === 'easy' && random() < 0.75) return pick(legal, random);
	if (phase === 'evaluation') return normalEvaluation(ctx, seat, legal);
	return normalMovement(ctx, phase, seat, legal);
}
