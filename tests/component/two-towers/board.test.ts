/**
 * Les Deux Tours' Board: the hand (only the viewer's, never another seat's), tap to select
 * then tap to target, illegal taps explained, the rows, the last evaluation shown again.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import def from '$lib/games/two-towers/definition';
import Board from '$lib/games/two-towers/view/Board.svelte';
import RowView from '$lib/games/two-towers/view/RowView.svelte';
import { qualityCard } from '$lib/games/two-towers/rules';
import type { TTContext } from '$lib/games/two-towers/types';
import { actorAt, cardPool, craft, seatsOf, RED, BLUE, GREEN, STATE } from '../../unit/two-towers/helpers';
import { boardInput } from '$lib/ui/play/board-input';
import { evaluatedAtFangorn } from './positions';

const seats = [{ name: 'Fabien' }, { name: 'Christine' }, { name: 'Jean' }];

function renderBoard(snapshot: GameSnapshot<TTContext>, viewer: SeatId | 'table') {
	const send = vi.fn(async (_ev: GameEvent) => {});
	const explain = vi.fn();
	const legal = typeof viewer === 'number' ? def.legalEvents(snapshot, viewer) : [];
	render(Board, { ...boardInput(def, snapshot, viewer), viewer, seats, legal, send, explain });
	return { send, explain };
}

const cardsShown = (root: HTMLElement = document.body) =>
	Array.from(root.querySelectorAll('[data-card]')).map((e) => Number(e.getAttribute('data-card')));

describe('the hand', () => {
	const start = () => createActor(def.machine, { input: def.createInput({ seats, seed: 11 }) }).start().getSnapshot() as GameSnapshot<TTContext>;

	it("renders the viewer's cards and never another seat's", () => {
		const s = start();
		renderBoard(s, 1);
		const hand = screen.getByTestId('hand');
		expect(cardsShown(hand).sort()).toEqual(s.context.hands[1].slice().sort());
		const shown = new Set(cardsShown());
		for (const id of [...s.context.hands[0], ...s.context.hands[2], ...s.context.deck]) expect(shown.has(id)).toBe(false);
		// The display is public.
		for (const id of s.context.faceUp) expect(shown.has(id)).toBe(true);
	});
	it("renders no hand at all for the table (curtain up)", () => {
		const s = start();
		renderBoard(s, 'table');
		expect(screen.queryByTestId('hand')).toBeNull();
		const shown = new Set(cardsShown());
		for (const id of s.context.hands.flat()) expect(shown.has(id)).toBe(false);
	});
	it('select a hand card, then tap the display: puts it there to take two (DISCARD)', async () => {
		const s = start();
		const { send } = renderBoard(s, 0);
		const card = s.context.hands[0][0];
		expect(screen.queryByTestId('discard-target')).toBeNull();
		await userEvent.click(within(screen.getByTestId('hand')).getAllByTestId('hand-card').find((b) => b.dataset.card === String(card))!);
		await userEvent.click(screen.getByTestId('discard-target'));
		expect(send).toHaveBeenCalledWith({ type: 'DISCARD', seat: 0, card });
	});
	it('tapping a face-up card takes it; tapping the pile draws', async () => {
		const s = start();
		const { send } = renderBoard(s, 0);
		await userEvent.click(screen.getAllByTestId('faceup-card')[2]);
		expect(send).toHaveBeenLastCalledWith({ type: 'TAKE_FACEUP', seat: 0, card: Number(screen.getAllByTestId('faceup-card')[2].dataset.card) });
		await userEvent.click(screen.getByTestId('pile'));
		expect(send).toHaveBeenLastCalledWith({ type: 'TAKE_DECK', seat: 0 });
	});
	it('explains instead of sending when it is not the viewer\'s turn', async () => {
		const s = start();
		const { send, explain } = renderBoard(s, 2);
		await userEvent.click(screen.getByTestId('pile'));
		expect(send).not.toHaveBeenCalled();
		expect(explain).toHaveBeenCalledWith('It is not your turn.');
	});
});

describe('laying cards (evaluation)', () => {
	function atEvaluation() {
		const p = cardPool();
		const red = p.q(RED, 'wisdom');
		const blue = p.q(BLUE, 'strength');
		const g = p.g();
		const row = p.row(BLUE, 'strength', 2);
		const ctx = craft({ players: 3, round: 1, hands: [[red, blue, g], [p.q(GREEN, 'wisdom')], []], rows: [[null, row, null, null], [null, null, null, null], [null, null, null, null]] });
		const s = actorAt(STATE.evaluation, ctx).getSnapshot() as GameSnapshot<TTContext>;
		return { s, red, blue, g };
	}
	const handCard = (id: number) => within(screen.getByTestId('hand')).getAllByTestId('hand-card').find((b) => b.dataset.card === String(id))!;
	const myRow = (colour: number) => within(screen.getAllByTestId('player')[0]).getAllByTestId('row')[colour];

	it('select a card, then tap its colour row: LAY; the legal target glows with what it does', async () => {
		const { s, red, blue } = atEvaluation();
		const { send } = renderBoard(s, 0);
		await userEvent.click(handCard(red));
		expect(myRow(RED)).toHaveTextContent('New row');
		await userEvent.click(myRow(RED));
		expect(send).toHaveBeenCalledWith({ type: 'LAY', seat: 0, card: red });
		await userEvent.click(handCard(blue));
		expect(myRow(BLUE)).toHaveTextContent('Add');
	});
	it('select a Gandalf card, then tap the quality card it goes under: LAY_GANDALF', async () => {
		const { s, red, g } = atEvaluation();
		const { send, explain } = renderBoard(s, 0);
		await userEvent.click(handCard(g));
		expect(explain).toHaveBeenCalled();
		await userEvent.click(handCard(red));
		expect(send).toHaveBeenCalledWith({ type: 'LAY_GANDALF', seat: 0, gandalf: g, card: red });
	});
	it('explains illegal taps: wrong colour, Gandalf on an existing row, Gandalf alone', async () => {
		const { s, red, blue, g } = atEvaluation();
		const { send, explain } = renderBoard(s, 0);
		await userEvent.click(handCard(red));
		await userEvent.click(myRow(GREEN));
		expect(explain).toHaveBeenLastCalledWith('A card goes into the row of its own colour (red).');
		await userEvent.click(handCard(red)); // unselect
		await userEvent.click(handCard(g));
		await userEvent.click(handCard(blue));
		expect(explain).toHaveBeenLastCalledWith('No Gandalf card on a row that already exists with this quality.');
		await userEvent.click(myRow(RED));
		expect(explain).toHaveBeenLastCalledWith('A Gandalf card can never be alone in a row: pick a quality card to go on it.');
		expect(send).not.toHaveBeenCalled();
	});
	it('passes with the Pass button when nothing was laid', async () => {
		const { s } = atEvaluation();
		const { send } = renderBoard(s, 0);
		// The button settles for 400 ms after it appears (UI.md: a control whose meaning changes).
		await waitFor(() => expect(screen.getByTestId('done')).toBeEnabled());
		await userEvent.click(screen.getByTestId('done'));
		expect(send).toHaveBeenCalledWith({ type: 'DONE', seat: 0 });
		expect(screen.getByTestId('done')).toHaveTextContent('Pass');
	});
	it("other players' rows are not tap targets", () => {
		const { s } = atEvaluation();
		renderBoard(s, 0);
		const other = screen.getAllByTestId('player')[1];
		expect(within(other).queryAllByRole('button')).toEqual([]);
	});
});

describe('a row', () => {
	it('shows its colour with a letter, its quality icon with a name, and its card count', () => {
		const cards = [qualityCard(BLUE, 'wisdom', 0), qualityCard(BLUE, 'wisdom', 1), qualityCard(BLUE, 'wisdom', 2)];
		render(RowView, { colour: BLUE, row: { quality: 'wisdom', cards } });
		const row = screen.getByRole('group', { name: 'blue row: Wisdom, 3 cards' });
		expect(row).toHaveTextContent('B');
		expect(within(row).getByTestId('row-count')).toHaveTextContent('3');
		expect(within(row).getByRole('img', { name: 'Wisdom' })).toBeInTheDocument();
	});
	it('is a button when it is a target, and says what a tap does', async () => {
		const onselect = vi.fn();
		render(RowView, { colour: RED, row: { quality: 'strength', cards: [qualityCard(RED, 'strength', 0)] }, action: 'replace', onselect });
		const button = screen.getByRole('button', { name: 'red row: Strength, 1 card' });
		expect(button).toHaveTextContent('Replace (1 set aside)');
		await userEvent.click(button);
		expect(onselect).toHaveBeenCalledTimes(1);
	});
	it('an empty slot says there is no row of that colour', () => {
		render(RowView, { colour: GREEN, row: null });
		expect(screen.getByRole('group', { name: 'no green row' })).toBeInTheDocument();
	});
});

describe('the evaluation summary', () => {
	it('is the table’s (no panel of the board’s own at an evaluation); “Last evaluation” shows it again in the shared panel', async () => {
		renderBoard(evaluatedAtFangorn(), 0);
		// The table's summary queue shows the evaluation when it happens (view/summaries.ts): the board shows none of its own.
		expect(screen.queryByTestId('phase-summary')).toBeNull();
		expect(document.querySelector('[role="dialog"]')).toBeNull();
		await userEvent.click(screen.getByTestId('summary-open'));
		const panel = screen.getByTestId('phase-summary');
		expect(panel).toHaveTextContent('Evaluation at Fangorn');
		const rows = within(panel).getAllByTestId('summary-row');
		expect(rows.map((r) => r.dataset.seat)).toEqual(['0', '2', '1']);
		// Fabien: 2 counted, token 4, a red wisdom set aside, the ring.
		expect(Array.from(rows[0].querySelectorAll('td')).map((td) => td.textContent?.trim())).toEqual(['Fabien', '2', '4', 'red wisdom', '●']);
		expect(rows[1]).toHaveTextContent('green strength'); // Jean's card set aside
		expect(panel).toHaveTextContent('Fabien takes the ring');
		await userEvent.click(screen.getByTestId('phase-summary-ok'));
		expect(screen.queryByTestId('phase-summary')).toBeNull();
	});
	it('the journey shows the 7 locations', () => {
		const s = createActor(def.machine, { input: def.createInput({ seats: seatsOf(3), seed: 3 }) }).start().getSnapshot() as GameSnapshot<TTContext>;
		renderBoard(s, 'table');
		const j = screen.getByTestId('journey');
		expect(j.getAttribute('aria-label')).toBe("Amon Hen → Rohan → Fangorn → Edoras → Orthanc → Helm's Deep → Minas Tirith");
		expect(j.querySelectorAll('[data-quality]').length).toBe(11);
	});
});
