/**
 * Combat arithmetic the partner's defence, attack and engagement share: what an attack does
 * to a defender (its attack plus what an unknown shadow card adds on average), and the
 * characters that kill an enemy at the least cost.
 */
import { dataOf, hasKeyword, stat } from '../state';
import type { Iid } from '../types';
import { characterValue, hasHiddenShadow, hidden, remaining, stageKill, type View } from './see';

/**
 * What destroying an enemy the quest stage needs destroyed (see.ts `stageKill`) is worth above
 * its attack: the stage, or the game, does not move on without it.
 */
export const STAGE_KILL_WORTH = 20;

/** Attack the partner plans for: the enemy's attack, plus 1 when a face-down shadow card is on it (shadow effects often add attack). */
export function plannedAttack(v: View, enemy: Iid): number {
	return stat(v, enemy, 'attack') + (hasHiddenShadow(v, enemy) ? 1 : 0);
}

/** Damage a defender takes from `enemy` (attack minus defence, at least 0). */
export function damageTo(v: View, enemy: Iid, defender: Iid, extra = 0): number {
	return Math.max(0, plannedAttack(v, enemy) + extra - stat(v, defender, 'defense'));
}

/** Attack strength needed to destroy `enemy` in one attack (defence plus hit points left). */
export function strengthToKill(v: View, enemy: Iid): number {
	return stat(v, enemy, 'defense') + Math.max(0, remaining(v, enemy));
}

/**
 * The cheapest set of `candidates` whose attack destroys `enemy` (fewest value exhausted), or
 * null when even all of them cannot. Small sets only (up to 6 attackers are tried).
 * @param need the strength the set must reach (default `strengthToKill`; less when attackers
 *   are already declared)
 */
export function killingSet(v: View, enemy: Iid, candidates: Iid[], need = strengthToKill(v, enemy)): Iid[] | null {
	const cs = candidates.filter((id) => stat(v, id, 'attack') > 0).slice(0, 10);
	let best: Iid[] | null = null;
	let bestCost = Infinity;
	const n = cs.length;
	for (let mask = 1; mask < 1 << n; mask++) {
		let k = 0;
		for (let m = mask; m; m &= m - 1) k++;
		if (k > 6) continue;
		const set = cs.filter((_, i) => mask & (1 << i));
		const strength = set.reduce((s, id) => s + stat(v, id, 'attack'), 0);
		if (strength < need) continue;
		const cost = set.reduce((s, id) => s + stat(v, id, 'attack') + 0.1 * characterValue(v, id), 0);
		if (cost < bestCost) {
			bestCost = cost;
			best = set;
		}
	}
	return best;
}

/** True when `id` is a Sentinel (may defend for another player) or Ranged (may attack for one). */
export function helpsPartners(v: View, id: Iid): boolean {
	return hasKeyword(v, id, 'Sentinel') || hasKeyword(v, id, 'Ranged');
}

/**
 * What the attacks expected this round would cost `seat` with the ready characters `ready`
 * as defenders (one defender per attack, the best first; a hero takes what is undefended): in
 * rough points, a dead hero counting 30 (its last hero `LAST_HERO` more, once). `attacks` are the enemies' planned attacks.
 */
export function exposure(v: View, seat: number, attacks: number[], ready: Iid[]): number {
	return combatOutlook(v, seat, attacks, [], ready);
}

/**
 * What destroying `enemy` this round rather than later is worth when choosing who quests: the
 * attack it will not make next round (it can still be destroyed later).
 */
function killNowWorth(v: View, enemy: Iid): number {
	return 2 * stat(v, enemy, 'attack') + 2 + (stageKill(v, enemy) ? STAGE_KILL_WORTH : 0);
}

/** How much destroying `enemy` is worth: the attacks it will not make, its threat. */
export function enemyWorth(v: View, enemy: Iid): number {
	return 2 * stat(v, enemy, 'attack') + stat(v, enemy, 'threat') + 3 + (stageKill(v, enemy) ? STAGE_KILL_WORTH : 0);
}

/**
 * Damage an attack of `strength` leaves on `enemy` (strength beyond its defence, at most its
 * hit points left).
 */
export function damageDealt(v: View, enemy: Iid, strength: number): number {
	return Math.max(0, Math.min(remaining(v, enemy), strength - stat(v, enemy, 'defense')));
}

/**
 * What damage that does not destroy `enemy` is worth: a share of destroying it (damage stays
 * on an enemy), counted only for an enemy the quest stage needs destroyed (a stage blocker is
 * worn down over rounds; any other enemy is better destroyed at once or left alone).
 */
export function woundWorth(v: View, enemy: Iid, dmg: number): number {
	if (dmg <= 0 || !stageKill(v, enemy)) return 0;
	return (dmg * killNowWorth(v, enemy)) / Math.max(1, remaining(v, enemy));
}

/**
 * `exposure` minus what the characters left ready after defending can destroy (the attacks
 * land one after another, the strongest first: what a hero takes, defending or undefended,
 * stays on it for the next attack, so two undefended attacks that a hero survives one at a
 * time may cost a hero): each enemy of
 * `targets` (the most valuable first) that a cheapest killing set of the leftovers destroys
 * counts `killNowWorth` (an enemy left alive attacks again next round).
 * @param helpers other players' ready Ranged characters that join the kills (« À Distance »:
 *   they may join attacks declared by other players); they do not defend for `seat`
 */
export function combatOutlook(v: View, seat: number, attacks: number[], targets: Iid[], ready: Iid[], helpers: Iid[] = []): number {
	const defenders = ready.map((id) => ({ id, d: stat(v, id, 'defense'), hp: remaining(v, id), value: characterValue(v, id), hero: dataOf(v, id).type === 'hero' })).sort((a, b) => b.d - a.d || b.hp - a.hp);
	// Hit points each hero has left as the attacks land: undefended attacks add up on the same heroes.
	const heroHp = new Map<Iid, number>();
	for (const id of v.zones[`play:${seat}`] ?? []) if (!hidden(v, id) && !v.cards[id].faceDown && isHeroCard(v, id)) heroHp.set(id, remaining(v, id));
	const shadowed = !!v.options.shadows;
	let cost = 0;
	for (const atk of [...attacks].sort((a, b) => b - a)) {
		let bestI = -1;
		let best = Infinity;
		defenders.forEach((x, i) => {
			const hp = x.hero ? (heroHp.get(x.id) ?? x.hp) : x.hp;
			const dmg = Math.max(0, atk - x.d);
			const c = damageCost(x.value, hp, dmg, x.hero) + (x.hero && dmg >= hp && heroHp.size === 1 && heroHp.has(x.id) ? LAST_HERO : 0) + 0.2;
			if (c < best) {
				best = c;
				bestI = i;
			}
		});
		// Undefended, the attack goes to the hero with most hit points left; with none left the seat
		// is already out (its loss was counted when its last hero fell), not lost again.
		let target: Iid | null = null;
		for (const [id, hp] of heroHp) if (target === null || hp > heroHp.get(target)!) target = id;
		const undefended = target === null ? 0 : undefendedCostOn(heroHp.get(target)!, atk, shadowed, heroHp.size);
		if (bestI >= 0 && best <= undefended) {
			cost += best;
			const x = defenders[bestI];
			if (x.hero && heroHp.has(x.id)) {
				const left = heroHp.get(x.id)! - Math.max(0, atk - x.d);
				if (left <= 0) heroHp.delete(x.id);
				else heroHp.set(x.id, left);
			}
			defenders.splice(bestI, 1);
		} else {
			cost += undefended;
			if (target !== null) {
				const left = heroHp.get(target)! - atk;
				if (left <= 0 || atk + (shadowed ? 1 : 0) >= heroHp.get(target)!) heroHp.delete(target);
				else heroHp.set(target, left);
			}
		}
	}
	if (targets.length === 0) return cost;
	let left = [...defenders.map((x) => x.id), ...helpers];
	const alive: Iid[] = [];
	for (const enemy of [...targets].sort((a, b) => enemyWorth(v, b) - enemyWorth(v, a))) {
		const set = killingSet(v, enemy, left);
		if (!set) {
			alive.push(enemy);
			continue;
		}
		cost -= killNowWorth(v, enemy);
		left = left.filter((id) => !set.includes(id));
	}
	// What is left wears down an enemy the stage needs destroyed.
	for (const enemy of alive) {
		if (!stageKill(v, enemy)) continue;
		const strength = left.reduce((n, id) => n + stat(v, id, 'attack'), 0);
		cost -= woundWorth(v, enemy, damageDealt(v, enemy, strength));
		break;
	}
	return cost;
}

/**
 * What `dmg` damage costs on a character worth `value` with `hp` hit points left: all of its
 * value when it dies, else 1.4 points per damage on a hero and 0.8 on an ally.
 */
export function damageCost(value: number, hp: number, dmg: number, hero: boolean): number {
	if (dmg <= 0) return 0;
	if (dmg >= hp) return value;
	return (hero ? 1.4 : 0.8) * dmg;
}

/**
 * What an undefended attack of `atk` costs `seat` (it goes to a hero): twice the damage plus 1,
 * or a dead hero (30 and the attack, and `LAST_HERO` more for the seat's last hero) when no hero
 * has the hit points to take it. With a shadow
 * card (`shadowed`) the attack counts 1 more: many shadow effects are worse undefended (« si
 * cette attaque n'est pas défendue » : Dol Guldur Orcs +3 instead of +1, Wargs +2, Ungoliant's
 * Spawn 8 threat instead of 4).
 */
export function undefendedDamageCost(v: View, seat: number, atk: number, shadowed: boolean): number {
	const { best, count } = heroesHp(v, seat);
	return undefendedCostOn(best, atk, shadowed, count);
}

/**
 * What losing a seat's last hero costs beyond the hero itself: the seat is out of the game
 * (« Un joueur est éliminé de la partie quand tous ses héros sont tués »), alone the game is lost.
 */
export const LAST_HERO = 100;

/**
 * `undefendedDamageCost` when the hero that takes it has `heroHp` hit points left and the seat
 * has `heroes` heroes (its last one dying costs `LAST_HERO` more).
 */
function undefendedCostOn(heroHp: number, atk: number, shadowed: boolean, heroes: number): number {
	const a = atk + (shadowed ? 1 : 0);
	return a >= heroHp ? 30 + a + (heroes === 1 ? LAST_HERO : 0) : 2 * a + 1;
}

/** The most hit points one of the seat's heroes has left, and how many heroes it has. */
function heroesHp(v: View, seat: number): { best: number; count: number } {
	let best = 0;
	let count = 0;
	for (const id of v.zones[`play:${seat}`] ?? []) {
		const c = v.cards[id];
		if (c.cardId === '?' || c.faceDown) continue;
		if (isHeroCard(v, id)) {
			best = Math.max(best, remaining(v, id));
			count++;
		}
	}
	return { best, count };
}

function isHeroCard(v: View, id: Iid): boolean {
	return dataOf(v, id).type === 'hero';
}
