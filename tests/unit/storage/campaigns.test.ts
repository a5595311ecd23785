import { afterEach, describe, expect, it } from 'vitest';
import { addSaveToCampaign, createCampaign, deleteCampaign, getCampaign, listCampaigns, updateCampaign, CampaignNotFoundError } from '$lib/storage/campaigns';
import { createSave, getSave } from '$lib/storage/saves';
import { SaveNotFoundError } from '$lib/storage/errors';
import { TWO } from '../engine/toy-game';
import { closeAll, freshDb } from './helpers';
import type { MiddleEarthDb } from '$lib/storage/db';

afterEach(closeAll);

const save = (db: MiddleEarthDb) => createSave(db, { gameId: 'lcg', seats: TWO, options: {}, seed: 1, snapshot: null, events: [{ ev: { type: 'x', seat: 0 }, by: 'human', reveal: false, at: 0 }] });

describe('campaigns', () => {
	it('link saves in order, carry game data, change status, list newest first', async () => {
		const db = freshDb();
		const c = await createCampaign(db, { gameId: 'lcg', title: 'Core campaign', data: { scores: [] } });
		expect(c).toMatchObject({ gameId: 'lcg', title: 'Core campaign', saveIds: [], status: 'active', data: { scores: [] } });
		const s1 = await save(db);
		const s2 = await save(db);
		await addSaveToCampaign(db, c.id, s1.id);
		await addSaveToCampaign(db, c.id, s2.id);
		await updateCampaign(db, c.id, { data: { scores: [120, 95] } });
		const got = (await getCampaign(db, c.id))!;
		expect(got.saveIds).toEqual([s1.id, s2.id]);
		expect(got.data).toEqual({ scores: [120, 95] });
		await updateCampaign(db, c.id, { status: 'finished' });
		expect((await getCampaign(db, c.id))!.status).toBe('finished');
		const other = await createCampaign(db, { gameId: 'lcg' });
		expect((await listCampaigns(db)).map((x) => x.id)).toEqual([other.id, c.id]);
		expect(await listCampaigns(db, 'risk')).toEqual([]);
		await expect(addSaveToCampaign(db, 'nope', s1.id)).rejects.toThrow(CampaignNotFoundError);
		await expect(addSaveToCampaign(db, c.id, 'nope')).rejects.toThrow(SaveNotFoundError);
		await expect(updateCampaign(db, 'nope', {})).rejects.toThrow(CampaignNotFoundError);
	});

	it('delete keeps the saves unless asked, then deletes them whole', async () => {
		const db = freshDb();
		const c1 = await createCampaign(db, { gameId: 'lcg' });
		const c2 = await createCampaign(db, { gameId: 'lcg' });
		const s1 = await save(db);
		const s2 = await save(db);
		await addSaveToCampaign(db, c1.id, s1.id);
		await addSaveToCampaign(db, c2.id, s2.id);
		expect(await deleteCampaign(db, c1.id)).toBe(true);
		expect(await getSave(db, s1.id)).toBeDefined();
		expect(await deleteCampaign(db, c2.id, true)).toBe(true);
		expect(await getSave(db, s2.id)).toBeUndefined();
		expect([await db.saves.count(), await db.events.count(), await db.snapshots.count()]).toEqual([1, 1, 1]);
		expect(await deleteCampaign(db, c2.id)).toBe(false);
	});
});
