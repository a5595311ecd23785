import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/** The preview port; set E2E_PORT to run beside another preview on this machine. */
const port = Number(process.env.E2E_PORT ?? 4173);

/** Browser tests: Debian's chromium against the built app served by `vite preview` (DEVELOPERS.md). */
export default defineConfig({
	testDir: 'tests/e2e',
	// Hang guards, not timings (timings live in `npm run bench`): a CI machine under load has run
	// this suite three times slower than an idle one, so every wait allows for that.
	timeout: 120_000,
	expect: { timeout: 15_000 },
	// One retry on CI only: a test that fails twice fails the run; one that passes on its retry is
	// reported as flaky in the output.
	retries: process.env.CI ? 1 : 0,
	// Four workers on the 2-core test machine: most of a browser test is waiting (bot pacing, the
	// table's own timers, animations). On two workers, idle, the 103 tests took 9.9 min while the
	// browsers and the preview kept about 0.6 of the 2 cores busy; four workers at once, beside
	// four engineers' work (load 22-25), used 7.4 CPU-minutes in all. E2E_WORKERS=1 runs them one
	// at a time.
	workers: Number(process.env.E2E_WORKERS ?? 4),
	projects: [
		{ name: 'app', testIgnore: /pwa-update\.spec\.ts/ },
		// Publishes a new service worker for every page the preview serves: alone, after the rest.
		{ name: 'sw-update', testMatch: /pwa-update\.spec\.ts/, dependencies: ['app'] }
	],
	reporter: [['list']],
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		viewport: { width: 1180, height: 820 },
		serviceWorkers: 'allow',
		screenshot: 'only-on-failure',
		actionTimeout: 30_000,
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM_ARGS
		}
	},
	webServer: {
		command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
		url: `http://127.0.0.1:${port}`,
		// Never test somebody else's preview that happens to hold the port.
		reuseExistingServer: false,
		timeout: 60_000
	}
});
