import { expect, test, type Page } from '@playwright/test';
import { confirmSummary, firstStart, newGame } from './helpers';
import { fixSeed } from './lcg-start';

/**
 * Issue 16, Proof: "A 2-player LCG and a co-op game with all-human seats: the curtain lists what
 * happened since that player's last turn, the same in English and French." Each game is played
 * by taps until a hand-over; the curtain's list is read, then the language is switched in the
 * settings and the same save reopened: the curtain lists the same lines, in French.
 */

/** The curtain for `name` is up: its "since your last turn" lines (it never says "Nothing new" here). */
async function since(page: Page, name: string): Promise<string[]> {
	const curtain = page.getByTestId('curtain');
	await expect(curtain).toBeVisible();
	await expect(curtain.getByRole('heading', { level: 1 })).toContainText(name);
	const lines = await curtain.locator('.since li').allTextContents();
	expect(lines.length, `${name}'s curtain lists something`).toBeGreaterThan(0);
	return lines.map((l) => l.trim());
}

/** Switches the app to French from the settings page and reopens save `id`. */
async function reopenInFrench(page: Page, id: string): Promise<void> {
	await page.goto('/settings');
	await page.getByRole('button', { name: 'Français' }).click();
	await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
	await page.goto(`/play/${encodeURIComponent(id)}`);
	await expect(page.getByTestId('phase')).toBeVisible();
}

/** Taps until the curtain is up for someone other than `holder` (summaries confirmed, `act` making the holder's moves). @returns their name */
async function untilHandOver(page: Page, holder: string, act: () => Promise<void>): Promise<string> {
	const curtain = page.getByTestId('curtain');
	for (let i = 0; i < 60; i++) {
		if (await confirmSummary(page)) continue;
		if (await curtain.count()) {
			const who = ((await curtain.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
			if (!who.includes(holder)) return who;
			await curtain.getByTestId('show-hand').click();
			continue;
		}
		if (await page.getByTestId('pick-seat').count()) {
			await page.getByTestId('pick-seat').filter({ hasText: holder }).first().click();
			continue;
		}
		await act();
	}
	throw new Error(`no hand-over from ${holder}`);
}

test('LCG, two people: after each hand-over the curtain lists what happened since that player\'s last turn, the same in French', async ({ page }) => {
	test.setTimeout(120_000);
	await fixSeed(page, 4242);
	await firstStart(page);
	const id = await newGame(page, 'lcg', ['human', 'human'], ['Ann', 'Bob']);
	// Both may keep or mulligan: Ann takes the tablet and keeps.
	const keep = async () => void (await page.getByTestId('btn-keep').click({ timeout: 5000 }).catch(() => undefined));
	const first = await untilHandOver(page, 'Ann', async () => {
		if (await page.getByTestId('btn-keep').count()) await keep();
		else await page.waitForTimeout(150);
	});
	// Bob has not moved: the whole game so far, Ann's keep included.
	expect(first).toContain('Bob');
	expect(await since(page, 'Bob')).toContain('Ann keeps their hand.');
	await page.getByTestId('curtain').getByTestId('show-hand').click();
	await keep();
	// Back to Ann: Bob's keep, and what the table did by itself since (setup's end, the resource phase).
	await expect(page.getByTestId('curtain').getByRole('heading', { level: 1 })).toContainText('Ann');
	const en = await since(page, 'Ann');
	expect(en).toContain('Bob keeps their hand.');
	expect(en).not.toContain('Ann keeps their hand.');
	expect(en.length).toBeGreaterThan(1);

	await reopenInFrench(page, id);
	const fr = await since(page, 'Ann');
	expect(fr).toHaveLength(en.length);
	expect(fr).toContain('Bob garde sa main.');
	expect(fr).not.toEqual(en);
});

test('co-op, three people: after each hand-over the curtain lists what happened since that player\'s last turn, the same in French', async ({ page }) => {
	test.setTimeout(120_000);
	await firstStart(page);
	const id = await newGame(page, 'coop-board', ['human', 'human', 'human'], ['Ann', 'Bob', 'Cid']);
	/** The acting hobbit's first offered step (a choice, a card given, a payment), else a usable card. */
	const act = async () => {
		const b = page.locator('[data-testid=step] button:not(.tilebtn), [data-testid=payment] button, [data-testid=story-tile] [data-testid=resolve]').first();
		const card = page.locator('.card.usable').first();
		if (await b.count()) await b.click({ timeout: 5000 }).catch(() => undefined);
		else if (await card.count()) {
			// A card to pass (the Council), to play or to pay with; then its track, if asked.
			await card.click({ timeout: 5000 }).catch(() => undefined);
			const track = page.locator('[data-testid=track-choice] button').first();
			if (await track.count()) await track.click({ timeout: 5000 }).catch(() => undefined);
		} else await page.waitForTimeout(150);
	};
	const other = await untilHandOver(page, 'Ann', act);
	const name = /Bob|Cid/.exec(other)![0];
	// That hobbit has not moved: the whole game so far, with Ann's moves.
	const en = await since(page, name);
	expect(en.some((l) => l.startsWith('Ann (Frodo)'))).toBe(true);
	expect(en.some((l) => /^Sauron starts on \d+\.$/.test(l))).toBe(true);

	await reopenInFrench(page, id);
	const fr = await since(page, name);
	expect(fr).toHaveLength(en.length);
	expect(fr.some((l) => /^Ann \(Frodon\) choisit/.test(l))).toBe(true);
	expect(fr.some((l) => /^Sauron commence sur la case \d+\.$/.test(l))).toBe(true);
	expect(fr).not.toEqual(en);
});
