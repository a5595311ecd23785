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
import * as v from 'valibot';
import type { GameId, SeatSetup } from '$lib/engine/types';
import type { LoggedEvent } from '$lib/engine/session';
import { newId, stamp, strictDb, type MiddleEarthDb } from './db';
import { SaveBrokenError, SaveConflictError, SaveDamagedError, SaveNotFoundError, guardQuota, retryOnClose } from './errors';
import { chainLogHash, logHash, snapshotHash, LOG_HASH_EMPTY } from './hash';
import { EventRowSchema, MetaRowSchema, SnapshotRowSchema, TITLE_MAX, cleanName, clampName } from './schemas';
import { APP_VERSION, SAVE_FORMAT_VERSION, type DamagedSave, type SaveMeta, type SaveRecord, type SaveStatus, type SaveSummary, type SnapshotRow } from './types';

/** What `createSave` needs: the game's setup and its first snapshot. */
export interface NewSave {
	gameId: GameId;
	seats: SeatSetup[];
	/** The options with the defaults filled in (`GameSession.setup.options`). */
	options: Record<string, unknown>;
	seed: number;
	/** The persisted snapshot of the game after `events` (`session.persisted()`). */
	snapshot: unknown;
	/** Usually empty; import and duplicate pass a whole log. */
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

function metaOf(record: SaveRecord, hash: string): SaveMeta {
	const { events, snapshot: _snapshot, ...rest } = record;
	return { ...rest, moves: events.length, logHash: hash };
}

/** The seats as stored: names cleaned (no bidi or control characters). */
function cleanSeats(seats: SeatSetup[]): SeatSetup[] {
	return seats.map((s) => ({ ...s, name: cleanName(s.name) }));
}

/**
 * The `snapshots` row of `snapshot`, tied to the log it came from (length and hash) and
 * carrying the hash of its own content (`snapshotHash`), so that an open trusts it only when
 * both still hold (`checkSave`).
 */
export function snapshotRow(saveId: string, snapshot: unknown, logLength: number, logHash: string): SnapshotRow {
	return { saveId, snapshot, logLength, logHash, snapshotHash: snapshotHash(snapshot) };
}

/**
 * Low level: writes a whole record, replacing anything stored under `record.id`, with its
 * snapshot tied to its log. Must run inside a rw transaction on saves, events and snapshots.
 */
async function writeRecord(db: MiddleEarthDb, record: SaveRecord): Promise<void> {
	const hash = logHash(record.events);
	await eventRange(db, record.id).delete();
	await db.saves.put(metaOf(record, hash));
	await db.events.bulkAdd(record.events.map((entry, seq) => ({ saveId: record.id, seq, entry })));
	await db.snapshots.put(snapshotRow(record.id, record.snapshot, record.events.length, hash));
}

/**
 * Stores a whole save record as it is (import, duplicate, undo of a delete), replacing any
 * save with the same id; the snapshot is tied to the record's log. Does not check the record.
 * @throws StorageFullError (nothing written)
 */
export async function putSaveRecord(db: MiddleEarthDb, record: SaveRecord): Promise<void> {
	await guardQuota(() => db.transaction('rw', db.saves, db.events, db.snapshots, () => writeRecord(db, record)));
}

/**
 * Stores a new save (names cleaned, format and app version stamped).
 * @returns the stored record
 * @throws StorageFullError when the device is full (nothing written); a Dexie
 *   ConstraintError if `init.id` exists
 */
export async function createSave(db: MiddleEarthDb, init: NewSave): Promise<SaveRecord> {
	const now = stamp();
	const record: SaveRecord = {
		id: init.id ?? newId(),
		gameId: init.gameId,
		seats: cleanSeats(init.seats),
		options: { ...init.options },
		seed: init.seed,
		events: init.events ? init.events.slice() : [],
		snapshot: init.snapshot ?? null,
		formatVersion: SAVE_FORMAT_VERSION,
		appVersion: APP_VERSION,
		createdAt: init.createdAt ?? now,
		updatedAt: init.updatedAt ?? now,
		status: init.status ?? 'active'
	};
	if (init.title !== undefined) record.title = init.title;
	// Strict durability: the creation of a game is a checkpoint.
	const sdb = strictDb(db);
	await guardQuota(() =>
		retryOnClose(sdb, () =>
			sdb.transaction('rw', sdb.saves, sdb.events, sdb.snapshots, async () => {
				await sdb.saves.add(metaOf(record, LOG_HASH_EMPTY));
				await writeRecord(sdb, record);
			})
		)
	);
	return record;
}

/** A save's rows exactly as stored (nothing checked): what the export of a damaged save writes. */
export interface RawSave {
	meta: unknown;
	events: unknown[];
	snapshot: unknown;
}

/** The rows of a save as stored (unchecked), or undefined when there is no `saves` row. */
export async function getRawSave(db: MiddleEarthDb, id: string): Promise<RawSave | undefined> {
	return db.transaction('r', db.saves, db.events, db.snapshots, async () => {
		const meta = await db.saves.get(id);
		if (meta === undefined) return undefined;
		const events = await eventRange(db, id).toArray();
		const snapshot = await db.snapshots.get(id);
		return { meta, events, snapshot };
	});
}

/**
 * A save read and checked (see `checkSave`):
 * - `ok`: `save` is usable; `save.snapshot` is the stored snapshot only when it is tied to
 *   this very log (else null: replay); `repair` lists stored fields that disagree with the log;
 * - `damaged`: the `saves` row is unreadable (export raw or delete only);
 * - `bad-log`: the row is fine but the log is damaged (a row missing, out of order or
 *   malformed): read-only and exportable, never appended to.
 */
export type CheckedSave =
	| { kind: 'ok'; save: SaveRecord; logHash: string; snapshotTied: boolean; repair: { moves: boolean; logHash: boolean } }
	| { kind: 'damaged'; raw: RawSave }
	| { kind: 'bad-log'; raw: RawSave; meta: SaveMeta };

/**
 * Checks a save's rows with valibot (MetaRowSchema, EventRowSchema, SnapshotRowSchema) and
 * the snapshot's tie to the log (DESIGN.md "Every snapshot is stored with the length and a
 * hash of the log it came from").
 */
export function checkSave(id: string, raw: RawSave): CheckedSave {
	const m = v.safeParse(MetaRowSchema, raw.meta);
	if (!m.success || m.output.id !== id) return { kind: 'damaged', raw };
	const meta = m.output as unknown as SaveMeta;
	const events: LoggedEvent[] = [];
	for (const [i, row] of raw.events.entries()) {
		const r = v.safeParse(EventRowSchema, row);
		if (!r.success || r.output.seq !== i || r.output.saveId !== id) return { kind: 'bad-log', raw, meta };
		events.push(r.output.entry as LoggedEvent);
	}
	const hash = logHash(events);
	const snap = v.safeParse(SnapshotRowSchema, raw.snapshot);
	const row = snap.success ? (snap.output as SnapshotRow) : null;
	// Trusted only when tied to this very log and its content is what was written (issue 20).
	const snapshotTied =
		!!row && row.snapshot != null && row.logLength === events.length && row.logHash === hash && row.snapshotHash === snapshotHash(row.snapshot);
	const { moves: _moves, logHash: _hash, ...rest } = meta;
	const save: SaveRecord = { ...rest, seats: meta.seats.map((s) => ({ ...s, name: clampName(s.name, 200) || '?' })), events, snapshot: snapshotTied ? row!.snapshot : null };
	return { kind: 'ok', save, logHash: hash, snapshotTied, repair: { moves: meta.moves !== events.length, logHash: meta.logHash !== hash } };
}

/**
 * The whole save with this id (metadata, log, and the snapshot when it is tied to this log,
 * else null), or undefined when there is none.
 * @throws SaveDamagedError when its rows are damaged (use `getRawSave` to export them)
 */
export async function getSave(db: MiddleEarthDb, id: string): Promise<SaveRecord | undefined> {
	const raw = await getRawSave(db, id);
	if (!raw) return undefined;
	const c = checkSave(id, raw);
	if (c.kind !== 'ok') throw new SaveDamagedError(id);
	return c.save;
}

/** The list view of a save's metadata. */
export function summarize(s: SaveMeta): SaveSummary {
	const seats = s.seats.map((seat) => ({ ...seat, name: clampName(seat.name) || '?' }));
	const out: SaveSummary = {
		id: s.id,
		gameId: s.gameId,
		players: seats.map((seat) => seat.name),
		seats,
		createdAt: s.createdAt,
		updatedAt: s.updatedAt,
		status: s.status,
		moves: typeof s.moves === 'number' ? s.moves : 0
	};
	if (s.title !== undefined) out.title = s.title;
	return out;
}

function damagedOf(row: unknown): DamagedSave | null {
	if (!row || typeof row !== 'object') return null;
	const r = row as { id?: unknown; gameId?: unknown; updatedAt?: unknown };
	if (typeof r.id !== 'string') return null;
	const out: DamagedSave = { id: r.id };
	if (typeof r.gameId === 'string') out.gameId = r.gameId;
	if (typeof r.updatedAt === 'number' && Number.isFinite(r.updatedAt) && Math.abs(r.updatedAt) <= 8.64e15) out.updatedAt = r.updatedAt;
	return out;
}

/**
 * Every save for the saves screen, most recently played first, and the damaged rows apart
 * (each row is checked; a bad row never hides the others). Reads no log, no snapshot.
 */
export async function listLibrary(db: MiddleEarthDb): Promise<{ saves: SaveSummary[]; damaged: DamagedSave[] }> {
	const rows: unknown[] = await db.saves.toArray();
	const saves: SaveSummary[] = [];
	const damaged: DamagedSave[] = [];
	for (const row of rows) {
		const r = v.safeParse(MetaRowSchema, row);
		if (r.success) saves.push(summarize(r.output as unknown as SaveMeta));
		else {
			const d = damagedOf(row);
			if (d) damaged.push(d);
		}
	}
	saves.sort((a, b) => b.updatedAt - a.updatedAt);
	return { saves, damaged };
}

/**
 * Saves for the saved-games list, most recently played first (reads no log, no snapshot;
 * damaged rows are left out: `listLibrary` lists them).
 * @param filter optional game and/or status to keep
 */
export async function listSaves(db: MiddleEarthDb, filter: { gameId?: GameId; status?: SaveStatus } = {}): Promise<SaveSummary[]> {
	const { saves } = await listLibrary(db);
	return saves.filter((s) => (!filter.gameId || s.gameId === filter.gameId) && (!filter.status || s.status === filter.status));
}

/** The most recently played active save ("Continue" on the home screen), or null. */
export async function mostRecentActive(db: MiddleEarthDb): Promise<SaveSummary | null> {
	const rows: unknown[] = await db.saves.where('[status+updatedAt]').between(['active', Dexie.minKey], ['active', Dexie.maxKey]).reverse().toArray();
	for (const row of rows) {
		const r = v.safeParse(MetaRowSchema, row);
		if (r.success) return summarize(r.output as unknown as SaveMeta);
	}
	return null;
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
				.filter((c) => Array.isArray(c.saveIds) && c.saveIds.includes(id))
				.modify((c) => {
					c.saveIds = c.saveIds.filter((x) => x !== id);
				});
			return true;
		})
	);
}

/** What the caller believes is stored before its write: the log's length and hash. */
export interface LogTie {
	length: number;
	hash: string;
}

/**
 * The stored `saves` row, checked: present, not broken, and (when `expected` is given) its
 * log is the one the caller played on. Without `expected` (tests, tools) the stored tie is
 * taken as it is, recomputed from the log when the row has none.
 * @returns the row and the tie of the stored log
 * @throws SaveNotFoundError, SaveBrokenError, SaveConflictError
 */
async function checkTie(db: MiddleEarthDb, id: string, expected: LogTie | undefined): Promise<{ meta: SaveMeta; tie: LogTie }> {
	const meta = await db.saves.get(id);
	if (!meta) throw new SaveNotFoundError(id);
	if (meta.status === 'broken') throw new SaveBrokenError(id);
	if (expected) {
		if (meta.moves !== expected.length || meta.logHash !== expected.hash) throw new SaveConflictError(id);
		return { meta, tie: expected };
	}
	if (typeof meta.logHash === 'string') return { meta, tie: { length: meta.moves, hash: meta.logHash } };
	const rows = await eventRange(db, id).toArray();
	return { meta, tie: { length: rows.length, hash: logHash(rows.map((r) => r.entry)) } };
}

/**
 * Appends one accepted event to the save's log and stores the snapshot after it, tied to the
 * new log (length and hash), in ONE read-write transaction: either all is written or nothing.
 *
 * Refused (nothing written) when the stored log is not the one the caller played on
 * (`expected`: another tab moved on, or the log was repaired) or the save is broken (a log
 * that does not replay is never appended to).
 *
 * @param entry the log entry returned by `GameSession.send`
 * @param snapshot `session.persisted()` after the event
 * @param status 'finished' once the game has a result, else 'active'
 * @param expected the stored log's length and hash before this event (omitted: whatever is stored)
 * @param checkpoint true at the end of a round or of the game: written with strict durability
 * A connection lost under the write (the browser closed it) is reopened and the write tried
 * once more (`retryOnClose`).
 * @returns the new log's tie (length and hash)
 * @throws StorageFullError (nothing written), SaveNotWrittenError (the connection was lost
 *   twice; nothing written), SaveNotFoundError, SaveConflictError, SaveBrokenError
 */
export async function commitEvent(
	db: MiddleEarthDb,
	id: string,
	entry: LoggedEvent,
	snapshot: unknown,
	status: SaveStatus,
	expected?: LogTie,
	checkpoint = false
): Promise<LogTie> {
	const d = checkpoint ? strictDb(db) : db;
	return guardQuota(() =>
		retryOnClose(d, () => d.transaction('rw', d.saves, d.events, d.snapshots, async () => {
			const { meta, tie } = await checkTie(d, id, expected);
			const hash = chainLogHash(tie.hash, entry);
			await d.events.add({ saveId: id, seq: tie.length, entry });
			await d.snapshots.put(snapshotRow(id, snapshot, tie.length + 1, hash));
			meta.moves = tie.length + 1;
			meta.logHash = hash;
			meta.status = status;
			meta.updatedAt = stamp();
			meta.appVersion = APP_VERSION;
			await d.saves.put(meta);
			return { length: meta.moves, hash };
		}))
	);
}

const same = (a: LoggedEvent, b: LoggedEvent) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replaces the whole log and snapshot (after an undo), in one transaction, the snapshot tied
 * to the new log. Only the events after the first difference are rewritten.
 * @param status the status after the change (an undo can take back a game's last move)
 * @param expected the stored log's length and hash, as in `commitEvent`
 * @returns the new log's tie
 * @throws StorageFullError (nothing written), SaveNotFoundError, SaveConflictError, SaveBrokenError
 */
export async function replaceLog(
	db: MiddleEarthDb,
	id: string,
	events: readonly LoggedEvent[],
	snapshot: unknown,
	status: SaveStatus = 'active',
	expected?: LogTie
): Promise<LogTie> {
	const hash = logHash(events);
	return guardQuota(() =>
		retryOnClose(db, () => db.transaction('rw', db.saves, db.events, db.snapshots, async () => {
			const { meta } = await checkTie(db, id, expected);
			const stored = await eventRange(db, id).toArray();
			let k = 0;
			while (k < stored.length && k < events.length && stored[k].seq === k && same(stored[k].entry, events[k])) k++;
			await db.events.where('[saveId+seq]').between([id, k], [id, Dexie.maxKey], true, true).delete();
			await db.events.bulkAdd(events.slice(k).map((entry, i) => ({ saveId: id, seq: k + i, entry })));
			await db.snapshots.put(snapshotRow(id, snapshot, events.length, hash));
			meta.moves = events.length;
			meta.logHash = hash;
			meta.status = status;
			meta.updatedAt = stamp();
			meta.appVersion = APP_VERSION;
			await db.saves.put(meta);
			return { length: events.length, hash };
		}))
	);
}

/**
 * After an open: writes what the log showed to be wrong or missing, in one transaction and
 * only if the log is still the one that was checked (`tie`): the snapshot rebuilt by replay
 * (tied to the log), the move counter and log hash derived from the log, the status.
 * Touches neither the log nor `updatedAt`.
 * @returns true when written, false when the log changed meanwhile (nothing written)
 * @throws StorageFullError
 */
export async function repairSave(
	db: MiddleEarthDb,
	id: string,
	tie: LogTie,
	fix: { snapshot?: unknown; status?: SaveStatus }
): Promise<boolean> {
	return guardQuota(() =>
		db.transaction('rw', db.saves, db.events, db.snapshots, async () => {
			const meta = await db.saves.get(id);
			if (!meta || (await eventRange(db, id).count()) !== tie.length) return false;
			if (fix.snapshot !== undefined) await db.snapshots.put(snapshotRow(id, fix.snapshot, tie.length, tie.hash));
			meta.moves = tie.length;
			meta.logHash = tie.hash;
			if (fix.status) meta.status = fix.status;
			await db.saves.put(meta);
			return true;
		})
	);
}

/**
 * Writes only the snapshot, tied to the stored log as it is now (tests; repairs go through
 * `repairSave`).
 * @throws StorageFullError, SaveNotFoundError, SaveDamagedError
 */
export async function setSnapshot(db: MiddleEarthDb, id: string, snapshot: unknown): Promise<void> {
	await guardQuota(() =>
		db.transaction('rw', db.saves, db.events, db.snapshots, async () => {
			const save = await getSave(db, id);
			if (!save) throw new SaveNotFoundError(id);
			await db.snapshots.put(snapshotRow(id, snapshot, save.events.length, logHash(save.events)));
		})
	);
}

/**
 * A copy of a save under a new id (title "<title> (2)" style is the caller's), with its log
 * and tied snapshot; the original is untouched.
 * @returns the new save's id
 * @throws SaveNotFoundError, SaveDamagedError, StorageFullError
 */
export async function duplicateSave(db: MiddleEarthDb, id: string, title?: string): Promise<string> {
	const save = await getSave(db, id);
	if (!save) throw new SaveNotFoundError(id);
	const now = stamp();
	const copy: SaveRecord = { ...save, id: newId(), createdAt: now, updatedAt: now, appVersion: APP_VERSION };
	if (title !== undefined) copy.title = clampName(title, TITLE_MAX);
	await putSaveRecord(db, copy);
	return copy.id;
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
 * Renames a save (a blank title removes it; bidi controls removed, at most `TITLE_MAX` characters kept).
 * @throws StorageFullError, SaveNotFoundError
 */
export async function setSaveTitle(db: MiddleEarthDb, id: string, title: string): Promise<void> {
	const t = clampName(title, TITLE_MAX);
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
