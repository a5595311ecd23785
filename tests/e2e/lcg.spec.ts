import { test, expect, type Page } from '@playwright/test';
import { firstStart, waitForServiceWorker } from './helpers';

/**
 * The LCG in the browser (issue: a solo game with the Leadership deck through a full round,
 * reload offline, resume, undo). The round is driven through the Board's own controls: the
 * reveal panel's OK, the primary buttons (Keep, Continue, Done, Confirm), otherwise the first
 * choice of a decision.
 */

async function startSolo(page: Page) {
	await firstStart(page);
	await page.getByTestId('new-lcg').click();
	await page.getByTestId('seat-name-0').fill('Frodo');
	await page.getByTestId('deck-0-leadership').click();
	await page.getByTestId('start-game').click();
	await expect(page.getByTestId('lcg-board')).toBeVisible();
}

/**
 * One step through the UI, waiting up to 3 s for a control to appear (a move is shown once
 * it is saved, so the next control can come a moment after the tap).
 * @returns what was tapped, or 'none'
 */
async function step(page: Page): Promise<string> {
	for (let tries = 0; tries < 30; tries++) {
		const did = await tryStep(page);
		if (did !== 'none') return did;
		await page.waitForTimeout(100);
	}
	return 'none';
}

async function tryStep(page: Page): Promise<string> {
	const reveal = page.getByTestId('reveal-ok');
	if (await reveal.isVisible()) {
		await reveal.click();
		return 'reveal';
	}
	const detail = page.getByTestId('card-detail-close');
	if (await detail.isVisible()) await detail.click();
	const list = page.getByTestId('move-list-toggle');
	if ((await list.isVisible()) && (await list.getAttribute('aria-expanded')) === 'true') await list.click();
	for (const id of ['btn-keep', 'btn-continue', 'btn-done', 'btn-confirm']) {
		const b = page.getByTestId(id);
		if (await b.isVisible()) {
			await b.click();
			return id;
		}
	}
	const choice = page.getByTestId('choice').first();
	if (await choice.isVisible()) {
		await choice.click();
		return 'choice';
	}
	const toggle = page.getByTestId('move-list-toggle');
	if (await toggle.isVisible()) {
		if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
		await page.getByTestId('move').first().click();
		return 'move';
	}
	const anyButton = page.locator('[data-testid^="btn-"]').first();
	if (await anyButton.isVisible()) {
		await anyButton.click();
		return 'btn';
	}
	return 'none';
}

async function boardState(page: Page) {
	return {
		phase: await page.getByTestId('phase').textContent(),
		step: await page.getByTestId('lcg-board').getAttribute('data-step'),
		quest: await page.getByTestId('quest-progress').textContent(),
		hand: await page.getByTestId('hand-card').count(),
		staging: await page.getByTestId('staging').locator('[data-testid="card"]').count()
	};
}

test('a solo game with the Leadership deck plays a full round, then resumes offline with the same state', async ({ page, context }) => {
	test.setTimeout(120_000);
	await startSolo(page);
	await waitForServiceWorker(page);
	// Threat starts at the heroes' threat cost: Aragorn 12 + Glóin 9 + Théodred 8 = 29.
	await expect(page.getByTestId('threat').first()).toHaveAttribute('data-threat', '29');
	const taps: string[] = [];
	for (let i = 0; i < 150; i++) {
		const phase = (await page.getByTestId('phase').textContent()) ?? '';
		if (/Round 2/.test(phase) || (await page.getByTestId('result').isVisible())) break;
		const did = await step(page);
		// A reveal panel may come up just after a move is saved: let the screen settle.
		await page.waitForTimeout(150);
		taps.push(did);
		expect(did, `stuck at ${phase}`).not.toBe('none');
	}
	const reachedRound2 = /Round 2/.test((await page.getByTestId('phase').textContent()) ?? '');
	expect(reachedRound2, `taps: ${taps.join(' ')}`).toBe(true);
	// « Phase de Restauration »: the refresh raised the threat by 1 (more if the quest failed).
	expect(Number(await page.getByTestId('threat').first().getAttribute('data-threat'))).toBeGreaterThanOrEqual(30);
	{
		const before = await boardState(page);
		await context.setOffline(true);
		await page.reload();
		await expect(page.getByTestId('lcg-board')).toBeVisible();
		expect(await boardState(page)).toEqual(before);
		// Keep playing offline: a few more steps go through.
		for (let i = 0; i < 3; i++) {
			expect(await step(page)).not.toBe('none');
			await page.waitForTimeout(150);
		}
		await context.setOffline(false);
	}
});

test('undo takes back a decision that revealed nothing, and the game resumes from the home screen', async ({ page }) => {
	test.setTimeout(90_000);
	await startSolo(page);
	await page.getByTestId('btn-keep').click();
	await expect(page.getByTestId('phase')).not.toContainText('Setup');
	// Walk until a move that can be undone is made (planning or quest steps reveal nothing).
	let undone = false;
	for (let i = 0; i < 40 && !undone; i++) {
		const before = await boardState(page);
		const did = await step(page);
		if (did === 'reveal') continue;
		// The move is shown once it is saved: let the screen settle before judging Undo.
		await page.waitForTimeout(250);
		if (await page.getByTestId('undo').isEnabled()) {
			await page.getByTestId('undo').click();
			await expect.poll(() => boardState(page)).toEqual(before);
			undone = true;
		}
	}
	expect(undone).toBe(true);
	const state = await boardState(page);
	await page.getByTestId('leave').click();
	await page.getByTestId('continue').click();
	await expect(page.getByTestId('lcg-board')).toBeVisible();
	expect(await boardState(page)).toEqual(state);
});
