/**
 * What `npm run bench` measured for the partner's levels (scripts/bench/lcg-bot.ts: every seat
 * the computer at that level, starter decks Leadership then Tactics, seeded games), shown on
 * the new-game screen (LevelsNote.svelte). Whole percentages of games won. Measured on
 * 2026-11-27 after the partner learnt to wear down the enemy the quest stage needs destroyed
 * (see.ts `stageKill`), seeds 1-200 for normal and 1-100 for easy, 95 % Wilson intervals:
 * normal 39/200 solo [14.6-25.5 %], 56/200 two seats [22.2-34.6 %]; easy 4/100 solo [1.6-9.8 %],
 * 17/100 two seats [10.9-25.5 %] (easy wins measurably less: solo the intervals do not overlap;
 * with two seats 28 % against 17 %, a two-proportion test gives z ≈ 2.1).
 */
export const MEASURED: Record<'easy' | 'normal', { games: number; mirkwoodSolo: number; mirkwoodDuo: number }> = {
	normal: { games: 200, mirkwoodSolo: 20, mirkwoodDuo: 28 },
	easy: { games: 100, mirkwoodSolo: 4, mirkwoodDuo: 17 }
};
