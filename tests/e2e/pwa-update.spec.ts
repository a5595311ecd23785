import { test, expect } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { firstStart, waitForServiceWorker } from './helpers';
import { startGame } from './drive';

// Offline reloads and the update prompt need the service worker (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

// This file publishes a new service worker under the preview server for every page it serves, so
// it runs alone, after every other browser test (the "sw-update" project in playwright.config.ts).

/**
 * Issue 10 "Update now in one tab reloads other tabs mid-game": a new service worker is
 * published (the served sw.js with one precache revision changed, restored after), both
 * tabs show the prompt; "Update now" in the tab on the home screen reloads that tab
 * only; the tab in a game keeps its page (same document, same moves), shows the prompt and
 * waits; it reloads when its own player taps "Update now", and the game is still there.
 */
/** The worker file `vite preview` serves (SvelteKit's preview serves its own output, not build/). */
const SW_SERVED = '.svelte-kit/output/client/sw.js';

test('"Update now" in one tab does not reload another tab in a game: that one shows the prompt and waits', async ({ context }) => {
	test.setTimeout(540_000);
	const original = readFileSync(SW_SERVED, 'utf8');
	// One hex digit of a precache revision changed: a new worker, byte for byte, of the same size.
	const at = original.search(/revision:\s*"[0-9a-f]/);
	expect(at, 'sw.js holds a precache manifest').toBeGreaterThan(0);
	const digit = original.indexOf('"', at) + 1;
	const changed = original.slice(0, digit) + (original[digit] === 'a' ? 'b' : 'a') + original.slice(digit + 1);
	expect(changed.length).toBe(original.length);

	const home = await context.newPage();
	await firstStart(home);
	await waitForServiceWorker(home);
	const game = await context.newPage();
	await game.goto('/');
	await startGame(game, 'two-towers');
	const gameUrl = game.url();
	const phase = await game.getByTestId('phase').textContent();
	// A marker that only survives if this document is never reloaded.
	await game.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
	await home.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
	const sameDocument = (p: typeof home) => p.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

	try {
		writeFileSync(SW_SERVED, changed);
		await home.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
		const prompt = (p: typeof home) => p.getByRole('button', { name: 'Update now' });
		await expect(prompt(home)).toBeVisible({ timeout: 60_000 });
		await expect(prompt(game)).toBeVisible({ timeout: 60_000 });

		await prompt(home).click();
		// The asking tab reloads under the new worker.
		await expect.poll(() => sameDocument(home).catch(() => true), { timeout: 30_000 }).toBe(false);
		await expect(home.getByRole('heading', { level: 1, name: 'Middle-earth Table' })).toBeVisible();
		// The tab in a game was not reloaded: same document, same game, same phase, the prompt waiting.
		await game.waitForTimeout(2000);
		expect(await sameDocument(game)).toBe(true);
		expect(game.url()).toBe(gameUrl);
		await expect(game.getByTestId('phase')).toHaveText(phase ?? '');
		await expect(prompt(game)).toBeVisible();
		// The prompt covers none of the acting player's hand cards (issue 20: at the bottom it covered 5 of 10).
		const promptBox = (await game.getByRole('status').filter({ has: prompt(game) }).boundingBox())!;
		const cards = await game.getByTestId('hand-card').all();
		expect(cards.length).toBeGreaterThan(0);
		for (const card of cards) {
			const b = (await card.boundingBox())!;
			const overlaps = b.x < promptBox.x + promptBox.width && promptBox.x < b.x + b.width && b.y < promptBox.y + promptBox.height && promptBox.y < b.y + b.height;
			expect(overlaps, 'the update prompt covers a hand card').toBe(false);
		}
		await game.screenshot({ path: 'test-results/update-prompt-in-game.png' });

		// Its own player's tap, between moves, reloads it; the game is still there.
		await prompt(game).click();
		await expect.poll(() => sameDocument(game).catch(() => true), { timeout: 30_000 }).toBe(false);
		expect(game.url()).toBe(gameUrl);
		await expect(game.getByTestId('phase')).toHaveText(phase ?? '');
		await expect(prompt(game)).toHaveCount(0);
	} finally {
		writeFileSync(SW_SERVED, original);
	}
});
