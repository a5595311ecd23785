/**
 * Paying for effects: cards by symbol, cards by count, runes, life tokens, a named Legend
 * card — by one hobbit or by the group (« Si une instruction demande au "groupe" … c'est
 * aux joueurs de décider entre eux qui contribue »). Contributions go into a pot one at a
 * time and are only discarded when the need is met; declining returns nothing (the pot was
 * never taken).
 *
 * Stars (« jokers »): « quand une carte comportant deux symboles étoile est jouée pour payer
 * le coût d'un effet, chaque symbole peut représenter un symbole différent ». A star pays a
 * star first, then any missing activity symbol. Frodo's grey Quest cards count as stars
 * (« Frodon peut utiliser toutes ses cartes Quête grises … comme si elles étaient des jokers »).
 */
import type { SeatId } from '$lib/engine/types';
import { CARDS, LIFE_TOKENS, type CardSymbol, type LifeToken } from '../data/game';
import type { CoopContext, Hobbit, Need, Payment } from '../types';

/**
 * The symbols a card shows for `hobbit` (Frodo's grey Quest cards are stars).
 * @returns symbol counts; empty for Epic cards
 */
export function cardSymbols(card: string, hobbit: Hobbit['hobbit']): Partial<Record<CardSymbol, number>> {
	const c = CARDS[card];
	if (hobbit === 'frodo' && c.kind === 'quest' && c.colour === 'grey') {
		const n = Object.values(c.symbols).reduce((a, b) => a + (b ?? 0), 0);
		return { star: n };
	}
	return c.symbols;
}

/** Total value of a hobbit's runes (silver + gold). */
export function runeTotal(h: Hobbit): number {
	return h.silver + h.gold.reduce((a, b) => a + b, 0);
}

/** What is still missing of `pay.need` after the pot (symbols allocated greedily, stars last). */
export interface Remaining {
	symbols: Partial<Record<CardSymbol, number>>;
	cards: number;
	runes: number;
	tokens: LifeToken[];
	anyToken: number;
	legend: string | null;
}

/** Allocates the symbols of `card` (held by a hobbit) against `need` in place; @returns how many were used. */
function allocate(need: Partial<Record<CardSymbol, number>>, syms: Partial<Record<CardSymbol, number>>): number {
	let used = 0;
	for (const [s, n] of Object.entries(syms) as [CardSymbol, number][]) {
		for (let i = 0; i < n; i++) {
			if (s !== 'star') {
				if ((need[s] ?? 0) > 0) {
					need[s]! -= 1;
					used++;
				}
				continue;
			}
			if ((need.star ?? 0) > 0) {
				need.star! -= 1;
				used++;
				continue;
			}
			const other = (Object.keys(need) as CardSymbol[]).find((k) => k !== 'star' && (need[k] ?? 0) > 0);
			if (other) {
				need[other]! -= 1;
				used++;
			}
		}
	}
	return used;
}

/** Pure: the part of the need not yet covered by the pot. */
export function remaining(c: { players: readonly Pick<Hobbit, 'hobbit'>[] }, pay: Payment): Remaining {
	const symbols = { ...(pay.need.symbols ?? {}) };
	// Specific symbols first so that stars cover what nothing else can.
	const sorted = pay.cards.slice().sort((a, b) => starCount(c, a) - starCount(c, b));
	for (const { seat, card } of sorted) allocate(symbols, cardSymbols(card, c.players[seat].hobbit));
	const tokens: LifeToken[] = (pay.need.tokens ?? []).slice();
	let anyToken = pay.need.anyToken ? 1 : 0;
	for (const t of pay.tokens) {
		const i = tokens.indexOf(t.token);
		if (i >= 0) tokens.splice(i, 1);
		else if (anyToken > 0) anyToken--;
	}
	const legendPaid = pay.need.legend ? pay.cards.some((x) => x.card === pay.need.legend) : true;
	return {
		symbols: Object.fromEntries(Object.entries(symbols).filter(([, n]) => (n ?? 0) > 0)),
		cards: Math.max(0, (pay.need.cards ?? 0) - (pay.need.cards ? pay.cards.length : 0)),
		runes: Math.max(0, (pay.need.runes ?? 0) - pay.runes.reduce((a, r) => a + r.n, 0)),
		tokens,
		anyToken,
		legend: legendPaid ? null : pay.need.legend!
	};
}

function starCount(c: { players: readonly Pick<Hobbit, 'hobbit'>[] }, x: { seat: SeatId; card: string }): number {
	return cardSymbols(x.card, c.players[x.seat].hobbit).star ?? 0;
}

/** True when nothing is missing. */
export function isPaid(r: Remaining): boolean {
	return Object.keys(r.symbols).length === 0 && r.cards === 0 && r.runes === 0 && r.tokens.length === 0 && r.anyToken === 0 && r.legend === null;
}

/** Seats that may contribute to `pay` now ('one' locks to its first payer). */
export function payers(c: CoopContext, pay: Payment): SeatId[] {
	if (typeof pay.who === 'number') return c.players[pay.who].out ? [] : [pay.who];
	if (pay.who === 'one' && pay.payer !== null) return [pay.payer];
	return c.players.flatMap((p, i) => (p.out ? [] : [i]));
}

/** The cards of `seat` that would cover part of what is missing (not already in the pot). */
export function usefulCards(c: CoopContext, pay: Payment, seat: SeatId): string[] {
	const r = remaining(c, pay);
	const h = c.players[seat];
	const inPot = new Set(pay.cards.map((x) => x.card));
	const out: string[] = [];
	for (const card of h.hand) {
		if (inPot.has(card)) continue;
		if (r.legend && card === r.legend) out.push(card);
		else if (r.cards > 0) out.push(card);
		else if (Object.keys(r.symbols).length > 0 && allocate({ ...r.symbols }, cardSymbols(card, h.hobbit)) > 0) out.push(card);
	}
	return out;
}

/** Rune value `seat` still has outside the pot. */
export function freeRunes(c: CoopContext, pay: Payment, seat: SeatId): number {
	return runeTotal(c.players[seat]) - pay.runes.filter((r) => r.seat === seat).reduce((a, r) => a + r.n, 0);
}

/** Life tokens of `seat` that cover a missing token. */
export function usefulTokens(c: CoopContext, pay: Payment, seat: SeatId): LifeToken[] {
	const r = remaining(c, pay);
	const h = c.players[seat];
	return LIFE_TOKENS.filter((t) => (r.tokens.includes(t) || r.anyToken > 0) && h.tokens[t] - pay.tokens.filter((x) => x.seat === seat && x.token === t).length > 0);
}

/** True when `seat` can add something useful to the pot. */
export function canContribute(c: CoopContext, pay: Payment, seat: SeatId): boolean {
	const r = remaining(c, pay);
	return usefulCards(c, pay, seat).length > 0 || (r.runes > 0 && freeRunes(c, pay, seat) > 0) || usefulTokens(c, pay, seat).length > 0;
}

/**
 * Whether the whole need could still be met by the pot plus everything the allowed payers
 * hold (used by the bots; a greedy estimate for symbols).
 */
export function feasible(c: CoopContext, pay: Payment): boolean {
	const seats = payers(c, pay);
	const candidates = pay.who === 'one' && pay.payer === null ? seats.map((s) => [s]) : [seats];
	return candidates.some((group) => {
		const trial: Payment = { ...pay, cards: pay.cards.slice(), runes: pay.runes.slice(), tokens: pay.tokens.slice() };
		for (let guard = 0; guard < 60; guard++) {
			if (isPaid(remaining(c, trial))) return true;
			let moved = false;
			for (const s of group) {
				const cards = usefulCards(c, trial, s);
				if (cards.length) {
					// prefer cards without stars
					cards.sort((a, b) => (cardSymbols(a, c.players[s].hobbit).star ?? 0) - (cardSymbols(b, c.players[s].hobbit).star ?? 0));
					trial.cards.push({ seat: s, card: cards[0] });
					moved = true;
					break;
				}
				const r = remaining(c, trial);
				if (r.runes > 0 && freeRunes(c, trial, s) > 0) {
					trial.runes.push({ seat: s, n: Math.min(r.runes, freeRunes(c, trial, s)) });
					moved = true;
					break;
				}
				const toks = usefulTokens(c, trial, s);
				if (toks.length) {
					trial.tokens.push({ seat: s, token: toks[0] });
					moved = true;
					break;
				}
			}
			if (!moved) return false;
		}
		return false;
	});
}

/**
 * Spends `n` rune value from a hobbit: silver first, then gold runes (smallest first) with
 * the change paid back in silver. Mutates `h`; @returns how many gold runes were spent.
 * @throws RangeError when the hobbit holds less than `n`
 */
export function spendRunes(h: Hobbit, n: number): number {
	if (runeTotal(h) < n) throw new RangeError('not enough runes');
	if (h.silver >= n) {
		h.silver -= n;
		return 0;
	}
	let need = n - h.silver;
	h.silver = 0;
	h.gold.sort((a, b) => a - b);
	let spent = 0;
	while (need > 0) {
		const g = h.gold.shift()!;
		spent++;
		if (g >= need) {
			h.silver += g - need;
			need = 0;
		} else need -= g;
	}
	return spent;
}

/** A new payment (empty pot). */
export function payment(who: Payment['who'], need: Need, reason: string, ok: Payment['ok'], fail: Payment['fail'], may = false): Payment {
	return { who, need, may, payer: null, cards: [], runes: [], tokens: [], ok, fail, reason };
}
