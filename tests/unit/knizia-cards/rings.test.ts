/**
 * « Les fiches anneaux » and « Significations des anneaux »: winning rings, playing them (one per
 * card, never on the Nazgûl, several per turn), protection, and each ring's power.
 */
import { describe, expect, it } from 'vitest';
import { IllegalEventError } from '$lib/engine/session';
import { isDark, playProblem, relocateProblem, currentRegion, legalRelocations } from '$lib/games/knizia-cards/rules';
import type { KcContext } from '$lib/games/knizia-cards/types';
import { atRegion, checkConservation, ctxOf, emptyDeck, fresh, places, put, sessionFrom, setHand, stateOf } from './helpers';

const BAG_END = 0, BREE = 1, WEATHERTOP = 2, RIVENDELL = 4, CARADHRAS = 5, AMON_HEN = 9;
const P = places();

/** Region 0 (Bag End) scored at (0,0), and region `index` current at (3,0): they share the places (2,-1), (2,0), (2,1). */
function twoRegions(c: KcContext, index: number) {
	c.regions = [
		{ index: 0, x: 0, y: 0, scored: true },
		{ index, x: 3, y: 0, scored: false }
	];
}

describe('winning rings', () => {
	it('Rivendell gives a ring to the 1st and another to the 2nd (3 players)', () => {
		const c = fresh(3);
		atRegion(c, RIVENDELL);
		['R-4-1', 'R-4-2', 'B-2-1', 'B-2-2', 'B-1-1', 'G-1-1', 'G-1-2', 'G-1-3', 'G-1-4'].forEach((id, i) => put(c, P[i][0], P[i][1], id));
		setHand(c, 2, ['G-0-1', 'G-1-5']);
		c.current = 2;
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 2, card: 'G-0-1', x: P[9][0], y: P[9][1] });
		expect(ctxOf(s).ringsHeld).toEqual([['rivendell-1'], ['rivendell-2'], []]);
	});
});

describe('playing rings', () => {
	it('one ring per card, never on the Nazgûl, several in one turn (two 1s, a ring on each)', () => {
		const c = fresh(4);
		c.ringsHeld[0] = ['rivendell-2', 'bree'];
		setHand(c, 0, ['R-1-1', 'R-1-2', 'R-N', 'R-4-1', 'R-1-3', 'R-0-1']);
		const s = sessionFrom(c);
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-N', x: 0, y: -1, ring: 'bree' })).toBe('ring-on-nazgul');
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-1-1', x: 0, y: -1, ring: 'weathertop' })).toBe('ring-not-held');
		s.send({ type: 'play', seat: 0, card: 'R-1-1', x: 0, y: -1, ring: 'rivendell-2' });
		s.send({ type: 'play', seat: 0, card: 'R-1-2', x: 1, y: -1, ring: 'bree' });
		expect(ctxOf(s).ringOn).toEqual({ 'R-1-1': 'rivendell-2', 'R-1-2': 'bree' });
		expect(ctxOf(s).ringsHeld[0]).toEqual([]);
		expect(s.legalEvents(0).some((e) => e.type === 'play' && e.ring !== undefined)).toBe(false);
	});

	it('a card with a ring is protected: not covered, not taken by the Nazgûl', () => {
		const c = fresh(4);
		atRegion(c, AMON_HEN);
		put(c, 0, -1, 'B-1-1');
		c.ringOn['B-1-1'] = 'rivendell-2';
		setHand(c, 0, ['R-5-1', 'R-N', 'R-1-1', 'R-1-2', 'R-1-3', 'R-0-1']);
		const s = sessionFrom(c);
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-5-1', x: 0, y: -1 })).toBe('ring-protected');
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-N', x: 0, y: -1 })).toBe('ring-protected');
	});
});

describe('ring powers', () => {
	it('Bag End ring flips the region light ↔ dark once laid (not for its own card), and keeps flipping a later bordering region', () => {
		const c = fresh(4);
		atRegion(c, BREE);
		c.ringsHeld[0] = ['bag-end'];
		put(c, 0, -1, 'B-1-1');
		put(c, 1, -1, 'B-1-2');
		setHand(c, 0, ['R-4-1', 'R-2-1', 'R-0-1', 'R-1-1', 'R-1-2', 'R-N']);
		const s = sessionFrom(c);
		// its own card is laid while the region is still light
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-4-1', x: 0, y: -1, ring: 'bag-end' })).toBe('light-occupied');
		s.send({ type: 'play', seat: 0, card: 'R-0-1', x: 2, y: -1, ring: 'bag-end' });
		expect(isDark(ctxOf(s), currentRegion(ctxOf(s)))).toBe(true);
		s.send({ type: 'play', seat: 0, card: 'R-2-1', x: 0, y: -1 });
		expect(ctxOf(s).cells['0,-1']).toEqual(['B-1-1', 'R-2-1']);
		// later: Weathertop (dark) borders the ring's card → it is light
		const c2 = fresh(4);
		twoRegions(c2, WEATHERTOP);
		put(c2, 2, 0, 'R-0-1');
		c2.ringOn['R-0-1'] = 'bag-end';
		put(c2, 3, -1, 'B-1-1');
		setHand(c2, 0, ['R-4-1', 'R-2-1', 'R-1-1', 'R-1-2', 'R-1-3', 'R-N']);
		const s2 = sessionFrom(c2);
		expect(isDark(ctxOf(s2), currentRegion(ctxOf(s2)))).toBe(false);
		expect(playProblem(ctxOf(s2), { seat: 0, card: 'R-4-1', x: 3, y: -1 })).toBe('light-occupied');
	});

	it('Bree ring: at scoring every card counts 1; while laying, real values count', () => {
		const c = fresh(3);
		atRegion(c, WEATHERTOP);
		// R: 4 + 4 = 8 with two cards; B: four 1s... with Bree, B has 4 cards and R 3
		['R-4-1', 'R-4-2', 'B-1-1', 'B-1-2', 'B-1-3', 'B-1-4', 'G-2-1', 'G-2-2', 'G-2-3'].forEach((id, i) => put(c, P[i][0], P[i][1], id));
		c.ringsHeld[0] = ['bree'];
		setHand(c, 0, ['R-2-1', 'R-1-1']);
		const s = sessionFrom(c);
		// a 2 with the Bree ring may not cover the 2s (real values), but may lie free
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-2-1', x: P[6][0], y: P[6][1], ring: 'bree' })).toBe('not-higher');
		s.send({ type: 'play', seat: 0, card: 'R-2-1', x: P[9][0], y: P[9][1], ring: 'bree' });
		const rows = ctxOf(s).scorings[0].rows;
		expect(ctxOf(s).scorings[0].bree).toBe(true);
		// R and G tie on 3: G sits nearer the left of R, who laid the last card
		expect(rows.map((r) => [r.colour, r.total])).toEqual([
			['B', 4],
			['G', 3],
			['R', 3]
		]);
	});

	it('Bree ring keeps its power for a later bordering region', () => {
		const c = fresh(3);
		twoRegions(c, WEATHERTOP);
		put(c, 2, 0, 'G-1-1');
		c.ringOn['G-1-1'] = 'bree';
		// Weathertop at (3,0): places (2,-1) (3,-1) (4,-1) (5,-1) (2,0) (5,0) (2,1) (3,1) (4,1) (5,1)
		const cells: [number, number, string][] = [
			[2, -1, 'R-5-1'],
			[3, -1, 'R-4-1'],
			[4, -1, 'B-1-1'],
			[5, -1, 'B-1-2'],
			[5, 0, 'B-1-3'],
			[2, 1, 'G-2-1'],
			[3, 1, 'G-2-2'],
			[4, 1, 'R-4-2']
		];
		for (const [x, y, id] of cells) put(c, x, y, id);
		setHand(c, 1, ['B-1-4', 'B-0-1']);
		c.current = 1;
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 1, card: 'B-1-4', x: 5, y: 1 });
		expect(ctxOf(s).scorings[0].rows.map((r) => [r.colour, r.total])).toEqual([
			['B', 4],
			['G', 3],
			['R', 3]
		]);
	});

	it('Weathertop ring: after a card, a second card of the same value with the ring', () => {
		const c = fresh(4);
		atRegion(c, AMON_HEN);
		c.ringsHeld[0] = ['weathertop'];
		setHand(c, 0, ['R-4-1', 'R-4-2', 'R-4-3', 'R-2-1', 'R-1-1', 'R-0-1']);
		const s = sessionFrom(c);
		// not first: nothing laid this turn to repeat
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-4-2', x: 1, y: -1, ring: 'weathertop' })).toBe('weathertop-value');
		s.send({ type: 'play', seat: 0, card: 'R-4-1', x: 0, y: -1 });
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-4-2', x: 1, y: -1 })).toBe('limit-high-played');
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-2-1', x: 1, y: -1, ring: 'weathertop' })).toBe('weathertop-value');
		s.send({ type: 'play', seat: 0, card: 'R-4-2', x: 1, y: -1, ring: 'weathertop' });
		expect(ctxOf(s).ringOn['R-4-2']).toBe('weathertop');
		// only that one card: a third 4 is refused
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-4-3', x: 2, y: -1 })).toBe('limit-high-played');
	});

	it('Weathertop ring at Caradhras: a second 1', () => {
		const c = fresh(4);
		atRegion(c, CARADHRAS);
		c.ringsHeld[0] = ['weathertop'];
		setHand(c, 0, ['R-1-1', 'R-1-2', 'R-4-3', 'R-2-1', 'R-1-3', 'R-0-1']);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-1-1', x: 0, y: -1 });
		s.send({ type: 'play', seat: 0, card: 'R-1-2', x: 1, y: -1, ring: 'weathertop' });
		expect(ctxOf(s).cells['1,-1']).toEqual(['R-1-2']);
	});

	it('Rivendell ring (1st): +2 to its card, so a 4 covers a 5 at a dark region (rulebook example), and counts 6 at scoring', () => {
		const c = fresh(3);
		atRegion(c, WEATHERTOP);
		['B-5-1', 'B-1-1', 'B-1-2', 'B-1-3', 'G-1-1', 'G-1-2', 'G-1-3', 'G-1-4', 'G-1-5'].forEach((id, i) => put(c, P[i + 1][0], P[i + 1][1], id));
		c.ringsHeld[0] = ['rivendell-1', 'rivendell-2'];
		setHand(c, 0, ['R-4-1', 'R-4-2', 'R-1-1']);
		const s = sessionFrom(c);
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-4-1', x: P[1][0], y: P[1][1] })).toBe('not-higher');
		// the second Rivendell ring only protects: no +2
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-4-1', x: P[1][0], y: P[1][1], ring: 'rivendell-2' })).toBe('not-higher');
		s.send({ type: 'play', seat: 0, card: 'R-4-1', x: P[1][0], y: P[1][1], ring: 'rivendell-1' });
		expect(ctxOf(s).cells[`${P[1][0]},${P[1][1]}`]).toEqual(['B-5-1', 'R-4-1']);
		s.send({ type: 'endTurn', seat: 0 });
		// B fills the last place; R's 4 counts 6
		s.send({ type: 'play', seat: 1, card: ctxOf(s).hands[1].find((id) => !id.endsWith('N'))!, x: P[0][0], y: P[0][1] });
		const rows = ctxOf(s).scorings[0].rows;
		expect(rows.find((r) => r.colour === 'R')!.total).toBe(6);
	});

	it('Rivendell ring (2nd): protects, no other power (value unchanged at scoring)', () => {
		const c = fresh(3);
		atRegion(c, WEATHERTOP);
		['B-2-1', 'B-1-1', 'B-1-2', 'B-1-3', 'G-1-1', 'G-1-2', 'G-1-3', 'G-1-4', 'G-1-5'].forEach((id, i) => put(c, P[i][0], P[i][1], id));
		c.ringsHeld[0] = ['rivendell-2'];
		setHand(c, 0, ['R-4-1']);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-4-1', x: P[9][0], y: P[9][1], ring: 'rivendell-2' });
		expect(ctxOf(s).scorings[0].rows.find((r) => r.colour === 'R')!.total).toBe(4);
	});

	it('Lothlórien ring: move one of your cards (no ring) from around a scored region to the current one', () => {
		const c = fresh(4);
		twoRegions(c, AMON_HEN);
		put(c, 0, -1, 'B-2-1', 'R-4-1'); // R's 4 covers B's 2 at the scored Bag End
		put(c, 1, -1, 'R-3-1');
		c.ringOn['R-3-1'] = 'rivendell-2';
		put(c, 2, 0, 'R-2-1'); // on a place of the current region too
		put(c, 3, -1, 'B-3-1');
		put(c, 4, -1, 'B-1-1');
		c.ringsHeld[0] = ['lothlorien'];
		setHand(c, 0, ['R-1-1', 'R-1-2', 'R-1-3', 'R-1-4', 'R-1-5', 'R-1-6']);
		const s = sessionFrom(c);
		const ctx = ctxOf(s);
		expect(relocateProblem(ctx, { seat: 0, card: 'R-3-1', x: 5, y: -1 })).toBe('ring-protected');
		expect(relocateProblem(ctx, { seat: 0, card: 'R-2-1', x: 5, y: -1 })).toBe('not-scored-region');
		expect(relocateProblem(ctx, { seat: 0, card: 'B-2-1', x: 5, y: -1 })).toBe('not-your-card');
		expect(relocateProblem(ctx, { seat: 0, card: 'R-4-1', x: 3, y: -1 })).toBe('hobbit');
		const legal = legalRelocations(ctx, 0);
		expect(new Set(legal.map((e) => e.card))).toEqual(new Set(['R-4-1']));
		// the usual place rules: it may cover B's 1 at dark Amon Hen
		s.send({ type: 'relocate', seat: 0, card: 'R-4-1', x: 4, y: -1 });
		const after = ctxOf(s);
		expect(after.cells['0,-1']).toEqual(['B-2-1']);
		expect(after.cells['4,-1']).toEqual(['B-1-1', 'R-4-1']);
		expect(after.ringOn['R-4-1']).toBe('lothlorien');
		expect(after.ringsHeld[0]).toEqual([]);
		// it is outside the turn's limits, and counts as the turn's card
		expect(after.turn).toMatchObject({ deposited: 1, ones: 0, highs: 0 });
		s.send({ type: 'play', seat: 0, card: 'R-1-1', x: 5, y: -1 });
		s.send({ type: 'endTurn', seat: 0 });
		checkConservation(ctxOf(s));
	});

	it('unused rings lose their power when their owner has laid all their cards', () => {
		const c = fresh(4);
		c.ringsHeld[0] = ['bree', 'weathertop'];
		setHand(c, 0, ['R-1-1']);
		emptyDeck(c, 0);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-1-1', x: 0, y: -1 });
		s.send({ type: 'endTurn', seat: 0 });
		const after = ctxOf(s);
		expect(after.out[0]).toBe(true);
		expect(after.ringsHeld[0]).toEqual([]);
		expect(after.ringsLost).toEqual(['bree', 'weathertop']);
		expect(after.current).toBe(1);
		expect(stateOf(s)).toBe('playing');
		expect(() => s.send({ type: 'play', seat: 0, card: 'R-1-1', x: 1, y: -1 })).toThrow(IllegalEventError);
	});
});
