/**
 * What `npm run bench` measured for the partner's levels (scripts/bench/lcg-bot.ts: every seat
 * the computer at that level, starter decks Leadership then Tactics, seeded games), shown on
 * the new-game screen (LevelsNote.svelte). Whole percentages of games won. Measured on
 * 2026-11-27 (after the partner brought out Ungoliant's Spawn on « Ne Quittez pas le Chemin »),
 * 200 games per cell (seeds 1-200), 95 % Wilson intervals: normal 30/200 solo [10.7-20.6 %],
 * 59/200 two seats [23.6-36.2 %]; easy 13/200 solo [3.8-10.8 %], 26/200 two seats [9.0-18.4 %]
 * (easy wins measurably less with two seats: the intervals do not overlap; solo they touch).
 */
export const MEASURED: Record<'easy' | 'normal', { games: number; mirkwoodSolo: number; mirkwoodDuo: number }> = {
	normal: { games: 200, mirkwoodSolo: 15, mirkwoodDuo: 30 },
	easy: { games: 200, mirkwoodSolo: 7, mirkwoodDuo: 13 }
};
