/**
 * Writes Risk's screen fixtures (issue 19), export files of 2-player games played by the
 * "normal" bot for both seats and recorded as human moves (so either player may take the tablet):
 * - tests/fixtures/saves/risk-aim.json: stopped in the combat phase of a player with at least 8
 *   power-card plays open (a card with several targets is aimed on the map);
 * - tests/fixtures/saves/risk-end.json: a finished game (the end screen and its score lines).
 * Run: npx tsx scripts/dev/risk-fixtures.ts
 */
import 'fake-indexeddb/auto';
import { writeFileSync } from 'node:fs';
import def from '../../src/lib/games/risk/definition';
import type { GameSnapshot } from '../../src/lib/engine/types';
import { GameSession } from '../../src/lib/engine/session';
import { fixtureFile } from './fixture-file';
import { botMove } from '../../src/lib/games/risk/bot/index';
import { actingSeat } from '../../src/lib/games/risk/rules/reactions';
import { legalEvents } from '../../src/lib/games/risk/rules/turn';
import type { RiskContext } from '../../src/lib/games/risk/types';
import { createRng, nextFloat } from './fixture-rng';

/** Plays `seed` until `stop(context)` or the end; writes the save as `file`. */
function write(file: string, id: string, seed: number, stop: (c: RiskContext) => boolean): boolean {
	const seats = [{ name: 'Ann' }, { name: 'Bob' }];
	const session = GameSession.start(def, seats, seed);
	const rng = createRng(seed);
	const ctx = () => session.snapshot.context as RiskContext;
	const over = () => def.result(session.snapshot as GameSnapshot<RiskContext>) !== null;
	while (!over() && !stop(ctx())) {
		const seat = actingSeat(ctx());
		session.send(botMove(ctx(), seat, 'normal', () => nextFloat(rng)), 'human');
	}
	if (file.endsWith('end.json') !== over()) return false;
	const text = fixtureFile(session, id, Date.UTC(2026, 10, 26, 12, 0, 0), over());
	const moves = session.log.length;
	session.stop();
	writeFileSync(`tests/fixtures/saves/${file}`, text);
	console.log(`${file}: seed ${seed}, ${moves} moves`);
	return true;
}

/** The combat phase with at least 8 power-card plays open (a card with many targets is aimed on the map). */
const manyTargets = (c: RiskContext) => c.phase === 'combat' && legalEvents(c, c.current).filter((e) => e.type === 'PLAY_POWER').length >= 8;
for (let seed = 1; seed < 200 && !write('risk-aim.json', 'fixture-risk-aim', seed, manyTargets); seed++);
for (let seed = 1; seed < 50 && !write('risk-end.json', 'fixture-risk-end', seed, () => false); seed++);
