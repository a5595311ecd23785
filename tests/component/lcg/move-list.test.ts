/**
 * The LCG's list of every move (MoveList.svelte): it folds when the game goes on (a new set of
 * moves), and only then. A redraw that hands down the same moves (the board updated for a
 * summary, a timer, the hint) keeps an opened list open: a tap on "Every move" is never undone
 * by it (a browser test under load tapped the toggle, the board redrew, and the list it had
 * just opened was gone).
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import MoveList from '$lib/games/lcg/view/MoveList.svelte';
import type { LcgEvent } from '$lib/games/lcg/types';

const moves = (): LcgEvent[] => [{ type: 'DONE', seat: 0 } as LcgEvent, { type: 'CHOOSE', seat: 0, value: 1 } as LcgEvent];

describe('MoveList', () => {
	it('stays open when the same moves are handed down again, and folds on new moves', async () => {
		const props = { events: moves(), label: (e: LcgEvent) => e.type, onsend: vi.fn() };
		const r = render(MoveList, { props });
		await userEvent.click(screen.getByTestId('move-list-toggle'));
		expect(screen.getAllByTestId('move')).toHaveLength(2);
		// The same moves in a new array (the board redrawn): still open.
		await r.rerender({ ...props, events: moves() });
		expect(screen.getByTestId('move-list-toggle')).toHaveAttribute('aria-expanded', 'true');
		expect(screen.getAllByTestId('move')).toHaveLength(2);
		// Other moves (the game went on): folded.
		await r.rerender({ ...props, events: [{ type: 'DONE', seat: 1 } as LcgEvent] });
		expect(screen.getByTestId('move-list-toggle')).toHaveAttribute('aria-expanded', 'false');
		expect(screen.queryAllByTestId('move')).toHaveLength(0);
	});
});
