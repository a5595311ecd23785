/**
 * LCG campaigns on the device: a Dexie record whose data is the campaign, linking its scenario
 * saves in order; the next scenario's save gets the checkpoint's decks and carry-over; a
 * conceded scenario waits for replay / go on; a finished game is recorded when the campaign is read.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { STARTER_DECKS } from '$lib/games/lcg/data/decks';
import { getSave, putSaveRecord } from '$lib/storage/saves';
import { concedeScenario, createLcgCampaign, goOn, loadCampaigns, replayScenario, startNextScenario, syncCampaign } from '$lib/games/lcg/campaign/store';
import type { LcgContext } from '$lib/games/lcg/types';
import { closeAll, freshDb } from '../storage/helpers';

afterEach(closeAll);

const players = [
	{ name: 'Ann', deckName: 'Lore', deck: STARTER_DECKS.lore },
	{ name: 'Bob', deckName: 'Spirit', deck: STARTER_DECKS.spirit }
];

describe('campaign store', () => {
	it('starts the first scenario as a linked save, concedes it, replays it, then goes on', async () => {
		const db = freshDb();
		let c = await createLcgCampaign(db, 'normal', players);
		expect((await loadCampaigns(db)).map((x) => x.id)).toEqual([c.id]);
		const saveId = await startNextScenario(db, c, 42);
		c = (await syncCampaign(db, c.id))!;
		expect(c.saveIds).toEqual([saveId]);
		expect(c.data.current).toEqual({ scenario: 'passage-through-mirkwood', saveId });
		const save = await getSave(db, saveId);
		// The game knows its campaign (the end screen's "Back to the campaign").
		expect(save?.options).toMatchObject({ scenario: 'passage-through-mirkwood', decks: [STARTER_DECKS.lore, STARTER_DECKS.spirit], campaignId: c.id });
		expect(save?.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);

		c = await concedeScenario(db, c);
		expect(c.data.pendingDefeat).toMatchObject({ scenario: 'passage-through-mirkwood', conceded: true, saveId });
		c = await replayScenario(db, c);
		expect(c.data.lost).toHaveLength(1);
		const again = await startNextScenario(db, c, 43);
		c = (await syncCampaign(db, c.id))!;
		expect(c.saveIds).toEqual([saveId, again]);
		c = await concedeScenario(db, c);
		c = await goOn(db, c);
		expect(c.data.results.map((r) => r.scenario)).toEqual(['passage-through-mirkwood']);
		expect(c.data.checkpoint.next).toBe('journey-down-the-anduin');
	});

	it('records a game that was won when the campaign is read', async () => {
		const db = freshDb();
		const c = await createLcgCampaign(db, 'nightmare', players);
		const saveId = await startNextScenario(db, c, 7);
		// The game ends in victory (its saved snapshot says so), as if played to the end.
		const save = (await getSave(db, saveId))!;
		const snap = save.snapshot as { context: LcgContext; status: string; value: unknown };
		snap.context.outcome = 'victory';
		snap.status = 'done';
		snap.value = 'victory';
		await putSaveRecord(db, { ...save, snapshot: snap, status: 'finished' });
		const after = (await syncCampaign(db, c.id))!;
		expect(after.data.current).toBeNull();
		expect(after.data.results).toHaveLength(1);
		expect(after.data.results[0].outcome).toBe('victory');
		// Nightmare: the threat the players ended with carries over.
		expect(after.data.checkpoint.seats.map((s) => s.threat)).toEqual(snap.context.players.map((p) => p.threat));
	});
});
