/**
 * Issue 21: partner games across the three Core scenarios, every seat the computer (solo and
 * two seats, both levels, decks varied), through the engine's own transitions (bot/sim.ts):
 * every move is one of the seat's legal events (`simSend` refuses anything else) and every
 * game ends. In an action window a seat acts when it wants to, else the first player closes it
 * (sim.ts `simTurn`). After every move every card is in exactly one zone and none is created or
 * lost (lcg-invariants.ts, as in the random games of lcg.test.ts).
 *
 * Games in all: env LCG_PARTNER_GAMES, default 200. The issue asks for 1,000; measured
 * 2026-11-27 on the shared 2-core machine at load average 11-16: LCG_PARTNER_GAMES=200 ran
 * in 168 s of wall time inside vitest, about 50 s of CPU (user time 67.5 s, less 17 s for the
 * same run with 0 games: vitest's start and transforms), every game legal and ended; the
 * partner takes about 80 % of a game's time (its lookahead runs the engine). 1,000 would be
 * about 250 s of CPU, beyond the suite's budget: LCG_PARTNER_GAMES=1000 runs the full soak.
 */
import { describe, expect, it } from 'vitest';
import { createRng, rngCursor } from '$lib/engine/rng';
import type { GameSnapshot } from '$lib/engine/types';
import lcg, { DEFAULT_OPTIONS } from '$lib/games/lcg/definition';
import { simSend, simStart, simTurn } from '$lib/games/lcg/bot/sim';
import type { LcgContext, ScenarioId, StarterDeckId } from '$lib/games/lcg/types';
import { cardsInGame, checkInvariants } from './lcg-invariants';

const GAMES = Number(process.env.LCG_PARTNER_GAMES ?? 200);
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
			const cards = cardsInGame(scenario, decks, DEFAULT_OPTIONS.easy === true);
			checkInvariants(g.ctx, cards);
			let moves = 0;
			const decide = (ctx: LcgContext, seat: number) => lcg.botChoice!({ status: 'active', context: ctx } as unknown as GameSnapshot<LcgContext>, seat, level, random);
			for (;;) {
				const turn = simTurn(g, decide);
				if (!turn) break;
				if (++moves > 20_000) throw new Error(`game ${i} (${scenario}, ${decks}) did not end in 20,000 moves`);
				g = simSend(g, turn.choice.event);
				checkInvariants(g.ctx, cards);
			}
			expect(g.ctx.outcome === 'victory' || g.ctx.outcome === 'defeat').toBe(true);
			outcomes[g.ctx.outcome!]++;
		}
		expect(outcomes.victory + outcomes.defeat).toBe(GAMES);
	});
});
