// Before/after comparison of the LCG engine on a shared, busy machine (issue 17): the sources of a
// git ref (default: main) and those of this worktree, each bundled with esbuild (its own copy of
// xstate) and loaded into one process, then timed in alternation, ABBA (old, new, new, old, ...),
// in CPU seconds of this process: R rounds, each G random games per player count (seeds 1000…, the
// same `randomPlayout` as `npm run bench` and scripts/bench/lcg-engine.ts). Prints the events per
// CPU second of each (median and best round) and the median of the per-round ratio new/old, which
// the other engineers' load moves least (the same build run twice in a row by lcg-engine.ts at
// load 25 gave 2,811 and 5,136 events per CPU second; the same build against itself here gave
// median ratios of 0.95 and 0.98 over 6 and 10 rounds: a difference under about 5 % needs more
// rounds, and is not shown by a few). The event totals of both sides are printed too: a
// speed-only change must leave them equal (the same games, event for event). BOT=<share> plays
// that share of the moves with the partner (`randomPlayout`'s botShare, as tests/property/lcg.test.ts
// does for a quarter of its games; default 0: random moves only), to time the partner's lookahead.
// Usage: node scripts/bench/lcg-ab.mjs [ref]   (env R rounds, default 20; G games, default 8; BOT)
// A change of a few per cent: count instructions instead (scripts/bench/lcg-ic.mjs, valgrind).
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleSrc } from './bundle-src.mjs';

const ref = process.argv[2] ?? 'main';
const R = Number(process.env.R ?? 20);
const G = Number(process.env.G ?? 8);
const BOT = Number(process.env.BOT ?? 0);
const root = resolve(new URL('../..', import.meta.url).pathname);
const tmp = mkdtempSync(join(tmpdir(), 'lcg-ab-'));

/** Bundles the LCG definition and `randomPlayout` of the source tree `src` into `out`, and loads it. */
async function bundle(src, out) {
	const code = `export { default as def } from '${src}/lib/games/lcg/definition';\nexport { randomPlayout } from '${src}/lib/engine/playout';\n`;
	return import(await bundleSrc({ root, tmp, src, out, code }));
}

try {
	execSync(`git -C ${root} archive ${ref} src | tar -x -C ${tmp}`);
	const A = await bundle(join(tmp, 'src'), 'old');
	const B = await bundle(join(root, 'src'), 'new');

	/** One round: G games per player count; events and CPU seconds. */
	const round = (m) => {
		let events = 0;
		const c0 = process.cpuUsage();
		for (const players of [1, 2, 3, 4]) {
			const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
			for (let g = 0; g < G; g++) events += m.randomPlayout(m.def, seats, 1000 + g, BOT ? { botShare: BOT } : {}).steps;
		}
		const u = process.cpuUsage(c0);
		return { events, cpu: (u.user + u.system) / 1e6 };
	};
	// Warm-up, not counted: V8 compiles the hot code in tiers over the first tens of thousands of events.
	for (let i = 0; i < 3; i++) {
		round(A);
		round(B);
	}
	const rateA = [];
	const rateB = [];
	const ratio = [];
	let evA = 0;
	let evB = 0;
	for (let i = 0; i < R; i++) {
		let ra;
		let rb;
		if (i % 2) (rb = round(B)), (ra = round(A));
		else (ra = round(A)), (rb = round(B));
		evA = ra.events;
		evB = rb.events;
		rateA.push(ra.events / ra.cpu);
		rateB.push(rb.events / rb.cpu);
		ratio.push(rb.events / rb.cpu / (ra.events / ra.cpu));
	}
	const median = (x) => [...x].sort((p, q) => p - q)[Math.floor(x.length / 2)];
	const load = loadavg().map((l) => l.toFixed(1)).join(' ');
	console.log(`events per round: ${ref} ${evA}, worktree ${evB}${evA === evB ? '' : '  (DIFFERENT GAMES)'}`);
	console.log(`${ref}: median ${median(rateA).toFixed(0)} events/CPU-s (best ${Math.max(...rateA).toFixed(0)})`);
	console.log(`worktree: median ${median(rateB).toFixed(0)} events/CPU-s (best ${Math.max(...rateB).toFixed(0)})`);
	console.log(`new/old per round: median ${median(ratio).toFixed(3)} over ${R} rounds of ${G} games x 4 player counts${BOT ? `, bot share ${BOT}` : ''}; load ${load}`);
} finally {
	rmSync(tmp, { recursive: true, force: true });
}
