/**
 * The player's words for what the storage layer refuses (issue 10 "Messages"): one plain
 * sentence in French or English per refusal, chosen from the error's code, never the
 * exception's own text (which may be JavaScript's or valibot's wording).
 */
import { m } from '$lib/paraglide/messages.js';
import type { ImportError } from '$lib/storage/errors';
import type { OpenFailureCode } from '$lib/storage/resume';

function named(e: unknown): { name?: string; code?: string } {
	return e && typeof e === 'object' ? (e as { name?: string; code?: string }) : {};
}

/** Why an import was refused, as one sentence. */
export function importRefusal(e: unknown): string {
	const err = named(e);
	if (err.name === 'StorageFullError') return m.st_import_full();
	if (err.name !== 'ImportError') return m.st_import_failed();
	const ie = e as ImportError;
	const d = ie.details ?? {};
	switch (ie.reason) {
		case 'empty':
			return m.st_import_empty();
		case 'too-large':
			return m.st_import_too_large();
		case 'not-json':
			return m.st_import_not_json();
		case 'not-ours':
			return m.st_import_not_ours();
		case 'newer-format':
			return m.st_import_newer();
		case 'not-a-save':
			return m.st_import_not_save();
		case 'no-saves':
			return m.st_import_no_saves();
		case 'field':
			return m.st_import_field({ field: d.field ?? '?' });
		case 'name-too-long':
			return m.st_import_name({ max: 24 });
		case 'unknown-game':
			return m.st_import_unknown_game();
		case 'players':
			return m.st_import_players({ min: d.min ?? 1, max: d.max ?? 1 });
		case 'options':
			return m.st_import_options();
		case 'setup':
			return m.st_import_setup();
		case 'replay':
			return m.st_import_replay({ move: d.move ?? 1 });
		case 'save-too-large':
			return m.st_import_save_too_large();
		default:
			return m.st_import_failed();
	}
}

/** Why a saved game does not open, as one sentence (the screen offers export and delete where they apply). */
export function openRefusal(code: OpenFailureCode | 'no-screen' | 'failed'): string {
	switch (code) {
		case 'not-found':
			return m.st_open_not_found();
		case 'damaged':
			return m.st_open_damaged();
		case 'unrestorable':
			return m.st_open_unrestorable();
		case 'unknown-game':
		case 'no-screen':
			return m.st_open_unknown_game();
		default:
			return m.st_open_failed();
	}
}

/** Why a move (or undo) was not kept, as one sentence; '' for a cancelled move (already explained). */
export function moveRefusal(e: unknown, what: 'move' | 'undo' = 'move'): string {
	switch (named(e).name) {
		case 'MoveCancelledError':
			return '';
		case 'IllegalEventError':
			return m.st_move_illegal();
		case 'StorageFullError':
			return m.st_move_full();
		case 'SaveConflictError':
			return m.st_move_conflict();
		case 'SaveBrokenError':
			return m.st_move_broken();
		case 'SaveNotWrittenError':
			return m.st_move_not_saved();
		default:
			return what === 'undo' ? m.st_undo_failed() : m.st_move_failed();
	}
}

/** Why a new game was not created, as one sentence. */
export function createRefusal(e: unknown): string {
	return named(e).name === 'StorageFullError' ? m.st_new_full() : m.st_new_failed();
}

/**
 * A byte count in the player's words and units, by `Intl.NumberFormat` (« 3,9 Mo » in French,
 * "3.9 MB" in English; binary multiples of 1024, as the browser's storage estimate counts).
 * @param n a number of bytes
 * @param locale a BCP 47 locale ('fr', 'en')
 */
export function bytes(n: number, locale: string): string {
	const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'];
	let i = 0;
	let x = n;
	while (x >= 1024 && i < units.length - 1) {
		x /= 1024;
		i++;
	}
	return new Intl.NumberFormat(locale, { style: 'unit', unit: units[i], unitDisplay: 'short', maximumFractionDigits: x < 10 && i > 0 ? 1 : 0 }).format(x);
}
