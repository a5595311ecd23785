import { expect, type Page } from '@playwright/test';
import { newGame, type SeatKind } from './helpers';

/**
 * A few moves in any game through its own controls, for the CSP and accessibility specs: the
 * games are read from the home screen (every game marked ready), each is started with one
 * person (and one computer player where the game has opponents), and `playMoves` taps what a
 * person would: a summary or reveal panel's OK, else the game's own next move.
 */

/** The ids of the games the home screen offers a new game for. */
export async function readyGames(page: Page): Promise<string[]> {
	// The home screen may still be drawing after a reload: wait for its first game.
	await expect(page.locator('[data-testid^="new-"]').first()).toBeVisible();
	const ids = await page.locator('[data-testid^="new-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(4)));
	expect(ids.length).toBeGreaterThan(0);
	return ids;
}

/** Games whose person moves `personMove` knows how to make. */
const DRIVEN = ['two-towers', 'knizia-cards', 'lcg'];

/**
 * The seats used for each game: the LCG solo, the games this helper drives one person against
 * the computer, any other game computer players only (their moves fill the log).
 */
export function seatsFor(gameId: string): SeatKind[] {
	if (gameId === 'lcg') return ['human'];
	return DRIVEN.includes(gameId) ? ['human', 'easy'] : ['easy', 'easy'];
}

/** From the home screen: a new game of `gameId` with `seatsFor(gameId)`. @returns the save id */
export function startGame(page: Page, gameId: string): Promise<string> {
	return newGame(page, gameId, seatsFor(gameId), ['Ann', 'Robot']);
}

/** The log's length as the drawer shows it (the drawer is opened and closed). */
export async function logCount(page: Page, clickTimeout?: number): Promise<number> {
	// A game the computer players finished meanwhile: "Look at the table" lifts the end screen off the log button.
	await clickIfVisible(page, '[data-testid="end-close"]');
	await page.getByTestId('open-log').click({ timeout: clickTimeout });
	const n = await page.getByTestId('log').locator('li').count();
	await page.locator('aside.drawer header button').click();
	await expect(page.getByTestId('log')).toHaveCount(0);
	return n;
}

/** The OK of a game's own reveal panel, or of the table's step summary (SummaryPanel). */
const PANEL_OK = '[data-testid="reveal-ok"], [data-testid="phase-summary-ok"]';

/** Taps the first element matching `selector` if it is visible; false when it is not there or the tap did not go through within 1 s. */
export async function clickIfVisible(page: Page, selector: string): Promise<boolean> {
	const el = page.locator(selector).first();
	if (!(await el.isVisible().catch(() => false))) return false;
	try {
		await el.click({ timeout: 1000 });
		return true;
	} catch {
		return false;
	}
}

/**
 * Knizia's map: taps the first glowing spot for the next region that is inside the map's
 * visible area (the map is panned, so the first spot in the page may lie outside it).
 */
async function clickAnchorInView(page: Page): Promise<boolean> {
	const map = await page.getByTestId('kc-map').boundingBox().catch(() => null);
	if (!map) return false;
	const anchors = page.locator('[data-testid="anchor"]');
	for (let i = 0; i < (await anchors.count()); i++) {
		const b = await anchors.nth(i).boundingBox().catch(() => null);
		if (!b) continue;
		const cx = b.x + b.width / 2;
		const cy = b.y + b.height / 2;
		if (cx > map.x + 10 && cx < map.x + map.width - 80 && cy > map.y + 10 && cy < map.y + map.height - 10) {
			await page.mouse.click(cx, cy);
			return true;
		}
	}
	return false;
}

/** One move of the person in a game the helper knows; false when there is nothing to do now. */
async function personMove(page: Page, gameId: string): Promise<boolean> {
	if (gameId === 'two-towers') {
		const prompt = (await page.getByTestId('prompt').textContent().catch(() => '')) ?? '';
		if (/^Take the top card/.test(prompt)) return clickIfVisible(page, '[data-testid="pile"]');
		// Evaluation: lay a card on the row that glows, or pass.
		if (await clickIfVisible(page, '[data-testid="hand-card"]:not(.dim)')) {
			if (await clickIfVisible(page, '.mine button[data-testid="row"].target')) return true;
		}
		return clickIfVisible(page, '[data-testid="done"]');
	}
	if (gameId === 'knizia-cards') {
		if (await clickIfVisible(page, '[data-testid="place-region"]')) return true;
		if (await clickAnchorInView(page)) return clickIfVisible(page, '[data-testid="place-region"]');
		const end = page.getByTestId('end-turn');
		if (await end.isEnabled({ timeout: 100 }).catch(() => false)) return clickIfVisible(page, '[data-testid="end-turn"]');
		if (await clickIfVisible(page, '[data-testid="hand-card"]:not(.dim)')) {
			return clickIfVisible(page, '[data-testid="place"].target, [data-testid="map-card"].target');
		}
		return false;
	}
	if (gameId === 'lcg') {
		await clickIfVisible(page, '[data-testid="card-detail-close"]');
		for (const id of ['btn-keep', 'btn-continue', 'btn-done', 'btn-confirm']) if (await clickIfVisible(page, `[data-testid="${id}"]`)) return true;
		if (await clickIfVisible(page, '[data-testid="choice"]')) return true;
		const toggle = page.getByTestId('move-list-toggle');
		if (await toggle.isVisible().catch(() => false)) {
			// A reveal panel may come up over it at this moment (the table's own move, after its pause): look again then.
			if ((await toggle.getAttribute('aria-expanded')) !== 'true' && !(await toggle.click({ timeout: 1000 }).then(() => true, () => false))) return false;
			return clickIfVisible(page, '[data-testid="move"]');
		}
		return clickIfVisible(page, '[data-testid^="btn-"]');
	}
	// A game this helper does not know yet: its computer players still move.
	return false;
}

/**
 * Plays until the log has grown by `moves` entries (bots' moves count), within `ms`.
 * `onPanel` runs whenever a summary/reveal panel is open, before its OK is tapped.
 * @returns the log's growth
 * @throws (test failure) when the log did not grow enough in time
 */
export async function playMoves(page: Page, gameId: string, moves: number, opts: { ms?: number; onPanel?: () => Promise<void> } = {}): Promise<number> {
	/** The log's length once no panel covers the table (a panel that comes up is audited and confirmed first). */
	const count = async (): Promise<number> => {
		// Panels confirmed and log openings missed are counted apart: a game that shows several
		// summaries in a row (computer players at full speed) must not use up the short waits for
		// the log button, or the next panel covers it for the whole click timeout (a flaky a11y run).
		let panels = 0;
		let misses = 0;
		for (;;) {
			if (await page.locator(PANEL_OK).first().isVisible().catch(() => false)) {
				// A panel whose OK cannot be tapped (another panel over it) is a defect, not a wait.
				expect(panels++, `${gameId}: a summary/reveal panel's OK could not be tapped`).toBeLessThan(40);
				await opts.onPanel?.();
				await clickIfVisible(page, PANEL_OK);
				continue;
			}
			try {
				return await logCount(page, misses < 5 ? 3000 : undefined);
			} catch (e) {
				// A panel came up just as the log was opened: confirm it, then count again.
				if (misses++ >= 5) throw e;
			}
		}
	};
	const start = await count();
	const deadline = Date.now() + (opts.ms ?? 20_000);
	let grown = 0;
	while (Date.now() < deadline) {
		if (await page.locator(PANEL_OK).first().isVisible().catch(() => false)) {
			await opts.onPanel?.();
			await clickIfVisible(page, PANEL_OK);
		} else if (!(await personMove(page, gameId))) await page.waitForTimeout(150);
		await page.waitForTimeout(100);
		// A move that asks first (the LCG's "commit nobody to the quest?"): the person confirms.
		await clickIfVisible(page, 'dialog[open] [data-testid="confirm-yes"]');
		grown = (await count()) - start;
		if (grown >= moves) return grown;
	}
	expect(grown, `${gameId}: the log grew by ${grown}, not ${moves}`).toBeGreaterThanOrEqual(moves);
	return grown;
}
