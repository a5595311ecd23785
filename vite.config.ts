import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ISOLATED_DOM_TESTS, ISOLATED_TESTS } from './tests/isolated-tests';
import LongestFirst from './tests/sequencer';

/** Paraglide's messages for vitest, the dev server and svelte-check (`npm run generate`). */
const MESSAGES = fileURLToPath(new URL('./src/lib/paraglide', import.meta.url));
/** Paraglide's messages for a production build: its own copy, one module per message. */
const BUILD_MESSAGES = fileURLToPath(new URL('./.svelte-kit/paraglide', import.meta.url));

export default defineConfig(({ command }) => {
	// A production build (not vitest, which serves) compiles the messages into BUILD_MESSAGES and
	// reads them from there, so it can run while vitest and svelte-check read MESSAGES
	// (scripts/test-all.sh): writing its layout over theirs would change files under them.
	const build = command === 'build' && !process.env.VITEST;
	return {
		plugins: [
			// The locale is read from Paraglide's global variable first (set once from localStorage on the
			// first message, and by every setLocale), not from localStorage on every message: a
			// localStorage read per message cost the LCG's move about 19 ms at 4x CPU throttle (issue 17).
			// setLocale still writes localStorage, so the choice persists across reloads. The same list
			// is in package.json's `generate` script (the CLI compile that `prepare` and `check` run).
			// That compile writes what this plugin writes outside a production build (one module per
			// locale, Vite's `isServer`), so vitest and the dev server find the files as they want them
			// and rewrite nothing, and svelte-check can run beside vitest (scripts/test-all.sh); a
			// production build writes one module per message (tree-shaking) into its own copy.
			// Not under vitest: tests/global-setup.ts compiles the messages only when they changed.
			!process.env.VITEST && paraglideVitePlugin({ project: './project.inlang', outdir: build ? BUILD_MESSAGES : MESSAGES, strategy: ['globalVariable', 'localStorage', 'preferredLanguage', 'baseLocale'] }),
			// `$lib/paraglide/...` is resolved (by SvelteKit's $lib alias) under MESSAGES; a build reads
			// the same file of its own copy.
			build && {
				name: 'build-messages',
				enforce: 'pre',
				resolveId: (id: string) => (id.startsWith(MESSAGES + '/') ? BUILD_MESSAGES + id.slice(MESSAGES.length) : null),
				// Paraglide's `plural` builds an Intl.PluralRules on every call of a message with a
				// count (the LCG's tokens, log lines: 2.5 % of the JavaScript of an LCG move in the
				// browser bench, issue 17): one per locale and options, kept.
				transform(code: string, id: string) {
					if (!id.startsWith(BUILD_MESSAGES + '/') || !id.endsWith('/registry.js')) return null;
					const made = 'return new Intl.PluralRules(locale, options).select(Number(input))';
					if (!code.includes(made)) {
						this.warn('Paraglide registry.js changed: plural() is no longer cached');
						return null;
					}
					const kept = 'const key = locale + JSON.stringify(options ?? {}); let rules = PLURAL_RULES.get(key); if (!rules) PLURAL_RULES.set(key, (rules = new Intl.PluralRules(locale, options))); return rules.select(Number(input))';
					return { code: 'const PLURAL_RULES = new Map();\n' + code.replace(made, kept), map: null };
				}
			},
			sveltekit(),
			!process.env.VITEST &&
			SvelteKitPWA({
				registerType: 'prompt',
				injectRegister: false,
				strategies: 'generateSW',
				manifest: {
					name: 'Middle-earth Table',
					short_name: 'ME Table',
					description: 'Lord of the Rings tabletop games on one tablet, rules enforced, offline.',
					theme_color: '#2b1d12',
					background_color: '#f1e4c8',
					display: 'standalone',
					orientation: 'landscape',
					start_url: '/',
					scope: '/',
					icons: [
						{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
						{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
						{ src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' }
					]
				},
				workbox: {
					globPatterns: ['client/**/*.{js,css,ico,png,svg,webp,woff,woff2,webmanifest}', 'prerendered/pages/index.html'],
					navigateFallback: '/',
					clientsClaim: true,
					skipWaiting: false,
					maximumFileSizeToCacheInBytes: 4 * 1024 * 1024
				}
			}),
			svelteTesting()
		],
		server: { host: '127.0.0.1' },
		preview: { host: '127.0.0.1', port: 4173, strictPort: true },
		test: {
			// Rules, engine and storage run in Node; screens in jsdom (its start costs each file about
			// 1.5 s). A logic test that needs a DOM says so in its first line (@vitest-environment jsdom).
			projects: [
				// The games' logic files share their worker's modules (isolate: false): each file
				// re-importing the games' modules cost more CPU than many of their tests (vitest 397 s
				// instead of 454 s on the idle 2-core machine). ISOLATED_TESTS get fresh modules each.
				{ extends: true, test: { name: 'logic', include: ['tests/unit/**/*.test.ts', 'tests/property/**/*.test.ts'], exclude: ISOLATED_TESTS, environment: 'node', isolate: false } },
				{ extends: true, test: { name: 'logic-isolated', include: ISOLATED_TESTS, environment: 'node' } },
				// The screens' files share their worker's modules and jsdom too (isolate: false): a fresh
				// jsdom and fresh imports of svelte, the components and the messages for each of the 48
				// files cost more CPU than their tests. Testing Library unmounts after each test.
				// ISOLATED_DOM_TESTS (those that vi.mock a module) get fresh modules and a fresh jsdom each.
				{ extends: true, test: { name: 'dom', include: ['tests/component/**/*.test.ts', 'src/**/*.test.ts'], exclude: ISOLATED_DOM_TESTS, environment: 'jsdom', isolate: false } },
				{ extends: true, test: { name: 'dom-isolated', include: ISOLATED_DOM_TESTS, environment: 'jsdom' } }
			],
			setupFiles: ['tests/setup.ts'],
			globalSetup: ['tests/global-setup.ts'],
			// The files that take a minute or more start first, so that no core waits at the end.
			sequence: { sequencer: LongestFirst },
			// vite-plugin-pwa's virtual module exists only in builds (tests/unit/storage/pwa-update.test.ts).
			alias: { 'virtual:pwa-register': new URL('./tests/unit/stubs/pwa-register.ts', import.meta.url).pathname },
			// A guard against a hung test, not a timing check (timings live in `npm run bench`): property
			// tests run thousands of games and a loaded machine may take minutes over them.
			testTimeout: 600_000,
			// Every core: Vitest's default leaves one free, which on the 2-core test machine ran the
			// 107 files one at a time (9.4 min; 5.3 min with both, measured).
			maxWorkers: availableParallelism()
		}
	};
});
