/**
 * Reinforcements and trade-ins (rulebook « Phase 1 : les renforts »).
 */
import { REGIONS, TERRITORIES } from '../data/map';
import { FORCED_TRADE_ABOVE, SYMBOLS, TRADE_VALUES } from '../data/game';
import { regionsHeld, STRONGHOLDS } from './board';
import { WILD_CARDS } from '../types';
import type { CardSymbol } from '../data/map';

/**
 * Battalions a player receives at the start of its turn: « 1 bataillon de renfort pour 3
 * territoires », « toujours un minimum de 3 », plus each whole region's bonus (« Bonus par
 * région »), plus 1 per stronghold held when `strongholdBattalions` is on.
 * @param owner owner of every territory
 * @returns { territories, regions, strongholds, total }
 */
export function reinforcements(owner: number[], who: number, strongholdBattalions: boolean) {
	const count = owner.filter((o) => o === who).length;
	const territories = Math.max(3, Math.floor(count / 3));
	const held = regionsHeld(owner, who);
	const regions = held.reduce((s, r) => s + (REGIONS.find((x) => x.id === r)?.bonus ?? 0), 0);
	const strongholds = strongholdBattalions ? STRONGHOLDS.filter((t) => owner[t] === who).length : 0;
	return { territories, regions, strongholds, total: territories + regions + strongholds, held };
}

/** The symbol of territory card `card`, or 'wild' for a wild card. */
export function cardSymbol(card: number): CardSymbol | 'wild' {
	return WILD_CARDS.includes(card) ? 'wild' : TERRITORIES[card].symbol;
}

/**
 * Battalions for trading three territory cards (« Échange de cartes Territoire »: 3 infantry 4,
 * 3 cavalry 6, 3 creatures 8, one of each 10; a wild card stands for any symbol and takes the
 * best value), +2 if one of the cards shows a territory `who` holds (once per trade).
 * @returns the battalions, or 0 when the three cards are not a set
 * @throws RangeError unless exactly 3 distinct cards are given
 */
export function tradeValue(cards: number[], owner: number[], who: number): number {
	if (cards.length !== 3 || new Set(cards).size !== 3) throw new RangeError('a trade is three different cards');
	const base = setValue(cards.map(cardSymbol));
	if (base === 0) return 0;
	const owns = cards.some((c) => !WILD_CARDS.includes(c) && owner[c] === who);
	return base + (owns ? TRADE_VALUES.ownedTerritoryBonus : 0);
}

/** The set value of three symbols ('wild' fits any), 0 when they form no set. */
export function setValue(symbols: (CardSymbol | 'wild')[]): number {
	const fixed = symbols.filter((s) => s !== 'wild') as CardSymbol[];
	let best = 0;
	const distinct = new Set(fixed);
	if (distinct.size === fixed.length) best = TRADE_VALUES.mixed;
	if (distinct.size <= 1) {
		const options = distinct.size === 1 ? [...distinct] : SYMBOLS;
		for (const s of options) best = Math.max(best, TRADE_VALUES[s]);
	}
	return best;
}

/** Every tradable set of three cards in `hand` (each as sorted card ids). */
export function tradableSets(hand: number[]): number[][] {
	const out: number[][] = [];
	const h = hand.slice().sort((a, b) => a - b);
	for (let i = 0; i < h.length; i++)
		for (let j = i + 1; j < h.length; j++)
			for (let k = j + 1; k < h.length; k++) if (setValue([h[i], h[j], h[k]].map(cardSymbol)) > 0) out.push([h[i], h[j], h[k]]);
	return out;
}

/** « Si vous avez plus de 5 cartes Territoire, vous devez en échanger 3. » */
export function mustTrade(hand: number[]): boolean {
	return hand.length > FORCED_TRADE_ABOVE && tradableSets(hand).length > 0;
}
