/**
 * Issue 10, "What was found": each case that let a save silently diverge or blocked it, as a
 * test against the storage layer (fake-indexeddb here; the same cases run in the browser
 * against real IndexedDB in tests/e2e/storage-corruption.spec.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameSession } from '$lib/engine/session';
import { LiveGame, MoveCancelledError } from '$lib/storage/live';
import { commitEvent, getRawSave, getSave, listLibrary, listSaves, mostRecentActive } from '$lib/storage/saves';
import { openSave } from '$lib/storage/resume';
import { exportSave } from '$lib/storage/transfer';
import { SaveBrokenError, SaveDamagedError, StorageFullError } from '$lib/storage/errors';
import { logHash } from '$lib/storage/hash';
import { cleanName, clampName, NAME_MAX } from '$lib/storage/schemas';
import { toyGame, TWO, draw, pass, type ToyContext } from '../engine/toy-game';
import { DEFS, closeAll, freshDb, json } from './helpers';
import type { MiddleEarthDb } from '$lib/storage/db';

afterEach(() => {
	vi.restoreAllMocks();
	closeAll();
});

/** Six passes: a game that is still going (each seat may pass three times). */
const MOVES = [pass(0), pass(1), pass(0), pass(1), pass(0), pass(1)];

/** A toy game saved move by move through LiveGame, as the play screen does. */
async function played(db: MiddleEarthDb, n = MOVES.length) {
	const g = await LiveGame.create(db, toyGame, TWO, 4);
	const snapshots: unknown[] = [json(g.session.persisted())];
	for (const ev of MOVES.slice(0, n)) {
		await g.send(ev);
		snapshots.push(json(g.session.persisted()));
	}
	const id = g.id;
	g.close();
	return { id, snapshots };
}

describe('a snapshot is tied to its log', () => {
	it('stores the log length and hash with the snapshot, in the same write as the event', async () => {
		const db = freshDb();
		const { id } = await played(db, 3);
		const row = (await db.snapshots.get(id))!;
		const events = (await getSave(db, id))!.events;
		expect(row.logLength).toBe(3);
		expect(row.logHash).toBe(logHash(events));
		expect((await db.saves.get(id))!.logHash).toBe(row.logHash);
	});

	it('a well-formed snapshot from 4 moves earlier is not trusted: the game is rebuilt by replay', async () => {
		const db = freshDb();
		const { id, snapshots } = await played(db);
		const events = (await getSave(db, id))!.events;
		// the snapshot row as it was 4 moves earlier (its own tie), as a lost write would leave it
		await db.snapshots.put({ saveId: id, snapshot: snapshots[2], logLength: 2, logHash: logHash(events.slice(0, 2)) });
		const r = await openSave(db, id, DEFS);
		if (!r.ok) throw new Error(r.reason);
		expect(r.restoredBy).toBe('replay');
		expect(json(r.session.persisted())).toEqual(snapshots[6]);
		// and repaired: the next open uses the (now tied) snapshot
		const again = await openSave(db, id, DEFS);
		expect(again.ok && again.restoredBy).toBe('snapshot');
		// a row with no tie at all (format 1) is not trusted either
		await db.snapshots.put({ saveId: id, snapshot: snapshots[2] });
		const third = await openSave(db, id, DEFS);
		expect(third.ok && third.restoredBy).toBe('replay');
		expect(third.ok && json(third.session.persisted())).toEqual(snapshots[6]);
	});

	it('an illegal event in row 5 under a matching-length snapshot: read-only, never appended to, exportable', async () => {
		const db = freshDb();
		const { id } = await played(db);
		// row 5 (seq 4) is seat 0's turn: a move of seat 1 there is illegal
		await db.events.put({ saveId: id, seq: 4, entry: { ev: pass(1), by: 'human', reveal: false, at: 1 } });
		const r = await openSave(db, id, DEFS);
		expect(r).toMatchObject({ ok: false, code: 'unrestorable' });
		expect((await db.saves.get(id))!.status).toBe('broken');
		// a tab that still had the game open cannot append to it
		const s = GameSession.start(toyGame, TWO, 4);
		for (const ev of MOVES) s.send(ev);
		const entry = s.send(draw(0));
		await expect(commitEvent(db, id, entry, s.persisted(), 'active')).rejects.toThrow(SaveBrokenError);
		expect((await getRawSave(db, id))!.events).toHaveLength(6);
		const file = await exportSave(db, id);
		expect(JSON.parse(file!.text).save.events).toHaveLength(6);
	});

	it('a LiveGame open on a log that another writer corrupted is refused its next move, and rolls back', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 4);
		await g.send(draw(0));
		await db.events.put({ saveId: g.id, seq: 0, entry: { ev: pass(1), by: 'human', reveal: false, at: 1 } });
		// The row changed behind the stored hash, so this tab's tie still matches the saves row;
		// the next open detects it (replay fails), marks the save broken, and from then on the
		// live tab is refused.
		expect((await openSave(db, g.id, DEFS)).ok).toBe(false);
		await expect(g.send(pass(1))).rejects.toThrow(SaveBrokenError);
		expect(g.log).toHaveLength(1);
		expect((await getRawSave(db, g.id))!.events).toHaveLength(1);
	});
});

describe('every row is checked before use', () => {
	it('one damaged saves row (seats null, updatedAt not a date) is listed as damaged; the others as usual', async () => {
		const db = freshDb();
		const a = await played(db, 2);
		const b = await played(db, 1);
		const c = await played(db, 1);
		await db.saves.update(a.id, { seats: null as never });
		await db.saves.update(b.id, { updatedAt: 'yesterday' as never });
		const lib = await listLibrary(db);
		expect(lib.saves.map((s) => s.id)).toEqual([c.id]);
		expect(lib.damaged.map((d) => d.id).sort()).toEqual([a.id, b.id].sort());
		expect(await listSaves(db)).toHaveLength(1);
		expect((await mostRecentActive(db))?.id).toBe(c.id);
		await expect(getSave(db, a.id)).rejects.toThrow(SaveDamagedError);
		expect(await openSave(db, a.id, DEFS)).toMatchObject({ ok: false, code: 'damaged' });
		// exportable as it stands
		const file = await exportSave(db, a.id);
		expect(JSON.parse(file!.text)).toMatchObject({ kind: 'damaged-save', rows: { meta: { id: a.id, seats: null } } });
	});

	it('a malformed event row makes the save read-only (not a TypeError)', async () => {
		const db = freshDb();
		const { id } = await played(db, 3);
		await db.events.put({ saveId: id, seq: 1, entry: { ev: null } as never });
		expect(await openSave(db, id, DEFS)).toMatchObject({ ok: false, code: 'unrestorable' });
		await db.events.delete([id, 1]);
		expect(await openSave(db, id, DEFS)).toMatchObject({ ok: false, code: 'unrestorable' });
	});
});

describe('move counters come from the log', () => {
	it('a wrong counter is repaired on open, and the game goes on', async () => {
		const db = freshDb();
		const { id } = await played(db, 3);
		await db.saves.update(id, { moves: 17, logHash: 'wrong' });
		const r = await LiveGame.open(db, id, DEFS);
		if (!r.ok) throw new Error(r.reason);
		expect((await db.saves.get(id))!.moves).toBe(3);
		await r.game.send(pass(1));
		expect((await getSave(db, id))!.events).toHaveLength(4);
		r.game.close();
	});
});

describe('paint first, commit in flight, next move waits, failure rolls back', () => {
	it('a move queued behind a failed commit is cancelled, not played on the rolled-back state', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, TWO, 4);
		const proto = (globalThis as unknown as { IDBObjectStore: { prototype: { add: () => void } } }).IDBObjectStore.prototype;
		const spy = vi.spyOn(proto, 'add').mockImplementation(() => {
			throw new DOMException('full', 'QuotaExceededError');
		});
		const changes: string[] = [];
		g.subscribe((c) => changes.push(c));
		const first = g.send(draw(0)).catch((e) => e);
		const second = g.send(pass(1)).catch((e) => e);
		expect(await first).toBeInstanceOf(StorageFullError);
		expect(await second).toBeInstanceOf(MoveCancelledError);
		spy.mockRestore();
		expect(changes).toEqual(['painted', 'rolled-back']);
		expect(g.log).toHaveLength(0);
		expect((g.snapshot.context as ToyContext).turn).toBe(0);
		await g.send(draw(0));
		expect((await getSave(db, g.id))!.events).toHaveLength(1);
	});
});

describe('names', () => {
	it('bidi and control characters are removed; one limit of 24', () => {
		expect(NAME_MAX).toBe(24);
		expect(cleanName(' \u202EAnn\u202C\u2067 ')).toBe('Ann');
		expect(cleanName('a\u0000b\u200Fc')).toBe('abc');
		expect(clampName('x'.repeat(30))).toHaveLength(24);
	});

	it('a name with U+202E is stored without it', async () => {
		const db = freshDb();
		const g = await LiveGame.create(db, toyGame, [{ name: '\u202Eevil' }, { name: 'Bob' }], 1);
		expect((await getSave(db, g.id))!.seats[0].name).toBe('evil');
	});
});
