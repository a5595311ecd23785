/**
 * « Phase 1 : les renforts »: territories ÷ 3 with a minimum of 3, region bonuses, stronghold
 * battalions (option), and « Échange de cartes Territoire » (4 / 6 / 8 / 10, +2, forced above 5).
 */
import { describe, expect, it } from 'vitest';
import { mustTrade, reinforcements, setValue, tradableSets, tradeValue } from '$lib/games/risk/rules/reinforcement';
import { REGION_TERRITORIES } from '$lib/games/risk/rules/board';
import { TERRITORIES } from '$lib/games/risk/data/map';
import { EMPTY } from '$lib/games/risk/types';
import { T } from './helpers';

const board = (mine: number[]) => TERRITORIES.map((_, i) => (mine.includes(i) ? 0 : EMPTY));
const bySymbol = (s: string) => TERRITORIES.flatMap((t, i) => (t.symbol === s ? [i] : []));

describe('reinforcements', () => {
	it('gives 1 per 3 territories, never fewer than 3', () => {
		expect(reinforcements(board([0, 1]), 0, false).total).toBe(3);
		const ids = [0, 2, 7, 9, 18, 20, 25, 27, 33, 35, 38, 40].slice(0, 12);
		expect(reinforcements(board(ids), 0, false).territories).toBe(4);
	});
	it('adds the bonus of each whole region (Rhûn 2, Eriador 3, Arnor 7)', () => {
		const rhun = REGION_TERRITORIES.rhun;
		expect(reinforcements(board(rhun), 0, false)).toMatchObject({ territories: 3, regions: 2, total: 5 });
		const two = [...REGION_TERRITORIES.eriador, ...REGION_TERRITORIES.arnor];
		expect(reinforcements(board(two), 0, false)).toMatchObject({ territories: 6, regions: 10, total: 16 });
	});
	it('adds one battalion per stronghold held when that option is on', () => {
		const ids = [T('moria'), T('fangorn')];
		expect(reinforcements(board(ids), 0, true).total).toBe(5);
		expect(reinforcements(board(ids), 0, false).total).toBe(3);
	});
});

describe('trade-ins', () => {
	const [i1, i2, i3] = bySymbol('infantry');
	const [c1, c2, c3] = bySymbol('cavalry');
	const [k1, k2, k3] = bySymbol('creature');
	const nobody = board([]);
	it('values sets 4 / 6 / 8 / 10 as the table says', () => {
		expect(tradeValue([i1, i2, i3], nobody, 0)).toBe(4);
		expect(tradeValue([c1, c2, c3], nobody, 0)).toBe(6);
		expect(tradeValue([k1, k2, k3], nobody, 0)).toBe(8);
		expect(tradeValue([i1, c1, k1], nobody, 0)).toBe(10);
		expect(tradeValue([i1, i2, c1], nobody, 0)).toBe(0);
	});
	it('lets a wild card stand for the best symbol', () => {
		expect(setValue(['infantry', 'cavalry', 'wild'])).toBe(10);
		expect(setValue(['creature', 'creature', 'wild'])).toBe(8);
		expect(tradeValue([i1, i2, 42], nobody, 0)).toBe(4);
		expect(tradeValue([i1, c1, 42], nobody, 0)).toBe(10);
	});
	it('adds 2 once when a card shows a territory the player holds', () => {
		expect(tradeValue([i1, i2, i3], board([i1]), 0)).toBe(6);
		expect(tradeValue([i1, i2, i3], board([i1, i2]), 0)).toBe(6);
	});
	it('forces a trade only above 5 cards', () => {
		const hand = [i1, i2, i3, c1, c2];
		expect(tradableSets(hand).length).toBeGreaterThan(0);
		expect(mustTrade(hand)).toBe(false);
		expect(mustTrade([...hand, k1])).toBe(true);
	});
});
