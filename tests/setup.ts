import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';

// jsdom has no ResizeObserver (maps and PanZoom bind their size); a do-nothing stand-in for every test.
globalThis.ResizeObserver ??= class {
	observe() {}
	unobserve() {}
	disconnect() {}
} as unknown as typeof ResizeObserver;
