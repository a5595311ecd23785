/**
 * Issue 10 in the browser, against real IndexedDB: the saves screen; corruption cases
 * (stale snapshot, illegal log entry, bad meta fields, wrong counters); two tabs on one save.
 */
import { expect, test } from '@playwright/test';
import { firstStart, newGame } from './helpers';
import { botGame, eventCount, putRow, rows } from './storage-idb';

test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await firstStart(page);
});

test('saves screen: list, summary, rename, duplicate, delete with undo, filter; screenshots', async ({ page }) => {
	const tt = await botGame(page, 'two-towers', 3, 6);
	await botGame(page, 'knizia-cards', 2, 6);
	await page.getByTestId('all-saves').click();
	await expect(page.getByRole('heading', { level: 1, name: 'Saved games' })).toBeVisible();
	const list = page.getByTestId('save-row');
	await expect(list).toHaveCount(2);
	await expect(page.getByTestId('save-summary').first()).not.toBeEmpty();
	const row = page.locator(`[data-save-id="${tt}"]`);
	await row.getByRole('button', { name: 'Rename' }).click();
	await page.getByTestId('rename-input').fill('Friday \u202Enight');
	await page.getByRole('button', { name: 'Save the name' }).click();
	await expect(row.getByTestId('save-name')).toHaveText('Friday night');
	await row.getByTestId('save-duplicate').click();
	await expect(list).toHaveCount(3);
	await page.getByTestId('saves-filter').selectOption('knizia-cards');
	await expect(list).toHaveCount(1);
	await page.getByTestId('saves-filter').selectOption('');
	await page.setViewportSize({ width: 1180, height: 820 });
	await page.screenshot({ path: '/tmp/hardening-saves-1180x820.png' });
	await page.setViewportSize({ width: 820, height: 1180 });
	await page.screenshot({ path: '/tmp/hardening-saves-820x1180.png' });
	await page.setViewportSize({ width: 1180, height: 820 });
	// delete: confirm, then undo from the toast
	await list.first().getByTestId('save-delete').click();
	await page.getByRole('button', { name: 'Delete it' }).click();
	await expect(list).toHaveCount(2);
	await page.getByTestId('undo-delete').click();
	await expect(list).toHaveCount(3);
	// delete for good once the toast is gone
	await list.first().getByTestId('save-delete').click();
	await page.getByRole('button', { name: 'Delete it' }).click();
	await expect(page.getByTestId('undo-toast')).toHaveCount(0, { timeout: 10_000 });
	await page.reload();
	await expect(list).toHaveCount(2);
});

test('corruption: stale snapshot rebuilt by replay; wrong counters repaired; play goes on', async ({ page }) => {
	const id = await botGame(page, 'two-towers', 3, 3);
	const early = await rows(page, id);
	// let it play on, then put back the snapshot row of 4+ moves earlier (its own tie) and a wrong counter
	await page.goto(`/play/${id}`);
	await expect.poll(() => eventCount(page, id), { timeout: 30_000 }).toBeGreaterThanOrEqual(early.events.length + 4);
	await page.goto('/');
	const late = await rows(page, id);
	await putRow(page, 'snapshots', early.snap);
	await putRow(page, 'saves', { ...late.meta, moves: 999 });
	await page.goto(`/play/${id}`);
	await expect(page.getByTestId('phase')).toBeVisible();
	await expect(page.getByTestId('open-failure')).toHaveCount(0);
	// repaired on open: the snapshot is tied to the whole log, the counter is the log's length
	await expect.poll(async () => (await rows(page, id)).snap.logLength).toBeGreaterThanOrEqual(late.events.length);
	const fixed = await rows(page, id);
	expect(fixed.meta.moves).toBe(fixed.events.length);
	// and the bots' moves are appended to it
	await expect.poll(() => eventCount(page, id), { timeout: 30_000 }).toBeGreaterThan(late.events.length + 1);
});

test('corruption: an illegal log entry makes the save read-only with export and delete; a bad row is listed as damaged', async ({ page }) => {
	const bad = await botGame(page, 'two-towers', 3, 5);
	const fine = await botGame(page, 'knizia-cards', 2, 2);
	const broken = await botGame(page, 'two-towers', 3, 2);
	const r = await rows(page, bad);
	const row = r.events[3];
	await putRow(page, 'events', { ...row, entry: { ...row.entry, ev: { ...row.entry.ev, seat: (row.entry.ev.seat + 1) % 3 } } });
	const n = r.events.length;
	await page.goto(`/play/${bad}`);
	await expect(page.getByTestId('open-failure')).toHaveText(/no longer replay: it is kept read-only/);
	const download = page.waitForEvent('download');
	await page.getByTestId('failure-export').click();
	expect((await download).suggestedFilename()).toMatch(/\.json$/);
	expect((await rows(page, bad)).events.length).toBe(n);
	expect((await rows(page, bad)).meta.status).toBe('broken');
	// bad meta fields on another save: home and saves screen still list the others
	const meta = (await rows(page, broken)).meta;
	await putRow(page, 'saves', { ...meta, seats: null, updatedAt: 'not a date' });
	await page.goto('/');
	await expect(page.getByTestId('saves').locator('li')).toHaveCount(2);
	await page.goto('/saves');
	await expect(page.getByTestId('save-row')).toHaveCount(2);
	await expect(page.locator(`[data-save-id="${fine}"]`)).toBeVisible();
	await expect(page.getByTestId('damaged-row')).toHaveCount(1);
	await page.getByTestId('damaged-delete').click();
	await page.getByRole('button', { name: 'Delete it' }).click();
	await expect(page.getByTestId('damaged-row')).toHaveCount(0);
});

test('two tabs on one save: the second is read-only; "play here instead" takes the lock over', async ({ page, context }) => {
	await page.goto('/');
	const id = await newGame(page, 'two-towers', ['human', 'easy']);
	const other = await context.newPage();
	await other.emulateMedia({ reducedMotion: 'reduce' });
	await other.goto(`/play/${id}`);
	await expect(other.getByTestId('readonly-banner')).toBeVisible();
	await expect(page.getByTestId('readonly-banner')).toHaveCount(0);
	await other.getByTestId('play-here').click();
	await expect(other.getByTestId('readonly-banner')).toHaveCount(0);
	await expect(page.getByTestId('readonly-banner')).toBeVisible();
	await page.getByTestId('play-here').click();
	await expect(other.getByTestId('readonly-banner')).toBeVisible();
	await expect(page.getByTestId('readonly-banner')).toHaveCount(0);
});
