/**
 * Conversions of older save formats to the current one (`SAVE_FORMAT_VERSION`, types.ts).
 * Each step takes a record of format n (already shape-checked loosely: a plain object) and
 * returns format n + 1. Tested with a saved file of every earlier format
 * (tests/fixtures/saves/format-<n>-*.json, tests/unit/storage/migrate.test.ts).
 *
 * To change the format: raise SAVE_FORMAT_VERSION, add the step here, and save a fixture of
 * the format being replaced BEFORE changing the code (`npx tsx scripts/dev/save-fixtures.ts`).
 */
import { SAVE_FORMAT_VERSION } from './types';

type Obj = Record<string, unknown>;

/** step[n] converts format n to n + 1. */
const STEPS: Record<number, (save: Obj) => Obj> = {
	// 1 → 2: the record gains `appVersion` (unknown for old saves: left out); the snapshot tie
	// is not part of the record (import recomputes the snapshot by replay anyway).
	1: (save) => ({ ...save, formatVersion: 2 })
};

/**
 * A save record of any known format, converted to the current one.
 * @param save a plain object with a numeric `formatVersion` between 1 and `SAVE_FORMAT_VERSION`
 * @returns a new object (the input is not changed); unchanged when already current or when its
 *   `formatVersion` is not a known number (the schema check then refuses it)
 */
export function migrateSave(save: Obj): Obj {
	let out = save;
	let n = out.formatVersion;
	while (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n < SAVE_FORMAT_VERSION && STEPS[n]) {
		out = STEPS[n](out);
		n = out.formatVersion;
	}
	return out;
}
