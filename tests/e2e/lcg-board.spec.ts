import { test, expect, type Page } from '@playwright/test';
import { firstStart, notSeen } from './helpers';
import { rows, putRow } from './storage-idb';
import { table, type TableSpec } from '../unit/lcg/table';
import { snapshotHash } from '../../src/lib/storage/hash';

/**
 * The LCG board in the browser, on positions built with the engine's test table builder
 * (tests/unit/lcg/table.ts): a solo game is started through the UI, then its stored snapshot
 * is replaced by the built position's (same log length and hash, so the shell resumes from it).
 *
 * Issue 17, "Nothing that can be chosen is out of sight": four engaged enemies (with their
 * shadow cards and an attachment), three attachments on a hero, at 1180×820 and 820×1180; the
 * board shrinks its cards or uses a second row, never a hidden scroll region.
 */

/** Starts a solo game, then swaps its snapshot for the position built from `spec`. */
async function openPosition(page: Page, spec: TableSpec, advance?: (g: ReturnType<typeof table>) => void) {
	const g = table(spec);
	advance?.(g);
	const persisted = g.actor.getPersistedSnapshot();
	await firstStart(page);
	await page.getByTestId('new-lcg').click();
	await page.getByTestId('start-game').click();
	await expect(page.getByTestId('lcg-board')).toBeVisible();
	const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
	await page.goto('/');
	const r = await rows(page, id);
	// Stored as the app writes it: tied to the log (length, hash) and to its own content (snapshotHash).
	await putRow(page, 'snapshots', { ...r.snap, snapshot: persisted, snapshotHash: snapshotHash(persisted) });
	await page.goto(`/play/${id}`);
	await expect(page.getByTestId('lcg-board')).toHaveAttribute('data-step', g.step);
	return g;
}


const FOUR: TableSpec = {
	p1: {
		heroes: ['Aragorn', 'Legolas', 'Gimli'],
		play: ['Guard of the Citadel'],
		// An attachment in hand: its type, the longest (« ATTACHEMENT »), is on a face there.
		hand: ['Feint', 'Quick Strike', 'Swift Strike', 'Blade of Gondolin'],
		attachments: [
			['Steward of Gondor', 'Aragorn'],
			["Celebrían's Stone", 'Aragorn'],
			['Citadel Plate', 'Aragorn'],
			['Forest Snare', 'Hill Troll']
		],
		engaged: ['Hill Troll', 'Forest Spider', 'Dol Guldur Orcs', 'King Spider'],
		resources: { Aragorn: 3, Legolas: 1 },
		damage: { Gimli: 2 }
	},
	staging: ['Wargs', 'Old Forest Road'],
	encounterDeck: ['Necromancer\'s Pass', 'Enchanted Stream', 'Forest Spider', 'Dol Guldur Beastmaster', 'Great Forest Web'],
	at: 'combat.shadows',
	options: { pauseAtEveryWindow: false }
};

for (const [w, h] of [
	[1180, 820],
	[820, 1180]
] as const) {
	test(`${w}×${h}: four engaged enemies, their shadow cards and attachments, and three attachments on a hero are all on screen`, async ({ page }) => {
		await page.setViewportSize({ width: w, height: h });
		const g = await openPosition(page, FOUR, (t) => t.continueTo('combat.enemyChoose'));
		expect(g.ctx.zones['engaged:0'].length).toBe(4);
		const board = page.getByTestId('lcg-board');
		await expect(board).toHaveAttribute('data-step', 'combat.enemyChoose');
		await page.waitForTimeout(400);
		await page.screenshot({ path: `/tmp/lcg-board/four-${w}.png` }).catch(() => {});

		const bad: string[] = [];
		for (const id of g.ctx.zones['engaged:0']) {
			const card = page.locator(`[data-testid="card"][data-id="${id}"]`);
			await expect(card).toHaveCount(1);
			const v = await notSeen(card.locator('button.face'));
			if (v) bad.push(v);
		}
		// Every attachment (three on Aragorn, the Snare on the Troll) and every shadow card.
		const tabs = page.locator('[data-testid="attachment"], [data-testid="shadow"]');
		expect(await tabs.count()).toBe(4 + g.ctx.zones['engaged:0'].length);
		for (let i = 0; i < (await tabs.count()); i++) {
			const v = await notSeen(tabs.nth(i));
			if (v) bad.push(v);
		}
		// Every hero and ally, and the prompt with its choices (the enemies glow as targets).
		for (const id of g.ctx.zones['play:0']) {
			const v = await notSeen(page.locator(`[data-testid="card"][data-id="${id}"] button.face`));
			if (v) bad.push(v);
		}
		expect(bad, bad.join('\n')).toEqual([]);
		// The choices of "Choose which enemy attacks you next" glow (the Snared Troll cannot attack).
		const choices = g.legal(0).flatMap((e) => (e.type === 'RESOLVE_ATTACK' ? [e.enemy as string] : []));
		expect(choices.length).toBe(3);
		for (const id of choices) await expect(page.locator(`[data-testid="card"][data-id="${id}"] button.face`)).toHaveAttribute('data-mark', 'live');
		await expect(page.getByTestId('prompt')).toContainText('Choose which enemy attacks you next');

		// Issue 17: a card's type label never breaks mid-word (nor is it cut), in English and in French.
		expect(await brokenTypes(page), 'en').toEqual([]);
		await page.goto('/settings');
		await page.getByRole('button', { name: 'Français' }).click();
		await page.goBack();
		await expect(board).toHaveAttribute('data-step', 'combat.enemyChoose');
		await expect(page.locator('.card .type').filter({ hasText: /^Attachement$/i }).first()).toBeVisible();
		await page.screenshot({ path: `/tmp/lcg-board/four-fr-${w}.png` }).catch(() => {});
		expect(await brokenTypes(page), 'fr').toEqual([]);
	});
}

/**
 * The card faces on screen whose type label (« ATTACHEMENT », « EVENT »…) takes more than one
 * line or is wider than its box, each as "TYPE: why".
 */
async function brokenTypes(page: Page): Promise<string[]> {
	const n = await page.locator('.card .type').count();
	expect(n).toBeGreaterThan(10);
	return page.locator('.card .type').evaluateAll((els) =>
		els.flatMap((el) => {
			const e = el as HTMLElement;
			const lineHeight = parseFloat(getComputedStyle(e).lineHeight) || parseFloat(getComputedStyle(e).fontSize) * 1.2;
			const r = e.getBoundingClientRect();
			const out: string[] = [];
			if (r.height > lineHeight * 1.5) out.push(`${e.textContent}: ${Math.round(r.height)} px high (a line is ${Math.round(lineHeight)})`);
			if (e.scrollWidth > e.clientWidth + 1) out.push(`${e.textContent}: ${e.scrollWidth} px of text in ${e.clientWidth}`);
			const body = e.closest('.body') as HTMLElement | null;
			if (body && r.right > body.getBoundingClientRect().right + 1) out.push(`${e.textContent}: past the card's edge`);
			return out;
		})
	);
}

/**
 * Issue 17, nothing that can be chosen is out of sight: a hand of ten cards in planning (the
 * newcomer run at 1180×820 had its ninth card past the screen's edge, in the hand's scroll
 * region, under Done). The hand overlaps its cards: each keeps its left strip (cost, name) in
 * sight and in reach of a tap, inside the hand's box and the screen.
 */
const TEN: TableSpec = {
	p1: {
		heroes: ['Aragorn', 'Glóin', 'Théodred'],
		hand: ['Feint', 'Quick Strike', 'Swift Strike', 'Blade of Gondolin', 'Guard of the Citadel', 'Ever Vigilant', 'For Gondor!', 'Steward of Gondor', 'Citadel Plate', 'Gondorian Spearman'],
		resources: { Aragorn: 2, Glóin: 2, Théodred: 2 }
	},
	at: 'planning.play'
};

for (const [w, h] of [
	[1180, 820],
	[820, 1180]
] as const) {
	test(`${w}×${h}: every card of a hand of ten is in sight and can be tapped`, async ({ page }) => {
		await page.setViewportSize({ width: w, height: h });
		const g = await openPosition(page, TEN);
		const cards = page.getByTestId('hand-card');
		await expect(cards).toHaveCount(10);
		await page.waitForTimeout(300);
		await page.screenshot({ path: `/tmp/lcg-board/hand-ten-${w}.png` }).catch(() => {});
		const bad = await cards.evaluateAll((els) => {
			const hand = document.querySelector('[data-testid="hand"]')!.getBoundingClientRect();
			return els.flatMap((e) => {
				const r = e.getBoundingClientRect();
				const name = e.getAttribute('data-code');
				if (r.left < hand.left - 1 || r.right > hand.right + 1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1) return [`${name}: outside the hand or the screen (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(hand.left)}–${Math.round(hand.right)})`];
				// Its left strip (cost and name) is its own: a tap there reaches it.
				const hit = document.elementFromPoint(r.left + 20, r.top + 24);
				return hit && e.contains(hit) ? [] : [`${name}: its left strip is covered by ${hit?.className}`];
			});
		});
		expect(bad, bad.join('\n')).toEqual([]);
		// A tap on the strip of the last card that can be played (Steward of Gondor, an attachment
		// with a target to choose) selects it: its questions open.
		await expect(page.locator('[data-testid="hand-card"][data-mark="live"]').last()).toHaveAttribute('data-id', g.id('Steward of Gondor'));
		const live = page.locator(`[data-testid="hand-card"][data-id="${g.id('Steward of Gondor')}"]`);
		const box = (await live.boundingBox())!;
		await page.mouse.click(box.x + 20, box.y + 24);
		await expect(page.getByTestId('selection')).toBeVisible();
		await expect(live).toHaveAttribute('aria-pressed', 'true');
	});
}
