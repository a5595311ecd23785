/**
 * Saved decks (the LCG's deck builder): records with a name and the game's own `data`. The
 * storage layer only stores them; the game's code decides what `data` holds and checks a
 * deck is legal before calling `putDeck` (nothing is saved until the deck is valid).
 */
import type { GameId } from '$lib/engine/types';
import { newId, stamp, type MiddleEarthDb } from './db';
import { guardQuota } from './errors';
import type { DeckRecord } from './types';

/** Decks of one game, most recently changed first. */
export async function listDecks(db: MiddleEarthDb, gameId: GameId): Promise<DeckRecord[]> {
	const all = await db.decks.orderBy('updatedAt').reverse().toArray();
	return all.filter((d) => d.gameId === gameId);
}

/** The deck with this id, or undefined. */
export async function getDeck(db: MiddleEarthDb, id: string): Promise<DeckRecord | undefined> {
	return db.decks.get(id);
}

/**
 * Creates a deck (no `id`) or replaces one (same `id`, its `createdAt` kept).
 * @returns the stored record
 * @throws StorageFullError
 */
export async function putDeck(
	db: MiddleEarthDb,
	deck: { id?: string; gameId: GameId; name: string; data: Record<string, unknown> }
): Promise<DeckRecord> {
	return guardQuota(() =>
		db.transaction('rw', db.decks, async () => {
			const now = stamp();
			const old = deck.id ? await db.decks.get(deck.id) : undefined;
			const rec: DeckRecord = { id: deck.id ?? newId(), gameId: deck.gameId, name: deck.name, data: structuredClone(deck.data), createdAt: old?.createdAt ?? now, updatedAt: now };
			await db.decks.put(rec);
			return rec;
		})
	);
}

/**
 * Renames a deck.
 * @returns the record, or undefined when there is no such deck
 * @throws StorageFullError
 */
export async function renameDeck(db: MiddleEarthDb, id: string, name: string): Promise<DeckRecord | undefined> {
	return guardQuota(() =>
		db.transaction('rw', db.decks, async () => {
			const d = await db.decks.get(id);
			if (!d) return undefined;
			d.name = name;
			d.updatedAt = stamp();
			await db.decks.put(d);
			return d;
		})
	);
}

/** Deletes a deck; true when one was deleted. */
export async function deleteDeck(db: MiddleEarthDb, id: string): Promise<boolean> {
	return guardQuota(() =>
		db.transaction('rw', db.decks, async () => {
			if (!(await db.decks.get(id))) return false;
			await db.decks.delete(id);
			return true;
		})
	);
}
