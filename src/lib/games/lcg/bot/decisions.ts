/**
 * Choices the effect engine asks for (`ctx.decision`, the CHOOSE event): Responses offered
 * (taken when they help: readying, resources, cancelling, Gandalf's threat/damage/draw), where
 * damage goes (the character that survives it, else the least valuable one), what to exhaust,
 * discard or give up (the least valuable), which card to take (the most valuable). The seat's
 * view hides the effect stack, so these are judged from the options and the table, not by
 * lookahead.
 */
import { getDef } from '../cards/registry';
import { dataOf, engagedSeat, forEachInPlay, heroes, stat, zoneIds, activeLocation } from '../state';
import type { Iid, Json, LcgEvent } from '../types';
import { because, type BotChoice } from './reason';
import { characterValue, handCardValue, hidden, readyOf, remaining, stageKill, withOptionCards, type View } from './see';
import { damageTo } from './combat-math';

type Choose = Extract<LcgEvent, { type: 'CHOOSE' }>;

function isIid(v: View, x: Json | undefined): x is Iid {
	return typeof x === 'string' && x in v.cards;
}

/** Value of a card as something to keep (lower is given up first). */
function keepValue(v: View, id: Iid): number {
	if (hidden(v, id)) return 2;
	const d = dataOf(v, id);
	if (d.type === 'hero' || d.type === 'ally') return characterValue(v, id);
	if (v.cards[id].zone.startsWith('hand:')) return handCardValue(v, id);
	return typeof d.cost === 'number' ? d.cost + 1 : 2;
}

/** Score of an accepted Response (higher is better; ≤ 0 declines). */
function responseScore(v: View, seat: number, o: Record<string, Json>, all: Record<string, Json>[]): number {
	const t = o.t;
	const modes = all.some((x) => x.t === 'draw' || x.t === 'threat');
	if (t === 'threat') return v.players[seat].threat >= 36 ? 20 : 2 + Math.max(0, v.players[seat].threat - 30) * 0.5;
	if (t === 'draw') return 5;
	let s = 3;
	if (isIid(v, t)) {
		const c = v.cards[t];
		const d = hidden(v, t) ? null : dataOf(v, t);
		if (d?.type === 'enemy') {
			if (modes) {
				// 4 damage: best where it destroys, on the most dangerous enemy.
				return remaining(v, t) <= 4 ? 10 + stat(v, t, 'attack') + stat(v, t, 'threat') : 1 + stat(v, t, 'attack');
			}
			if (c.zone === 'staging' || engagedSeat(v, t) !== seat) {
				// An engagement: only an enemy the seat can defend.
				const safe = readyOf(v, seat).some((id) => damageTo(v, t, id) < remaining(v, id) && damageTo(v, t, id) <= 1);
				return safe ? 2 + stat(v, t, 'threat') : -1;
			}
			return 3 + stat(v, t, 'attack');
		}
		if (d?.type === 'location') return 3 + (t === activeLocation(v) ? 3 : 0) + stat(v, t, 'threat');
		if (d?.type === 'hero' || d?.type === 'ally') {
			// Resources or healing on one of ours: the one with fewest resources, or most damage.
			return 3 + c.damage - 0.5 * c.resources + (c.controller === seat ? 0.5 : 0);
		}
		if (d?.type === 'treachery') return 6;
	}
	if (typeof t === 'number') return 3 + (t === seat ? 1 : 0);
	if (o.pay && typeof o.pay === 'object') {
		// Paying from the hero with the most resources.
		const payer = Object.keys(o.pay as Record<string, Json>)[0];
		if (payer && v.cards[payer]) s += 0.1 * v.cards[payer].resources;
	}
	return s;
}

/**
 * True when the current quest stage has no quest points (it is won another way, by destroying
 * an enemy) and the enemy it needs is not yet in play: once one player has found it (a visible
 * enemy in play the stage needs destroyed, see.ts `stageKill`), the next search brings out the
 * weakest, not a second strong enemy.
 */
function stageWonByEnemy(v: View): boolean {
	if (!zoneIds(v, 'quest').some((id) => !hidden(v, id) && !!getDef(v.cards[id].cardId)?.noQuestPoints)) return false;
	let found = false;
	forEachInPlay(v, (id) => {
		if (!found && !hidden(v, id) && !v.cards[id].faceDown && dataOf(v, id).type === 'enemy' && stageKill(v, id)) found = true;
	});
	return !found;
}

/** The CHOOSE of an open decision. */
export function decisionChoice(view: View, seat: number, legal: LcgEvent[]): BotChoice {
	const v = withOptionCards(view);
	const opts = legal.filter((e): e is Choose => e.type === 'CHOOSE');
	const key = v.decision?.prompt.key ?? '';
	const decline = opts.find((e) => e.value === 'decline');
	const real = opts.filter((e) => e.value !== 'decline');
	const pick = (e: Choose, why: string, params: Record<string, string | number> = {}) => because(e, why, params);
	if (real.length === 0) return pick(opts[0], 'lcgbot_reason_decline');
	const ids = real.filter((e) => isIid(v, e.value));
	const byKeep = (asc: boolean) => [...ids].sort((a, b) => (asc ? 1 : -1) * (keepValue(v, a.value as Iid) - keepValue(v, b.value as Iid)));
	const name = (e: Choose) => (isIid(v, e.value) ? v.cards[e.value].cardId : String(e.value));

	if (key === 'lcg_prompt_response') {
		const objs = real.map((e) => e.value as Record<string, Json>);
		let best = real[0];
		let bestScore = -Infinity;
		real.forEach((e, i) => {
			const s = responseScore(v, seat, objs[i], objs);
			if (s > bestScore) {
				bestScore = s;
				best = e;
			}
		});
		if (bestScore <= 0 && decline) return pick(decline, 'lcgbot_reason_decline');
		const o = best.value as Record<string, Json>;
		const src = isIid(v, o.src) ? v.cards[o.src].cardId : isIid(v, o.play) ? v.cards[o.play as Iid].cardId : '';
		return pick(best, 'lcgbot_reason_response', { card: src });
	}
	if (ids.length > 0) {
		if (/damage|undefended/.test(key)) {
			// The character that survives the damage best; heroes only when they survive it. When the
			// prompt says how much (combat's prompts name it `damage`, a card effect's `amount`: Dol
			// Guldur Orcs' 2 to a committed character, Hummerhorns' 5 to a hero) and no one survives
			// it, the least valuable one is lost.
			const dmg = promptDamage(v);
			const score = (e: Choose) => {
				const id = e.value as Iid;
				const r = remaining(v, id);
				if (dmg > 0 && r <= dmg) return -characterValue(v, id);
				return 200 + (r > 1 ? 100 : 0) + r - (dataOf(v, id).type === 'hero' && r <= 2 ? 50 : 0);
			};
			const sorted = [...ids].sort((a, b) => score(b) - score(a));
			return pick(sorted[0], 'lcgbot_reason_damage_to', { card: name(sorted[0]) });
		}
		if (/search|take/.test(key)) {
			const enemies = ids.filter((e) => !hidden(v, e.value as Iid) && dataOf(v, e.value as Iid).type === 'enemy');
			if (enemies.length === ids.length) {
				// An enemy to bring out: the weakest, unless the quest stage has no quest points (it is won by
				// destroying an enemy, as « Ne Quittez pas le Chemin »): then the strongest, the one to find.
				const danger = (e: Choose) => stat(v, e.value as Iid, 'attack') + stat(v, e.value as Iid, 'threat') + 0.5 * stat(v, e.value as Iid, 'health');
				const sorted = [...enemies].sort((a, b) => danger(a) - danger(b));
				const e = stageWonByEnemy(v) ? sorted[sorted.length - 1] : sorted[0];
				return pick(e, 'lcgbot_reason_take', { card: name(e) });
			}
			return pick(byKeep(false)[0], 'lcgbot_reason_take', { card: name(byKeep(false)[0]) });
		}
		if (/remove_from_quest/.test(key)) {
			const s = [...ids].sort((a, b) => stat(v, a.value as Iid, 'willpower') - stat(v, b.value as Iid, 'willpower'));
			return pick(s[0], 'lcgbot_reason_give_up', { card: name(s[0]) });
		}
		if (/discard|exhaust|return|attach_hero|restricted/.test(key)) {
			const s = byKeep(true);
			return pick(s[0], 'lcgbot_reason_give_up', { card: name(s[0]) });
		}
	}
	if (key === 'lcg_prompt_pay_web') return pick(real[0], 'lcgbot_reason_response', {});
	if (key === 'lcg_prompt_choose_player' || key === 'lcg_prompt_engagement_tie') {
		// The seat with the most ready defence takes it.
		const s = [...real].sort((a, b) => defenceOf(v, b.value) - defenceOf(v, a.value));
		return pick(s[0], 'lcgbot_reason_choose', { card: '' });
	}
	return pick(real[0], 'lcgbot_reason_choose', {});
}

/**
 * The damage the open decision's prompt says will be dealt (its `damage` or `amount`
 * parameter, what the seat is shown), 0 when it does not say.
 */
export function promptDamage(v: View): number {
	const p = v.decision?.prompt.params ?? {};
	const n = Number(p.damage ?? p.amount ?? 0);
	return Number.isFinite(n) ? n : 0;
}

function defenceOf(v: View, seat: Json): number {
	if (typeof seat !== 'number' || !v.players[seat]) return 0;
	return readyOf(v, seat).reduce((n, id) => n + stat(v, id, 'defense'), 0) + heroes(v, seat).length + (zoneIds(v, `engaged:${seat}`).length ? -2 : 0);
}
