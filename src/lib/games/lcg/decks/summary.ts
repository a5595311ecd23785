/**
 * What the deck builder shows about a deck: its cost curve, its spheres, its card types,
 * its starting threat (« Préparation »: the sum of the heroes' threat costs), and the heroes
 * shared between the players' decks, which the rulebook has the players settle before the
 * game (« Si plusieurs joueurs désirent utiliser le même héros, ils doivent se mettre
 * d'accord avant le début de la partie ... Si les joueurs ne peuvent pas trouver un accord,
 * une méthode aléatoire devra être utilisée »). Pure.
 */
import { CARD_BY_CODE, type CardType, type Sphere } from '../data/cards';
import type { DeckList } from '../data/decks';

/** Cost buckets of the curve: 0 to 4, '5+' and 'X' (Stand and Fight, Gandalf's Search). */
export type CostBucket = '0' | '1' | '2' | '3' | '4' | '5+' | 'X';
/** The buckets in display order. */
export const COST_BUCKETS: readonly CostBucket[] = ['0', '1', '2', '3', '4', '5+', 'X'];

/** The bucket of a player card's cost. */
export function costBucket(cost: number | 'X' | null): CostBucket {
	if (cost === 'X') return 'X';
	const n = cost ?? 0;
	return n >= 5 ? '5+' : (String(n) as CostBucket);
}

/** Number of cards of the player deck per cost bucket (every bucket present, 0 when empty). */
export function costCurve(deck: DeckList): Record<CostBucket, number> {
	const out = Object.fromEntries(COST_BUCKETS.map((b) => [b, 0])) as Record<CostBucket, number>;
	for (const c of deck.cards) {
		const d = CARD_BY_CODE[c];
		if (d) out[costBucket(d.cost)]++;
	}
	return out;
}

/** The spheres in display order. */
export const SPHERES: readonly Sphere[] = ['leadership', 'tactics', 'spirit', 'lore', 'neutral'];

/** Per sphere: heroes (resource icons) and player-deck cards. */
export function sphereSummary(deck: DeckList): Record<Sphere, { heroes: number; cards: number }> {
	const out = Object.fromEntries(SPHERES.map((s) => [s, { heroes: 0, cards: 0 }])) as Record<Sphere, { heroes: number; cards: number }>;
	for (const h of deck.heroes) {
		const s = CARD_BY_CODE[h]?.sphere;
		if (s) out[s].heroes++;
	}
	for (const c of deck.cards) {
		const s = CARD_BY_CODE[c]?.sphere;
		if (s) out[s].cards++;
	}
	return out;
}

/** Number of player-deck cards per type (ally, attachment, event). */
export function typeSummary(deck: DeckList): Partial<Record<CardType, number>> {
	const out: Partial<Record<CardType, number>> = {};
	for (const c of deck.cards) {
		const t = CARD_BY_CODE[c]?.type;
		if (t) out[t] = (out[t] ?? 0) + 1;
	}
	return out;
}

/** Starting threat of a deck: the sum of its heroes' threat costs (« Préparation », step 3). */
export function startingThreat(deck: DeckList): number {
	return deck.heroes.reduce((n, h) => n + (CARD_BY_CODE[h]?.threat ?? 0), 0);
}

/** A hero title in more than one player's deck, and the seats (0-based) that hold it. */
export interface HeroConflict {
	hero: string;
	seats: number[];
}

/**
 * Heroes shared between seats (« Cartes Uniques »: two players cannot both have the same
 * hero in play), compared by title.
 * @param decks one deck per seat
 * @returns one entry per shared title, with the first seat's hero code, in seat order
 */
export function heroConflicts(decks: readonly DeckList[]): HeroConflict[] {
	const byTitle = new Map<string, HeroConflict>();
	decks.forEach((d, seat) => {
		for (const h of d.heroes) {
			const title = CARD_BY_CODE[h]?.name ?? h;
			const e = byTitle.get(title) ?? { hero: h, seats: [] };
			if (!e.seats.includes(seat)) e.seats.push(seat);
			byTitle.set(title, e);
		}
	});
	return [...byTitle.values()].filter((e) => e.seats.length > 1);
}

/**
 * Settles a shared hero: `keeper` plays it, every other seat's deck loses it for this game
 * (those players « devront alors utiliser des héros différents »; their deck keeps its other
 * heroes). The decks given are not changed.
 * @param decks one deck per seat
 * @param hero the hero's code (any printing of the title)
 * @param keeper the seat that keeps the hero
 * @returns new decks, one per seat
 */
export function settleHero(decks: readonly DeckList[], hero: string, keeper: number): DeckList[] {
	const title = CARD_BY_CODE[hero]?.name ?? hero;
	return decks.map((d, seat) =>
		seat === keeper ? { heroes: d.heroes.slice(), cards: d.cards.slice() } : { heroes: d.heroes.filter((h) => (CARD_BY_CODE[h]?.name ?? h) !== title), cards: d.cards.slice() }
	);
}

/** A shared hero with the seat that keeps it. */
export interface SettledHero extends HeroConflict {
	keeper: number;
}

/**
 * Settles every shared hero at once: each goes to the seat named in `keepers` (by the hero's
 * code, as `heroConflicts` gives it) when that seat holds it, else to the first seat holding
 * it (the players may change it, or draw at random, before the game starts).
 * @returns the decks to play (one per seat) and each shared hero with its keeper
 */
export function settleAll(decks: readonly DeckList[], keepers: Readonly<Record<string, number>>): { decks: DeckList[]; settled: SettledHero[] } {
	const settled = heroConflicts(decks).map((c) => ({ ...c, keeper: c.seats.includes(keepers[c.hero]) ? keepers[c.hero] : c.seats[0] }));
	let out = decks.map((d) => ({ heroes: d.heroes.slice(), cards: d.cards.slice() }));
	for (const s of settled) out = settleHero(out, s.hero, s.keeper);
	return { decks: out, settled };
}
