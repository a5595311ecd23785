import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameSession, IllegalEventError } from '$lib/engine/session';
import { LiveGame } from '$lib/storage/live';
import { MiddleEarthDb } from '$lib/storage/db';
import { getSave, listSaves, mostRecentActive } from '$lib/storage/saves';
import { openSave } from '$lib/storage/resume';
import { SaveConflictError, StorageFullError } from '$lib/storage/errors';
import { toyGame, TWO, draw, pass, type ToyContext } from '../engine/toy-game';
import { DEFS, closeAll, freshDb, json } from './helpers';

afterEach(() => {
	vi.restoreAllMocks();
	closeAll();
});

/** Makes every IndexedDB put and add fail as a full disk does. */
function diskFull() {
	const proto = (globalThis as unknown as { IDBObjectStore: { prototype: { put: () => void; add: () => void } } }).IDBObjectStore.prototype;
	const fail = () => {
		throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
	};
	const spies = [vi.spyOn(proto, 'put').mockImplementation(fail), vi.spyOn(proto, 'add').mockImplementation(fail)];
	return {
		called: () => spies.some((s) => s.mock.calls.length > 0),
		mockRestore: () => spies.forEach((s) => s.mockRestore())
	};
}

const turn = (g: LiveGame) => (g.snapshot.context as ToyContext).turn;

describe('LiveGame', () => {
	it('creates a save at once, with the game as it starts', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 42, {}, 'Tonight');
		const save = (await getSave(db, g.id))!;
		expect(save).toMatchObject({ gameId: toyGame.id, seats: TWO, seed: 42, options: { withBoom: false }, events: [], status: 'active', title: 'Tonight' });
		expect(save.snapshot).toEqual(json(GameSession.start(toyGame, TWO, 42).persisted()));
		expect((await mostRecentActive(db))?.id).toBe(g.id);
		const r = await LiveGame.create(db, toyGame, TWO);
		expect(Number.isInteger(r.session.setup.seed)).toBe(true);
	});

	it('kill-the-tab: reopening the database resumes at the last committed event', async () => {
		const name = `kill-${Math.random()}`;
		const db = freshDb(name);
		const g = await LiveGame.create(db, toyGame, TWO, 9);
		const reference = GameSession.start(toyGame, TWO, 9);
		const events = [pass(0), draw(1), draw(0), pass(1), pass(0)];
		for (const [i, ev] of events.entries()) {
			await g.send(ev);
			reference.send(ev);
			// the tab dies here: nothing is closed or flushed; a new page opens the database
			const page2 = new MiddleEarthDb(name);
			const r = await openSave(page2, g.id, DEFS);
			if (!r.ok) throw new Error(r.reason);
			expect(r.restoredBy).toBe('snapshot');
			expect(r.session.log).toHaveLength(i + 1);
			expect(json(r.session.persisted())).toEqual(json(reference.persisted()));
			page2.close();
		}
		// the tab dies while a move is being written (the write fails): the save is at the move before
		diskFull();
		await expect(g.send(draw(1))).rejects.toThrow(StorageFullError);
		vi.restoreAllMocks();
		const page3 = new MiddleEarthDb(name);
		const r = await openSave(page3, g.id, DEFS);
		if (!r.ok) throw new Error(r.reason);
		expect(json(r.session.persisted())).toEqual(json(reference.persisted()));
		page3.close();
	});

	it('a failed save rolls the move back, rethrows, and keeps the last good save', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 9);
		await g.send(draw(0));
		const good = await getSave(db, g.id);
		const shown = json(g.snapshot);
		const calls: number[] = [];
		g.subscribe(() => calls.push(g.log.length));
		const spy = diskFull();
		const err = await g.send(pass(1)).catch((e) => e);
		expect(err).toBeInstanceOf(StorageFullError);
		expect(spy.called()).toBe(true);
		spy.mockRestore();
		expect(await getSave(db, g.id)).toEqual(good);
		expect(json(g.snapshot)).toEqual(shown);
		expect(json(g.session.snapshot)).toEqual(shown);
		expect(g.log).toHaveLength(1);
		expect(g.session.log).toHaveLength(1);
		expect(g.legalEvents(1)).toContainEqual(pass(1));
		// space freed: the same move works
		await g.send(pass(1));
		expect((await getSave(db, g.id))!.events).toHaveLength(2);
		expect(calls.at(-1)).toBe(2);
	});

	it('paints a move as soon as it is computed, then reports it durable once saved', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 9);
		const seen: [string, number, boolean][] = [];
		g.subscribe((change) => seen.push([change, g.log.length, g.pending]));
		const p = g.send(pass(0));
		await Promise.resolve();
		await Promise.resolve();
		// painted: the new state is shown while its commit is in flight
		expect(seen[0]).toEqual(['painted', 1, true]);
		expect(turn(g)).toBe(1);
		await p;
		expect(g.pending).toBe(false);
		expect(seen).toEqual([
			['painted', 1, true],
			['durable', 1, false]
		]);
		expect((await getSave(db, g.id))!.events).toHaveLength(1);
	});

	it('refuses an illegal move without writing anything', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 9);
		const before = await getSave(db, g.id);
		await expect(g.send(draw(1))).rejects.toThrow(IllegalEventError);
		expect(await getSave(db, g.id)).toEqual(before);
		await g.send(draw(0)); // the queue goes on after a refusal
		expect(g.log).toHaveLength(1);
	});

	it('queues moves sent without waiting: each is checked against the saved state before it', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 9);
		const results = await Promise.allSettled([g.send(pass(0)), g.send(pass(1)), g.send(pass(1))]);
		expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
		expect((await getSave(db, g.id))!.events.map((e) => e.ev)).toEqual([pass(0), pass(1)]);
	});

	it('undo saves the shortened log; a failed undo write leaves the game as saved', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 9);
		await g.send(draw(0));
		await g.send(pass(1), 'bot');
		await g.send(pass(0));
		expect(g.canUndo(1)).toBe(false); // not seat 1's move (DESIGN.md "Sessions, saves, undo")
		expect(g.canUndo(0)).toBe(true);
		const spy = diskFull();
		await expect(g.undo(0)).rejects.toThrow(StorageFullError);
		spy.mockRestore();
		expect(g.log).toHaveLength(3);
		expect(g.session.log).toHaveLength(3);
		expect((await getSave(db, g.id))!.events).toHaveLength(3);
		const removed = await g.undo(0);
		expect(removed.map((e) => e.ev)).toEqual([pass(0)]);
		const save = (await getSave(db, g.id))!;
		expect(save.events.map((e) => e.ev)).toEqual([draw(0), pass(1)]);
		expect(save.snapshot).toEqual(json(g.session.persisted()));
		expect(g.canUndo()).toBe(false); // a bot's move is never undone
		await expect(g.undo()).rejects.toThrow(IllegalEventError);
		expect((await getSave(db, g.id))!.events).toHaveLength(2);
	});

	it("keeps an action window the table passed by itself (auto) across a reopen, and undoes it with the move before it", async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 9);
		await g.send(draw(0));
		await g.send(pass(1));
		await g.send(pass(0));
		const entry = await g.send(pass(1), 'human', { auto: true });
		expect(entry.auto).toBe(true);
		g.close();
		const r = await LiveGame.open(db, g.id, DEFS);
		if (!r.ok) throw new Error('the save did not open');
		const again = r.game;
		expect(again.log.map((e) => e.auto === true)).toEqual([false, false, false, true]);
		expect(again.canUndo(0)).toBe(true);
		expect((await again.undo(0)).map((e) => e.ev)).toEqual([pass(0), pass(1)]);
		expect((await getSave(db, g.id))!.events.map((e) => e.ev)).toEqual([draw(0), pass(1)]);
	});

	it('marks the save finished when the game has a result, and refuses moves after it', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 9);
		// use every pass, then draw until someone wins
		for (let i = 0; i < 6; i++) await g.send(pass(turn(g)));
		while (!g.result()) {
			expect(g.status).toBe('active');
			await g.send(draw(turn(g)));
		}
		expect(g.status).toBe('finished');
		expect((await getSave(db, g.id))!.status).toBe('finished');
		expect((await listSaves(db, { status: 'finished' })).map((s) => s.id)).toEqual([g.id]);
		expect(await mostRecentActive(db)).toBeNull();
		await expect(g.send(draw(0))).rejects.toThrow(/the game is over/);
	});

	it('a game open in two tabs: the second writer is refused and reloads what is saved', async () => {
		const db = freshDb();
		const a = await LiveGame.create(db, toyGame, TWO, 9);
		const opened = await LiveGame.open(db, a.id, DEFS);
		if (!opened.ok) throw new Error(opened.reason);
		const b = opened.game;
		await a.send(pass(0));
		await expect(b.send(draw(0))).rejects.toThrow(SaveConflictError);
		expect(b.log.map((e) => e.ev)).toEqual([pass(0)]);
		await b.send(pass(1));
		expect((await getSave(db, a.id))!.events.map((e) => e.ev)).toEqual([pass(0), pass(1)]);
	});

	it('plays a bot move from the seat level and logs it as a bot move', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 9);
		await g.send(pass(0));
		const order: string[] = [];
		g.subscribe((change) => order.push(change));
		const e = await g.playBot(1, () => 0.99, () => order.push(`chosen at ${g.log.length} moves`));
		// `chosen` comes once the move is picked and before it is applied (the bench's timing starts there).
		expect(order).toEqual(['chosen at 1 moves', 'painted', 'durable']);
		expect(e.by).toBe('bot');
		expect(e.ev).toEqual(pass(1));
		expect((await getSave(db, g.id))!.events.at(-1)).toMatchObject({ by: 'bot', ev: pass(1) });
	});

	it('open reports a missing save; close refuses further moves', async () => {
		const db = freshDb();
		expect(await LiveGame.open(db, 'nope', DEFS)).toMatchObject({ ok: false, code: 'not-found' });
		const g = await LiveGame.create(db, toyGame, TWO, 9);
		g.close();
		await expect(g.send(pass(0))).rejects.toThrow(/closed/);
		expect((await getSave(db, g.id))!.events).toHaveLength(0);
	});
});
