/**
 * « Décompte des points »: the tenth card scores at once, ranks and points, the lowest never
 * scores, at least one card to score, ties, the 2-player colours (the rulebook's Ford example),
 * and « Moria ».
 */
import { describe, expect, it } from 'vitest';
import type { KcContext } from '$lib/games/knizia-cards/types';
import { atRegion, ctxOf, fresh, places, put, sessionFrom, setHand, stateOf } from './helpers';

const BAG_END = 0, WEATHERTOP = 2, FORD = 3, MORIA = 7;
const P = places();

/** Lays `cards` on the places in order (null = leave free). */
function lay(c: KcContext, cards: (string | null)[]) {
	cards.forEach((id, i) => {
		if (id) put(c, P[i][0], P[i][1], id);
	});
}

/** Seat `seat` lays `card` on the last free place (place 9) and the region is scored. */
function finish(c: KcContext, seat: number, card: string, extraHand: string[]) {
	setHand(c, seat, [card, ...extraHand]);
	c.current = seat;
	const s = sessionFrom(c);
	s.send({ type: 'play', seat, card, x: P[9][0], y: P[9][1] });
	return s;
}

describe('scoring a full region', () => {
	it('4 players at Bag End (2-2-1): ranked by totals, the lowest scores nothing, the 1st takes the ring', () => {
		const c = fresh(4);
		atRegion(c, BAG_END);
		// R: 2+2+1 = 5 (+ the last card, a 0) ; B: 2+2 = 4 ; G: 1+1+1 = 3 ; Y: 1
		lay(c, ['R-2-1', 'R-2-2', 'R-1-1', 'B-2-1', 'B-2-2', 'G-1-1', 'G-1-2', 'G-1-3', 'Y-1-1', null]);
		const s = finish(c, 0, 'R-0-1', ['R-1-2', 'R-1-3']);
		const after = ctxOf(s);
		expect(after.scores).toEqual([2, 2, 1, 0]);
		const rec = after.scorings[0];
		expect(rec.rows.map((r) => [r.colour, r.total, r.rank, r.points])).toEqual([
			['R', 5, 1, 2],
			['B', 4, 2, 2],
			['G', 3, 3, 1],
			['Y', 1, 4, 0]
		]);
		expect(after.ringsHeld[0]).toEqual(['bag-end']);
		expect(after.regions[0].scored).toBe(true);
		// the filler's turn ended: hand refilled, and it lays the next region
		expect(stateOf(s)).toBe('placingRegion');
		expect(after.current).toBe(0);
		expect(after.hands[0]).toHaveLength(6);
	});

	it('3 players: only 2 score (Weathertop 4-3-2)', () => {
		const c = fresh(3);
		atRegion(c, WEATHERTOP);
		lay(c, ['R-2-1', 'R-4-1', 'B-2-1', 'B-2-2', 'B-1-1', 'G-1-1', 'G-1-2', 'G-1-3', 'G-1-4', null]);
		const s = finish(c, 2, 'G-0-1', []);
		expect(ctxOf(s).scorings[0].rows.map((r) => [r.colour, r.total, r.points])).toEqual([
			['R', 6, 4],
			['B', 5, 3],
			['G', 4, 0]
		]);
		expect(ctxOf(s).scores).toEqual([4, 3, 0]);
	});

	it('a player needs at least one card there to score, even a 0; a 0 alone beats having nothing', () => {
		const c = fresh(4);
		atRegion(c, WEATHERTOP);
		lay(c, ['R-1-1', 'R-1-2', 'R-1-3', 'R-1-4', 'R-1-5', 'R-1-6', 'R-1-7', 'R-2-1', 'R-2-2', null]);
		const s = finish(c, 1, 'B-0-1', ['B-1-1']);
		const rows = ctxOf(s).scorings[0].rows;
		expect(rows.map((r) => [r.colour, r.cards, r.points])).toEqual([
			['R', 9, 4],
			['B', 1, 3],
			['G', 0, 0],
			['Y', 0, 0]
		]);
		expect(ctxOf(s).scores).toEqual([4, 3, 0, 0]);
	});

	it('a tie goes to the player nearest the left of the one who laid the last card', () => {
		const setup = () => {
			const c = fresh(4);
			atRegion(c, WEATHERTOP);
			// R 4, G 4, B 1 (+ the last card), Y 1
			lay(c, ['R-2-1', 'R-2-2', 'G-2-1', 'G-2-2', 'Y-1-1', 'B-0-1', 'R-0-1', 'G-0-1', 'Y-0-1', null]);
			return c;
		};
		// B (seat 1) lays the last card: G (seat 2) sits at its left, before R (seat 0)
		let s = finish(setup(), 1, 'B-1-1', []);
		expect(ctxOf(s).scorings[0].rows.slice(0, 2).map((r) => r.colour)).toEqual(['G', 'R']);
		expect(ctxOf(s).scores).toEqual([3, 0, 4, 2]);
		// Y (seat 3) lays it: R (seat 0) comes first after it
		const c2 = setup();
		s = finish(c2, 3, 'Y-1-2', []);
		const rows = ctxOf(s).scorings[0].rows;
		expect(rows.slice(0, 2).map((r) => r.colour)).toEqual(['R', 'G']);
		// Y has 1 + 1 = 2, B 1: Y third (2 points), B last
		expect(ctxOf(s).scores).toEqual([4, 0, 3, 2]);
	});

	it('2 players, the rulebook’s Ford example (5-4-3): A scores 10 and 5, B 7 and 6 → A 5 points, B 4 + 3, A’s 5 nothing', () => {
		const c = fresh(2);
		atRegion(c, FORD);
		// A = seat 0 (red + blue), B = seat 1 (green + yellow)
		// red 4+4+2 = 10; green 4+3 = 7; yellow 2+2+1+1 = 6; blue: the last card, a 5
		lay(c, ['R-4-1', 'R-4-2', 'R-2-1', 'G-4-1', 'G-3-1', 'Y-2-1', 'Y-2-2', 'Y-1-1', 'Y-1-2', null]);
		const s = finish(c, 0, 'B-5-1', ['R-1-1']);
		const rows = ctxOf(s).scorings[0].rows;
		expect(rows.map((r) => [r.colour, r.total, r.points])).toEqual([
			['R', 10, 5],
			['G', 7, 4],
			['Y', 6, 3],
			['B', 5, 0]
		]);
		expect(ctxOf(s).scores).toEqual([5, 7]);
	});

	it('« Moria »: the lowest total there loses 3 points (never below 0)', () => {
		const c = fresh(4);
		atRegion(c, MORIA);
		c.scores = [10, 2, 6, 6];
		// R 8, B 1, G 4, Y 3 (+ last card 0)
		lay(c, ['R-4-1', 'R-4-2', 'B-1-1', 'G-2-1', 'G-2-2', 'Y-1-1', 'Y-1-2', 'Y-1-3', 'G-0-1', null]);
		let s = finish(c, 3, 'Y-0-1', []);
		let after = ctxOf(s);
		expect(after.scorings[0].penalty).toEqual({ colour: 'B', seat: 1, lost: 2 });
		expect(after.scores).toEqual([13, 0, 6, 6]);
		// the same with B owning 5 points: it loses all 3
		const c2 = fresh(4);
		atRegion(c2, MORIA);
		c2.scores = [0, 5, 0, 0];
		lay(c2, ['R-4-1', 'R-4-2', 'B-1-1', 'G-2-1', 'G-2-2', 'Y-1-1', 'Y-1-2', 'Y-1-3', 'G-0-1', null]);
		s = finish(c2, 3, 'Y-0-1', []);
		after = ctxOf(s);
		expect(after.scorings[0].seatPoints).toEqual([3, -3, 0, 0]);
		expect(after.scores).toEqual([3, 2, 0, 0]);
	});

	it('« Moria »: a player without cards there is not the one who laid the lowest total', () => {
		const c = fresh(4);
		atRegion(c, MORIA);
		c.scores = [5, 5, 5, 5];
		lay(c, ['R-4-1', 'R-4-2', 'R-2-1', 'G-2-1', 'G-2-2', 'G-1-1', 'G-1-2', 'R-1-1', 'G-1-3', null]);
		const s = finish(c, 0, 'R-1-2', []);
		expect(ctxOf(s).scorings[0].penalty).toMatchObject({ colour: 'G', lost: 3 });
		expect(ctxOf(s).scores).toEqual([8, 5, 2, 5]);
	});
});
