/**
 * What `npm run bench` measured for the partner's levels (scripts/bench/lcg-bot.ts: every seat
 * the computer at that level, starter decks Leadership then Tactics, seeded games), shown on
 * the new-game screen (LevelsNote.svelte). Whole percentages of games won. Measured on
 * 2026-11-28 after the partner learnt that an engaged enemy attacks every round (see.ts
 * `attackersOf` had dropped, before combat, the enemies that attacked the round before), seeds
 * 1-200 for both levels, 95 % Wilson intervals: normal 63/200 solo [25.5-38.2 %], 62/200 two
 * seats [25.0-37.7 %] (was 40/200 [15.0-26.1] and 56/200 [22.2-34.6]); easy 13/200 solo
 * [3.8-10.8 %], 25/200 two seats [8.6-17.8 %] (easy wins measurably less: in both cells the
 * intervals do not overlap).
 */
export const MEASURED: Record<'easy' | 'normal', { games: number; mirkwoodSolo: number; mirkwoodDuo: number }> = {
	normal: { games: 200, mirkwoodSolo: 32, mirkwoodDuo: 31 },
	easy: { games: 200, mirkwoodSolo: 7, mirkwoodDuo: 13 }
};
