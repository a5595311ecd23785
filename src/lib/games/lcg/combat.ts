/**
 * Combat damage (« Résoudre l'Attaque », « Déterminer les Dégâts de Combat »), then the
 * refresh phase, threat and elimination (« Phase 7 : Restauration », « Élimination d'un
 * Joueur »). Split from rules.ts (which re-exports these).
 */
import { getDef } from './cards/registry';
import { QueryImpl } from './effects/api';
import { ELIMINATION_THREAT } from './setup';
import { allInPlay, cardLabel, cardRef, discardZoneOf, heroes, inPlay, log, moveCard, mut, pushEffects, shadowsOf, stat, turnOrder, zoneIds } from './state';
import type { Effect, LcgContext } from './types';

/**
 * Step 4 of an enemy attack (« Déterminer les dégâts de combat »): attack minus the
 * defender's defence on the defender; undefended, the whole attack on one hero of the
 * defending player (their choice), the defence of nobody absorbing it.
 */
export function enemyAttackDamage(ctx: LcgContext): void {
	const a = ctx.combat.attack;
	if (!a || !inPlay(ctx, a.enemy) || ctx.cards[a.enemy].zone !== `engaged:${a.seat}`) return;
	const atk = stat(ctx, a.enemy, 'attack');
	const defenders = a.defenders.filter((d) => inPlay(ctx, d));
	const defender = defenders[0] ?? null;
	const effects: Effect[] = [];
	if (defenders.length > 1) {
		// « Dommages et défenseurs multiples »: the defences add up, all the damage goes on one defender.
		const dmg = Math.max(0, atk - defenders.reduce((n, d) => n + stat(ctx, d, 'defense'), 0));
		log(ctx, 'lcg_log_enemy_attack_many', { card: cardRef(ctx, a.enemy), attack: atk, count: defenders.length, damage: dmg }, a.seat);
		if (dmg > 0)
			effects.push({
				k: 'choose',
				seat: a.seat,
				prompt: { key: 'lcg_prompt_defender_damage', params: { damage: dmg } },
				options: defenders.map((d) => ({ value: d, label: cardLabel(ctx, d) })),
				optional: false,
				source: a.enemy,
				then: [{ k: 'rule', name: 'combatDamage', args: { target: '$choice', amount: dmg, enemy: a.enemy, seat: a.seat } }]
			});
	} else if (defender) {
		const dmg = Math.max(0, atk - stat(ctx, defender, 'defense'));
		log(ctx, 'lcg_log_enemy_attack', { card: cardRef(ctx, a.enemy), attack: atk, target: cardRef(ctx, defender), damage: dmg }, a.seat);
		if (dmg > 0) effects.push({ k: 'rule', name: 'combatDamage', args: { target: defender, amount: dmg, enemy: a.enemy, seat: a.seat } });
	} else {
		log(ctx, 'lcg_log_enemy_attack_undefended', { card: cardRef(ctx, a.enemy), attack: atk }, a.seat);
		const hs = heroes(ctx, a.seat);
		if (atk > 0 && hs.length > 0)
			effects.push({
				k: 'choose',
				seat: a.seat,
				prompt: { key: 'lcg_prompt_undefended_hero', params: { damage: atk } },
				options: hs.map((h) => ({ value: h, label: cardLabel(ctx, h) })),
				optional: false,
				source: a.enemy,
				then: [{ k: 'rule', name: 'combatDamage', args: { target: '$choice', amount: atk, enemy: a.enemy, seat: a.seat } }]
			});
	}
	effects.push({ k: 'emit', ev: { type: 'enemyAttacked', enemy: a.enemy, seat: a.seat } });
	pushEffects(ctx, effects);
}

/** Step 3 of a player attack (« Déterminer les dégâts de combat »): strength minus the enemy's defence. */
export function playerAttackDamage(ctx: LcgContext): void {
	const pa = ctx.combat.playerAttack;
	if (!pa || !inPlay(ctx, pa.target)) return;
	const dmg = Math.max(0, pa.strength - stat(ctx, pa.target, 'defense'));
	log(ctx, 'lcg_log_player_attack', { card: cardRef(ctx, pa.target), strength: pa.strength, damage: dmg }, pa.seat);
	const effects: Effect[] = [];
	if (dmg > 0) effects.push({ k: 'damage', target: pa.target, amount: dmg, source: null });
	effects.push({ k: 'rule', name: 'attackResolved', args: null });
	pushEffects(ctx, effects);
}

/** The attack strength (« Déterminer la force de l'attaque »): the attackers still in play. */
export function attackStrength(ctx: LcgContext): number {
	const pa = ctx.combat.playerAttack;
	if (!pa) return 0;
	return pa.attackers.filter((id) => inPlay(ctx, id)).reduce((n, id) => n + stat(ctx, id, 'attack'), 0);
}

/* ----------------------------------------------------------- refresh */

/**
 * « Phase 7 : Restauration »: every card the players control is readied (except where a
 * card prevents it), each player raises their threat by 1, the first player token passes left.
 */
export function readyAll(ctx: LcgContext): void {
	const q = new QueryImpl(ctx);
	const blockers = allInPlay(ctx).filter((id) => getDef(ctx.cards[id].cardId)?.blocksReady);
	for (const seat of turnOrder(ctx)) {
		const mine = [...zoneIds(ctx, `play:${seat}`), ...zoneIds(ctx, 'attached').filter((a) => ctx.cards[a].controller === seat)];
		for (const id of mine) {
			if (blockers.some((b) => getDef(ctx.cards[b].cardId)!.blocksReady!(q, b, id))) continue;
			mut(ctx, id).exhausted = false;
		}
	}
	log(ctx, 'lcg_log_ready_all');
}

/** Passes the first player token to the next player still in the game on the left. */
export function passFirstPlayer(ctx: LcgContext): void {
	const n = ctx.players.length;
	for (let i = 1; i <= n; i++) {
		const s = (ctx.firstPlayer + i) % n;
		if (!ctx.players[s].eliminated) {
			ctx.firstPlayer = s;
			break;
		}
	}
	log(ctx, 'lcg_log_first_player', {}, ctx.firstPlayer);
}

/**
 * Changes a player's threat by `amount` threat points (never below 0, never above the
 * elimination value 50: « Le niveau de menace d'un joueur éliminé n'augmente jamais au-delà de
 * cette valeur éliminatoire de 50 », « Décompte ») and logs what the dial did: a quest failure of
 * 12 at threat 42 logs "rises by 8 to 50"; the state check then eliminates the player.
 */
export function changeThreat(ctx: LcgContext, seat: number, amount: number): void {
	const p = ctx.players[seat];
	if (p.eliminated || amount === 0) return;
	const next = Math.min(ELIMINATION_THREAT, Math.max(0, p.threat + amount));
	if (next === p.threat) return;
	const moved = next - p.threat;
	p.threat = next;
	log(ctx, moved > 0 ? 'lcg_log_threat_up' : 'lcg_log_threat_down', { amount: Math.abs(moved), threat: p.threat }, seat);
}

/* ------------------------------------------------------- elimination */

/**
 * Eliminates a player (« Élimination d'un Joueur »): their hand, deck and the cards they
 * control go to their owners' discard piles; enemies engaged with them return to the staging
 * area with their damage (their shadow cards are discarded). The first player token passes on.
 */
export function eliminatePlayer(ctx: LcgContext, seat: number): void {
	const p = ctx.players[seat];
	if (p.eliminated) return;
	p.eliminated = true;
	log(ctx, 'lcg_log_eliminated', { threat: p.threat }, seat);
	for (const e of zoneIds(ctx, `engaged:${seat}`).slice()) {
		for (const s of shadowsOf(ctx, e)) moveCard(ctx, s, 'encounterDiscard');
		// An Orc Guard is a player card: it goes to its owner's discard pile.
		moveCard(ctx, e, ctx.cards[e].owner !== null ? discardZoneOf(ctx, e) : 'staging');
	}
	for (const a of zoneIds(ctx, 'attached').slice()) if (ctx.cards[a].zone === 'attached' && ctx.cards[a].controller === seat) moveCard(ctx, a, discardZoneOf(ctx, a));
	for (const id of zoneIds(ctx, `play:${seat}`).slice()) moveCard(ctx, id, discardZoneOf(ctx, id));
	for (const s of [0, 1, 2, 3]) {
		if (!ctx.zones[`play:${s}`]) continue;
		for (const id of zoneIds(ctx, `play:${s}`).slice()) if (ctx.cards[id].controller === seat) moveCard(ctx, id, discardZoneOf(ctx, id));
	}
	for (const id of zoneIds(ctx, `hand:${seat}`).slice()) moveCard(ctx, id, discardZoneOf(ctx, id));
	for (const id of zoneIds(ctx, `deck:${seat}`).slice()) moveCard(ctx, id, discardZoneOf(ctx, id));
	ctx.committed = ctx.committed.filter((c) => inPlay(ctx, c));
	ctx.selection = ctx.selection.filter((c) => inPlay(ctx, c));
	if (ctx.combat.attack?.seat === seat) ctx.combat.attack = null;
	if (ctx.combat.playerAttack?.seat === seat) ctx.combat.playerAttack = null;
	if (ctx.firstPlayer === seat && turnOrder(ctx).length > 0) passFirstPlayer(ctx);
	if (turnOrder(ctx).length === 0 && !ctx.outcome) {
		ctx.outcome = 'defeat';
		ctx.phase = 'end';
		log(ctx, 'lcg_log_defeat');
	}
}
