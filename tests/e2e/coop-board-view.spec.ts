import { expect, test, type Page } from '@playwright/test';
import { confirmSummary, firstStart, newGame, notSeen, tapCard } from './helpers';
import { LEGEND } from '../../src/lib/games/coop-board/view/icons';
import { fixSeed } from './lcg-start';

/**
 * Knizia's cooperative game as a newcomer meets it (issue 18), at 1180×820 and 820×1180: a
 * person (Frodo) and two computer hobbits play a whole game, the person taking the first step
 * the board offers each time. At every step of the person, every enabled control of the prompt
 * and of the board's step (the Story tile, the step, the payment) and every card of the hand
 * lies wholly inside the viewport, neither clipped nor covered (helpers.ts `notSeen`). Tapping
 * a track space explains it. Screenshots of a turn, a payment and the end screen go to
 * /tmp/coop/ (set COOP_SHOTS to change).
 */

const SHOTS = process.env.COOP_SHOTS ?? '/tmp/coop';
/**
 * The game is seeded, and so are the computer hobbits' choices (Math.random), so a failure is
 * the same position on every run and on CI. COOP_E2E_SEED tries another game. The default seed
 * meets a payment at Lothlórien with a big hand under the recap, where the acting column once
 * clipped "I do not pay" at 1180×820 (before the step stopped shrinking: Board.svelte `compact`).
 */
const SEED = Number(process.env.COOP_E2E_SEED ?? 11);
/** The icons in the legend (icons.ts LEGEND). */
const LEGEND_SIZE = LEGEND.flatMap((g) => g.icons).length;
const SIZES = [
	{ width: 1180, height: 820 },
	{ width: 820, height: 1180 }
];

/** What is not wholly on screen among the person's controls and hand now. */
async function offScreen(page: Page): Promise<string[]> {
	const problems: string[] = [];
	const controls = page.locator('[data-testid=prompt] button:enabled, [data-testid=story-tile] button:enabled, [data-testid=step] button:enabled, [data-testid=payment] button:enabled, [data-testid=hand-card]');
	const n = await controls.count();
	for (let i = 0; i < n; i++) {
		const why = await notSeen(controls.nth(i)).catch(() => null);
		if (why) problems.push(why);
	}
	return problems;
}

/** Takes one offered step as a newcomer would: the curtain, a Story tile, a payment (paying when it can: a hand card, a rune or a token), a card and a track, or the step's first button. */
async function step(page: Page): Promise<void> {
	const click = (sel: string) => page.locator(sel).first().click({ timeout: 5000 }).catch(() => undefined);
	// A hand card's tap held past the long-press time on a loaded machine opens the card large
	// over the board (helpers.ts tapCard): every later click would wait 5 s on it (a CI run of this
	// test took 5.2 min instead of about 30 s). Cards are tapped with tapCard; a zoom left open is closed.
	if (await page.getByTestId('card-zoom').isVisible()) return click('[data-testid=card-zoom-close]');
	if (await confirmSummary(page)) return;
	if (await page.getByTestId('curtain').count()) return click('[data-testid=curtain] [data-testid=show-hand]');
	if (await page.getByTestId('resolve').count()) return click('[data-testid=resolve]');
	if (await page.getByTestId('payment').count()) {
		// A newcomer gives a card from the hand first (the panel says so), then a rune or a token.
		if (await page.locator('.card.usable').count()) return void (await tapCard(page, page.locator('.card.usable').first(), 5000).catch(() => undefined));
		if (await page.locator('[data-testid=payment] [data-testid=contribute]').count()) return click('[data-testid=payment] [data-testid=contribute]');
		return click('[data-testid=payment] button');
	}
	const card = page.locator('.card.usable');
	if ((await card.count()) && !(await page.locator('[data-testid=step] [data-testid=draw-two]').count())) {
		await tapCard(page, card.first(), 5000).catch(() => undefined);
		if (await page.locator('[data-testid=track-choice] button').count()) await click('[data-testid=track-choice] button');
		return;
	}
	if (await card.count()) {
		await tapCard(page, card.first(), 5000).catch(() => undefined);
		if (await page.locator('[data-testid=track-choice] button').count()) return click('[data-testid=track-choice] button');
	}
	if (await page.locator('[data-testid=step] button:not(.tilebtn)').count()) return click('[data-testid=step] button:not(.tilebtn)');
	await page.waitForTimeout(150);
}

for (const size of SIZES) {
	test(`a newcomer plays Frodo with two computer hobbits to the end at ${size.width}×${size.height}: controls and hand stay on screen`, async ({ page }) => {
		test.setTimeout(1_500_000);
		await page.setViewportSize(size);
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await fixSeed(page, SEED);
		await page.addInitScript((seed) => {
			// mulberry32: the computer hobbits' choices, the same on every run.
			let a = seed >>> 0;
			Math.random = () => {
				a = (a + 0x6d2b79f5) >>> 0;
				let t = a;
				t = Math.imul(t ^ (t >>> 15), t | 1);
				t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
				return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
			};
		}, SEED);
		await firstStart(page);
		await page.evaluate(() => localStorage.setItem('met-prefs', JSON.stringify({ languageChosen: true, botSpeed: 'instant' })));
		await page.reload();
		await newGame(page, 'coop-board', ['human', 'normal', 'normal'], ['Ada', 'Sam bot', 'Pip bot']);
		const tag = `${size.width}x${size.height}`;
		// The rules drawer holds the legend: every icon with its name and meaning.
		await page.getByTestId('open-rules').click();
		const legend = page.locator('[data-rule="legend"]');
		await legend.scrollIntoViewIfNeeded();
		await expect(legend.locator('[data-legend]')).toHaveCount(LEGEND_SIZE);
		await page.screenshot({ path: `${SHOTS}/coop-legend-${tag}.png` });
		await page.locator('aside.drawer header button').click();
		await expect(legend).toHaveCount(0);
		const problems: string[] = [];
		let shotTurn = false;
		let shotPay = false;
		let explained = false;
		let checks = 0;
		for (let guard = 0; guard < 1500; guard++) {
			if (await page.getByTestId('result').count()) break;
			// A step summary (the consequences of the last move) is read and confirmed first.
			if (await confirmSummary(page)) continue;
			const asked = async () => (await page.getByTestId('phase-summary-ok').count()) > 0;
			const acting = (await page.getByTestId('prompt').count()) > 0 && (await page.getByTestId('curtain').count()) === 0 && !(await asked());
			if (acting) {
				// Let the board settle after the last move before measuring; a control that was mid-change
				// (a computer hobbit moving, the game ending) is measured again and counts only if still off screen.
				await page.waitForTimeout(60);
				let off = await offScreen(page);
				if (off.length) {
					await page.waitForTimeout(400);
					const again = await offScreen(page);
					// A summary to confirm that came meanwhile (a computer hobbit's move) asks for OK first: the next step confirms it.
					off = (await asked()) ? [] : off.filter((p) => again.includes(p));
				}
				for (const p of off) problems.push(`${await page.getByTestId('phase').textContent()}: ${p}`);
				checks++;
				// (A computer hobbit's move may bring a summary to confirm meanwhile: then it is tried again after it.)
				if (!explained && (await page.getByTestId('adventure').count()) && (await page.locator('[data-testid=adventure] [data-track] [data-space="1"]').first().click({ timeout: 5000 }).then(() => true, () => false))) {
					await expect(page.getByTestId('cb-explain')).toBeVisible();
					// The explanation is on screen, under the track that was tapped.
					await expect.poll(() => notSeen(page.getByTestId('cb-explain'))).toBeNull();
					await page.screenshot({ path: `${SHOTS}/coop-explain-${tag}.png` });
					await page.getByTestId('cb-explain').getByRole('button').click();
					explained = true;
				}
				if (!shotTurn && (await page.getByTestId('draw-two').count()) && (await page.locator('.card.usable').count())) {
					await page.screenshot({ path: `${SHOTS}/coop-turn-${tag}.png` });
					shotTurn = true;
				}
				if (!shotPay && (await page.getByTestId('payment').count())) {
					await page.screenshot({ path: `${SHOTS}/coop-payment-${tag}.png` });
					shotPay = true;
				}
			}
			await step(page);
		}
		await expect(page.getByTestId('result')).toBeVisible({ timeout: 60_000 });
		await page.screenshot({ path: `${SHOTS}/coop-end-${tag}.png` });
		console.log(`${tag} seed ${SEED}: ${checks} positions checked; result: ${(await page.getByTestId('result').textContent())?.replace(/\s+/g, ' ').slice(0, 300)}`);
		expect(explained, 'a track space was tapped and explained').toBe(true);
		expect(shotPay, 'a payment was met').toBe(true);
		expect(problems).toEqual([]);
	});
}
