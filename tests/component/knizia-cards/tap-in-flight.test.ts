/**
 * Issue 16, "a retry must never hide a lost move": the play screen paints a move before it is
 * saved (LiveGame notifies 'painted', then 'durable', and saves moves in order), so under load
 * the player's next tap comes while the last move is still being saved. That tap must be
 * played, not dropped, and a card chosen meanwhile must stay chosen when the save ends.
 * (The flaky e2e "laid card still in the hand after 15 s": the second card of a turn was tapped
 * while the first was saving.)
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameEvent } from '$lib/engine/types';
import def from '$lib/games/knizia-cards/definition';
import type { KcEvent } from '$lib/games/knizia-cards/types';
import Board from '$lib/games/knizia-cards/view/Board.svelte';
import { fresh, sessionFrom, setHand } from '../../unit/knizia-cards/helpers';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Frodo' }, { name: 'Sam' }, { name: 'Merry' }, { name: 'Pippin' }];

/** Seat 0 at Bag End with two 1s (« plusieurs cartes de valeur 1 » may be laid in one turn); saves wait for `save()`. */
function table() {
	const c = fresh(4);
	setHand(c, 0, ['R-1-1', 'R-1-2', 'R-4-1', 'R-0-1', 'R-2-1', 'R-N']);
	const s = sessionFrom(c);
	const saves: (() => void)[] = [];
	const props = () => ({ ...boardInput(def, s.snapshot, 0), viewer: 0 as const, seats, legal: def.legalEvents(s.snapshot, 0), explain: vi.fn() });
	let rerender: (p: object) => Promise<void> = async () => {};
	// Like LiveGame: the move is applied and painted at once, and saved later.
	const send = vi.fn((ev: GameEvent) => {
		s.send(ev as KcEvent, 'human');
		void rerender(props());
		return new Promise<void>((resolve) => saves.push(resolve));
	});
	const r = render(Board, { ...props(), send });
	rerender = (p) => r.rerender(p);
	return { send, saves };
}
const handCard = (id: string) => within(screen.getByTestId('hand')).getAllByTestId('hand-card').find((b) => b.dataset.card === id)!;
const place = (cell: string) => document.querySelector(`[data-testid="place"][data-cell="${cell}"]`)!;

describe('a tap while the last move is being saved', () => {
	it('is played: the second card of the turn is sent though the first is not saved yet', async () => {
		const { send } = table();
		await userEvent.click(handCard('R-1-1'));
		await userEvent.click(place('0,-1'));
		expect(send).toHaveBeenCalledTimes(1);
		// Painted, not saved: the next card is chosen and laid.
		await userEvent.click(handCard('R-1-2'));
		expect(handCard('R-1-2')).toHaveAttribute('aria-pressed', 'true');
		await userEvent.click(place('1,-1'));
		expect(send).toHaveBeenCalledTimes(2);
		expect(send).toHaveBeenLastCalledWith({ type: 'play', seat: 0, card: 'R-1-2', x: 1, y: -1 });
	});

	it('a card chosen while the last move was saving stays chosen when the save ends', async () => {
		const { send, saves } = table();
		await userEvent.click(handCard('R-1-1'));
		await userEvent.click(place('0,-1'));
		await userEvent.click(handCard('R-1-2'));
		saves.shift()!();
		await new Promise((r) => setTimeout(r, 0));
		expect(handCard('R-1-2')).toHaveAttribute('aria-pressed', 'true');
		await userEvent.click(place('1,-1'));
		expect(send).toHaveBeenLastCalledWith({ type: 'play', seat: 0, card: 'R-1-2', x: 1, y: -1 });
	});
});
