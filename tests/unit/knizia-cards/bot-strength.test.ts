/**
 * Strength of the computer players of Knizia's region card game on a fixed set of seeded games
 * (so the numbers are deterministic): issue 11's targets where this small sample is far from
 * the line — 'easy' beats random play in at least 60% of 2-player games, 'normal' in at least
 * 90% — and 'hard' beats 'normal' in at least 60% of 2-player games. The 200-game table is
 * `npm run bench`. Games per check: env KC_BOT_GAMES (default 30).
 */
import { describe, expect, it } from 'vitest';
import def from '$lib/games/knizia-cards/definition';
import { winRate } from '../../../scripts/bench/bots';

const GAMES = Number(process.env.KC_BOT_GAMES ?? 30);

describe("Knizia's card game bot strength (fixed seeds)", () => {
	it('easy beats random play in at least 60% of 2-player games', () => {
		expect(winRate(def, 'easy', 'random', 2, GAMES, 8000).rate).toBeGreaterThanOrEqual(0.6);
	});
	it('normal beats random play in at least 90% of 2-player games, and more than its share with 4 players', () => {
		expect(winRate(def, 'normal', 'random', 2, GAMES, 8100).rate).toBeGreaterThanOrEqual(0.9);
		expect(winRate(def, 'normal', 'random', 4, GAMES, 8200).rate).toBeGreaterThan(0.25);
	});
	it('hard beats normal in at least 60% of 2-player games', () => {
		expect(winRate(def, 'hard', 'normal', 2, GAMES, 8300).rate).toBeGreaterThanOrEqual(0.6);
	});
});
