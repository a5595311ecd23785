import { test, expect, type Locator, type Page } from '@playwright/test';
import { firstStart, logLength, newGame, tapCard, waitForServiceWorker } from './helpers';

/**
 * Knizia's region card game played through the UI in Chromium: a whole game against the
 * computer (Normal) to the ranking, reload with the network off mid-game, undo of a laid card,
 * and hidden scores. Screenshots (1180×820) go to /tmp/kc-shots/ (not in git).
 */

const SHOTS = '/tmp/kc-shots';

// No retry for these games (issue 16): a retry that passes would hide a lost move. The waits are
// hang guards sized for a loaded machine (moves counted, not seconds), so a failure is a real one.
test.describe.configure({ retries: 0 });
const ME = 'Ann';
const BOT = 'Robot';

const phase = (page: Page) => page.getByTestId('phase');
const handCards = (page: Page) => page.getByTestId('hand-card');
const mapCards = (page: Page) => page.getByTestId('map-card');
/** The card ids of the viewer's hand, as shown. */
const handIds = (page: Page) => handCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
/** Every card on top of a stack on the map, as "cell=card". */
const mapState = (page: Page) => mapCards(page).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-cell')}=${e.getAttribute('data-card')}`).sort());

/**
 * What the person sees of the table: phase, who acts, the players' bar, the map's cards. The
 * marks of what others did since the person last moved (★, rings laid) are left out: they
 * belong to this sitting, not to the saved game, so a reload starts without them.
 */
async function tableState(page: Page) {
	return {
		phase: await phase(page).textContent(),
		who: await page.getByTestId('who').textContent(),
		players: await page.getByTestId('player').evaluateAll((els) =>
			els.map((e) => {
				const copy = e.cloneNode(true) as HTMLElement;
				copy.querySelectorAll('.moved-star, [data-testid="recent-rings"]').forEach((x) => x.remove());
				return copy.textContent?.replace(/\s+/g, ' ').trim();
			})
		),
		map: await mapState(page)
	};
}

// An uncaught error in the page fails the test.
let pageErrors: string[] = [];
test.beforeEach(async ({ context }) => {
	pageErrors = [];
	context.on('page', (p) => p.on('pageerror', (e) => pageErrors.push(e.stack ?? String(e))));
	for (const p of context.pages()) p.on('pageerror', (e) => pageErrors.push(e.stack ?? String(e)));
});
test.afterEach(() => {
	expect(pageErrors).toEqual([]);
});

/** Clicks unless something else covers the target within a second; says whether it clicked. */
async function tryClick(target: Locator): Promise<boolean> {
	try {
		await target.click({ timeout: 1000 });
		return true;
	} catch {
		return false;
	}
}

/** Whether the element's box lies wholly inside the map's box (the map pans; Playwright cannot scroll an SVG group into view). */
async function inMap(page: Page, el: Locator): Promise<boolean> {
	const map = await page.getByTestId('kc-map').boundingBox();
	const box = await el.boundingBox();
	if (!map || !box) return false;
	return box.x >= map.x && box.y >= map.y && box.x + box.width <= map.x + map.width && box.y + box.height <= map.y + map.height;
}

/**
 * Lays one card: taps the first hand card that is not dimmed, checks it is lifted and that
 * places glow, taps the first glowing place inside the map's view (free place or a card it may
 * cover), and waits for the card to leave the hand and lie on the map (a Nazgûl leaves the game).
 */
async function layOneCard(page: Page): Promise<string> {
	const card = page.locator('[data-testid=hand-card]:not(.dim)').first();
	const id = (await card.getAttribute('data-card'))!;
	await tapCard(page, card);
	await expect(card).toHaveAttribute('aria-pressed', 'true');
	const targets = page.locator('[data-testid=place].target, [data-testid=map-card].target');
	await expect(targets.first()).toBeVisible();
	let target = targets.first();
	for (let i = 0; i < (await targets.count()); i++) {
		if (await inMap(page, targets.nth(i))) {
			target = targets.nth(i);
			break;
		}
	}
	await target.click();
	// (The hand shrinks by one, unless the card closed the region: then it is refilled at once, or gone at the end.)
	// A hang guard, long enough for a loaded machine: a card still in the hand then is a lost tap.
	await expect(page.locator(`[data-testid=hand-card][data-card="${id}"]`), `the tap laying ${id} is played, not lost`).toHaveCount(0, { timeout: 60_000 });
	await expect(page.locator(`[data-testid=map-card][data-card="${id}"]`)).toHaveCount(id.endsWith('-N') ? 0 : 1);
	return id;
}

/** Lays the next region: taps a glowing spot inside the map's view, then the button that confirms it; `shot`: a screenshot of the preview. */
async function layRegion(page: Page, shot?: string) {
	const anchors = page.getByTestId('anchor');
	await expect(anchors.first()).toBeVisible();
	let anchor: Locator | null = null;
	for (let i = 0; i < (await anchors.count()); i++) {
		if (await inMap(page, anchors.nth(i))) {
			anchor = anchors.nth(i);
			break;
		}
	}
	if (!anchor) {
		await page.getByRole('button', { name: 'Zoom out' }).click();
		return;
	}
	await anchor.click();
	await expect(page.getByTestId('preview')).toBeVisible();
	if (shot) await page.screenshot({ path: shot });
	await page.getByTestId('place-region').click();
	await expect(page.getByTestId('place-region')).toHaveCount(0);
}

/** Whether the person (Ann) acts now. */
const myTurn = async (page: Page) => ((await page.getByTestId('who').textContent()) ?? '').includes(ME);

/**
 * Plays Ann's side against the robot until `stop()` says so: confirms summaries, lays one card
 * a turn then ends it, lays the next region when asked. Returns how many of Ann's actions it took.
 */
async function playUntil(page: Page, stop: () => Promise<boolean>, opts: { maxMoves: number; onSummary?: () => Promise<void>; onTurn?: () => Promise<void>; regionShot?: string }) {
	let moves = 0;
	while (!(await stop())) {
		// A hang guard counted in Ann's actions, not in seconds: a loaded machine plays slower, not more.
		expect(moves, "Ann's actions").toBeLessThan(opts.maxMoves);
		const summary = page.getByTestId('phase-summary-ok');
		const end = page.getByTestId('end-turn');
		if (await summary.isVisible()) {
			await opts.onSummary?.();
			if (!(await tryClick(summary))) continue;
		} else if ((await page.getByTestId('place-region').count()) > 0) {
			if (!(await tryClick(page.getByTestId('place-region')))) continue;
		} else if ((await myTurn(page)) && (await page.getByTestId('anchor').count()) > 0) {
			await layRegion(page, opts.regionShot);
			opts.regionShot = undefined;
		} else if (await end.isEnabled({ timeout: 200 }).catch(() => false)) {
			if (!(await tryClick(end))) continue;
		} else if ((await myTurn(page)) && (await page.locator('[data-testid=hand-card]:not(.dim)').count()) > 0 && (await page.getByTestId('phase-summary-ok').count()) === 0) {
			await opts.onTurn?.();
			await layOneCard(page);
		} else {
			// Nothing to do: the robot is playing. Looking again every 40 ms cost a fifth of this
			// test's CPU (the whole game: 54.8 s of CPU polling every 40 ms, 43.4 s every 300 ms, in
			// the same wall time; cgroup, one worker, 2026-11-28), and the suite is CPU-bound.
			await page.waitForTimeout(300);
			continue;
		}
		moves++;
	}
	return moves;
}

test('two players against the computer (Normal) to the final ranking', async ({ page }) => {
	test.setTimeout(450_000); // a whole game: ~25 s on an idle machine, 56 s seen on a loaded one
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await firstStart(page);
	await newGame(page, 'knizia-cards', ['human', 'normal'], [ME, BOT]);
	// One person: nobody to hide the hand from, so no curtain, now or later.
	await expect(page.getByTestId('curtain')).toHaveCount(0);
	await expect(handCards(page)).toHaveCount(6);
	await expect(phase(page)).toHaveText(/^Turn 1 · /);
	await expect(page.getByTestId('prompt')).toHaveText(/^Lay cards at /);

	const result = page.getByTestId('result');
	let summaries = 0;
	let shotMap = false;
	const moves = await playUntil(page, () => result.isVisible(), {
		maxMoves: 400,
		regionShot: `${SHOTS}/kc-4-region.png`,
		onSummary: async () => {
			summaries++;
			const panel = page.getByTestId('phase-summary').last();
			await expect(panel).toContainText(/Scoring at|Final scoring at/);
			await expect(panel.locator('tbody tr')).toHaveCount(4);
			if (summaries === 1) await page.screenshot({ path: `${SHOTS}/kc-2-summary.png` });
		},
		onTurn: async () => {
			await expect(page.getByTestId('curtain')).toHaveCount(0);
			if (!shotMap && (await mapCards(page).count()) > 12) {
				shotMap = true;
				await page.screenshot({ path: `${SHOTS}/kc-1-map.png` });
			}
		}
	});
	expect(moves).toBeGreaterThan(15);
	expect(summaries).toBeGreaterThan(2);
	await expect(phase(page)).toHaveText('Game over');
	await expect(result.getByRole('heading', { name: 'Game over' })).toBeVisible();
	await expect(result.getByTestId('end-headline')).toHaveText(new RegExp(`^(${ME}|${BOT}|${ME} & ${BOT}|${BOT} & ${ME}) (wins|win)!$`));
	// One end screen: the ranking once, its breakdown per scoring, rematch and home.
	const rows = result.getByTestId('end-ranking').locator('li');
	await expect(rows).toHaveCount(2);
	await expect(result.getByTestId('end-breakdown').locator('tbody tr')).toHaveCount(2);
	await expect(result.getByRole('button', { name: 'Rematch with the same players' })).toBeVisible();
	const scores = (await rows.locator('.score').allTextContents()).map((t) => Number(t.replace(/ points?$/, '')));
	expect(scores).toHaveLength(2);
	expect(scores[0]).toBeGreaterThanOrEqual(scores[1]);
	expect(scores[0]).toBeGreaterThan(0);
	await page.screenshot({ path: `${SHOTS}/kc-3-result.png` });
	// The players' bar under the closed result gives the same scores.
	const ranked = (await rows.locator('.badge .name').allTextContents()).map((t) => t.trim());
	await result.getByRole('button', { name: 'Look at the table' }).click();
	await expect(result).toHaveCount(0);
	for (const [i, name] of ranked.entries()) {
		await expect(page.locator(`[data-testid=player][data-seat="${name === ME ? 0 : 1}"] [data-testid=score]`)).toHaveText(`${scores[i]} pts`);
	}
	// Undo is off once the game is over; the result reopens from the top bar; a reload opens on it
	// without showing the last scoring again.
	await expect(page.getByTestId('undo')).toBeDisabled();
	// The finished map opens fitted: every card and region inside the map area, none under the
	// players' bar; after zooming in, "See the whole map" fits it again.
	const allInMap = async () => {
		for (const el of await page.locator('[data-testid=map-card], [data-testid=region]').all()) if (!(await inMap(page, el))) return false;
		return true;
	};
	expect(await allInMap()).toBe(true);
	await page.getByRole('button', { name: 'Zoom in' }).click();
	await page.getByRole('button', { name: 'Zoom in' }).click();
	await page.getByRole('button', { name: 'Zoom in' }).click();
	expect(await allInMap()).toBe(false);
	await page.getByRole('button', { name: 'See the whole map' }).click();
	expect(await allInMap()).toBe(true);
	await page.getByTestId('reopen-result').click();
	await expect(result).toBeVisible();
	await page.reload();
	await expect(result).toBeVisible();
	await expect(page.getByTestId('phase-summary')).toHaveCount(0);
	await result.getByRole('button', { name: 'Look at the table' }).click();
	await expect(page.getByTestId('curtain')).toHaveCount(0);
});

/**
 * Ann is to start a turn: her turn, nothing laid yet, no summary or region to lay, a card she may
 * lay — and still so half a second later. A card just laid is painted before its move is saved
 * and the controls follow once it is: for that moment the hand is one short while End turn is
 * still disabled, which looked like a turn start.
 */
async function atTurnStart(page: Page): Promise<boolean> {
	const now = async () =>
		(await myTurn(page)) &&
		(await page.getByTestId('phase-summary-ok').count()) === 0 &&
		(await page.getByTestId('anchor').count()) === 0 &&
		(await page.getByTestId('end-turn').isDisabled({ timeout: 200 }).catch(() => false)) &&
		(await page.locator('[data-testid=hand-card]:not(.dim)').count()) > 0;
	if (!(await now())) return false;
	await page.waitForTimeout(500);
	return now();
}

test.describe('with the service worker', () => {
	// Offline reload: the one kind of test here that needs the service worker (playwright.config.ts blocks it by default).
	test.use({ serviceWorkers: 'allow' });
	test('reload with the network off mid-game restores the same state; play goes on offline', async ({ page, context }) => {
		test.setTimeout(300_000);
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await firstStart(page);
		await waitForServiceWorker(page);
		await newGame(page, 'knizia-cards', ['human', 'normal'], [ME, BOT]);
		// Past the first scoring, at the start of one of Ann's turns.
		await playUntil(page, async () => (await page.getByTestId('open-scorings').count()) > 0 && (await atTurnStart(page)), { maxMoves: 80 });
		const before = await tableState(page);
		const hand = await handIds(page);
		const lines = await logLength(page);
		expect(before.map.length).toBeGreaterThan(5);
		expect(hand).toHaveLength(6);
		expect(lines).toBeGreaterThan(10);

		await context.setOffline(true);
		await page.reload();
		await expect(phase(page)).toHaveText(before.phase!);
		// One person: no curtain after the reload either; scorings the table confirmed do not come back.
		await expect(page.getByTestId('curtain')).toHaveCount(0);
		await expect(handCards(page)).toHaveCount(6);
		await expect(page.getByTestId('open-scorings')).toBeVisible();
		await expect(page.getByTestId('phase-summary-ok')).toHaveCount(0);
		expect(await tableState(page)).toEqual(before);
		expect(await handIds(page)).toEqual(hand);
		expect(await logLength(page)).toBe(lines);

		// Still offline: a few more turns against the computer.
		let turns = 0;
		await playUntil(
			page,
			async () => {
				if (!(await atTurnStart(page))) return false;
				return turns++ >= 3;
			},
			{ maxMoves: 80 }
		);
		expect(await logLength(page)).toBeGreaterThan(lines + 6);
		expect(await tableState(page)).not.toEqual(before);
		await context.setOffline(false);
	});
});

test('undo takes back a card laid before the turn ends: it goes back to the hand', async ({ page }) => {
	await firstStart(page);
	await newGame(page, 'knizia-cards', ['human', 'normal'], [ME, BOT]);
	const undo = page.getByTestId('undo');
	await expect(undo).toBeDisabled();
	await expect(page.getByTestId('end-turn')).toBeDisabled();
	const start = await tableState(page);
	const hand = await handIds(page);
	const lines = await logLength(page);
	expect(start.map).toEqual([]);

	const laid = await layOneCard(page);
	expect(hand).toContain(laid);
	await expect(mapCards(page)).toHaveCount(laid.endsWith('-N') ? 0 : 1);
	await expect(handCards(page)).toHaveCount(5);
	await expect(page.getByTestId('end-turn')).toBeEnabled();
	await expect(page.getByTestId('prompt')).toHaveText(/^(Lay another card, or end your turn\.|No more cards may be laid: end your turn\.)/);
	await expect(undo).toBeEnabled();
	await undo.click();
	await expect(handCards(page)).toHaveCount(6);
	expect(await handIds(page)).toEqual(hand);
	await expect(mapCards(page)).toHaveCount(0);
	expect(await tableState(page)).toEqual(start);
	expect(await logLength(page)).toBe(lines);
	await expect(undo).toBeDisabled();
	await expect(page.getByTestId('end-turn')).toBeDisabled();
	await expect(page.getByTestId('prompt')).toHaveText(/^Lay cards at /);
});

test('hidden scores: no other player’s points during play, every score at the end', async ({ page }) => {
	test.setTimeout(450_000); // a whole game, as above
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await firstStart(page);
	await page.getByTestId('new-knizia-cards').click();
	await expect(page.getByTestId('start-game')).toBeVisible();
	const rows = page.locator('ol.seats > li');
	while ((await rows.count()) > 2) await rows.last().locator('button.remove').click();
	await expect(rows).toHaveCount(2);
	await page.getByTestId('seat-name-0').fill(ME);
	await rows.nth(1).locator('.kind button').nth(2).click(); // Computer · Normal
	await page.getByTestId('seat-name-1').fill(BOT);
	await page.getByLabel('Hide scores during play').check();
	await page.getByTestId('start-game').click();
	await page.waitForURL(/\/play\/[^/]+$/);
	const result = page.getByTestId('result');
	const robotScore = page.locator('[data-testid=player][data-seat="1"] [data-testid=score]');
	const annScore = page.locator('[data-testid=player][data-seat="0"] [data-testid=score]');
	let checked = 0;
	await playUntil(page, () => result.isVisible(), {
		maxMoves: 400,
		onSummary: async () => {
			// Robot's points: '?' in every summary; Ann's own: numbers. The last summary comes with
			// the end of the game, when every score shows.
			const over = (await phase(page).textContent()) === 'Game over';
			for (const panel of await page.getByTestId('phase-summary').all()) {
				for (const row of await panel.locator('tbody tr').all()) {
					const points = (await row.locator('td').nth(4).textContent())!.trim();
					if ((await row.textContent())!.includes(BOT) && !over) expect(points).toBe('?');
					else expect(points).toMatch(/^\d+$/);
				}
				if (over) return;
				await expect(panel).not.toContainText(new RegExp(`${BOT} loses \\d`));
			}
			await expect(robotScore).toHaveText('hidden');
			await expect(annScore).toHaveText(/^\d+ pts$/);
			checked++;
		}
	});
	expect(checked).toBeGreaterThan(2);
	// The log never tells a score: rank lines carry totals, not points.
	await result.getByRole('button', { name: 'Look at the table' }).click();
	await page.getByTestId('open-log').click();
	const log = page.getByTestId('log');
	await expect(log).toContainText(/1\. \w+ \(/);
	await expect(log).not.toContainText(/→ \d+ points|loses \d/);
	await page.locator('aside.drawer header button').click();
	// Game over: every score shows.
	await expect(robotScore).toHaveText(/^\d+ pts$/);
	await expect(annScore).toHaveText(/^\d+ pts$/);
});

test('long-press shows a card large with its meaning; a tap closes it; a drag on the map is no long-press', async ({ page }) => {
	await firstStart(page);
	await newGame(page, 'knizia-cards', ['human', 'normal'], [ME, BOT]);
	const zoom = page.getByTestId('card-zoom');
	/** Holds the mouse on the middle of `el` for `ms`, moving by `dx` px meanwhile, then lets go. */
	async function hold(el: Locator, ms: number, dx = 0) {
		const box = (await el.boundingBox())!;
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		await page.mouse.down();
		if (dx) await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 5 });
		await page.waitForTimeout(ms);
		await page.mouse.up();
	}

	// A hand card: shown large, not selected.
	const card = handCards(page).first();
	const id = (await card.getAttribute('data-card'))!;
	await hold(card, 700);
	await expect(zoom).toBeVisible();
	await expect(zoom).toHaveAttribute('data-card', id);
	await expect(page.getByTestId('card-zoom-text')).toContainText(/Colour: (red|grey-blue) \(letter [RB]\)/);
	await expect(card).toHaveAttribute('aria-pressed', 'false');
	await page.screenshot({ path: `${SHOTS}/kc-5-zoom.png` });
	await zoom.click({ position: { x: 20, y: 20 } });
	await expect(zoom).toHaveCount(0);
	// A short tap still selects.
	await card.click();
	await expect(card).toHaveAttribute('aria-pressed', 'true');
	await card.click();
	await expect(card).toHaveAttribute('aria-pressed', 'false');

	// Lay a card, then look at it on the map.
	const laid = await layOneCard(page);
	// (At the first turn every card may be laid, and the hand is sorted with the Nazgûl last.)
	expect(laid).not.toMatch(/-N$/);
	const onMap = page.locator(`[data-testid=map-card][data-card="${laid}"]`);
	await hold(onMap, 700);
	await expect(zoom).toHaveAttribute('data-card', laid);
	await page.keyboard.press('Escape');
	await expect(zoom).toHaveCount(0);
	// A drag that starts on the card pans the map: no large card, no tap.
	const x0 = (await onMap.boundingBox())!.x;
	await hold(onMap, 700, 60);
	await expect(zoom).toHaveCount(0);
	expect((await onMap.boundingBox())!.x).toBeGreaterThan(x0 + 40);
	await expect(page.getByTestId('toast')).toHaveCount(0);
});

// Issue 16 (newcomer run, three people at 820×1180): with three rings beside the hand, the tray
// squeezed the hand into a scroll box and a card (the Nazgûl) lay hidden under End turn. The
// rings and End turn now go below the hand when both do not fit in one row.
test('820×1180: a wide ring column beside the hand never hides a hand card', async ({ page }) => {
	await page.setViewportSize({ width: 820, height: 1180 });
	await firstStart(page);
	await newGame(page, 'knizia-cards', ['human', 'normal'], [ME, BOT]);
	await expect(handCards(page).first()).toBeVisible();
	// Three rings' width (the ring buttons of the run: about 430 px) beside the hand.
	await page.evaluate(() => {
		const side = document.querySelector('[data-testid=kc-tray] .side')!;
		const rings = document.createElement('div');
		rings.style.cssText = 'width: 440px; height: 44px';
		rings.dataset.testid = 'fake-rings';
		side.prepend(rings);
	});
	const hand = (await page.getByTestId('hand').boundingBox())!;
	expect(await handCards(page).count()).toBeGreaterThan(4);
	for (const card of await handCards(page).all()) {
		const b = (await card.boundingBox())!;
		expect(b.x >= hand.x - 0.5 && b.x + b.width <= hand.x + hand.width + 0.5 && b.y + b.height <= 1180).toBe(true);
	}
	await expect(page.getByTestId('end-turn')).toBeInViewport({ ratio: 1 });
	await page.screenshot({ path: `${SHOTS}/tray-rings-820.png` });
});
