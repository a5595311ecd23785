/**
 * The LCG's computer partner (issue 21). It decides ONLY from what its seat may see (the
 * view, definition.ts `viewOf`): the encounter deck's order and face-down shadow cards are
 * never read; the one-step lookahead samples them (see.ts `determinize`). One module per
 * decision: mulligan, planning and actions (actions.ts), questing, travel, engagement,
 * defence, attack, the engine's choices (decisions.ts); threat is watched in questing (a
 * larger margin near 50) and in the table value (value.ts).
 *
 * Levels: "normal" plays as above; "easy" makes a new player's mistakes, never absurd moves:
 * it keeps any starting hand, looks only at the staging area when questing (not the cards
 * still to come) and sends everyone, forgets the shadow card when defending, attacks without
 * planning the kill, never engages optionally and uses Actions only while planning. "hard"
 * (not offered for the LCG) plays as "normal".
 */
import type { BotLevel } from '$lib/engine/types';
import type { LcgEvent } from '../types';
import { planningChoice, windowChoice } from './actions';
import { attackChoice } from './attack';
import { decisionChoice } from './decisions';
import { attackOrderChoice, defenceChoice } from './defence';
import { engagementChoice } from './engagement';
import { mulliganChoice } from './mulligan';
import { questChoice, type QuestStyle } from './questing';
import { because, type BotChoice } from './reason';
import type { View } from './see';
import { travelChoice } from './travel';

export type { BotChoice } from './reason';

/** What a level changes. */
interface Style {
	quest: QuestStyle;
	careful: boolean;
	mulligan: boolean;
	engage: boolean;
	/** Gain the lookahead must find before a card is played in planning / an Action used in a window (Infinity: never in windows). */
	planThreshold: number;
	windowThreshold: number;
}

const STYLES: Record<'easy' | 'normal', Style> = {
	normal: { quest: { margin: 1, countReveals: true, keepDefenders: true }, careful: true, mulligan: true, engage: true, planThreshold: 0.3, windowThreshold: 0.5 },
	easy: { quest: { margin: 0, countReveals: false, keepDefenders: false }, careful: false, mulligan: false, engage: false, planThreshold: 0.3, windowThreshold: Infinity }
};

/**
 * The partner's move and its reason, from the seat's view.
 * @param v the seat's view (definition.ts `viewOf(ctx, seat)`)
 * @param seat the seat deciding
 * @param legal the seat's legal events now (what it may do is no secret to it)
 * @param level the bot level ('hard' plays as 'normal')
 * @param random the bot's only chance: floats in [0, 1) (the lookahead's samples)
 * @returns one of `legal` and why
 * @throws Error when `legal` is empty
 */
export function decide(v: View, seat: number, legal: LcgEvent[], level: BotLevel, random: () => number): BotChoice {
	if (legal.length === 0) throw new Error(`seat ${seat} has nothing to do`);
	const style = STYLES[level === 'easy' ? 'easy' : 'normal'];
	if (v.decision && v.decision.seat === seat) return decisionChoice(v, seat, legal);
	const has = (t: LcgEvent['type']) => legal.some((e) => e.type === t);
	switch (v.step) {
		case 'setup.mulligan':
			if (has('KEEP')) return style.mulligan ? mulliganChoice(v, seat, legal) : because(legal.find((e) => e.type === 'KEEP')!, 'lcgbot_reason_keep', { count: 0 });
			break;
		case 'planning.play':
			return planningChoice(v, legal, random, style.planThreshold);
		case 'quest.commit':
			if (has('COMMIT') || has('DONE')) return questChoice(v, seat, legal, style.quest);
			break;
		case 'travel.choose':
			return travelChoice(v, legal, random, style.careful);
		case 'encounter.optional':
			if (!style.engage) return because(legal.find((e) => e.type === 'DONE') ?? legal[0], 'lcgbot_reason_no_engage', {});
			return engagementChoice(v, seat, legal, random);
		case 'combat.enemyChoose':
			return attackOrderChoice(v, legal);
		case 'combat.enemyDefend':
			if (v.combat.attack) return defenceChoice(v, seat, legal, style.careful);
			break;
		case 'combat.playerDeclare':
			return attackChoice(v, seat, legal, style.careful);
		default:
			break;
	}
	if (has('CONTINUE') || has('PLAY') || has('ACTIVATE')) return windowChoice(v, legal, random, style.windowThreshold);
	const fallback = legal.find((e) => e.type === 'DONE') ?? legal[0];
	return because(fallback, 'lcgbot_reason_pass', {});
}
