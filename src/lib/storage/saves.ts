/**
 * Saved games (DESIGN.md "Sessions, saves, undo"): after every accepted event, the event and
 * the new persisted snapshot are written in ONE read-write transaction, so that killing the
 * tab at any moment loses at most the event being sent.
 *
 * A `SaveRecord` is stored split (see `SaveMeta` in types.ts): a small `saves` row, one
 * `events` row per event and one `snapshots` row. A move therefore writes one event, one
 * snapshot and the small row, whatever the length of the game, and the saved-games list
 * reads no log. All the functions here keep the three in step inside one transaction.
 *
 * Every write turns a full device into `StorageFullError`; the transaction is then aborted
 * and the save stays exactly as it was before.
 */
import Dexie from 'dexie';
import type { GameId, SeatSetup } from '$lib/engine/types';
import type { LoggedEvent } from '$lib/engine/session';
import { newId, stamp, type MiddleEarthDb } from './db';
import { SaveConflictError, SaveNotFoundError, guardQuota } from './errors';
import { SAVE_FORMAT_VERSION, type SaveMeta, type SaveRecord, type SaveStatus, type SaveSummary } from './types';

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

/** The key range of one save's events. */
function eventRange(db: MiddleEarthDb, id: string) {
	return db.events.where('[saveId+seq]').between([id, Dexie.minKey], [id, Dexie.maxKey], true, true);
}

function metaOf(record: SaveRecord): SaveMeta {
	const { events, snapshot: _snapshot, ...rest } = record;
	return { ...rest, moves: events.length };
}

/**
 * Low level: writes a whole record, replacing anything stored under `record.id`. Must run
 * inside a rw transaction on saves, events and snapshots (or opens its own).
 */
async function writeRecord(db: MiddleEarthDb, record: SaveRecord): Promise<void> {
	await eventRange(db, record.id).delete();
	await db.saves.put(metaOf(record));
	await db.events.bulkAdd(record.events.map((entry, seq) => ({ saveId: record.id, seq, entry })));
	await db.snapshots.put({ saveId: record.id, snapshot: record.snapshot });
}

/**
 * Stores a whole save record as it is (import; tests that need a damaged save), replacing
 * any save with the same id. Does not check the record: `importSaves` checks first.
 * @throws StorageFullError (nothing written)
 */
export async function putSaveRecord(db: MiddleEarthDb, record: SaveRecord): Promise<void> {
	await guardQuota(() => db.transaction('rw', db.saves, db.events, db.snapshots, () => writeRecord(db, record)));
}

/**
 * Stores a new save.
 * @returns the stored record
 * @throws StorageFullError when the device is full (nothing written); a Dexie
 *   ConstraintError if `init.id` exists
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
	await guardQuota(() =>
		db.transaction('rw', db.saves, db.events, db.snapshots, async () => {
			await db.saves.add(metaOf(record));
			await writeRecord(db, record);
		})
	);
	return record;
}

/** The whole save with this id (metadata, log, snapshot), or undefined. */
export async function getSave(db: MiddleEarthDb, id: string): Promise<SaveRecord | undefined> {
	return db.transaction('r', db.saves, db.events, db.snapshots, async () => {
		const meta = await db.saves.get(id);
		if (!meta) return undefined;
		const rows = await eventRange(db, id).toArray();
		const snap = await db.snapshots.get(id);
		const { moves: _moves, ...rest } = meta;
		return { ...rest, events: rows.map((r) => r.entry), snapshot: snap ? snap.snapshot : null };
	});
}

/** The list view of a save's metadata. */
export function summarize(s: SaveMeta): SaveSummary {
	const out: SaveSummary = {
		id: s.id,
		gameId: s.gameId,
		players: s.seats.map((seat) => seat.name),
		seats: s.seats,
		createdAt: s.createdAt,
		updatedAt: s.updatedAt,
		status: s.status,
		moves: s.moves
	};
	if (s.title !== undefined) out.title = s.title;
	return out;
}

/**
 * Saves for the saved-games screen, most recently played first (reads no log, no snapshot).
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
 * Deletes a save (its log and snapshot too) and removes it from any campaign that links it.
 * @returns true when a save was deleted, false when there was none
 */
export async function deleteSave(db: MiddleEarthDb, id: string): Promise<boolean> {
	return guardQuota(() =>
		db.transaction('rw', [db.saves, db.events, db.snapshots, db.campaigns], async () => {
			const existed = (await db.saves.get(id)) !== undefined;
			await eventRange(db, id).delete();
			await db.snapshots.delete(id);
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
 * read-write transaction: either both are written or neither.
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
		db.transaction('rw', db.saves, db.events, db.snapshots, async () => {
			const meta = await db.saves.get(id);
			if (!meta) throw new SaveNotFoundError(id);
			if (expectedLength !== undefined && meta.moves !== expectedLength) throw new SaveConflictError(id);
			await db.events.add({ saveId: id, seq: meta.moves, entry });
			await db.snapshots.put({ saveId: id, snapshot });
			meta.moves += 1;
			meta.status = status;
			meta.updatedAt = stamp();
			await db.saves.put(meta);
			return meta.updatedAt;
		})
	);
}

const same = (a: LoggedEvent, b: LoggedEvent) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replaces the whole log and snapshot (after an undo), in one transaction. Only the events
 * after the first difference are rewritten (an undo deletes the tail).
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
		db.transaction('rw', db.saves, db.events, db.snapshots, async () => {
			const meta = await db.saves.get(id);
			if (!meta) throw new SaveNotFoundError(id);
			if (expectedLength !== undefined && meta.moves !== expectedLength) throw new SaveConflictError(id);
			const stored = await eventRange(db, id).toArray();
			let k = 0;
			while (k < stored.length && k < events.length && stored[k].seq === k && same(stored[k].entry, events[k])) k++;
			await db.events.where('[saveId+seq]').between([id, k], [id, Dexie.maxKey], true, true).delete();
			await db.events.bulkAdd(events.slice(k).map((entry, i) => ({ saveId: id, seq: k + i, entry })));
			await db.snapshots.put({ saveId: id, snapshot });
			meta.moves = events.length;
			meta.status = status;
			meta.updatedAt = stamp();
			await db.saves.put(meta);
			return meta.updatedAt;
		})
	);
}

/**
 * Writes only the snapshot (resume repairs a missing or invalid one after a replay).
 * @throws StorageFullError, SaveNotFoundError
 */
export async function setSnapshot(db: MiddleEarthDb, id: string, snapshot: unknown): Promise<void> {
	await guardQuota(() =>
		db.transaction('rw', db.saves, db.snapshots, async () => {
			if (!(await db.saves.get(id))) throw new SaveNotFoundError(id);
			await db.snapshots.put({ saveId: id, snapshot });
		})
	);
}

/**
 * Changes only the status (no other field, not even `updatedAt`).
 * @throws StorageFullError, SaveNotFoundError
 */
export async function setSaveStatus(db: MiddleEarthDb, id: string, status: SaveStatus): Promise<void> {
	const n = await guardQuota(() => db.saves.where('id').equals(id).modify({ status }));
	if (n === 0) throw new SaveNotFoundError(id);
}

/**
 * Renames a save (a blank title removes it; at most 100 characters are kept).
 * @throws StorageFullError, SaveNotFoundError
 */
export async function setSaveTitle(db: MiddleEarthDb, id: string, title: string): Promise<void> {
	const t = title.trim().slice(0, 100);
	const n = await guardQuota(() =>
		db.saves
			.where('id')
			.equals(id)
			.modify((s) => {
				if (t) s.title = t;
				else delete s.title;
			})
	);
	if (n === 0) throw new SaveNotFoundError(id);
}
