/**
 * Saved games (DESIGN.md "Sessions, saves, undo"): one record per game, rewritten after
 * every accepted event in one transaction together with the new persisted snapshot, so that
 * killing the tab at any moment loses at most the event being sent.
 *
 * Every write turns a full device into `StorageFullError`; the transaction is then aborted
 * and the save stays exactly as it was before.
 */
import Dexie from 'dexie';
import type { GameId, SeatSetup } from '$lib/engine/types';
import type { LoggedEvent } from '$lib/engine/session';
import { newId, stamp, type MiddleEarthDb } from './db';
import { SaveConflictError, SaveNotFoundError, guardQuota } from './errors';
import { SAVE_FORMAT_VERSION, type SaveRecord, type SaveStatus, type SaveSummary } from './types';

/** What `createSave` needs: the game's setup and its first snapshot. */
export interface NewSave {
	gameId: GameId;
	seats: SeatSetup[];
	/** The options with the defaults filled in (`GameSession.setup.options`). */
	options: Record<string, unknown>;
	seed: number;
	/** The persisted snapshot of the game as it starts (`session.persisted()`). */
	snapshot: unknown;
	/** Usually empty; import passes a whole log. */
	events?: LoggedEvent[];
	status?: SaveStatus;
	title?: string;
	/** A chosen id (import); a random one otherwise. */
	id?: string;
	createdAt?: number;
	updatedAt?: number;
}

/**
 * Stores a new save.
 * @returns the stored record
 * @throws StorageFullError when the device is full; a Dexie ConstraintError if `id` exists
 */
export async function createSave(db: MiddleEarthDb, init: NewSave): Promise<SaveRecord> {
	const now = stamp();
	const record: SaveRecord = {
		id: init.id ?? newId(),
		gameId: init.gameId,
		seats: init.seats.map((s) => ({ ...s })),
		options: { ...init.options },
		seed: init.seed,
		events: init.events ? init.events.slice() : [],
		snapshot: init.snapshot ?? null,
		formatVersion: SAVE_FORMAT_VERSION,
		createdAt: init.createdAt ?? now,
		updatedAt: init.updatedAt ?? now,
		status: init.status ?? 'active'
	};
	if (init.title !== undefined) record.title = init.title;
	await guardQuota(() => db.saves.add(record));
	return record;
}

/** The save with this id, or undefined. */
export async function getSave(db: MiddleEarthDb, id: string): Promise<SaveRecord | undefined> {
	return db.saves.get(id);
}

/** The list view of a save. */
export function summarize(s: SaveRecord): SaveSummary {
	const out: SaveSummary = {
		id: s.id,
		gameId: s.gameId,
		players: s.seats.map((seat) => seat.name),
		seats: s.seats,
		createdAt: s.createdAt,
		updatedAt: s.updatedAt,
		status: s.status,
		moves: s.events.length
	};
	if (s.title !== undefined) out.title = s.title;
	return out;
}

/**
 * Saves for the saved-games screen, most recently played first.
 * @param filter optional game and/or status to keep
 */
export async function listSaves(db: MiddleEarthDb, filter: { gameId?: GameId; status?: SaveStatus } = {}): Promise<SaveSummary[]> {
	const all = await db.saves.orderBy('updatedAt').reverse().toArray();
	return all.filter((s) => (!filter.gameId || s.gameId === filter.gameId) && (!filter.status || s.status === filter.status)).map(summarize);
}

/** The most recently played active save ("Continue" on the home screen), or null. */
export async function mostRecentActive(db: MiddleEarthDb): Promise<SaveSummary | null> {
	const s = await db.saves.where('[status+updatedAt]').between(['active', Dexie.minKey], ['active', Dexie.maxKey]).last();
	return s ? summarize(s) : null;
}

/**
 * Deletes a save and removes it from any campaign that links it.
 * @returns true when a save was deleted, false when there was none
 */
export async function deleteSave(db: MiddleEarthDb, id: string): Promise<boolean> {
	return guardQuota(() =>
		db.transaction('rw', db.saves, db.campaigns, async () => {
			const existed = (await db.saves.get(id)) !== undefined;
			if (!existed) return false;
			await db.saves.delete(id);
			await db.campaigns
				.filter((c) => c.saveIds.includes(id))
				.modify((c) => {
					c.saveIds = c.saveIds.filter((x) => x !== id);
				});
			return true;
		})
	);
}

/**
 * Appends one accepted event to the save's log and stores the snapshot after it, in ONE
 * read-write transaction on `saves`: either both are written or neither.
 *
 * @param entry the log entry returned by `GameSession.send`
 * @param snapshot `session.persisted()` after the event
 * @param status 'finished' once the game has a result, else 'active'
 * @param expectedLength the number of events the caller believes the log has before this
 *   one; when given and different, nothing is written (the game moved on in another tab)
 * @returns the new `updatedAt`
 * @throws StorageFullError (nothing written), SaveNotFoundError, SaveConflictError
 */
export async function commitEvent(
	db: MiddleEarthDb,
	id: string,
	entry: LoggedEvent,
	snapshot: unknown,
	status: SaveStatus,
	expectedLength?: number
): Promise<number> {
	return guardQuota(() =>
		db.transaction('rw', db.saves, async () => {
			const save = await db.saves.get(id);
			if (!save) throw new SaveNotFoundError(id);
			if (expectedLength !== undefined && save.events.length !== expectedLength) throw new SaveConflictError(id);
			save.events.push(entry);
			save.snapshot = snapshot;
			save.status = status;
			save.updatedAt = stamp();
			await db.saves.put(save);
			return save.updatedAt;
		})
	);
}

/**
 * Replaces the whole log and snapshot (after an undo), in one transaction.
 * @param status the status after the change (an undo can take back a game's last move)
 * @param expectedLength as in `commitEvent`: the log length the caller believes is stored
 * @returns the new `updatedAt`
 * @throws StorageFullError (nothing written), SaveNotFoundError, SaveConflictError
 */
export async function replaceLog(
	db: MiddleEarthDb,
	id: string,
	events: readonly LoggedEvent[],
	snapshot: unknown,
	status: SaveStatus = 'active',
	expectedLength?: number
): Promise<number> {
	return guardQuota(() =>
		db.transaction('rw', db.saves, async () => {
			const save = await db.saves.get(id);
			if (!save) throw new SaveNotFoundError(id);
			if (expectedLength !== undefined && save.events.length !== expectedLength) throw new SaveConflictError(id);
			save.events = events.slice();
			save.snapshot = snapshot;
			save.status = status;
			save.updatedAt = stamp();
			await db.saves.put(save);
			return save.updatedAt;
		})
	);
}

/**
 * Changes only the status (no other field, not even `updatedAt`).
 * @throws StorageFullError, SaveNotFoundError
 */
export async function setSaveStatus(db: MiddleEarthDb, id: string, status: SaveStatus): Promise<void> {
	const n = await guardQuota(() => db.saves.update(id, { status }));
	if (n === 0 && !(await db.saves.get(id))) throw new SaveNotFoundError(id);
}

/**
 * Renames a save (empty or blank title removes it).
 * @throws StorageFullError, SaveNotFoundError
 */
export async function setSaveTitle(db: MiddleEarthDb, id: string, title: string): Promise<void> {
	const t = title.trim().slice(0, 100);
	const n = await guardQuota(() =>
		db.saves.where('id').equals(id).modify((s) => {
			if (t) s.title = t;
			else delete s.title;
		})
	);
	if (n === 0) throw new SaveNotFoundError(id);
}
