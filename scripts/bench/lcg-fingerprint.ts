/**
 * A fingerprint of the LCG engine's behaviour (issue 17, for speed work: a change that makes
 * the engine faster must play the same games bit for bit). N seeded random games (env N,
 * default 400), driven by `randomPlayout` exactly as the bench and the property test drive
 * them: every scenario, 1-4 players, starter decks drawn per game, shadow cards on or off,
 * easy mode on or off, every fourth game with action windows kept open, every third game
 * partly played by the partner (bot). For each game: the events sent and the final context
 * (JSON with sorted keys, so that a change of key order is not a change of state), hashed
 * with SHA-256; the games' hashes are hashed together into one line. Also prints every
 * legal-event list length seen (summed), so that a change in the lists shows even when the
 * random choice happens to pick the same events.
 *
 * Run: `npx tsx scripts/bench/lcg-fingerprint.ts` (N=40 for a quick look); compare the last
 * line before and after a change. Prints the CPU seconds taken as well (not a benchmark).
 */
import { createHash } from 'node:crypto';
import { randomPlayout } from '../../src/lib/engine/playout';
import { createRng, rngCursor } from '../../src/lib/engine/rng';
import type { AnyGameDefinition, GameSnapshot } from '../../src/lib/engine/types';
import lcg from '../../src/lib/games/lcg/definition';
import { SCENARIOS, type ScenarioId } from '../../src/lib/games/lcg/data/scenarios';
import { STARTER_DECK_IDS } from '../../src/lib/games/lcg/data/decks';

const def = lcg as unknown as AnyGameDefinition;
const N = Number(process.env.N ?? 400);
const scenarios = Object.keys(SCENARIOS) as ScenarioId[];

/** JSON with object keys sorted (undefined members left out, as JSON.stringify does). */
function canonical(x: unknown): string {
	if (x === null || typeof x !== 'object') return JSON.stringify(x) ?? 'null';
	if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
	const o = x as Record<string, unknown>;
	const keys = Object.keys(o)
		.filter((k) => o[k] !== undefined)
		.sort();
	return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
}

const all = createHash('sha256');
const r = rngCursor(createRng(20261126));
let events = 0;
let legalSum = 0;
const c0 = process.cpuUsage();
for (let g = 0; g < N; g++) {
	const scenario = scenarios[g % scenarios.length];
	const n = r.int(1, 4);
	const options = {
		scenario,
		decks: r.shuffle(STARTER_DECK_IDS).slice(0, n),
		firstPlayer: r.int(0, n - 1),
		shadows: r.int(0, 4) > 0,
		easy: r.int(0, 3) === 0,
		pauseAtEveryWindow: g % 4 === 3
	};
	const seed = r.int(1, 2 ** 30);
	const seats = Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
	const report = randomPlayout(def, seats, seed, {
		options,
		maxSteps: 20000,
		botShare: g % 3 === 0 ? 0.5 : 0,
		check(s) {
			for (const seat of def.activeSeats(s as GameSnapshot<unknown>)) legalSum += def.legalEvents(s, seat).length;
		}
	});
	events += report.steps;
	const h = createHash('sha256');
	h.update(canonical(report.events));
	h.update(canonical(report.final.value));
	h.update(canonical(report.final.context));
	all.update(h.digest('hex'));
}
const u = process.cpuUsage(c0);
console.log(`${N} games, ${events} events, legal lists total ${legalSum}, ${((u.user + u.system) / 1e6).toFixed(1)} CPU s`);
console.log(`LCG fingerprint: ${all.digest('hex')}`);
