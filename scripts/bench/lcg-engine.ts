/**
 * The LCG engine alone, for profiling and before/after comparisons (issue 17): G random games
 * (env, default 60) per player count from fixed seeds (1000…), the same `randomPlayout` as
 * `npm run bench`, timed in CPU seconds of this process rather than wall clock, so that two
 * versions compared on a busy machine see the same work. Prints events per CPU second per player
 * count and overall; then the same games played without the XState actor (the pure functions
 * the statechart calls, stepped by replay.ts's `settle` through machine.ts's `STEP_NEXT`, the
 * way a saved game is replayed), so that the share of the actor (the statechart's
 * interpretation: microsteps, snapshots) shows next to the engine's own. Run:
 * `npx tsx scripts/bench/lcg-engine.ts` (NO_ACTOR=0 skips the second line; WARMUP_EVENTS, WARMUP_S:
 * the uncounted warm-up); profile:
 * `npx esbuild scripts/bench/lcg-engine.ts --bundle --platform=node --format=esm
 * --alias:\$lib=./src/lib --outfile=/tmp/lcg.mjs && node --cpu-prof /tmp/lcg.mjs` (a bundle
 * keeps the source lines in the profile), then
 * `node scripts/dev/cpuprofile-summary.mjs CPU.*.cpuprofile` (self and total time per function,
 * self time per file).
 */
import { randomPlayout } from '../../src/lib/engine/playout';
import { createRng, rngCursor } from '../../src/lib/engine/rng';
import type { AnyGameDefinition, SeatSetup } from '../../src/lib/engine/types';
import lcg from '../../src/lib/games/lcg/definition';
import { activeSeats, applyEvent, enterStep, legalEvents } from '../../src/lib/games/lcg/flow';
import { settle } from '../../src/lib/games/lcg/replay';
import { warmUp } from './warm-up';
import { createContext } from '../../src/lib/games/lcg/rules';

const def = lcg as unknown as AnyGameDefinition;
const G = Number(process.env.G ?? 60);

/**
 * One random game as `randomPlayout` plays it (same seeds, same choices, so the same games),
 * without an actor: each event through `applyEvent` (a fresh copy per event, as the statechart's
 * action makes), then the eventless transitions. Returns the number of events.
 */
function playWithoutActor(seats: SeatSetup[], seed: number): number {
	const input = lcg.createInput({ seats, options: lcg.defaultOptions, seed });
	let { ctx, at } = settle(enterStep(createContext(input), 'setup.mulligan'), 'setup.mulligan');
	const chooser = rngCursor(createRng(seed ^ 0x5eed));
	let steps = 0;
	while (at !== 'victory' && at !== 'defeat') {
		const active = activeSeats(ctx);
		const seat = active[chooser.int(0, active.length - 1)];
		const legal = legalEvents(ctx, seat);
		({ ctx, at } = settle(applyEvent(ctx, legal[chooser.int(0, legal.length - 1)]), at));
		steps++;
	}
	return steps;
}

function run(label: string, play: (seats: SeatSetup[], seed: number) => number): void {
	const out: string[] = [];
	let total = 0;
	let totalCpu = 0;
	for (const players of [1, 2, 3, 4]) {
		const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
		let events = 0;
		const c0 = process.cpuUsage();
		for (let g = 0; g < G; g++) events += play(seats, 1000 + g);
		const u = process.cpuUsage(c0);
		const cpu = (u.user + u.system) / 1e6;
		total += events;
		totalCpu += cpu;
		out.push(`${players}p ${(events / cpu).toFixed(0)}`);
	}
	console.log(`${label}: ${out.join(', ')}; all ${(total / totalCpu).toFixed(0)} (${total} events)`);
}

// Warm-up, not counted: WARMUP_EVENTS events (default 40,000) of random games of every player
// count, at most WARMUP_S CPU seconds (default 10), as `npm run bench` does (scripts/bench/warm-up.ts).
warmUp(def, Number(process.env.WARMUP_EVENTS ?? 40_000), Number(process.env.WARMUP_S ?? 10));
run('LCG events per CPU second', (seats, seed) => randomPlayout(def, seats, seed).steps);
if (process.env.NO_ACTOR !== '0') run('  the same games without the actor', playWithoutActor);
