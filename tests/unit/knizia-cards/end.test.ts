/**
 * « FIN DU JEU »: dropping out, the final scoring with free places, the lone player, the tenth
 * region, and the final tie-break (« le plus grand nombre de points … lors du décompte précédent »).
 */
import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '$lib/engine/types';
import def from '$lib/games/knizia-cards/definition';
import { finalRanking } from '$lib/games/knizia-cards/rules';
import type { KcContext, ScoringRecord } from '$lib/games/knizia-cards/types';
import { atRegion, ctxOf, emptyDeck, fresh, places, put, sessionFrom, setHand, stateOf } from './helpers';

const P = places();
const WEATHERTOP = 2, AMON_HEN = 9;

function lastCards(c: KcContext, hands: string[][]) {
	hands.forEach((h, s) => {
		setHand(c, s, h);
		emptyDeck(c, s);
		if (h.length === 0) c.out[s] = true;
	});
}

describe('end of the game', () => {
	it('a player without cards drops out and the turn skips them', () => {
		const c = fresh(4);
		setHand(c, 1, ['B-1-1']);
		emptyDeck(c, 1);
		c.current = 1;
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 1, card: 'B-1-1', x: 0, y: -1 });
		s.send({ type: 'endTurn', seat: 1 });
		expect(ctxOf(s).out).toEqual([false, true, false, false]);
		expect(ctxOf(s).current).toBe(2);
		s.send({ type: 'play', seat: 2, card: ctxOf(s).hands[2].find((id) => !id.endsWith('N'))!, x: 1, y: -1 });
		s.send({ type: 'endTurn', seat: 2 });
		s.send({ type: 'play', seat: 3, card: ctxOf(s).hands[3].find((id) => !id.endsWith('N'))!, x: 2, y: -1 });
		s.send({ type: 'endTurn', seat: 3 });
		expect(ctxOf(s).current).toBe(0);
		s.send({ type: 'play', seat: 0, card: ctxOf(s).hands[0].find((id) => !id.endsWith('N'))!, x: -1, y: 0 });
		s.send({ type: 'endTurn', seat: 0 });
		expect(ctxOf(s).current).toBe(2);
	});

	it('when every card is played, the current region is scored with free places and the game ends', () => {
		const c = fresh(3);
		atRegion(c, WEATHERTOP);
		lastCards(c, [['R-1-1'], ['B-2-1'], ['G-1-1']]);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-1-1', x: 0, y: -1 });
		s.send({ type: 'endTurn', seat: 0 });
		s.send({ type: 'play', seat: 1, card: 'B-2-1', x: 1, y: -1 });
		s.send({ type: 'endTurn', seat: 1 });
		expect(def.result(s.snapshot)).toBeNull();
		s.send({ type: 'play', seat: 2, card: 'G-1-1', x: 2, y: -1 });
		s.send({ type: 'endTurn', seat: 2 });
		const after = ctxOf(s);
		expect(stateOf(s)).toBe('gameOver');
		expect(after.ended).toBe('all-played');
		const rec = after.scorings[0];
		expect(rec.final).toBe(true);
		// B 2 first; R and G tie on 1: G laid the last card, so R (to its left) comes first
		expect(rec.rows.map((r) => [r.colour, r.points])).toEqual([
			['B', 4],
			['R', 3],
			['G', 0]
		]);
		expect(def.result(s.snapshot)).toEqual({ kind: 'ranking', scores: [3, 4, 0], winners: [1], explanation: [] });
		expect(def.activeSeats(s.snapshot)).toEqual([]);
		expect(s.legalEvents(0)).toEqual([]);
	});

	it('the lone player left lays the rest at the current region, turn after turn; no new region after its scoring', () => {
		const c = fresh(3);
		atRegion(c, AMON_HEN);
		['B-1-1', 'B-1-2', 'G-1-1', 'G-1-2', 'B-4-1', 'G-4-1', 'B-2-1', 'G-2-1'].forEach((id, i) => put(c, P[i][0], P[i][1], id));
		lastCards(c, [['R-1-1', 'R-4-1', 'R-5-1'], [], []]);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-4-1', x: P[8][0], y: P[8][1] });
		s.send({ type: 'endTurn', seat: 0 });
		expect(ctxOf(s).current).toBe(0);
		// covering at dark Amon Hen is still allowed
		s.send({ type: 'play', seat: 0, card: 'R-5-1', x: P[4][0], y: P[4][1] });
		s.send({ type: 'endTurn', seat: 0 });
		s.send({ type: 'play', seat: 0, card: 'R-1-1', x: P[9][0], y: P[9][1] });
		const after = ctxOf(s);
		expect(after.scorings).toHaveLength(1);
		expect(stateOf(s)).toBe('gameOver');
		expect(after.ended).toBe('all-played');
	});

	it('after a scoring, if only one player still has cards, the game ends (no new region)', () => {
		const c = fresh(3);
		atRegion(c, WEATHERTOP);
		['B-1-1', 'B-1-2', 'G-1-1', 'G-1-2', 'B-4-1', 'G-4-1', 'B-2-1', 'G-2-1', 'R-2-1'].forEach((id, i) => put(c, P[i][0], P[i][1], id));
		lastCards(c, [['R-4-1'], [], ['G-1-3', 'G-1-4']]);
		c.out[1] = true;
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-4-1', x: P[9][0], y: P[9][1] });
		expect(stateOf(s)).toBe('gameOver');
		expect(ctxOf(s).ended).toBe('one-left');
		expect(ctxOf(s).hands[2]).toEqual(['G-1-3', 'G-1-4']);
	});

	it('after the tenth region is scored the game ends', () => {
		const c = fresh(4);
		c.regions = Array.from({ length: 10 }, (_, i) => ({ index: i, x: i === 9 ? 0 : 100 + 10 * i, y: 0, scored: i < 9 }));
		['R-1-1', 'R-1-2', 'B-1-1', 'B-1-2', 'G-4-1', 'G-4-2', 'Y-1-1', 'Y-1-2', 'Y-2-1'].forEach((id, i) => put(c, P[i][0], P[i][1], id));
		setHand(c, 0, ['R-4-1', 'R-1-3']);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-4-1', x: P[9][0], y: P[9][1] });
		expect(stateOf(s)).toBe('gameOver');
		expect(ctxOf(s).ended).toBe('no-region-left');
		// Amon Hen 7-4-2: G 8, R 6, Y 4
		expect(ctxOf(s).scores).toEqual([4, 0, 7, 2]);
	});
});

describe('the winner', () => {
	const rec = (seatPoints: number[]): ScoringRecord => ({
		region: 'bree',
		regionIndex: 1,
		final: false,
		lastSeat: 0,
		bree: false,
		rows: [],
		penalty: null,
		seatPoints
	});

	it('most points wins; a tie goes to the most points at the previous scoring', () => {
		const c = fresh(3);
		c.scores = [9, 9, 4];
		c.scorings = [rec([5, 1, 0]), rec([4, 8, 4])];
		expect(finalRanking(c)).toEqual({ order: [1, 0, 2], winners: [1], tieBroken: true });
		// equal at the last scoring too: go back one more
		c.scorings = [rec([6, 1, 0]), rec([3, 8, 4]), rec([0, 0, 0])];
		expect(finalRanking(c).winners).toEqual([1]);
		c.scorings = [rec([9, 9, 4])];
		expect(finalRanking(c)).toMatchObject({ winners: [0, 1], tieBroken: false });
	});

	it('the result names the winners after the tie-break and says so', () => {
		const c = fresh(3);
		c.scores = [7, 7, 2];
		c.scorings = [rec([0, 7, 0]), rec([7, 0, 2])];
		c.ended = 'all-played';
		const snap = { context: c, value: 'gameOver', status: 'done' } as GameSnapshot<KcContext>;
		const r = def.result(snap);
		expect(r).toMatchObject({ kind: 'ranking', scores: [7, 7, 2], winners: [0] });
		expect(r && r.kind === 'ranking' && r.explanation?.[0]?.key).toBe('kc_result_tie_broken');
	});
});
