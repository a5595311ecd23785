/**
 * The four adventure cards that change the board's crossings or wait in secret
 * (../shared/data/risk/adventure-cards.json; RULES-NOTES.md « Adventure deck »):
 *
 * - You Shall Not Pass! (power, « Play at the start of your turn »): « Choose one bridge to block
 *   until the start of your next turn. No battalions may cross that bridge unless a Leader goes
 *   with them. » A bridge is an adjacency `via: 'bridge'` of map.json. Blocked for every player:
 *   an invasion over it needs the invader's leader in the attacking territory (it then moves
 *   in with the conquest), a manoeuvre over it moves the leader along.
 * - The Way Is Under the Mountains (power, « Play after declaring an invasion »): « Invade from a
 *   Territory next to a mountain range into another Territory next to the same mountain range. »
 *   The data names no ranges; it lists the borders blocked by mountains (`blocked` reason
 *   'mountains'), so our reading (RECONSTRUCTED): one invasion across one such border, for the
 *   rest of the turn. Played in the combat phase (powers « pendant votre phase Combat »).
 * - Local Uprising (event): « Draw a Territory card and look at it secretly. When you control
 *   that Territory, reveal the card and add 4 battalions there. » A wild card names no
 *   territory: it goes to the discard and the uprising is lost (RECONSTRUCTED).
 * - Corsairs of Umbar (event): « Until the start of your next turn, every seaborne invasion loses
 *   3 battalions before it begins. 1 battalion must always remain. » Seaborne = over a sea line;
 *   taken from the attacking territory at the first battle of the invasion.
 */
import { TERRITORIES } from '../data/map';
import { NEIGHBOURS, connection } from './board';
import { drawTerritoryCard, grant, log, remove, tname, type Cursor } from './state';
import { WILD_CARDS, type RiskContext } from '../types';

/** The key of an invasion `from` → `to` (as `TurnState.invasions`). */
const key = (from: number, to: number): number => from * 64 + to;

/** Every bridge of the board as [a, b] with a < b (map.json `via: 'bridge'`). */
export const BRIDGES: [number, number][] = TERRITORIES.flatMap((t, a) => t.adjacent.filter((x) => x.via === 'bridge' && a < x.to).map((x): [number, number] => [a, x.to]));

/** Territories across a mountain border from each territory (map.json `blocked` reason 'mountains'). */
export const ACROSS_MOUNTAINS: number[][] = TERRITORIES.map((t, a) => {
	const out = new Set(t.blocked.filter((b) => b.reason === 'mountains').map((b) => b.with));
	TERRITORIES.forEach((u, b) => u.blocked.some((x) => x.with === a && x.reason === 'mountains') && out.add(b));
	return [...out].sort((x, y) => x - y);
});

/** Whether the move `a` – `b` crosses the bridge blocked by You Shall Not Pass!. */
export function crossesBlockedBridge(c: RiskContext, a: number, b: number): boolean {
	const k = c.bridgeBlock;
	return !!k && ((k.a === a && k.b === b) || (k.a === b && k.b === a));
}

/** Territories `from` may invade now, by adjacency or by The Way Is Under the Mountains (targets not yet checked). */
export function invasionTargets(c: RiskContext, from: number): number[] {
	const pass = c.turn.mountainPass;
	if (!pass || pass.length === 0) return NEIGHBOURS[from];
	const extra = ACROSS_MOUNTAINS[from].filter((to) => pass.includes(key(from, to)));
	return extra.length ? [...NEIGHBOURS[from], ...extra] : NEIGHBOURS[from];
}

/** Whether `from` → `to` is an invasion The Way Is Under the Mountains has opened this turn. */
export function mountainPassed(c: RiskContext, from: number, to: number): boolean {
	return c.turn.mountainPass?.includes(key(from, to)) ?? false;
}

/** Opens the invasion `from` → `to` across the mountains for the rest of the turn. */
export function openMountainPass(c: RiskContext, from: number, to: number): void {
	(c.turn.mountainPass ??= []).push(key(from, to));
}

/** Blocks bridge `a` – `b` until `seat` starts its next turn. */
export function blockBridge(c: RiskContext, seat: number, a: number, b: number): void {
	c.bridgeBlock = { a, b, until: seat };
}

/** Lifts the blocks whose time ran out as `seat` starts its turn (« until the start of your next turn »). */
export function expireAtTurnStart(c: RiskContext, seat: number): void {
	if (c.bridgeBlock && c.bridgeBlock.until === seat) c.bridgeBlock = null;
	if (c.corsairs && c.corsairs.until === seat) c.corsairs = null;
}

/**
 * Corsairs of Umbar, at the first battle of an invasion `from` → `to`: a seaborne invasion loses
 * 3 battalions from the attacking territory (at least 1 stays).
 * @returns the battalions lost (0 when the card is not in play or the invasion is not by sea)
 */
export function corsairsToll(c: RiskContext, seat: number, from: number, to: number): number {
	if (!c.corsairs || connection(from, to) !== 'sea') return 0;
	const n = Math.min(3, c.armies[from] - 1);
	if (n <= 0) return 0;
	remove(c, from, n);
	log(c, 'corsairs_toll', { from: tname(from), to: tname(to), count: n }, seat);
	return n;
}

/** Plays Local Uprising for `seat`: one territory card kept secretly (a wild card is lost). */
export function playLocalUprising(c: RiskContext, seat: number, r: Cursor): void {
	const card = drawTerritoryCard(c, r);
	if (card === null) return;
	if (WILD_CARDS.includes(card)) {
		c.territoryDiscard.push(card);
		log(c, 'uprising_wild', {}, seat);
		return;
	}
	(c.uprisings ??= []).push({ seat, card });
	settleUprisings(c);
}

/**
 * Reveals every uprising whose holder now controls its territory: 4 battalions there, the card
 * to the discard. An eliminated holder's card goes to the discard unrevealed.
 */
export function settleUprisings(c: RiskContext): void {
	if (!c.uprisings || c.uprisings.length === 0) return;
	const keep: { seat: number; card: number }[] = [];
	for (const u of c.uprisings) {
		if (c.eliminated[u.seat]) c.territoryDiscard.push(u.card);
		else if (c.owner[u.card] === u.seat) {
			grant(c, u.card, 4);
			c.territoryDiscard.push(u.card);
			log(c, 'uprising', { territory: tname(u.card), count: 4 }, u.seat);
		} else keep.push(u);
	}
	c.uprisings = keep;
}
