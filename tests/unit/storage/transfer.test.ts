import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ImportError, type ImportReason } from '$lib/storage/errors';
import { exportAllSaves, exportSave, importSaves, parseSaveFile, saveFileBody, APP_MARKER, IMPORT_LIMITS } from '$lib/storage/transfer';
import { getSave, listSaves } from '$lib/storage/saves';
import { openSave } from '$lib/storage/resume';
import { LiveGame } from '$lib/storage/live';
import { SAVE_FORMAT_VERSION, type SaveRecord } from '$lib/storage/types';
import { toyGame, TWO, draw, pass } from '../engine/toy-game';
import { DEFS, closeAll, freshDb, json } from './helpers';
import type { MiddleEarthDb } from '$lib/storage/db';

afterEach(closeAll);

async function game(db: MiddleEarthDb, seed = 4, events = [pass(0), draw(1), pass(0)]) {
	const g = await LiveGame.create(db, toyGame, TWO, seed, {}, `game ${seed}`);
	for (const ev of events) await g.send(ev, ev.seat === 1 ? 'bot' : 'human');
	return g;
}

async function fileOf(db: MiddleEarthDb, id: string) {
	return (await exportSave(db, id))!;
}

/** The exported body of a save, to damage in tests. */
async function bodyOf(db: MiddleEarthDb, id: string) {
	return JSON.parse((await fileOf(db, id)).text);
}

/** Expects the import to be refused with a message matching `re`, storing nothing. */
async function refused(text: string, re: RegExp, field?: string, reason?: ImportReason) {
	const db = freshDb();
	const err = await importSaves(db, text, DEFS).catch((e) => e);
	expect(err).toBeInstanceOf(ImportError);
	expect(err.message).toMatch(re);
	if (field !== undefined) expect(err.field).toBe(field);
	if (reason !== undefined) expect(err.reason).toBe(reason);
	expect([await db.saves.count(), await db.events.count(), await db.snapshots.count()]).toEqual([0, 0, 0]);
	return err as ImportError;
}

describe('export', () => {
	it('exports one save as { app, kind: save, formatVersion, save } with a file name', async () => {
		const db = freshDb();
		const g = await game(db);
		const file = await fileOf(db, g.id);
		expect(file.filename).toMatch(new RegExp(`^middle-earth-table-two-towers-\\d{4}-\\d\\d-\\d\\d-${g.id.slice(0, 8).replace(/-/g, '\\-')}\\.json$`));
		const body = JSON.parse(file.text);
		expect(body).toMatchObject({ app: 'middle-earth-table', kind: 'save', formatVersion: SAVE_FORMAT_VERSION });
		expect(body.save).toEqual(json(await getSave(db, g.id)));
		expect(await exportSave(db, 'nope')).toBeUndefined();
	});

	it('exports all saves in one file, newest first', async () => {
		const db = freshDb();
		const a = await game(db, 1);
		const b = await game(db, 2);
		const file = await exportAllSaves(db);
		expect(file.filename).toMatch(/^middle-earth-table-saves-\d{4}-\d\d-\d\d\.json$/);
		const body = JSON.parse(file.text);
		expect(body.kind).toBe('saves');
		expect(body.saves.map((s: SaveRecord) => s.id)).toEqual([b.id, a.id]);
	});
});

describe('import', () => {
	it('round trip: an exported save imports into another device and resumes at the same state', async () => {
		const src = freshDb();
		const g = await game(src);
		const file = await fileOf(src, g.id);
		const dst = freshDb();
		const out = await importSaves(dst, file.text, DEFS);
		expect(out).toEqual([{ id: g.id, originalId: g.id, renamed: false, gameId: toyGame.id }]);
		expect(await getSave(dst, g.id)).toEqual(await getSave(src, g.id));
		const r = await openSave(dst, g.id, DEFS);
		if (!r.ok) throw new Error(r.reason);
		expect(json(r.session.persisted())).toEqual(json(g.session.persisted()));
		expect(r.session.canUndo()).toBe(true); // the reveal flags and bot/human marks survived
	});

	it('round trip of all saves', async () => {
		const src = freshDb();
		await game(src, 1);
		await game(src, 2, [draw(0)]);
		const dst = freshDb();
		const out = await importSaves(dst, (await exportAllSaves(src)).text, DEFS);
		expect(out).toHaveLength(2);
		expect(json(await listSaves(dst))).toEqual(json(await listSaves(src)));
	});

	it('never overwrites: an id that exists gets a new id, both saves are kept', async () => {
		const db = freshDb();
		const g = await game(db);
		const file = await fileOf(db, g.id);
		await g.send(draw(1)); // the local game moves on
		const local = await getSave(db, g.id);
		const [imp] = await importSaves(db, file.text, DEFS);
		expect(imp.renamed).toBe(true);
		expect(imp.originalId).toBe(g.id);
		expect(imp.id).not.toBe(g.id);
		expect(await getSave(db, g.id)).toEqual(local);
		expect((await getSave(db, imp.id))!.events).toHaveLength(3);
		// the same file twice in one import also gets two ids
		const body = JSON.parse(file.text);
		const twice = JSON.stringify({ app: APP_MARKER, kind: 'saves', formatVersion: 1, saves: [body.save, body.save] });
		const ids = (await importSaves(db, twice, DEFS)).map((x) => x.id);
		expect(new Set([...ids, g.id, imp.id]).size).toBe(4);
	});

	it('a campaign keeps its id when it is free (its saves name it), else gets a new one; never overwritten', async () => {
		const src = freshDb();
		const g = await game(src);
		await src.campaigns.add({ id: 'camp-1', gameId: 'two-towers', saveIds: [g.id], status: 'active', data: { n: 1 }, createdAt: 1, updatedAt: 2 });
		const text = (await exportAllSaves(src)).text;
		const dst = freshDb();
		const first = await importSaves(dst, text, DEFS);
		expect(first.campaigns).toEqual(['camp-1']);
		expect(await dst.campaigns.get('camp-1')).toMatchObject({ saveIds: [g.id], data: { n: 1 } });
		const again = await importSaves(dst, text, DEFS);
		expect(again.campaigns).toHaveLength(1);
		expect(again.campaigns![0]).not.toBe('camp-1');
		expect(await dst.campaigns.get(again.campaigns![0])).toMatchObject({ saveIds: [again[0].id] });
		expect(await dst.campaigns.get('camp-1')).toMatchObject({ saveIds: [g.id] });
	});

	it('recomputes snapshot, reveal flags and status from the replay instead of trusting the file', async () => {
		const db = freshDb();
		const g = await game(db);
		const body = await bodyOf(db, g.id);
		body.save.snapshot = { value: 'playing', context: { scores: [99, 99] } };
		body.save.events[1].reveal = false; // a forged "not a reveal" to allow undoing a draw
		body.save.status = 'broken';
		const dst = freshDb();
		const [imp] = await importSaves(dst, JSON.stringify(body), DEFS);
		const stored = (await getSave(dst, imp.id))!;
		expect(stored.snapshot).toEqual(json(g.session.persisted()));
		expect(stored.events[1].reveal).toBe(true);
		expect(stored.status).toBe('active');
	});

	it("keeps the mark of an action window the table passed by itself (auto) through export and import", async () => {
		const db = freshDb();
		const g = await game(db);
		const body = await bodyOf(db, g.id);
		body.save.events[body.save.events.length - 1].auto = true;
		const dst = freshDb();
		const [imp] = await importSaves(dst, JSON.stringify(body), DEFS);
		const stored = (await getSave(dst, imp.id))!;
		expect(stored.events.map((e) => e.auto === true)).toEqual(body.save.events.map((_: unknown, k: number) => k === body.save.events.length - 1));
		// Anything but true is refused as a damaged field, not silently kept.
		body.save.events[0].auto = 'yes';
		await expect(importSaves(freshDb(), JSON.stringify(body), DEFS)).rejects.toThrow();
	});

	it('refuses a corrupt file', async () => {
		const db = freshDb();
		const g = await game(db);
		const text = (await fileOf(db, g.id)).text;
		await refused(text.slice(0, text.length / 2), /damaged: it is not valid JSON/);
		await refused('', /empty/);
	});

	it('refuses foreign JSON', async () => {
		await refused(JSON.stringify({ hello: 'world' }), /not a Middle-earth Table save file/, undefined, 'not-ours');
		await refused(JSON.stringify([1, 2, 3]), /not a Middle-earth Table save file/);
		await refused('42', /not a Middle-earth Table save file/);
		await refused(JSON.stringify({ app: APP_MARKER, kind: 'settings', formatVersion: 1 }), /does not hold a saved game/, undefined, 'not-a-save');
	});

	it('names the wrong field', async () => {
		const db = freshDb();
		const g = await game(db);
		const cases: [(b: { save: Record<string, any> }) => void, RegExp, string][] = [
			[(b) => (b.save.events[2].ev.seat = 'x'), /^The file is damaged: the field save\.events\[2\]\.ev\.seat is missing or wrong\.$/, 'save.events[2].ev.seat'],
			[(b) => delete b.save.seed, /field save\.seed is missing or wrong/, 'save.seed'],
			[(b) => (b.save.seats = Array.from({ length: 9 }, () => ({ name: 'A' }))), /field save\.seats is missing or wrong/, 'save.seats'],
			[(b) => (b.save.id = '../../etc'), /field save\.id is missing or wrong/, 'save.id'],
			[(b) => (b.save.status = 'won'), /field save\.status is missing or wrong/, 'save.status'],
			[(b) => (b.save.events[0].by = 'alien'), /field save\.events\[0\]\.by is missing or wrong/, 'save.events[0].by'],
			[(b) => (b.save.seats[0].admin = true), /field save\.seats\[0\]\.admin is missing or wrong/, 'save.seats[0].admin']
		];
		for (const [damage, re, field] of cases) {
			const body = await bodyOf(db, g.id);
			damage(body);
			await refused(JSON.stringify(body), re, field, 'field');
		}
	});

	it('one name limit (NAME_MAX = 24, as the new-game form); bidi controls are removed, not counted', async () => {
		const db = freshDb();
		const g = await game(db);
		const long = await bodyOf(db, g.id);
		long.save.seats[1].name = 'x'.repeat(IMPORT_LIMITS.nameChars + 1);
		expect(IMPORT_LIMITS.nameChars).toBe(24);
		await refused(JSON.stringify(long), /longer than 24 characters/, undefined, 'name-too-long');
		const bidi = await bodyOf(db, g.id);
		bidi.save.seats[0].name = '\u202Enna' + 'x'.repeat(20) + '\u2066';
		const dst = freshDb();
		const [r] = await importSaves(dst, JSON.stringify(bidi), DEFS);
		expect((await getSave(dst, r.id))!.seats[0].name).toBe('nna' + 'x'.repeat(20));
	});

	it("checks options against the game's schema and size limit", async () => {
		const db = freshDb();
		const g = await game(db);
		const huge = await bodyOf(db, g.id);
		huge.save.options = { note: 'x'.repeat(IMPORT_LIMITS.optionsChars + 1) };
		await refused(JSON.stringify(huge), /options this game does not accept/, undefined, 'options');
		const wrong = await bodyOf(db, g.id);
		wrong.save.options = { ...wrong.save.options, withBoom: 'yes' };
		const err = await importSaves(freshDb(), JSON.stringify(wrong), DEFS).catch((e) => e);
		expect(err).toBeInstanceOf(ImportError);
		expect(err.reason).toBe('options');
		// the same file is accepted by a game whose schema takes any value of that key
		const loose = { [toyGame.id]: { ...toyGame, optionsSchema: v.strictObject({ withBoom: v.unknown() }) } };
		expect(await importSaves(freshDb(), JSON.stringify(wrong), loose)).toHaveLength(1);
	});

	it('refuses a file from a newer app', async () => {
		const db = freshDb();
		const g = await game(db);
		const body = await bodyOf(db, g.id);
		body.formatVersion = SAVE_FORMAT_VERSION + 1;
		await refused(JSON.stringify(body), /newer version of the app/, undefined, 'newer-format');
		const inner = await bodyOf(db, g.id);
		inner.save.formatVersion = SAVE_FORMAT_VERSION + 1;
		await refused(JSON.stringify(inner), /newer version of the app/, undefined, 'newer-format');
	});

	it('refuses a game the app does not know, or a wrong number of players for it', async () => {
		const db = freshDb();
		const g = await game(db);
		const body = await bodyOf(db, g.id);
		body.save.gameId = 'chess';
		await refused(JSON.stringify(body), /for a game this app does not have/, undefined, 'unknown-game');
		const five = await bodyOf(db, g.id);
		five.save.seats = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name }));
		await refused(JSON.stringify(five), /wrong number of players/, undefined, 'players');
	});

	it('refuses a log that does not replay, saying which move', async () => {
		const db = freshDb();
		const g = await game(db);
		const body = await bodyOf(db, g.id);
		body.save.events[2].ev = { type: 'draw', seat: 1 };
		await refused(JSON.stringify(body), /does not replay: move 3 is not a legal move/, undefined, 'replay');
		const other = await bodyOf(db, g.id);
		other.save.seed += 1; // same moves, another deck: still legal here, so it imports
		const dst = freshDb();
		expect(await importSaves(dst, JSON.stringify(other), DEFS)).toHaveLength(1);
		const extra = await bodyOf(db, g.id);
		extra.save.events[0].ev.cheat = true;
		await refused(JSON.stringify(extra), /move 1 is not a legal move/);
	});

	it('stores nothing when one save of several is refused', async () => {
		const db = freshDb();
		const a = await game(db, 1);
		const b = await game(db, 2);
		const bad = await bodyOf(db, b.id);
		bad.save.events[0].ev.seat = 1;
		const text = JSON.stringify({ app: APP_MARKER, kind: 'saves', formatVersion: 1, saves: [(await bodyOf(db, a.id)).save, bad.save] });
		const err = await refused(text, /Saved game 2 of the file does not replay: move 1/);
		expect(err.code).toBe('import-refused');
	});

	it('parseSaveFile refuses an empty list and a too large file', () => {
		expect(() => parseSaveFile(JSON.stringify({ app: APP_MARKER, kind: 'saves', formatVersion: 1, saves: [] }))).toThrow(/holds no saved game/);
		expect(() => parseSaveFile(' '.repeat(IMPORT_LIMITS.fileChars + 1))).toThrow(/too large/);
		expect(saveFileBody({} as SaveRecord)).toMatchObject({ app: APP_MARKER, kind: 'save' });
	});
});
