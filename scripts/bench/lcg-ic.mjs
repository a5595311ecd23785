// Instructions per event of the LCG engine, a git ref against this worktree (issue 17, Speed),
// counted by valgrind (cachegrind without cache simulation), which the other engineers' load does
// not move: on the shared 2-core machine the CPU-time A/B (lcg-ab.mjs) cannot tell a change of a
// few per cent from noise (the same build against itself: median ratios 0.95-1.02), while two runs
// of one build here differ by a few thousand instructions out of billions. Each side is bundled
// with esbuild (its own xstate) and run by node with a fixed hash seed and random seed, without
// concurrent compilation or GC threads (--single-threaded --predictable): W warm-up rounds then G
// measured rounds (a round: one random game per player count, 1-4, seeds 1000… as lcg-ab.mjs and
// `npm run bench`; warm-up seeds 900,000…); the whole runs are compared (start and compilation
// included). Unless BASE=0, the W warm-up rounds are run alone too and subtracted, for the
// instructions per event of the measured rounds: that difference moves with where the garbage
// collector and the compiler's work fall (W=10 G=3 gave 1.13 per event where the whole runs gave
// 0.94), so trust it only when G is large. Instruction counts are not time (a cache miss costs no
// instruction): confirm a gain in CPU time when it is large enough. The valgrind runs go two at a
// time; W=1 G=3 takes about 2 minutes on an idle machine, W=10 G=3 about 3.5.
// Usage: node scripts/bench/lcg-ic.mjs [ref]   (env W warm-up rounds, default 1; G measured rounds, default 3; BASE=0)
import { execFile, execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { bundleSrc } from './bundle-src.mjs';

const ref = process.argv[2] ?? 'main';
const W = Number(process.env.W ?? 1);
const G = Number(process.env.G ?? 3);
const root = resolve(new URL('../..', import.meta.url).pathname);
const tmp = mkdtempSync(join(tmpdir(), 'lcg-ic-'));
const run = promisify(execFile);

/** Bundles a runner of W + G rounds of random games over the source tree `src` into `<out>.mjs`. */
async function bundle(src, out) {
	const code = `import def from '${src}/lib/games/lcg/definition';
import { randomPlayout } from '${src}/lib/engine/playout';
const seats = (n) => Array.from({ length: n }, (_, i) => ({ name: 'P' + (i + 1) }));
const W = Number(process.env.W), G = Number(process.env.G);
let events = 0;
for (let w = 0; w < W; w++) for (const n of [1, 2, 3, 4]) randomPlayout(def, seats(n), 900000 + w);
for (let g = 0; g < G; g++) for (const n of [1, 2, 3, 4]) events += randomPlayout(def, seats(n), 1000 + g).steps;
console.log('events ' + events);
`;
	return bundleSrc({ root, tmp, src, out, code });
}

/** Instructions and events of one run of `file` with `g` measured rounds. */
async function count(file, g) {
	const { stdout, stderr } = await run(
		'valgrind',
		['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', 'node', '--single-threaded', '--predictable', '--hash-seed=1', '--random-seed=1', file],
		{ env: { ...process.env, W: String(W), G: String(g) }, maxBuffer: 1 << 24 }
	);
	const refs = /I\s+refs:\s+([\d,]+)/.exec(stderr);
	if (!refs) throw new Error(`no instruction count from valgrind:\n${stderr.slice(-2000)}`);
	return { instructions: Number(refs[1].replaceAll(',', '')), events: Number(/events (\d+)/.exec(stdout)?.[1] ?? NaN) };
}

try {
	execSync(`git -C ${root} archive ${ref} src | tar -x -C ${tmp}`);
	const A = await bundle(join(tmp, 'src'), 'old');
	const B = await bundle(join(root, 'src'), 'new');
	const [a, b] = await Promise.all([count(A, G), count(B, G)]);
	const Gi = (n) => `${(n / 1e9).toFixed(3)} G`;
	console.log(`events measured: ${ref} ${a.events}, worktree ${b.events}${a.events === b.events ? '' : '  (DIFFERENT GAMES)'}`);
	console.log(`whole runs (start, W=${W} warm-up and G=${G} measured rounds): ${ref} ${Gi(a.instructions)}, worktree ${Gi(b.instructions)}, new/old ${(b.instructions / a.instructions).toFixed(3)}`);
	if (process.env.BASE !== '0') {
		const [a0, b0] = await Promise.all([count(A, 0), count(B, 0)]);
		const perEvent = (x, x0) => (x.instructions - x0.instructions) / x.events;
		const pa = perEvent(a, a0);
		const pb = perEvent(b, b0);
		const M = (n) => `${(n / 1e6).toFixed(3)} M`;
		console.log(`warm-up alone: ${ref} ${Gi(a0.instructions)}, worktree ${Gi(b0.instructions)}`);
		console.log(`measured rounds: ${ref} ${M(pa)}, worktree ${M(pb)} instructions per event, new/old ${(pb / pa).toFixed(3)}`);
	}
} finally {
	rmSync(tmp, { recursive: true, force: true });
}
