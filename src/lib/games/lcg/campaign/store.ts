/**
 * LCG campaigns on the device: a Dexie campaign record (src/lib/storage/campaigns.ts) whose
 * `data` is the pure `CampaignData` (rules.ts) and whose `saveIds` link every scenario game in
 * play order. Every change after a scenario (its result, the new checkpoint) is written with
 * `checkpointCampaign`, i.e. strict durability.
 *
 * A finished game is noticed when the campaign is read (`syncCampaign`): the play screen needs
 * to know nothing of campaigns, and a campaign left in the middle of a scenario is resumed
 * from its save like any game.
 */
import type { SeatSetup } from '$lib/engine/types';
import type { MiddleEarthDb } from '$lib/storage/db';
import { checkpointCampaign, createCampaign, getCampaign, listCampaigns } from '$lib/storage/campaigns';
import { LiveGame } from '$lib/storage/live';
import { openSave } from '$lib/storage/resume';
import def from '../definition';
import type { LcgContext } from '../types';
import {
	finishScenario,
	goOnAfterDefeat,
	isCampaignData,
	newCampaign,
	nextScenarioOptions,
	replayFromCheckpoint,
	startScenario,
	type CampaignData,
	type CampaignMode,
	type CampaignPlayer,
	upgradeCampaignData
} from './rules';

/** A campaign as the screens use it. */
export interface LcgCampaign {
	id: string;
	title?: string;
	status: 'active' | 'finished' | 'abandoned';
	data: CampaignData;
	saveIds: string[];
	updatedAt: number;
}

function toCampaign(r: { id: string; title?: string; status: LcgCampaign['status']; data: Record<string, unknown>; saveIds: string[]; updatedAt: number }): LcgCampaign | null {
	if (!isCampaignData(r.data)) return null;
	return { id: r.id, title: r.title, status: r.status, data: upgradeCampaignData(r.data), saveIds: r.saveIds, updatedAt: r.updatedAt };
}

/** LCG campaigns on this device, most recently changed first (records that do not parse are left out). */
export async function loadCampaigns(db: MiddleEarthDb): Promise<LcgCampaign[]> {
	return (await listCampaigns(db, 'lcg')).map(toCampaign).filter((c): c is LcgCampaign => c !== null);
}

/**
 * Creates a campaign and its checkpoint before the first scenario.
 * @throws Error from `newCampaign` (player count, a player without a hero); StorageFullError
 */
export async function createLcgCampaign(db: MiddleEarthDb, mode: CampaignMode, players: CampaignPlayer[], title?: string): Promise<LcgCampaign> {
	const data = plain(newCampaign(mode, players));
	const rec = await createCampaign(db, { gameId: 'lcg', title, data: data as unknown as Record<string, unknown> });
	const written = await checkpointCampaign(db, rec.id, { data: data as unknown as Record<string, unknown> });
	return toCampaign(written)!;
}

/** A plain JSON copy (a screen may hand in reactive proxies, which IndexedDB cannot clone). */
function plain<T>(v: T): T {
	return JSON.parse(JSON.stringify(v)) as T;
}

async function save(db: MiddleEarthDb, c: LcgCampaign, data: CampaignData, saveId?: string): Promise<LcgCampaign> {
	data = plain(data);
	const status = data.checkpoint.next === null && !data.current && !data.pendingDefeat ? 'finished' : c.status;
	const w = await checkpointCampaign(db, c.id, { data: data as unknown as Record<string, unknown>, status, saveId });
	return toCampaign(w)!;
}

/** The final context of a save (null when it cannot be opened). */
async function contextOf(db: MiddleEarthDb, saveId: string): Promise<LcgContext | null> {
	const r = await openSave(db, saveId, { lcg: def as never });
	if (!r.ok) return null;
	const ctx = structuredClone(r.session.snapshot.context) as LcgContext;
	r.session.stop();
	return ctx;
}

/**
 * The campaign, with the current scenario's result recorded if its game has ended since.
 * @returns null when there is no such LCG campaign
 */
export async function syncCampaign(db: MiddleEarthDb, id: string): Promise<LcgCampaign | null> {
	const rec = await getCampaign(db, id);
	const c = rec && rec.gameId === 'lcg' ? toCampaign(rec) : null;
	if (!c || !c.data.current) return c;
	const ctx = await contextOf(db, c.data.current.saveId);
	if (!ctx?.outcome) return c;
	return save(db, c, finishScenario(c.data, ctx));
}

/**
 * Starts the next scenario from the checkpoint: a new save with the checkpoint's decks and
 * carry-over, linked to the campaign.
 * @returns the new save's id
 * @throws Error when the next scenario cannot start (`blockedReason`) or the game refuses
 *   the setup (a scenario not playable yet); StorageFullError
 */
export async function startNextScenario(db: MiddleEarthDb, c: LcgCampaign, seed?: number): Promise<string> {
	c = plain(c);
	const options = nextScenarioOptions(c.data);
	const seats: SeatSetup[] = c.data.players.map((p) => ({ name: p.name }));
	const live = await LiveGame.create(db, def as never, seats, seed, { ...options, firstPlayer: 0, campaignId: c.id });
	const saveId = live.id;
	live.close();
	await save(db, c, startScenario(c.data, saveId), saveId);
	return saveId;
}

/**
 * The players give up the current scenario (a campaign-level action, not a game move): it is
 * recorded as lost (no score), and waits for replay (or the house rule's go on).
 * @throws Error when no scenario is being played or its save cannot be opened
 */
export async function concedeScenario(db: MiddleEarthDb, c: LcgCampaign): Promise<LcgCampaign> {
	if (!c.data.current) throw new Error('no scenario is being played');
	const ctx = await contextOf(db, c.data.current.saveId);
	if (!ctx) throw new Error('the scenario’s save cannot be opened');
	return save(db, c, finishScenario(c.data, ctx, !ctx.outcome));
}

/** After a loss: replay the same scenario from the last checkpoint (the next start uses it). */
export async function replayScenario(db: MiddleEarthDb, c: LcgCampaign): Promise<LcgCampaign> {
	return save(db, c, replayFromCheckpoint(c.data));
}

/** After a loss, normal campaigns, house rule: count it (`houseRuleLines`) and go on to the next scenario. */
export async function goOn(db: MiddleEarthDb, c: LcgCampaign): Promise<LcgCampaign> {
	return save(db, c, goOnAfterDefeat(c.data));
}
