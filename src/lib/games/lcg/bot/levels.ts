/**
 * What `npm run bench` measured for the partner's levels (scripts/bench/lcg-bot.ts: every seat
 * the computer at that level, starter decks Leadership then Tactics, seeded games), shown on
 * the new-game screen (LevelsNote.svelte). Whole percentages of games won. Measured on
 * 2026-11-26 at load average about 20 on 2 cores, 200 games per cell (seeds 1-200), 95 % Wilson
 * intervals: normal 31/200 solo [11.1-21.2 %], 49/200 two seats [19.1-30.9 %]; easy 13/200 solo
 * [3.8-10.8 %], 24/200 two seats [8.2-17.2 %] (easy wins measurably less: the intervals do not
 * overlap).
 */
export const MEASURED: Record<'easy' | 'normal', { games: number; mirkwoodSolo: number; mirkwoodDuo: number }> = {
	normal: { games: 200, mirkwoodSolo: 16, mirkwoodDuo: 25 },
	easy: { games: 200, mirkwoodSolo: 7, mirkwoodDuo: 12 }
};
