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
	// Two workers on the 2-core test machine. Four were tried (2026-11-28, fresh clone, idle):
	// each test then took about twice as long and the 111 tests 10.4 min, against 9.9 min for 103
	// on two, so the browsers keep the cores busy more than the tests' waits suggest.
	// E2E_WORKERS=1 runs them one at a time.
	workers: Number(process.env.E2E_WORKERS ?? 2),
	// Tests, not files, are shared out between the workers: a file's tests are independent (each
	// has its own context), and whole files left one worker running a long file alone at the end.
	fullyParallel: true,
	projects: [
		{ name: 'app', testIgnore: /pwa-update\.spec\.ts/ },
		// Publishes a new service worker for every page the preview serves: alone, after the rest.
		{ name: 'sw-update', testMatch: /pwa-update\.spec\.ts/, dependencies: ['app'] }
	],
	reporter: [['list']],
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		viewport: { width: 1180, height: 820 },
		// No service worker unless a test asks for one (`test.use({ serviceWorkers: 'allow' })` in the
		// offline, CSP and update tests): each new context would otherwise install it and precache
		// the whole app (122 files), about 1 s of CPU per test on this machine (14 tests: 153.5 s
		// of CPU with it, 139.2 s without, cgroup-measured, 2026-11-28), and the suite is CPU-bound.
		serviceWorkers: 'block',
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
