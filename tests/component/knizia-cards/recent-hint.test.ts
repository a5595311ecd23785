/**
 * The Knizia card game's board, issue 11: the moves of others since the viewer last looked
 * (`BoardProps.recent`) are marked on the map (`data-recent="true"`, solid gold with a ★ or ✕:
 * the card laid, the card a Nazgûl took, the region laid, the rings laid); the hinted move
 * (`BoardProps.hint`) marks what it touches with `data-hint="true"` (hand card, place, ring,
 * Move, End turn, the spot and confirm button of a region); `describeEvent` says every event in
 * English and French; a card that has just arrived gets `.card-arrive` once, an old one does not.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import def from '$lib/games/knizia-cards/definition';
import Board from '$lib/games/knizia-cards/view/Board.svelte';
import ui from '$lib/games/knizia-cards/view/index';
import type { KcContext, KcEvent } from '$lib/games/knizia-cards/types';
import type { RecentMove } from '$lib/ui/contract';
import { atRegion, fresh, put, sessionFrom, setHand } from '../../unit/knizia-cards/helpers';
import { boardInput } from '$lib/ui/play/board-input';
import { regionDue } from './positions';

const seats = [{ name: 'Frodo' }, { name: 'Sam' }, { name: 'Merry' }, { name: 'Pippin' }];
const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

function snap(c: KcContext, value: 'playing' | 'placingRegion' = 'playing'): GameSnapshot<KcContext> {
	return { context: c, value, status: 'active' };
}
function props(s: GameSnapshot<KcContext>, viewer: SeatId | 'table', extra: { hint?: GameEvent | null; recent?: RecentMove[] } = {}) {
	return {
		...boardInput(def, s, viewer),
		viewer,
		seats: seats.slice(0, s.context.names.length),
		legal: typeof viewer === 'number' ? def.legalEvents(s, viewer) : [],
		send: vi.fn(async (_ev: GameEvent) => {}),
		explain: vi.fn(),
		...extra
	};
}
const bot = (ev: KcEvent): RecentMove => ({ ev: ev as unknown as GameEvent, by: 'bot' });
const mapCard = (cell: string) => document.querySelector(`[data-testid="map-card"][data-cell="${cell}"]`)!;
const freePlace = (cell: string) => document.querySelector(`[data-testid="place"][data-cell="${cell}"]`)!;
const hinted = () => Array.from(document.querySelectorAll('[data-hint="true"]')).map((e) => `${e.getAttribute('data-testid')}${e.getAttribute('data-cell') ? `@${e.getAttribute('data-cell')}` : ''}${e.getAttribute('data-card') ? `#${e.getAttribute('data-card')}` : ''}`);
const recentOnes = () => Array.from(document.querySelectorAll('[data-recent="true"]')).map((e) => `${e.getAttribute('data-testid')}${e.getAttribute('data-cell') ? `@${e.getAttribute('data-cell')}` : ''}`);

describe('recent moves of others', () => {
	it("the card another player laid is marked solid with a ★ (data-recent), the others are not; the player too", () => {
		const c = fresh(4);
		put(c, 1, -1, 'R-2-1');
		put(c, 0, -1, 'B-4-1');
		const s = snap(c);
		const r = render(Board, props(s, 0, { recent: [bot({ type: 'play', seat: 1, card: 'B-4-1', x: 0, y: -1 })] }));
		expect(recentOnes().sort()).toEqual(['map-card@0,-1', 'player']);
		expect(mapCard('0,-1').classList.contains('recent')).toBe(true);
		expect(mapCard('0,-1').querySelector('.badge')!.textContent).toContain('★');
		expect(mapCard('1,-1').getAttribute('data-recent')).toBeNull();
		expect(mapCard('1,-1').querySelector('.badge')).toBeNull();
		expect(document.querySelector('[data-testid="player"][data-seat="1"]')!.getAttribute('data-recent')).toBe('true');
		r.unmount();
		render(Board, props(s, 0));
		expect(recentOnes()).toEqual([]);
	});

	it('a Nazgûl strike marks the place with a ✕ and names the card it took', () => {
		const c = fresh(4);
		atRegion(c, 2); // Weathertop is dark: the Nazgûl may take a card
		put(c, 1, -1, 'R-2-1');
		setHand(c, 1, ['B-N', 'B-1-1', 'B-1-2', 'B-1-3', 'B-1-4', 'B-1-5']);
		c.current = 1;
		const game = sessionFrom(c);
		const ev: KcEvent = { type: 'play', seat: 1, card: 'B-N', x: 1, y: -1 };
		game.send(ev);
		render(Board, props(game.snapshot, 0, { recent: [bot(ev)] }));
		const place = freePlace('1,-1');
		expect(place.getAttribute('data-recent')).toBe('true');
		expect(place.getAttribute('aria-label')).toContain('the grey-blue Nazgûl took 2 red here');
		expect(place.querySelector('.badge')!.textContent).toContain('✕');
	});

	it('a ring laid with a card: the card is marked and the player says which ring', () => {
		const c = fresh(4);
		c.ringsHeld[1] = ['rivendell-2'];
		setHand(c, 1, ['B-4-1', 'B-1-1', 'B-1-2', 'B-1-3', 'B-1-4', 'B-1-5']);
		c.current = 1;
		const game = sessionFrom(c);
		const ev: KcEvent = { type: 'play', seat: 1, card: 'B-4-1', x: 2, y: 0, ring: 'rivendell-2' };
		game.send(ev);
		render(Board, props(game.snapshot, 0, { recent: [bot(ev)] }));
		expect(mapCard('2,0').getAttribute('data-recent')).toBe('true');
		expect(screen.getByTestId('recent-rings').textContent).toContain('laid a ring: Rivendell 2nd');
	});

	it('a region laid by another player is marked', () => {
		const game = regionDue();
		const place = game.legalEvents(1).find((e) => e.type === 'placeRegion')!;
		game.send(place);
		render(Board, props(game.snapshot, 0, { recent: [bot(place)] }));
		const tiles = screen.getAllByTestId('map-region');
		expect(tiles.map((t) => t.getAttribute('data-recent'))).toEqual([null, 'true']);
	});
});

describe('the hint', () => {
	it('a play marks the hand card and the place; none without a hint', async () => {
		const c = fresh(4);
		setHand(c, 0, ['R-4-1', 'R-1-1', 'R-1-2', 'R-0-1', 'R-2-1', 'R-N']);
		const s = snap(c);
		const r = render(Board, props(s, 0, { hint: { type: 'play', seat: 0, card: 'R-4-1', x: 0, y: -1 } as GameEvent }));
		expect(hinted().sort()).toEqual(['hand-card#R-4-1', 'place@0,-1']);
		await r.rerender({ hint: null });
		expect(hinted()).toEqual([]);
	});

	it('a play with a ring marks the ring too; a cover marks the map card', () => {
		const c = fresh(4);
		atRegion(c, 2);
		put(c, 1, -1, 'B-1-1');
		c.ringsHeld[0] = ['rivendell-1'];
		setHand(c, 0, ['R-4-1', 'R-1-1', 'R-1-2', 'R-0-1', 'R-2-1', 'R-N']);
		render(Board, props(snap(c), 0, { hint: { type: 'play', seat: 0, card: 'R-2-1', x: 1, y: -1, ring: 'rivendell-1' } as GameEvent }));
		expect(hinted().sort()).toEqual(['hand-card#R-2-1', 'map-card@1,-1#B-1-1', 'ring']);
		expect(screen.getByTestId('ring').getAttribute('data-ring')).toBe('rivendell-1');
	});

	it('a Lothlórien move marks Move, the card to move and the place', () => {
		const c = fresh(4);
		c.regions = [
			{ index: 0, x: 0, y: 0, scored: true },
			{ index: 9, x: 3, y: 0, scored: false }
		];
		put(c, 0, -1, 'R-4-1');
		c.ringsHeld[0] = ['lothlorien'];
		setHand(c, 0, ['R-1-2', 'R-1-3', 'R-1-4', 'R-1-5', 'R-1-6', 'R-0-1']);
		render(Board, props(snap(c), 0, { hint: { type: 'relocate', seat: 0, card: 'R-4-1', x: 4, y: -1 } as GameEvent }));
		expect(hinted().sort()).toEqual(['map-card@0,-1#R-4-1', 'place@4,-1', 'relocate']);
	});

	it('End turn marks its button', () => {
		const c = fresh(4);
		setHand(c, 0, ['R-4-1', 'R-1-1', 'R-1-2', 'R-0-1', 'R-2-1', 'R-N']);
		const game = sessionFrom(c);
		game.send({ type: 'play', seat: 0, card: 'R-4-1', x: 0, y: -1 });
		render(Board, props(game.snapshot, 0, { hint: { type: 'endTurn', seat: 0 } as GameEvent }));
		expect(hinted()).toEqual(['end-turn']);
	});

	it('a region: its spot, then the confirm button once that spot is previewed', async () => {
		const game = regionDue();
		const hint = game.legalEvents(1).find((e) => e.type === 'placeRegion' && e.x === 3 && e.y === 0)! as unknown as GameEvent;
		render(Board, props(game.snapshot, 1, { hint }));
		expect(hinted()).toEqual(['anchor@3,0']);
		await userEvent.click(document.querySelector('[data-testid="anchor"][data-cell="3,0"]')!);
		expect(hinted().sort()).toEqual(['anchor@3,0', 'place-region']);
	});
});

describe('describeEvent', () => {
	const say = (c: KcContext, ev: KcEvent, value: 'playing' | 'placingRegion' = 'playing') => ui.describeEvent!(snap(c, value), ev as unknown as GameEvent, seats);
	it('says every event in English and in French', () => {
		const c = fresh(4);
		atRegion(c, 2);
		put(c, 1, -1, 'B-1-1');
		const lines = () => [
			say(c, { type: 'play', seat: 0, card: 'R-4-1', x: -1, y: -1 }),
			say(c, { type: 'play', seat: 0, card: 'R-4-1', x: 2, y: 0, ring: 'bree' }),
			say(c, { type: 'play', seat: 0, card: 'R-2-1', x: 1, y: -1 }),
			say(c, { type: 'play', seat: 0, card: 'R-2-1', x: 1, y: -1, ring: 'rivendell-1' }),
			say(c, { type: 'play', seat: 0, card: 'R-N', x: 0, y: 1 }),
			say(c, { type: 'play', seat: 0, card: 'R-N', x: 1, y: -1 }),
			say(c, { type: 'relocate', seat: 0, card: 'R-2-2', x: -1, y: 0 }),
			say(c, { type: 'endTurn', seat: 0 }),
			say(c, { type: 'placeRegion', seat: 0, x: 3, y: 0 }, 'placingRegion')
		];
		setLocale('en', { reload: false });
		expect(lines()).toEqual([
			'Lay 4 red at Weathertop (top-left corner)',
			'Lay 4 red with the Bree ring at Weathertop (right)',
			'Lay 2 red on 1 grey-blue at Weathertop (top, right)',
			'Lay 2 red with the first Rivendell ring on 1 grey-blue at Weathertop (top, right)',
			'Lay the red Nazgûl on a free place at Weathertop (bottom, left): it leaves the game',
			'Send the red Nazgûl against 1 grey-blue at Weathertop (top, right): both leave the game',
			'Move 2 red with the Lothlórien ring to Weathertop (left)',
			'End your turn',
			'Lay Bree on the highlighted spot'
		]);
		setLocale('fr', { reload: false });
		const fr = lines();
		expect(fr[0]).toBe('Poser 4 rouge à Les Collines du Temps (coin en haut à gauche)');
		expect(fr[1]).toBe("Poser 4 rouge avec l'anneau de Bree à Les Collines du Temps (à droite)");
		expect(fr[2]).toMatch(/^Poser 2 rouge sur 1 \S+ à Les Collines du Temps \(en haut, à droite\)$/);
		expect(fr[3]).toMatch(/^Poser 2 rouge avec l'anneau d'Imladris \(1er\) sur 1 /);
		expect(fr[4]).toBe('Poser le Nazgûl rouge sur une place libre à Les Collines du Temps (en bas, à gauche) : il quitte le jeu');
		expect(fr[5]).toMatch(/^Envoyer le Nazgûl rouge contre 1 \S+ à .* : les deux quittent le jeu$/);
		expect(fr[6]).toBe("Déplacer 2 rouge avec l'anneau de la Lothlórien vers Les Collines du Temps (à gauche)");
		expect(fr[7]).toBe('Finir votre tour');
		expect(fr[8]).toBe("Poser Bree à l'emplacement en surbrillance");
		setLocale('en', { reload: false });
	});
});

describe('cards that have just arrived', () => {
	it('a card another player lays gets .card-arrive; the cards already there do not; nothing on the first render', async () => {
		const c = fresh(4);
		put(c, 1, -1, 'R-2-1');
		setHand(c, 0, ['R-4-1', 'R-1-1', 'R-1-2', 'R-0-1', 'R-2-2', 'R-N']);
		setHand(c, 1, ['B-4-1', 'B-1-1', 'B-1-2', 'B-1-3', 'B-1-4', 'B-1-5']);
		c.current = 1;
		const game = sessionFrom(c);
		const r = render(Board, props(game.snapshot, 0));
		expect(document.querySelectorAll('.card-arrive')).toHaveLength(0);
		const ev: KcEvent = { type: 'play', seat: 1, card: 'B-4-1', x: 0, y: -1 };
		game.send(ev);
		await r.rerender({ ...boardInput(def, game.snapshot, 0), legal: def.legalEvents(game.snapshot, 0), recent: [bot(ev)] });
		expect(mapCard('0,-1').classList.contains('card-arrive')).toBe(true);
		expect(mapCard('1,-1').classList.contains('card-arrive')).toBe(false);
		expect(document.querySelectorAll('.card-arrive')).toHaveLength(1);
		// the next change: the card has arrived already, it does not animate again
		game.send({ type: 'endTurn', seat: 1 });
		await r.rerender({ ...boardInput(def, game.snapshot, 0), legal: def.legalEvents(game.snapshot, 0) });
		expect(mapCard('0,-1').classList.contains('card-arrive')).toBe(false);
	});

	it('the cards drawn into the hand at the end of the turn arrive, the kept ones do not', async () => {
		const c = fresh(4);
		setHand(c, 0, ['R-4-1', 'R-1-1', 'R-1-2', 'R-0-1', 'R-2-1', 'R-N']);
		const game = sessionFrom(c);
		game.send({ type: 'play', seat: 0, card: 'R-4-1', x: 0, y: -1 });
		const r = render(Board, props(game.snapshot, 0));
		const kept = game.snapshot.context.hands[0].slice();
		game.send({ type: 'endTurn', seat: 0 });
		await r.rerender({ ...boardInput(def, game.snapshot, 0), legal: def.legalEvents(game.snapshot, 0) });
		const drawn = game.snapshot.context.hands[0].filter((x) => !kept.includes(x));
		expect(drawn).toHaveLength(1);
		const hand = screen.getAllByTestId('hand-card');
		expect(hand).toHaveLength(6);
		for (const b of hand) expect(b.classList.contains('card-arrive')).toBe(b.dataset.card === drawn[0]);
	});
});
