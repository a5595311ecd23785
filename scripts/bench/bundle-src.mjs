// One place for the LCG A/B benches (lcg-ab.mjs, lcg-ic.mjs) to bundle a source tree with esbuild:
// `$lib` points into that tree, packages come from this checkout's node_modules, so each side
// carries its own copy of the engine and of xstate.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Writes `code` (a TypeScript module that imports from `${src}/lib/...`) to `<tmp>/<out>.entry.ts`
 * and bundles it into `<tmp>/<out>.mjs`.
 * @param {{ root: string, tmp: string, src: string, out: string, code: string }} o root: this
 *   checkout (for node_modules); tmp: a scratch directory; src: the source tree (`src/`)
 * @returns {Promise<string>} the bundle's path
 */
export async function bundleSrc({ root, tmp, src, out, code }) {
	const entry = join(tmp, `${out}.entry.ts`);
	writeFileSync(entry, code);
	await build({
		entryPoints: [entry],
		bundle: true,
		platform: 'node',
		format: 'esm',
		alias: { $lib: `${src}/lib` },
		nodePaths: [join(root, 'node_modules')],
		outfile: join(tmp, `${out}.mjs`),
		logLevel: 'error'
	});
	return join(tmp, `${out}.mjs`);
}
