import { describe, expect, it } from 'vitest';
import { createRng, randomInt, rollDice, shuffle, rngCursor } from '$lib/engine/rng';

describe('seeded rng', () => {
	it('gives the same sequence for the same seed and a different one for another seed', () => {
		const a = rollDice(createRng(42), 20)[0];
		const b = rollDice(createRng(42), 20)[0];
		const c = rollDice(createRng(43), 20)[0];
		expect(a).toEqual(b);
		expect(a).not.toEqual(c);
		expect(a.every((v) => v >= 1 && v <= 6)).toBe(true);
	});
	it('survives JSON and continues the same sequence', () => {
		const [, s1] = randomInt(createRng(7), 0, 100);
		const s2 = JSON.parse(JSON.stringify(s1));
		expect(randomInt(s1, 0, 1000)[0]).toBe(randomInt(s2, 0, 1000)[0]);
	});
	it('shuffles into a permutation and leaves the input alone', () => {
		const items = Array.from({ length: 50 }, (_, i) => i);
		const [out] = shuffle(createRng(1), items);
		expect(items).toEqual(Array.from({ length: 50 }, (_, i) => i));
		expect([...out].sort((x, y) => x - y)).toEqual(items);
		expect(out).not.toEqual(items);
	});
	it('cursor and pure functions agree', () => {
		const r = rngCursor(createRng(9));
		const v = r.int(1, 6);
		expect(v).toBe(randomInt(createRng(9), 1, 6)[0]);
	});
	it('refuses an empty range', () => {
		expect(() => randomInt(createRng(1), 3, 2)).toThrow(RangeError);
	});
});
