import { expect, type Page } from '@playwright/test';
import { firstStart } from './helpers';

/**
 * Opens a new solo LCG game for "Frodo" from a fresh start and waits for its board.
 * @param pick the test id of the new-game control that picks the deck or scenario
 *   ('deck-0-leadership', 'deck-0-tactics', 'scenario-journey-down-the-anduin'…)
 */
export async function startSolo(page: Page, pick = 'deck-0-leadership') {
	await firstStart(page);
	await page.getByTestId('new-lcg').click();
	await page.getByTestId('seat-name-0').fill('Frodo');
	await page.getByTestId(pick).click();
	await page.getByTestId('start-game').click();
	await expect(page.getByTestId('lcg-board')).toBeVisible();
}

/**
 * A fixed deal: the next games the page starts get `seed`, the one Int32 the app draws for a
 * new game's seed (storage/live.ts `randomSeed`); every other random draw is left alone.
 * Call before the page loads.
 */
export async function fixSeed(page: Page, seed: number) {
	await page.addInitScript((seed) => {
		const draw = crypto.getRandomValues.bind(crypto);
		crypto.getRandomValues = <T extends ArrayBufferView | null>(a: T): T => {
			if (a instanceof Int32Array && a.length === 1) {
				a[0] = seed;
				return a;
			}
			return draw(a as never) as T;
		};
	}, seed);
}
