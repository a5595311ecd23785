/**
 * Computer players for Knizia's region card game. They only ever pick one of the legal events
 * and only know what their seat's view shows (`botEventFromView`; bot-view.ts imagines the
 * hidden hands and decks).
 *
 * The strategy follows the rulebook: points go to the highest totals at the region being
 * surrounded (« Décompte des points »), the player who fills the tenth place scores it at once
 * and lays the next region (« Pour conclure, une astuce stratégique »), and the game ends when
 * at most one player still has cards (« FIN DU JEU »), so cards held back past that are lost.
 *
 * - Rule of thumb (`eventGain`): each legal move is tried on the map and valued by the change
 *   in the seat's standing (`positionValue`: victory-point lead, plus the points and rings it
 *   would win if the region were scored now, weighted by how full the region is), minus the
 *   price of the card spent. That price falls as the other players run out of cards
 *   (`pace`): a bot does not sit on cards nobody will let it play. Ending the turn is worth 0,
 *   so the turn goes on while a card is worth its price. A new region goes where the seat's
 *   own cards already lie and the others' do not.
 * - 'hard': the rule of thumb, always, with its knobs tuned against 'normal' (`STYLES.hard`):
 *   filling the tenth place is worth 2 points more (the tempo the rulebook's « astuce »
 *   speaks of: the closer scores at once, lays the next region and starts there), cards cost
 *   less to spend. Measured over 200 seeded 2-player games against 'normal' (the bench's
 *   seeds, scripts/bench/bots.ts): 73% (57% with the knobs of 'normal'); the tempo bonus alone
 *   gave about 70% on other seeds.
 * - 'normal': the rule of thumb as first written, and lays one new region in four at a random
 *   legal position (where the region goes is what decides most duels between good players).
 * - 'easy': the rule of thumb as first written, but three moves in ten are a random card play.
 * Measured win rates: `npm run bench` (scripts/bench/bots.ts).
 */
import type { BotLevel, SeatId } from '$lib/engine/types';
import { cardInfo } from './data/cards';
import { placeCells } from './data/placement';
import {
	applyPlay,
	applyRelocate,
	cloneContext,
	currentRegion,
	currentRegionFull,
	filledPlaces,
	legalInPlaying,
	legalRegionPlacements,
	mapValue,
	ownerOf,
	scoreCurrentRegion,
	standings,
	topCard
} from './rules';
import type { KcContext, KcEvent, PlayEvent } from './types';
import { cellKey } from './data/placement';
import { determinize } from './bot-view';
import type { KcView } from './definition';

/**
 * How a level plays: `mistakes` = share of moves chosen at random among the card plays (never
 * a pass); `placeMistakes` = share of new regions laid at a random legal position instead of
 * the best one by `eventGain`.
 */
export interface BotStyle {
	mistakes: number;
	placeMistakes: number;
	/** How it values positions and cards. */
	weights: Weights;
}

/** The knobs of the rule of thumb (see `positionValue`, `keepCost`, `pace`, `eventGain`). */
export interface Weights {
	/** Weight of the current region's standings while it is empty; it grows to 1 as the region fills. */
	early: number;
	/** Weight of the other players' cards around a new region's position (own cards weigh 1). */
	placeOthers: number;
	/** What a ring tile won at a scoring is worth, in victory points (a rough price). */
	ring: number;
	/** Scale of the price of a card spent (`keepCost`). */
	keep: number;
	/** Exponent of `pace` (how fast cards lose their keeping value as the others run out). */
	paceExp: number;
	/** Worth, in victory points, of filling the tenth place (laying the next region and starting there). */
	close: number;
}

/** The rule of thumb as first written (easy and normal). */
const BASE: Weights = { early: 0.4, placeOthers: 0.7, ring: 1.5, keep: 1, paceExp: 1.5, close: 0 };

/** The style of each level (see the module comment for the measured strengths). */
export const STYLES: Record<BotLevel, BotStyle> = {
	easy: { mistakes: 0.3, placeMistakes: 0, weights: BASE },
	normal: { mistakes: 0, placeMistakes: 0.25, weights: BASE },
	hard: { mistakes: 0, placeMistakes: 0, weights: { ...BASE, close: 2, keep: 0.7 } }
};

/** A card's colour and value without its copy number ('R-1-3' → 'R-1'): copies play alike. */
function cardKind(card: string): string {
	const i = card.lastIndexOf('-');
	return cardInfo(card).nazgul ? card : card.slice(0, i);
}

/** Cards `seat` still has (hand and deck). */
function cardsLeft(c: KcContext, seat: SeatId): number {
	return c.hands[seat].length + c.decks[seat].length;
}

/**
 * How much a card kept in hand is still worth, 0..1.5: the game ends once at most one player
 * has cards, so what `seat` holds beyond the richest other player is mostly wasted.
 * @param exp how steeply that worth falls (`Weights.paceExp`)
 */
export function pace(c: KcContext, seat: SeatId, exp = BASE.paceExp): number {
	let others = 0;
	for (let s = 0; s < c.hands.length; s++) if (s !== seat && !c.out[s]) others = Math.max(others, cardsLeft(c, s));
	const mine = Math.max(1, cardsLeft(c, seat));
	return Math.max(0.1, Math.min(1.5, (others / mine) ** exp));
}

/**
 * How good a position is for `seat`, in victory points: its lead over the others' average,
 * plus its points (and rings) at the current region if it were scored now, minus the others'
 * average — weighted by how full the region is (from `w.early` when empty to 1 when full).
 */
export function positionValue(c: KcContext, seat: SeatId, w: Weights = BASE): number {
	const others = c.scores.filter((_, s) => s !== seat);
	const lead = c.scores[seat] - (others.length ? others.reduce((a, b) => a + b, 0) / others.length : 0);
	const r = currentRegion(c);
	if (r.scored) return lead;
	const { rows } = standings(c, r, c.lastCardSeat ?? c.current);
	let mine = 0;
	let theirs = 0;
	for (const row of rows) {
		if (row.seat === seat) mine += row.points + (row.ring ? w.ring : 0);
		else theirs += row.points + (row.ring ? w.ring : 0);
	}
	const weight = w.early + (1 - w.early) * (filledPlaces(c, r) / 10);
	return lead + weight * (mine - theirs / Math.max(1, others.length));
}

/** What a card in hand is worth keeping (a rough price, in victory points). */
function keepCost(card: string, ring: string | undefined, factor = 1): number {
	const info = cardInfo(card);
	let cost = info.nazgul ? 1.2 : info.value === 0 ? 0.1 : 0.25 + 0.3 * (info.value ?? 0);
	if (ring) cost += 1;
	return cost * factor;
}

/**
 * The value of one legal event for `seat`: position after minus position before, minus the
 * card's price (`factor` × `w.keep` times its keeping price), plus `w.close` when the event
 * fills the region's tenth place. Ending the turn is worth 0.
 */
export function eventGain(c: KcContext, seat: SeatId, ev: KcEvent, before: number, factor: number, w: Weights = BASE): number {
	if (ev.type === 'endTurn') return 0;
	if (ev.type === 'placeRegion') {
		let v = 0;
		for (const k of placeCells(ev.x, ev.y)) {
			const t = topCard(c, k);
			if (t === null) continue;
			v += (ownerOf(c, t) === seat ? 1 : -w.placeOthers) * ((mapValue(c, t) ?? 0) + 0.5);
		}
		return v;
	}
	const cost = ev.type === 'play' ? keepCost(ev.card, ev.ring, factor * w.keep) : 0.8;
	if (ev.type === 'play') {
		const quick = withPlay(c, ev, () => (currentRegionFull(c) ? null : positionValue(c, seat, w)));
		if (quick !== null) return quick - before - cost;
	}
	const after = cloneContext(c);
	if (ev.type === 'play') applyPlay(after, ev);
	else applyRelocate(after, ev);
	let bonus = 0;
	if (currentRegionFull(after)) {
		scoreCurrentRegion(after, false);
		bonus = w.close;
	}
	return positionValue(after, seat, w) - before - cost + bonus;
}

/**
 * Runs `f` on `c` with the card of `ev` laid on the map (cells, ring, last-card seat; the hand
 * and the turn counters are left alone), then puts `c` back as it was. Cheaper than a copy.
 */
function withPlay<T>(c: KcContext, ev: PlayEvent, f: () => T): T {
	const key = cellKey(ev.x, ev.y);
	const had = Object.prototype.hasOwnProperty.call(c.cells, key);
	const old = c.cells[key];
	const oldLast = c.lastCardSeat;
	const ringed = ev.ring !== undefined;
	if (cardInfo(ev.card).nazgul) {
		if (old && old.length > 1) c.cells[key] = old.slice(0, -1);
		else delete c.cells[key];
	} else {
		c.cells[key] = old ? [...old, ev.card] : [ev.card];
		if (ringed) c.ringOn[ev.card] = ev.ring!;
	}
	c.lastCardSeat = ev.seat;
	try {
		return f();
	} finally {
		if (had) c.cells[key] = old;
		else delete c.cells[key];
		if (ringed) delete c.ringOn[ev.card];
		c.lastCardSeat = oldLast;
	}
}

/**
 * The bot's move among `legal` (non-empty), from a full context (the caller passes a
 * determinized one: see `botEventFromView`).
 * @throws Error when `legal` is empty
 */
export function chooseBotEvent(c: KcContext, seat: SeatId, legal: KcEvent[], level: BotLevel, random: () => number): KcEvent {
	if (legal.length === 0) throw new Error('the bot has no legal move');
	const style = STYLES[level];
	const pick = <T>(xs: T[]) => xs[Math.min(xs.length - 1, Math.floor(random() * xs.length))];
	if (style.placeMistakes > 0 && legal[0].type === 'placeRegion' && random() < style.placeMistakes) return pick(legal);
	if (style.mistakes > 0 && random() < style.mistakes) {
		const moves = legal.filter((e) => e.type !== 'endTurn');
		return pick(moves.length ? moves : legal);
	}
	const ranked = rankEvents(c, seat, legal, random, style.weights);
	const top = ranked.filter((r) => r.gain >= ranked[0].gain - 1e-9).map((r) => r.ev);
	return pick(top);
}

/**
 * Every legal event with its value for `seat` (`eventGain` plus a tiny random tie-breaker),
 * best first.
 */
export function rankEvents(c: KcContext, seat: SeatId, legal: KcEvent[], random: () => number, w: Weights = BASE): { ev: KcEvent; gain: number }[] {
	const factor = pace(c, seat, w.paceExp);
	const before = positionValue(c, seat, w);
	const out: { ev: KcEvent; gain: number }[] = [];
	// Cards of the same colour and value are interchangeable: value each (card kind, ring, place) once.
	const seen = new Map<string, number>();
	for (const ev of legal) {
		const key = ev.type === 'play' ? `${cardKind(ev.card)}|${ev.ring ?? ''}|${ev.x},${ev.y}` : null;
		let g0 = key === null ? undefined : seen.get(key);
		if (g0 === undefined) {
			g0 = eventGain(c, seat, ev, before, factor, w);
			if (key !== null) seen.set(key, g0);
		}
		out.push({ ev, gain: g0 + random() * 0.01 });
	}
	return out.sort((a, b) => b.gain - a.gain);
}

/**
 * The move of the computer player who sees `view` (its own seat's view: `kcView(s, seat)`) at
 * `level`. It never sees more: hidden hands, deck orders and hidden scores are imagined
 * (`determinize`).
 * @param random a float source in [0, 1), the bot's only chance
 * @returns a legal event of `view.viewer`
 * @throws Error for the table's view or when the viewer has no legal move
 */
export function botEventFromView(view: KcView, level: BotLevel, random: () => number): KcEvent {
	const c = determinize(view, random);
	const seat = view.viewer as SeatId;
	const legal = view.phase === 'placingRegion' ? legalRegionPlacements(c, seat) : view.phase === 'playing' ? legalInPlaying(c, seat) : [];
	return chooseBotEvent(c, seat, legal, level, random);
}

/**
 * The hint button's answer (« what would the computer do? »): the 'hard' move for the seat
 * that sees `view`, with a fixed random stream so the same position always gives the same hint.
 * @returns a legal event of `view.viewer`
 * @throws Error for the table's view, or when the viewer has no legal move
 */
export function hintFromView(view: Parameters<typeof botEventFromView>[0]): KcEvent {
	let a = 0x9e3779b9;
	const fixed = () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	return botEventFromView(view, 'hard', fixed);
}
