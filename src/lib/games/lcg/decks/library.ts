/**
 * The decks a player can pick: the four starter decks of « Pour la Première Partie » (always
 * there, read-only; duplicate one to change it) and the decks saved on this device. A saved
 * deck is stored as the generic deck record's `data` (src/lib/storage/decks.ts); this module
 * owns that shape and checks it when reading (a record from an older or foreign file that
 * does not fit is skipped, never trusted). Pure.
 */
import { STARTER_DECKS, STARTER_DECK_IDS, type DeckList } from '../data/decks';
import type { StarterDeckId } from '../data/cards';
import { CARD_BY_CODE } from '../data/cards';
import type { CoreSets, DeckRules } from './validate';

/** A deck the builder edits and a seat plays. */
export interface LcgDeck {
	/** 'starter:<sphere>' for a starter deck, else the stored record's id. */
	id: string;
	name: string;
	heroes: string[];
	/** The player deck, one code per copy. */
	cards: string[];
	coreSets: CoreSets;
	/** The 50-card tournament rule applies (else casual play, any size with a warning). */
	tournament: boolean;
	/** Set for the four built-in decks. */
	starter?: StarterDeckId;
}

/** The prefix of the built-in decks' ids. */
export const STARTER_PREFIX = 'starter:';

/** The starter deck `id` as a deck (named by its sphere in English; screens show the localised name). */
export function starterDeck(id: StarterDeckId): LcgDeck {
	const d = STARTER_DECKS[id];
	return { id: STARTER_PREFIX + id, name: id, heroes: d.heroes.slice(), cards: d.cards.slice(), coreSets: 1, tournament: false, starter: id };
}

/** The four starter decks, in the rulebook's order. */
export function starterDecks(): LcgDeck[] {
	return STARTER_DECK_IDS.map(starterDeck);
}

/** The rules a deck is checked under. */
export function rulesOf(deck: Pick<LcgDeck, 'coreSets' | 'tournament'>): DeckRules {
	return { coreSets: deck.coreSets, tournament: deck.tournament };
}

/** Heroes and cards only (what a game's `decks` option takes). */
export function listOf(deck: Pick<LcgDeck, 'heroes' | 'cards'>): DeckList {
	return { heroes: deck.heroes.slice(), cards: deck.cards.slice() };
}

/** What a stored record's `data` holds for an LCG deck. */
export interface StoredDeckData {
	heroes: string[];
	cards: string[];
	coreSets: CoreSets;
	tournament: boolean;
}

/** The stored form of a deck's content. */
export function toStored(deck: LcgDeck): StoredDeckData {
	return { heroes: deck.heroes.slice(), cards: deck.cards.slice(), coreSets: deck.coreSets, tournament: deck.tournament };
}

const isCodeList = (v: unknown): v is string[] => Array.isArray(v) && v.every((c) => typeof c === 'string' && c in CARD_BY_CODE);

/**
 * A stored record back as a deck, or null when its data does not have the expected shape
 * (unknown codes, a Core Set count other than 1 to 3).
 */
export function fromStored(rec: { id: string; name: string; data: Record<string, unknown> }): LcgDeck | null {
	const d = rec.data;
	if (!isCodeList(d.heroes) || !isCodeList(d.cards)) return null;
	if (d.coreSets !== 1 && d.coreSets !== 2 && d.coreSets !== 3) return null;
	return { id: rec.id, name: rec.name, heroes: d.heroes.slice(), cards: d.cards.slice(), coreSets: d.coreSets, tournament: d.tournament === true };
}

/**
 * A name for a copy that no other deck has: "Name (2)", "Name (3)", ...
 * @param name the original name
 * @param taken names already used
 */
export function copyName(name: string, taken: readonly string[]): string {
	const base = name.replace(/\s*\(\d+\)$/, '');
	for (let n = 2; ; n++) {
		const candidate = `${base} (${n})`;
		if (!taken.includes(candidate)) return candidate;
	}
}
