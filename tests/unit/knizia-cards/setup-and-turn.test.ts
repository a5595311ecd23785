/**
 * « PREPARATION » and « Le dépôt des cartes »: decks, hands, the per-turn limits, the refill,
 * and illegal moves refused by the GameSession.
 */
import { describe, expect, it } from 'vitest';
import { IllegalEventError } from '$lib/engine/session';
import def from '$lib/games/knizia-cards/definition';
import { cardInfo, colourDeck, DECK_PER_COLOUR } from '$lib/games/knizia-cards/data/cards';
import { playProblem } from '$lib/games/knizia-cards/rules';
import { ctxOf, fresh, places, sessionFrom, setHand, stateOf } from './helpers';

const P = places();

describe('setup (« PREPARATION »)', () => {
	it('a colour deck has 22 cards: one 0, seven 1s, four 2s, four Hobbit 3s, four 4s, one 5, one Nazgûl', () => {
		const d = colourDeck('R').map(cardInfo);
		expect(d).toHaveLength(22);
		const count = (v: number | null) => d.filter((c) => c.value === v).length;
		expect([count(0), count(1), count(2), count(3), count(4), count(5), count(null)]).toEqual([1, 7, 4, 4, 4, 1, 1]);
		expect(d.filter((c) => c.hobbit).map((c) => c.value)).toEqual([3, 3, 3, 3]);
		expect(d.filter((c) => c.nazgul)).toHaveLength(1);
		expect(DECK_PER_COLOUR.reduce((a, l) => a + l.count, 0)).toBe(22);
		expect(new Set(['R', 'B', 'G', 'Y'].flatMap((c) => colourDeck(c as 'R')))).toHaveProperty('size', 88);
	});

	it('4 players: one colour each, a hand of 6, 16 in the deck', () => {
		const c = fresh(4);
		expect(c.seatColours).toEqual([['R'], ['B'], ['G'], ['Y']]);
		for (let s = 0; s < 4; s++) {
			expect(c.hands[s]).toHaveLength(6);
			expect(c.decks[s]).toHaveLength(16);
			expect([...c.hands[s], ...c.decks[s]].every((id) => cardInfo(id).colour === c.seatColours[s][0])).toBe(true);
		}
	});

	it('3 players: one colour leaves the game', () => {
		const c = fresh(3);
		expect(c.seatColours.flat()).toEqual(['R', 'B', 'G']);
		expect([...c.hands.flat(), ...c.decks.flat()].some((id) => id.startsWith('Y-'))).toBe(false);
	});

	it('2 players: red + blue against green + yellow, each shuffled into one deck of 44', () => {
		const c = fresh(2);
		expect(c.seatColours).toEqual([
			['R', 'B'],
			['G', 'Y']
		]);
		expect(c.hands[0].length + c.decks[0].length).toBe(44);
		const colours = new Set([...c.hands[0], ...c.decks[0]].map((id) => cardInfo(id).colour));
		expect([...colours].sort()).toEqual(['B', 'R']);
	});

	it('Bag End is the first current region, the first seat acts, the same seed gives the same deal', () => {
		const s = sessionFrom(fresh(3, 9));
		expect(ctxOf(s).regions).toEqual([{ index: 0, x: 0, y: 0, scored: false }]);
		expect(def.activeSeats(s.snapshot)).toEqual([0]);
		expect(fresh(3, 9).hands).toEqual(fresh(3, 9).hands);
		expect(fresh(3, 9).decks).not.toEqual(fresh(3, 10).decks);
	});
});

describe('laying cards (« Le dépôt des cartes »)', () => {
	it('at least one card: ending the turn before laying one is refused', () => {
		const s = sessionFrom(fresh(4));
		expect(() => s.send({ type: 'endTurn', seat: 0 })).toThrow(IllegalEventError);
		expect(s.legalEvents(0).some((e) => e.type === 'endTurn')).toBe(false);
	});

	it('any number of 1s (rulebook: two 1s and the 0)', () => {
		const c = fresh(4);
		setHand(c, 0, ['R-1-1', 'R-1-2', 'R-1-3', 'R-0-1', 'R-4-1', 'R-5-1']);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-1-1', x: P[0][0], y: P[0][1] });
		s.send({ type: 'play', seat: 0, card: 'R-1-2', x: P[1][0], y: P[1][1] });
		s.send({ type: 'play', seat: 0, card: 'R-0-1', x: P[2][0], y: P[2][1] });
		s.send({ type: 'play', seat: 0, card: 'R-1-3', x: P[3][0], y: P[3][1] });
		// after 1s, no higher card
		expect(() => s.send({ type: 'play', seat: 0, card: 'R-4-1', x: P[4][0], y: P[4][1] })).toThrow(IllegalEventError);
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-4-1', x: P[4][0], y: P[4][1] })).toBe('limit-ones-played');
		expect(ctxOf(s).turn).toMatchObject({ deposited: 4, ones: 3, highs: 0 });
	});

	it('one higher card only (rulebook: one 3 and the 0), no 1 after it', () => {
		const c = fresh(4);
		setHand(c, 0, ['R-3-1', 'R-0-1', 'R-1-1', 'R-2-1', 'R-N', 'R-5-1']);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-3-1', x: 0, y: -1 });
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-2-1', x: 1, y: -1 })).toBe('limit-high-played');
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-1-1', x: 1, y: -1 })).toBe('limit-high-played');
		s.send({ type: 'play', seat: 0, card: 'R-0-1', x: 1, y: -1 });
		// the Nazgûl comes in addition too (on a free place it simply leaves the game)
		s.send({ type: 'play', seat: 0, card: 'R-N', x: 2, y: -1 });
		expect(ctxOf(s).removed).toContain('R-N');
		const legal = s.legalEvents(0);
		expect(legal.filter((e) => e.type === 'play')).toEqual([]);
		expect(legal).toEqual([{ type: 'endTurn', seat: 0 }]);
	});

	it('only the 0 is a whole turn', () => {
		const c = fresh(4);
		setHand(c, 0, ['R-0-1', 'R-1-1', 'R-2-1', 'R-2-2', 'R-4-1', 'R-5-1']);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-0-1', x: -1, y: 0 });
		s.send({ type: 'endTurn', seat: 0 });
		expect(ctxOf(s).current).toBe(1);
	});

	it('after the turn the hand is refilled to 6 from the own deck, then the player to the left plays', () => {
		const c = fresh(4);
		const deckTop = c.decks[0].slice(0, 2);
		const s = sessionFrom(c);
		const ones = ctxOf(s).hands[0].filter((id) => cardInfo(id).value === 1);
		const first = ones[0] ?? ctxOf(s).hands[0][0];
		s.send({ type: 'play', seat: 0, card: first, x: 0, y: -1 });
		s.send({ type: 'endTurn', seat: 0 });
		const after = ctxOf(s);
		expect(after.hands[0]).toHaveLength(6);
		expect(after.hands[0]).toContain(deckTop[0]);
		expect(after.decks[0]).toHaveLength(15);
		expect(after.current).toBe(1);
		expect(stateOf(s)).toBe('playing');
	});

	it('refuses moves by a seat whose turn it is not, cards not in hand, and cells that are no place', () => {
		const c = fresh(4);
		setHand(c, 1, ['B-1-1', 'B-1-2', 'B-1-3', 'B-1-4', 'B-1-5', 'B-1-6']);
		setHand(c, 0, ['R-1-1', 'R-1-2', 'R-1-3', 'R-1-4', 'R-1-5', 'R-1-6']);
		const s = sessionFrom(c);
		expect(() => s.send({ type: 'play', seat: 1, card: 'B-1-1', x: 0, y: -1 })).toThrow(IllegalEventError);
		expect(() => s.send({ type: 'play', seat: 0, card: 'R-5-1', x: 0, y: -1 })).toThrow(IllegalEventError);
		expect(() => s.send({ type: 'play', seat: 0, card: 'R-1-1', x: 0, y: 0 })).toThrow(IllegalEventError);
		expect(() => s.send({ type: 'play', seat: 0, card: 'R-1-1', x: 5, y: 5 })).toThrow(IllegalEventError);
		expect(playProblem(ctxOf(s), { seat: 0, card: 'R-1-1', x: 0, y: 0 })).toBe('not-a-place');
		expect(s.log).toHaveLength(0);
	});
});
