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
import { fixtureFile } from './fixture-file';
import { SAVE_FORMAT_VERSION } from '../../src/lib/storage/types';
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
	const file = fixtureFile(session, `fixture-${id}`, Date.UTC(2026, 10, 23, 12, 0, 0), !!def.result(session.snapshot));
	const moves = session.log.length;
	session.stop();
	writeFileSync(`tests/fixtures/saves/format-${SAVE_FORMAT_VERSION}-${id}.json`, file);
	console.log(`format-${SAVE_FORMAT_VERSION}-${id}.json: ${moves} moves`);
}
