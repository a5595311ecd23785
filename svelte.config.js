import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({ fallback: '200.html', pages: 'build', assets: 'build' }),
		// Offline deep links must load /_app from the root (TOOLCHAIN.md).
		paths: { relative: false },
		// The PWA plugin registers its own worker.
		serviceWorker: { register: false }
	}
};
export default config;
