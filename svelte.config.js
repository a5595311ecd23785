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
		version: { name: versionName() },
		csp: {
			// Prerendered pages carry the policy in a <meta http-equiv> (adapter-static has no
			// headers); SvelteKit adds the sha256 of its own inline bootstrap script to script-src.
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				'script-src': ['self'],
				'worker-src': ['self'],
				'manifest-src': ['self'],
				'connect-src': ['self'],
				'img-src': ['self', 'data:', 'blob:'],
				'font-src': ['self'],
				// Svelte writes `style` attributes (static ones in its templates, `style:` values)
				// and CSP has no hash for an attribute: attributes need 'unsafe-inline', which
				// style-src-attr allows while style-src-elem keeps <style> elements to our files.
				// Browsers without the CSP3 -attr/-elem split use style-src, hence 'unsafe-inline' there.
				'style-src': ['self', 'unsafe-inline'],
				'style-src-elem': ['self'],
				'style-src-attr': ['unsafe-inline'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		}
	}
};
export default config;
