/**
 * The decks on this device for the screens: the four starter decks (built in, read-only)
 * followed by the saved ones (src/lib/storage/decks.ts). A deck is written only when it is
 * legal (`checkDeck` has no error): nothing is saved until the deck is valid.
 */
import type { MiddleEarthDb } from '$lib/storage/db';
import { deleteDeck, getDeck, listDecks, putDeck, renameDeck } from '$lib/storage/decks';
import { copyName, fromStored, rulesOf, starterDecks, toStored, STARTER_PREFIX, type LcgDeck } from './library';
import { checkDeck, type DeckProblem } from './validate';

/** Thrown when saving a deck that breaks a deck-building rule; `problems` are the errors. */
export class IllegalDeckError extends Error {
	constructor(readonly problems: DeckProblem[]) {
		super(`the deck breaks ${problems.length} deck-building rule(s)`);
		this.name = 'IllegalDeckError';
	}
}

/** Starter decks first, then saved decks newest first. */
export async function loadDecks(db: MiddleEarthDb): Promise<LcgDeck[]> {
	const saved = (await listDecks(db, 'lcg')).map(fromStored).filter((d): d is LcgDeck => d !== null);
	return [...starterDecks(), ...saved];
}

/** One deck by id (a starter id or a saved one), or null. */
export async function loadDeck(db: MiddleEarthDb, id: string): Promise<LcgDeck | null> {
	if (id.startsWith(STARTER_PREFIX)) return starterDecks().find((d) => d.id === id) ?? null;
	const rec = await getDeck(db, id);
	return rec && rec.gameId === 'lcg' ? fromStored(rec) : null;
}

/**
 * Saves a legal deck: a new one when its id is empty or a starter deck's, else replaces it.
 * @returns the deck as stored (with its id)
 * @throws IllegalDeckError when the deck has errors; StorageFullError
 */
export async function storeDeck(db: MiddleEarthDb, deck: LcgDeck): Promise<LcgDeck> {
	const { errors } = checkDeck(deck, rulesOf(deck));
	if (errors.length > 0) throw new IllegalDeckError(errors);
	const id = deck.id && !deck.id.startsWith(STARTER_PREFIX) ? deck.id : undefined;
	const rec = await putDeck(db, { id, gameId: 'lcg', name: deck.name.trim() || 'Deck', data: toStored(deck) as unknown as Record<string, unknown> });
	return fromStored(rec)!;
}

/** Saves a copy under a free name ("Name (2)"); works for starter decks too. */
export async function duplicateDeck(db: MiddleEarthDb, deck: LcgDeck, name: string = deck.name): Promise<LcgDeck> {
	const taken = (await loadDecks(db)).map((d) => d.name);
	return storeDeck(db, { ...deck, id: '', starter: undefined, name: copyName(name, taken) });
}

/** Renames a saved deck (starter decks keep their names). */
export async function renameSavedDeck(db: MiddleEarthDb, id: string, name: string): Promise<void> {
	if (id.startsWith(STARTER_PREFIX)) return;
	await renameDeck(db, id, name.trim() || 'Deck');
}

/** Deletes a saved deck (starter decks cannot be deleted). */
export async function removeDeck(db: MiddleEarthDb, id: string): Promise<boolean> {
	if (id.startsWith(STARTER_PREFIX)) return false;
	return deleteDeck(db, id);
}
