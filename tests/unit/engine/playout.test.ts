import { describe, expect, it } from 'vitest';
import { randomPlayout } from '$lib/engine/playout';
import { replay } from '$lib/engine/session';
import { toyGame, TWO, TOY_DECK, TOY_PASSES, TOY_TARGET, type ToyContext } from './toy-game';
import type { AnyGameDefinition, GameSnapshot } from '$lib/engine/types';

const THREE = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];
const deckTotal = TOY_DECK.reduce((a, b) => a + b, 0);

describe('randomPlayout on the toy game', () => {
	it('ends for many seeds, with a result that follows the rules and keeps the cards', () => {
		for (let seed = 0; seed < 300; seed++) {
			const seats = seed % 2 ? TWO : THREE;
			const r = randomPlayout(toyGame, seats, seed, {
				check: (s) => {
					const c = s.context as ToyContext;
					// cards are neither created nor lost: drawn points + deck = the whole deck
					const drawn = c.log.filter((l) => l.key === 'toy_draw').reduce((a, l) => a + Number(l.params!.value), 0);
					expect(drawn + c.deck.reduce((a, b) => a + b, 0)).toBe(deckTotal);
					expect(c.scores.reduce((a, b) => a + b, 0)).toBe(drawn);
					expect(c.passesLeft.every((p) => p >= 0 && p <= TOY_PASSES)).toBe(true);
				}
			});
			expect(r.result).not.toBeNull();
			const c = r.final.context as ToyContext;
			expect(r.final.status).toBe('done');
			expect(c.deck.length === 0 || c.scores.some((v) => v >= TOY_TARGET)).toBe(true);
			expect(r.steps).toBe(r.events.length);
			expect(r.steps).toBeLessThanOrEqual(TOY_DECK.length + TOY_PASSES * seats.length);
			if (r.result!.kind === 'ranking') expect(r.result!.scores).toEqual(c.scores);
			// the events replay to the same final state
			const again = replay(toyGame, { seats, options: { ...toyGame.defaultOptions }, seed }, r.events);
			expect(JSON.stringify(again.getSnapshot().context)).toBe(JSON.stringify(c));
		}
	});

	it('is deterministic: same seed, same events', () => {
		expect(randomPlayout(toyGame, TWO, 99).events).toEqual(randomPlayout(toyGame, TWO, 99).events);
	});

	it('uses the bot for a share of the moves', () => {
		const r = randomPlayout(toyGame, TWO, 4, { botShare: 1 });
		expect(r.result).not.toBeNull();
	});

	it('reports a broken invariant thrown by check', () => {
		expect(() =>
			randomPlayout(toyGame, TWO, 1, {
				check: (_s, ev) => {
					if (ev?.type === 'draw') throw new Error('invariant broken');
				}
			})
		).toThrow('invariant broken');
	});
});

describe('randomPlayout on broken definitions', () => {
	it('throws on a dead end: the active seat has no legal event (here after the first draw)', () => {
		const broken: AnyGameDefinition = {
			...toyGame,
			legalEvents: (s: GameSnapshot<ToyContext>, seat: number) => (s.context.deck.length < 12 ? [] : toyGame.legalEvents(s, seat))
		};
		expect(() => randomPlayout(broken, TWO, 3)).toThrow(/active seat \d has no legal event \(seed 3/);
	});

	it('throws on a dead end: nobody is active while the game is not over', () => {
		const broken: AnyGameDefinition = { ...toyGame, activeSeats: () => [] };
		expect(() => randomPlayout(broken, TWO, 3)).toThrow(/no active seat while the game is not over/);
	});

	it('throws when a game never ends', () => {
		const endless: AnyGameDefinition = {
			...toyGame,
			result: () => null,
			activeSeats: () => [0],
			legalEvents: () => [{ type: 'noop', seat: 0 }]
		};
		expect(() => randomPlayout(endless, TWO, 3, { maxSteps: 50 })).toThrow(/did not end within 50 events/);
	});

	it('throws when the machine fails on a listed event', () => {
		expect(() => randomPlayout(toyGame, TWO, 3, { options: { withBoom: true } })).toThrow(/boom/);
	});
});
