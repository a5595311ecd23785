/**
 * « Les endroits de dépôt » (light and dark regions, covering, Hobbits), the Nazgûl, and the
 * special regions « Le Gué », « Caradhras ».
 */
import { describe, expect, it } from 'vitest';
import { IllegalEventError } from '$lib/engine/session';
import { playProblem } from '$lib/games/knizia-cards/rules';
import { atRegion, checkConservation, ctxOf, fresh, places, put, sessionFrom, setHand } from './helpers';

// REGIONS indexes
const BAG_END = 0, WEATHERTOP = 2, FORD = 3, CARADHRAS = 5, AMON_HEN = 9;

describe('light and dark regions', () => {
	it('light region: only free places, even for a higher card', () => {
		const c = fresh(4);
		put(c, 0, -1, 'B-1-1');
		setHand(c, 0, ['R-4-1', 'R-1-1', 'R-1-2', 'R-1-3', 'R-1-4', 'R-N']);
		const s = sessionFrom(c);
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-4-1', x: 0, y: -1 })).toBe('light-occupied');
		expect(() => s.send({ type: 'play', seat: 0, card: 'R-4-1', x: 0, y: -1 })).toThrow(IllegalEventError);
		// the Nazgûl cannot take a card at a light region either
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-N', x: 0, y: -1 })).toBe('light-occupied');
		s.send({ type: 'play', seat: 0, card: 'R-4-1', x: 1, y: -1 });
		expect(ctxOf(s).cells['1,-1']).toEqual(['R-4-1']);
	});

	it('dark region: a strictly higher card covers another player’s card; the covered card stays beneath and no longer counts', () => {
		const c = fresh(4);
		atRegion(c, WEATHERTOP);
		put(c, 0, -1, 'B-2-1');
		put(c, 1, -1, 'B-4-1');
		setHand(c, 0, ['R-2-1', 'R-4-2', 'R-5-1', 'R-1-1', 'R-1-2', 'R-0-1']);
		const s = sessionFrom(c);
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-2-1', x: 0, y: -1 })).toBe('not-higher');
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-4-2', x: 1, y: -1 })).toBe('not-higher');
		s.send({ type: 'play', seat: 0, card: 'R-5-1', x: 1, y: -1 });
		expect(ctxOf(s).cells['1,-1']).toEqual(['B-4-1', 'R-5-1']);
		checkConservation(ctxOf(s));
	});

	it('dark region: a 1 may cover a 0; nobody covers their own card', () => {
		const c = fresh(4);
		atRegion(c, WEATHERTOP);
		put(c, 0, -1, 'B-0-1');
		put(c, 1, -1, 'R-0-1');
		setHand(c, 0, ['R-1-1', 'R-1-2', 'R-2-1', 'R-2-2', 'R-4-1', 'R-5-1']);
		const s = sessionFrom(c);
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-1-1', x: 1, y: -1 })).toBe('own-card');
		s.send({ type: 'play', seat: 0, card: 'R-1-1', x: 0, y: -1 });
		expect(ctxOf(s).cells['0,-1']).toEqual(['B-0-1', 'R-1-1']);
	});

	it('2 players: your other colour is your own card, the opponent’s is not', () => {
		const c = fresh(2);
		atRegion(c, AMON_HEN);
		put(c, 0, -1, 'B-1-1');
		put(c, 1, -1, 'G-1-1');
		setHand(c, 0, ['R-2-1', 'R-1-1', 'R-1-2', 'R-1-3', 'B-1-2', 'B-1-3']);
		const s = sessionFrom(c);
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-2-1', x: 0, y: -1 })).toBe('own-card');
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-2-1', x: 1, y: -1 })).toBeNull();
	});

	it('Hobbits (the 3s) can never be covered nor taken by the Nazgûl', () => {
		const c = fresh(4);
		atRegion(c, AMON_HEN);
		put(c, 0, -1, 'B-3-1');
		setHand(c, 0, ['R-5-1', 'R-N', 'R-4-1', 'R-1-1', 'R-1-2', 'R-1-3']);
		const s = sessionFrom(c);
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-5-1', x: 0, y: -1 })).toBe('hobbit');
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-N', x: 0, y: -1 })).toBe('hobbit');
		expect(s.legalEvents(0).some((e) => e.type === 'play' && e.x === 0 && e.y === -1)).toBe(false);
	});
});

describe('the Nazgûl (« Pour le dépôt de la carte Nazgûl »)', () => {
	it('on another player’s card at a dark region: both leave the game and the place is free again', () => {
		const c = fresh(4);
		atRegion(c, AMON_HEN);
		put(c, 0, -1, 'B-5-1');
		setHand(c, 0, ['R-N', 'R-4-1', 'R-1-1', 'R-1-2', 'R-1-3', 'R-0-1']);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-N', x: 0, y: -1 });
		const after = ctxOf(s);
		expect(after.cells['0,-1']).toBeUndefined();
		expect(after.removed.slice(-2)).toEqual(['R-N', 'B-5-1']);
		// and it came in addition: a higher card may still follow
		s.send({ type: 'play', seat: 0, card: 'R-4-1', x: 0, y: -1 });
		checkConservation(ctxOf(s));
	});

	it('on a covering card: that card leaves with the Nazgûl, the card beneath shows again', () => {
		const c = fresh(4);
		atRegion(c, AMON_HEN);
		put(c, 0, -1, 'R-1-1', 'B-2-1');
		setHand(c, 2, ['G-N', 'G-1-1', 'G-1-2', 'G-1-3', 'G-1-4', 'G-1-5']);
		c.current = 2;
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 2, card: 'G-N', x: 0, y: -1 });
		expect(ctxOf(s).cells['0,-1']).toEqual(['R-1-1']);
	});

	it('on a free place: the Nazgûl alone leaves the game; not on one’s own card', () => {
		const c = fresh(4);
		atRegion(c, AMON_HEN);
		put(c, 1, -1, 'R-2-1');
		setHand(c, 0, ['R-N', 'R-4-1', 'R-1-1', 'R-1-2', 'R-1-3', 'R-0-1']);
		const s = sessionFrom(c);
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-N', x: 1, y: -1 })).toBe('own-card');
		s.send({ type: 'play', seat: 0, card: 'R-N', x: 0, y: -1 });
		expect(ctxOf(s).cells['0,-1']).toBeUndefined();
		expect(ctxOf(s).removed).toEqual(expect.arrayContaining(['R-N']));
		expect(ctxOf(s).hands[0]).not.toContain('R-N');
	});
});

describe('special regions', () => {
	it('« Le Gué »: one or two cards of any kind (a 4 and a 5), never a third, the 0 and Nazgûl included', () => {
		const c = fresh(4);
		atRegion(c, FORD);
		setHand(c, 0, ['R-4-1', 'R-5-1', 'R-0-1', 'R-N', 'R-1-1', 'R-1-2']);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-4-1', x: 0, y: -1 });
		s.send({ type: 'play', seat: 0, card: 'R-5-1', x: 1, y: -1 });
		for (const card of ['R-0-1', 'R-N', 'R-1-1']) expect(playProblem(ctxOf(s), { seat: 0, card, x: 2, y: -1 })).toBe('limit-ford');
		expect(s.legalEvents(0)).toEqual([{ type: 'endTurn', seat: 0 }]);
	});

	it('« Le Gué »: two 1s are two cards, a third 1 is refused', () => {
		const c = fresh(4);
		atRegion(c, FORD);
		setHand(c, 0, ['R-1-1', 'R-1-2', 'R-1-3', 'R-N', 'R-0-1', 'R-2-1']);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-N', x: 0, y: -1 });
		s.send({ type: 'play', seat: 0, card: 'R-1-1', x: 1, y: -1 });
		expect(() => s.send({ type: 'play', seat: 0, card: 'R-1-2', x: 2, y: -1 })).toThrow(IllegalEventError);
	});

	it('« Caradhras »: at most one value-1 card; the 0 may still join it', () => {
		const c = fresh(4);
		atRegion(c, CARADHRAS);
		setHand(c, 0, ['R-1-1', 'R-1-2', 'R-0-1', 'R-N', 'R-4-1', 'R-2-1']);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-1-1', x: 0, y: -1 });
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-1-2', x: 1, y: -1 })).toBe('limit-caradhras');
		s.send({ type: 'play', seat: 0, card: 'R-0-1', x: 1, y: -1 });
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-4-1', x: 2, y: -1 })).toBe('limit-ones-played');
	});

	it('elsewhere (Bag End) many 1s are fine', () => {
		const c = fresh(4);
		atRegion(c, BAG_END);
		setHand(c, 0, ['R-1-1', 'R-1-2', 'R-1-3', 'R-1-4', 'R-1-5', 'R-1-6']);
		const s = sessionFrom(c);
		places()
			.slice(0, 5)
			.forEach(([x, y], i) => s.send({ type: 'play', seat: 0, card: `R-1-${i + 1}`, x, y }));
		expect(ctxOf(s).turn.ones).toBe(5);
	});
});
