import { test, expect, type Locator, type Page } from '@playwright/test';
import { firstStart, logLength, newGame, takeTablet, waitForServiceWorker } from './helpers';

/**
 * Les Deux Tours played through the UI in Chromium: the curtain between players, the
 * movement and evaluation phases, the summary, reload offline, resume after closing,
 * undo, a game against the computer to the end, and the French UI.
 * Screenshots (1180×820) go to /tmp/e2e-shots/ (not in git).
 */

const SHOTS = '/tmp/e2e-shots';
const NAMES = ['Player 1', 'Player 2', 'Player 3'];

const phase = (page: Page) => page.getByTestId('phase');
const pileCount = async (page: Page) => Number(await page.getByTestId('pile-count').textContent());
const handCards = (page: Page) => page.getByTestId('hand-card');
const mine = (page: Page) => page.locator('[data-testid=player].mine');
/** The card ids of the viewer's hand, sorted as shown. */
const handIds = (page: Page) => handCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
const faceUpIds = (page: Page) => page.getByTestId('faceup-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));

/** What a person sees of the table: phase, whose turn, pile, display, hand counts, laid rows. */
async function tableState(page: Page) {
	return {
		phase: await phase(page).textContent(),
		who: await page.getByTestId('who').textContent(),
		pile: await pileCount(page),
		faceUp: await faceUpIds(page),
		players: await page.getByTestId('player').evaluateAll((els) => els.map((e) => e.textContent?.replace(/\s+/g, ' ').trim()))
	};
}

/**
 * Lays one quality card: one of the qualities the location asks for when the hand has one
 * (from the prompt's "(Endurance, Wisdom)"), else the first non-Gandalf card; taps the card,
 * then the row that glows for it, and waits for the hand to shrink.
 */
async function layOneCard(page: Page) {
	const wanted = ((await page.getByTestId('prompt').textContent())?.match(/\(([^)]*)\)/)?.[1] ?? '')
		.split(',')
		.map((q) => q.trim().toLowerCase())
		.filter(Boolean);
	const labels = await handCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
	const quality = labels.map((l, i) => ({ l, i })).filter(({ l }) => l !== 'Gandalf');
	if (quality.length === 0) throw new Error('no quality card in hand');
	const pick = (quality.find(({ l }) => wanted.some((w) => l.endsWith(w))) ?? quality[0]).i;
	const card = handCards(page).nth(pick);
	await card.click();
	await expect(card).toHaveAttribute('aria-pressed', 'true');
	const target = mine(page).locator('button[data-testid=row].target');
	await expect(target).toHaveCount(1);
	await target.click();
	await expect(handCards(page)).toHaveCount(labels.length - 1);
}

/**
 * From Player 1 holding the tablet at the start of a three-person game: every player takes
 * the pile's top card on each path space, with the curtain between players, until the
 * evaluation phase. Checks the curtain names the next player and hides every hand, the pile
 * shrinks by one per draw, and each hand grows by one per draw.
 * @returns the number of draws (3 × the path's spaces)
 */
async function moveToEvaluation(page: Page): Promise<number> {
	const drawn = [0, 0, 0];
	let seat = 0;
	let draws = 0;
	while (!(await phase(page).textContent())!.includes('Presenting')) {
		expect(draws).toBeLessThan(12);
		await expect(page.getByTestId('prompt')).toHaveText(/^Take the top card/);
		const before = await pileCount(page);
		await page.getByTestId('pile').click();
		drawn[seat]++;
		draws++;
		const next = (seat + 1) % 3;
		await takeTablet(page, NAMES[next]);
		expect(await pileCount(page)).toBe(before - 1);
		await expect(page.getByTestId('who')).toHaveText(NAMES[next]);
		await expect(handCards(page)).toHaveCount(6 + drawn[next]);
		seat = next;
	}
	expect(seat).toBe(0);
	expect(draws % 3).toBe(0);
	expect(draws).toBeGreaterThanOrEqual(6);
	return draws;
}

// An uncaught error in the page fails the test.
let pageErrors: string[] = [];
/** Clicks unless something else covers the target within a second; says whether it clicked. */
async function tryClick(target: Locator): Promise<boolean> {
	try {
		await target.click({ timeout: 1000 });
		return true;
	} catch {
		return false;
	}
}

test.beforeEach(async ({ context }) => {
	pageErrors = [];
	context.on('page', (p) => p.on('pageerror', (e) => pageErrors.push(e.stack ?? String(e))));
	for (const p of context.pages()) p.on('pageerror', (e) => pageErrors.push(e.stack ?? String(e)));
});
test.afterEach(() => {
	expect(pageErrors).toEqual([]);
});

test('three people: curtain between players, movement to the first evaluation, laying, summary', async ({ page }) => {
	await firstStart(page);
	await newGame(page, 'two-towers', ['human', 'human', 'human']);
	await expect(page.getByTestId('curtain')).toContainText('3 players. Player 1 takes the ring and starts.');
	await takeTablet(page, 'Player 1');
	await expect(handCards(page)).toHaveCount(6);
	await expect(phase(page)).toHaveText('Round 1/6 · Travelling to Rohan');
	await page.screenshot({ path: `${SHOTS}/tt-1-movement.png` });

	await moveToEvaluation(page);
	await expect(phase(page)).toHaveText('Round 1/6 · Presenting cards at Rohan');
	await expect(page.getByTestId('prompt')).toContainText('Lay cards for Rohan');

	// Player 1 lays two cards, Player 2 passes, Player 3 lays one.
	await expect(page.getByTestId('done')).toHaveText('Pass');
	await layOneCard(page);
	await layOneCard(page);
	await expect(mine(page).getByTestId('row-count')).not.toHaveCount(0);
	await expect(page.getByTestId('done')).toHaveText('Done');
	await page.getByTestId('done').click();
	await takeTablet(page, 'Player 2');
	await expect(page.getByTestId('done')).toHaveText('Pass');
	await page.getByTestId('done').click();
	await takeTablet(page, 'Player 3');
	await layOneCard(page);
	await page.screenshot({ path: `${SHOTS}/tt-2-evaluation.png` });
	await page.getByTestId('done').click();

	// The table sees the summary before the tablet is passed on.
	const summary = page.getByTestId('phase-summary');
	await expect(summary).toBeVisible();
	await expect(page.getByTestId('curtain')).toHaveCount(0);
	await expect(summary).toContainText('Rohan');
	await expect(summary.getByTestId('summary-row')).toHaveCount(3);
	await expect(phase(page)).toHaveText('Round 2/6 · Travelling to Fangorn');
	// Round 2's first player (the ring holder) may be Player 3, who still holds the tablet.
	const next = (await page.getByTestId('who').textContent())!.trim();
	expect(NAMES).toContain(next);
	// Anyone else: no hand is rendered while the summary waits, and the curtain comes after OK.
	if (next !== 'Player 3') await expect(handCards(page)).toHaveCount(0);
	await page.screenshot({ path: `${SHOTS}/tt-3-summary.png` });
	await page.getByTestId('phase-summary-ok').click();
	await expect(summary).toHaveCount(0);
	if (next !== 'Player 3') await takeTablet(page, next);
	else await expect(page.getByTestId('curtain')).toHaveCount(0);
	await expect(page.getByTestId('prompt')).toHaveText(/^Take the top card/);
});

test.describe('with the service worker', () => {
	// Offline reload: the one kind of test here that needs the service worker (playwright.config.ts blocks it by default).
	test.use({ serviceWorkers: 'allow' });
	test('reload with the network off mid-game restores the same state', async ({ page, context }) => {
		await firstStart(page);
		await waitForServiceWorker(page);
		await newGame(page, 'two-towers', ['human', 'human', 'human']);
		await takeTablet(page, 'Player 1');
		await page.getByTestId('pile').click();
		await takeTablet(page, 'Player 2');
		await page.getByTestId('faceup-card').first().click();
		await takeTablet(page, 'Player 3');
		const before = await tableState(page);
		const hand = await handIds(page);
		const lines = await logLength(page);
		expect(lines).toBeGreaterThan(3);

		await context.setOffline(true);
		await page.reload();
		// After a reload nobody holds the tablet yet: the curtain asks for Player 3 again.
		await takeTablet(page, 'Player 3');
		expect(await tableState(page)).toEqual(before);
		expect(await handIds(page)).toEqual(hand);
		expect(await logLength(page)).toBe(lines);
		await context.setOffline(false);
	});
});

test('closing the page mid-game: home offers Continue and the save; resuming gives the same state', async ({ page, context }) => {
	await firstStart(page);
	const id = await newGame(page, 'two-towers', ['human', 'human', 'human'], ['Ann', 'Bob', 'Cid']);
	await takeTablet(page, 'Ann');
	await page.getByTestId('pile').click();
	await takeTablet(page, 'Bob');
	await page.getByTestId('pile').click();
	await takeTablet(page, 'Cid');
	const before = await tableState(page);
	const hand = await handIds(page);
	const lines = await logLength(page);
	await page.close();

	const again = await context.newPage();
	await again.goto('/');
	const cont = again.getByTestId('continue');
	await expect(cont).toContainText('The Two Towers');
	await expect(cont).toContainText('Ann, Bob, Cid');
	const save = again.getByTestId('saves').locator('li');
	await expect(save).toHaveCount(1);
	await expect(save).toContainText('The Two Towers');
	await expect(save).toContainText('In progress');
	await expect(save.getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/play/${id}`);
	await cont.click();
	await again.waitForURL(`**/play/${id}`);
	await takeTablet(again, 'Cid');
	expect(await tableState(again)).toEqual(before);
	expect(await handIds(again)).toEqual(hand);
	expect(await logLength(again)).toBe(lines);
});

test('undo takes back a face-up card and a laid card, never a draw from the pile', async ({ page }) => {
	await firstStart(page);
	await newGame(page, 'two-towers', ['human', 'human', 'human']);
	await takeTablet(page, 'Player 1');
	const undo = page.getByTestId('undo');
	await expect(undo).toBeDisabled();
	const start = await tableState(page);
	const hand = await handIds(page);

	// A face-up card: the curtain already asks for Player 2, and Player 1 can still take it back there.
	const card = await page.getByTestId('faceup-card').first().getAttribute('data-card');
	await page.getByTestId('faceup-card').first().click();
	await expect(page.getByTestId('curtain')).toContainText('Player 2');
	expect(await faceUpIds(page)).not.toContain(card);
	await expect(page.getByTestId('curtain-undo')).toHaveText("↶ Undo Player 1's move");
	await page.getByTestId('curtain-undo').click();
	// Player 1 still holds the tablet: their hand is back at once, no curtain.
	await expect(page.getByTestId('curtain')).toHaveCount(0);
	await expect(page.getByTestId('who')).toHaveText('Player 1');
	expect(await tableState(page)).toEqual(start);
	expect(await handIds(page)).toEqual(hand);
	await expect(undo).toBeDisabled();

	// A draw from the pile reveals a hidden card: no undo, neither on the curtain nor in the top bar.
	await page.getByTestId('pile').click();
	await expect(page.getByTestId('curtain')).toContainText('Player 2');
	await expect(page.getByTestId('curtain-undo')).toHaveCount(0);
	await takeTablet(page, 'Player 2');
	await expect(undo).toBeDisabled();
	await expect(page.getByTestId('pile-count')).toHaveText(String(start.pile - 1));

	// Lay a card in the evaluation phase, then take it back.
	await page.getByTestId('pile').click();
	await takeTablet(page, 'Player 3');
	await page.getByTestId('pile').click();
	await takeTablet(page, 'Player 1');
	// (the rest of the path)
	while (!(await phase(page).textContent())!.includes('Presenting')) {
		const who = (await page.getByTestId('who').textContent())!.trim();
		await page.getByTestId('pile').click();
		await takeTablet(page, NAMES[(NAMES.indexOf(who) + 1) % 3]);
	}
	await expect(page.getByTestId('who')).toHaveText('Player 1');
	const beforeLay = await tableState(page);
	const handBeforeLay = await handIds(page);
	await layOneCard(page);
	await expect(mine(page).getByTestId('row-count')).toHaveText('1');
	await expect(undo).toBeEnabled();
	await undo.click();
	await expect(handCards(page)).toHaveCount(handBeforeLay.length);
	await expect(mine(page).getByTestId('row-count')).toHaveCount(0);
	expect(await handIds(page)).toEqual(handBeforeLay);
	expect(await tableState(page)).toEqual(beforeLay);
	await expect(undo).toBeDisabled();
});

test('an illegal tap explains why; the message lets taps through to the hand and goes on the next tap', async ({ page }) => {
	await firstStart(page);
	await newGame(page, 'two-towers', ['human', 'normal'], ['Ann', 'Robot']);
	// Put a card into the display to take two, then tap a hand card: not allowed now.
	await handCards(page).first().click();
	await page.getByTestId('discard-target').click();
	await expect(page.getByTestId('prompt')).toHaveText(/^Take your first card/);
	await handCards(page).first().click();
	const toast = page.getByTestId('toast');
	await expect(toast).toHaveText('You have already put a card down; take your cards now.');
	const throughToast = await toast.evaluate((el) => {
		const r = el.getBoundingClientRect();
		return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) !== el;
	});
	expect(throughToast).toBe(true);
	await page.getByTestId('pile').click();
	await expect(toast).toHaveCount(0);
	await expect(page.getByTestId('prompt-text')).toHaveText('Take your second card from the pile');
});

test('two players against the computer (Normal) to the final ranking', async ({ page }) => {
	test.setTimeout(180_000);
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await firstStart(page);
	await newGame(page, 'two-towers', ['human', 'normal'], ['Ann', 'Robot']);
	// One person: nobody to hide the hand from, so no curtain.
	await expect(page.getByTestId('curtain')).toHaveCount(0);
	await expect(handCards(page)).not.toHaveCount(0);

	const result = page.getByTestId('result');
	const t0 = Date.now();
	let moves = 0;
	let shotEval = false;
	while (!(await result.isVisible())) {
		expect(Date.now() - t0).toBeLessThan(45_000);
		const summary = page.getByTestId('phase-summary-ok');
		const done = page.getByTestId('done');
		const noDraw = page.getByTestId('no-draw');
		const pile = page.locator('[data-testid=pile].live');
		const faceUp = page.locator('[data-testid=faceup-card].live');
		if (await summary.isVisible()) {
			await summary.click();
		} else if (await done.isVisible()) {
			// Lay one card the location asks for when the hand has one, then end.
			if (!(await page.getByTestId('player').first().textContent())!.includes('laid') && (await handCards(page).count()) > 0) {
				await layOneCard(page).catch(() => undefined);
				if (!shotEval) {
					shotEval = true;
					await page.screenshot({ path: `${SHOTS}/tt-5-bot-evaluation.png` });
				}
			}
			if (!(await tryClick(done))) continue;
		} else if (await noDraw.isVisible()) {
			if (!(await tryClick(noDraw))) continue;
		} else if ((await pile.count()) > 0) {
			// The robot's last Done may bring up a summary over the board at this very moment: look again.
			if (!(await tryClick(pile))) continue;
		} else if ((await faceUp.count()) > 0) {
			if (!(await tryClick(faceUp.first()))) continue;
		} else {
			await page.waitForTimeout(40);
			continue;
		}
		moves++;
	}
	expect(moves).toBeGreaterThan(18);
	await expect(phase(page)).toHaveText("Journey's end · Game over");
	await expect(result.getByRole('heading', { name: 'Game over' })).toBeVisible();
	await expect(result.getByTestId('end-headline')).toHaveText(/^(Ann|Robot) wins!$/);
	// The ranking once, its breakdown per location, rematch and home.
	await expect(result.getByTestId('end-ranking').locator('li')).toHaveCount(2);
	await expect(result.getByTestId('end-breakdown').locator('tbody tr')).toHaveCount(2);
	await expect(result.getByTestId('end-breakdown').locator('thead th')).toHaveCount(2 + 6);
	await page.screenshot({ path: `${SHOTS}/tt-4-result.png` });
	await result.getByRole('button', { name: 'Look at the table' }).click();
	await expect(result).toHaveCount(0);
	// Undo is off after the end; the result reopens from the top bar, and a reload opens on it.
	await expect(page.getByTestId('undo')).toBeDisabled();
	await page.getByTestId('reopen-result').click();
	await expect(result).toBeVisible();
	await page.reload();
	await expect(result).toBeVisible();
	await expect(page.getByTestId('phase-summary')).toHaveCount(0);
});

test('French UI: the play screen speaks French', async ({ page }) => {
	await firstStart(page, 'Français');
	await newGame(page, 'two-towers', ['human', 'human']);
	await expect(page.getByTestId('curtain')).toContainText('Passez la tablette à Joueur 1');
	await takeTablet(page, 'Joueur 1', 'Voir ma main');
	await expect(phase(page)).toHaveText('Manche 1/6 · En route vers Rohan');
	await expect(page.getByTestId('leave')).toContainText('Enregistrer et quitter');
	await expect(page.getByTestId('undo')).toContainText('Annuler');
	await expect(page.getByTestId('open-log')).toContainText('Journal');
	await expect(page.getByTestId('open-rules')).toContainText('Règles');
	await expect(page.getByTestId('prompt')).toHaveText(/^Prenez la première carte de la pioche/);
	await expect(page.getByTestId('pile')).toContainText('Pioche');
	await expect(page.getByTestId('display')).toContainText('Cartes retournées');
	await page.screenshot({ path: `${SHOTS}/tt-6-french.png` });
	await page.getByTestId('pile').click();
	await expect(page.getByTestId('curtain')).toContainText('Passez la tablette à Joueur 2');
	await expect(page.getByTestId('curtain')).toContainText('Depuis votre dernier tour');
	await takeTablet(page, 'Joueur 2', 'Voir ma main');
	await page.getByTestId('open-log').click();
	await expect(page.getByTestId('log')).toContainText('Joueur 1');
	await expect(page.getByRole('complementary', { name: 'Journal' })).toBeVisible();
});
