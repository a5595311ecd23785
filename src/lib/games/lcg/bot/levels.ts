/**
 * What `npm run bench` measured for the partner's levels (scripts/bench/lcg-bot.ts: every seat
 * the computer at that level, starter decks Leadership then Tactics, seeds 1-200 of each cell),
 * shown on the new-game screen (LevelsNote.svelte): whole percentages of Passage Through
 * Mirkwood games won alone and with two seats, and the games won of 200 with two seats in
 * Journey Down the Anduin and Escape from Dol Guldur. Measured on 2026-11-28 after the partner
 * learnt to defend with the rest of the combat in mind and to keep Aragorn a resource to ready
 * after questing, 95 % Wilson intervals: normal 68/200 solo [27.8-40.8 %], 70/200 two seats
 * [28.7-41.8 %], Anduin 1/200 [0.1-2.8 %], Dol Guldur 0/200 [0-1.9 %]; easy 14/200 solo
 * [4.2-11.4 %], 26/200 two seats [9.0-18.4 %], Anduin 0/200, Dol Guldur 0/200 (easy wins
 * measurably less in Mirkwood: the intervals do not overlap).
 */
export const MEASURED: Record<'easy' | 'normal', { games: number; mirkwoodSolo: number; mirkwoodDuo: number; anduinDuoWon: number; dolGuldurDuoWon: number }> = {
	normal: { games: 200, mirkwoodSolo: 34, mirkwoodDuo: 35, anduinDuoWon: 1, dolGuldurDuoWon: 0 },
	easy: { games: 200, mirkwoodSolo: 7, mirkwoodDuo: 13, anduinDuoWon: 0, dolGuldurDuoWon: 0 }
};
