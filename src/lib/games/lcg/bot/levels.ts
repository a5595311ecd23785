/**
 * What `npm run bench` measured for the partner's levels (scripts/bench/lcg-bot.ts: every seat
 * the computer at that level, starter decks Leadership then Tactics, seeds 1-200 of each cell),
 * shown on the new-game screen (LevelsNote.svelte): whole percentages of Passage Through
 * Mirkwood games won alone and with two seats, and the games won of 200 with two seats in
 * Journey Down the Anduin and Escape from Dol Guldur. Measured on 2026-11-28 at cce7d0c (the
 * defence counts a face-down shadow card once and a seat's last hero is lost once; the partner
 * reads Anduin Passage's rule changes), 95 % Wilson intervals: normal 73/200 solo (36.5 %
 * [30.1-43.4]; was 67/200), 108/200 two seats (54.0 % [47.1-60.8]; was 106/200), Anduin 5/200
 * [1.1-5.7 %] (was 2/200), Dol Guldur 0/200 [0-1.9 %]; easy 14/200 solo [4.2-11.4 %], 25/200
 * two seats [8.6-17.8 %], Anduin 0/200, Dol Guldur 0/200 (easy wins measurably less in
 * Mirkwood: the intervals do not overlap).
 */
export const MEASURED: Record<'easy' | 'normal', { games: number; mirkwoodSolo: number; mirkwoodDuo: number; anduinDuoWon: number; dolGuldurDuoWon: number }> = {
	normal: { games: 200, mirkwoodSolo: 37, mirkwoodDuo: 54, anduinDuoWon: 5, dolGuldurDuoWon: 0 },
	easy: { games: 200, mirkwoodSolo: 7, mirkwoodDuo: 13, anduinDuoWon: 0, dolGuldurDuoWon: 0 }
};
