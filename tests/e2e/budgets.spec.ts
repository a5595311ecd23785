import { test, expect } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { firstStart } from './helpers';

/**
 * DESIGN.md "Budgets": home screen ≤ 100 KB of gzipped JS. The timing budgets (offline cold
 * start, move latency) are measured by `npm run bench` (scripts/bench-browser.mjs), not here.
 */
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
