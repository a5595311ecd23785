/**
 * The records the app stores in IndexedDB (DESIGN.md "Sessions, saves, undo").
 * Every record is plain JSON so that it survives IndexedDB and an export file unchanged.
 */
import type { GameId, SeatSetup } from '$lib/engine/types';
import type { LoggedEvent } from '$lib/engine/session';
import { version } from '../../../package.json';

/**
 * Version of the save record's shape (not of the database schema). Raise it when the shape
 * of `SaveRecord` changes, and teach `migrate.ts` to convert older saves (with a fixture of
 * the old format in tests/fixtures/saves/). Files with a higher number come from a newer
 * app and are refused.
 *
 * 1: the first format. 2: `appVersion` in the record; the snapshot row carries the log
 * length and hash it came from (`SnapshotRow`), and the `saves` row the log's hash.
 */
export const SAVE_FORMAT_VERSION = 2;

/** The app's version (package.json), written in every save and export. */
export const APP_VERSION: string = version;

/** `active`: can be continued; `finished`: the game has a result; `broken`: could not be restored. */
export type SaveStatus = 'active' | 'finished' | 'broken';

/**
 * One saved game: everything needed to rebuild it (seats, options, seed, the event log)
 * and the last persisted XState snapshot, written together after every accepted event.
 */
export interface SaveRecord {
	/** Random, URL-safe (`[A-Za-z0-9_-]`, at most 64 characters). */
	id: string;
	gameId: GameId;
	seats: SeatSetup[];
	/** The game's options with the defaults filled in. */
	options: Record<string, unknown>;
	seed: number;
	/** Every accepted event, oldest first. */
	events: LoggedEvent[];
	/** `actor.getPersistedSnapshot()` after the last event; null when unknown (resume replays the log). */
	snapshot: unknown;
	formatVersion: number;
	/** The version of the app that last wrote the save (missing in format 1). */
	appVersion?: string;
	/** Milliseconds since the epoch. */
	createdAt: number;
	/** Milliseconds since the epoch of the last write of the game (event, undo, status). */
	updatedAt: number;
	status: SaveStatus;
	title?: string;
}

/**
 * How a save is stored (the `SaveRecord` is split so that a move writes O(1) data and the
 * saved-games list reads no log): the `saves` row holds everything but the log and the
 * snapshot, plus `moves` (the log's length); the log is one `events` row per event; the
 * snapshot is one `snapshots` row. `getSave` puts them back together.
 */
export interface SaveMeta extends Omit<SaveRecord, 'events' | 'snapshot'> {
	/** Number of events in the log (= the next event's `seq`); repaired from the log on open. */
	moves: number;
	/** `logHash` of the log (hash.ts); missing in format 1, repaired from the log on open. */
	logHash?: string;
}

/** One event of a save's log: primary key [saveId+seq], seq from 0. */
export interface EventRow {
	saveId: string;
	seq: number;
	entry: LoggedEvent;
}

/**
 * A save's persisted snapshot: primary key saveId. `logLength` and `logHash` name the log it
 * was computed from, written in the same transaction; `snapshotHash` is the hash of the
 * snapshot's own content (hash.ts `snapshotHash`). On open a snapshot is used only when its
 * tie matches the stored log AND its content still has its hash; otherwise the game is
 * rebuilt by replay (and the row rewritten). The tie is missing in format 1; `snapshotHash`
 * in rows written before issue 20 (such a snapshot is rebuilt once, on its first open).
 */
export interface SnapshotRow {
	saveId: string;
	snapshot: unknown;
	logLength?: number;
	logHash?: string;
	snapshotHash?: string;
}

/**
 * A save whose `saves` row is not readable (a field missing or of the wrong type): the list
 * shows it as damaged, with export (of the rows as they are) and delete.
 */
export interface DamagedSave {
	id: string;
	/** The game id, when the row has a readable one. */
	gameId?: string;
	/** When it was last written, when the row has a readable date. */
	updatedAt?: number;
}

/** What the saved-games list shows of a save, without its log and snapshot. */
export interface SaveSummary {
	id: string;
	gameId: GameId;
	title?: string;
	/** Player names in seat order. */
	players: string[];
	seats: SeatSetup[];
	createdAt: number;
	updatedAt: number;
	status: SaveStatus;
	/** Number of events in the log. */
	moves: number;
}

/** `active`: more scenarios to play; `finished`: all played; `abandoned`: given up. */
export type CampaignStatus = 'active' | 'finished' | 'abandoned';

/**
 * A campaign (LCG "Campagne" of several scenarios, scores summed; nightmare carry-over):
 * links saves in play order. `data` is the game's own carry-over (plain JSON: threat,
 * damage, decks, scores so far...), owned by that game's code.
 */
export interface CampaignRecord {
	id: string;
	gameId: GameId;
	title?: string;
	/** The campaign's saves in play order. */
	saveIds: string[];
	status: CampaignStatus;
	data: Record<string, unknown>;
	createdAt: number;
	updatedAt: number;
}

/**
 * A deck a player built for a game (the LCG's deck builder): `data` is the game's own deck
 * content (plain JSON: heroes, cards, rules...), owned by that game's code.
 */
export interface DeckRecord {
	id: string;
	gameId: GameId;
	name: string;
	data: Record<string, unknown>;
	createdAt: number;
	updatedAt: number;
}

/** One row of the settings table. */
export interface SettingRecord {
	key: string;
	value: unknown;
}
