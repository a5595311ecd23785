/**
 * Attacks (« Attaquer les Ennemis »): after the enemies' attacks, a ready character has
 * nothing else to do this round, so the partner attacks: first the enemy it can destroy with
 * the cheapest group (the most dangerous first), then leftover strength goes where damage
 * stays (an enemy keeps its damage); an enemy the quest stage needs destroyed (see.ts
 * `stageKill`) is worn down before a lesser kill when its share is worth more. Ranged characters join partners' attacks the same way.
 */
import { engagedSeat, stat, hasKeyword } from '../state';
import type { Iid, LcgEvent } from '../types';
import { because, type BotChoice } from './reason';
import { readyOf, type View } from './see';
import { damageDealt, enemyWorth, killingSet, strengthToKill, woundWorth } from './combat-math';

/** Characters of `seat` that may attack `enemy` (Ranged ones for another player's enemy). */
function candidatesFor(v: View, seat: number, enemy: Iid): Iid[] {
	const own = engagedSeat(v, enemy) === seat;
	return readyOf(v, seat).filter((id) => stat(v, id, 'attack') > 0 && (own || hasKeyword(v, id, 'Ranged')));
}


/** ATTACK, ADD_ATTACKER, CONFIRM or DONE. */
export function attackChoice(v: View, seat: number, legal: LcgEvent[], careful: boolean): BotChoice {
	const pa = v.combat.playerAttack;
	const done = legal.find((e) => e.type === 'DONE');
	if (!pa) {
		const targets = legal.filter((e): e is Extract<LcgEvent, { type: 'ATTACK' }> => e.type === 'ATTACK');
		let best: { e: Extract<LcgEvent, { type: 'ATTACK' }>; score: number; kills: boolean } | null = null;
		for (const e of targets) {
			const cands = candidatesFor(v, seat, e.enemy);
			if (cands.length === 0) continue;
			const set = careful ? killingSet(v, e.enemy, cands) : null;
			const total = cands.reduce((s, id) => s + stat(v, id, 'attack'), 0);
			if (set) {
				const cost = set.reduce((s, id) => s + stat(v, id, 'attack'), 0);
				const score = 100 + enemyWorth(v, e.enemy) - cost;
				if (!best || score > best.score) best = { e, score, kills: true };
			} else if (total > stat(v, e.enemy, 'defense')) {
				// Damage stays on the enemy: one the quest stage needs destroyed as a share of its kill, else the nearest to destruction first.
				const wound = careful ? woundWorth(v, e.enemy, damageDealt(v, e.enemy, total)) : 0;
				const score = (wound > 0 ? 100 + wound : 0) + total - stat(v, e.enemy, 'defense') - 0.1 * strengthToKill(v, e.enemy) + (careful ? 0 : 200);
				if (!best || score > best.score) best = { e, score, kills: !careful && total >= strengthToKill(v, e.enemy) };
			}
		}
		if (best) return because(best.e, best.kills ? 'lcgbot_reason_attack_kill' : 'lcgbot_reason_attack_damage', { enemy: v.cards[best.e.enemy].cardId, need: strengthToKill(v, best.e.enemy) });
		return because(done ?? legal[0], 'lcgbot_reason_no_attack', {});
	}
	const confirm = legal.find((e) => e.type === 'CONFIRM');
	const adds = legal.filter((e): e is Extract<LcgEvent, { type: 'ADD_ATTACKER' }> => e.type === 'ADD_ATTACKER');
	const strength = pa.attackers.reduce((s, id) => s + stat(v, id, 'attack'), 0);
	const need = strengthToKill(v, pa.target);
	if (strength >= need && confirm) return because(confirm, 'lcgbot_reason_attack_confirm', { enemy: v.cards[pa.target].cardId, strength, need });
	const byAttack = adds.filter((e) => stat(v, e.card, 'attack') > 0).sort((x, y) => stat(v, y.card, 'attack') - stat(v, x.card, 'attack'));
	let pick: Extract<LcgEvent, { type: 'ADD_ATTACKER' }> | undefined;
	if (careful && pa.attackers.length === 0) {
		const set = killingSet(v, pa.target, adds.map((e) => e.card));
		if (set) pick = byAttack.find((e) => set.includes(e.card));
	} else if (careful) {
		// The smallest attacker that completes the kill, else the strongest.
		const missing = need - strength;
		pick = [...byAttack].reverse().find((e) => stat(v, e.card, 'attack') >= missing);
	}
	pick ??= byAttack[0];
	if (pick && (pa.seat === seat || !confirm)) return because(pick, 'lcgbot_reason_add_attacker', { card: v.cards[pick.card].cardId, enemy: v.cards[pa.target].cardId, strength, need });
	return because(confirm ?? adds[0] ?? legal[0], 'lcgbot_reason_attack_confirm', { enemy: v.cards[pa.target].cardId, strength, need });
}
