/**
 * Logic tests that need modules of their own (vite.config.ts runs every other logic file with
 * `isolate: false`, sharing its worker's modules): those that add or change card behaviours in
 * the LCG's card registry for their file only (tests/unit/lcg/isolation.test.ts checks that
 * every such file is listed), and those of storage (one fake IndexedDB per file) and of the
 * shared UI modules (localStorage, timers, stubs). Paths from the project root; an entry
 * ending in `/**\/*.test.ts` stands for every test under its folder.
 */
export const ISOLATED_TESTS = [
	'tests/unit/lcg/capabilities.test.ts',
	'tests/unit/lcg/engine-api.test.ts',
	'tests/unit/lcg/granted-traits.test.ts',
	'tests/unit/lcg/rules.test.ts',
	'tests/unit/storage/**/*.test.ts',
	'tests/unit/ui/**/*.test.ts'
];

/**
 * Screen tests that need modules of their own (vite.config.ts runs every other file of the `dom`
 * project with `isolate: false`, sharing its worker's modules and jsdom): those that replace a
 * module with `vi.mock` (a route imported under one file's mock of `$app/state` would keep it in
 * the next file: a shuffled shared run failed tests/component/ui/new-game.test.ts after
 * lcg/new-game.test.ts). tests/unit/lcg/isolation.test.ts checks that every such file is listed.
 */
export const ISOLATED_DOM_TESTS = ['tests/component/ui/new-game.test.ts', 'tests/component/lcg/new-game.test.ts'];
