/**
 * « Dépôt à la région suivante »: who lays it, where it may go (the reconstructed rule in
 * data/placement.ts), cards already on its places count again, rings keep their effect.
 */
import { describe, expect, it } from 'vitest';
import { IllegalEventError } from '$lib/engine/session';
import { legalRegionAnchors, NEXT_REGION_RULE, regionPlacementProblem, type MapOccupancy } from '$lib/games/knizia-cards/data/placement';
import { regionProblem } from '$lib/games/knizia-cards/rules';
import type { KcContext } from '$lib/games/knizia-cards/types';
import { ctxOf, fresh, places, put, sessionFrom, setHand, stateOf } from './helpers';

const P = places();

/** Bag End full but for place 9, then `seat` lays its last place: Bag End is scored. */
function scoredBagEnd(seat = 1) {
	const c = fresh(4);
	['R-2-1', 'R-2-2', 'B-1-1', 'B-1-2', 'G-2-1', 'Y-1-1', 'Y-1-2', 'R-1-1', 'G-1-1'].forEach((id, i) => put(c, P[i][0], P[i][1], id));
	const card = `${'RBGY'[seat]}-4-1`;
	setHand(c, seat, [card, `${'RBGY'[seat]}-1-5`, `${'RBGY'[seat]}-1-6`]);
	c.current = seat;
	const s = sessionFrom(c);
	s.send({ type: 'play', seat, card, x: P[9][0], y: P[9][1] });
	return s;
}

describe('laying the next region', () => {
	it('the player who laid the last card lays it; nobody else may', () => {
		const s = scoredBagEnd(1);
		expect(stateOf(s)).toBe('placingRegion');
		expect(s.legalEvents(0)).toEqual([]);
		expect(() => s.send({ type: 'placeRegion', seat: 0, x: 3, y: 0 })).toThrow(IllegalEventError);
		const legal = s.legalEvents(1);
		expect(legal.length).toBeGreaterThan(0);
		expect(legal.every((e) => e.type === 'placeRegion')).toBe(true);
		expect(legal).toContainEqual({ type: 'placeRegion', seat: 1, x: 3, y: 0 });
	});

	it('it must touch an earlier card by a side: corner-only, overlapping and region-on-a-place positions are refused', () => {
		const s = scoredBagEnd(1);
		const c = ctxOf(s);
		expect(regionProblem(c, 3, 0)).toBeNull(); // touches (2,0) on its left side
		expect(regionProblem(c, 0, -2)).toBeNull(); // above: touches (0,-1) and (1,-1)
		expect(regionProblem(c, 3, -2)).toBe('no-contact'); // only (2,-1) at its bottom-left corner
		expect(regionProblem(c, 1, -1)).toBe('occupied');
		expect(regionProblem(c, 1, 0)).toBe('occupied');
		expect(regionProblem(c, 8, 8)).toBe('no-contact');
		expect(() => s.send({ type: 'placeRegion', seat: 1, x: 3, y: -2 })).toThrow(IllegalEventError);
		// every listed position is legal, and every legal position near the map is listed
		const listed = s.legalEvents(1).map((e) => (e.type === 'placeRegion' ? `${e.x},${e.y}` : ''));
		for (let y = -5; y <= 5; y++)
			for (let x = -6; x <= 6; x++) expect(listed.includes(`${x},${y}`)).toBe(regionProblem(c, x, y) === null);
	});

	it('no earlier region card may lie on one of its places', () => {
		const cells = new Set(['-1,-1', '2,-1', '-1,0', '2,0', '-1,1', '0,1', '1,1', '2,1']);
		const regions = new Set(['0,0', '1,0']);
		const map: MapOccupancy = { isRegion: (k) => regions.has(k), hasCard: (k) => cells.has(k) };
		// (0,-1): its bottom places are Bag End's own cards
		expect(regionPlacementProblem(0, -1, map)).toBe('region-on-place');
		expect(legalRegionAnchors([...cells], map).some(([x, y]) => x === 0 && y === -1)).toBe(false);
	});

	it('the strict « one or two earlier cards » variant is a one-line switch (off by default)', () => {
		const cells = new Set(['-1,-1', '0,-1', '1,-1', '2,-1', '-1,0', '2,0', '-1,1', '0,1', '1,1', '2,1']);
		const map: MapOccupancy = { isRegion: (k) => k === '0,0' || k === '1,0', hasCard: (k) => cells.has(k) };
		expect(NEXT_REGION_RULE.maxReusedCards).toBeNull();
		expect(regionPlacementProblem(0, -2, map)).toBeNull(); // reuses 4 cards
		expect(regionPlacementProblem(0, -2, map, { ...NEXT_REGION_RULE, maxReusedCards: 2 })).toBe('too-many-reused');
		expect(regionPlacementProblem(3, 0, map, { ...NEXT_REGION_RULE, maxReusedCards: 3 })).toBeNull(); // reuses 3
	});

	it('a region whose ten places are all taken already is refused', () => {
		const cells = new Set<string>();
		for (let x = -1; x <= 6; x++) for (let y = -1; y <= 1; y++) cells.add(`${x},${y}`);
		cells.delete('3,0');
		cells.delete('4,0');
		const map: MapOccupancy = { isRegion: (k) => k === '0,0' || k === '1,0', hasCard: (k) => cells.has(k) };
		expect(regionPlacementProblem(3, 0, map)).toBe('no-free-place');
	});

	it('the placer starts at the new region; the earlier cards on its places count again', () => {
		const s = scoredBagEnd(1);
		s.send({ type: 'placeRegion', seat: 1, x: 3, y: 0 });
		const c = ctxOf(s);
		expect(stateOf(s)).toBe('playing');
		expect(c.regions.map((r) => [r.index, r.x, r.y, r.scored])).toEqual([
			[0, 0, 0, true],
			[1, 3, 0, false]
		]);
		expect(c.current).toBe(1);
		expect(c.turn.deposited).toBe(0);
		// Bree at (3,0) shares Bag End's right column
		expect(['2,-1', '2,0', '2,1'].map((k) => c.cells[k].at(-1))).toEqual(['B-1-2', 'Y-1-1', 'B-4-1']);
		const next: KcContext = JSON.parse(JSON.stringify(c));
		put(next, 3, -1, 'R-2-3');
		put(next, 4, -1, 'R-2-4');
		put(next, 5, -1, 'G-1-2');
		put(next, 5, 0, 'G-1-3');
		put(next, 3, 1, 'Y-1-3');
		put(next, 4, 1, 'R-1-2');
		setHand(next, 1, ['B-0-1', 'B-1-3']);
		const s2 = sessionFrom(next);
		s2.send({ type: 'play', seat: 1, card: 'B-0-1', x: 5, y: 1 });
		const rec = ctxOf(s2).scorings[1];
		expect(rec.region).toBe('bree');
		// B: 1 + 4 (shared) + 0; R: 2 + 2 + 1; G: 1 + 1; Y: 1 (shared) + 1. R and B tie: R sits nearer B's left.
		expect(rec.rows.map((r) => [r.colour, r.total, r.cards, r.points])).toEqual([
			['R', 5, 3, 3],
			['B', 5, 3, 3],
			['G', 2, 2, 1],
			['Y', 2, 2, 0]
		]);
	});

	it('when the placer has no cards left, the next player to its left starts at the new region', () => {
		const c = fresh(4);
		['R-2-1', 'R-2-2', 'B-1-1', 'B-1-2', 'G-2-1', 'Y-1-1', 'Y-1-2', 'R-1-1', 'G-1-1'].forEach((id, i) => put(c, P[i][0], P[i][1], id));
		setHand(c, 1, ['B-4-1']);
		c.removed.push(...c.decks[1]);
		c.decks[1] = [];
		c.current = 1;
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 1, card: 'B-4-1', x: P[9][0], y: P[9][1] });
		expect(ctxOf(s).out[1]).toBe(true);
		expect(stateOf(s)).toBe('placingRegion');
		s.send({ type: 'placeRegion', seat: 1, x: 3, y: 0 });
		expect(ctxOf(s).current).toBe(2);
	});
});
