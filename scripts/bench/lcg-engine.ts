/**
 * The LCG engine alone, for profiling and before/after comparisons (issue 17): G random games
 * (env, default 60) per player count from fixed seeds (1000…), the same `randomPlayout` as
 * `npm run bench`, timed in CPU seconds of this process rather than wall clock, so that two
 * versions compared on a busy machine see the same work. Prints events per CPU second per player
 * count and overall. Run: `npx tsx scripts/bench/lcg-engine.ts`; profile:
 * `npx esbuild scripts/bench/lcg-engine.ts --bundle --platform=node --format=esm
 * --alias:\$lib=./src/lib --outfile=/tmp/lcg.mjs && node --cpu-prof /tmp/lcg.mjs` (a bundle
 * keeps the source lines in the profile).
 */
import { randomPlayout } from '../../src/lib/engine/playout';
import type { AnyGameDefinition } from '../../src/lib/engine/types';
import lcg from '../../src/lib/games/lcg/definition';

const def = lcg as unknown as AnyGameDefinition;
const G = Number(process.env.G ?? 60);
const out: string[] = [];
let total = 0;
let totalCpu = 0;
// Warm-up (the JIT), not counted.
for (let i = 0; i < 10; i++) randomPlayout(def, [{ name: 'a' }, { name: 'b' }], 5000 + i);
for (const players of [1, 2, 3, 4]) {
	const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
	let events = 0;
	const c0 = process.cpuUsage();
	for (let g = 0; g < G; g++) events += randomPlayout(def, seats, 1000 + g).steps;
	const u = process.cpuUsage(c0);
	const cpu = (u.user + u.system) / 1e6;
	total += events;
	totalCpu += cpu;
	out.push(`${players}p ${(events / cpu).toFixed(0)}`);
}
console.log(`LCG events per CPU second: ${out.join(', ')}; all ${(total / totalCpu).toFixed(0)} (${total} events)`);
