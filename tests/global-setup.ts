import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Paraglide's inputs: the project's settings and every messages/**\/*.json. */
function newestInput(root: string): number {
	let newest = statSync(join(root, 'project.inlang/settings.json')).mtimeMs;
	const walk = (dir: string) => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) walk(path);
			else if (entry.name.endsWith('.json')) newest = Math.max(newest, statSync(path).mtimeMs);
		}
	};
	walk(join(root, 'messages'));
	return newest;
}

/**
 * Vitest's global set-up: the compiled messages under src/lib/paraglide are brought up to date
 * (`npm run generate`) when they are missing, older than a message file, or in the production
 * layout (one module per message, which builds before 850c71b wrote there: vitest would import
 * all 1,970 modules in every isolated file). Vitest runs without
 * Paraglide's Vite plugin (vite.config.ts), whose compile at every start cost about 14 s of CPU
 * before the first test (a one-file run: 20 s of CPU with it, 5 s without, measured 2026-11-28);
 * `npm run generate` writes exactly the files that plugin wrote outside a production build.
 * @throws Error when the compile fails (its output is shown)
 */
export default function setup(): void {
	const root = process.cwd();
	const compiled = join(root, 'src/lib/paraglide/runtime.js');
	const perLocale = join(root, 'src/lib/paraglide/messages/en.js');
	if (existsSync(compiled) && existsSync(perLocale) && statSync(compiled).mtimeMs >= newestInput(root)) return;
	execFileSync('npm', ['run', '-s', 'generate'], { cwd: root, stdio: 'inherit' });
}
