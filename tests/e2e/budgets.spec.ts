import { test, expect } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { firstStart, waitForServiceWorker } from './helpers';

/** DESIGN.md "Budgets": home screen ≤ 100 KB of gzipped JS; offline cold start ≤ 1 s at 4× CPU throttling. */
test('the home screen loads at most 100 KB of gzipped JavaScript', async ({ page }) => {
	const bodies: Buffer[] = [];
	page.on('response', async (r) => {
		if (r.url().endsWith('.js') && r.ok()) bodies.push(await r.body());
	});
	await firstStart(page);
	await page.waitForLoadState('networkidle');
	const gz = bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
	console.log(`home JS: ${bodies.length} files, ${(gz / 1024).toFixed(1)} KB gzipped`);
	expect(gz).toBeLessThanOrEqual(100 * 1024);
});

test('offline cold start to an interactive home screen within 1 s at 4x CPU throttling', async ({ page, context }) => {
	await firstStart(page);
	await waitForServiceWorker(page);
	await context.setOffline(true);
	const cdp = await context.newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
	const times: number[] = [];
	for (let i = 0; i < 3; i++) {
		await page.reload({ waitUntil: 'commit' });
		await page.getByRole('link', { name: 'New game' }).first().waitFor();
		times.push(await page.evaluate(() => performance.now()));
	}
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
	const median = [...times].sort((a, b) => a - b)[1];
	console.log(`offline cold start (4x throttled): ${times.map((t) => t.toFixed(0)).join(', ')} ms, median ${median.toFixed(0)} ms`);
	expect(median).toBeLessThanOrEqual(1000);
});
