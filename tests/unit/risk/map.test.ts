/**
 * The 2002 board: 42 territories, 6 regions with the summary's sizes and bonuses, the card
 * piles (« 9 territoires des forces du bien, 9 … du mal, 24 … neutres »), six strongholds, and
 * adjacency (symmetric; bridges and sea lines connect; mountains and unbridged rivers block).
 */
import { describe, expect, it } from 'vitest';
import { REGIONS, TERRITORIES } from '$lib/games/risk/data/map';
import { adjacent, connection, NEIGHBOURS, REGION_TERRITORIES, STRONGHOLDS } from '$lib/games/risk/rules/board';
import { T } from './helpers';

describe('map', () => {
	it('has 42 territories in 6 regions sized and valued as « Le plateau » and « Bonus par région » say', () => {
		expect(TERRITORIES).toHaveLength(42);
		const sizes = Object.fromEntries(REGIONS.map((r) => [r.id, REGION_TERRITORIES[r.id].length]));
		expect(sizes).toEqual({ arnor: 11, rhovanion: 8, rohan: 7, mirkwood: 5, eriador: 7, rhun: 4 });
		expect(Object.fromEntries(REGIONS.map((r) => [r.id, r.bonus]))).toEqual({ arnor: 7, rhovanion: 5, rohan: 4, mirkwood: 4, eriador: 3, rhun: 2 });
	});
	it('has 9 Good, 9 Evil and 24 Neutral territory cards and 6 strongholds', () => {
		const count = (a: string) => TERRITORIES.filter((t) => t.allegiance === a).length;
		expect([count('good'), count('evil'), count('neutral')]).toEqual([9, 9, 24]);
		expect(STRONGHOLDS.map((i) => TERRITORIES[i].id).sort()).toEqual(['evendim_hills', 'fangorn', 'moria', 'rhudaur', 'south_mirkwood', 'west_rohan']);
	});
	it('is symmetric and every territory is reachable', () => {
		NEIGHBOURS.forEach((ns, a) => ns.forEach((b) => expect(adjacent(b, a)).toBe(true)));
		const seen = new Set([0]);
		const q = [0];
		while (q.length) for (const n of NEIGHBOURS[q.shift()!]) if (!seen.has(n)) (seen.add(n), q.push(n));
		expect(seen.size).toBe(42);
	});
	it('joins the ports by sea lines: Mithlond–Forodwaith and Mithlond–Minhiriath', () => {
		expect(connection(T('mithlond'), T('forodwaith'))).toBe('sea');
		expect(connection(T('mithlond'), T('minhiriath'))).toBe('sea');
		expect(TERRITORIES.flatMap((t) => t.adjacent.filter((a) => a.via === 'sea')).length).toBe(4);
	});
	it('crosses rivers only by bridges (the Brandywine bridge from the Shire to Buckland)', () => {
		expect(connection(T('the_shire'), T('buckland'))).toBe('bridge');
		expect(connection(T('lune_valley'), T('tower_hills'))).toBe('bridge');
	});
	it('never joins territories across a blocked border (mountains, rivers without a bridge, open water)', () => {
		expect(adjacent(T('forlindon'), T('lune_valley'))).toBe(false);
		expect(adjacent(T('forlindon'), T('harlindon'))).toBe(false);
		for (const [i, t] of TERRITORIES.entries()) for (const b of t.blocked) expect(adjacent(i, b.with)).toBe(false);
		expect(TERRITORIES.some((t) => t.blocked.some((b) => b.reason === 'mountains'))).toBe(true);
		expect(TERRITORIES.some((t) => t.blocked.some((b) => b.reason === 'river_no_bridge'))).toBe(true);
	});
});
