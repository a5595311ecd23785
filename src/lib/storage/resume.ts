/**
 * Resuming a saved game (DESIGN.md "Sessions, saves, undo"): the persisted snapshot when it
 * is tied to the stored log (same length and hash), else a replay of the log from the seed.
 * A save that cannot be restored either way keeps its log and snapshot untouched, is marked
 * 'broken' (read-only: never appended to) and can still be exported.
 */
import { GameSession, type GameSetup } from '$lib/engine/session';
import type { AnyGameDefinition, GameId } from '$lib/engine/types';
import type { MiddleEarthDb } from './db';
import { checkSave, getRawSave, repairSave, setSaveStatus, type LogTie, type RawSave } from './saves';
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

/**
 * Why a save could not be opened: no such save; a game this app does not know; its stored
 * rows are damaged (`damaged`: export as is, or delete); its log does not replay
 * (`unrestorable`: read-only, export or delete).
 */
export type OpenFailureCode = 'not-found' | 'unknown-game' | 'damaged' | 'unrestorable';

/** A failed `openSave`: `reason` is a plain English sentence (the UI words each `code` itself). */
export interface OpenFailure {
	ok: false;
	code: OpenFailureCode;
	reason: string;
	/** The checked save, when its rows are readable. */
	save: SaveRecord | null;
	/** The rows as stored, for the export of a damaged save (null when there is no save). */
	raw: RawSave | null;
}

/** A successful `openSave`. */
export interface OpenSuccess {
	ok: true;
	session: GameSession;
	save: SaveRecord;
	def: AnyGameDefinition;
	/** 'replay' when the snapshot was missing, invalid or not tied to the log (it has then been rewritten, tied). */
	restoredBy: 'snapshot' | 'replay';
	/** The stored log's length and hash: what the next `commitEvent` expects. */
	tie: LogTie;
}

/**
 * Restores a saved game.
 *
 * 1. Every row is checked (`checkSave`): an unreadable `saves` row gives `damaged`; a log
 *    with a missing, disordered or malformed row gives `unrestorable`.
 * 2. The snapshot is used only when it is tied to this log (length and hash); otherwise the
 *    game is rebuilt by replaying the log (`GameSession.fromSave` also replays when a tied
 *    snapshot does not load).
 * 3. Repairs, in one transaction that touches neither the log nor `updatedAt`: the
 *    replayed snapshot (tied), the move counter and log hash derived from the log, the
 *    status ('finished' when the game has a result).
 * 4. Nothing restores it: only `status` becomes 'broken', so no move is ever appended.
 *
 * @returns `{ ok: true, session, save, def, restoredBy, tie }` or `{ ok: false, code, reason, save, raw }`
 *   (never throws for a missing, foreign or corrupt save; a failing database still throws)
 */
export async function openSave(db: MiddleEarthDb, id: string, definitions: DefinitionSource): Promise<OpenSuccess | OpenFailure> {
	const raw = await getRawSave(db, id);
	if (!raw) return { ok: false, code: 'not-found', reason: 'This saved game does not exist.', save: null, raw: null };
	const checked = checkSave(id, raw);
	if (checked.kind === 'damaged') return { ok: false, code: 'damaged', reason: 'This saved game is damaged.', save: null, raw };
	if (checked.kind === 'bad-log') {
		if (checked.meta.status !== 'broken') await setSaveStatus(db, id, 'broken').catch(() => undefined);
		return { ok: false, code: 'unrestorable', reason: 'The moves of this saved game are damaged.', save: null, raw };
	}
	const save = checked.save;
	const def = await resolveDefinition(definitions, save.gameId);
	if (!def) return { ok: false, code: 'unknown-game', reason: 'This saved game is for a game this app does not have.', save, raw };
	const tie: LogTie = { length: save.events.length, hash: checked.logHash };
	let restored: ReturnType<typeof GameSession.fromSave>;
	try {
		restored = GameSession.fromSave(def, setupOf(save), save.events, save.snapshot);
	} catch {
		// RangeError, a stack overflow, an illegal move: the log does not replay. Read-only from now on.
		if (save.status !== 'broken') await setSaveStatus(db, id, 'broken').catch(() => undefined);
		return { ok: false, code: 'unrestorable', reason: 'The moves of this saved game no longer replay.', save: { ...save, status: 'broken' }, raw };
	}
	const { session, restoredBy } = restored;
	const status: SaveStatus = def.result(session.snapshot) ? 'finished' : 'active';
	const out: SaveRecord = { ...save, status };
	const fix: { snapshot?: unknown; status?: SaveStatus } = {};
	if (restoredBy === 'replay') fix.snapshot = out.snapshot = session.persisted();
	if (save.status !== status) fix.status = status;
	if (fix.snapshot !== undefined || fix.status || checked.repair.moves || checked.repair.logHash) {
		// Best effort for the snapshot (the next open replays again), but the counter and hash must
		// match the log or no move could be saved: `commitEvent` checks them.
		const ok = await repairSave(db, id, tie, fix).catch(() => false);
		if (!ok && (checked.repair.moves || checked.repair.logHash)) {
			session.stop();
			return { ok: false, code: 'unrestorable', reason: 'This saved game could not be repaired.', save, raw };
		}
	}
	return { ok: true, session, save: out, def, restoredBy, tie };
}
