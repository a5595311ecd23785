/**
 * The co-op acting column (issue 16, "controls below the fold"; the newcomer e2e once found
 * "I do not pay" clipped by the column at 1180×820): the step and the Story tile never sit in a
 * scrolling box; a column too short for the step over the hand turns `compact` (the hand's
 * small faces), then `tight` if that is not enough (smaller faces; the hand scrolling last),
 * measured again from the full size after every change. jsdom lays nothing out: the column's heights are given here.
 */
import { expect, it, vi } from 'vitest';
import { render } from '@testing-library/svelte';
import { tick } from 'svelte';
import type { GameSnapshot } from '$lib/engine/types';
import Board from '$lib/games/coop-board/view/Board.svelte';
import def from '$lib/games/coop-board/definition';
import { setupGame } from '$lib/games/coop-board/rules/flow';
import { applyEvent, legalEventsFor } from '$lib/games/coop-board/rules/moves';
import type { CoopContext } from '$lib/games/coop-board/types';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Anna' }, { name: 'Bilal' }];
const snap = (c: CoopContext): GameSnapshot<CoopContext> => ({ context: c, value: 'haven', status: 'active' });
const props = (c: CoopContext) => ({ ...boardInput(def, snap(c), 0), viewer: 0, seats, legal: legalEventsFor(c, 0), send: vi.fn(), explain: vi.fn() });
const start = () => setupGame({ seats, options: { sauron: 12, passRing: false, equalTurns: false, solo: false, competitive: false }, seed: 4 });
/** The next position: the first legal move of whoever may move. */
const next = (c: CoopContext) => applyEvent(c, legalEventsFor(c, [0, 1].find((s) => legalEventsFor(c, s).length)!)[0]);

it('the step is never inside a scrolling box: it sits in the acting column itself', () => {
	let c = start();
	const view = render(Board, props(c));
	let tiles = 0;
	for (let i = 0; i < 12; i++) {
		const side = view.container.querySelector('.side') as HTMLElement;
		expect(view.getByTestId('step').parentElement).toBe(side);
		const tile = view.queryByTestId('story-tile');
		if (tile) {
			expect(tile.parentElement).toBe(side);
			tiles++;
		}
		c = next(c);
		view.rerender(props(c));
	}
	expect(tiles, 'a Story tile was met').toBeGreaterThan(0);
});

it('a column too short for the step over the hand draws the hand small, smaller still when small is not enough, and full size again when it fits', async () => {
	let c = start();
	const view = render(Board, props(c));
	const side = view.container.querySelector('.side') as HTMLElement;
	/** The column's content height at each size: full, compact, tight. */
	let content = [900, 700, 580];
	Object.defineProperty(side, 'clientHeight', { get: () => 600 });
	Object.defineProperty(side, 'scrollHeight', { get: () => content[side.classList.contains('tight') ? 2 : side.classList.contains('compact') ? 1 : 0] });
	const settle = async () => {
		for (let i = 0; i < 4; i++) await tick();
	};
	const cards = () => view.getAllByTestId('hand-card').length;
	c = next(c);
	view.rerender(props(c));
	await settle();
	// Small faces still overflow: the tight ones, which fit.
	expect(side.classList.contains('tight')).toBe(true);
	expect(view.container.querySelectorAll('.hand .face.small.tight').length).toBe(cards());
	// Small faces fit: they stay small, not tight.
	content = [900, 550, 500];
	c = next(c);
	view.rerender(props(c));
	await settle();
	expect(side.classList.contains('compact')).toBe(true);
	expect(side.classList.contains('tight')).toBe(false);
	expect(view.container.querySelectorAll('.hand .face.small').length).toBe(cards());
	expect(view.container.querySelectorAll('.hand .face.tight')).toHaveLength(0);
	// Everything fits at full size.
	content = [500, 400, 300];
	c = next(c);
	view.rerender(props(c));
	await settle();
	expect(side.classList.contains('compact')).toBe(false);
	expect(view.container.querySelectorAll('.hand .face.small')).toHaveLength(0);
});
