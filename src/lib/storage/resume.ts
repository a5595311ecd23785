/**
 * Resuming a saved game (DESIGN.md "Sessions, saves, undo"): the persisted snapshot if it
 * is valid, else a replay of the log from the seed. A save that cannot be restored either
 * way keeps its log and snapshot untouched, so the player can still export it.
 */
import { GameSession, type GameSetup } from '$lib/engine/session';
import type { AnyGameDefinition, GameId } from '$lib/engine/types';
import type { MiddleEarthDb } from './db';
import { getSave, setSaveStatus, setSnapshot } from './saves';
import type { SaveRecord, SaveStatus } from './types';

/**
 * Where the storage layer finds a game's definition: a map by game id (tests, or games
 * already loaded), or a function that loads one on demand (the app's lazy game chunks).
 * A missing game gives undefined.
 */
export type DefinitionSource =
	| Partial<Record<GameId, AnyGameDefinition>>
	| ((gameId: GameId) => AnyGameDefinition | undefined | Promise<AnyGameDefinition | undefined>);

/** The definition of `gameId` from `source`, or undefined (a loader that throws also gives undefined). */
export async function resolveDefinition(source: DefinitionSource, gameId: string): Promise<AnyGameDefinition | undefined> {
	try {
		if (typeof source === 'function') return (await source(gameId as GameId)) ?? undefined;
		return Object.prototype.hasOwnProperty.call(source, gameId) ? source[gameId as GameId] : undefined;
	} catch {
		return undefined;
	}
}

/** The setup (seats, options, seed) recorded in a save. */
export function setupOf(save: SaveRecord): GameSetup {
	return { seats: save.seats, options: save.options, seed: save.seed };
}

/** Why a save could not be opened: no such save, a game this app does not know, or a log that neither the snapshot nor a replay can restore. */
export type OpenFailureCode = 'not-found' | 'unknown-game' | 'unrestorable';

/** A failed `openSave`: `reason` is a clear English sentence; `save` (when it exists) can be exported. */
export interface OpenFailure {
	ok: false;
	code: OpenFailureCode;
	reason: string;
	save: SaveRecord | null;
}

/** A successful `openSave`. */
export interface OpenSuccess {
	ok: true;
	session: GameSession;
	save: SaveRecord;
	def: AnyGameDefinition;
	/** 'replay' when the snapshot was missing or invalid (it has then been rewritten from the replay). */
	restoredBy: 'snapshot' | 'replay';
}

/**
 * Restores a saved game with `GameSession.fromSave`: the snapshot first, a replay of the log
 * otherwise.
 *
 * Writes it may do, none of which touches the log:
 * - restored by replay: the snapshot is rewritten from the replayed game (best effort);
 * - the status did not match the game (e.g. 'active' though the game has a result, or
 *   'broken' though it now restores): the status is corrected;
 * - nothing restores it: only `status` becomes 'broken' (so "Continue" stops offering it);
 *   its log, snapshot and `updatedAt` stay untouched, and the result carries the save so
 *   the UI can offer an export.
 *
 * @returns `{ ok: true, session, save, def, restoredBy }` or `{ ok: false, code, reason, save }`
 *   (never throws for a missing, foreign or corrupt save; a failing database still throws)
 */
export async function openSave(db: MiddleEarthDb, id: string, definitions: DefinitionSource): Promise<OpenSuccess | OpenFailure> {
	const save = await getSave(db, id);
	if (!save) return { ok: false, code: 'not-found', reason: `There is no saved game with id ${id}.`, save: null };
	const def = await resolveDefinition(definitions, save.gameId);
	if (!def) {
		return { ok: false, code: 'unknown-game', reason: `This save is for a game this app does not know (${String(save.gameId)}).`, save };
	}
	let restored: ReturnType<typeof GameSession.fromSave>;
	try {
		restored = GameSession.fromSave(def, setupOf(save), save.events, save.snapshot);
	} catch (e) {
		if (save.status !== 'broken') await setSaveStatus(db, id, 'broken').catch(() => undefined);
		return {
			ok: false,
			code: 'unrestorable',
			reason: `This saved game cannot be restored: ${e instanceof Error ? e.message : String(e)}. It is kept unchanged; you can export it.`,
			save: { ...save, status: 'broken' }
		};
	}
	const { session, restoredBy } = restored;
	const status: SaveStatus = def.result(session.snapshot) ? 'finished' : 'active';
	const out: SaveRecord = { ...save, status };
	// Best effort: a failed repair only means the next open replays again.
	if (restoredBy === 'replay') {
		out.snapshot = session.persisted();
		await setSnapshot(db, id, out.snapshot).catch(() => undefined);
	}
	if (save.status !== status) await setSaveStatus(db, id, status).catch(() => undefined);
	return { ok: true, session, save: out, def, restoredBy };
}
