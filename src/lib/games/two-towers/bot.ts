/**
 * Computer players for Les Deux Tours. They only ever choose among `legalEventsFor`, and only
 * know what their seat's view shows (`botMoveFromView`; bot-view.ts imagines the hidden cards).
 *
 * The strategy follows the rulebook: a location counts the cards of its qualities in every
 * row (« L'ÉVALUATION »), rows stay on the table from one location to the next (« Les cartes
 * qui restent dans les rangées serviront … »), one row per colour and a row of another quality
 * must be set aside first (« Important »), Gandalf only under a new row.
 *
 * - Rule of thumb ('normal'): in the movement phase, takes the face-up card that best fits the
 *   locations still ahead (and the rows and hand cards of the same colour and quality), else
 *   the top of the pile; discards a card that no location ahead asks for to take two. In the
 *   evaluation phase, passes when the players who already presented keep every token out of
 *   its reach; otherwise lays every card that adds to a row of the location's qualities,
 *   starts such rows (with a Gandalf card under them when it has one) in colours that have no
 *   row worth keeping, then says it is done. 'normal' plays one move in ten at random.
 * - 'hard': the rule of thumb without random moves, and sharper: it weighs each location ahead
 *   by the point tokens visible there (and looks further ahead), marks down a card that could
 *   only be laid by breaking a long row of its colour, and starts a new row in the quality
 *   the whole journey ahead asks for most.
 * - 'easy': a random legal move three times out of four, otherwise the 'normal' move.
 * Measured win rates: `npm run bench` (scripts/bench/bots.ts).
 */
import type { BotLevel, SeatId } from '$lib/engine/types';
import { COLOURS, LAST_LOCATION, LOCATIONS, QUALITIES, type Quality } from './data/game';
import { determinize } from './bot-view';
import { cardColour, cardQuality, currentSeat, isGandalf, legalEventsFor, matchCount, tokenValue, turnOrder } from './rules';
import type { CardId, Phase, TTContext, TTEvent, TTView } from './types';

/**
 * How a level plays: `mistakes` = share of moves chosen at random among the legal ones;
 * `tokens` = weigh the locations ahead by the point tokens lying there (visible) and look
 * further ahead; `rowCare` = value cards by the rows they fit or would break, and choose a
 * new row's quality for the whole journey ahead.
 */
export interface BotStyle {
	mistakes: number;
	tokens: boolean;
	rowCare: boolean;
}

/** The style of each level (see the module comment). */
export const STYLES: Record<BotLevel, BotStyle> = {
	easy: { mistakes: 0.75, tokens: false, rowCare: false },
	normal: { mistakes: 0.1, tokens: false, rowCare: false },
	hard: { mistakes: 0, tokens: true, rowCare: true }
};

/**
 * Qualities asked for by the locations from `from` to the last, each with a weight (nearer =
 * heavier; with `style.tokens`, times the points lying at that symbol or location, over 3.5).
 */
function demand(style: BotStyle, from: number, ctx?: TTContext): Record<Quality, number> {
	const d = { strength: 0, wisdom: 0, endurance: 0, determination: 0 } as Record<Quality, number>;
	for (let loc = from; loc <= LAST_LOCATION; loc++) {
		const qs = LOCATIONS[loc].qualities;
		qs.forEach((q, i) => {
			if (!style.tokens || !ctx) {
				d[q] += 1 / (1 + loc - from);
				return;
			}
			const toks = ctx.locationTokens[loc];
			const pts = ctx.twoPlayer ? (toks[i] !== undefined ? tokenValue(toks[i]) : 0) : Math.max(0, ...toks.map(tokenValue));
			d[q] += (pts / 3.5) / (1 + 0.5 * (loc - from));
		});
	}
	return d;
}

/**
 * How much `card` is worth to `seat` for the locations from `from` on: demand for its
 * quality, more when the seat already holds cards of the same colour and quality (hand or row).
 */
export function cardValue(ctx: TTContext, seat: SeatId, card: CardId, from: number, style: BotStyle = STYLES.normal): number {
	if (isGandalf(card)) return 1.2;
	const d = demand(style, from, ctx);
	const q = cardQuality(card);
	const col = cardColour(card);
	const row = ctx.rows[seat][col];
	const same = ctx.hands[seat].filter((c) => c !== card && !isGandalf(c) && cardColour(c) === col && cardQuality(c) === q).length;
	const inRow = row && row.quality === q ? row.cards.length : 0;
	let v = d[q] * (1 + 0.3 * Math.min(same + inRow, 4));
	// A card of another quality than a long row of its colour can only be laid by breaking that row.
	if (style.rowCare && row && row.quality !== q && row.cards.length >= 2 && d[row.quality] > 0) v *= 0.5;
	return v;
}

/** What an unseen card is worth on average (the pile's expected value). */
function deckValue(style: BotStyle, from: number, ctx?: TTContext): number {
	const d = demand(style, from, ctx);
	const qualityAvg = QUALITIES.reduce((s, q) => s + d[q], 0) / QUALITIES.length;
	return (qualityAvg * 80 + 1.2 * 16) / 96;
}

function pick<T>(items: T[], random: () => number): T {
	return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

function find(legal: TTEvent[], want: Partial<TTEvent> & { type: TTEvent['type'] }): TTEvent | undefined {
	return legal.find((e) => Object.entries(want).every(([k, v]) => (e as unknown as Record<string, unknown>)[k] === v));
}

function normalMovement(style: BotStyle, ctx: TTContext, phase: Phase, seat: SeatId, legal: TTEvent[]): TTEvent {
	const from = ctx.round + 1;
	const ev = deckValue(style, from, ctx);
	const takeDeck = find(legal, { type: 'TAKE_DECK' });
	const faceUps = legal.filter((e): e is Extract<TTEvent, { type: 'TAKE_FACEUP' }> => e.type === 'TAKE_FACEUP');
	let best: Extract<TTEvent, { type: 'TAKE_FACEUP' }> | undefined;
	let bestValue = -1;
	for (const e of faceUps) {
		const v = cardValue(ctx, seat, e.card, from, style);
		if (v > bestValue) [best, bestValue] = [e, v];
	}
	if (phase === 'choose') {
		const discards = legal.filter((e): e is Extract<TTEvent, { type: 'DISCARD' }> => e.type === 'DISCARD');
		if (discards.length && ctx.hands[seat].length >= 4) {
			let worst = discards[0];
			let worstValue = Infinity;
			for (const e of discards) {
				const v = cardValue(ctx, seat, e.card, from, style);
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

function normalEvaluation(style: BotStyle, ctx: TTContext, seat: SeatId, legal: TTEvent[]): TTEvent {
	const location = ctx.round + 1;
	const wanted = LOCATIONS[location].qualities;
	const later = new Set<Quality>();
	for (let l = location + 1; l <= LAST_LOCATION; l++) for (const q of LOCATIONS[l].qualities) later.add(q);
	const hand = ctx.hands[seat];
	const gandalf = hand.find(isGandalf);
	const done = find(legal, { type: 'DONE' }) ?? legal[0];
	const future = demand(style, location + 1, ctx);
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
		const worth = (q: Quality) => of(q).length + (style.rowCare ? 0.6 * future[q] : 0);
		for (const q of wanted) if (of(q).length > 0 && (bestQ === null || worth(q) > worth(bestQ))) bestQ = q;
		if (bestQ === null) continue;
		const card = of(bestQ)[0];
		const withGandalf = gandalf !== undefined ? find(legal, { type: 'LAY_GANDALF', gandalf, card }) : undefined;
		const ev = withGandalf ?? find(legal, { type: 'LAY', card });
		if (ev) return ev;
	}
	return done;
}

/**
 * The move a computer player makes for `seat` in `phase`, from a full context (the caller
 * passes a determinized one: see `botMoveFromView`).
 * @param random a float source in [0, 1), the bot's only chance
 * @returns one of `legalEventsFor(ctx, phase, seat)`
 * @throws Error when `seat` has no legal move
 */
export function botMove(ctx: TTContext, phase: Phase, seat: SeatId, level: BotLevel, random: () => number): TTEvent {
	const legal = legalEventsFor(ctx, phase, seat);
	if (legal.length === 0) throw new Error(`two-towers: seat ${seat} has no move (turn of seat ${currentSeat(ctx)})`);
	const style = STYLES[level];
	if (style.mistakes > 0 && random() < style.mistakes) return pick(legal, random);
	if (phase === 'evaluation') return normalEvaluation(style, ctx, seat, legal);
	return normalMovement(style, ctx, phase, seat, legal);
}

/**
 * The move of the computer player who sees `view` (its own seat's view: `ttView(s, seat)`),
 * at `level`. It never sees more: the hidden cards are imagined (`determinize`).
 * @param random a float source in [0, 1), the bot's only chance
 * @returns a legal event of `view.viewer`
 * @throws Error for the table's view, or when the viewer has no legal move
 */
export function botMoveFromView(view: TTView, level: BotLevel, random: () => number): TTEvent {
	const ctx = determinize(view, random);
	return botMove(ctx, view.phase, view.viewer as SeatId, level, random);
}

/**
 * The hint button's answer (« what would the computer do? »): the 'hard' move for the seat
 * that sees `view`, with a fixed random stream so the same position always gives the same hint.
 * @returns a legal event of `view.viewer`
 * @throws Error for the table's view, or when the viewer has no legal move
 */
export function hintFromView(view: Parameters<typeof botMoveFromView>[0]): TTEvent {
	let a = 0x9e3779b9;
	const fixed = () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	return botMoveFromView(view, 'hard', fixed);
}
