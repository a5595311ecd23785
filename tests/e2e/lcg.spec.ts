import { test, expect, type Locator, type Page } from '@playwright/test';
import { firstStart, openFixture, waitForServiceWorker } from './helpers';
import { fixSeed, startSolo } from './lcg-start';

/**
 * The LCG in the browser (issue: a solo game with the Leadership deck through a full round,
 * reload offline, resume, undo). The round is driven through the Board's own controls: the
 * reveal panel's OK, the primary buttons (Keep, Continue, Done, Confirm), otherwise the first
 * choice of a decision.
 */

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

/**
 * Taps `el` (the control `what` that was just seen). A control the test saw stays until it is
 * tapped (a window the table passes shows no Continue): a tap that does not land fails the test,
 * saying where the board was and what covered it, never looked at again.
 */
async function tap(page: Page, el: Locator, what: string): Promise<void> {
	try {
		await el.click();
	} catch (e) {
		const step = await page.getByTestId('lcg-board').getAttribute('data-step').catch(() => '?');
		const open = [];
		for (const id of ['reveal-ok', 'phase-summary-ok', 'confirm-yes', 'card-detail-close', 'auto-pending', 'btn-continue', 'btn-done']) if (await page.getByTestId(id).isVisible()) open.push(id);
		throw new Error(`the tap on ${what} did not land at ${step}; now shown: ${open.join(', ') || 'none of the usual controls'}\n${(e as Error).message}`);
	}
}

async function tryStep(page: Page): Promise<string> {
	const summary = page.getByTestId('phase-summary-ok');
	if (await summary.isVisible()) {
		await tap(page, summary, 'phase-summary-ok');
		return 'summary';
	}
	// Committing nobody asks once for confirmation.
	const yes = page.getByTestId('confirm-yes');
	if (await yes.isVisible()) {
		await tap(page, yes, 'confirm-yes');
		return 'confirm';
	}
	const reveal = page.getByTestId('reveal-ok');
	if (await reveal.isVisible()) {
		await tap(page, reveal, 'reveal-ok');
		return 'reveal';
	}
	const detail = page.getByTestId('card-detail-close');
	if (await detail.isVisible()) await tap(page, detail, 'card-detail-close');
	const list = page.getByTestId('move-list-toggle');
	if ((await list.isVisible()) && (await list.getAttribute('aria-expanded')) === 'true') await tap(page, list, 'move-list-toggle');
	for (const id of ['btn-keep', 'btn-continue', 'btn-done', 'btn-confirm']) {
		const b = page.getByTestId(id);
		if (await b.isVisible()) {
			await tap(page, b, id);
			return id;
		}
	}
	const choice = page.getByTestId('choice').first();
	if (await choice.isVisible()) {
		await tap(page, choice, 'choice');
		return 'choice';
	}
	const toggle = page.getByTestId('move-list-toggle');
	if (await toggle.isVisible()) {
		if ((await toggle.getAttribute('aria-expanded')) !== 'true') await tap(page, toggle, 'move-list-toggle');
		await tap(page, page.getByTestId('move').first(), 'move');
		return 'move';
	}
	const anyButton = page.locator('[data-testid^="btn-"]').first();
	if (await anyButton.isVisible()) {
		await tap(page, anyButton, 'a button');
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

/**
 * The board state once it no longer changes by itself: the table has no automatic move of its
 * own planned (a quiet window it is about to pass: `auto-pending`) and two reads 300 ms apart
 * agree. Two equal reads alone were not enough on a loaded machine: a window the table was
 * passing stayed on screen longer than 300 ms, was taken for a resting state, and the table
 * then passed it after the reload (CI run of 4cd7e4a, passed on its retry).
 */
async function settledState(page: Page) {
	const going = page.getByTestId('auto-pending');
	let last = '';
	for (let i = 0; i < 60; i++) {
		if (await going.isVisible()) {
			last = '';
			await page.waitForTimeout(150);
			continue;
		}
		const now = JSON.stringify(await boardState(page));
		if (now === last) break;
		last = now;
		await page.waitForTimeout(300);
	}
	return JSON.parse(last) as Awaited<ReturnType<typeof boardState>>;
}

test.describe('with the service worker', () => {
	// Offline reload: the one kind of test here that needs the service worker (playwright.config.ts blocks it by default).
	test.use({ serviceWorkers: 'allow' });
	test('a solo game with the Leadership deck plays a full round, then resumes offline with the same state', async ({ page, context }) => {
		test.setTimeout(360_000);
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
			// Auto-pass may still be closing a quiet window: compare the state it settles at.
			const before = await settledState(page);
			await context.setOffline(true);
			await page.reload();
			await expect(page.getByTestId('lcg-board')).toBeVisible();
			expect(await settledState(page)).toEqual(before);
			// Keep playing offline: a few more steps go through.
			for (let i = 0; i < 3; i++) {
				expect(await step(page)).not.toBe('none');
				await page.waitForTimeout(150);
			}
			await context.setOffline(false);
		}
	});
});

test('undo takes back a decision that revealed nothing, and the game resumes from the home screen', async ({ page }) => {
	test.setTimeout(270_000);
	await startSolo(page);
	await page.getByTestId('btn-keep').click();
	await expect(page.getByTestId('phase')).not.toContainText('Setup');
	// Walk until a move that can be undone is made (planning or quest steps reveal nothing).
	let undone = false;
	for (let i = 0; i < 40 && !undone; i++) {
		// Auto-pass may be about to close a quiet window: judge from a table that stays put.
		const before = await settledState(page);
		const did = await step(page);
		if (did === 'reveal') continue;
		// The move is shown once it is saved, and the table may go on by itself (quiet windows,
		// engagement checks, shadow cards): judge Undo once it rests. A tap on Undo while the
		// table's own move was being sent raced it on a loaded machine (CI run of 4cd7e4a: the
		// move dealt shadow cards, then the undo was refused).
		await settledState(page);
		if (await page.getByTestId('undo').isEnabled()) {
			// One tap: auto-pass may have closed the quiet action window after the move; that
			// Continue was the table's, not a move, and goes back with the move. On a loaded
			// machine the move's own confirmation ("Commit nobody?") can open after the wait
			// above and cover Undo: then the next step answers it first.
			const tapped = await page.getByTestId('undo').click({ timeout: 3000 }).then(() => true, () => false);
			if (!tapped) continue;
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

/**
 * One tap a player with nothing to play would make (issue 11): the reveal panel's OK, Keep,
 * Continue, Done, Confirm, the first choice; the list of every move only when nothing else is
 * offered. A confirmation (committing nobody) counts as its own tap.
 *
 * A window's Continue is shown only where the window stops: the table never offers the one of
 * a window it passes by itself, not even while the move that opened it is being saved
 * (TableSession.autoNext). So a control seen here stays until it is tapped, and a tap that
 * does not land is a defect the test reports (never looked at again: that hid a Continue
 * tapped in a window the test had not seen).
 * @param opts.stopAtWindow return 'window' at an open action window that stops (its Continue
 *   shown, no reveal panel over it) instead of tapping its Continue
 */
/** The board's step when quietTap last tapped a button (read just before the tap). */
let tappedAt: string | null = null;
/** The phase summaries quietTap saw inside a reveal panel it confirmed (issue 17: one panel), by id. */
const absorbed: string[] = [];

async function quietTap(page: Page, opts: { stopAtWindow?: boolean } = {}): Promise<string> {
	// While the table goes on by itself (passing a quiet window) nobody is asked: wait for it
	// (30 s at most), so that the list of every move is never opened on a step the table is
	// leaving (its first move was tapped a step later: a travel nobody chose).
	const going = page.getByTestId('auto-pending');
	for (let w = 0; w < 300 && (await going.isVisible()); w++) await page.waitForTimeout(100);
	for (let tries = 0; tries < 30; tries++) {
		const summary = page.getByTestId('phase-summary-ok');
		if (await summary.isVisible()) {
			await summary.click();
			return 'summary';
		}
		const yes = page.getByTestId('confirm-yes');
		if (await yes.isVisible()) {
			await yes.click();
			return 'confirm-yes';
		}
		// Commit one ready hero to the quest before Done (a player with nothing to play still quests).
		const board = page.getByTestId('lcg-board');
		if ((await board.getAttribute('data-step')) === 'quest.commit' && (await page.getByTestId('committed-willpower').textContent())?.trim() === '0') {
			const hero = page.locator('section.players [data-testid="card"] button[data-mark="live"]').first();
			if (await hero.isVisible()) {
				tappedAt = 'quest.commit';
				await hero.click();
				return 'commit';
			}
		}
		for (const id of ['reveal-ok', 'btn-keep', 'btn-continue', 'btn-done', 'btn-confirm']) {
			const b = page.getByTestId(id);
			if ((await b.isVisible()) && (await b.isEnabled())) {
				const at = await board.getAttribute('data-step');
				// The reveal panel's OK came first: this Continue is not under a panel.
				if (id === 'btn-continue' && opts.stopAtWindow && /Window$|\.window$/.test(at ?? '')) {
					tappedAt = at;
					return 'window';
				}
				tappedAt = at;
				if (id === 'reveal-ok' && (await page.getByTestId('reveal-summary').isVisible())) absorbed.push((await page.getByTestId('reveal-summary').getAttribute('data-summary-id')) ?? '?');
				await b.click();
				return id;
			}
		}
		const choice = page.getByTestId('choice').first();
		if (await choice.isVisible()) {
			await choice.click();
			return 'choice';
		}
		if (tries > 5 && !(await going.isVisible())) {
			const toggle = page.getByTestId('move-list-toggle');
			if (await toggle.isVisible()) {
				if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
				await page.getByTestId('move').first().click();
				return 'move';
			}
		}
		await page.waitForTimeout(100);
	}
	return 'none';
}

test('2 players: an action window says what is asked and who continues; Continue is one tap from the table', async ({ page }) => {
	test.setTimeout(450_000);
	await firstStart(page);
	// The table stops at every window (its setting): with auto-pass, a window stops only when an
	// enemy engages, and one deal lost both players in 5 rounds without a window reached with
	// the tablet on the table.
	await page.goto('/settings');
	await page.getByTestId('pref-autopass-stop').check();
	await page.goto('/');
	await page.getByTestId('new-lcg').click();
	await page.getByTestId('add-seat').click();
	await page.getByTestId('seat-name-0').fill('Frodo');
	await page.getByTestId('seat-name-1').fill('Sam');
	await page.getByTestId('start-game').click();
	await expect(page.getByTestId('lcg-board')).toBeVisible();
	const board = page.getByTestId('lcg-board');
	const quick = page.getByTestId('table-move').or(page.getByTestId('curtain-quick'));
	let found = false;
	for (let i = 0; i < 250 && !found; i++) {
		expect(await page.getByTestId('result').isVisible(), 'the game ended before a window with the tablet on the table').toBe(false);
		if (await quick.first().isVisible()) {
			if (await page.getByTestId('table-prompt').isVisible()) {
				// Several players may act: the table reads what is asked and who continues.
				await expect(page.getByTestId('table-prompt')).toContainText(/Any Actions after .+\? Tap your name to play one, or (Frodo|Sam) continues\./);
			}
			await expect(quick.first()).toHaveText(/Continue \((Frodo|Sam)\)/);
			await page.screenshot({ path: '/tmp/table-shots/lcg-2p-window.png' });
			const before = await board.getAttribute('data-step');
			await quick.first().click();
			// One tap: the window closed without lifting the curtain or picking a player.
			await expect.poll(() => board.getAttribute('data-step')).not.toBe(before);
			// No Continue is left for that window: either none at all, or the one of the next window
			// that stops (auto-pass passes the quiet ones; a reveal or a Response stops the next).
			await expect
				.poll(async () => (await page.getByTestId('table-move').count()) === 0 || /[wW]indow$/.test((await board.getAttribute('data-step')) ?? ''))
				.toBe(true);
			found = true;
			break;
		}
		const show = page.getByTestId('show-hand');
		if (await show.isVisible()) {
			await show.click();
			continue;
		}
		const pick = page.getByTestId('pick-seat').first();
		if (await pick.isVisible()) {
			await pick.click();
			continue;
		}
		const did = await quietTap(page);
		if (did === 'none') await page.waitForTimeout(100);
		await page.waitForTimeout(100);
	}
	expect(found).toBe(true);
});

/**
 * Taps per round (issue 11: "Measure taps per round in the e2e test of a solo game"; issue 17:
 * "confirmations per round ≤ 3, and a round where the player has nothing to decide ≤ 5 taps",
 * measured on a fixed seed under the DEFAULT auto-pass). The default stops at an action window
 * only where a card the player holds matters (lcg/matters.ts: its effect is read before the
 * next window), so a window's Continue there answers a question ("play it now?"); the
 * confirmations are the taps that decide nothing: a reveal's OK, a phase summary's OK, "yes,
 * commit nobody". The other taps are the game's own questions (commit, Done, travel, a
 * Response, defender, attack).
 */
test('a solo round under the default auto-pass: windows stop only where a held card matters; taps and confirmations per round counted', async ({ page }) => {
	test.setTimeout(450_000);
	// A fixed deal (issue 17: "measured on a fixed seed").
	await fixSeed(page, 1717);
	await startSolo(page);
	// The one auto-pass control is the table's (⚙): the default; none on the board.
	await expect(page.getByTestId('auto-pass')).toHaveCount(0);
	await page.getByTestId('open-table-settings').click();
	await expect(page.getByTestId('autopass-quiet')).toHaveAttribute('aria-pressed', 'true');
	await page.getByTestId('table-settings').getByRole('button', { name: 'Close', exact: true }).click();
	await page.getByTestId('btn-keep').click();
	await expect(page.getByTestId('phase')).not.toContainText('Setup');
	// The first window (the resource phase's) offers For Gondor! and Sneak Attack, but nothing they
	// change is read before planning: it passes by itself (it stopped before issue 17's rule).
	const board = page.getByTestId('lcg-board');
	await expect.poll(() => board.getAttribute('data-step')).not.toBe('resource.window');
	// Three rounds from the end of setup, every tap counted per round.
	const rounds: string[][] = [[], [], []];
	const shots = new Set<string>();
	let round = 1;
	for (let i = 0; i < 150 && round <= 3; i++) {
		const phase = (await page.getByTestId('phase').textContent()) ?? '';
		const now = Number(/Round (\d+)/.exec(phase)?.[1] ?? round);
		if (now !== round) round = now;
		if (round > 3 || (await page.getByTestId('result').isVisible())) break;
		tappedAt = null;
		// The reveal panel and a Response offer, at both tablet sizes, for our eyes (not in git).
		for (const [name, id] of [['reveal', 'reveal-ok'], ['response', 'response-trigger']] as const) {
			if (shots.has(name) || !(await page.getByTestId(id).isVisible())) continue;
			shots.add(name);
			for (const size of [{ width: 1180, height: 820 }, { width: 820, height: 1180 }]) {
				await page.setViewportSize(size);
				await page.screenshot({ path: `/tmp/lcg-rules/${name}-${size.width}x${size.height}.png` });
			}
			await page.setViewportSize({ width: 1180, height: 820 });
		}
		const before = await board.getAttribute('data-step');
		const did = await quietTap(page);
		const step = tappedAt ?? before;
		if (did === 'none' && /Round 4/.test((await page.getByTestId('phase').textContent()) ?? '')) break;
		expect(did, `stuck at ${phase}; taps: ${rounds.map((r) => r.join(', ')).join(' | ')}`).not.toBe('none');
		rounds[round - 1].push(`${did}@${step}`);
		// A reveal panel may come up just after a move is saved: let the screen settle.
		await page.waitForTimeout(200);
	}
	const all = rounds.map((r, i) => `round ${i + 1}: ${r.length} taps: ${r.join(', ')}`).join('\n');
	console.log(`LCG solo, default auto-pass\n${all}`);
	const confirmations = (r: string[]) => r.filter((t) => /^(reveal-ok|summary|confirm-yes)@/.test(t));
	const stops = (r: string[]) => r.filter((t) => t.startsWith('btn-continue@'));
	for (const [i, r] of rounds.entries()) console.log(`LCG solo round ${i + 1}: ${r.length} taps, ${confirmations(r).length} confirmations, ${stops(r).length} window stops (${stops(r).join(', ')})`);
	expect(rounds[0].length, all).toBeGreaterThan(0);
	for (const r of rounds.filter((x) => x.length > 0)) {
		// Issue 17: at most 3 confirmations a round; no phase summary to dismiss (one that only
		// repeats the board fades by itself).
		expect(confirmations(r).length, all).toBeLessThanOrEqual(3);
		expect(r.filter((t) => t.startsWith('summary@')), all).toEqual([]);
		// A window stops only where the rules read something a held card changes before the next
		// window (matters.ts): never the windows after the resource phase, commitment, the quest's
		// resolution, travel, the engagement checks, the end of combat or the refresh.
		for (const t of stops(r)) expect(t, all).not.toMatch(/@(resource\.window|quest\.commitWindow|quest\.resolveWindow|travel\.window|encounter\.checksWindow|combat\.endWindow|refresh\.window)$/);
	}
	// A round where the player has nothing to decide (no window stop, no Response, no defender or
	// attack to choose) takes at most 5 taps. This deal may have none (the Spider engages at once):
	// the next test measures one on a saved position where such a round does come.
	const quiet = rounds.filter((r) => r.length > 0 && r.every((t) => /^(reveal-ok|summary|confirm-yes|commit|btn-done|btn-keep)@/.test(t)));
	console.log(`LCG solo rounds with nothing to decide: ${quiet.map((r) => r.length).join(', ') || 'none'}`);
	for (const r of quiet) expect(r.length, all).toBeLessThanOrEqual(5);
});

/**
 * Issue 17: "a round where the player has nothing to decide ≤ 5 taps". A saved position
 * (tests/fixtures/lcg/quiet-round.json, written by scripts/dev/lcg-quiet-fixture.ts: seed 1,
 * the Lore deck, Passage Through Mirkwood, rounds 1–3 played by the computer's choices) at the
 * planning step of round 4, a round in which a player who plays nothing is asked nothing but to
 * quest: no engaged enemy, nothing to travel to or engage, no Response, no window that stops.
 * Every tap of round 4 under the default auto-pass is counted until round 5 begins; the round
 * must really be such a round (only Done, the commitment, OKs), else the position is wrong.
 */
test('a round where the player has nothing to decide takes at most 5 taps (saved position, round 4)', async ({ page }) => {
	test.setTimeout(240_000);
	await firstStart(page);
	await openFixture(page, 'tests/fixtures/lcg/quiet-round.json', 'lcg-quiet-round');
	const board = page.getByTestId('lcg-board');
	const phase = page.getByTestId('phase');
	await expect(phase).toContainText('Round 4');
	await expect(board).toHaveAttribute('data-step', 'planning.play');
	const taps: string[] = [];
	for (let i = 0; i < 20; i++) {
		tappedAt = null;
		// The table may be passing windows by itself: the round is over once it stops in round 5.
		let before = '';
		for (let k = 0; k < 20; k++) {
			const now = `${await phase.textContent()}|${await board.getAttribute('data-step')}`;
			if (now === before) break;
			before = now;
			await page.waitForTimeout(400);
		}
		if (/Round 5/.test(before)) break;
		const did = await quietTap(page);
		taps.push(`${did}@${tappedAt ?? before.split('|')[1]}`);
		expect(did, taps.join(', ')).not.toBe('none');
	}
	console.log(`LCG quiet round (seed 1, Lore, round 4): ${taps.length} taps: ${taps.join(', ')}`);
	await expect(phase, taps.join(', ')).toContainText('Round 5');
	// Nothing was decided: Done in planning and after the commitment, the commitment itself, OKs
	// (a reveal's, a summary's, "commit nobody"'s); the round asked to quest and showed a reveal.
	for (const t of taps) expect(t, taps.join(', ')).toMatch(/^(reveal-ok|summary|confirm-yes|commit)@|^btn-done@(planning|quest)\./);
	expect(taps.some((t) => t.startsWith('commit@')), taps.join(', ')).toBe(true);
	expect(taps.some((t) => t.startsWith('reveal-ok@')), taps.join(', ')).toBe(true);
	// The reveal and the quest's result were one panel: the staging reveal's panel showed the
	// quest phase's summary (the quest resolved under it), and its one OK closed both.
	expect(absorbed, taps.join(', ')).toContain('lcg-4-quest');
	expect(taps.length, taps.join(', ')).toBeLessThanOrEqual(5);
});

/**
 * Issue 17, "done means": a solo game with Feint in hand stops at the window where Feint
 * matters. The Tactics deck on a fixed deal (seed 1): under the default auto-pass, the first
 * window that stops is a combat window before an engaged enemy attacks (after the shadow cards,
 * or after an attack's damage while another enemy has not attacked), and Feint is playable there.
 */
test('a solo game with Feint in hand stops at the window where Feint matters (default auto-pass)', async ({ page }) => {
	test.setTimeout(450_000);
	await fixSeed(page, 1);
	await startSolo(page, 'deck-0-tactics');
	await page.getByTestId('btn-keep').click();
	const feint = page.getByTestId('hand-card').filter({ hasText: 'Feint' });
	let stop: string | null = null;
	const taps: string[] = [];
	for (let i = 0; i < 120 && !stop; i++) {
		if (await page.getByTestId('result').isVisible()) break;
		tappedAt = null;
		const did = await quietTap(page, { stopAtWindow: true });
		if (did === 'window') stop = tappedAt;
		else taps.push(`${did}@${tappedAt}`);
		expect(did, taps.join(', ')).not.toBe('none');
	}
	console.log(`LCG Feint: first window stop at ${stop}; taps before: ${taps.join(', ')}`);
	expect(stop, taps.join(', ')).toMatch(/^combat\.(shadowsWindow|enemyDamageWindow)$/);
	// Feint is in hand and playable there (its card is live).
	await expect(feint.first()).toHaveAttribute('data-mark', 'live');
	await page.setViewportSize({ width: 1180, height: 820 });
	await page.screenshot({ path: '/tmp/lcg-rules/feint-window-1180x820.png' });
});
