/**
 * Defence (« Déclarer les Défenseurs »): the defender that survives at the least cost; an ally
 * chump-blocks before a hero takes lethal damage; no defender when a hero can take the whole
 * attack without dying and every defender would be lost. Sentinels defend for partners the
 * same way. Also the order of the enemy attacks: the strongest first (the best defender meets it).
 */
import { getDef } from '../cards/registry';
import { heroes, stat } from '../state';
import type { Iid, LcgEvent } from '../types';
import { because, type BotChoice } from './reason';
import { attackersOf, characterValue, hasHiddenShadow, isHero, killTargets, readyOf, remaining, type View } from './see';
import { combatOutlook, damageCost, damageTo, LAST_HERO, plannedAttack, undefendedDamageCost } from './combat-math';

/**
 * What defending with `d` costs (hit points, or the character lost). A face-down shadow card
 * counts once, in the attack planned for (combat-math.ts `plannedAttack`: 1 more): a hero that
 * also had to survive one point more than that was judged lost to an attack it survives unless
 * the shadow card adds 2 or more, and was left undefended for its partner heroes to take (the
 * hero with most hit points takes the undefended attack, and the shadow card counts there too).
 */
function defendCost(v: View, enemy: Iid, d: Iid, careful: boolean): number {
	const dmg = careful ? damageTo(v, enemy, d) : Math.max(0, stat(v, enemy, 'attack') - stat(v, d, 'defense'));
	if (dmg >= remaining(v, d)) return characterValue(v, d) + (isHero(v, d) && heroes(v, v.cards[d].controller ?? -1).length === 1 ? LAST_HERO : 0) + excessThreatCost(v, enemy, dmg - remaining(v, d));
	return damageCost(characterValue(v, d), remaining(v, d), dmg, isHero(v, d)) + 0.2 * stat(v, d, 'attack');
}

/**
 * What the damage beyond the defender's hit points costs when the enemy turns it into threat
 * (its card says so: Hill Troll, « les dégâts excédentaires ... augmentent la menace »): 2 per
 * point, as a threat point counts for a failed quest (questing.ts).
 */
function excessThreatCost(v: View, enemy: Iid, excess: number): number {
	return excess > 0 && getDef(v.cards[enemy].cardId)?.excessDamageToThreat ? 2 * excess : 0;
}

/** What taking the attack undefended costs: the damage on the hero with most hit points (or a dead hero, and its excess as threat). */
function undefendedCost(v: View, seat: number, enemy: Iid): number {
	const dmg = plannedAttack(v, enemy);
	const hs = heroes(v, seat);
	if (hs.length === 0) return 0;
	const hp = Math.max(...hs.map((h) => remaining(v, h)));
	return undefendedDamageCost(v, seat, dmg, hasHiddenShadow(v, enemy)) + excessThreatCost(v, enemy, dmg - hp);
}

/**
 * What the rest of this combat costs `seat` when the characters `ready` are left ready after
 * this attack (combat-math.ts `combatOutlook`): the attacks of its engaged enemies still to
 * come, less the enemies those characters can then destroy. A defender exhausted now is one
 * attacker fewer: defending every attack and never destroying an engaged enemy loses an ally
 * each round to the same enemies.
 */
function restOfCombat(v: View, seat: number, enemy: Iid, ready: Iid[]): number {
	const rest = attackersOf(v, seat)
		.filter((e) => e !== enemy)
		.map((e) => plannedAttack(v, e));
	return combatOutlook(v, seat, rest, killTargets(v, seat), ready);
}

/**
 * DEFEND with the defender whose cost, with the rest of the combat (`restOfCombat`, "normal"
 * only), is least; NO_DEFENDER/DONE when taking the attack is cheaper.
 */
export function defenceChoice(v: View, seat: number, legal: LcgEvent[], careful: boolean): BotChoice {
	const a = v.combat.attack!;
	const defs = legal.filter((e): e is Extract<LcgEvent, { type: 'DEFEND' }> => e.type === 'DEFEND');
	const pass = legal.find((e) => e.type === 'NO_DEFENDER' || e.type === 'DONE')!;
	// A second defender (Stand Together) only when the first would die.
	if (a.defenders.length > 0) return because(pass, 'lcgbot_reason_defended', {});
	const enemy = a.enemy;
	const attack = plannedAttack(v, enemy);
	const ready = careful ? readyOf(v, seat) : [];
	const rest = (without: Iid | null) => (careful ? restOfCombat(v, seat, enemy, without ? ready.filter((id) => id !== without) : ready) : 0);
	let best: Extract<LcgEvent, { type: 'DEFEND' }> | null = null;
	let bestCost = Infinity;
	for (const e of defs) {
		const c = defendCost(v, enemy, e.card, careful) + rest(e.card);
		if (c < bestCost) {
			bestCost = c;
			best = e;
		}
	}
	// A Sentinel defending for a partner weighs the partner's undefended cost.
	const noneCost = undefendedCost(v, a.seat, enemy) + rest(null);
	if (best && bestCost <= noneCost) {
		const dies = damageTo(v, enemy, best.card) >= remaining(v, best.card);
		return because(best, dies ? 'lcgbot_reason_chump' : 'lcgbot_reason_defend', { card: v.cards[best.card].cardId, enemy: v.cards[enemy].cardId, attack, defense: stat(v, best.card, 'defense') });
	}
	return because(pass, 'lcgbot_reason_undefended', { enemy: v.cards[enemy].cardId, attack });
}

/** Which enemy attacks next: the strongest first. */
export function attackOrderChoice(v: View, legal: LcgEvent[]): BotChoice {
	const opts = legal.filter((e): e is Extract<LcgEvent, { type: 'RESOLVE_ATTACK' }> => e.type === 'RESOLVE_ATTACK');
	opts.sort((x, y) => plannedAttack(v, y.enemy) - plannedAttack(v, x.enemy));
	const e = opts[0] ?? legal[0];
	return because(e, 'lcgbot_reason_attack_order', e.type === 'RESOLVE_ATTACK' ? { enemy: v.cards[e.enemy].cardId } : {});
}
