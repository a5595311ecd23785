import { afterEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { GameSession } from '$lib/engine/session';
import { commitEvent, createSave, deleteSave, getSave, listSaves, mostRecentActive, replaceLog, setSaveStatus, setSaveTitle } from '$lib/storage/saves';
import { SaveConflictError, SaveNotFoundError, StorageFullError, isQuotaError } from '$lib/storage/errors';
import { addSaveToCampaign, createCampaign, getCampaign } from '$lib/storage/campaigns';
import { SAVE_FORMAT_VERSION } from '$lib/storage/types';
import { toyGame, TWO, draw, pass } from '../engine/toy-game';
import { closeAll, freshDb, json } from './helpers';
import { logHash } from '$lib/storage/hash';
import type { LoggedEvent } from '$lib/engine/session';

/** The tie (length, hash) of a log, as `commitEvent` expects it. */
const tieOf = (log: readonly LoggedEvent[]) => ({ length: log.length, hash: logHash(json(log)) });
import type { MiddleEarthDb } from '$lib/storage/db';

afterEach(() => {
	vi.restoreAllMocks();
	closeAll();
});

function newGame(seed = 1) {
	return GameSession.start(toyGame, TWO, seed);
}

async function saveOf(db: MiddleEarthDb, s: GameSession, extra: { title?: string } = {}) {
	return createSave(db, { gameId: toyGame.id, seats: s.setup.seats, options: s.setup.options, seed: s.setup.seed, snapshot: s.persisted(), ...extra });
}

/** Makes every IndexedDB put fail as a full disk does. */
function diskFull() {
	const proto = (globalThis as unknown as { IDBObjectStore: { prototype: { put: () => void; add: () => void } } }).IDBObjectStore.prototype;
	const fail = () => {
		throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
	};
	return [vi.spyOn(proto, 'put').mockImplementation(fail), vi.spyOn(proto, 'add').mockImplementation(fail)];
}

describe('createSave / getSave', () => {
	it('stores the whole record with the current format version', async () => {
		const db = freshDb();
		const s = newGame(5);
		const rec = await saveOf(db, s, { title: 'Friday' });
		expect(rec.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
		const got = await getSave(db, rec.id);
		expect(got).toEqual(rec);
		expect(got).toMatchObject({ gameId: 'two-towers', seats: TWO, seed: 5, events: [], status: 'active', formatVersion: SAVE_FORMAT_VERSION, title: 'Friday' });
		expect(got!.snapshot).toEqual(json(s.persisted()));
		expect(got!.createdAt).toBe(got!.updatedAt);
		expect(await getSave(db, 'nope')).toBeUndefined();
	});
});

describe('commitEvent', () => {
	it('appends the event and writes the snapshot after it, per event', async () => {
		const db = freshDb();
		const s = newGame();
		const rec = await saveOf(db, s);
		let last = rec.updatedAt;
		for (const ev of [draw(0), pass(1), draw(0)]) {
			const entry = s.send(ev);
			const tie = await commitEvent(db, rec.id, entry, s.persisted(), 'active', tieOf(s.log.slice(0, -1)));
			expect(tie).toEqual(tieOf(s.log));
			const stored = (await getSave(db, rec.id))!;
			expect(stored.events).toEqual(json(s.log));
			expect(stored.snapshot).toEqual(json(s.persisted()));
			expect(stored.updatedAt).toBeGreaterThan(last);
			last = stored.updatedAt;
		}
	});

	it('refuses to write when the stored log does not have the expected length (another tab moved on)', async () => {
		const db = freshDb();
		const s = newGame();
		const rec = await saveOf(db, s);
		const e1 = s.send(draw(0));
		await commitEvent(db, rec.id, e1, s.persisted(), 'active', tieOf([]));
		const e2 = s.send(pass(1));
		await expect(commitEvent(db, rec.id, e2, s.persisted(), 'active', tieOf([]))).rejects.toThrow(SaveConflictError);
		expect((await getSave(db, rec.id))!.events).toHaveLength(1);
	});

	it('throws SaveNotFoundError for a deleted save', async () => {
		const db = freshDb();
		const s = newGame();
		await expect(commitEvent(db, 'gone', s.send(draw(0)), s.persisted(), 'active')).rejects.toThrow(SaveNotFoundError);
	});

	it('turns a full disk into StorageFullError and keeps the last good save intact', async () => {
		const db = freshDb();
		const s = newGame();
		const rec = await saveOf(db, s);
		await commitEvent(db, rec.id, s.send(draw(0)), s.persisted(), 'active');
		const good = await getSave(db, rec.id);
		const spies = diskFull();
		const entry = s.send(pass(1));
		const err = await commitEvent(db, rec.id, entry, s.persisted(), 'active').catch((e) => e);
		expect(err).toBeInstanceOf(StorageFullError);
		expect(err.code).toBe('storage-full');
		expect(err.message).toMatch(/storage is full/);
		expect(err.message).toMatch(/kept as it was before this move/);
		expect(spies.some((spy) => spy.mock.calls.length > 0)).toBe(true);
		for (const spy of spies) spy.mockRestore();
		expect(await getSave(db, rec.id)).toEqual(good);
		// space freed: the same commit now works
		await commitEvent(db, rec.id, entry, s.persisted(), 'active', tieOf(s.log.slice(0, 1)));
		expect((await getSave(db, rec.id))!.events).toHaveLength(2);
	});

	it('a full disk on createSave stores nothing', async () => {
		const db = freshDb();
		diskFull();
		await expect(saveOf(db, newGame())).rejects.toThrow(StorageFullError);
		vi.restoreAllMocks();
		expect([await db.saves.count(), await db.events.count(), await db.snapshots.count()]).toEqual([0, 0, 0]);
	});
});

describe('isQuotaError', () => {
	it('recognises quota errors however they are wrapped', () => {
		const quota = new DOMException('full', 'QuotaExceededError');
		expect(isQuotaError(quota)).toBe(true);
		expect(isQuotaError(new Dexie.AbortError('Transaction aborted', quota))).toBe(true);
		expect(isQuotaError(new Dexie.QuotaExceededError('full'))).toBe(true);
		expect(isQuotaError(new Error('wrapped', { cause: new Dexie.AbortError('aborted', quota) }))).toBe(true);
		expect(isQuotaError({ name: 'BulkError', failures: [new Error('x'), quota] })).toBe(true);
		expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
		expect(isQuotaError(new Dexie.AbortError('Transaction aborted', new DOMException('x', 'AbortError')))).toBe(false);
		expect(isQuotaError(new Error('other'))).toBe(false);
		expect(isQuotaError(null)).toBe(false);
	});
});

describe('replaceLog', () => {
	it('replaces log, snapshot and status in one write', async () => {
		const db = freshDb();
		const s = newGame();
		const rec = await saveOf(db, s);
		for (const ev of [pass(0), pass(1)]) await commitEvent(db, rec.id, s.send(ev), s.persisted(), 'active');
		const before = s.log.slice();
		s.undo();
		await replaceLog(db, rec.id, s.log, s.persisted(), 'active', tieOf(before));
		const stored = (await getSave(db, rec.id))!;
		expect(stored.events).toEqual(json(s.log));
		expect(stored.events).toHaveLength(1);
		expect(stored.snapshot).toEqual(json(s.persisted()));
		await expect(replaceLog(db, rec.id, [], s.persisted(), 'active', { length: 5, hash: 'x' })).rejects.toThrow(SaveConflictError);
		diskFull();
		await expect(replaceLog(db, rec.id, [], null)).rejects.toThrow(StorageFullError);
		vi.restoreAllMocks();
		expect(await getSave(db, rec.id)).toEqual(stored);
	});
});

describe('listSaves / mostRecentActive / deleteSave', () => {
	it('lists newest first with game, players, dates, status and moves', async () => {
		const db = freshDb();
		const a = await saveOf(db, newGame(1), { title: 'A' });
		const b = await saveOf(db, newGame(2));
		const c = await saveOf(db, newGame(3));
		expect((await listSaves(db)).map((x) => x.id)).toEqual([c.id, b.id, a.id]);
		// playing a moves it to the top
		const s = newGame(1);
		await commitEvent(db, a.id, s.send(draw(0)), s.persisted(), 'active');
		const list = await listSaves(db);
		expect(list.map((x) => x.id)).toEqual([a.id, c.id, b.id]);
		expect(list[0]).toEqual({
			id: a.id,
			gameId: 'two-towers',
			title: 'A',
			players: ['Ann', 'Bob'],
			seats: TWO,
			createdAt: a.createdAt,
			updatedAt: list[0].updatedAt,
			status: 'active',
			moves: 1
		});
		expect(list[0]).not.toHaveProperty('events');
		expect(list[0]).not.toHaveProperty('snapshot');
		await setSaveStatus(db, c.id, 'finished');
		expect((await listSaves(db, { status: 'finished' })).map((x) => x.id)).toEqual([c.id]);
		expect((await listSaves(db, { gameId: 'risk' })).length).toBe(0);
	});

	it('most recent active skips finished and broken saves, null when none', async () => {
		const db = freshDb();
		expect(await mostRecentActive(db)).toBeNull();
		const a = await saveOf(db, newGame(1));
		const b = await saveOf(db, newGame(2));
		const c = await saveOf(db, newGame(3));
		expect((await mostRecentActive(db))?.id).toBe(c.id);
		await setSaveStatus(db, c.id, 'finished');
		expect((await mostRecentActive(db))?.id).toBe(b.id);
		await setSaveStatus(db, b.id, 'broken');
		expect((await mostRecentActive(db))?.id).toBe(a.id);
		await setSaveStatus(db, a.id, 'finished');
		expect(await mostRecentActive(db)).toBeNull();
		await expect(setSaveStatus(db, 'nope', 'active')).rejects.toThrow(SaveNotFoundError);
	});

	it('deletes a save and unlinks it from its campaign', async () => {
		const db = freshDb();
		const a = await saveOf(db, newGame(1));
		const b = await saveOf(db, newGame(2));
		const camp = await createCampaign(db, { gameId: 'lcg', data: { threat: 0 } });
		await addSaveToCampaign(db, camp.id, a.id);
		await addSaveToCampaign(db, camp.id, b.id);
		await addSaveToCampaign(db, camp.id, a.id);
		expect((await getCampaign(db, camp.id))!.saveIds).toEqual([a.id, b.id]);
		expect(await deleteSave(db, a.id)).toBe(true);
		expect(await deleteSave(db, a.id)).toBe(false);
		expect(await getSave(db, a.id)).toBeUndefined();
		expect((await listSaves(db)).map((x) => x.id)).toEqual([b.id]);
		expect((await getCampaign(db, camp.id))!.saveIds).toEqual([b.id]);
	});

	it('renames a save, and a blank title removes it', async () => {
		const db = freshDb();
		const a = await saveOf(db, newGame(1));
		await setSaveTitle(db, a.id, '  Game night  ');
		expect((await getSave(db, a.id))!.title).toBe('Game night');
		await setSaveTitle(db, a.id, ' ');
		expect(await getSave(db, a.id)).not.toHaveProperty('title');
		await expect(setSaveTitle(db, 'nope', 'x')).rejects.toThrow(SaveNotFoundError);
	});
});

describe('stored layout', () => {
	it('a move writes one event row, one snapshot and the small save row, however long the game', async () => {
		const db = freshDb();
		const long = Array.from({ length: 3000 }, (_, i) => ({ ev: pass(i % 2), by: 'human' as const, reveal: false, at: i }));
		const rec = await createSave(db, { gameId: toyGame.id, seats: TWO, options: {}, seed: 1, snapshot: null, events: long });
		expect(await db.events.count()).toBe(3000);
		const proto = (globalThis as unknown as { IDBObjectStore: { prototype: { put: () => void; add: () => void } } }).IDBObjectStore.prototype;
		const put = vi.spyOn(proto, 'put');
		const add = vi.spyOn(proto, 'add');
		await commitEvent(db, rec.id, { ev: draw(0), by: 'human', reveal: true, at: 1 }, { value: 'x' }, 'active', tieOf(long));
		expect(put.mock.calls.length + add.mock.calls.length).toBe(3);
		vi.restoreAllMocks();
		const got = (await getSave(db, rec.id))!;
		expect(got.events).toHaveLength(3001);
		expect(got.events[3000].ev).toEqual(draw(0));
		expect((await listSaves(db))[0].moves).toBe(3001);
	});

	it('replaceLog rewrites from the first difference and keeps the rest', async () => {
		const db = freshDb();
		const mk = (n: number, seat: number) => ({ ev: pass(seat), by: 'human' as const, reveal: false, at: n });
		const rec = await createSave(db, { gameId: toyGame.id, seats: TWO, options: {}, seed: 1, snapshot: 1, events: [mk(0, 0), mk(1, 1), mk(2, 0), mk(3, 1)] });
		const next = [mk(0, 0), mk(9, 1), mk(10, 0)];
		await replaceLog(db, rec.id, next, 2, 'active', tieOf([mk(0, 0), mk(1, 1), mk(2, 0), mk(3, 1)]));
		const got = (await getSave(db, rec.id))!;
		expect(got.events).toEqual(next);
		expect(got.snapshot).toBe(2);
		expect(await db.events.count()).toBe(3);
		expect((await listSaves(db))[0].moves).toBe(3);
		await replaceLog(db, rec.id, [], 3);
		expect((await getSave(db, rec.id))!.events).toEqual([]);
	});

	it('deleting a save deletes its log and snapshot, not another save’s', async () => {
		const db = freshDb();
		const a = await createSave(db, { gameId: toyGame.id, seats: TWO, options: {}, seed: 1, snapshot: 'a', events: [{ ev: pass(0), by: 'human', reveal: false, at: 0 }] });
		const b = await createSave(db, { gameId: toyGame.id, seats: TWO, options: {}, seed: 1, snapshot: 'b', events: [{ ev: pass(0), by: 'human', reveal: false, at: 0 }] });
		await deleteSave(db, a.id);
		expect([await db.saves.count(), await db.events.count(), await db.snapshots.count()]).toEqual([1, 1, 1]);
		expect((await getSave(db, b.id))!.snapshot).toBe('b');
	});

	it('setting the same status again is fine', async () => {
		const db = freshDb();
		const a = await saveOf(db, newGame(1));
		await setSaveStatus(db, a.id, 'active');
		expect((await getSave(db, a.id))!.status).toBe('active');
	});
});
