import { test, expect } from '@playwright/test';
import { firstStart, waitForServiceWorker } from './helpers';

// Offline reloads and the update prompt need the service worker (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

test('first start asks for the language, then lists the five games', async ({ page }) => {
	await page.goto('/');
	await expect(page.getByRole('heading', { name: /Choose your language/ })).toBeVisible();
	await page.getByRole('button', { name: 'Français' }).click();
	await expect(page.getByRole('heading', { name: 'Jeux', exact: true })).toBeVisible();
	await expect(page.getByText('Les Deux Tours', { exact: true })).toBeVisible();
	// All five games are playable: none is marked "coming soon".
	await expect(page.getByText('Bientôt')).toHaveCount(0);
	await expect(page.getByText('Risk', { exact: false }).first()).toBeVisible();
	await page.getByRole('link', { name: /Réglages/ }).click();
	await page.getByRole('button', { name: 'English' }).click();
	await page.goto('/');
	await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
});

test('the home screen reloads with the network off after one visit', async ({ page, context }) => {
	await firstStart(page);
	await waitForServiceWorker(page);
	await context.setOffline(true);
	await page.reload();
	await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
	await expect(page.getByText('The Two Towers', { exact: true })).toBeVisible();
	// A deep link that was never visited also loads offline (navigation fallback).
	await page.goto('/settings');
	await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
	await context.setOffline(false);
});

test('the web manifest is installable: name, icons, standalone, landscape', async ({ page, request }) => {
	await page.goto('/');
	const href = await page.locator('link[rel="manifest"]').getAttribute('href');
	expect(href).toBeTruthy();
	const manifest = await (await request.get(href!)).json();
	expect(manifest.name).toBe('Middle-earth Table');
	expect(manifest.display).toBe('standalone');
	expect(manifest.orientation).toBe('landscape');
	const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}${i.purpose ? ':' + i.purpose : ''}`);
	expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512:maskable']));
	for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});
