// A Chrome trace of the LCG's moves in the browser (issue 17, "the LCG's painted p95"), made to
// compare two builds on the same moves: Math.random and crypto.getRandomValues are seeded, so
// the game (its seed, the computer's choices) is the same on any build whose engine and bots
// play alike. A solo game played by the computer as in `npm run bench`'s browser half, 4x CPU
// throttling, TRACE_MS of moves. Prints, over the moves (met:move-painted windows): tap →
// painted, and the main thread's CPU time in that window (the trace's thread time: the machine's
// load takes the thread away but does not add to it, so two runs at different loads compare),
// at p50/p90/p95 and in all, then how that main-thread time splits (script tasks, style, layout,
// paint, compositing commit) and the steps of the ten slowest moves.
// Usage: node scripts/dev/lcg-trace.mjs [out.json]   (from the checkout whose build/ is to be
// measured; BENCH_PORT, TRACE_MS, TRACE_SEED, TRACE_RATE (CPU throttling, default 4: the
// bench's; 1 for the CPU profile in out.json, whose samples a throttled thread misattributes);
// a --minify false build names the functions in out.json, which Chrome's Performance panel opens).
// Also prints the main thread's time per move by kind (thread time, nested Paint events counted
// once: the document's) and the paint layers repainted (the outermost Paint inside each
// document Paint: "HTML" means the root layer was recorded again).
import { writeFileSync } from 'node:fs';
import { launchChromium, startLcgSoloComputer, startPreview } from '../chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4185);
const TRACE_MS = Number(process.env.TRACE_MS ?? 90000);
const SEED = Number(process.env.TRACE_SEED ?? 12345);
const RATE = Number(process.env.TRACE_RATE ?? 4);
const server = await startPreview(PORT);
try {
	const browser = await launchChromium();
	const context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
	await context.addInitScript((seed) => {
		let a = seed;
		const rnd = () => {
			a = (a + 0x6d2b79f5) | 0;
			let t = Math.imul(a ^ (a >>> 15), 1 | a);
			t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
			return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
		};
		Math.random = rnd;
		const own = crypto.getRandomValues.bind(crypto);
		crypto.getRandomValues = (arr) => {
			if (!(arr instanceof Uint8Array || arr instanceof Uint16Array || arr instanceof Uint32Array || arr instanceof Int32Array)) return own(arr);
			for (let i = 0; i < arr.length; i++) arr[i] = Math.floor(rnd() * 2 ** (arr.BYTES_PER_ELEMENT * 8));
			return arr;
		};
		// The board's step at each painted move, to name the slow ones.
		window.__steps = [];
		const measure = performance.measure.bind(performance);
		performance.measure = (name, ...rest) => {
			const e = measure(name, ...rest);
			if (name === 'met:move-painted') window.__steps.push(document.querySelector('[data-step]')?.getAttribute('data-step') ?? '?');
			return e;
		};
	}, SEED);
	const page = await context.newPage();
	await startLcgSoloComputer(page, server.url);
	await page.evaluate(() => performance.clearMeasures());
	const cdp = await context.newCDPSession(page);
	const events = [];
	cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
	await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'], excludedCategories: ['*'] } });
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
	const end = Date.now() + TRACE_MS;
	while (Date.now() < end && !(await page.getByTestId('result').isVisible().catch(() => false))) await page.waitForTimeout(1000);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
	const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
	await cdp.send('Tracing.end');
	await done;
	const got = await page.evaluate(() => ({ steps: window.__steps, painted: performance.getEntriesByName('met:move-painted').map((e) => ({ start: e.startTime, dur: e.duration })) }));
	await browser.close();
	if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify({ traceEvents: events }));

	const marks = events.filter((e) => e.name === 'met:move-start' && e.ph === 'I');
	if (!marks.length || !got.painted.length) throw new Error('no move was traced');
	const main = (e) => e.pid === marks[0].pid && e.tid === marks[0].tid && e.ph === 'X';
	const off = marks[0].ts - marks[0].args.data.startTime * 1000;
	const tasks = events.filter((e) => main(e) && e.name === 'RunTask' && e.tdur !== undefined);
	const SPLIT = ['FunctionCall', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];
	const parts = events.filter((e) => main(e) && SPLIT.includes(e.name));
	const split = {};
	const moves = got.painted.map((m, i) => {
		const a = m.start * 1000 + off;
		const b = a + m.dur * 1000;
		let cpu = 0;
		for (const e of tasks) if (e.ts < b && e.ts + e.dur > a) cpu += (e.tdur * (Math.min(b, e.ts + e.dur) - Math.max(a, e.ts))) / e.dur;
		for (const e of parts) if (e.ts < b && e.ts + e.dur > a) split[e.name] = (split[e.name] ?? 0) + (Math.min(b, e.ts + e.dur) - Math.max(a, e.ts)) / 1000;
		return { wall: m.dur, cpu: cpu / 1000, step: got.steps[i] ?? '?' };
	});
	const q = (xs, p) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
	const line = (xs) => `p50 ${q(xs, 0.5).toFixed(1)}, p90 ${q(xs, 0.9).toFixed(1)}, p95 ${q(xs, 0.95).toFixed(1)} ms, in all ${xs.reduce((s, x) => s + x, 0).toFixed(0)} ms`;
	const wall = moves.reduce((s, x) => s + x.wall, 0);
	console.log(`${moves.length} moves (seed ${SEED}), ${RATE}x CPU throttle`);
	console.log(`  tap → painted: ${line(moves.map((x) => x.wall))}`);
	console.log(`  main-thread CPU in it: ${line(moves.map((x) => x.cpu))}`);
	console.log(`  share of tap → painted: ${SPLIT.map((k) => `${k} ${((100 * (split[k] ?? 0)) / wall).toFixed(0)}%`).join(', ')} (script tasks: FunctionCall and RunMicrotasks, which overlap)`);
	// Thread time per move by kind, and the paint layers recorded again.
	const within = (e) => got.painted.some((m) => e.ts >= m.start * 1000 + off && e.ts < (m.start + m.dur) * 1000 + off);
	const mainX = events.filter((e) => main(e) && within(e));
	const KINDS = ['FunctionCall', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Layerize', 'Commit'];
	const per = (pred) => mainX.filter(pred).reduce((t, e) => t + (e.tdur ?? e.dur), 0) / 1000 / moves.length;
	const docs = mainX.filter((e) => e.name === 'Paint' && e.args?.data?.nodeName === '#document');
	console.log(`  main-thread time per move: ${KINDS.map((k) => `${k} ${per((e) => e.name === k).toFixed(1)}`).join(', ')}, Paint ${per((e) => docs.includes(e)).toFixed(1)} ms`);
	const layers = new Map();
	for (const d of docs) {
		const inner = mainX.filter((e) => e !== d && e.name === 'Paint' && e.ts >= d.ts && e.ts + e.dur <= d.ts + d.dur);
		const outer = inner.filter((e) => !inner.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur));
		const k = [...new Set(outer.map((e) => e.args.data.nodeName.replace(/ svelte-\w+/g, '').slice(0, 40)))].join(' + ') || '(none)';
		const r = layers.get(k) ?? { n: 0, ms: 0 };
		r.n++;
		r.ms += (d.tdur ?? d.dur) / 1000;
		layers.set(k, r);
	}
	console.log(`  repainted layers: ${[...layers].sort((a, b) => b[1].ms - a[1].ms).slice(0, 5).map(([k, r]) => `${k.slice(0, 90)} ×${r.n} (${r.ms.toFixed(0)} ms)`).join('; ')}`);
	console.log(`  slowest: ${[...moves].sort((x, y) => y.wall - x.wall).slice(0, 10).map((x) => `${x.wall.toFixed(0)} ms (CPU ${x.cpu.toFixed(0)}) ${x.step}`).join('; ')}`);
} finally {
	server.stop();
}
