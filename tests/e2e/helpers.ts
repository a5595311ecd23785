import { expect, type Page } from '@playwright/test';

/** Opens the home page on a fresh profile and picks a language on the first-start screen. */
export async function firstStart(page: Page, lang: 'English' | 'Français' = 'English') {
	await page.goto('/');
	await page.getByRole('button', { name: lang }).click();
	await expect(page.getByRole('heading', { level: 1, name: 'Middle-earth Table' })).toBeVisible();
}

/** Waits until the service worker controls the page (so a reload works offline). */
export async function waitForServiceWorker(page: Page) {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
		if (!navigator.serviceWorker.controller) {
			await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
		}
	});
}

/** A seat on the new-game screen: a person, or the computer at one level. */
export type SeatKind = 'human' | 'easy' | 'normal' | 'hard';

/**
 * From the home screen, sets up a new game of `gameId` with one seat per entry of `kinds`
 * (names from `names` when given, else the defaults) and starts it.
 * @returns the save id (the `/play/<id>` path segment)
 */
export async function newGame(page: Page, gameId: string, kinds: SeatKind[], names?: string[]): Promise<string> {
	await page.getByTestId(`new-${gameId}`).click();
	await expect(page.getByTestId('start-game')).toBeVisible();
	const rows = page.locator('ol.seats > li');
	while ((await rows.count()) < kinds.length) await page.getByTestId('add-seat').click();
	while ((await rows.count()) > kinds.length) await rows.last().locator('button.remove').click();
	await expect(rows).toHaveCount(kinds.length);
	for (const [i, kind] of kinds.entries()) {
		// The three kind buttons are, in order: person, computer easy, normal (and hard where the game has it).
		await rows.nth(i).locator('.kind button').nth(['human', 'easy', 'normal', 'hard'].indexOf(kind)).click();
		if (names?.[i]) await page.getByTestId(`seat-name-${i}`).fill(names[i]);
	}
	await page.getByTestId('start-game').click();
	await page.waitForURL(/\/play\/[^/]+$/);
	await expect(page.getByTestId('phase')).toBeVisible();
	return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/**
 * The pass-the-tablet curtain is up for `name`, and no private hand card is rendered under
 * it (not merely covered); then taps "Show my hand" and waits for the curtain to go.
 */
export async function takeTablet(page: Page, name: string, showLabel = 'Show my hand') {
	const curtain = page.getByTestId('curtain');
	await expect(curtain).toBeVisible();
	await expect(curtain.getByRole('heading', { level: 1 })).toContainText(name);
	await expect(page.getByTestId('hand-card')).toHaveCount(0);
	await expect(page.getByTestId('hand')).toHaveCount(0);
	await curtain.getByRole('button', { name: showLabel }).click();
	await expect(curtain).toHaveCount(0);
}

/** Opens the log drawer, counts its lines, closes it. */
export async function logLength(page: Page): Promise<number> {
	await page.getByTestId('open-log').click();
	const log = page.getByTestId('log');
	await expect(log).toBeVisible();
	const n = await log.locator('li').count();
	await page.locator('aside.drawer header button').click();
	await expect(log).toHaveCount(0);
	return n;
}
