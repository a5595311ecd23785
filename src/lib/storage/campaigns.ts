/**
 * Campaigns (DESIGN.md "Sessions, saves, undo": the LCG campaign of three scenarios with
 * scores summed, and nightmare carry-over, are records that link saves in order). The
 * storage layer only keeps the links and the game's own `data`; the LCG code decides what
 * goes in `data` and when a campaign is finished.
 */
import type { GameId } from '$lib/engine/types';
import { newId, stamp, type MiddleEarthDb } from './db';
import { SaveNotFoundError, StorageError, guardQuota } from './errors';
import type { CampaignRecord, CampaignStatus } from './types';
import { deleteSave } from './saves';

/** Thrown when a campaign id does not exist. */
export class CampaignNotFoundError extends StorageError {
	override readonly code = 'campaign-not-found';
	constructor(readonly id: string) {
		super(`There is no campaign with id ${id}.`);
		this.name = 'CampaignNotFoundError';
	}
}

/**
 * Starts a campaign with no save yet.
 * @throws StorageFullError
 */
export async function createCampaign(
	db: MiddleEarthDb,
	init: { gameId: GameId; title?: string; data?: Record<string, unknown> }
): Promise<CampaignRecord> {
	const now = stamp();
	const record: CampaignRecord = { id: newId(), gameId: init.gameId, saveIds: [], status: 'active', data: { ...(init.data ?? {}) }, createdAt: now, updatedAt: now };
	if (init.title !== undefined) record.title = init.title;
	await guardQuota(() => db.campaigns.add(record));
	return record;
}

/** The campaign with this id, or undefined. */
export async function getCampaign(db: MiddleEarthDb, id: string): Promise<CampaignRecord | undefined> {
	return db.campaigns.get(id);
}

/** Campaigns, most recently changed first, optionally of one game. */
export async function listCampaigns(db: MiddleEarthDb, gameId?: GameId): Promise<CampaignRecord[]> {
	const all = await db.campaigns.orderBy('updatedAt').reverse().toArray();
	return gameId ? all.filter((c) => c.gameId === gameId) : all;
}

/**
 * Links a save as the campaign's next scenario (a save already linked is not added twice).
 * @throws CampaignNotFoundError, SaveNotFoundError, StorageFullError
 */
export async function addSaveToCampaign(db: MiddleEarthDb, campaignId: string, saveId: string): Promise<CampaignRecord> {
	return guardQuota(() =>
		db.transaction('rw', db.campaigns, db.saves, async () => {
			const c = await db.campaigns.get(campaignId);
			if (!c) throw new CampaignNotFoundError(campaignId);
			if (!(await db.saves.get(saveId))) throw new SaveNotFoundError(saveId);
			if (!c.saveIds.includes(saveId)) c.saveIds.push(saveId);
			c.updatedAt = stamp();
			await db.campaigns.put(c);
			return c;
		})
	);
}

/**
 * Changes a campaign's status, title and/or game data (`data` replaces the old one whole).
 * @throws CampaignNotFoundError, StorageFullError
 */
export async function updateCampaign(
	db: MiddleEarthDb,
	id: string,
	patch: { status?: CampaignStatus; title?: string; data?: Record<string, unknown> }
): Promise<CampaignRecord> {
	return guardQuota(() =>
		db.transaction('rw', db.campaigns, async () => {
			const c = await db.campaigns.get(id);
			if (!c) throw new CampaignNotFoundError(id);
			if (patch.status !== undefined) c.status = patch.status;
			if (patch.title !== undefined) c.title = patch.title;
			if (patch.data !== undefined) c.data = { ...patch.data };
			c.updatedAt = stamp();
			await db.campaigns.put(c);
			return c;
		})
	);
}

/**
 * Deletes a campaign; its saves are kept unless `withSaves` is true.
 * @returns true when a campaign was deleted
 */
export async function deleteCampaign(db: MiddleEarthDb, id: string, withSaves = false): Promise<boolean> {
	return guardQuota(() =>
		db.transaction('rw', [db.campaigns, db.saves, db.events, db.snapshots], async () => {
			const c = await db.campaigns.get(id);
			if (!c) return false;
			if (withSaves) for (const saveId of c.saveIds) await deleteSave(db, saveId);
			await db.campaigns.delete(id);
			return true;
		})
	);
}

/**
 * Writes a campaign checkpoint (the end of a scenario) with strict durability: the
 * transaction completes only once the browser has flushed it to disk (IndexedDB
 * `durability: 'strict'`), unlike the app's other writes ('relaxed', db.ts), because a
 * checkpoint is what a group resumes from weeks later. Reads and writes in one transaction.
 * @param patch the new game data (replaces the old one whole), optionally a status and a
 *   save to link (not linked twice)
 * @returns the record as written
 * @throws CampaignNotFoundError, StorageFullError
 */
export async function checkpointCampaign(
	db: MiddleEarthDb,
	id: string,
	patch: { data: Record<string, unknown>; status?: CampaignStatus; saveId?: string }
): Promise<CampaignRecord> {
	if (!db.isOpen()) await db.open();
	const idb = db.backendDB();
	const data = structuredClone(patch.data);
	return guardQuota(
		() =>
			new Promise<CampaignRecord>((resolve, reject) => {
				const tx = idb.transaction(['campaigns'], 'readwrite', { durability: 'strict' });
				const store = tx.objectStore('campaigns');
				let written: CampaignRecord | null = null;
				const get = store.get(id);
				get.onsuccess = () => {
					const c = get.result as CampaignRecord | undefined;
					if (!c) {
						tx.abort();
						return;
					}
					const saveIds = patch.saveId && !c.saveIds.includes(patch.saveId) ? [...c.saveIds, patch.saveId] : c.saveIds;
					written = { ...c, data, saveIds, status: patch.status ?? c.status, updatedAt: stamp() };
					store.put(written);
				};
				tx.oncomplete = () => resolve(written!);
				tx.onabort = () => reject(written === null && !tx.error ? new CampaignNotFoundError(id) : tx.error);
				tx.onerror = () => undefined;
			})
	);
}
