/**
 * The co-op acting column (issue 16, "controls below the fold"): a new question opens the column
 * at its top, where the step and its buttons are, even when a tap lower down had scrolled it.
 */
import { expect, it, vi } from 'vitest';
import { render } from '@testing-library/svelte';
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
const question = (c: CoopContext) => JSON.stringify([c.decision?.kind, c.decision && 'seat' in c.decision ? c.decision.seat : null, c.location]);

it('a new question scrolls the acting column back to its top', () => {
	let c = setupGame({ seats, options: { sauron: 12, passRing: false, equalTurns: false, solo: false, competitive: false }, seed: 4 });
	const view = render(Board, props(c));
	const act = view.container.querySelector('.act') as HTMLElement;
	expect(act).toBeTruthy();
	// Play until the question changes, with the column scrolled down before each move.
	const first = question(c);
	for (let i = 0; i < 40 && question(c) === first; i++) {
		const seat = [0, 1].find((s) => legalEventsFor(c, s).length)!;
		act.scrollTop = 120;
		expect(act.scrollTop).toBe(120);
		c = applyEvent(c, legalEventsFor(c, seat)[0]);
		view.rerender(props(c));
	}
	expect(question(c)).not.toBe(first);
	expect(act.scrollTop).toBe(0);
});
