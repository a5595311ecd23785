/**
 * The app's IndexedDB database, through Dexie 4 (DESIGN.md "Sessions, saves, undo").
 *
 * ## Schema versions and migrations
 *
 * `SCHEMA_HISTORY` lists every schema the app has ever shipped, oldest first. To change the
 * schema:
 *
 * 1. append a new step `{ version: n + 1, stores: {...changed tables only...}, upgrade }`;
 *    never edit or remove a step that has shipped (a user's device may still be on it);
 * 2. `stores` lists only the tables whose primary key or indexes change (`null` deletes a
 *    table); Dexie keeps the others as they are;
 * 3. `upgrade(tx)` converts the existing records (e.g. `tx.table('saves').toCollection().modify(...)`);
 *    it runs once, in the version-change transaction, before any other code reads the data;
 * 4. when the shape of a save changes, raise `SAVE_FORMAT_VERSION` (types.ts) as well and
 *    convert older files in `transfer.ts`;
 * 5. add a test in tests/unit/storage/db.test.ts that writes the previous version's records
 *    with a Dexie declared from that version's frozen stores, then opens the current database.
 *
 * (Dexie stores version n as native IndexedDB version n × 10.)
 */
import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie';
import type { CampaignRecord, DeckRecord, EventRow, SaveMeta, SettingRecord, SnapshotRow } from './types';

/** The database's name on the device. */
export const DB_NAME = 'middle-earth-table';

/** One schema version: Dexie store specs (`'primaryKey, index, [compound+index]'`) and an optional upgrade. */
export interface SchemaStep {
	version: number;
	stores: Record<string, string | null>;
	upgrade?: (tx: Transaction) => void | PromiseLike<unknown>;
}

/**
 * Every shipped schema, oldest first.
 *
 * Version 1: `saves` (the save's metadata, `SaveMeta`) by id, with indexes gameId, status,
 * updatedAt and [status+updatedAt] (the most recent active save); `events` (the logs, one
 * row per event) by [saveId+seq]; `snapshots` by saveId; `campaigns` by id with gameId,
 * status, updatedAt; `settings` by key (unused since the app's settings moved to one
 * localStorage record, `src/lib/ui/prefs.svelte.ts`; kept so the schema history stays as shipped).
 *
 * Version 2: `decks` (a game's saved decks, `DeckRecord`) by id, with indexes gameId and
 * updatedAt. No record changes.
 */
export const SCHEMA_HISTORY: readonly SchemaStep[] = [
	{
		version: 1,
		stores: {
			saves: 'id, gameId, status, updatedAt, [status+updatedAt]',
			events: '[saveId+seq]',
			snapshots: 'saveId',
			campaigns: 'id, gameId, status, updatedAt',
			settings: 'key'
		}
	},
	{ version: 2, stores: { decks: 'id, gameId, updatedAt' } }
];

/** The database: `saves`, `events`, `snapshots`, `campaigns`, `decks`, `settings`. */
export class MiddleEarthDb extends Dexie {
	saves!: EntityTable<SaveMeta, 'id'>;
	events!: Table<EventRow, [string, number]>;
	snapshots!: EntityTable<SnapshotRow, 'saveId'>;
	campaigns!: EntityTable<CampaignRecord, 'id'>;
	decks!: EntityTable<DeckRecord, 'id'>;
	settings!: EntityTable<SettingRecord, 'key'>;

	/**
	 * @param name the IndexedDB database name (tests pass a fresh one each time)
	 * @param history the schema steps to declare (tests of migrations pass their own)
	 */
	constructor(
		name: string = DB_NAME,
		history: readonly SchemaStep[] = SCHEMA_HISTORY,
		readonly durability: 'relaxed' | 'strict' = 'relaxed'
	) {
		// 'relaxed': the commit returns once the browser holds the data (a killed tab keeps it),
		// without waiting for the disk flush; measured in scripts/bench-browser.mjs. Checkpoints
		// go through `strictDb` (a second connection whose commits wait for the disk).
		super(name, { chromeTransactionDurability: durability });
		for (const step of history) {
			const v = this.version(step.version).stores(step.stores);
			if (step.upgrade) v.upgrade(step.upgrade);
		}
	}

	/** Closes this connection and its strict twin (`strictDb`), if one was opened. */
	override close(closeOptions?: { disableAutoOpen: boolean }): void {
		strictConnections.get(this)?.close(closeOptions);
		super.close(closeOptions);
	}
}

/**
 * A database handle (Dexie opens it lazily on first use).
 * @param name the IndexedDB name; tests and the bench pass a fresh one
 */
export function openDatabase(name: string = DB_NAME): MiddleEarthDb {
	return new MiddleEarthDb(name);
}

const strictConnections = new WeakMap<MiddleEarthDb, MiddleEarthDb>();

/**
 * A second connection to the same database whose transactions use strict durability (the
 * commit resolves once the data is flushed to disk): for checkpoints (a new game, the end of
 * a round or of a game). Dexie sets durability per connection, not per transaction.
 * @returns `db` itself when it is already strict
 */
export function strictDb(db: MiddleEarthDb): MiddleEarthDb {
	if (db.durability === 'strict') return db;
	let s = strictConnections.get(db);
	if (!s) {
		s = new MiddleEarthDb(db.name, SCHEMA_HISTORY, 'strict');
		strictConnections.set(db, s);
	}
	return s;
}

let shared: MiddleEarthDb | null = null;

/** The app's database (one instance per page, opened lazily by Dexie on first use). */
export function getDb(): MiddleEarthDb {
	shared ??= new MiddleEarthDb(DB_NAME);
	return shared;
}

/**
 * Asks the browser to keep this site's storage even when the device runs low on space
 * (`navigator.storage.persist()`). Call it once, e.g. when the first game is created.
 * @returns true when the storage is (now) persistent, false when refused or not supported
 */
export async function requestPersistentStorage(): Promise<boolean> {
	try {
		const storage = (globalThis.navigator as Navigator | undefined)?.storage;
		if (!storage?.persist) return false;
		if (await storage.persisted?.()) return true;
		return await storage.persist();
	} catch {
		return false;
	}
}

/**
 * A random URL-safe id (22 characters, 128 bits), from `crypto.getRandomValues` (which,
 * unlike `crypto.randomUUID`, also works on plain-HTTP pages such as a tablet on the LAN).
 */
export function newId(): string {
	const bytes = new Uint8Array(16);
	crypto.getRandomValues(bytes);
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
	let out = '';
	// 16 bytes = 128 bits -> 22 base-64 digits (6 bits each, the last one partial).
	let acc = 0;
	let bits = 0;
	for (const b of bytes) {
		acc = (acc << 8) | b;
		bits += 8;
		while (bits >= 6) {
			bits -= 6;
			out += alphabet[(acc >> bits) & 63];
		}
		acc &= (1 << bits) - 1;
	}
	if (bits > 0) out += alphabet[(acc << (6 - bits)) & 63];
	return out;
}

let lastStamp = 0;

/**
 * Milliseconds since the epoch, strictly increasing within this page, so that "newest
 * first" is well defined even for two writes in the same millisecond.
 */
export function stamp(): number {
	lastStamp = Math.max(Date.now(), lastStamp + 1);
	return lastStamp;
}
