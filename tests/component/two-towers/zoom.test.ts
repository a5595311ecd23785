/**
 * Les Deux Tours' large card view (UI.md "Touch": "Long-press shows a card large with its
 * text"): a long-press (or "i") on a hand card, a face-up card or a card in a row shows it large
 * with its colour (name, letter, pattern), its quality (icon and name) and, for a Gandalf card,
 * what it may do; in English and French. The press neither selects nor sends anything; a short
 * tap still selects; a tap, Escape or Enter closes it; a hand card is never shown to the table.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import def from '$lib/games/two-towers/definition';
import Board from '$lib/games/two-towers/view/Board.svelte';
import CardZoom from '$lib/games/two-towers/view/CardZoom.svelte';
import type { TTContext } from '$lib/games/two-towers/types';
import { LONGPRESS_DELAY } from '$lib/ui/longpress';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import { gandalfCard } from '$lib/games/two-towers/rules';
import { actorAt, cardPool, craft, RED, BLUE, GREEN, YELLOW, STATE } from '../../unit/two-towers/helpers';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Fabien' }, { name: 'Christine' }, { name: 'Jean' }];
const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

function renderBoard(snapshot: GameSnapshot<TTContext>, viewer: SeatId | 'table') {
	const send = vi.fn(async (_ev: GameEvent) => {});
	const explain = vi.fn();
	const legal = typeof viewer === 'number' ? def.legalEvents(snapshot, viewer) : [];
	const r = render(Board, { ...boardInput(def, snapshot, viewer), viewer, seats, legal, send, explain });
	return { ...r, send, explain };
}

/** Holds a pointer on `el` for the long-press time, then releases it (with the click a browser makes). */
async function longPress(el: Element) {
	const at = { clientX: 20, clientY: 20, pointerId: 1, isPrimary: true, button: 0 };
	await fireEvent.pointerDown(el, at);
	vi.advanceTimersByTime(LONGPRESS_DELAY + 10);
	await fireEvent.pointerUp(el, at);
	await fireEvent.click(el, at);
	await tick();
}

/** A short tap: down, up after 120 ms, click. */
async function tap(el: Element) {
	const at = { clientX: 5, clientY: 5, pointerId: 1, isPrimary: true, button: 0 };
	await fireEvent.pointerDown(el, at);
	vi.advanceTimersByTime(120);
	await fireEvent.pointerUp(el, at);
	await fireEvent.click(el, at);
	vi.advanceTimersByTime(2000);
	await tick();
}

const handCard = (id: number) => within(screen.getByTestId('hand')).getAllByTestId('hand-card').find((b) => b.dataset.card === String(id))!;
const zoomText = () => screen.getByTestId('card-zoom-text').textContent ?? '';
const rowOf = (seat: number, colour: number) => within(screen.getAllByTestId('player')[seat]).getAllByTestId('row')[colour];

/** Round 1 at start (movement): the viewer holds a red Wisdom, a yellow Resolve and a Gandalf; a blue Endurance is on display. */
function atMovement() {
	const p = cardPool();
	const red = p.q(RED, 'wisdom');
	const yellow = p.q(YELLOW, 'determination');
	const g = p.g();
	const faceUp = [p.q(BLUE, 'endurance'), p.q(GREEN, 'strength')];
	const ctx = craft({ players: 3, round: 0, hands: [[red, yellow, g], [p.q(GREEN, 'wisdom')], []], faceUp });
	const actor = actorAt(STATE.choose, ctx);
	const s = actor.getSnapshot() as GameSnapshot<TTContext>;
	return { s, actor, red, yellow, g, faceUp };
}

/** An evaluation: the viewer (to play) has a blue Strength row begun with Gandalf; Christine a green Wisdom row. */
function atEvaluation() {
	const p = cardPool();
	const blueRow = p.row(BLUE, 'strength', 2, true);
	const greenRow = p.row(GREEN, 'wisdom', 1);
	const hand = [p.q(BLUE, 'strength')];
	const ctx = craft({
		players: 3,
		round: 1,
		hands: [hand, [], []],
		rows: [
			[null, blueRow, null, null],
			[null, null, greenRow, null],
			[null, null, null, null]
		]
	});
	const s = actorAt(STATE.evaluation, ctx).getSnapshot() as GameSnapshot<TTContext>;
	return { s, blueRow, greenRow, hand };
}

beforeEach(() => {
	vi.useFakeTimers();
	setLocale('en', { reload: false });
});
afterEach(() => vi.useRealTimers());

describe('the large card view', () => {
	it('a long-press on a hand card shows it large; it is not selected; a tap closes; then a tap selects', async () => {
		const { s, red, yellow } = atMovement();
		const { send, explain } = renderBoard(s, 0);
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		await longPress(handCard(red));
		const zoom = screen.getByTestId('card-zoom');
		expect(zoom.getAttribute('role')).toBe('dialog');
		expect(zoom.getAttribute('aria-modal')).toBe('true');
		expect(zoom.dataset.card).toBe(String(red));
		expect(within(zoom).getByRole('heading', { level: 2 })).toHaveTextContent('Red wisdom');
		expect(zoomText()).toContain('Colour: red (letter R, diagonal stripes)');
		expect(zoomText()).toContain('Quality: Wisdom');
		expect(within(zoom).getAllByRole('img', { name: 'Wisdom' }).length).toBeGreaterThan(0);
		expect(zoom.querySelectorAll('li svg[data-quality="wisdom"]')).toHaveLength(1);
		expect(zoomText()).toContain('Goes into your red row');
		expect(zoomText()).toContain('Counts at every location that asks for Wisdom.');
		// The press neither selected the card nor sent nor explained anything.
		expect(handCard(red).getAttribute('aria-pressed')).toBe('false');
		expect(screen.queryByTestId('discard-target')).toBeNull();
		expect(send).not.toHaveBeenCalled();
		expect(explain).not.toHaveBeenCalled();
		// A tap anywhere on it closes it; a tap on a card selects it as before.
		await fireEvent.click(zoom);
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		await tap(handCard(yellow));
		expect(handCard(yellow).getAttribute('aria-pressed')).toBe('true');
		expect(screen.getByTestId('discard-target')).toBeInTheDocument();
		expect(screen.queryByTestId('card-zoom')).toBeNull();
	});

	it('a short tap selects as usual and shows nothing large', async () => {
		const { s, red } = atMovement();
		renderBoard(s, 0);
		await tap(handCard(red));
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		expect(handCard(red).getAttribute('aria-pressed')).toBe('true');
	});

	it('a Gandalf card says what it may do: wild, only at the start of a new row, never alone', async () => {
		const { s, g } = atMovement();
		renderBoard(s, 0);
		await longPress(handCard(g));
		expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Gandalf');
		expect(zoomText()).toContain('Wild: counts as any quality');
		expect(zoomText()).toContain('Only at the start of a new row');
		expect(zoomText()).toContain('Never alone');
		expect(zoomText()).not.toContain('Quality:');
		expect(screen.getByTestId('card-zoom').querySelector('li svg[data-quality="gandalf"]')).not.toBeNull();
		await fireEvent.click(screen.getByTestId('card-zoom-close'));
		expect(screen.queryByTestId('card-zoom')).toBeNull();
	});

	it('a face-up card: a long-press shows it without taking it; Escape closes; "i" opens; Enter closes', async () => {
		const { s, faceUp } = atMovement();
		const { send } = renderBoard(s, 0);
		const fcard = screen.getAllByTestId('faceup-card').find((b) => b.dataset.card === String(faceUp[0]))!;
		await longPress(fcard);
		const zoom = screen.getByTestId('card-zoom');
		expect(zoom.dataset.card).toBe(String(faceUp[0]));
		expect(zoomText()).toContain('Colour: blue (letter B, dots)');
		expect(zoomText()).toContain('Quality: Endurance');
		expect(send).not.toHaveBeenCalled();
		await fireEvent.keyDown(zoom, { key: 'Escape' });
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		await fireEvent.keyDown(fcard, { key: 'i' });
		expect(screen.getByTestId('card-zoom').dataset.card).toBe(String(faceUp[0]));
		await fireEvent.keyDown(screen.getByTestId('card-zoom'), { key: 'Enter' });
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		expect(send).not.toHaveBeenCalled();
		// A tap still takes it.
		await tap(fcard);
		expect(send).toHaveBeenCalledWith({ type: 'TAKE_FACEUP', seat: 0, card: faceUp[0] });
	});

	it('a card in a row: the card pressed (a Gandalf beneath), with the row it counts in; a long-press on an own target row lays nothing', async () => {
		const { s, blueRow, greenRow } = atEvaluation();
		const { send, explain } = renderBoard(s, 0);
		// Own row, a tap target now: press the Gandalf card at the bottom of the stack.
		const own = rowOf(0, BLUE);
		expect(own.tagName).toBe('BUTTON');
		await longPress(own.querySelector(`[data-row-card="${blueRow.cards[0]}"]`)!);
		expect(screen.getByTestId('card-zoom').dataset.card).toBe(String(blueRow.cards[0]));
		expect(zoomText()).toContain('Wild: counts as any quality');
		expect(zoomText()).toContain('In a blue row of 3 cards, counting as Strength.');
		expect(send).not.toHaveBeenCalled();
		expect(explain).not.toHaveBeenCalled();
		await fireEvent.click(screen.getByTestId('card-zoom'));
		// Another player's row (not a button): "i" on the focused row shows its top card.
		const other = rowOf(1, GREEN);
		expect(other.tabIndex).toBe(0);
		await fireEvent.keyDown(other, { key: 'i' });
		expect(screen.getByTestId('card-zoom').dataset.card).toBe(String(greenRow.cards[0]));
		expect(zoomText()).toContain('Colour: green (letter G, checks)');
		expect(zoomText()).toContain('In a green row of 1 card, counting as Wisdom.');
		await fireEvent.click(screen.getByTestId('card-zoom'));
		// An empty row has nothing to show.
		await longPress(rowOf(1, RED));
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		expect(rowOf(1, RED).hasAttribute('tabindex')).toBe(false);
		expect(send).not.toHaveBeenCalled();
	});

	it('the table (curtain up) may look at public cards, never at a hand card', async () => {
		const { s, faceUp } = atMovement();
		renderBoard(s, 'table');
		expect(screen.queryByTestId('hand')).toBeNull();
		await longPress(screen.getAllByTestId('faceup-card').find((b) => b.dataset.card === String(faceUp[1]))!);
		expect(screen.getByTestId('card-zoom').dataset.card).toBe(String(faceUp[1]));
	});

	it('a hand card shown large goes away at once when the viewer changes, and does not come back', async () => {
		const { s, red, g } = atMovement();
		const { rerender } = renderBoard(s, 0);
		await longPress(handCard(g));
		expect(screen.getByTestId('card-zoom')).toBeInTheDocument();
		await rerender({ ...boardInput(def, s, 'table'), viewer: 'table', seats, legal: [], send: vi.fn(), explain: vi.fn() });
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		for (const id of s.context.hands[0]) expect(document.querySelector(`[data-card="${id}"]`)).toBeNull();
		await rerender({ ...boardInput(def, s, 1), viewer: 1, seats, legal: def.legalEvents(s, 1), send: vi.fn(), explain: vi.fn() });
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		expect(document.querySelector(`[data-card="${red}"]`)).toBeNull();
		await rerender({ ...boardInput(def, s, 0), viewer: 0, seats, legal: def.legalEvents(s, 0), send: vi.fn(), explain: vi.fn() });
		expect(screen.queryByTestId('card-zoom')).toBeNull();
	});

	it('a hand card shown large goes away when it leaves the hand (a new state)', async () => {
		const { s, actor: a, red } = atMovement();
		const { rerender } = renderBoard(s, 0);
		await longPress(handCard(red));
		expect(screen.getByTestId('card-zoom').dataset.card).toBe(String(red));
		a.send({ type: 'DISCARD', seat: 0, card: red });
		const next = a.getSnapshot() as GameSnapshot<TTContext>;
		expect(next.context.hands[0]).not.toContain(red);
		await rerender({ ...boardInput(def, next, 0), viewer: 0, seats, legal: def.legalEvents(next, 0), send: vi.fn(), explain: vi.fn() });
		// It is on display now, but it was zoomed as a hand card: the view closes.
		expect(screen.queryByTestId('card-zoom')).toBeNull();
	});

	it('speaks French', async () => {
		setLocale('fr', { reload: false });
		const onclose = vi.fn();
		const { yellow } = atMovement();
		const r = render(CardZoom, { card: yellow, row: null, onclose });
		expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Résolution jaune');
		expect(zoomText()).toContain('Couleur : jaune (lettre J, lignes horizontales)');
		expect(zoomText()).toContain('Qualité : Résolution');
		expect(zoomText()).toContain('Va dans votre rangée jaune.');
		expect(screen.getByText("Touchez n'importe où pour fermer.")).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
		expect(onclose).toHaveBeenCalledTimes(1);
		r.unmount();
		render(CardZoom, { card: gandalfCard(3), row: { colour: RED, quality: 'strength', count: 2 }, onclose });
		expect(zoomText()).toContain('Joker');
		expect(zoomText()).toContain("Seulement au début d'une nouvelle rangée");
		expect(zoomText()).toContain('Jamais seule');
		expect(zoomText()).toContain('Dans une rangée rouge de 2 cartes, compte pour : Force.');
	});
});
