import { test, expect, type Page } from '@playwright/test';
import { confirmSummary, firstStart, newGame, waitForServiceWorker } from './helpers';

// Offline reloads and the update prompt need the service worker (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

/**
 * Knizia's cooperative game played through the UI in Chromium: a person (Frodo) and a
 * computer hobbit (Sam) go through Bag End and Rivendell into Moria by taking the steps the
 * board offers; the game is reloaded with the network off and resumes in the same state.
 */

const phase = (page: Page) => page.getByTestId('phase');

/** Takes one offered step: a button of the step / tile / payment panel, or a usable hand card. */
async function step(page: Page): Promise<void> {
	if (await confirmSummary(page)) return;
	const curtain = page.getByTestId('curtain');
	if (await curtain.count()) return curtain.getByRole('button').first().click();
	const buttons = page.locator('[data-testid=step] button:not(.tilebtn), [data-testid=story-tile] [data-testid=resolve], [data-testid=payment] button');
	if (await buttons.count()) return buttons.first().click({ timeout: 5000 }).catch(() => undefined);
	const card = page.locator('.card.usable');
	if (await card.count()) {
		await card.first().click({ timeout: 5000 }).catch(() => undefined);
		const track = page.locator('[data-testid=track-choice] button');
		if (await track.count()) await track.first().click({ timeout: 5000 }).catch(() => undefined);
		return;
	}
	await page.waitForTimeout(200);
}

/** What the table shows: phase, corruption track, adventure board, hobbits. */
async function tableState(page: Page) {
	return {
		phase: await phase(page).textContent(),
		track: (await page.getByTestId('corruption-track').textContent())?.replace(/\s+/g, ' '),
		adventure: (await page.getByTestId('adventure').textContent())?.replace(/\s+/g, ' '),
		seats: await page.locator('[data-testid^=seat-]').evaluateAll((els) => els.map((e) => e.textContent?.replace(/\s+/g, ' ').trim()))
	};
}

test('a person and a computer hobbit go from Bag End into Moria; reload offline resumes the same game', async ({ page, context }) => {
	test.setTimeout(720_000);
	await firstStart(page);
	await waitForServiceWorker(page);
	await newGame(page, 'coop-board', ['human', 'normal'], ['Frodo player', 'Sam bot']);
	await expect(phase(page)).toContainText('Bag End');
	await expect(page.getByTestId('haven')).toBeVisible();
	await expect(page.getByTestId('corruption-track')).toBeVisible();
	let guard = 0;
	while (!/Moria/.test((await phase(page).textContent()) ?? '')) {
		expect(guard++, 'reached Moria').toBeLessThan(300);
		if (await page.getByTestId('result').count()) throw new Error('the game ended before Moria');
		await step(page);
	}
	await expect(page.getByTestId('adventure')).toHaveAttribute('data-adventure', 'moria');
	// Let a bot move settle, then read the table.
	await page.waitForTimeout(1200);
	const before = await tableState(page);
	expect(before.phase).toContain('Moria');

	await context.setOffline(true);
	await page.reload();
	await expect(page.getByTestId('adventure')).toHaveAttribute('data-adventure', 'moria');
	expect(await tableState(page)).toEqual(before);
	// The game goes on offline: one more step is accepted.
	for (let i = 0; i < 3; i++) await step(page);
	await expect(phase(page)).toBeVisible();
	await context.setOffline(false);
});
