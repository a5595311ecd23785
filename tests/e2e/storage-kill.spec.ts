/**
 * Kill and resume (issue 10 "Proof", issue 20: all five games): bot-only games of every game
 * play by themselves in a persistent profile (a temp folder); at seeded random moments the
 * page is crashed or the whole browser context is closed, the games taken in turn. Every move
 * the page had acknowledged (committed to IndexedDB: what a fresh reader sees just before the
 * kill) must be there after the restart, and the save must open and go on. KILL_POINTS
 * (default 22, so every game is killed at least four times).
 */
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { firstStart, newGame } from './helpers';
import { BOT_TABLES as GAMES, eventCount, rows } from './storage-idb';

const KILL_POINTS = Number(process.env.KILL_POINTS ?? 22);

test.setTimeout(3 * (KILL_POINTS * 20_000 + 60_000));

test(`no acknowledged move is lost over ${KILL_POINTS} random kills across all five games`, async ({ baseURL }) => {
	const dir = mkdtempSync(join(tmpdir(), 'met-kill-'));
	const launch = () =>
		chromium.launchPersistentContext(dir, {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM_ARGS,
			baseURL,
			viewport: { width: 1180, height: 820 },
			reducedMotion: 'reduce',
			serviceWorkers: 'block'
		});
	let context: BrowserContext = await launch();
	try {
		let page: Page = context.pages()[0] ?? (await context.newPage());
		await firstStart(page);
		const ids: string[] = [];
		for (const [gameId, n] of GAMES) {
			ids.push(await newGame(page, gameId, Array.from({ length: n }, () => 'easy' as const)));
			await page.goto('/');
		}
		// seeded kill moments (ms after the game opens) and kinds
		let s = 424242;
		const rand = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32);
		const acknowledged = GAMES.map(() => 0);
		let kills = 0;
		for (let k = 0; k < KILL_POINTS; k++) {
			const g = k % GAMES.length;
			const id = ids[g];
			await page.goto(`/play/${id}`);
			await expect(page.getByTestId('phase')).toBeVisible();
			await expect(page.getByTestId('open-failure')).toHaveCount(0);
			// the save opened with every acknowledged move (none lost by the last kill)
			const now = await eventCount(page, id);
			expect(now, `kill ${k}: moves lost`).toBeGreaterThanOrEqual(acknowledged[g]);
			await page.waitForTimeout(150 + Math.floor(rand() * 1200));
			acknowledged[g] = await eventCount(page, id);
			if (rand() < 0.5) {
				// renderer crash
				const cdp = await context.newCDPSession(page);
				const crashed = page.waitForEvent('crash', { timeout: 10_000 }).catch(() => undefined);
				// The crash never answers the command: do not wait for its reply.
				void cdp.send('Page.crash').catch(() => undefined);
				await crashed;
				await Promise.race([page.close().catch(() => undefined), new Promise((r) => setTimeout(r, 3000))]);
				page = await context.newPage();
			} else {
				await context.close();
				context = await launch();
				page = context.pages()[0] ?? (await context.newPage());
			}
			kills++;
			console.log(`kill ${k} (${GAMES[g][0]}): ${acknowledged[g]} moves acknowledged`);
		}
		// final check of each: every acknowledged move there, in order, and the save opens
		for (const [g, id] of ids.entries()) {
			await page.goto('/');
			const r = await rows(page, id);
			expect(r.events.length).toBeGreaterThanOrEqual(acknowledged[g]);
			expect(r.events.map((e: { seq: number }) => e.seq)).toEqual(r.events.map((_: unknown, i: number) => i));
			await page.goto(`/play/${id}`);
			await expect(page.getByTestId('phase')).toBeVisible();
			await expect(page.getByTestId('open-failure')).toHaveCount(0);
		}
		expect(kills).toBe(KILL_POINTS);
		console.log(`kill-and-resume: ${kills} kills; moves acknowledged before the last kills: ${acknowledged.join(', ')}`);
	} finally {
		await context.close().catch(() => undefined);
		rmSync(dir, { recursive: true, force: true });
	}
});
