import { test, expect } from '@playwright/test';
import { firstStart } from './helpers';
import { startGame } from './drive';

/**
 * The tablet PWA (issue 10): settings remembered across reloads and offered where they apply,
 * and the screen wake lock held during a game only.
 */

test('settings are remembered after a reload; name presets are offered on the new-game screen', async ({ page }) => {
	await firstStart(page);
	await page.goto('/settings');
	await page.getByTestId('pref-bot-fast').check();
	await page.getByTestId('pref-curtain').uncheck();
	await page.getByTestId('pref-animations').uncheck();
	await expect(page.locator('html')).toHaveClass(/reduced-motion/);
	await page.getByTestId('name-preset-input').fill('Éowyn');
	await page.getByRole('button', { name: 'Add' }).click();
	await page.getByTestId('name-preset-input').fill('Faramir');
	await page.keyboard.press('Enter');
	await expect(page.getByTestId('name-presets').locator('li')).toHaveCount(2);
	await page.reload();
	await expect(page.getByTestId('pref-bot-fast')).toBeChecked();
	await expect(page.getByTestId('pref-curtain')).not.toBeChecked();
	await expect(page.getByTestId('pref-animations')).not.toBeChecked();
	await expect(page.getByTestId('pref-sound')).not.toBeChecked();
	await expect(page.getByTestId('pref-autopass-quiet')).toBeChecked();
	await expect(page.locator('html')).toHaveClass(/reduced-motion/);
	await page.goto('/new/two-towers');
	await page.getByTestId('preset').filter({ hasText: 'Faramir' }).click();
	await expect(page.getByTestId('seat-name-0')).toHaveValue('Faramir');
	await page.getByTestId('preset').filter({ hasText: 'Éowyn' }).click();
	await expect(page.getByTestId('seat-name-1')).toHaveValue('Éowyn');
	await expect(page.getByTestId('preset').filter({ hasText: 'Faramir' })).toHaveAttribute('aria-pressed', 'true');
});

test('the screen wake lock is held during a game and let go on leaving it', async ({ page }) => {
	await page.addInitScript(() => {
		const w = window as unknown as { __locks: { released: boolean }[] };
		w.__locks = [];
		const fake = {
			async request() {
				const lock = {
					released: false,
					async release() {
						lock.released = true;
					}
				};
				w.__locks.push(lock);
				return lock;
			}
		};
		Object.defineProperty(navigator, 'wakeLock', { value: fake, configurable: true });
	});
	const locks = () => page.evaluate(() => (window as unknown as { __locks: { released: boolean }[] }).__locks.map((l) => l.released));
	await firstStart(page);
	expect(await locks()).toEqual([]);
	await startGame(page, 'two-towers');
	await expect.poll(locks).toEqual([false]);
	await page.getByTestId('leave').click();
	await expect(page.getByRole('heading', { level: 1, name: 'Middle-earth Table' })).toBeVisible();
	await expect.poll(locks).toEqual([true]);
});
