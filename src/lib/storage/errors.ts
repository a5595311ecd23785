/**
 * Errors of the storage layer. Each has a stable `code` so that the UI can show its own
 * translated text; `message` is a clear English fallback.
 */

/** Base class: something went wrong while reading or writing the device's storage. */
export class StorageError extends Error {
	readonly code: string = 'storage-error';
	constructor(message: string, options?: { cause?: unknown }) {
		super(message, options);
		this.name = 'StorageError';
	}
}

/**
 * The device's storage is full (IndexedDB `QuotaExceededError`, possibly wrapped in Dexie's
 * `AbortError`). The write did not happen; the save is as it was before it.
 */
export class StorageFullError extends StorageError {
	override readonly code = 'storage-full';
	constructor(cause?: unknown) {
		super(
			'The device storage is full, so this could not be saved. Your game is kept as it was before this move. Free some space (for example delete old saved games) and try again.',
			{ cause }
		);
		this.name = 'StorageFullError';
	}
}

/** No save with this id (deleted in another tab, or a wrong link). */
export class SaveNotFoundError extends StorageError {
	override readonly code = 'save-not-found';
	constructor(readonly id: string) {
		super(`There is no saved game with id ${id}.`);
		this.name = 'SaveNotFoundError';
	}
}

/**
 * The save changed under us (the same game open in another tab moved on): the write was
 * refused so that neither tab overwrites the other's moves.
 */
export class SaveConflictError extends StorageError {
	override readonly code = 'save-conflict';
	constructor(readonly id: string) {
		super('This game was changed elsewhere (another tab or window). It has been reloaded as saved; please try your move again.');
		this.name = 'SaveConflictError';
	}
}

/**
 * Why an import was refused (the UI turns each into one sentence in the player's language):
 * - `empty`, `too-large`, `not-json`, `not-ours`, `newer-format`, `not-a-save`, `no-saves`: the file as a whole;
 * - `field`: a field is missing or wrong (`field` names it, e.g. `save.seats[0].name`);
 * - `name-too-long`: a player name is longer than `NAME_MAX`;
 * - `unknown-game`, `players`, `options`, `setup`, `replay`, `save-too-large`: one save of the
 *   file (`save` is its 1-based position, `move` the first move that does not replay).
 */
export type ImportReason =
	| 'empty'
	| 'too-large'
	| 'not-json'
	| 'not-ours'
	| 'newer-format'
	| 'not-a-save'
	| 'no-saves'
	| 'field'
	| 'name-too-long'
	| 'unknown-game'
	| 'players'
	| 'options'
	| 'setup'
	| 'replay'
	| 'save-too-large';

/** Details of an import refusal, for the message. */
export interface ImportDetails {
	/** The wrong field's path, for `field`. */
	field?: string;
	/** 1-based position of the save in the file (files with several saves). */
	save?: number;
	/** 1-based number of the first move that does not replay, for `replay`. */
	move?: number;
	/** The game id of the refused save, for `unknown-game`. */
	gameId?: string;
	/** Allowed player counts, for `players`. */
	min?: number;
	max?: number;
}

/** An import file was refused; `reason` says why, `message` in plain English. Nothing was stored. */
export class ImportError extends StorageError {
	override readonly code = 'import-refused';
	constructor(
		message: string,
		readonly reason: ImportReason,
		readonly details: ImportDetails = {}
	) {
		super(message);
		this.name = 'ImportError';
	}
	/** The wrong field's path, when the refusal is about one field. */
	get field(): string | undefined {
		return this.details.field;
	}
}

/** A save's stored rows are damaged (a field missing or of the wrong type): it can only be exported or deleted. */
export class SaveDamagedError extends StorageError {
	override readonly code = 'save-damaged';
	constructor(readonly id: string) {
		super('This saved game is damaged: it can be exported or deleted, not played.');
		this.name = 'SaveDamagedError';
	}
}

/**
 * The save's log does not replay (or is damaged): it is kept read-only and nothing is ever
 * appended to it (DESIGN.md "A log that does not replay is never appended to").
 */
export class SaveBrokenError extends StorageError {
	override readonly code = 'save-broken';
	constructor(readonly id: string) {
		super('This saved game cannot be continued: its moves no longer replay. It is kept read-only so you can export it.');
		this.name = 'SaveBrokenError';
	}
}

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/**
 * True when `e` is, or wraps (Dexie's `inner`, `cause`, a BulkError's `failures`), a
 * storage-full error. Safari and old Firefox use other names/codes (22, 1014).
 */
export function isQuotaError(e: unknown, depth = 0): boolean {
	if (!e || typeof e !== 'object' || depth > 8) return false;
	const err = e as { name?: unknown; code?: unknown; inner?: unknown; cause?: unknown; failures?: unknown };
	if (typeof err.name === 'string' && QUOTA_NAMES.has(err.name)) return true;
	if (err.name === 'DOMException' || e instanceof DOMException) {
		if (err.code === 22 || err.code === 1014) return true;
	}
	if (isQuotaError(err.inner, depth + 1) || isQuotaError(err.cause, depth + 1)) return true;
	if (Array.isArray(err.failures)) return err.failures.some((f) => isQuotaError(f, depth + 1));
	if (err.failures && typeof err.failures === 'object') return Object.values(err.failures).some((f) => isQuotaError(f, depth + 1));
	return false;
}

/**
 * Runs a storage operation and turns a storage-full error into `StorageFullError`; other
 * errors pass through unchanged.
 * @throws StorageFullError, or whatever `op` throws
 */
export async function guardQuota<T>(op: () => Promise<T>): Promise<T> {
	try {
		return await op();
	} catch (e) {
		if (e instanceof StorageError) throw e;
		if (isQuotaError(e)) throw new StorageFullError(e);
		throw e;
	}
}

/**
 * A move could not be written because the database connection was lost, even after the
 * connection was reopened and the write tried once more (issue 20: WebKit closes IndexedDB
 * connections under memory pressure and on backgrounding). Nothing of it was written; the
 * game on screen went back to the last saved move and the move can be tried again
 * (`LiveGame.retryUnsaved`).
 */
export class SaveNotWrittenError extends StorageError {
	override readonly code = 'not-saved';
	constructor(cause?: unknown) {
		super('Your last move could not be saved: the connection to the device storage was lost. Try again.', { cause });
		this.name = 'SaveNotWrittenError';
	}
}

const CONNECTION_ERRORS = new Set(['DatabaseClosedError', 'InvalidStateError', 'UnknownError', 'TransactionInactiveError', 'AbortError']);

/**
 * True when `e` says the database connection went away under the operation (closed by the
 * browser, or the transaction aborted with it), rather than a refusal of the data itself.
 * A storage-full abort is not one (`isQuotaError`).
 */
export function isConnectionError(e: unknown): boolean {
	if (e instanceof StorageError || isQuotaError(e)) return false;
	const names = [(e as { name?: unknown } | null)?.name, (e as { inner?: { name?: unknown } } | null)?.inner?.name];
	return names.some((n) => typeof n === 'string' && CONNECTION_ERRORS.has(n));
}

/**
 * Runs a write; when the connection was lost under it (`isConnectionError`), reopens the
 * database (Dexie 4 reopens a connection closed with `disableAutoOpen: false`) and runs the
 * write ONCE more. An IndexedDB transaction that failed wrote nothing, so the second run
 * starts from the same stored state (and a write that checks the stored log, like
 * `commitEvent`, refuses to apply twice).
 * @param db the Dexie database the write uses
 * @throws SaveNotWrittenError when the second run fails on the connection too; whatever `op`
 *   throws otherwise
 */
export async function retryOnClose<T>(db: { close(o?: { disableAutoOpen: boolean }): void; open(): Promise<unknown>; isOpen(): boolean }, op: () => Promise<T>): Promise<T> {
	try {
		return await op();
	} catch (e) {
		if (!isConnectionError(e)) throw e;
		try {
			db.close({ disableAutoOpen: false });
			await db.open();
			return await op();
		} catch (again) {
			if (isConnectionError(again)) throw new SaveNotWrittenError(again);
			throw again;
		}
	}
}
