/**
 * Deck legality (rulebook « Personnalisation et Construction de Decks de Tournoi » and
 * « Cartes Héros »): 1 to 3 heroes, at most 3 copies of a title, at least 50 cards for a
 * tournament deck (any size for casual play, with a warning), cards whose sphere no hero has
 * are allowed with a warning (« il faut aussi faire attention à ce que toutes les cartes de
 * son deck appartiennent à une sphère ... de ses héros »), and no more copies than the
 * Core Sets the group owns (1 to 3 boxes).
 *
 * Pure: takes plain lists of card codes, returns problem records (codes + parameters); the
 * screens turn them into one sentence each in the player's language (decks/words.ts).
 */
import { CARD_BY_CODE, type CardData, type Sphere } from '../data/cards';
import type { DeckList } from '../data/decks';

/** Cards in a tournament deck, at least (« au moins 50 cartes »). */
export const TOURNAMENT_MIN_CARDS = 50;
/** Copies of one title in a deck, at most (« pas plus de 3 exemplaires d'une même carte »). */
export const MAX_COPIES = 3;
/** Heroes a player starts with (« Chaque joueur commence la partie avec 1 à 3 héros »). */
export const MAX_HEROES = 3;

/** How many Core Set boxes the group owns: 1, 2 or 3. */
export type CoreSets = 1 | 2 | 3;

/** How a deck is checked: the owned boxes, and whether the 50-card tournament rule applies. */
export interface DeckRules {
	coreSets: CoreSets;
	/** true: fewer than 50 cards is an error; false (casual): a warning. */
	tournament: boolean;
}

/**
 * One thing wrong (error) or worth knowing (warning) about a deck. `card` is a card code;
 * `count`/`limit` are numbers the sentence quotes.
 */
export type DeckProblem =
	| { code: 'unknown-card'; card: string }
	| { code: 'no-hero' }
	| { code: 'too-many-heroes'; count: number }
	| { code: 'not-a-hero'; card: string }
	| { code: 'duplicate-hero'; card: string }
	| { code: 'hero-in-deck'; card: string }
	| { code: 'not-a-player-card'; card: string }
	| { code: 'too-many-copies'; card: string; count: number; limit: number }
	| { code: 'not-owned'; card: string; count: number; limit: number }
	| { code: 'empty-deck' }
	| { code: 'too-few-cards'; count: number; limit: number }
	| { code: 'casual-size'; count: number; limit: number }
	| { code: 'off-sphere'; card: string; sphere: Sphere };

/** The result of a check: a deck with no `errors` may be saved and played. */
export interface DeckCheck {
	errors: DeckProblem[];
	warnings: DeckProblem[];
}

const PLAYER_DECK_TYPES = new Set(['ally', 'attachment', 'event']);

/** Copies of `code` the owned boxes hold (a card's `quantity` is per Core Set). */
export function ownedCopies(code: string, coreSets: CoreSets): number {
	return (CARD_BY_CODE[code]?.quantity ?? 0) * coreSets;
}

/**
 * How many copies of a title a deck may hold with these boxes: the owned copies, at most 3.
 * @param code a player card code ('01013')
 */
export function copyLimit(code: string, coreSets: CoreSets): number {
	return Math.min(MAX_COPIES, ownedCopies(code, coreSets));
}

/** Counts of each code in a list of codes (one entry per copy), in first-seen order. */
export function countCodes(codes: readonly string[]): Map<string, number> {
	const out = new Map<string, number>();
	for (const c of codes) out.set(c, (out.get(c) ?? 0) + 1);
	return out;
}

/** The spheres of a deck's heroes (a hero has one resource icon in the Core Set). */
export function heroSpheres(heroes: readonly string[]): Set<Sphere> {
	const out = new Set<Sphere>();
	for (const h of heroes) {
		const s = CARD_BY_CODE[h]?.sphere;
		if (s) out.add(s);
	}
	return out;
}

/**
 * Checks a deck against the deck-building rules.
 * @param deck heroes (codes) and the player deck (one code per copy)
 * @param rules owned Core Sets and tournament/casual
 * @returns errors (the deck may not be saved or played) and warnings (allowed)
 */
export function checkDeck(deck: DeckList, rules: DeckRules): DeckCheck {
	const errors: DeckProblem[] = [];
	const warnings: DeckProblem[] = [];
	const known = (code: string): CardData | null => {
		const d = CARD_BY_CODE[code];
		if (!d) errors.push({ code: 'unknown-card', card: code });
		return d ?? null;
	};

	// Heroes: 1 to 3, each a hero, each title once (« Cartes Uniques »).
	if (deck.heroes.length === 0) errors.push({ code: 'no-hero' });
	if (deck.heroes.length > MAX_HEROES) errors.push({ code: 'too-many-heroes', count: deck.heroes.length });
	const seenHeroTitles = new Set<string>();
	for (const h of deck.heroes) {
		const d = known(h);
		if (!d) continue;
		if (d.type !== 'hero') errors.push({ code: 'not-a-hero', card: h });
		else if (seenHeroTitles.has(d.name)) errors.push({ code: 'duplicate-hero', card: h });
		seenHeroTitles.add(d.name);
	}

	// The player deck: allies, attachments, events; 3 copies of a title at most; owned copies.
	const spheres = heroSpheres(deck.heroes);
	const byTitle = new Map<string, { code: string; count: number }>();
	const notOwned = new Set<string>();
	for (const [code, count] of countCodes(deck.cards)) {
		const d = known(code);
		if (!d) continue;
		if (d.type === 'hero') {
			errors.push({ code: 'hero-in-deck', card: code });
			continue;
		}
		if (!PLAYER_DECK_TYPES.has(d.type)) {
			errors.push({ code: 'not-a-player-card', card: code });
			continue;
		}
		const t = byTitle.get(d.name) ?? { code, count: 0 };
		t.count += count;
		byTitle.set(d.name, t);
		const owned = ownedCopies(code, rules.coreSets);
		if (count > owned && owned < MAX_COPIES) {
			errors.push({ code: 'not-owned', card: code, count, limit: owned });
			notOwned.add(code);
		}
		if (d.sphere && d.sphere !== 'neutral' && spheres.size > 0 && !spheres.has(d.sphere)) warnings.push({ code: 'off-sphere', card: code, sphere: d.sphere });
	}
	for (const { code, count } of byTitle.values()) {
		if (count > MAX_COPIES && !notOwned.has(code)) errors.push({ code: 'too-many-copies', card: code, count, limit: MAX_COPIES });
	}

	// Size: « Un deck de tournoi doit contenir au moins 50 cartes »; casual play allows any size.
	const n = deck.cards.length;
	if (n === 0) errors.push({ code: 'empty-deck' });
	else if (n < TOURNAMENT_MIN_CARDS) {
		if (rules.tournament) errors.push({ code: 'too-few-cards', count: n, limit: TOURNAMENT_MIN_CARDS });
		else warnings.push({ code: 'casual-size', count: n, limit: TOURNAMENT_MIN_CARDS });
	}
	return { errors, warnings };
}

/** True when the deck has no error under these rules. */
export function isLegal(deck: DeckList, rules: DeckRules): boolean {
	return checkDeck(deck, rules).errors.length === 0;
}
