import { afterEach, describe, expect, it } from 'vitest';
import { GameSession } from '$lib/engine/session';
import { commitEvent, createSave, getSave, mostRecentActive, putSaveRecord, setSnapshot } from '$lib/storage/saves';
import { openSave, resolveDefinition } from '$lib/storage/resume';
import { toyGame, TWO, draw, pass } from '../engine/toy-game';
import { DEFS, closeAll, freshDb, json } from './helpers';
import type { MiddleEarthDb } from '$lib/storage/db';
import type { AnyGameDefinition } from '$lib/engine/types';

afterEach(closeAll);

/** A save of the toy game after `events`, committed one by one like the play screen does. */
async function played(db: MiddleEarthDb, events = [draw(0), pass(1), draw(0), pass(1)], seed = 3) {
	const s = GameSession.start(toyGame, TWO, seed);
	const rec = await createSave(db, { gameId: toyGame.id, seats: TWO, options: s.setup.options, seed, snapshot: s.persisted() });
	for (const ev of events) await commitEvent(db, rec.id, s.send(ev), s.persisted(), toyGame.result(s.snapshot as never) ? 'finished' : 'active');
	return { id: rec.id, session: s };
}

describe('openSave', () => {
	it('restores from the snapshot', async () => {
		const db = freshDb();
		const { id, session } = await played(db);
		const r = await openSave(db, id, DEFS);
		if (!r.ok) throw new Error(r.reason);
		expect(r.restoredBy).toBe('snapshot');
		expect(json(r.session.persisted())).toEqual(json(session.persisted()));
		expect(r.session.log).toEqual(json(session.log));
		expect(r.def).toBe(toyGame);
	});

	it('replays the log when the snapshot is missing, and writes the repaired snapshot back (log untouched)', async () => {
		const db = freshDb();
		const { id, session } = await played(db);
		await setSnapshot(db, id, null);
		const before = (await getSave(db, id))!;
		const r = await openSave(db, id, DEFS);
		if (!r.ok) throw new Error(r.reason);
		expect(r.restoredBy).toBe('replay');
		expect(json(r.session.persisted())).toEqual(json(session.persisted()));
		const after = (await getSave(db, id))!;
		expect(after.snapshot).toEqual(json(session.persisted()));
		expect(after.events).toEqual(before.events);
		expect(after.updatedAt).toBe(before.updatedAt);
		expect((await openSave(db, id, DEFS)).ok && (await openSave(db, id, DEFS) as { restoredBy: string }).restoredBy).toBe('snapshot');
	});

	it('replays the log when the snapshot is corrupt', async () => {
		const db = freshDb();
		const { id, session } = await played(db);
		await setSnapshot(db, id, { value: 'nowhere', context: 'junk' });
		const r = await openSave(db, id, DEFS);
		if (!r.ok) throw new Error(r.reason);
		expect(r.restoredBy).toBe('replay');
		expect(json(r.session.persisted())).toEqual(json(session.persisted()));
	});

	it('keeps an unrestorable save untouched, only marks it broken, and returns it for export', async () => {
		const db = freshDb();
		const { id } = await played(db);
		const events = json((await getSave(db, id))!.events);
		events[2].ev.seat = 1; // not seat 1's turn there
		await putSaveRecord(db, { ...(await getSave(db, id))!, snapshot: null, events });
		const before = (await getSave(db, id))!;
		const r = await openSave(db, id, DEFS);
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.code).toBe('unrestorable');
		expect(r.reason).toBe('The moves of this saved game no longer replay.');
		expect(r.save).toEqual({ ...before, status: 'broken' });
		const after = (await getSave(db, id))!;
		expect(after).toEqual({ ...before, status: 'broken' });
		expect(await mostRecentActive(db)).toBeNull();
	});

	it('a save broken by a bug in the game opens again, active, once the game is fixed', async () => {
		const db = freshDb();
		const { id, session } = await played(db);
		await setSnapshot(db, id, null);
		const before = (await getSave(db, id))!;
		const buggy: AnyGameDefinition = {
			...toyGame,
			legalEvents: (s, seat) => {
				if (s.context.deck.length < 12) throw new Error('a bug');
				return toyGame.legalEvents(s, seat);
			}
		};
		const r = await openSave(db, id, { [toyGame.id]: buggy });
		expect(r).toMatchObject({ ok: false, code: 'unrestorable' });
		expect((await getSave(db, id))!.status).toBe('broken');
		const again = await openSave(db, id, DEFS);
		if (!again.ok) throw new Error(again.reason);
		expect(json(again.session.persisted())).toEqual(json(session.persisted()));
		const after = (await getSave(db, id))!;
		expect(after.status).toBe('active');
		expect(after.events).toEqual(before.events);
	});

	it('reports a save that does not exist and a game the app does not know', async () => {
		const db = freshDb();
		const r1 = await openSave(db, 'nope', DEFS);
		expect(r1).toMatchObject({ ok: false, code: 'not-found', save: null });
		const { id } = await played(db);
		const before = await getSave(db, id);
		const r2 = await openSave(db, id, {});
		expect(r2).toMatchObject({ ok: false, code: 'unknown-game', save: before });
		expect(await getSave(db, id)).toEqual(before);
	});

	it('sets the status to finished when the restored game has a result', async () => {
		const db = freshDb();
		const { id, session } = await played(db, []);
		while (!toyGame.result(session.snapshot as never)) session.send(draw((session.snapshot.context as { turn: number }).turn));
		await putSaveRecord(db, { ...(await getSave(db, id))!, events: json(session.log.slice()), snapshot: null, status: 'active' });
		const r = await openSave(db, id, DEFS);
		expect(r.ok).toBe(true);
		expect((await getSave(db, id))!.status).toBe('finished');
	});

	it('accepts a loader function for lazily loaded games', async () => {
		const db = freshDb();
		const { id } = await played(db);
		const r = await openSave(db, id, async (g) => (g === toyGame.id ? toyGame : undefined));
		expect(r.ok).toBe(true);
		expect(await resolveDefinition(() => Promise.reject(new Error('offline')), 'risk')).toBeUndefined();
		expect(await resolveDefinition(DEFS, 'toString')).toBeUndefined();
	});
});
