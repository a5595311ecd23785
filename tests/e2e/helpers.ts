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
