/**
 * What `npm run bench` measured for the partner's levels (scripts/bench/lcg-bot.ts: every seat
 * the computer at that level, starter decks Leadership then Tactics, seeds 1-200 of each cell),
 * shown on the new-game screen (LevelsNote.svelte): whole percentages of Passage Through
 * Mirkwood games won alone and with two seats, and the games won of 200 with two seats in
 * Journey Down the Anduin and Escape from Dol Guldur. Measured on 2026-11-28 after Ranged
 * characters learnt to join a partner's attack (flow-combat.ts: the other players are asked once
 * the attacking player has declared; bot/attack.ts, questing.ts), 95 % Wilson intervals: normal
 * 67/200 solo (33.5 % [27.3-40.3]), 106/200 two seats (53.0 % [46.1-59.8]; was 70/200), Anduin
 * 2/200 [0.3-3.6 %], Dol Guldur 0/200 [0-1.9 %]; easy unchanged: 14/200 solo [4.2-11.4 %],
 * 26/200 two seats [9.0-18.4 %], Anduin 0/200, Dol Guldur 0/200 (easy wins measurably less in
 * Mirkwood: the intervals do not overlap).
 */
export const MEASURED: Record<'easy' | 'normal', { games: number; mirkwoodSolo: number; mirkwoodDuo: number; anduinDuoWon: number; dolGuldurDuoWon: number }> = {
	normal: { games: 200, mirkwoodSolo: 34, mirkwoodDuo: 53, anduinDuoWon: 2, dolGuldurDuoWon: 0 },
	easy: { games: 200, mirkwoodSolo: 7, mirkwoodDuo: 13, anduinDuoWon: 0, dolGuldurDuoWon: 0 }
};
