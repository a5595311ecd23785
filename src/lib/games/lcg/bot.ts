/**
 * A simple computer player for the LCG (the brief's "simple" bot): keeps its starting hand,
 * plays what it can afford, commits enough willpower to beat the staging area, travels to
 * the most threatening location, defends with its best defender, attacks when the attack
 * kills, and otherwise passes. It only ever returns one of `legalEvents`.
 */
import { dataOf, heroes, stagingThreat, stat, turnOrder } from './state';
import { legalEvents } from './flow';
import type { Iid, LcgContext, LcgEvent } from './types';

function pick<T>(xs: T[], random: () => number): T {
	return xs[Math.floor(random() * xs.length) % xs.length];
}

function remaining(ctx: LcgContext, id: Iid): number {
	return stat(ctx, id, 'health') - ctx.cards[id].damage;
}

/**
 * The bot's move for `seat`.
 * @throws Error when the seat has no legal event (it is not its turn)
 */
export function botMove(ctx: LcgContext, seat: number, random: () => number): LcgEvent {
	const legal = legalEvents(ctx, seat);
	if (legal.length === 0) throw new Error(`seat ${seat} has nothing to do`);
	const of = <T extends LcgEvent['type']>(t: T) => legal.filter((e): e is Extract<LcgEvent, { type: T }> => e.type === t);

	if (ctx.decision) {
		const opts = of('CHOOSE');
		const key = ctx.decision.prompt.key;
		if (key === 'lcg_prompt_undefended_hero' || key === 'lcg_prompt_damage_hero') {
			return opts.reduce((best, e) => (remaining(ctx, e.value as Iid) > remaining(ctx, best.value as Iid) ? e : best));
		}
		const real = opts.filter((e) => e.value !== 'decline');
		return real.length > 0 ? pick(real, random) : opts[0];
	}
	if (of('KEEP').length) return of('KEEP')[0];

	const step = ctx.step;
	if (step === 'planning.play') {
		const plays = of('PLAY');
		return plays.length > 0 ? pick(plays, random) : of('DONE')[0];
	}
	if (step === 'quest.commit') {
		const committed = [...ctx.committed, ...ctx.selection];
		const will = committed.reduce((n, id) => n + stat(ctx, id, 'willpower'), 0);
		const target = stagingThreat(ctx) + 3 * turnOrder(ctx).length + 1;
		const commits = of('COMMIT').sort((a, b) => stat(ctx, b.card, 'willpower') - stat(ctx, a.card, 'willpower'));
		if (will < target && commits.length > 0 && stat(ctx, commits[0].card, 'willpower') > 0) return commits[0];
		return of('DONE')[0];
	}
	if (step === 'travel.choose') {
		const t = of('TRAVEL').sort((a, b) => stat(ctx, b.location, 'threat') - stat(ctx, a.location, 'threat'));
		return t[0] ?? of('DONE')[0];
	}
	if (step === 'combat.enemyChoose') return of('RESOLVE_ATTACK')[0] ?? legal[0];
	if (step === 'combat.enemyDefend') {
		const a = ctx.combat.attack;
		const defs = of('DEFEND');
		if (a && defs.length > 0 && a.seat === seat) {
			const atk = stat(ctx, a.enemy, 'attack');
			const score = (id: Iid) => {
				const survives = atk - stat(ctx, id, 'defense') < remaining(ctx, id);
				return (survives ? 100 : 0) + stat(ctx, id, 'defense') * 10 + remaining(ctx, id) + (dataOf(ctx, id).type === 'ally' ? 0 : 1);
			};
			const best = defs.reduce((b, e) => (score(e.card) > score(b.card) ? e : b));
			const undefendedKills = heroes(ctx, seat).every((h) => remaining(ctx, h) <= atk);
			if (score(best.card) >= 100 || undefendedKills) return best;
		}
		return of('NO_DEFENDER')[0] ?? of('DONE')[0] ?? legal[0];
	}
	if (step === 'combat.playerDeclare') {
		const pa = ctx.combat.playerAttack;
		if (!pa) {
			for (const e of of('ATTACK')) {
				const mine = ctx.zones[`play:${seat}`].filter((id) => !ctx.cards[id].exhausted && ['hero', 'ally'].includes(dataOf(ctx, id).type));
				const total = mine.reduce((n, id) => n + stat(ctx, id, 'attack'), 0);
				if (total - stat(ctx, e.enemy, 'defense') >= remaining(ctx, e.enemy)) return e;
			}
			return of('DONE')[0] ?? legal[0];
		}
		const strength = pa.attackers.reduce((n, id) => n + stat(ctx, id, 'attack'), 0);
		const kills = strength - stat(ctx, pa.target, 'defense') >= remaining(ctx, pa.target);
		if (kills && of('CONFIRM').length) return of('CONFIRM')[0];
		const adds = of('ADD_ATTACKER').sort((a, b) => stat(ctx, b.card, 'attack') - stat(ctx, a.card, 'attack'));
		return adds[0] ?? of('CONFIRM')[0] ?? legal[0];
	}
	if (of('CONTINUE').length) return of('CONTINUE')[0];
	if (of('DONE').length) return of('DONE')[0];
	return legal[0];
}
