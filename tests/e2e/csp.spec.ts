import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { firstStart, waitForServiceWorker } from './helpers';
import { playMoves, readyGames, startGame } from './drive';

// Offline reloads and the update prompt need the service worker (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

/**
 * The Content-Security-Policy (issue 10 "Security"): the built pages carry it in a
 * <meta http-equiv> (adapter-static), every game starts and plays under it with no violation,
 * the service worker installs and an offline reload works, and injected code is refused.
 */

/** Every game the registry marks ready (read from its source, so a new game is covered too). */
const GAME_IDS = readFileSync('src/lib/games/registry.ts', 'utf8')
	.split(/\bid: '/)
	.slice(1)
	.filter((entry) => /\bready: true\b/.test(entry))
	.map((entry) => entry.slice(0, entry.indexOf("'")));

/** Records every CSP violation the page reports, from before its first script. */
async function recordViolations(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { __csp: string[] };
		w.__csp = [];
		document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
	});
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

test('the built pages carry the policy: self only, hashed bootstrap, no plugins, fixed base', async ({ request }) => {
	// As served, and the fallback page the static host answers deep links with (from the build).
	const pages: [string, string][] = [
		['/', await (await request.get('/')).text()],
		['/settings', await (await request.get('/settings')).text()],
		['build/200.html', readFileSync('build/200.html', 'utf8')]
	];
	for (const [path, html] of pages) {
		const csp = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1];
		expect(csp, path).toBeTruthy();
		const directives = Object.fromEntries(csp!.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
		expect(directives['default-src']).toEqual(["'self'"]);
		expect(directives['object-src']).toEqual(["'none'"]);
		expect(directives['base-uri']).toEqual(["'self'"]);
		expect(directives['script-src'][0]).toBe("'self'");
		expect(directives['script-src'].slice(1).every((s: string) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(s))).toBe(true);
		expect(directives['script-src'].length).toBeGreaterThan(1);
		// No remote origin anywhere, no eval, inline styles only as attributes.
		expect(csp).not.toMatch(/https?:|\*|unsafe-eval/);
		expect(directives['style-src-elem']).toEqual(["'self'"]);
		// The meta comes before any script, so it governs them all.
		expect(html.indexOf('http-equiv="content-security-policy"')).toBeLessThan(html.indexOf('<script'));
	}
});

// (eval is not tried here: code run through the DevTools protocol, as page.evaluate is, may
// eval whatever the policy says; the policy has no 'unsafe-eval', checked above.)
test('an injected inline script, event handler and <style> are refused', async ({ page }) => {
	await recordViolations(page);
	await firstStart(page);
	const ran = await page.evaluate(async () => {
		const w = window as unknown as Record<string, unknown>;
		const s = document.createElement('script');
		s.textContent = 'window.__injected = true';
		document.head.appendChild(s);
		const img = document.createElement('img');
		img.setAttribute('onerror', 'window.__handler = true');
		img.src = 'data:,broken';
		document.body.appendChild(img);
		const style = document.createElement('style');
		style.textContent = 'body { --injected: 1 }';
		document.head.appendChild(style);
		await new Promise((r) => setTimeout(r, 300));
		return { script: w.__injected === true, handler: w.__handler === true, style: getComputedStyle(document.body).getPropertyValue('--injected') !== '' };
	});
	expect(ran).toEqual({ script: false, handler: false, style: false });
	const v = await violations(page);
	expect(v.some((x) => x.startsWith('script-src-elem inline'))).toBe(true);
	expect(v.some((x) => x.startsWith('script-src-attr inline'))).toBe(true);
	expect(v.some((x) => x.startsWith('style-src-elem inline'))).toBe(true);
});

test('the service worker installs under the policy and the app reloads offline', async ({ page, context }) => {
	await recordViolations(page);
	await firstStart(page);
	await waitForServiceWorker(page);
	await context.setOffline(true);
	await page.reload();
	await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
	await page.goto('/settings');
	await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
	await context.setOffline(false);
	expect(await violations(page)).toEqual([]);
});

for (const gameId of GAME_IDS) {
	test(`${gameId} starts, plays and resumes offline under the policy with no violation`, async ({ page, context }) => {
		test.setTimeout(270_000);
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await recordViolations(page);
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(String(e)));
		page.on('console', (msg) => {
			if (/Content Security Policy|Refused to/.test(msg.text())) errors.push(msg.text());
		});
		await firstStart(page);
		expect(await readyGames(page)).toContain(gameId);
		await waitForServiceWorker(page);
		await startGame(page, gameId);
		await playMoves(page, gameId, 4);
		expect(await violations(page)).toEqual([]);
		await context.setOffline(true);
		await page.reload();
		await expect(page.getByTestId('phase')).toBeVisible();
		await playMoves(page, gameId, 1);
		await context.setOffline(false);
		expect(await violations(page)).toEqual([]);
		expect(errors).toEqual([]);
	});
}
