import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Why the element is not wholly seen, in a sentence naming it (its test id or tag and text):
 * no size, outside the viewport, clipped by a scrolling or clipping ancestor, or covered at its
 * middle by another element (a panel over it); null when it is wholly seen.
 */
export async function notSeen(el: Locator): Promise<string | null> {
	return el.evaluate((node) => {
		const r = node.getBoundingClientRect();
		const vw = window.innerWidth;
		const vh = window.innerHeight;
		const name = `${node.getAttribute('data-testid') ?? node.tagName} "${(node.textContent ?? '').trim().slice(0, 30)}"`;
		if (r.width < 1 || r.height < 1) return `${name}: no size`;
		if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1)
			return `${name}: outside the screen (${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${vw}×${vh})`;
		for (let a = node.parentElement; a; a = a.parentElement) {
			const s = getComputedStyle(a);
			if (/(auto|scroll|hidden|clip)/.test(s.overflowX + s.overflowY)) {
				const b = a.getBoundingClientRect();
				if (r.left < b.left - 1 || r.top < b.top - 1 || r.right > b.right + 1 || r.bottom > b.bottom + 1) return `${name}: clipped by ${a.className || a.tagName}`;
			}
		}
		const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		if (hit && !node.contains(hit) && !hit.contains(node)) return `${name}: covered by ${hit.className || hit.tagName}`;
		return null;
	});
}

/**
 * Imports a fixture save file (tests/fixtures/...) on the saves screen and opens it by its save id.
 * `marks`: where the table remembers each seat last moved (src/lib/table/memory.ts `marks`,
 * per seat), written before the game opens: "since your last turn" runs from there.
 */
export async function openFixture(page: Page, file: string, id: string, marks?: Record<number, { log: number; events: number }[]>) {
	await page.goto('/saves');
	await page.getByTestId('import-file').setInputFiles(file);
	await expect(page.getByTestId('saves-message')).toBeVisible();
	if (marks) await page.evaluate(([key, rec]) => localStorage.setItem(key, rec), [`met-table:${id}`, JSON.stringify({ marks })]);
	await page.goto(`/play/${encodeURIComponent(id)}`);
	await expect(page.getByTestId('phase')).toBeVisible();
}

/**
 * Confirms the table's step summary (SummaryPanel: the consequences of the last move, issue 16)
 * if one waits for OK, as the players would. @returns true when one was confirmed
 */
export async function confirmSummary(page: Page): Promise<boolean> {
	const ok = page.getByTestId('phase-summary-ok');
	if (!(await ok.count())) return false;
	await ok.click({ timeout: 5000 }).catch(() => undefined);
	return true;
}

/** The acting player takes the tablet: picked first when several may act, then the curtain lifted. */
export async function takeActingTurn(page: Page) {
	for (let i = 0; i < 3; i++) {
		await confirmSummary(page);
		if (await page.getByTestId('pick-seat').count()) await page.getByTestId('pick-seat').first().click();
		if (await page.getByTestId('show-hand').count()) await page.getByTestId('show-hand').click();
		await page.waitForTimeout(150);
		if ((await page.getByTestId('curtain').count()) === 0 && (await page.getByTestId('pick-seat').count()) === 0) return;
	}
}

/**
 * Taps a card that also answers a long-press (`use:longpress`, 450 ms). Playwright presses and
 * releases in two steps; on a loaded machine the release can reach the page after the hold time,
 * and the page then rightly shows the card large and swallows the click. That is a hold, not a
 * lost tap: it is told apart by the card zoom it opened, which is closed, and the tap made again
 * (at most twice). Any other tap that does not land is left for the caller's check to catch.
 * @param timeout ms to wait for the card to take a tap (default: the config's action timeout)
 * @returns how many taps were taken as holds
 */
export async function tapCard(page: Page, card: Locator, timeout?: number): Promise<number> {
	let holds = 0;
	for (;;) {
		await card.click(timeout === undefined ? undefined : { timeout });
		const zoom = page.getByTestId('card-zoom');
		if (holds >= 2 || !(await zoom.isVisible())) return holds;
		holds++;
		console.log(`a tap on a card was held past the long-press time (machine load): zoom closed, tapped again`);
		await page.getByTestId('card-zoom-close').click();
		await zoom.waitFor({ state: 'hidden' });
	}
}
