/**
 * Writes tests/fixtures/saves/format-<SAVE_FORMAT_VERSION>-<game>.json: one export file per
 * ready game, of a game played for a few dozen seeded random legal moves. Run it BEFORE
 * changing the save format (migrate.ts), so the migration test keeps a file of the format
 * being replaced:  npx tsx scripts/dev/save-fixtures.ts
 */
import 'fake-indexeddb/auto';
import { writeFileSync } from 'node:fs';
import { loadAllDefinitions } from '../../src/lib/games/registry';
import { GameSession } from '../../src/lib/engine/session';
import { saveFileBody } from '../../src/lib/storage/transfer';
import { APP_VERSION, SAVE_FORMAT_VERSION, type SaveRecord } from '../../src/lib/storage/types';
import { createRng, nextFloat } from './fixture-rng';

const SEATS: Record<string, number> = { 'two-towers': 3, 'knizia-cards': 2, lcg: 2 };
const MOVES = 40;

const defs = await loadAllDefinitions();
for (const [id, def] of Object.entries(defs)) {
	const n = SEATS[id] ?? def.players.min;
	const seats = Array.from({ length: n }, (_, i) => ({ name: ['Ann', 'Bob', 'Cid', 'Dee'][i] }));
	const session = GameSession.start(def, seats, 1234);
	const rng = createRng(99);
	for (let k = 0; k < MOVES && !def.result(session.snapshot); k++) {
		const legal = def.activeSeats(session.snapshot).flatMap((s: number) => def.legalEvents(session.snapshot, s));
		if (!legal.length) break;
		session.send(legal[Math.floor(nextFloat(rng) * legal.length)], 'human');
	}
	const t = Date.UTC(2026, 10, 23, 12, 0, 0);
	const save: SaveRecord = {
		id: `fixture-${id}`,
		gameId: def.id,
		seats,
		options: session.setup.options,
		seed: 1234,
		events: session.log.map((e, i) => ({ ...e, at: t + i * 1000 })),
		snapshot: session.persisted(),
		formatVersion: SAVE_FORMAT_VERSION,
		appVersion: APP_VERSION,
		createdAt: t,
		updatedAt: t + session.log.length * 1000,
		status: def.result(session.snapshot) ? 'finished' : 'active'
	};
	session.stop();
	const body = { ...saveFileBody(save), exportedAt: t + 3_600_000 };
	writeFileSync(`tests/fixtures/saves/format-${SAVE_FORMAT_VERSION}-${id}.json`, JSON.stringify(body, null, 1) + '\n');
	console.log(`format-${SAVE_FORMAT_VERSION}-${id}.json: ${save.events.length} moves`);
}
