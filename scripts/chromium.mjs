// Debian's chromium and `vite preview` for the scripts that drive the built app (bench, icons,
// dev probes) and for playwright.config.ts: one place for the flags DEVELOPERS.md asks for.
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';

/** Debian's chromium. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, no sandbox (root), and no background traffic to hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync'
];

/** Launches Debian's chromium with CHROMIUM_ARGS. @returns the playwright Browser */
export function launchChromium() {
	return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Serves build/ with `vite preview` on 127.0.0.1:`port` and waits until it answers (10 s at most).
 * @param {number} port the TCP port
 * @returns {Promise<{ url: string, stop: () => void }>} the base URL; call stop() when done
 * @throws Error when the server does not answer in time
 */
export async function startPreview(port) {
	const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
	const url = `http://127.0.0.1:${port}`;
	for (let i = 0; i < 50; i++) {
		try {
			await fetch(url);
			return {
				url,
				stop: () => {
					server.kill();
				}
			};
		} catch {
			await new Promise((r) => setTimeout(r, 200));
		}
	}
	server.kill();
	throw new Error(`vite preview did not answer on ${url}`);
}

/**
 * Opens the app at `baseUrl` in English with reduced motion, starts an LCG game (default scenario
 * and decks) with its one seat played by the computer, and waits for the table: the start of the
 * LCG dev probes (scripts/dev/lcg-profile.mjs, lcg-trace.mjs).
 * @param {import('playwright-core').Page} page
 * @param {string} baseUrl the served app, without a trailing slash
 */
export async function startLcgSoloComputer(page, baseUrl) {
	await page.goto(baseUrl + '/');
	await page.getByRole('button', { name: 'English' }).click();
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await page.goto(baseUrl + '/new/lcg');
	await page.getByTestId('start-game').waitFor();
	await page.locator('ol.seats > li').nth(0).locator('.kind button').nth(1).click();
	await page.getByTestId('start-game').click();
	await page.getByTestId('phase').waitFor();
}
