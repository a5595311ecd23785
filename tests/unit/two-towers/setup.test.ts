/**
 * « CONTENU » and « PRÉPARATIFS »: the components, and the table before the first move.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import def from '$lib/games/two-towers/definition';
import { CARD_COUNT, LOCATIONS, PATH_CARD_SPACES, QUALITIES, RECONSTRUCTED, TOKEN_COUNT } from '$lib/games/two-towers/data/game';
import { cardColour, cardQuality, gandalfCard, isGandalf, phaseOf, qualityCard, tokenValue } from '$lib/games/two-towers/rules';
import type { TTContext } from '$lib/games/two-towers/types';
import { seatsOf } from './helpers';

function start(players: number, seed: number, startSeat?: number) {
	const input = def.createInput({ seats: seatsOf(players), seed, options: startSeat === undefined ? undefined : { startSeat } });
	const actor = createActor(def.machine, { input }).start();
	return actor;
}

describe('« CONTENU »', () => {
	it('has 80 quality cards (4 colours × 4 qualities × 5) and 16 Gandalf cards, each with a stable id', () => {
		expect(CARD_COUNT).toBe(96);
		const count: Record<string, number> = {};
		let gandalfs = 0;
		for (let id = 0; id < CARD_COUNT; id++) {
			if (isGandalf(id)) gandalfs++;
			else count[`${cardColour(id)}-${cardQuality(id)}`] = (count[`${cardColour(id)}-${cardQuality(id)}`] ?? 0) + 1;
		}
		expect(gandalfs).toBe(16);
		expect(Object.keys(count)).toHaveLength(16);
		expect(Object.values(count).every((n) => n === 5)).toBe(true);
		expect(qualityCard(2, 'endurance', 3)).toBe(2 * 20 + 2 * 5 + 3);
		expect(cardColour(qualityCard(3, 'wisdom', 4))).toBe(3);
		expect(cardQuality(qualityCard(3, 'wisdom', 4))).toBe('wisdom');
		expect(isGandalf(gandalfCard(0))).toBe(true);
		expect(() => cardColour(gandalfCard(1))).toThrow(RangeError);
	});
	it('has 24 point tokens, six each of 2, 3, 4 and 5', () => {
		expect(TOKEN_COUNT).toBe(24);
		const values = Array.from({ length: 24 }, (_, t) => tokenValue(t));
		for (const v of [2, 3, 4, 5]) expect(values.filter((x) => x === v)).toHaveLength(6);
	});
	it('has 7 locations from Amon Hen to Minas Tirith; Fangorn asks for wisdom and strength; Minas Tirith for three qualities', () => {
		expect(LOCATIONS.map((l) => l.id)).toEqual(['amon-hen', 'rohan', 'fangorn', 'edoras', 'orthanc', 'helms-deep', 'minas-tirith']);
		expect(LOCATIONS[0].scored).toBe(false);
		expect(LOCATIONS[2].qualities).toEqual(['wisdom', 'strength']);
		expect(LOCATIONS[6].qualities).toHaveLength(3);
		for (const l of LOCATIONS.slice(1, 6)) expect([1, 2]).toContain(l.qualities.length);
		for (const l of LOCATIONS) for (const q of l.qualities) expect(QUALITIES).toContain(q);
		expect(LOCATIONS.filter((l) => l.qualitiesReconstructed).map((l) => l.id)).toEqual(['rohan', 'edoras', 'orthanc', 'helms-deep', 'minas-tirith']);
		expect(RECONSTRUCTED.pathCardSpaces).toBe(true);
	});
	it('has 6 path cards of 2 to 4 spaces', () => {
		expect(PATH_CARD_SPACES).toHaveLength(6);
		for (const n of PATH_CARD_SPACES) expect(n >= 2 && n <= 4).toBe(true);
	});
});

describe('« PRÉPARATIFS »', () => {
	for (const players of [2, 3, 4, 5]) {
		it(`deals 6 cards each, 4 face up, the rest as the pile, with ${players} players`, () => {
			for (const seed of [1, 2, 3]) {
				const c = start(players, seed).getSnapshot().context as TTContext;
				expect(c.hands.map((h) => h.length)).toEqual(new Array(players).fill(6));
				expect(c.faceUp).toHaveLength(4);
				expect(c.deck).toHaveLength(96 - 6 * players - 4);
				expect(c.aside).toEqual([]);
				const all = [...c.deck, ...c.faceUp, ...c.hands.flat()].sort((a, b) => a - b);
				expect(all).toEqual(Array.from({ length: 96 }, (_, i) => i));
				expect(c.rows.flat().every((r) => r === null)).toBe(true);
			}
		});
	}
	for (const players of [3, 4, 5]) {
		it(`puts players − 1 = ${players - 1} tokens at every location but Amon Hen, at least one 5 at Minas Tirith, the rest in the box`, () => {
			for (let seed = 1; seed <= 30; seed++) {
				const c = start(players, seed).getSnapshot().context as TTContext;
				expect(c.locationTokens[0]).toEqual([]);
				for (let l = 1; l <= 6; l++) expect(c.locationTokens[l]).toHaveLength(players - 1);
				expect(c.locationTokens[6].some((t) => tokenValue(t) === 5)).toBe(true);
				expect(c.box).toHaveLength(24 - 6 * (players - 1));
				const all = [...c.box, ...c.locationTokens.flat()].sort((a, b) => a - b);
				expect(all).toEqual(Array.from({ length: 24 }, (_, i) => i));
			}
		});
	}
	it('« LA PARTIE A DEUX »: one token per quality symbol of each location, at least one 5 at Minas Tirith', () => {
		const seen = new Set<number>();
		for (let seed = 1; seed <= 40; seed++) {
			const c = start(2, seed).getSnapshot().context as TTContext;
			expect(c.twoPlayer).toBe(true);
			expect(c.locationTokens.map((t) => t.length)).toEqual(LOCATIONS.map((l) => l.qualities.length));
			expect(c.locationTokens.map((t) => t.length)).toEqual([0, 1, 2, 2, 1, 2, 3]);
			const mt = c.locationTokens[6];
			expect(mt.some((t) => tokenValue(t) === 5)).toBe(true);
			seen.add(mt.findIndex((t) => tokenValue(t) === 5));
			expect(c.box).toHaveLength(24 - 11);
		}
		// The 5 is not always under the same symbol.
		expect(seen.size).toBeGreaterThan(1);
	});
	it('shuffles the six path cards between the locations', () => {
		const orders = new Set<string>();
		for (let seed = 1; seed <= 20; seed++) {
			const c = start(3, seed).getSnapshot().context as TTContext;
			expect(c.paths.slice().sort()).toEqual(PATH_CARD_SPACES.slice().sort());
			orders.add(c.paths.join());
		}
		expect(orders.size).toBeGreaterThan(5);
	});
	it('gives the ring to the start player (option startSeat, default seat 0), who acts first on the first path space', () => {
		const a = start(4, 9);
		let s = a.getSnapshot();
		expect(phaseOf(s.value)).toBe('choose');
		expect(s.context.ring).toBe(0);
		expect(def.activeSeats(s)).toEqual([0]);
		const b = start(4, 9, 2);
		s = b.getSnapshot();
		expect(s.context.ring).toBe(2);
		expect(s.context.startSeat).toBe(2);
		expect(def.activeSeats(s)).toEqual([2]);
		expect(def.view(s, 'table').marker).toEqual({ kind: 'path', gap: 0, space: 0 });
	});
	it('is the same game for the same seed and another for another seed', () => {
		const x = start(3, 77).getSnapshot().context as TTContext;
		const y = start(3, 77).getSnapshot().context as TTContext;
		const z = start(3, 78).getSnapshot().context as TTContext;
		expect(JSON.stringify(x)).toBe(JSON.stringify(y));
		expect(x.deck).not.toEqual(z.deck);
	});
	it('refuses 1 or 6 players and a start seat that is not a seat', () => {
		const bad = (players: number, startSeat = 0) => {
			const actor = createActor(def.machine, { input: def.createInput({ seats: seatsOf(players), seed: 1, options: { startSeat } }) });
			let err: unknown = null;
			actor.subscribe({ error: (e) => (err = e) });
			actor.start();
			return err;
		};
		expect(bad(1)).toBeInstanceOf(RangeError);
		expect(bad(6)).toBeInstanceOf(RangeError);
		expect(bad(3, 3)).toBeInstanceOf(RangeError);
		expect(bad(3, 2)).toBeNull();
	});
});
