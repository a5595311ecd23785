/**
 * Travel (« Phase de Voyage »): travel to the location that hurts most, its threat leaves the
 * staging area; among equal threats the one with fewer quest points (cleared sooner). A
 * location whose travel cost or effect the lookahead finds too costly is skipped.
 */
import { stat } from '../state';
import type { LcgEvent } from '../types';
import { because, type BotChoice } from './reason';
import { moveGain } from './value';
import type { View } from './see';

/** TRAVEL to the worst location of the staging area, or DONE (none worth it). */
export function travelChoice(v: View, legal: LcgEvent[], random: () => number, careful: boolean): BotChoice {
	const done = legal.find((e) => e.type === 'DONE');
	const options = legal.filter((e): e is Extract<LcgEvent, { type: 'TRAVEL' }> => e.type === 'TRAVEL');
	const score = (e: Extract<LcgEvent, { type: 'TRAVEL' }>) => 3 * stat(v, e.location, 'threat') - stat(v, e.location, 'questPoints');
	options.sort((a, b) => score(b) - score(a));
	for (const o of options) {
		// The travel cost or effect, judged by the lookahead (a card it cannot see counts as acceptable).
		const gain = careful ? moveGain(v, o, random) : null;
		if (gain !== null && gain < -1 && done) continue;
		return because(o, 'lcgbot_reason_travel', { card: v.cards[o.location].cardId, threat: stat(v, o.location, 'threat') });
	}
	return because(done ?? legal[0], 'lcgbot_reason_no_travel', {});
}
