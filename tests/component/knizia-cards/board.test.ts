/**
 * The Knizia card game's view: the hand (only the viewer's, never another seat's; tap a card,
 * then a place), refused taps explained, a region (name, light/dark with its icon label,
 * points), hidden scores, laying the next region, and the scorings shown again on request.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import def from '$lib/games/knizia-cards/definition';
import Board from '$lib/games/knizia-cards/view/Board.svelte';
import Hand from '$lib/games/knizia-cards/view/Hand.svelte';
import RegionTile from '$lib/games/knizia-cards/view/RegionTile.svelte';
import ui from '$lib/games/knizia-cards/view/index';
import type { KcContext } from '$lib/games/knizia-cards/types';
import { atRegion, fresh, put, setHand } from '../../unit/knizia-cards/helpers';
import { boardInput } from '$lib/ui/play/board-input';
import { regionDue } from './positions';

const seats = [{ name: 'Frodo' }, { name: 'Sam' }, { name: 'Merry' }, { name: 'Pippin' }];

function snap(c: KcContext, value: 'playing' | 'placingRegion' | 'gameOver' = 'playing'): GameSnapshot<KcContext> {
	return { context: c, value, status: value === 'gameOver' ? 'done' : 'active' };
}

function renderBoard(s: GameSnapshot<KcContext>, viewer: SeatId | 'table') {
	const send = vi.fn(async (_ev: GameEvent) => {});
	const explain = vi.fn();
	const legal = typeof viewer === 'number' ? def.legalEvents(s, viewer) : [];
	render(Board, { ...boardInput(def, s, viewer), viewer, seats: seats.slice(0, s.context.names.length), legal, send, explain });
	return { send, explain };
}

const shownCards = (root: HTMLElement = document.body) => Array.from(root.querySelectorAll('[data-card]')).map((e) => e.getAttribute('data-card'));

describe('the hand', () => {
	it("shows the viewer's hand and never another seat's cards or any deck", () => {
		const c = fresh(4, 3);
		renderBoard(snap(c), 1);
		const hand = screen.getByTestId('hand');
		expect(shownCards(hand).sort()).toEqual(c.hands[1].slice().sort());
		const shown = new Set(shownCards());
		for (const id of [...c.hands[0], ...c.hands[2], ...c.hands[3], ...c.decks.flat()]) expect(shown.has(id)).toBe(false);
	});

	it('renders no hand at all for the table (curtain up)', () => {
		const c = fresh(3, 4);
		renderBoard(snap(c), 'table');
		expect(screen.queryByTestId('hand')).toBeNull();
		const shown = new Set(shownCards());
		for (const id of c.hands.flat()) expect(shown.has(id)).toBe(false);
	});

	it('tap a card, then a glowing place: the card is laid there', async () => {
		const c = fresh(4);
		setHand(c, 0, ['R-4-1', 'R-1-1', 'R-1-2', 'R-0-1', 'R-2-1', 'R-N']);
		const { send, explain } = renderBoard(snap(c), 0);
		await userEvent.click(within(screen.getByTestId('hand')).getAllByTestId('hand-card').find((b) => b.dataset.card === 'R-4-1')!);
		const glowing = document.querySelectorAll('[data-testid="place"].target');
		expect(glowing).toHaveLength(10);
		await userEvent.click(document.querySelector('[data-testid="place"][data-cell="0,-1"]')!);
		expect(send).toHaveBeenCalledWith({ type: 'play', seat: 0, card: 'R-4-1', x: 0, y: -1 });
		expect(explain).not.toHaveBeenCalled();
	});

	it('a tap on a place with no card chosen, or an illegal one, is explained', async () => {
		const c = fresh(4);
		put(c, 0, -1, 'B-1-1');
		setHand(c, 0, ['R-4-1', 'R-1-1', 'R-1-2', 'R-0-1', 'R-2-1', 'R-N']);
		const { send, explain } = renderBoard(snap(c), 0);
		await userEvent.click(document.querySelector('[data-testid="place"][data-cell="1,-1"]')!);
		expect(explain).toHaveBeenLastCalledWith('Choose a card from your hand first.');
		await userEvent.click(within(screen.getByTestId('hand')).getAllByTestId('hand-card').find((b) => b.dataset.card === 'R-4-1')!);
		// Bag End is light: the other player's card cannot be covered
		await userEvent.click(document.querySelector('[data-testid="map-card"][data-cell="0,-1"]')!);
		expect(explain).toHaveBeenLastCalledWith('This region is light: cards go only on free places.');
		expect(send).not.toHaveBeenCalled();
	});

	it('a ring: tap the ring, then the card, then the place', async () => {
		const c = fresh(4);
		c.ringsHeld[0] = ['rivendell-2'];
		setHand(c, 0, ['R-4-1', 'R-1-1', 'R-1-2', 'R-0-1', 'R-2-1', 'R-N']);
		const { send } = renderBoard(snap(c), 0);
		await userEvent.click(screen.getByTestId('ring'));
		// the Nazgûl never carries a ring: dimmed
		const nazgul = screen.getAllByTestId('hand-card').find((b) => b.dataset.card === 'R-N')!;
		expect(nazgul.classList.contains('dim')).toBe(true);
		await userEvent.click(screen.getAllByTestId('hand-card').find((b) => b.dataset.card === 'R-2-1')!);
		await userEvent.click(document.querySelector('[data-testid="place"][data-cell="2,0"]')!);
		expect(send).toHaveBeenCalledWith({ type: 'play', seat: 0, card: 'R-2-1', x: 2, y: 0, ring: 'rivendell-2' });
	});

	it('the Lothlórien ring: tap Move, one of your glowing cards around a scored region, then a place', async () => {
		const c = fresh(4);
		c.regions = [
			{ index: 0, x: 0, y: 0, scored: true },
			{ index: 9, x: 3, y: 0, scored: false }
		];
		put(c, 0, -1, 'R-4-1');
		put(c, 1, -1, 'B-2-1');
		put(c, 2, 0, 'R-1-1');
		c.ringsHeld[0] = ['lothlorien'];
		setHand(c, 0, ['R-1-2', 'R-1-3', 'R-1-4', 'R-1-5', 'R-1-6', 'R-0-1']);
		const { send, explain } = renderBoard(snap(c), 0);
		await userEvent.click(screen.getByTestId('relocate'));
		expect(Array.from(document.querySelectorAll('[data-testid="map-card"].source')).map((e) => e.getAttribute('data-card'))).toEqual(['R-4-1']);
		// not that one: it also borders the current region
		await userEvent.click(document.querySelector('[data-testid="map-card"][data-cell="2,0"]')!);
		expect(explain).toHaveBeenLastCalledWith(expect.stringContaining('already-scored region'));
		await userEvent.click(document.querySelector('[data-testid="map-card"][data-cell="0,-1"]')!);
		await userEvent.click(document.querySelector('[data-testid="place"][data-cell="4,-1"]')!);
		expect(send).toHaveBeenCalledWith({ type: 'relocate', seat: 0, card: 'R-4-1', x: 4, y: -1 });
	});

	it('the Hand component: dimmed cards, rings, End turn', async () => {
		const oncard = vi.fn();
		const onring = vi.fn();
		const onendturn = vi.fn();
		render(Hand, {
			cards: ['G-3-2', 'G-N', 'G-1-1'],
			playable: ['G-1-1'],
			rings: ['bree'],
			canEndTurn: true,
			oncard,
			onring,
			onrelocate: vi.fn(),
			onendturn
		});
		const buttons = screen.getAllByTestId('hand-card');
		expect(buttons.map((b) => b.dataset.card)).toEqual(['G-1-1', 'G-3-2', 'G-N']);
		expect(buttons.map((b) => b.classList.contains('dim'))).toEqual([false, true, true]);
		expect(buttons[1]).toHaveAccessibleName('Sam (3 green)');
		await userEvent.click(buttons[2]);
		expect(oncard).toHaveBeenCalledWith('G-N');
		await userEvent.click(screen.getByTestId('ring'));
		expect(onring).toHaveBeenCalledWith('bree');
		await userEvent.click(screen.getByTestId('end-turn'));
		expect(onendturn).toHaveBeenCalled();
	});
});

describe('a region', () => {
	it('shows its name, light or dark with an icon label, and its points', () => {
		render(RegionTile, { index: 2, dark: true, current: true });
		const tile = screen.getByTestId('region');
		expect(tile.getAttribute('data-region')).toBe('weathertop');
		expect(tile.getAttribute('aria-label')).toContain('Weathertop');
		expect(tile.getAttribute('aria-label')).toContain('Dark region');
		expect(tile.textContent).toContain('4 · 3 · 2');
	});

	it('a light region turned dark by the Bag End ring says so', () => {
		render(RegionTile, { index: 1, dark: true });
		expect(screen.getByTestId('region').getAttribute('aria-label')).toContain('turned by the Bag End ring');
	});

	it('the board shows every placed region and the current one’s rule line', () => {
		const c = fresh(4);
		atRegion(c, 3);
		renderBoard(snap(c), 'table');
		expect(screen.getAllByTestId('region').map((r) => r.getAttribute('data-region'))).toEqual(['ford']);
		expect(screen.getByTestId('region-info').textContent).toContain('One or two cards of any kind per turn');
	});

	it('cards on the map show value, colour letter and ring token', () => {
		const c = fresh(4);
		put(c, 0, -1, 'B-4-1');
		c.ringOn['B-4-1'] = 'rivendell-1';
		renderBoard(snap(c), 'table');
		const card = document.querySelector('[data-testid="map-card"][data-cell="0,-1"]')!;
		expect(card.getAttribute('data-card')).toBe('B-4-1');
		expect(card.textContent).toContain('4');
		expect(card.textContent).toContain('B');
		expect(card.textContent).toContain('R1');
		expect(card.textContent).toContain('+2');
	});
});

describe('scores, next region, summaries', () => {
	it('hidden scores: only the viewer’s own points show', () => {
		const c = fresh(3, 1, { hideScores: true });
		c.scores = [5, 7, 2];
		renderBoard(snap(c), 1);
		expect(screen.getAllByTestId('score').map((e) => e.textContent?.trim())).toEqual(['hidden', '7 pts', 'hidden']);
	});

	it('“Scorings” shows every scoring so far in the shared look; with hidden scores the viewer’s own points only', async () => {
		const s = regionDue();
		s.snapshot.context.options.hideScores = true;
		renderBoard(s.snapshot, 1);
		await userEvent.click(screen.getByTestId('open-scorings'));
		const panel = screen.getByTestId('scorings');
		expect(panel).toHaveTextContent('Scoring at Bag End');
		const rows = within(panel).getAllByTestId('summary-row');
		const rec = s.snapshot.context.scorings[0];
		expect(rows.map((r) => r.dataset.seat)).toEqual(rec.rows.map((r) => String(r.seat)));
		const points = rows.map((r) => r.querySelectorAll('td')[4].textContent);
		expect(points).toEqual(rec.rows.map((r) => (r.seat === 1 ? String(r.points) : '?')));
		await userEvent.click(screen.getByTestId('scorings-close'));
		expect(screen.queryByTestId('scorings')).toBeNull();
	});

	it('laying the next region: tap a glowing spot, then confirm', async () => {
		const s = regionDue();
		const { send, explain } = renderBoard(s.snapshot, 1);
		// Bag End's scoring is the table's summary (view/summaries.ts), not a panel of the board's
		expect(document.querySelector('[role="dialog"]')).toBeNull();
		const anchors = screen.getAllByTestId('anchor');
		expect(anchors.length).toBe(s.legalEvents(1).length);
		// first tap: a preview of the region and its ten places; second: lay it
		await userEvent.click(anchors.find((a) => a.dataset.cell === '3,0')!);
		expect(send).not.toHaveBeenCalled();
		expect(screen.getByTestId('preview')).toBeTruthy();
		await userEvent.click(screen.getByTestId('place-region'));
		expect(send).toHaveBeenCalledWith({ type: 'placeRegion', seat: 1, x: 3, y: 0 });
		expect(explain).not.toHaveBeenCalled();
	});

	it('the ui module words the log, the phase, the prompt and the result', () => {
		const c = fresh(3);
		const s = snap(c);
		expect(ui.phaseLabel(s)).toBe('Turn 1 · Bag End');
		expect(ui.prompt(s, 0, seats)).toContain('Lay cards at Bag End');
		expect(ui.prompt(s, 1, seats)).toBe('Frodo is playing.');
		expect(ui.formatLog({ key: 'kc_log_cover', params: { player: 0, card: 'R-5-1', covered: 'B-4-2', owner: 1, region: 'weathertop' }, seat: 0 }, seats)).toBe(
			'Frodo covers 4 grey-blue (Sam) with 5 red at Weathertop.'
		);
		expect(ui.rules().map((r) => r.id)).toContain(ui.currentRule(s));
		c.scores = [6, 6, 1];
		c.scorings = [
			{ region: 'bree', regionIndex: 1, final: false, lastSeat: 0, bree: false, rows: [], penalty: null, seatPoints: [3, 1, 0] },
			{ region: 'weathertop', regionIndex: 2, final: false, lastSeat: 0, bree: false, rows: [], penalty: null, seatPoints: [3, 5, 1] }
		];
		c.ended = 'all-played';
		const lines = ui.resultLines(snap(c, 'gameOver'), seats);
		expect(lines[1]).toBe('1. Sam: 6 points');
		expect(lines).toContain('Sam and Frodo both have 6 points: Sam won more at the scoring of Weathertop (5 against 3).');
	});
});
