import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// jsdom has no ResizeObserver (maps and PanZoom bind their size); a do-nothing stand-in for every test.
globalThis.ResizeObserver ??= class {
	observe() {}
	unobserve() {}
	disconnect() {}
} as unknown as typeof ResizeObserver;

// findBy*/waitFor wait up to 5 s instead of 1 s: a guard for a loaded CI machine, not a timing.
configure({ asyncUtilTimeout: 5000 });
