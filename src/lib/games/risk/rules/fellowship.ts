/**
 * The Fellowship (rulebook « Phase 5 : déplacer la communauté »): at the end of each turn the
 * Ring moves one step along its path; on a step with a die it moves on only if the roll
 * succeeds (option `ringRoll`: exactly 3 by the summary, 4–6 by the printed game).
 */
import { RING_PATH } from '../data/game';
import type { RiskOptions } from '../types';

/** Whether a (modified) Fellowship roll lets the Ring leave a die step. */
export function ringRollSucceeds(roll: number, rule: RiskOptions['ringRoll']): boolean {
	return rule === 'three' ? roll === 3 : roll > 3;
}

/** Chance that one roll lets the Ring leave a die step (with `plus` added to the die). */
export function ringSuccessChance(rule: RiskOptions['ringRoll'], plus = 0): number {
	let n = 0;
	for (let d = 1; d <= 6; d++) if (ringRollSucceeds(d + plus, rule)) n++;
	return n / 6;
}

/** Whether the step the Ring stands on has a die. */
export function ringOnDie(step: number): boolean {
	return RING_PATH[step]?.die ?? false;
}

/**
 * Chance that the game ends within the next `turns` Fellowship moves (no card played): the Ring
 * must pass every remaining step; a step without a die takes one move, a die step a success.
 * @returns a probability in [0, 1]
 */
export function endChanceWithin(step: number, turns: number, rule: RiskOptions['ringRoll']): number {
	const p = ringSuccessChance(rule);
	// dist[s] = probability the Ring is at step s (RING_PATH.length = gone)
	let dist = new Map<number, number>([[step, 1]]);
	for (let i = 0; i < turns; i++) {
		const next = new Map<number, number>();
		for (const [s, q] of dist) {
			if (s >= RING_PATH.length) {
				next.set(s, (next.get(s) ?? 0) + q);
				continue;
			}
			const pm = ringOnDie(s) ? p : 1;
			next.set(s + 1, (next.get(s + 1) ?? 0) + q * pm);
			if (pm < 1) next.set(s, (next.get(s) ?? 0) + q * (1 - pm));
		}
		dist = next;
	}
	return dist.get(RING_PATH.length) ?? 0;
}

/** Expected number of Fellowship moves (player turns) until the game ends, from `step`. */
export function expectedMovesLeft(step: number, rule: RiskOptions['ringRoll']): number {
	const p = ringSuccessChance(rule);
	let n = 0;
	for (let s = step; s < RING_PATH.length; s++) n += ringOnDie(s) ? 1 / p : 1;
	return n;
}
