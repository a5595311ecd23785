/**
 * Computer players of Risk: easy, normal, hard (bot/easy.ts, bot/normal.ts, bot/hard.ts), and
 * every level's answer in a reaction window (bot/react.ts).
 */
import type { BotLevel } from '$lib/engine/types';
import type { RiskContext, RiskEvent } from '../types';
import { easyMove } from './easy';
import { normalMove } from './normal';
import { hardMove } from './hard';
import { reactMove } from './react';

/**
 * The move of a computer player at `level`; `random` in [0, 1) is its only chance.
 * @throws Error when `seat` has no legal event
 */
export function botMove(c: RiskContext, seat: number, level: BotLevel, random: () => number): RiskEvent {
	if (c.phase === 'react') return reactMove(c, seat, level, random);
	if (level === 'easy') return easyMove(c, seat, random);
	if (level === 'hard') return hardMove(c, seat, random);
	return normalMove(c, seat, random);
}
