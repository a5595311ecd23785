/**
 * The logic tests share their worker's modules (vite.config.ts, `isolate: false`), so a test
 * file that registers or changes a card behaviour in the LCG's registry (a module-level Map)
 * would leak it into the files after it (a shared run once failed coverage.test.ts on a
 * test-only Silverlode Archer). Every such file must be in ISOLATED_TESTS. The screens' tests
 * share theirs as well: every one that mocks a module must be in ISOLATED_DOM_TESTS.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ISOLATED_DOM_TESTS, ISOLATED_TESTS } from '../../isolated-tests';

/** Every `.test.ts` file under `dir`, as a path from the project root. */
function testFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		const p = join(dir, e.name);
		if (e.isDirectory()) return testFiles(p);
		return e.name.endsWith('.test.ts') ? [p] : [];
	});
}

/** True when `file` is listed, alone or under a listed folder (`<folder>/**\/*.test.ts`). */
function isolated(file: string): boolean {
	return ISOLATED_TESTS.some((g) => (g.endsWith('/**/*.test.ts') ? file.startsWith(g.slice(0, -'**/*.test.ts'.length)) : g === file));
}

describe('test isolation', () => {
	it('every logic test that changes the card registry runs isolated', () => {
		const changers = [...testFiles('tests/unit'), ...testFiles('tests/property')].filter((f) => /\b(defineCard|indexTriggers)\(/.test(readFileSync(f, 'utf8')));
		expect(changers.length).toBeGreaterThan(0);
		expect(changers.filter((f) => !isolated(f))).toEqual([]);
	});

	it('every screen test that replaces a module (vi.mock) runs isolated', () => {
		// The dom project shares modules too: a module imported under one file's mock would keep it.
		const mockers = [...testFiles('tests/component'), ...testFiles('src')].filter((f) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(f, 'utf8')));
		expect(mockers.length).toBeGreaterThan(0);
		expect(mockers.filter((f) => !ISOLATED_DOM_TESTS.includes(f))).toEqual([]);
	});
});
