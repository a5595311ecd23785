/**
 * What `npm run bench` measured for the partner's levels (scripts/bench/lcg-bot.ts: every seat
 * the computer at that level, starter decks Leadership then Tactics, seeded games), shown on
 * the new-game screen (LevelsNote.svelte). Whole percentages of games won. Measured on
 * 2026-11-28 after the partner learnt to read how much damage a card effect's prompt deals
 * (its `amount`) and to bring out the weakest Spider once Ungoliant's Spawn is found, seeds
 * 1-200 for both levels, 95 % Wilson intervals: normal 63/200 solo [25.5-38.2 %], 56/200 two
 * seats [22.2-34.6 %] (was 63/200 and 62/200 [25.0-37.7]: the same within the intervals);
 * easy 13/200 solo [3.8-10.8 %], 26/200 two seats [9.0-18.4 %] (easy wins measurably less: in
 * both cells the intervals do not overlap).
 */
export const MEASURED: Record<'easy' | 'normal', { games: number; mirkwoodSolo: number; mirkwoodDuo: number }> = {
	normal: { games: 200, mirkwoodSolo: 32, mirkwoodDuo: 28 },
	easy: { games: 200, mirkwoodSolo: 7, mirkwoodDuo: 13 }
};
