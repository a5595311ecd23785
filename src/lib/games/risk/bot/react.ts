/**
 * Every bot level's answer in a reaction window (rules/reactions.ts). easy: a random legal
 * answer. normal and hard: Violent Storms whenever it may be played (it wipes the battle out);
 * Courage Alone whenever it may (4 battalions where they are needed now); Strategic Withdrawal
 * when the invader is likely to take the territory anyway (exact conquest odds ≥ 0.5 with 3+
 * battalions to save), into the adjacent territory of ours with the most battalions; Faramir
 * to let the Fellowship go on when the bot leads the score alone (the end comes sooner), and to
 * hold it back otherwise.
 */
import type { BotLevel } from '$lib/engine/types';
import { conquestProbability } from '../rules/combat';
import { ringRollSucceeds } from '../rules/fellowship';
import { reactionEvents, reactionOf } from '../rules/reactions';
import { scoreSheet } from '../rules/scoring';
import { battleBonuses } from '../rules/turn';
import type { RiskContext, RiskEvent } from '../types';

/** The bot's REACT or NO_REACTION. @throws Error when `seat` has no window open */
export function reactMove(c: RiskContext, seat: number, level: BotLevel, random: () => number): RiskEvent {
	const legal = reactionEvents(c, seat);
	const w = c.reaction;
	if (legal.length === 0 || !w) throw new Error('no reaction window for this seat');
	if (level === 'easy') return legal[Math.floor(random() * legal.length)];
	const plays = legal.filter((e): e is Extract<RiskEvent, { type: 'REACT' }> => e.type === 'REACT');
	const pass = legal[legal.length - 1];
	if (w.ring) {
		const lines = scoreSheet(c);
		const mine = lines[seat].total;
		const leading = lines.every((l) => l.seat === seat || l.total < mine);
		const total = w.ring.die + w.ring.plus;
		const movesNow = ringRollSucceeds(total, c.options.ringRoll);
		if (leading === movesNow) return pass;
		return plays.find((e) => reactionOf(e.card) === 'faramir') ?? pass;
	}
	const storms = plays.find((e) => reactionOf(e.card) === 'violentStorms');
	if (storms) return storms;
	const courage = plays.find((e) => reactionOf(e.card) === 'courage');
	if (courage) return courage;
	const { from, to } = w.attack!;
	const b = battleBonuses(c, from, to);
	const odds = conquestProbability(c.armies[from] - 1, c.armies[to], b.attack, b.defend);
	const withdrawals = plays.filter((e) => reactionOf(e.card) === 'withdrawal');
	if (withdrawals.length && c.armies[to] >= 3 && odds >= 0.5) {
		return withdrawals.reduce((best, e) => (c.armies[e.to as number] > c.armies[best.to as number] ? e : best));
	}
	return pass;
}
