/**
 * Issue 20: « A damaged snapshot is trusted when its log tie still matches. » A snapshot row
 * kept its `logLength` and `logHash` while fields inside its `context` were dropped or
 * retyped; the play screen then hung on a TypeError. A snapshot is now trusted only when the
 * hash of its own content (`snapshotHash`, written with it) still matches: every damaged
 * variant below opens by replay to the true state, and the open writes nothing but the
 * rebuilt snapshot (never a status taken from the damaged one).
 *
 * For each game's format-2 fixture (tests/fixtures/saves), each top-level field of the
 * snapshot's context is dropped, then retyped (to a string, to null).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { importSaves } from '$lib/storage/transfer';
import { openSave } from '$lib/storage/resume';
import { snapshotHash } from '$lib/storage/hash';
import { loadAllDefinitions } from '$lib/games/registry';
import type { GameId } from '$lib/engine/types';
import type { MiddleEarthDb } from '$lib/storage/db';
import { closeAll, freshDb, json } from './helpers';

afterEach(() => closeAll());

const GAMES: GameId[] = ['two-towers', 'knizia-cards', 'coop-board', 'risk', 'lcg'];

type Damage = [string, (ctx: Record<string, unknown>) => void];

function damages(ctx: Record<string, unknown>): Damage[] {
	const out: Damage[] = [];
	for (const key of Object.keys(ctx)) {
		out.push([`${key} dropped`, (c) => delete c[key]]);
		out.push([`${key} retyped to a string`, (c) => (c[key] = 'x')]);
		out.push([`${key} set to null`, (c) => (c[key] = null)]);
	}
	return out;
}

async function imported(db: MiddleEarthDb, game: GameId, defs: Awaited<ReturnType<typeof loadAllDefinitions>>) {
	const text = readFileSync(`tests/fixtures/saves/format-2-${game}.json`, 'utf8');
	const [r] = await importSaves(db, text, defs);
	return r.id;
}

describe('a snapshot is trusted only when its content is what was written', async () => {
	const defs = await loadAllDefinitions();

	it('every write stores the hash of the snapshot’s content; a sound save opens from its snapshot', async () => {
		for (const game of GAMES) {
			const db = freshDb();
			const id = await imported(db, game, defs);
			const row = (await db.snapshots.get(id))!;
			expect(row.snapshotHash, game).toBe(snapshotHash(row.snapshot));
			const r = await openSave(db, id, defs);
			expect(r.ok && r.restoredBy, game).toBe('snapshot');
		}
	});

	for (const game of GAMES) {
		it(`${game}: every dropped or retyped context field under a matching log tie is rebuilt by replay`, async () => {
			const db = freshDb();
			const id = await imported(db, game, defs);
			const good = (await db.snapshots.get(id))!;
			const meta = json(await db.saves.get(id));
			const truth = json(good.snapshot);
			const cases = damages((good.snapshot as { context: Record<string, unknown> }).context);
			expect(cases.length).toBeGreaterThan(6);
			for (const [what, damage] of cases) {
				const bad = json(good);
				damage((bad.snapshot as { context: Record<string, unknown> }).context);
				if (JSON.stringify(bad) === JSON.stringify(good)) continue; // already null: no damage
				// the tie (logLength, logHash) and the old content hash are kept, as the test did
				await db.snapshots.put(bad);
				const r = await openSave(db, id, defs);
				expect(r.ok, `${game}: ${what}`).toBe(true);
				if (!r.ok) continue;
				expect(r.restoredBy, `${game}: ${what}`).toBe('replay');
				expect(json(r.session.persisted()), `${game}: ${what}`).toEqual(truth);
				r.session.stop();
				// the open rewrote the snapshot (sound, hashed) and nothing else of the save
				const after = (await db.snapshots.get(id))!;
				expect(after.snapshotHash).toBe(snapshotHash(after.snapshot));
				expect(json(await db.saves.get(id)), `${game}: ${what}`).toEqual(meta);
			}
		});
	}

	it('a row written before issue 20 (no content hash) is rebuilt once, then trusted', async () => {
		const db = freshDb();
		const id = await imported(db, 'risk', defs);
		const row = (await db.snapshots.get(id))!;
		delete row.snapshotHash;
		await db.snapshots.put(row);
		const first = await openSave(db, id, defs);
		expect(first.ok && first.restoredBy).toBe('replay');
		const second = await openSave(db, id, defs);
		expect(second.ok && second.restoredBy).toBe('snapshot');
	});
});
