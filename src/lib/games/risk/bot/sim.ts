/**
 * Shared by the bots: a driver that plays a whole game with bots on the pure rules (used by the
 * bench and the bot-strength tests), and a light static evaluation of a position.
 */
import { createRng, rngCursor } from '$lib/engine/rng';
import type { BotLevel } from '$lib/engine/types';
import { DEFAULT_OPTIONS } from '../definition';
import { REGIONS } from '../data/map';
import { NEIGHBOURS, REGION_TERRITORIES, STRONGHOLDS } from '../rules/board';
import { initialContext } from '../rules/setup';
import { applyEvent, legalEvents } from '../rules/turn';
import { actingSeat } from '../rules/reactions';
import { ranking, scoreSheet } from '../rules/scoring';
import type { RiskContext, RiskEvent, RiskOptions } from '../types';
import { botMove } from './index';

/**
 * A seat of a bench or test game: a bot level, or `'random'`: a player choosing uniformly among
 * its legal events (`legalEvents`), the baseline the "easy" level is measured against.
 */
export type SimPlayer = BotLevel | 'random';

/** The uniformly random legal player's move. @throws Error when `seat` has no legal event */
export function randomMove(c: RiskContext, seat: number, random: () => number): RiskEvent {
	const legal = legalEvents(c, seat);
	if (legal.length === 0) throw new Error('no legal move');
	return legal[Math.floor(random() * legal.length)];
}

/**
 * Plays one game where seat i is played by `levels[i]`, from `seed`; when `time` is given, adds
 * each level's decision time (ms) and count to it.
 * @returns the winners, the scores, the number of player turns and events, the reaction
 *   windows opened and the reaction cards played
 * @throws Error when the game does not end within `maxEvents`
 */
export function botGame(levels: SimPlayer[], seed: number, options: Partial<RiskOptions> = {}, maxEvents = 50000, time?: Record<string, { ms: number; moves: number }>) {
	let c: RiskContext = initialContext({ seats: levels.map((_, i) => ({ name: `P${i + 1}` })), options: { ...DEFAULT_OPTIONS, ...options }, seed });
	const r = rngCursor(createRng(seed ^ 0xb07));
	const random = () => r.int(0, 999_999) / 1_000_000;
	let n = 0;
	let windows = 0;
	let reactions = 0;
	while (c.phase !== 'end') {
		if (n++ > maxEvents) throw new Error(`bot game ${seed} did not end`);
		const seat = actingSeat(c);
		const level = levels[seat];
		const t = time ? performance.now() : 0;
		const ev = level === 'random' ? randomMove(c, seat, random) : botMove(c, seat, level, random);
		if (time) {
			const x = (time[level] ??= { ms: 0, moves: 0 });
			x.ms += performance.now() - t;
			x.moves++;
		}
		if (c.phase === 'react') windows++;
		if (ev.type === 'REACT') reactions++;
		c = applyEvent(c, ev);
	}
	const lines = scoreSheet(c);
	return { winners: ranking(lines, c.tieRolls).winners, scores: lines.map((l) => l.total), turns: c.turnNumber, events: n, windows, reactions };
}

/** Points `seat` would score now from the board alone: territories, regions (summary: 1 each, or bonus), strongholds. */
export function boardPoints(owner: number[], seat: number, regionBonus: boolean): number {
	let p = 0;
	for (const o of owner) if (o === seat) p++;
	for (const r of REGIONS) if (REGION_TERRITORIES[r.id].every((t) => owner[t] === seat)) p += regionBonus ? r.bonus : 1;
	for (const t of STRONGHOLDS) if (owner[t] === seat) p += 2;
	return p;
}

/** Enemy battalions that could strike `t` next turn (largest adjacent enemy stack minus one). */
export function strongestNeighbour(owner: number[], armies: number[], seat: number, t: number): number {
	let best = 0;
	for (const n of NEIGHBOURS[t]) if (owner[n] !== seat && owner[n] >= 0) best = Math.max(best, armies[n] - 1);
	return best;
}
