import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { DB_NAME, MiddleEarthDb, SCHEMA_HISTORY, getDb, newId, openDatabase, stamp, type SchemaStep } from '$lib/storage/db';
import { listSaves, mostRecentActive, getSave } from '$lib/storage/saves';
import { closeAll, freshDb } from './helpers';

afterEach(closeAll);

/**
 * The version 1 schema as it shipped, frozen here on purpose (not imported from db.ts): a
 * later change to SCHEMA_HISTORY must still open databases written by version 1.
 */
const V1_STORES = {
	saves: 'id, gameId, status, updatedAt, [status+updatedAt]',
	events: '[saveId+seq]',
	snapshots: 'saveId',
	campaigns: 'id, gameId, status, updatedAt',
	settings: 'key'
};

/** A save record exactly as version 1 of the app writes it. */
function v1Save(id: string, status: string, updatedAt: number) {
	return {
		id,
		gameId: 'two-towers',
		seats: [{ name: 'Ann' }, { name: 'Bob' }],
		options: { withBoom: false },
		seed: 1,
		formatVersion: 1,
		moves: 1,
		createdAt: 1000,
		updatedAt,
		status
	};
}

async function writeV1(name: string) {
	const old = new Dexie(name);
	old.version(1).stores(V1_STORES);
	await old.table('saves').bulkAdd([v1Save('a', 'active', 2000), v1Save('b', 'finished', 3000), v1Save('c', 'active', 2500)]);
	for (const id of ['a', 'b', 'c']) {
		await old.table('events').add({ saveId: id, seq: 0, entry: { ev: { type: 'pass', seat: 0 }, by: 'human', reveal: false, at: 5 } });
		await old.table('snapshots').add({ saveId: id, snapshot: { value: 'playing', context: { id } } });
	}
	await old.table('settings').put({ key: 'locale', value: 'fr' });
	await old.table('campaigns').put({ id: 'k', gameId: 'lcg', saveIds: ['a'], status: 'active', data: {}, createdAt: 1, updatedAt: 1 });
	old.close();
}

describe('database', () => {
	it('is named middle-earth-table by default and has saves, campaigns and settings', async () => {
		expect(DB_NAME).toBe('middle-earth-table');
		expect(getDb().name).toBe('middle-earth-table');
		expect(getDb()).toBe(getDb());
		const db = freshDb();
		await db.open();
		expect(db.tables.map((t) => t.name).sort()).toEqual(['campaigns', 'decks', 'events', 'saves', 'settings', 'snapshots']);
		expect(db.verno).toBe(SCHEMA_HISTORY[SCHEMA_HISTORY.length - 1].version);
		expect(db.saves.schema.primKey.name).toBe('id');
		expect(db.saves.schema.indexes.map((i) => i.name).sort()).toEqual(['[status+updatedAt]', 'gameId', 'status', 'updatedAt']);
		expect(db.events.schema.primKey.name).toBe('[saveId+seq]');
		expect(db.snapshots.schema.primKey.name).toBe('saveId');
		expect(openDatabase('x-' + newId()).name).toMatch(/^x-/);
	});

	it('opens a database written with the version 1 structure, records intact', async () => {
		const name = `v1-${newId()}`;
		await writeV1(name);
		const db = freshDb(name);
		expect((await listSaves(db)).map((s) => s.id)).toEqual(['b', 'c', 'a']);
		expect((await mostRecentActive(db))?.id).toBe('c');
		expect(await db.settings.get('locale')).toMatchObject({ value: 'fr' });
		expect(await db.campaigns.get('k')).toMatchObject({ saveIds: ['a'] });
		const a = (await getSave(db, 'a'))!;
		expect(a.seats).toEqual([{ name: 'Ann' }, { name: 'Bob' }]);
		expect(a.events).toEqual([{ ev: { type: 'pass', seat: 0 }, by: 'human', reveal: false, at: 5 }]);
		// A format-1 snapshot row carries no tie to its log: it is kept, but not trusted (replay).
		expect(a.snapshot).toBeNull();
		expect((await db.snapshots.get('a'))!.snapshot).toEqual({ value: 'playing', context: { id: 'a' } });
		expect(a).not.toHaveProperty('moves');
	});

	it('runs an appended schema step and its upgrade once over version 1 data (the migration path)', async () => {
		const name = `v2-${newId()}`;
		await writeV1(name);
		let runs = 0;
		const v2: SchemaStep = {
			version: 2,
			stores: { saves: 'id, gameId, status, updatedAt, [status+updatedAt], title' },
			upgrade: (tx) => {
				runs++;
				return tx
					.table('saves')
					.toCollection()
					.modify((s: { title?: string; gameId: string }) => {
						s.title ??= `untitled ${s.gameId}`;
					});
			}
		};
		const db = new MiddleEarthDb(name, [...SCHEMA_HISTORY, v2]);
		expect((await db.saves.get('a'))?.title).toBe('untitled two-towers');
		expect(await db.saves.where('title').equals('untitled two-towers').count()).toBe(3);
		db.close();
		const again = new MiddleEarthDb(name, [...SCHEMA_HISTORY, v2]);
		await again.open();
		expect(again.verno).toBe(2);
		expect(runs).toBe(1);
		again.close();
	});
});

describe('ids and stamps', () => {
	it('newId gives 22 URL-safe characters, all different', () => {
		const ids = new Set(Array.from({ length: 2000 }, newId));
		expect(ids.size).toBe(2000);
		for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
	});
	it('stamp strictly increases, even within one millisecond', () => {
		const xs = Array.from({ length: 100 }, stamp);
		for (let i = 1; i < xs.length; i++) expect(xs[i]).toBeGreaterThan(xs[i - 1]);
		expect(Math.abs(xs[0] - Date.now())).toBeLessThan(1000);
	});
});
