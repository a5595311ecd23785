/**
 * Saved decks and campaign checkpoints in Dexie: schema version 2 adds `decks`; a checkpoint
 * is written in one strict-durability transaction and links the scenario's save.
 */
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { MiddleEarthDb } from '$lib/storage/db';
import { deleteDeck, getDeck, listDecks, putDeck, renameDeck } from '$lib/storage/decks';
import { checkpointCampaign, createCampaign, getCampaign, CampaignNotFoundError } from '$lib/storage/campaigns';
import { closeAll, freshDb } from '../storage/helpers';

afterEach(closeAll);

describe('decks table', () => {
	it('creates, lists newest first, renames, replaces and deletes decks of a game', async () => {
		const db = freshDb();
		const a = await putDeck(db, { gameId: 'lcg', name: 'A', data: { heroes: ['01001'], cards: [] } });
		const b = await putDeck(db, { gameId: 'lcg', name: 'B', data: { heroes: ['01002'], cards: [] } });
		await putDeck(db, { gameId: 'two-towers', name: 'other game', data: {} });
		expect((await listDecks(db, 'lcg')).map((d) => d.name)).toEqual(['B', 'A']);
		await renameDeck(db, a.id, 'A renamed');
		expect((await listDecks(db, 'lcg')).map((d) => d.name)).toEqual(['A renamed', 'B']);
		const b2 = await putDeck(db, { id: b.id, gameId: 'lcg', name: 'B', data: { heroes: ['01003'], cards: [] } });
		expect(b2.createdAt).toBe(b.createdAt);
		expect((await getDeck(db, b.id))?.data).toEqual({ heroes: ['01003'], cards: [] });
		expect(await deleteDeck(db, a.id)).toBe(true);
		expect(await deleteDeck(db, a.id)).toBe(false);
		expect(await renameDeck(db, a.id, 'x')).toBeUndefined();
		expect((await listDecks(db, 'lcg')).map((d) => d.name)).toEqual(['B']);
	});

	it('a version 1 database opens at version 2 with its campaigns kept and an empty decks table', async () => {
		const name = `v1-${Math.random()}`;
		const old = new Dexie(name);
		old.version(1).stores({
			saves: 'id, gameId, status, updatedAt, [status+updatedAt]',
			events: '[saveId+seq]',
			snapshots: 'saveId',
			campaigns: 'id, gameId, status, updatedAt',
			settings: 'key'
		});
		await old.table('campaigns').add({ id: 'c1', gameId: 'lcg', saveIds: [], status: 'active', data: {}, createdAt: 1, updatedAt: 1 });
		old.close();
		const db = freshDb(name);
		expect(await db.decks.count()).toBe(0);
		expect((await getCampaign(db, 'c1'))?.status).toBe('active');
		expect(db.verno).toBe(2);
	});
});

describe('campaign checkpoints', () => {
	it('replace the data, link the save once and keep the rest', async () => {
		const db: MiddleEarthDb = freshDb();
		const c = await createCampaign(db, { gameId: 'lcg', title: 'Ours', data: { step: 0 } });
		const w = await checkpointCampaign(db, c.id, { data: { step: 1 }, saveId: 's1' });
		expect(w.saveIds).toEqual(['s1']);
		await checkpointCampaign(db, c.id, { data: { step: 2 }, saveId: 's1', status: 'finished' });
		const back = await getCampaign(db, c.id);
		expect(back).toMatchObject({ title: 'Ours', saveIds: ['s1'], status: 'finished', data: { step: 2 } });
		expect(back!.updatedAt).toBeGreaterThan(c.updatedAt);
	});
	it('throw CampaignNotFoundError for an unknown campaign', async () => {
		const db = freshDb();
		await expect(checkpointCampaign(db, 'nope', { data: {} })).rejects.toBeInstanceOf(CampaignNotFoundError);
	});
});
