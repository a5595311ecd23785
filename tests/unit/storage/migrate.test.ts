/**
 * Save format migrations (migrate.ts), tested with saved files of every format the app has
 * shipped (tests/fixtures/saves/). A new format adds its step and a fixture of the old one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { importSaves } from '$lib/storage/transfer';
import { openSave } from '$lib/storage/resume';
import { getSave } from '$lib/storage/saves';
import { migrateSave } from '$lib/storage/migrate';
import { APP_VERSION, SAVE_FORMAT_VERSION } from '$lib/storage/types';
import { loadAllDefinitions } from '$lib/games/registry';
import { closeAll, freshDb } from './helpers';

afterEach(closeAll);

const DIR = 'tests/fixtures/saves';
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));

describe('save formats', () => {
	it('there is a fixture of the current format for every ready game, and one of every earlier format', async () => {
		const defs = await loadAllDefinitions();
		for (const id of Object.keys(defs)) expect(files).toContain(`format-${SAVE_FORMAT_VERSION}-${id}.json`);
		for (let n = 1; n < SAVE_FORMAT_VERSION; n++) expect(files.some((f) => f.startsWith(`format-${n}-`))).toBe(true);
	});

	it.each(files)('%s imports, replays, and is stored in the current format with the app version', async (file) => {
		const defs = await loadAllDefinitions();
		const text = readFileSync(`${DIR}/${file}`, 'utf8');
		const body = JSON.parse(text);
		const db = freshDb();
		const [r] = await importSaves(db, text, defs);
		const stored = (await getSave(db, r.id))!;
		expect(stored.formatVersion).toBe(SAVE_FORMAT_VERSION);
		expect(stored.appVersion).toBe(APP_VERSION);
		expect(stored.events.map((e) => e.ev)).toEqual(body.save.events.map((e: { ev: unknown }) => e.ev));
		const opened = await openSave(db, r.id, defs);
		expect(opened.ok && opened.restoredBy).toBe('snapshot');
	});

	it('migrateSave: 1 → current, without changing the input', () => {
		const v1 = { formatVersion: 1, id: 'a' };
		expect(migrateSave(v1)).toEqual({ formatVersion: SAVE_FORMAT_VERSION, id: 'a' });
		expect(v1.formatVersion).toBe(1);
		expect(migrateSave({ formatVersion: 'x' })).toEqual({ formatVersion: 'x' });
	});
});
