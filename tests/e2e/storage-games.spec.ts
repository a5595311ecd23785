/**
 * Issue 20 in the browser, against real IndexedDB, for every game: a snapshot whose content
 * was damaged under a matching log tie opens by replay (no hang, no page error) and play goes
 * on; "play here instead" while the bots play hands the save over without a refused move or
 * paused bots; a database connection closed under the page (another connection's version
 * change) does not lose the next move.
 */
import { expect, test, type Page } from '@playwright/test';
import { firstStart } from './helpers';
import { BOT_TABLES as GAMES, botGame, eventCount, idb, putRow, rows } from './storage-idb';

test.use({ serviceWorkers: 'block' });

/**
 * Confirms a reveal or summary panel if one is up (the LCG's table confirms an encounter
 * card's reveal, even in a game of computer players), then counts the stored moves.
 */
async function confirmAndCount(page: Page, id: string): Promise<number> {
	const ok = page.locator('[data-testid="reveal-ok"], [data-testid="phase-summary-ok"]');
	if (await ok.count()) await ok.first().click({ timeout: 2000 }).catch(() => undefined);
	return eventCount(page, id);
}

/** Collects the page's uncaught errors (a damaged snapshot used to throw a TypeError while drawing). */
function pageErrors(page: Page): string[] {
	const out: string[] = [];
	page.on('pageerror', (e) => out.push(e.message));
	return out;
}

test.beforeEach(async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await firstStart(page);
});

for (const [gameId, n] of GAMES) {
	test(`${gameId}: a snapshot damaged under a matching log tie opens by replay and the game goes on`, async ({ page }) => {
		const errors = pageErrors(page);
		const id = await botGame(page, gameId, n, 3);
		const before = await rows(page, id);
		// retype the context's first list or object field (names, map, hands...), keeping the
		// row's log tie and its old content hash, as the five cases did
		const snap = structuredClone(before.snap);
		const ctx = snap.snapshot.context as Record<string, unknown>;
		const key = Object.keys(ctx).find((k) => ctx[k] !== null && typeof ctx[k] === 'object')!;
		ctx[key] = 'x';
		await putRow(page, 'snapshots', snap);
		await page.goto(`/play/${id}`);
		await expect(page.getByTestId('phase')).toBeVisible();
		await expect(page.getByTestId('open-failure')).toHaveCount(0);
		// rebuilt, sound and hashed again, and the bots' moves are appended to it
		await expect.poll(() => confirmAndCount(page, id), { timeout: 30_000 }).toBeGreaterThan(before.events.length);
		const after = await rows(page, id);
		expect(after.snap.snapshot.context[key]).not.toBe('x');
		expect(after.meta.status).toBe(before.meta.status);
		expect(errors).toEqual([]);
	});

	test(`${gameId}: "play here instead" while the bots play: no move refused, the bots go on in the new tab`, async ({ page, context }) => {
		const id = await botGame(page, gameId, n, 1);
		await page.goto(`/play/${id}`);
		await expect(page.getByTestId('phase')).toBeVisible();
		const other = await context.newPage();
		await other.emulateMedia({ reducedMotion: 'reduce' });
		await other.goto(`/play/${id}`);
		await expect(other.getByTestId('readonly-banner')).toBeVisible();
		// take over while the first tab's bots are moving (a move may be in flight)
		await other.getByTestId('play-here').click();
		await expect(page.getByTestId('readonly-banner')).toBeVisible();
		await expect(other.getByTestId('readonly-banner')).toHaveCount(0);
		const at = await eventCount(other, id);
		await expect.poll(() => confirmAndCount(other, id), { timeout: 30_000 }).toBeGreaterThanOrEqual(at + 3);
		await expect(other.getByTestId('bot-retry')).toHaveCount(0);
	});
}

test('a connection closed under the page (another connection’s version change): the next moves are saved', async ({ page, context }) => {
	const id = await botGame(page, 'two-towers', 3, 2);
	await page.goto(`/play/${id}`);
	await expect(page.getByTestId('phase')).toBeVisible();
	const at = await eventCount(page, id);
	// A second tab asks for a newer version (the page's connection gets 'versionchange' and is
	// closed), then gives the upgrade up, so the database stays as the app declared it.
	const other = await context.newPage();
	await other.goto('/settings');
	const closedUnder = await idb<boolean>(
		other,
		`db.close();
		 const v = (await new Promise((res) => { const r = indexedDB.open('middle-earth-table'); r.onsuccess = () => { res(r.result.version); r.result.close(); }; })) ;
		 return await new Promise((resolve) => {
			const r = indexedDB.open('middle-earth-table', v + 1);
			r.onupgradeneeded = () => r.transaction.abort();
			r.onerror = () => resolve(true);
			r.onsuccess = () => { r.result.close(); resolve(false); };
		 });`
	);
	expect(closedUnder).toBe(true);
	await other.close();
	await expect.poll(() => eventCount(page, id), { timeout: 30_000 }).toBeGreaterThanOrEqual(at + 3);
	await expect(page.getByTestId('bot-retry')).toHaveCount(0);
	await expect(page.getByTestId('not-saved')).toHaveCount(0);
});
