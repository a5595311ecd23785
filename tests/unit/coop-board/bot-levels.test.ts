/**
 * Computer hobbits by level (issue 18 « Computer hobbits »): an easy partner plays sensibly but
 * less well than a normal one. Win rates with their intervals are measured by `npm run bench`
 * (scripts/coop-bots.ts); here: easy games end with legal moves only, travel as far as Mordor,
 * and the easy partner still makes the obvious moves.
 */
import { describe, expect, it } from 'vitest';
import { botMove } from '$lib/games/coop-board/bot';
import { setupGame } from '$lib/games/coop-board/rules/flow';
import { applyEvent, deciders, legalEventsFor } from '$lib/games/coop-board/rules/moves';
import { jsonEqual } from '$lib/engine/equal';
import { wilson } from '../../../scripts/bench/stats';
import type { CoopContext } from '$lib/games/coop-board/types';

function game(seed: number, level: 'easy' | 'normal'): CoopContext {
	let c = setupGame({ seats: [0, 1, 2].map((i) => ({ name: `B${i}`, bot: level })), options: { sauron: 15, passRing: false, equalTurns: false, solo: false, competitive: false }, seed });
	let k = 0;
	while (!c.outcome) {
		const seat = deciders(c)[0];
		const ev = botMove(c, seat, level, () => ((k++ * 7919 + seed) % 1000) / 1000);
		expect(legalEventsFor(c, seat).some((l) => jsonEqual(l, ev))).toBe(true);
		c = applyEvent(c, ev);
	}
	return c;
}

describe('the easy computer hobbit', () => {
	it('plays legal moves to the end of every game, and the Fellowship gets as far as Helm\'s Deep on average (Sauron 15, 3 hobbits)', () => {
		const games = Array.from({ length: 12 }, (_, i) => game(400 + i, 'easy'));
		const mean = games.reduce((a, c) => a + c.location, 0) / games.length;
		expect(mean).toBeGreaterThanOrEqual(4);
	});
	it('still rescues a hobbit next to Sauron with Elessar', () => {
		let c = setupGame({ seats: [0, 1, 2].map((i) => ({ name: `B${i}`, bot: 'easy' as const })), options: { sauron: 15, passRing: false, equalTurns: false, solo: false, competitive: false }, seed: 9 });
		c = JSON.parse(JSON.stringify(c));
		for (const p of c.players) p.hand = p.hand.filter((x) => x !== 'L-elessar');
		c.legends.rivendell = c.legends.rivendell.filter((x) => x !== 'L-elessar');
		c.questDeck = c.questDeck.filter((x) => x !== 'L-elessar');
		c.players[0].hand.push('L-elessar');
		c.players[2].pos = 13;
		expect(botMove(c, 0, 'easy', () => 0.01)).toEqual({ type: 'EPIC', seat: 0, card: 'elessar', target: 2 });
	});
});

describe('the bench\'s 95 % Wilson interval', () => {
	it('matches the textbook values (0 of 100 → [0, 3.7 %]; 38 of 100 → [29.1 %, 47.8 %])', () => {
		const [lo0, hi0] = wilson(0, 100);
		expect(lo0).toBe(0);
		expect(hi0).toBeCloseTo(0.037, 3);
		const [lo, hi] = wilson(38, 100);
		expect(lo).toBeCloseTo(0.291, 3);
		expect(hi).toBeCloseTo(0.478, 3);
	});
});
