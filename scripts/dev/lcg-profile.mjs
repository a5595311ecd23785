// A CPU profile of the LCG's moves in the browser (issue 17, "the LCG's painted p95"): a solo
// game played by the computer (as `npm run bench`'s browser half does), CDP Profiler running
// over PROFILE_MS, 4x CPU throttling. Prints, per move, engine time (met:move-computed) and
// tap → painted (met:move-painted); then the functions with the most self and total time, and
// the Performance metrics' script / layout / style split. Run on a build made with
// `npx vite build --minify false` to read the function names.
// Usage: [PROFILE_URL=http://127.0.0.1:4185] node scripts/dev/lcg-profile.mjs [out.cpuprofile]
import { writeFileSync } from 'node:fs';
import { launchChromium, startLcgSoloComputer, startPreview } from '../chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4185);
const PROFILE_MS = Number(process.env.PROFILE_MS ?? 20000);
// PROFILE_URL: an app already served (a `vite preview` started by hand), else one is started.
const server = process.env.PROFILE_URL ? { url: process.env.PROFILE_URL, stop: () => {} } : await startPreview(PORT);
try {
	const browser = await launchChromium();
	const context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
	const page = await context.newPage();
	await startLcgSoloComputer(page, server.url);
	const cdp = await context.newCDPSession(page);
	await cdp.send('Performance.enable');
	await cdp.send('Profiler.enable');
	await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
	await page.evaluate(() => performance.clearMeasures());
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
	const m0 = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
	await cdp.send('Profiler.start');
	await page.waitForTimeout(PROFILE_MS);
	const { profile } = await cdp.send('Profiler.stop');
	const m1 = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
	const got = await page.evaluate(() => ({
		computed: performance.getEntriesByName('met:move-computed').map((e) => e.duration),
		painted: performance.getEntriesByName('met:move-painted').map((e) => e.duration)
	}));
	console.log(`at the end: ${await page.getByTestId('phase').textContent()} ${await page.getByTestId('lcg-board').getAttribute('data-step')}, result shown: ${await page.getByTestId('result').isVisible()}`);
	if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify(profile));
	const q = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
	console.log(`moves ${got.painted.length}: computed p50 ${q(got.computed, 0.5)?.toFixed(1)} p95 ${q(got.computed, 0.95)?.toFixed(1)} ms; painted p50 ${q(got.painted, 0.5)?.toFixed(1)} p95 ${q(got.painted, 0.95)?.toFixed(1)} ms`);
	for (const k of ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'TaskDuration']) console.log(`${k}: ${((m1[k] - m0[k]) * 1000).toFixed(0)} ms`);
	for (const k of ['LayoutCount', 'RecalcStyleCount', 'Nodes']) console.log(`${k}: ${m1[k] - m0[k]} (now ${m1[k]})`);
	// Self and total time per function (total: each sample counts once per distinct frame on its stack).
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	const parent = new Map();
	for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
	const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
	const self = new Map();
	const total = new Map();
	profile.samples.forEach((id, i) => {
		const dt = (profile.timeDeltas[i] ?? 0) / 1000;
		const n = byId.get(id);
		self.set(key(n), (self.get(key(n)) ?? 0) + dt);
		const seen = new Set();
		for (let x = id; x !== undefined; x = parent.get(x)) {
			const k = key(byId.get(x));
			if (seen.has(k)) continue;
			seen.add(k);
			total.set(k, (total.get(k) ?? 0) + dt);
		}
	});
	const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n');
	console.log(`self time:\n${top(self, 30)}\ntotal time:\n${top(total, 45)}`);
	await browser.close();
} finally {
	server.stop();
}
