import 'fake-indexeddb/auto';

// jsdom has no ResizeObserver (maps and PanZoom bind their size); a do-nothing stand-in for every test.
globalThis.ResizeObserver ??= class {
	observe() {}
	unobserve() {}
	disconnect() {}
} as unknown as typeof ResizeObserver;

// Only a file with a DOM loads the DOM matchers and Testing Library (a Node logic test skips their
// import, about half a second a file). findBy*/waitFor wait up to 5 s instead of 1 s: a guard for a
// loaded CI machine, not a timing.
if (typeof document !== 'undefined') {
	await import('@testing-library/jest-dom/vitest');
	const { configure } = await import('@testing-library/dom');
	configure({ asyncUtilTimeout: 5000 });
}
