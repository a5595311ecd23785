/**
 * Issue 20: « A closed IndexedDB connection is not handled. » WebKit closes IndexedDB
 * connections under memory pressure and on backgrounding; a move whose commit is cut off by
 * it must be saved on a reopened connection, or said to be not saved (and kept to try again),
 * never silently lost. fake-indexeddb's `forceCloseDatabase` closes a connection as the
 * browser does (the spec's forced close: its transactions abort, `close` fires).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forceCloseDatabase as forceClose } from 'fake-indexeddb';
import { LiveGame } from '$lib/storage/live';
import { getSave } from '$lib/storage/saves';
import { SaveNotWrittenError, isConnectionError } from '$lib/storage/errors';
import { toyGame, TWO, pass } from '../engine/toy-game';
import { DEFS, closeAll, freshDb } from './helpers';
import type { MiddleEarthDb } from '$lib/storage/db';

/** fake-indexeddb's forced close (its declared parameter type is off: it takes the connection). */
const forceCloseDatabase = (idb: IDBDatabase) => forceClose(idb as never);

afterEach(() => {
	vi.restoreAllMocks();
	closeAll();
});

/**
 * Makes the next `times` writes of a snapshot row lose the connection under their transaction,
 * as WebKit does: the connection is closed (forced) and the request fails with WebKit's
 * « UnknownError: Connection to Indexed Database server lost », which aborts the transaction.
 */
function cutConnectionDuringWrites(db: MiddleEarthDb, times: number) {
	const put = db.snapshots.put.bind(db.snapshots);
	let left = times;
	return vi.spyOn(db.snapshots, 'put').mockImplementation(((row: never) => {
		if (left > 0) {
			left--;
			forceCloseDatabase(db.backendDB());
			return Promise.reject(new DOMException('Connection to Indexed Database server lost. Refresh the page to try again', 'UnknownError'));
		}
		return put(row);
	}) as never);
}

describe('a database connection closed by the browser', () => {
	it('the move whose commit it cut off is saved on a reopened connection', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 4);
		await g.send(pass(0));
		cutConnectionDuringWrites(db, 1);
		await g.send(pass(1));
		expect(g.log).toHaveLength(2);
		expect(g.unsaved).toBeNull();
		const stored = (await getSave(db, g.id))!;
		expect(stored.events.map((e) => e.ev)).toEqual([pass(0), pass(1)]);
		// and the game goes on on the same (reopened) connection
		await g.send(pass(0));
		expect((await getSave(db, g.id))!.events).toHaveLength(3);
		g.close();
	});

	it('closed between two moves: the next move is saved', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 4);
		await g.send(pass(0));
		forceCloseDatabase(db.backendDB());
		await g.send(pass(1));
		expect((await getSave(db, g.id))!.events).toHaveLength(2);
		g.close();
	});

	it('lost again on the retry: the move is rolled back, said to be not saved, kept, and saved by "try again"', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 4);
		await g.send(pass(0));
		cutConnectionDuringWrites(db, 2);
		const err = await g.send(pass(1)).catch((e) => e);
		expect(err).toBeInstanceOf(SaveNotWrittenError);
		expect(err.message).not.toMatch(/Error|undefined|transaction/);
		// the screen shows what is saved, and the move waits to be tried again
		expect(g.log.map((e) => e.ev)).toEqual([pass(0)]);
		expect(g.unsaved).toEqual({ ev: pass(1), by: 'human' });
		expect((await getSave(db, g.id))!.events).toHaveLength(1);
		await g.retryUnsaved();
		expect(g.unsaved).toBeNull();
		expect((await getSave(db, g.id))!.events.map((e) => e.ev)).toEqual([pass(0), pass(1)]);
		// reopening the save shows the same game
		g.close();
		const again = await LiveGame.open(db, g.id, DEFS);
		expect(again.ok && again.game.log).toHaveLength(2);
		if (again.ok) again.game.close();
	});

	it('tells a lost connection from a full disk or a refused write', () => {
		expect(isConnectionError({ name: 'DatabaseClosedError' })).toBe(true);
		expect(isConnectionError({ name: 'AbortError', inner: { name: 'UnknownError' } })).toBe(true);
		expect(isConnectionError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(false);
		expect(isConnectionError({ name: 'ConstraintError' })).toBe(false);
		expect(isConnectionError(new SaveNotWrittenError())).toBe(false);
	});
});

describe('a painted move whose commit was cut off (the page died while saving it)', () => {
	it('is taken back on reopen, and the reopen says so once', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 4);
		await g.send(pass(0));
		const id = g.id;
		// the next move is painted, then the page dies before its commit starts
		const dying = await LiveGame.open(db, id, DEFS, () => new Promise<void>(() => undefined));
		if (!dying.ok) throw new Error(dying.reason);
		expect(dying.lostMove).toBe(false);
		void dying.game.send(pass(1));
		await new Promise((r) => setTimeout(r, 0));
		expect(dying.game.log).toHaveLength(2);
		const reopened = await LiveGame.open(db, id, DEFS);
		if (!reopened.ok) throw new Error(reopened.reason);
		expect(reopened.lostMove).toBe(true);
		expect(reopened.game.log.map((e) => e.ev)).toEqual([pass(0)]);
		reopened.game.close();
		const third = await LiveGame.open(db, id, DEFS);
		expect(third.ok && third.lostMove).toBe(false);
		if (third.ok) third.game.close();
		g.close();
	});

	it('a move saved to the end leaves nothing to report', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 4);
		await g.send(pass(0));
		g.close();
		const r = await LiveGame.open(db, g.id, DEFS);
		expect(r.ok && r.lostMove).toBe(false);
		if (r.ok) r.game.close();
	});
});
