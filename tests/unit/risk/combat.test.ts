/**
 * « Phase 2 : le combat », « Les héros », « Les forteresses »: dice resolution with every
 * modifier, and exact probabilities checked against the classic table (enumerated by hand:
 * 3 vs 2 → 2890 / 2611 / 2275 out of 7776).
 */
import { describe, expect, it } from 'vitest';
import { conquestProbability, defendDice, maxAttackDice, resolveRoll, rollDistribution } from '$lib/games/risk/rules/combat';

describe('one roll', () => {
	it('compares highest against highest and gives ties to the defender', () => {
		expect(resolveRoll([6, 3, 1], [6, 2], 0, 0)).toEqual({ attackerLosses: 1, defenderLosses: 1 });
		expect(resolveRoll([5, 5, 1], [4, 4], 0, 0)).toEqual({ attackerLosses: 0, defenderLosses: 2 });
		expect(resolveRoll([2], [2], 0, 0)).toEqual({ attackerLosses: 1, defenderLosses: 0 });
	});
	it('adds a leader’s +1 to its side’s highest die only', () => {
		expect(resolveRoll([5, 4], [5, 4], 1, 0)).toEqual({ attackerLosses: 1, defenderLosses: 1 });
		expect(resolveRoll([6, 2], [6, 1], 1, 0)).toEqual({ attackerLosses: 0, defenderLosses: 2 });
	});
	it('adds a stronghold’s +1 (and a defending leader’s +1) to the defender’s highest die', () => {
		expect(resolveRoll([6], [5], 0, 1)).toEqual({ attackerLosses: 1, defenderLosses: 0 });
		expect(resolveRoll([6, 6], [4, 5], 0, 2)).toEqual({ attackerLosses: 1, defenderLosses: 1 });
	});
	it('lets the attacker roll at most 3 dice keeping one battalion home, and the defender 1 against a single die', () => {
		expect([1, 2, 3, 4, 9].map(maxAttackDice)).toEqual([0, 1, 2, 3, 3]);
		expect(defendDice(5, 1)).toBe(1);
		expect(defendDice(5, 2)).toBe(2);
		expect(defendDice(1, 3)).toBe(1);
	});
});

describe('exact probabilities', () => {
	const table: [number, number, number[]][] = [
		[1, 1, [15 / 36, 21 / 36]],
		[2, 1, [125 / 216, 91 / 216]],
		[3, 1, [855 / 1296, 441 / 1296]],
		[2, 2, [295 / 1296, 420 / 1296, 581 / 1296]],
		[3, 2, [2890 / 7776, 2611 / 7776, 2275 / 7776]]
	];
	it.each(table)('%i attacking dice against %i: the classic table', (a, d, p) => {
		const got = rollDistribution(a, d);
		p.forEach((x, i) => expect(got[i]).toBeCloseTo(x, 12));
	});
	it('sums to 1 with modifiers, and a defending stronghold lowers the attacker’s odds', () => {
		const with1 = rollDistribution(3, 2, 0, 1);
		expect(with1.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
		expect(with1[0]).toBeLessThan(2890 / 7776);
		expect(rollDistribution(3, 2, 1, 0)[0]).toBeGreaterThan(2890 / 7776);
	});
	it('gives conquest probabilities: 1 battalion against 1 is one roll; more battalions win more often', () => {
		expect(conquestProbability(1, 1)).toBeCloseTo(15 / 36, 12);
		expect(conquestProbability(2, 1)).toBeCloseTo(125 / 216 + (91 / 216) * (15 / 36), 12);
		expect(conquestProbability(10, 3)).toBeGreaterThan(conquestProbability(5, 3));
		expect(conquestProbability(5, 3, 0, 1)).toBeLessThan(conquestProbability(5, 3));
		expect(conquestProbability(5, 3, 1, 0)).toBeGreaterThan(conquestProbability(5, 3));
		expect(conquestProbability(0, 1)).toBe(0);
	});
});
