import { test, expect, type Page } from '@playwright/test';
import { confirmSummary, firstStart, logLength, newGame, waitForServiceWorker } from './helpers';

// Offline reloads and the update prompt need the service worker (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

/**
 * Risk: The Lord of the Rings in Chromium: a 2-player game against the computer (Normal) —
 * setup by tapping glowing territories, then several turns (reinforce, attack with the odds
 * shown first, move in, draw, move the Fellowship) — then a reload with the network off
 * restores the same board, and play goes on offline.
 */

const phase = (page: Page) => page.getByTestId('phase');

/** The turn number shown in the top bar (0 during setup). */
async function turnNumber(page: Page): Promise<number> {
	const m = (await phase(page).textContent())?.match(/Turn (\d+)/);
	return m ? Number(m[1]) : 0;
}

/** Armies on every territory, as shown. */
const board = (page: Page) => page.locator('[data-testid^=armies-]').allTextContents();

/**
 * Makes one move for the person when it is their turn: a button for the phase's choice, else
 * a glowing territory (attacking from the strongest, at most a few times a turn), else "end".
 * @returns false when nothing could be done (the computer is playing)
 */
async function step(page: Page, attacks: { n: number }): Promise<boolean> {
	if (await confirmSummary(page)) return true;
	if ((await page.getByTestId('risk-actions').count()) === 0 && (await page.locator('polygon.target').count()) === 0) return false;
	for (const id of ['react-play', 'react-pass', 'place-all', 'trade', 'move-3', 'move-2', 'move-1', 'draw-territory', 'draw-adventure', 'ring-roll']) {
		const b = page.getByTestId(id).first();
		if (await b.count()) {
			await b.click();
			return true;
		}
	}
	const attack = page.locator('button[data-testid^=attack-]').last();
	if (await attack.count()) {
		await expect(page.getByTestId('risk-odds')).toContainText('%');
		attacks.n++;
		await attack.click();
		return true;
	}
	const text = (await phase(page).textContent()) ?? '';
	const end = page.getByTestId('end-phase');
	if (/Combat/.test(text) && attacks.n >= 3 && (await end.count())) {
		await end.click();
		return true;
	}
	if (/Manoeuvre/.test(text) && (await end.count())) {
		await end.click();
		return true;
	}
	const target = page.locator('polygon.target');
	if (await target.count()) {
		await target.nth(/Combat/.test(text) ? (await target.count()) - 1 : 0).dispatchEvent('click');
		return true;
	}
	if (await end.count()) {
		await end.click();
		return true;
	}
	return false;
}

/** Plays until `done()` or the deadline. */
async function playUntil(page: Page, done: () => Promise<boolean>, deadline: number) {
	const attacks = { n: 0 };
	let lastTurn = -1;
	while (!(await done())) {
		if (Date.now() > deadline) throw new Error(`deadline passed at ${await phase(page).textContent()}`);
		const t = await turnNumber(page);
		if (t !== lastTurn) {
			lastTurn = t;
			attacks.n = 0;
		}
		if (!(await step(page, attacks))) await page.waitForTimeout(150);
		else await page.waitForTimeout(60);
	}
}

test('a 2-player game against the computer for several turns, then resumed after an offline reload', async ({ page, context }) => {
	test.setTimeout(720_000);
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await firstStart(page);
	await waitForServiceWorker(page);
	await newGame(page, 'risk', ['human', 'normal'], ['Frodo', 'Sauron']);
	await expect(page.getByTestId('risk-map')).toBeVisible();
	await expect(page.getByTestId('risk-fellowship')).toContainText('Step 1');
	await playUntil(page, async () => (await turnNumber(page)) >= 6, Date.now() + 150_000);
	await expect(page.getByTestId('risk-scores')).toContainText('Frodo');

	// Wait for the person's move so the board is still.
	await playUntil(page, async () => (await page.getByTestId('risk-actions').count()) > 0 || (await page.locator('polygon.target').count()) > 0, Date.now() + 20_000);
	const before = { phase: await phase(page).textContent(), board: await board(page) };
	const lines = await logLength(page);
	expect(lines).toBeGreaterThan(30);

	await context.setOffline(true);
	await page.reload();
	await expect(phase(page)).toHaveText(before.phase!);
	expect(await board(page)).toEqual(before.board);
	expect(await logLength(page)).toBe(lines);

	const t = await turnNumber(page);
	await playUntil(page, async () => (await turnNumber(page)) >= t + 2 || /over/i.test((await phase(page).textContent()) ?? ''), Date.now() + 60_000);
	expect(await logLength(page)).toBeGreaterThan(lines);
	await context.setOffline(false);
});
