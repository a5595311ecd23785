/**
 * The "Since your last move" recap (issue 16: "a readable list that grows or opens in a
 * drawer, never a clipped strip"): the newest lines are listed whole, with no scroll box; more
 * moves than that open in full in a drawer, oldest first.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import RecentMoves from '$lib/ui/RecentMoves.svelte';

const seats = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cleo' }];
const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ seat: i % 3, text: `move ${i + 1}` }));

describe('RecentMoves', () => {
	it('lists up to three moves whole, without a scrolling box or a drawer button', () => {
		render(RecentMoves, { lines: lines(3), seats, onclose: vi.fn() });
		const shown = screen.getAllByTestId('recent-move').map((li) => li.textContent);
		expect(shown.map((t) => t?.replace(/\s+/g, ' ').trim())).toEqual(['Ann move 1', 'Bob move 2', 'Cleo move 3']);
		expect(screen.getByTestId('recent-moves').querySelector('[tabindex]')).toBeNull();
		expect(screen.queryByTestId('recent-all')).toBeNull();
	});
	it('with more moves, shows the newest three and opens all of them, oldest first, in a drawer', async () => {
		render(RecentMoves, { lines: lines(7), seats, onclose: vi.fn() });
		expect(screen.getAllByTestId('recent-move').map((li) => li.textContent?.trim().split(/\s+/).pop())).toEqual(['5', '6', '7']);
		await userEvent.click(screen.getByTestId('recent-all'));
		const drawer = screen.getByTestId('recent-drawer');
		expect(within(drawer).getAllByTestId('recent-drawer-move').map((li) => li.textContent?.trim().split(/\s+/).pop())).toEqual(['1', '2', '3', '4', '5', '6', '7']);
	});
	it('names the count in the button and closes with ×', async () => {
		const onclose = vi.fn();
		render(RecentMoves, { lines: lines(5), seats, onclose });
		expect(screen.getByTestId('recent-all').textContent).toMatch(/5/);
		await userEvent.click(screen.getByTestId('recent-close'));
		expect(onclose).toHaveBeenCalledTimes(1);
	});
});
