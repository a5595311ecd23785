/**
 * The play-screen frame (issue 16): at 1180×820 and 820×1180, every enabled control of the
 * prompt and every card of the acting player's hand lies wholly inside the viewport, neither
 * clipped by a scrolling ancestor nor covered by another element. Each game opens a saved
 * position imported from tests/fixtures/saves (an all-human table in mid-game); the tablet is
 * taken by the acting player first. Screenshots go to /tmp/table-view/.
 */
import { expect, test } from '@playwright/test';
import { firstStart, notSeen, openFixture, takeActingTurn } from './helpers';

const SHOTS = '/tmp/table-view';
const SIZES = [
	{ width: 1180, height: 820 },
	{ width: 820, height: 1180 }
];
/** Imported positions: the game, its fixture file, its save id. */
const POSITIONS = [
	{ game: 'two-towers', file: 'tests/fixtures/saves/format-2-two-towers.json', id: 'fixture-two-towers' },
	{ game: 'knizia-cards', file: 'tests/fixtures/saves/format-2-knizia-cards.json', id: 'fixture-knizia-cards' },
	{ game: 'coop-board', file: 'tests/fixtures/saves/format-2-coop-board.json', id: 'fixture-coop-board' },
	// Risk's fixture stops in the first turn, before any card is drawn: no hand to check there.
	{ game: 'risk', file: 'tests/fixtures/saves/format-2-risk.json', id: 'fixture-risk', noHand: true },
	{ game: 'lcg', file: 'tests/fixtures/saves/format-2-lcg.json', id: 'fixture-lcg' },
	// Crowded positions (scripts/dev/crowded-fixtures.ts): the co-op Last Resort group payment at
	// Helm's Deep with a long "since your last turn" list, and a Risk player holding an adventure
	// card with ten or more targets.
	{ game: 'coop-board', file: 'tests/fixtures/crowded/coop-last-resort.json', id: 'crowded-coop-last-resort', label: 'Last Resort at Helm’s Deep' },
	{ game: 'coop-board', file: 'tests/fixtures/crowded/coop-lothlorien-pay.json', id: 'crowded-coop-lothlorien-pay', label: 'a Lothlórien payment with a big hand' },
	// Preparations at Bag End: four revealed cards, each to one of three hobbits (twelve moves).
	{ game: 'coop-board', file: 'tests/fixtures/crowded/coop-distribute.json', id: 'crowded-coop-distribute', label: 'four revealed cards to give' },
	// A payment whose payer holds twenty cards, everyone's "since your last turn" running from the
	// game's start (`since`: the table's marks put there): the hand once ran below the screen at
	// 1180×820, the acting column growing past the board instead of drawing the hand small.
	{ game: 'coop-board', file: 'tests/fixtures/crowded/coop-adventure-big-hand.json', id: 'crowded-coop-adventure-big-hand', label: 'an adventure payment with eighteen cards and a long list', since: true },
	{ game: 'coop-board', file: 'tests/fixtures/crowded/coop-big-hand-pay.json', id: 'crowded-coop-big-hand-pay', label: 'a payment with twenty cards and a long list since the start', since: true },
	{ game: 'risk', file: 'tests/fixtures/crowded/risk-ten-targets.json', id: 'crowded-risk-ten-targets', label: 'an adventure card with ten targets' }
];

for (const size of SIZES) {
	for (const p of POSITIONS) {
		const what = 'label' in p ? `${p.game} (${p.label})` : p.game;
		test(`${what} at ${size.width}×${size.height}: the prompt's controls and the acting hand are on screen`, async ({ page }) => {
			await page.setViewportSize(size);
			await firstStart(page);
			await openFixture(page, p.file, p.id, 'since' in p ? { 0: [{ log: 0, events: 0 }], 1: [{ log: 0, events: 0 }] } : undefined);
			await takeActingTurn(page);
			await expect(page.getByTestId('prompt')).toBeVisible();
			await page.screenshot({ path: `${SHOTS}/frame-${p.id}-${size.width}x${size.height}.png` });
			// One play-screen frame, one recap (issue 16): the table's list of what happened since, never a second one on the board.
			if ('since' in p) await expect(page.getByText(/^since your last (move|turn)$/i)).toHaveCount(1);
			const problems: string[] = [];
			// The prompt strip, and the co-op board's own step (its question, a payment, the Story tile's Resolve).
			const controls = page.locator('[data-testid=prompt] button:enabled, [data-testid=step] button:enabled, [data-testid=payment] button:enabled, [data-testid=story-tile] button:enabled');
			for (let i = 0; i < (await controls.count()); i++) {
				const why = await notSeen(controls.nth(i));
				if (why) problems.push(why);
			}
			const hand = page.getByTestId('hand-card');
			if (!('noHand' in p)) expect(await hand.count(), 'the acting player has a hand on screen').toBeGreaterThan(0);
			for (let i = 0; i < (await hand.count()); i++) {
				const why = await notSeen(hand.nth(i));
				if (why) problems.push(why);
			}
			expect(problems).toEqual([]);
		});
	}
}

for (const size of SIZES) {
	test(`co-op at ${size.width}×${size.height}: a hand card explained under a payment and nineteen cards leaves every card, the explanation and the payment on screen`, async ({ page }) => {
		// A newcomer taps a card it cannot pay with to learn what it does: the explanation opens under
		// the hand, and the column, already full, must draw the hand smaller rather than push cards out.
		await page.setViewportSize(size);
		await firstStart(page);
		const id = 'crowded-coop-adventure-big-hand';
		await openFixture(page, 'tests/fixtures/crowded/coop-adventure-big-hand.json', id, { 0: [{ log: 0, events: 0 }], 1: [{ log: 0, events: 0 }] });
		await takeActingTurn(page);
		await page.locator('[data-testid=hand-card]:not(.usable)').first().click();
		await expect(page.getByTestId('cb-explain')).toBeVisible();
		await page.screenshot({ path: `${SHOTS}/frame-${id}-explained-${size.width}x${size.height}.png` });
		const problems: string[] = [];
		const all = page.locator('[data-testid=payment] button:enabled, [data-testid=hand-card], [data-testid=cb-explain]');
		for (let i = 0; i < (await all.count()); i++) {
			const why = await notSeen(all.nth(i));
			if (why) problems.push(why);
		}
		expect(problems).toEqual([]);
	});
}
