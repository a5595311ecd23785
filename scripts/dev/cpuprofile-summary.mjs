// Reads a V8 .cpuprofile (from `node --cpu-prof`, or CDP's Profiler.stop written to a file) and
// prints where the time went: the functions with the most self time, the same summed per source
// file, and the functions with the most total time (the function and everything it called, each
// sample counted once per function however deep the recursion). Shares are of every sample,
// idle and GC included. Used for the LCG engine (issue 17): profile a bundle of
// scripts/bench/lcg-engine.ts (its header says how) so that names and lines are the sources'.
// Usage: node scripts/dev/cpuprofile-summary.mjs <file.cpuprofile> [rows, default 40]
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
	console.error('usage: node scripts/dev/cpuprofile-summary.mjs <file.cpuprofile> [rows]');
	process.exit(2);
}
const rows = Number(rowsArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** `name file:line` of a profile node (lines 1-based). */
const label = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);

const self = new Map();
const perFile = new Map();
const total = new Map();
let all = 0;
for (let i = 0; i < profile.samples.length; i++) {
	const d = profile.timeDeltas[i] ?? 0;
	all += d;
	const n = byId.get(profile.samples[i]);
	add(self, label(n), d);
	add(perFile, n.callFrame.url.split('/').pop() || '(native)', d);
	const seen = new Set();
	for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
		const k = label(byId.get(id));
		if (!seen.has(k)) {
			seen.add(k);
			add(total, k, d);
		}
	}
}

const print = (title, m) => {
	console.log(title);
	for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${((100 * v) / all).toFixed(1).padStart(6)} %  ${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`);
};
console.log(`${(all / 1000).toFixed(0)} ms sampled`);
print('--- self time per function', self);
print('--- self time per file', perFile);
print('--- total time per function', total);
