/**
 * Issue 21: partner games across the three Core scenarios, every seat the computer (solo and
 * two seats, both levels, decks varied), through the engine's own transitions (bot/sim.ts):
 * every move is one of the seat's legal events (`simSend` refuses anything else) and every
 * game ends. In an action window a seat acts when it wants to, else the first player closes it
 * (sim.ts `simTurn`).
 *
 * Games in all: env LCG_PARTNER_GAMES. The issue asks for 1,000; a partner game took about
 * 3.5 s on the shared 2-core machine at load average about 20 (measured 2026-11-27:
 * LCG_PARTNER_GAMES=100 ran in 354 s, every game legal and ended), so 1,000 would take about
 * an hour there, far beyond the suite's budget: the default stays 30, and
 * LCG_PARTNER_GAMES=1000 runs the full soak.
 */
import { describe, expect, it } from 'vitest';
import { createRng, rngCursor } from '$lib/engine/rng';
import type { GameSnapshot } from '$lib/engine/types';
import lcg, { DEFAULT_OPTIONS } from '$lib/games/lcg/definition';
import { simSend, simStart, simTurn } from '$lib/games/lcg/bot/sim';
import type { LcgContext, ScenarioId, StarterDeckId } from '$lib/games/lcg/types';

const GAMES = Number(process.env.LCG_PARTNER_GAMES ?? 30);
const SCENARIOS: ScenarioId[] = ['passage-through-mirkwood', 'journey-down-the-anduin', 'escape-from-dol-guldur'];
const DECKS: StarterDeckId[] = ['leadership', 'tactics', 'spirit', 'lore'];

describe('partner games', () => {
	it(`${GAMES} games: every move legal, every game ends`, () => {
		const outcomes = { victory: 0, defeat: 0 };
		for (let i = 0; i < GAMES; i++) {
			const scenario = SCENARIOS[i % 3];
			const seats = 1 + ((i >> 2) % 2);
			const decks = Array.from({ length: seats }, (_, s) => DECKS[(i + s * 3) % 4]);
			const level = i % 5 === 4 ? 'easy' : 'normal';
			const chooser = rngCursor(createRng(i * 31 + 5));
			const random = () => chooser.int(0, 999_999) / 1_000_000;
			let g = simStart({ seats: decks.map((_, s) => `P${s + 1}`), options: { ...DEFAULT_OPTIONS, scenario, decks }, seed: 10_000 + i });
			let moves = 0;
			const decide = (ctx: LcgContext, seat: number) => lcg.botChoice!({ status: 'active', context: ctx } as unknown as GameSnapshot<LcgContext>, seat, level, random);
			for (;;) {
				const turn = simTurn(g, decide);
				if (!turn) break;
				if (++moves > 20_000) throw new Error(`game ${i} (${scenario}, ${decks}) did not end in 20,000 moves`);
				g = simSend(g, turn.choice.event);
			}
			expect(g.ctx.outcome === 'victory' || g.ctx.outcome === 'defeat').toBe(true);
			outcomes[g.ctx.outcome!]++;
		}
		expect(outcomes.victory + outcomes.defeat).toBe(GAMES);
	});
});
