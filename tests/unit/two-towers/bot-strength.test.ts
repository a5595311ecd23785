/**
 * The 'normal' bot plays better than chance: against random players it wins clearly more
 * than its share of games (fixed seeds, so the numbers are deterministic), and 'easy' less.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createRng, rngCursor } from '$lib/engine/rng';
import type { BotLevel, GameSnapshot } from '$lib/engine/types';
import def from '$lib/games/two-towers/definition';
import type { TTContext } from '$lib/games/two-towers/types';
import { seatsOf } from './helpers';

function winRate(players: number, level: BotLevel, games: number): number {
	let wins = 0;
	for (let g = 0; g < games; g++) {
		const botSeat = g % players;
		const actor = createActor(def.machine, { input: def.createInput({ seats: seatsOf(players), seed: 5000 + g }) }).start();
		const r = rngCursor(createRng(g));
		const random = () => r.int(0, 999_999) / 1_000_000;
		for (;;) {
			const s = actor.getSnapshot() as GameSnapshot<TTContext>;
			const res = def.result(s);
			if (res) {
				if (res.kind === 'ranking' && res.winners.includes(botSeat)) wins++;
				break;
			}
			const seat = def.activeSeats(s)[0];
			const legal = def.legalEvents(s, seat);
			actor.send(seat === botSeat ? def.botEvent(s, seat, level, random) : legal[r.int(0, legal.length - 1)]);
		}
		actor.stop();
	}
	return wins / games;
}

describe('bot strength', () => {
	it('the normal bot beats random players far more often than its share', () => {
		const rate3 = winRate(3, 'normal', 120);
		const rate2 = winRate(2, 'normal', 120);
		expect(rate3).toBeGreaterThan(0.8);
		expect(rate2).toBeGreaterThan(0.9);
	});
	it('the easy bot is weaker than the normal bot', () => {
		const easy = winRate(3, 'easy', 120);
		const normal = winRate(3, 'normal', 120);
		expect(easy).toBeLessThan(normal);
	});
});
