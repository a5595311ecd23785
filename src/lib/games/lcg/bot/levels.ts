/**
 * What `npm run bench` measured for the partner's levels (scripts/bench/lcg-bot.ts: every seat
 * the computer at that level, starter decks Leadership then Tactics, seeded games), shown on
 * the new-game screen (LevelsNote.svelte). Whole percentages of games won. Measured on
 * 2026-11-26, 100 games per cell (seeds 1-100): normal 4/100 solo [1.6-9.8 %], 6/100 two seats
 * [2.8-12.5 %]; easy 2/100 solo [0.6-7.0 %], 7/100 two seats [3.4-13.7 %] (95 % Wilson
 * intervals: the two levels are not yet told apart by these counts).
 */
export const MEASURED: Record<'easy' | 'normal', { games: number; mirkwoodSolo: number; mirkwoodDuo: number }> = {
	normal: { games: 100, mirkwoodSolo: 4, mirkwoodDuo: 6 },
	easy: { games: 100, mirkwoodSolo: 2, mirkwoodDuo: 7 }
};
