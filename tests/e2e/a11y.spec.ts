import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { firstStart } from './helpers';
import { playMoves, readyGames, startGame } from './drive';

/**
 * Accessibility (issue 10 "Accessibility"): axe-core with the WCAG 2.1 A and AA rules on the
 * home, settings and saves screens and on every game's new-game and play screens (after a few
 * moves, and with a summary or reveal panel open where the game shows one): no serious or
 * critical violation. Keyboard: every control on the home and settings screens is reached by Tab
 * and shows a focus ring.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page as it is; fails with each serious/critical rule and its nodes. */
async function audit(page: Page, where: string) {
	// label-content-name-mismatch (WCAG 2.5.3) is marked experimental in axe and off unless named.
	const r = await new AxeBuilder({ page })
		.withTags(TAGS)
		.options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
		.analyze();
	const bad = r.violations
		.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		.map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join(' | ')}`);
	expect(bad, `axe on ${where}`).toEqual([]);
}

test.beforeEach(async ({ page }) => {
	// axe takes seconds per page on a loaded machine.
	test.setTimeout(1260_000);
	// Transitions off, so contrast is measured on settled colours.
	await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('home, settings and saves screens: no serious or critical axe violation', async ({ page }) => {
	await page.goto('/');
	await audit(page, 'first-start language choice');
	await firstStart(page);
	await audit(page, 'home (no saves)');
	const games = await readyGames(page);
	await startGame(page, games[0]);
	await page.goto('/');
	await expect(page.getByTestId('saves').locator('li')).toHaveCount(1);
	await audit(page, 'home with a saved game');
	const saves = await page.request.get('/saves');
	if (saves.ok() && (await page.locator('a[href="/saves"]').count()) > 0) {
		await page.locator('a[href="/saves"]').first().click();
		await page.waitForURL(/\/saves$/);
		await audit(page, 'saves');
	}
	await page.goto('/settings');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	await audit(page, 'settings');
});

/** Every game the registry marks ready (read from its source, so a new game is audited too). */
const GAME_IDS = readFileSync('src/lib/games/registry.ts', 'utf8')
	.split(/\bid: '/)
	.slice(1)
	.filter((entry) => /\bready: true\b/.test(entry))
	.map((entry) => entry.slice(0, entry.indexOf("'")));

test('the registry lists the playable games', () => {
	expect(GAME_IDS).toEqual(expect.arrayContaining(['two-towers', 'knizia-cards', 'lcg']));
});

/** Games whose person moves drive.ts makes, each of which shows a summary or reveal panel in its first rounds. */
const WITH_PANELS = ['two-towers', 'knizia-cards', 'lcg'];

for (const gameId of GAME_IDS) {
	test(`${gameId}: new-game and play screens at the start, after moves, and with a summary/reveal panel open`, async ({ page }) => {
		await firstStart(page);
		// Computer players without pause: the first panel comes sooner (the table's setting).
		await page.evaluate(() => localStorage.setItem('met-prefs', JSON.stringify({ languageChosen: true, botSpeed: 'instant' })));
		await page.reload();
		expect(await readyGames(page)).toContain(gameId);
		await page.getByTestId(`new-${gameId}`).click();
		await expect(page.getByTestId('start-game')).toBeVisible();
		await audit(page, `${gameId} new-game`);
		await page.goto('/');
		await startGame(page, gameId);
		await audit(page, `${gameId} play (start)`);
		let panels = 0;
		const onPanel = async () => {
			if (panels++ === 0) await audit(page, `${gameId} play (panel open)`);
		};
		await playMoves(page, gameId, 4, { onPanel });
		await audit(page, `${gameId} play (after moves)`);
		// Then on until the first summary or reveal panel, audited while it is open.
		const deadline = Date.now() + 150_000;
		while (WITH_PANELS.includes(gameId) && panels === 0 && Date.now() < deadline && !(await page.getByTestId('result').isVisible().catch(() => false))) {
			await playMoves(page, gameId, 1, { onPanel, ms: 30_000 });
		}
		console.log(`${gameId}: ${panels} summary/reveal panel(s) seen and audited`);
		if (WITH_PANELS.includes(gameId)) expect(panels, `${gameId}: a summary or reveal panel was opened and audited`).toBeGreaterThan(0);
	});
}

/**
 * Tabs through the page: every visible button, link and input is reached, and each shows a
 * focus ring (an outline at least 2 px wide) while focused.
 */
async function tabThrough(page: Page, where: string) {
	const controls = await page.locator('button:visible:enabled, a[href]:visible, input:visible:enabled, select:visible, [tabindex="0"]:visible').count();
	// Radios of one group take one Tab stop.
	const radios = await page.locator('input[type=radio]:visible').count();
	const groups = await page.locator('input[type=radio]:visible').evaluateAll((els) => new Set(els.map((e) => (e as HTMLInputElement).name)).size);
	const expected = controls - radios + groups;
	const seen = new Set<string>();
	const noRing: string[] = [];
	await page.locator('body').focus();
	for (let i = 0; i < expected + 5; i++) {
		await page.keyboard.press('Tab');
		const f = await page.evaluate(() => {
			const el = document.activeElement as HTMLElement | null;
			if (!el || el === document.body) return null;
			const cs = getComputedStyle(el);
			// A radio's ring is drawn on its pill label.
			const ringEl = el.matches('input[type=radio]') ? (el.closest('label') as HTMLElement) : el;
			const rs = getComputedStyle(ringEl);
			const path = `${el.tagName}:${el.getAttribute('data-testid') ?? ''}:${el.textContent?.trim().slice(0, 20) ?? ''}:${(el as HTMLInputElement).name ?? ''}:${[...(el.parentElement?.children ?? [])].indexOf(el)}:${el.getAttribute('aria-label') ?? ''}`;
			return { path, ring: rs.outlineStyle !== 'none' && parseFloat(rs.outlineWidth) >= 2, visible: cs.visibility !== 'hidden' };
		});
		if (!f) break;
		seen.add(f.path);
		if (!f.ring) noRing.push(f.path);
	}
	expect(noRing, `${where}: focused without a ring`).toEqual([]);
	expect(seen.size, `${where}: controls reached by Tab`).toBeGreaterThanOrEqual(expected);
}

test('keyboard: every control on the home and settings screens is reached by Tab and shows a focus ring', async ({ page }) => {
	await firstStart(page);
	await tabThrough(page, 'home');
	await page.goto('/settings');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	await tabThrough(page, 'settings');
});
