/**
 * Attacks (« Attaquer les Ennemis »): after the enemies' attacks, a ready character has
 * nothing else to do this round, so the partner attacks: first the enemy it can destroy with
 * the cheapest group (the most dangerous first), then leftover strength goes where damage
 * stays (an enemy keeps its damage); an enemy the quest stage needs destroyed (see.ts
 * `stageKill`) is worn down before a lesser kill when its share is worth more. Ranged
 * characters (« À Distance ») count both ways: the attacking seat plans a kill with its
 * partners' ready Ranged characters (they are asked to join once it has declared its own,
 * flow-combat.ts), and a seat asked to join adds its Ranged characters when they complete the
 * kill.
 */
import { engagedSeat, engagedWith, stat, hasKeyword, turnOrder } from '../state';
import type { Iid, LcgEvent } from '../types';
import { because, type BotChoice } from './reason';
import { readyOf, type View } from './see';
import { damageDealt, enemyWorth, killingSet, strengthToKill, woundWorth } from './combat-math';

/** Characters of `seat` that may attack `enemy` (Ranged ones for another player's enemy). */
function candidatesFor(v: View, seat: number, enemy: Iid): Iid[] {
	const own = engagedSeat(v, enemy) === seat;
	return readyOf(v, seat).filter((id) => stat(v, id, 'attack') > 0 && (own || hasKeyword(v, id, 'Ranged')));
}

/** The other seats' ready Ranged characters, who will be asked to join an attack of `seat` on an engaged enemy. */
function partnersRanged(v: View, seat: number, enemy: Iid): Iid[] {
	if (engagedSeat(v, enemy) === null) return [];
	return turnOrder(v)
		.filter((s) => s !== seat)
		.flatMap((s) => readyOf(v, s).filter((id) => stat(v, id, 'attack') > 0 && hasKeyword(v, id, 'Ranged')));
}

type Add = Extract<LcgEvent, { type: 'ADD_ATTACKER' }>;

/**
 * A seat asked to join another player's attack (`playerAttack.joining`): its Ranged
 * characters join when they complete the kill (the smallest such group), else it passes.
 */
function joinChoice(v: View, legal: LcgEvent[], careful: boolean): BotChoice {
	const pa = v.combat.playerAttack!;
	const done = legal.find((e) => e.type === 'DONE') ?? legal[0];
	const adds = legal.filter((e): e is Add => e.type === 'ADD_ATTACKER');
	const strength = pa.attackers.reduce((s, id) => s + stat(v, id, 'attack'), 0);
	const need = strengthToKill(v, pa.target);
	const enemy = v.cards[pa.target].cardId;
	if (strength < need && careful) {
		const set = killingSet(v, pa.target, adds.map((e) => e.card), need - strength);
		const byAttack = [...adds].sort((x, y) => stat(v, y.card, 'attack') - stat(v, x.card, 'attack'));
		let pick = set ? byAttack.find((e) => set.includes(e.card)) : undefined;
		// No kill: damage on an enemy the stage needs destroyed is a share of its kill, when the
		// seat's ready characters cannot destroy an enemy of its own with them.
		if (!pick && byAttack.length > 0 && !ownKill(v, legal[0].seat)) {
			const all = strength + adds.reduce((n, e) => n + stat(v, e.card, 'attack'), 0);
			if (woundWorth(v, pa.target, damageDealt(v, pa.target, all)) > woundWorth(v, pa.target, damageDealt(v, pa.target, strength))) pick = byAttack[0];
		}
		if (pick) return because(pick, 'lcgbot_reason_add_attacker', { card: v.cards[pick.card].cardId, enemy, strength, need });
	}
	return because(done, 'lcgbot_reason_attack_confirm', { enemy, strength, need });
}

/** True when the ready characters of `seat` can destroy one of its engaged enemies. */
function ownKill(v: View, seat: number): boolean {
	return engagedWith(v, seat).some((e) => killingSet(v, e, candidatesFor(v, seat, e)) !== null);
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
			const set = careful ? killingSet(v, e.enemy, [...cands, ...partnersRanged(v, seat, e.enemy)]) : null;
			const total = cands.reduce((s, id) => s + stat(v, id, 'attack'), 0);
			if (set && set.some((id) => cands.includes(id))) {
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
	if (pa.joining && pa.joining.length > 0) return joinChoice(v, legal, careful);
	const confirm = legal.find((e) => e.type === 'CONFIRM');
	const adds = legal.filter((e): e is Add => e.type === 'ADD_ATTACKER');
	const strength = pa.attackers.reduce((s, id) => s + stat(v, id, 'attack'), 0);
	const need = strengthToKill(v, pa.target);
	if (strength >= need && confirm) return because(confirm, 'lcgbot_reason_attack_confirm', { enemy: v.cards[pa.target].cardId, strength, need });
	const byAttack = adds.filter((e) => stat(v, e.card, 'attack') > 0).sort((x, y) => stat(v, y.card, 'attack') - stat(v, x.card, 'attack'));
	let pick: Add | undefined;
	if (careful) {
		// The cheapest group that completes the kill, the partners' Ranged characters counted (they are
		// asked to join after CONFIRM): its strongest own member first; none left, CONFIRM.
		const set = killingSet(v, pa.target, [...adds.map((e) => e.card), ...partnersRanged(v, seat, pa.target)], need - strength);
		if (set) {
			pick = byAttack.find((e) => set.includes(e.card));
			if (!pick && confirm) return because(confirm, 'lcgbot_reason_attack_confirm', { enemy: v.cards[pa.target].cardId, strength, need });
		}
	}
	pick ??= byAttack[0];
	if (pick) return because(pick, 'lcgbot_reason_add_attacker', { card: v.cards[pick.card].cardId, enemy: v.cards[pa.target].cardId, strength, need });
	return because(confirm ?? adds[0] ?? legal[0], 'lcgbot_reason_attack_confirm', { enemy: v.cards[pa.target].cardId, strength, need });
}
