/**
 * The Knizia card game's large card view (UI.md "Touch": "Long-press shows a card large with its
 * text"): a long-press on a hand card or a map card (or "i") shows the card large with its value,
 * colour letter and meaning (Hobbit, Nazgûl, ring on it, cards beneath), in English and French;
 * the press does not select the card nor send anything; a tap closes it; the hand's zoom goes
 * when the viewer changes (the curtain).
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import def from '$lib/games/knizia-cards/definition';
import Board from '$lib/games/knizia-cards/view/Board.svelte';
import CardZoom from '$lib/games/knizia-cards/view/CardZoom.svelte';
import type { KcContext } from '$lib/games/knizia-cards/types';
import { LONGPRESS_DELAY } from '$lib/ui/longpress';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import { fresh, put, setHand } from '../../unit/knizia-cards/helpers';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Frodo' }, { name: 'Sam' }, { name: 'Merry' }, { name: 'Pippin' }];
const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

function snap(c: KcContext): GameSnapshot<KcContext> {
	return { context: c, value: 'playing', status: 'active' };
}

function renderBoard(c: KcContext, viewer: SeatId | 'table') {
	const s = snap(c);
	const send = vi.fn(async (_ev: GameEvent) => {});
	const explain = vi.fn();
	const legal = typeof viewer === 'number' ? def.legalEvents(s, viewer) : [];
	const r = render(Board, { ...boardInput(def, s, viewer), viewer, seats: seats.slice(0, c.names.length), legal, send, explain });
	return { ...r, send, explain, s };
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

const handCard = (id: string) => within(screen.getByTestId('hand')).getAllByTestId('hand-card').find((b) => b.dataset.card === id)!;
const zoomText = () => screen.getByTestId('card-zoom-text').textContent ?? '';

beforeEach(() => {
	vi.useFakeTimers();
	setLocale('en', { reload: false });
});
afterEach(() => vi.useRealTimers());

describe('the large card view', () => {
	it('a long-press on a hand card shows it large with its meaning; it is not selected; a tap closes', async () => {
		const c = fresh(4);
		setHand(c, 0, ['R-4-1', 'R-1-1', 'R-3-1', 'R-0-1', 'R-2-1', 'R-N']);
		const { send, explain } = renderBoard(c, 0);
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		await longPress(handCard('R-3-1'));
		const zoom = screen.getByTestId('card-zoom');
		expect(zoom.dataset.card).toBe('R-3-1');
		expect(within(zoom).getByRole('heading', { level: 2 })).toHaveTextContent('Frodo (3 red)');
		expect(zoomText()).toContain('Value 3');
		expect(zoomText()).toContain('Colour: red (letter R)');
		expect(zoomText()).toContain('Hobbit Frodo: protected by the ring');
		expect(zoomText()).toContain('Only one card from 2 to 5 per turn');
		// The press neither selected the card nor sent anything.
		expect(handCard('R-3-1').getAttribute('aria-pressed')).toBe('false');
		expect(document.querySelectorAll('[data-testid="place"].target')).toHaveLength(0);
		expect(send).not.toHaveBeenCalled();
		expect(explain).not.toHaveBeenCalled();
		// A tap anywhere on it closes it; the hand works as before.
		await fireEvent.click(zoom);
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		await fireEvent.click(handCard('R-4-1'));
		expect(handCard('R-4-1').getAttribute('aria-pressed')).toBe('true');
	});

	it('a short tap selects as usual and shows nothing large', async () => {
		const c = fresh(4);
		setHand(c, 0, ['R-4-1', 'R-1-1', 'R-3-1', 'R-0-1', 'R-2-1', 'R-N']);
		renderBoard(c, 0);
		const card = handCard('R-1-1');
		await fireEvent.pointerDown(card, { clientX: 5, clientY: 5, pointerId: 1, isPrimary: true, button: 0 });
		vi.advanceTimersByTime(120);
		await fireEvent.pointerUp(card, { clientX: 5, clientY: 5, pointerId: 1 });
		await fireEvent.click(card);
		vi.advanceTimersByTime(2000);
		await tick();
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		expect(card.getAttribute('aria-pressed')).toBe('true');
	});

	it('the Nazgûl and a 1 say what they do', async () => {
		const c = fresh(4);
		setHand(c, 0, ['R-4-1', 'R-1-1', 'R-3-1', 'R-0-1', 'R-2-1', 'R-N']);
		renderBoard(c, 0);
		await longPress(handCard('R-N'));
		expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('the red Nazgûl');
		expect(zoomText()).not.toContain('Value');
		expect(zoomText()).toContain('Nazgûl: worth nothing');
		expect(zoomText()).toContain('takes that card out of the game');
		await fireEvent.click(screen.getByTestId('card-zoom-close'));
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		await longPress(handCard('R-1-1'));
		expect(zoomText()).toContain('Value 1');
		expect(zoomText()).toContain('as many 1s as you like');
		expect(zoomText()).toContain('may cover another player');
	});

	it('a map card: its ring (Rivendell +2) and the cards beneath it; "i" opens it too', async () => {
		const c = fresh(4);
		put(c, 0, -1, 'G-1-1', 'B-4-1');
		c.ringOn['B-4-1'] = 'rivendell-1';
		const { send } = renderBoard(c, 0);
		const mapCard = document.querySelector('[data-testid="map-card"][data-cell="0,-1"]')!;
		await longPress(mapCard);
		const zoom = screen.getByTestId('card-zoom');
		expect(zoom.dataset.card).toBe('B-4-1');
		expect(zoomText()).toContain('Value 4, counts 6 with the Rivendell ring');
		expect(zoomText()).toContain('Colour: grey-blue (letter B)');
		expect(zoomText()).toContain('Ring Rivendell 1st: Its card is worth 2 more. The ring also protects this card.');
		expect(zoomText()).toContain('1 card beneath');
		await fireEvent.keyDown(zoom, { key: 'Escape' });
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		await fireEvent.keyDown(mapCard, { key: 'i' });
		expect(screen.getByTestId('card-zoom').dataset.card).toBe('B-4-1');
		expect(send).not.toHaveBeenCalled();
	});

	it('a map card can be looked at by the table too (curtain up), never a hand', async () => {
		const c = fresh(4);
		put(c, 1, -1, 'Y-2-1');
		renderBoard(c, 'table');
		expect(screen.queryByTestId('hand')).toBeNull();
		await longPress(document.querySelector('[data-testid="map-card"][data-cell="1,-1"]')!);
		expect(screen.getByTestId('card-zoom').dataset.card).toBe('Y-2-1');
		expect(zoomText()).toContain('Colour: yellow (letter Y)');
	});

	it('a hand card shown large goes away when the viewer changes (the curtain comes up)', async () => {
		const c = fresh(4);
		setHand(c, 0, ['R-4-1', 'R-1-1', 'R-3-1', 'R-0-1', 'R-2-1', 'R-N']);
		const { rerender, s } = renderBoard(c, 0);
		await longPress(handCard('R-4-1'));
		expect(screen.getByTestId('card-zoom')).toBeInTheDocument();
		await rerender({ ...boardInput(def, s, 'table'), viewer: 'table', seats, legal: [], send: vi.fn(), explain: vi.fn() });
		expect(screen.queryByTestId('card-zoom')).toBeNull();
		expect(document.body.innerHTML).not.toContain('R-4-1');
	});

	it('speaks French', async () => {
		setLocale('fr', { reload: false });
		const onclose = vi.fn();
		render(CardZoom, { card: 'G-3-2', ring: 'bree', covered: 0, onclose });
		expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Sam (3 vert)');
		expect(zoomText()).toContain('Valeur 3');
		expect(zoomText()).toContain('Couleur : vert (lettre V)');
		expect(zoomText()).toContain('Hobbit Sam : protégé par l');
		expect(zoomText()).toContain('Anneau Bree : Au décompte, chaque carte compte 1.');
		expect(screen.getByText("Touchez n'importe où pour fermer.")).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
		expect(onclose).toHaveBeenCalled();
	});
});
