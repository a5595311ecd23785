/**
 * Mulligan judgement (« Piocher la Main de Départ »: a player may shuffle their 6 cards back
 * once and draw 6 new ones). Keep a hand that can put characters on the table in the first
 * rounds: at least two allies or attachments the heroes can afford within two rounds.
 */
import { dataOf, heroes, zoneIds } from '../state';
import type { LcgEvent } from '../types';
import { because, type BotChoice } from './reason';
import { hidden, type View } from './see';

/** Cards of the hand that can be played in the first two rounds (cost ≤ resources of two rounds, in a sphere the heroes have). */
export function earlyPlays(v: View, seat: number): number {
	const hs = heroes(v, seat);
	const spheres = new Set(hs.map((h) => dataOf(v, h).sphere));
	const budget = 2 * hs.length;
	let n = 0;
	for (const id of zoneIds(v, `hand:${seat}`)) {
		if (hidden(v, id)) continue;
		const d = dataOf(v, id);
		if (d.type !== 'ally' && d.type !== 'attachment') continue;
		if (typeof d.cost !== 'number' || d.cost > Math.min(budget, 3)) continue;
		if (d.sphere !== 'neutral' && !spheres.has(d.sphere)) continue;
		n++;
	}
	return n;
}

/** KEEP or MULLIGAN. */
export function mulliganChoice(v: View, seat: number, legal: LcgEvent[]): BotChoice {
	const plays = earlyPlays(v, seat);
	const keep = legal.find((e) => e.type === 'KEEP')!;
	const again = legal.find((e) => e.type === 'MULLIGAN');
	if (plays < 2 && again) return because(again, 'lcgbot_reason_mulligan', { count: plays });
	return because(keep, 'lcgbot_reason_keep', { count: plays });
}
