/** Shared helpers of the storage tests: a fresh database per test, the toy game's definitions. */
import { MiddleEarthDb, newId } from '$lib/storage/db';
import { toyGame } from '../engine/toy-game';
import type { AnyGameDefinition, GameId } from '$lib/engine/types';

const opened: MiddleEarthDb[] = [];

/** A database with a name never used before (fake-indexeddb keeps state within a file). */
export function freshDb(name = `test-${newId()}`): MiddleEarthDb {
	const db = new MiddleEarthDb(name);
	opened.push(db);
	return db;
}

/** Closes every database opened by `freshDb` (call in afterEach). */
export function closeAll(): void {
	for (const db of opened.splice(0)) db.close();
}

/** The definitions the app would know: here only the toy game (under the id 'two-towers'). */
export const DEFS: Partial<Record<GameId, AnyGameDefinition>> = { [toyGame.id]: toyGame };

/** A deep copy through JSON, to compare stored values. */
export const json = <T>(v: T): T => JSON.parse(JSON.stringify(v));
