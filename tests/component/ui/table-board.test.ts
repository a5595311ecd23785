/**
 * TableBoard hands the Board a new `view` only when the game changes (a move) or the viewer does,
 * not on every change of the table around it (a summary fading, a tip, the since list): a Board
 * that clears what the person selected on a new view (the region card game) lost the selection
 * between the tap on a card and the tap on a place (knizia-cards e2e, fresh-clone run, session 21).
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import TableBoard from '$lib/ui/play/TableBoard.svelte';
import CountingBoard from './fixtures/CountingBoard.svelte';
import { seen } from './fixtures/counting';

function setup() {
	seen.length = 0;
	const def = { view: (s: { context: { n: number } }, viewer: unknown) => ({ n: s.context.n, viewer }), legalEvents: () => [] };
	const snapshot = { context: { n: 1, log: [] } };
	const open = { game: { def, ui: { Board: CountingBoard }, save: { seats: [{ name: 'Ann' }] }, live: { snapshot } }, table: { closeSummary() {}, holdAuto() {} } };
	const view = (snap: unknown, extra: Record<string, unknown> = {}) => ({ snapshot: snap, curtain: false, viewer: 0, legal: [], recent: [], hint: null, summary: null, readOnly: false, ...extra });
	return { snapshot, open, view };
}

describe('TableBoard', () => {
	it('a new table view with the same snapshot gives the Board no new view; a move or another viewer does', () => {
		const { snapshot, open, view } = setup();
		const r = render(TableBoard, { props: { open, v: view(snapshot), send: async () => {}, explain: () => {}, ondialog: () => {} } as never });
		flushSync();
		expect(seen).toHaveLength(1);
		// The table changed around the game (a summary faded, the since list moved on): same snapshot.
		r.rerender({ v: view(snapshot, { recent: [{ seat: 1 }] }) } as never);
		flushSync();
		r.rerender({ v: view(snapshot, { summary: { id: 's', title: 't', lines: [] } }) } as never);
		flushSync();
		expect(seen).toHaveLength(1);
		// A move: a new snapshot, a new view.
		r.rerender({ v: view({ context: { n: 2, log: [] } }) } as never);
		flushSync();
		expect(seen).toHaveLength(2);
		expect(r.getByTestId('counting-board').textContent).toBe('{"n":2,"viewer":0}');
		// The curtain: the viewer changes.
		r.rerender({ v: view({ context: { n: 2, log: [] } }, { curtain: true }) } as never);
		flushSync();
		expect(seen).toHaveLength(3);
	});
});
