import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// A deterministic version name: this config is evaluated more than once during a build (the
// PWA plugin builds again), and SvelteKit's default, a timestamp, then differed between the
// evaluations, leaving index.html pointing at the wrong `__sveltekit_*` global.
function versionName() {
	const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;
	try {
		return `${pkg}-${execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()}`;
	} catch {
		return pkg;
	}
}

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({ fallback: '200.html', pages: 'build', assets: 'build' }),
		// Offline deep links must load /_app from the root (TOOLCHAIN.md).
		paths: { relative: false },
		// The PWA plugin registers its own worker.
		serviceWorker: { register: false },
		version: { name: versionName() }
	}
};
export default config;
