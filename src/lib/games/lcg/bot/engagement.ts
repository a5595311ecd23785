/**
 * Optional engagement (« Engagement Optionnel »): engage an enemy of the staging area when
 * the seat can both defend its attack without losing anyone and destroy it with its ready
 * characters, the whole combat to come considered (the enemies already engaged and those its
 * threat will engage attack too: combat-math.ts `combatOutlook` with and without it; an enemy
 * the quest stage needs destroyed may be chump-blocked by an ally), and what
 * engaging does at once (a Forced effect) costs little by the lookahead; its threat then
 * leaves the staging area before the next quest.
 */
import { stat, turnOrder } from '../state';
import type { LcgEvent } from '../types';
import { because, type BotChoice } from './reason';
import { engagedTo, engagers, expectedAttacks, isHero, killTargets, readyOf, remaining, stageKill, type View } from './see';
import { combatOutlook, damageTo, killingSet, plannedAttack } from './combat-math';
import { moveGain } from './value';

/**
 * The combat outlook of the whole table (combat-math.ts `combatOutlook` summed over the seats):
 * what the attacks expected this round cost each seat, the engagement checks still to come
 * included (see.ts `engagers`), less the kills its ready characters make.
 */
function tableOutlook(v: View): number {
	let n = 0;
	for (const s of turnOrder(v)) n += combatOutlook(v, s, expectedAttacks(v, s, false), killTargets(v, s), readyOf(v, s));
	return n;
}

/** ENGAGE an enemy the seat can handle, else DONE. */
export function engagementChoice(v: View, seat: number, legal: LcgEvent[], random: () => number): BotChoice {
	const done = legal.find((e) => e.type === 'DONE')!;
	const ready = readyOf(v, seat);
	const attacks = expectedAttacks(v, seat, false);
	const targets = killTargets(v, seat);
	const without = combatOutlook(v, seat, attacks, targets, ready);
	let best: { e: LcgEvent; score: number } | null = null;
	let table: number | null = null;
	const checks = engagers(v);
	for (const e of legal) {
		if (e.type !== 'ENGAGE') continue;
		// The whole table after it: the engagement checks that follow give the other enemies out
		// anew (the first player engages first again: engaging one of two Hill Trolls may draw the
		// second one too). Worse by more than its threat leaving the staging area is worth (none
		// when the checks would engage it anyway), not engaged.
		table ??= tableOutlook(v);
		if (tableOutlook(engagedTo(v, e.enemy, seat)) - table > (checks.has(e.enemy) ? 0 : stat(v, e.enemy, 'threat'))) continue;
		// The combat with it: worse by more than its threat leaving the staging area is worth, not engaged.
		if (!targets.includes(e.enemy)) {
			const withIt = combatOutlook(v, seat, [...attacks, plannedAttack(v, e.enemy) + (v.options.shadows ? 0.5 : 0)], [...targets, e.enemy], ready);
			if (withIt - without > stat(v, e.enemy, 'threat')) continue;
		}
		// Each ready character as the defender; the others must destroy the enemy. An enemy the
		// quest stage needs destroyed (see.ts stageKill) is worth an ally lost chump-blocking it.
		const needed = stageKill(v, e.enemy);
		for (const d of ready) {
			const dmg = damageTo(v, e.enemy, d);
			const chump = needed && !isHero(v, d);
			if (!chump && (dmg >= remaining(v, d) || dmg > 1)) continue;
			const set = killingSet(v, e.enemy, ready.filter((id) => id !== d));
			if (!set) continue;
			const score = stat(v, e.enemy, 'threat') + stat(v, e.enemy, 'attack');
			if (best && score <= best.score) continue;
			// What engaging does at once (a Forced effect such as Hummerhorns' 5 damage to a hero), by the lookahead.
			const gain = moveGain(v, e, random);
			if (gain !== null && gain < -4) break;
			best = { e, score };
		}
	}
	if (best && best.e.type === 'ENGAGE') return because(best.e, 'lcgbot_reason_engage', { enemy: v.cards[best.e.enemy].cardId });
	return because(done, 'lcgbot_reason_no_engage', {});
}
