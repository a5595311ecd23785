// Browser half of `npm run bench` (DESIGN.md "Budgets"), in Debian's chromium against the
// built app served by `vite preview`:
// - offline cold start to an interactive home screen, 4x CPU throttling (budget 1 s);
// - a move (tap → new state → autosaved → painted), 4x CPU throttling (budget 16 ms at p95).
// Builds first if build/ is missing. Prints numbers; exits 0 (a bench, not a test).
import { execSync } from 'node:child_process';
import { launchChromium, startPreview } from './chromium.mjs';
import { existsSync } from 'node:fs';

const PORT = Number(process.env.BENCH_PORT ?? 4179);
if (!existsSync('build/index.html')) execSync('npx vite build', { stdio: 'inherit' });
const server = await startPreview(PORT);
const BASE = server.url;
const stats = (xs) => {
	const s = [...xs].sort((a, b) => a - b);
	const at = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
	return { median: at(0.5), p95: at(0.95), n: s.length };
};
try {
	const browser = await launchChromium();
	const context = await browser.newContext({ viewport: { width: 1180, height: 820 }, serviceWorkers: 'allow' });
	const page = await context.newPage();
	await page.goto(BASE + '/');
	await page.getByRole('button', { name: 'English' }).click();
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
		if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
	});

	// Offline cold start.
	await context.setOffline(true);
	const cdp = await context.newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
	const starts = [];
	for (let i = 0; i < 7; i++) {
		await page.reload({ waitUntil: 'commit' });
		await page.getByRole('link', { name: 'New game' }).first().waitFor();
		starts.push(await page.evaluate(() => performance.now()));
	}
	const cs = stats(starts);
	console.log(`offline cold start, 4x CPU: median ${cs.median.toFixed(0)} ms, p95 ${cs.p95.toFixed(0)} ms over ${cs.n} reloads (budget 1000 ms) ${cs.p95 <= 1000 ? 'OK' : 'OVER'}`);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

	// Move latency: Les Deux Tours, one person against a bot, "take the top card of the pile".
	await page.getByTestId('new-two-towers').click();
	await page.getByTestId('seat-name-0').fill('Bench');
	await page.getByTestId('seat-bot-1').click();
	await page.getByRole('button', { name: /^Remove/ }).last().click();
	await page.getByTestId('start-game').click();
	await page.getByTestId("pile-count").waitFor();
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
	const moves = [];
	// Measure only when the table is quiet: the bots have played (their moves wait 450 ms, more
	// when throttled) and our seat acts, so no other save is in flight.
	for (let i = 0; i < 80 && moves.length < 25; i++) {
		// Our turn, with the bot's move saved and shown (the prompt is ours again).
		try {
			await page.waitForFunction(() => document.querySelector('[data-testid="prompt"]') && !document.querySelector('[data-testid="prompt"]').textContent.includes('thinking'), null, { timeout: 8000 });
		} catch {
			break;
		}
		await page.waitForTimeout(300);
		// Between journeys: confirm the evaluation summary, lay nothing (Done).
		for (const id of ['summary-ok', 'done']) {
			const b = page.getByTestId(id);
			if (await b.isVisible()) await b.click();
		}
		if (await page.getByTestId('result').isVisible()) break;
		const ms = await page.evaluate(async () => {
			const pile = document.querySelector('[data-testid="pile"]');
			const count = document.querySelector('[data-testid="pile-count"]');
			if (!pile || !count) return null;
			const before = count.textContent;
			const t0 = performance.now();
			pile.click();
			const deadline = t0 + 2000;
			await new Promise((resolve) => {
				const check = () => (count.textContent !== before || performance.now() > deadline ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(check));
				check();
			});
			return count.textContent !== before ? performance.now() - t0 : null;
		});
		if (ms !== null) moves.push(ms);
	}
	const parts = await page.evaluate(() => ({
		saved: performance.getEntriesByName('met:move-saved').map((e) => e.duration),
		shown: performance.getEntriesByName('met:move-shown').map((e) => e.duration)
	}));
	const sv = stats(parts.saved);
	const sh = stats(parts.shown);
	console.log(`  of which legal check + apply + IndexedDB commit: median ${sv.median?.toFixed(1)} ms, p95 ${sv.p95?.toFixed(1)} ms; + derived state: median ${sh.median?.toFixed(1)} ms (all moves incl. bots, n=${sh.n})`);
	const mv = stats(moves);
	console.log(`move (tap → saved → painted), 4x CPU: median ${mv.median?.toFixed(1)} ms, p95 ${mv.p95?.toFixed(1)} ms over ${mv.n} moves (budget 16 ms at p95) ${mv.p95 <= 16 ? 'OK' : 'OVER'}`);
	await browser.close();
} finally {
	server.stop();
}
