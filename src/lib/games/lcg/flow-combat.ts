/**
 * The steps of the combat phase and the refresh phase (« Phase 6 : Combat », « Phase 7 :
 * Restauration »): enemy attacks (choose, defend, shadow, damage) and player attacks
 * (declare, strength, damage), with who may attack or defend. Split from flow.ts.
 */
import { getDef } from './cards/registry';
import { QueryImpl } from './effects/api';
import { dealShadows, enemyAttackDamage, attackStrength, playerAttackDamage, readyCharacters } from './rules';
import { cannot, cardRef, engagedSeat, engagedWith, hasKeyword, inPlay, log, forEachInPlay, mut, pushEffects, turnOrder } from './state';
import type { Effect, Iid, LcgContext, LcgEvent, Step } from './types';
import { type StepDef, ev, beginPhase, endPhaseEffects, settleCursor, window, stagingEnemies, NO_EVENTS } from './flow-round';

/* -------------------------------------------------------------- combat */

/** Enemies engaged with `seat` that have not attacked yet this phase and may attack (not prevented). */
function enemyCandidates(ctx: LcgContext, seat: number): Iid[] {
	return engagedWith(ctx, seat).filter((e) => !ctx.combat.attacked.includes(e) && !cannotAttack(ctx, e, seat));
}

/** True when a card in play (Forest Snare) or a « this phase » flag (Feint) stops `enemy` attacking `seat`. */
function cannotAttack(ctx: LcgContext, enemy: Iid, seat: number): boolean {
	if (ctx.flags.includes(`phase:noAttack:${enemy}:${seat}`)) return true;
	const q = new QueryImpl(ctx);
	let blocked = false;
	forEachInPlay(ctx, (id) => {
		if (!blocked && getDef(ctx.cards[id].cardId)?.cannotAttack?.(q, id, enemy, seat)) blocked = true;
	});
	return blocked;
}

/** True when `seat` may declare several defenders this phase (Stand Together). */
function multiDefend(ctx: LcgContext, seat: number): boolean {
	return ctx.flags.includes(`phase:multiDefend:${seat}`);
}

/** True when the character may attack an enemy of the staging area alone (Dúnhere). */
function canAttackStaging(ctx: LcgContext, id: Iid): boolean {
	return !!getDef(ctx.cards[id].cardId)?.canAttackStaging?.(new QueryImpl(ctx), id);
}

function startEnemyAttack(ctx: LcgContext, seat: number, enemy: Iid): void {
	ctx.combat.attack = { enemy, seat, defenders: [], undefended: false, sentinelSeats: [], declared: false };
	ctx.combat.attacked.push(enemy);
	log(ctx, 'lcg_log_attack_begins', { card: cardRef(ctx, enemy) }, seat);
	pushEffects(ctx, [{ k: 'emit', ev: { type: 'attacks', enemy, seat } }]);
	ctx.stepDone = true;
}

/** Seats (after the defending one, clockwise) with a ready Sentinel character (« Sentinelle »). */
function sentinelSeats(ctx: LcgContext, defending: number): number[] {
	const order = turnOrder(ctx);
	const n = ctx.players.length;
	const out: number[] = [];
	for (let i = 1; i < n; i++) {
		const s = (defending + i) % n;
		if (!order.includes(s)) continue;
		if (sentinels(ctx, s).length > 0) out.push(s);
	}
	return out;
}

function sentinels(ctx: LcgContext, seat: number): Iid[] {
	return defenders(ctx, seat).filter((id) => hasKeyword(ctx, id, 'Sentinel'));
}

/** Ready characters of `seat` that may defend (not with Gandalf's Map: « cannot attack or defend »). */
function defenders(ctx: LcgContext, seat: number): Iid[] {
	return readyCharacters(ctx, seat).filter((id) => !cannot(ctx, id, 'defend'));
}

/** Ready characters of `seat` that may attack. */
function attackers(ctx: LcgContext, seat: number): Iid[] {
	return readyCharacters(ctx, seat).filter((id) => !cannot(ctx, id, 'attack'));
}

/**
 * True when the player attack being resolved has ended early: its target left play or left the
 * place it was attacked in (« Points de Vie et Dégâts »: an enemy no longer engaged is no longer
 * attacked; A Light in the Dark returns it to the staging area). Its remaining steps are skipped.
 */
function playerAttackEnded(ctx: LcgContext): boolean {
	const pa = ctx.combat.playerAttack;
	if (!pa) return true;
	if (!inPlay(ctx, pa.target)) return true;
	return pa.from !== undefined && ctx.cards[pa.target].zone !== pa.from;
}

function attackFizzled(ctx: LcgContext): boolean {
	const a = ctx.combat.attack;
	return !a || !inPlay(ctx, a.enemy) || engagedSeat(ctx, a.enemy) !== a.seat;
}

/** Enemies `seat` may declare an attack against (« Attaquer les Ennemis », « À Distance »). */
function attackTargets(ctx: LcgContext, seat: number): Iid[] {
	const ready = attackers(ctx, seat);
	if (ready.length === 0) return [];
	const ranged = ready.some((id) => hasKeyword(ctx, id, 'Ranged'));
	const out: Iid[] = [];
	for (const s of turnOrder(ctx)) {
		if (s !== seat && !ranged) continue;
		for (const e of engagedWith(ctx, s)) if (!ctx.combat.struck.includes(`${seat}:${e}`)) out.push(e);
	}
	if (ready.some((id) => canAttackStaging(ctx, id)))
		for (const e of stagingEnemies(ctx)) if (!ctx.combat.struck.includes(`${seat}:${e}`)) out.push(e);
	return out;
}

/**
 * Characters `seat` may add to the attack being declared: the attacking seat's while it declares
 * them, then (« À Distance »: a Ranged character « peut aussi participer à des attaques déclarées
 * par d'autres joueurs ») the Ranged characters of the seat being asked to join (`joinCandidates`).
 */
function attackerCandidates(ctx: LcgContext, seat: number): Iid[] {
	const pa = ctx.combat.playerAttack;
	if (!pa || pa.confirmed || !inPlay(ctx, pa.target)) return [];
	if (pa.joining) return seat === pa.joining[0] ? joinCandidates(ctx, seat) : [];
	if (seat !== pa.seat) return [];
	if (ctx.cards[pa.target].zone === 'staging') {
		// Only a character allowed to attack the staging area, and alone.
		return pa.attackers.length === 0 ? attackers(ctx, seat).filter((id) => canAttackStaging(ctx, id)) : [];
	}
	const targetMine = engagedSeat(ctx, pa.target) === pa.seat;
	return attackers(ctx, seat).filter((id) => !pa.attackers.includes(id) && (targetMine || hasKeyword(ctx, id, 'Ranged')));
}

/** Ranged characters of `seat` (not the attacking seat) that may join the attack being declared. */
function joinCandidates(ctx: LcgContext, seat: number): Iid[] {
	const pa = ctx.combat.playerAttack;
	if (!pa || seat === pa.seat || ctx.players[seat].eliminated || ctx.cards[pa.target].zone === 'staging') return [];
	return attackers(ctx, seat).filter((id) => !pa.attackers.includes(id) && hasKeyword(ctx, id, 'Ranged'));
}

/**
 * The attacking seat has declared its attackers (CONFIRM): each other player with a Ranged
 * character that may join is asked in turn order (« À Distance »), as Sentinel defenders are;
 * then the attack is declared (`declarePlayerAttack`).
 */
function askJoiners(ctx: LcgContext): void {
	const pa = ctx.combat.playerAttack!;
	pa.joining = turnOrder(ctx).filter((s) => joinCandidates(ctx, s).length > 0);
	if (pa.joining.length === 0) declarePlayerAttack(ctx);
}

/** The attack is declared: its attackers exhaust, and the step ends (its damage follows). */
function declarePlayerAttack(ctx: LcgContext): void {
	const pa = ctx.combat.playerAttack!;
	for (const id of pa.attackers) mut(ctx, id).exhausted = true;
	pa.confirmed = true;
	pa.joining = [];
	// The attacking player's turn to attack goes on (a null cursor would end the player attacks).
	ctx.cursor = pa.seat;
	log(ctx, 'lcg_log_attack_declared', { card: cardRef(ctx, pa.target), count: pa.attackers.length }, pa.seat);
	ctx.stepDone = true;
}

/** The steps of the combat phase and the refresh phase. */
export const COMBAT_STEPS = {
	'combat.shadows': {
		kind: 'auto',
		events: NO_EVENTS,
		enter(ctx) {
			beginPhase(ctx, 'combat');
			ctx.combat = { attacked: [], attack: null, struck: [], playerAttack: null, doneAttacking: [] };
			dealShadows(ctx);
			ctx.stepDone = true;
		}
	},
	'combat.shadowsWindow': window(),
	'combat.enemyChoose': {
		kind: 'player',
		events: ['RESOLVE_ATTACK'],
		enter(ctx) {
			ctx.combat.attack = null;
			ctx.cursor = null;
		},
		settle(ctx) {
			const moved = settleCursor(ctx, (s) => enemyCandidates(ctx, s).length > 0);
			if (ctx.stepDone || ctx.cursor === null) return moved;
			const c = enemyCandidates(ctx, ctx.cursor);
			if (c.length !== 1) return moved;
			startEnemyAttack(ctx, ctx.cursor, c[0]);
			return true;
		},
		legal(ctx, seat) {
			if (seat !== ctx.cursor || ctx.combat.attack) return [];
			return enemyCandidates(ctx, seat).map((enemy) => ev('RESOLVE_ATTACK', seat, { enemy }));
		},
		handle(ctx, e) {
			if (e.type === 'RESOLVE_ATTACK') startEnemyAttack(ctx, e.seat, e.enemy);
		}
	},
	'combat.enemyChooseWindow': window(),
	'combat.enemyDefend': {
		kind: 'player',
		events: ['DEFEND', 'NO_DEFENDER', 'DONE'],
		enter(ctx) {
			const a = ctx.combat.attack;
			ctx.cursor = a ? a.seat : null;
		},
		settle(ctx) {
			const a = ctx.combat.attack;
			if (ctx.stepDone) return;
			if (!a || attackFizzled(ctx)) {
				ctx.cursor = null;
				ctx.stepDone = true;
				return;
			}
			if (a.declared) {
				ctx.stepDone = true;
				return;
			}
			if (a.defenders.length > 0 && a.sentinelSeats.length === 0) {
				// Several defenders (Stand Together): the declaration ends when nobody else can defend.
				if (defenders(ctx, a.seat).length > 0) return;
				a.declared = true;
				ctx.cursor = null;
				ctx.stepDone = true;
				return;
			}
			if (a.sentinelSeats.length === 0 && ctx.cursor === a.seat) {
				if (defenders(ctx, a.seat).length > 0) return;
				a.sentinelSeats = sentinelSeats(ctx, a.seat);
			}
			while (a.sentinelSeats.length > 0 && sentinels(ctx, a.sentinelSeats[0]).length === 0) a.sentinelSeats.shift();
			if (a.sentinelSeats.length > 0) {
				ctx.cursor = a.sentinelSeats[0];
				return;
			}
			a.undefended = true;
			a.declared = true;
			ctx.cursor = null;
			log(ctx, 'lcg_log_undefended', { card: cardRef(ctx, a.enemy) }, a.seat);
			ctx.stepDone = true;
		},
		legal(ctx, seat) {
			const a = ctx.combat.attack;
			if (!a || a.declared || seat !== ctx.cursor) return [];
			if (seat === a.seat && a.sentinelSeats.length === 0) {
				const more = defenders(ctx, seat).map((card) => ev('DEFEND', seat, { card }));
				// Stand Together: defenders are added one by one, DONE ends the declaration.
				if (a.defenders.length > 0) return [...more, ev('DONE', seat, {})];
				return [...more, ev('NO_DEFENDER', seat, {})];
			}
			return [...sentinels(ctx, seat).map((card) => ev('DEFEND', seat, { card })), ev('DONE', seat, {})];
		},
		handle(ctx, e) {
			const a = ctx.combat.attack!;
			if (e.type === 'DEFEND' && e.seat === a.seat && multiDefend(ctx, a.seat) && a.sentinelSeats.length === 0) {
				mut(ctx, e.card).exhausted = true;
				a.defenders.push(e.card);
				log(ctx, 'lcg_log_defender', { card: cardRef(ctx, e.card), enemy: cardRef(ctx, a.enemy) }, e.seat);
				pushEffects(ctx, [{ k: 'emit', ev: { type: 'defenderDeclared', enemy: a.enemy, defender: e.card, seat: a.seat } }]);
			} else if (e.type === 'DONE' && e.seat === a.seat && a.defenders.length > 0) {
				a.declared = true;
				ctx.cursor = null;
			} else if (e.type === 'DEFEND') {
				mut(ctx, e.card).exhausted = true;
				a.defenders = [e.card];
				a.declared = true;
				a.sentinelSeats = [];
				ctx.cursor = null;
				log(ctx, 'lcg_log_defender', { card: cardRef(ctx, e.card), enemy: cardRef(ctx, a.enemy) }, e.seat);
				pushEffects(ctx, [{ k: 'emit', ev: { type: 'defenderDeclared', enemy: a.enemy, defender: e.card, seat: a.seat } }]);
			} else if (e.type === 'NO_DEFENDER') {
				a.sentinelSeats = sentinelSeats(ctx, a.seat);
				if (a.sentinelSeats.length === 0) ctx.cursor = null;
				else ctx.cursor = a.sentinelSeats[0];
				if (ctx.cursor === null) {
					a.undefended = true;
					a.declared = true;
					log(ctx, 'lcg_log_undefended', { card: cardRef(ctx, a.enemy) }, a.seat);
				}
			} else if (e.type === 'DONE') {
				a.sentinelSeats.shift();
				ctx.cursor = a.sentinelSeats[0] ?? null;
				if (ctx.cursor === null) {
					a.undefended = true;
					a.declared = true;
					log(ctx, 'lcg_log_undefended', { card: cardRef(ctx, a.enemy) }, a.seat);
				}
			}
		}
	},
	'combat.enemyDefendWindow': window(),
	'combat.enemyShadow': {
		kind: 'auto',
		events: NO_EVENTS,
		enter(ctx) {
			if (!attackFizzled(ctx)) pushEffects(ctx, [{ k: 'rule', name: 'shadowEffects', args: null }]);
			ctx.stepDone = true;
		}
	},
	'combat.enemyShadowWindow': window(),
	'combat.enemyDamage': {
		kind: 'auto',
		events: NO_EVENTS,
		enter(ctx) {
			if (!attackFizzled(ctx)) enemyAttackDamage(ctx);
			ctx.stepDone = true;
		}
	},
	'combat.enemyDamageWindow': window((ctx) => pushEffects(ctx, [{ k: 'rule', name: 'endAttack', args: null }])),
	'combat.playerDeclare': {
		kind: 'player',
		events: ['ATTACK', 'ADD_ATTACKER', 'CONFIRM', 'DONE'],
		enter(ctx) {
			ctx.combat.playerAttack = null;
			ctx.cursor = null;
		},
		settle(ctx) {
			if (ctx.stepDone) return;
			const pa = ctx.combat.playerAttack;
			if (pa && !pa.confirmed) {
				if (!inPlay(ctx, pa.target) || ctx.players[pa.seat].eliminated) {
					ctx.combat.playerAttack = null;
				} else if (pa.joining) {
					// The seats asked to join: the next one that still has a Ranged character to add.
					let skip = 0;
					while (skip < pa.joining.length && joinCandidates(ctx, pa.joining[skip]).length === 0) skip++;
					if (skip > 0) pa.joining = pa.joining.slice(skip);
					if (pa.joining.length === 0) declarePlayerAttack(ctx);
					else ctx.cursor = pa.joining[0];
					return;
				} else return;
			}
			const can = (s: number) => !ctx.combat.doneAttacking.includes(s) && attackTargets(ctx, s).length > 0;
			if (ctx.cursor !== null && !ctx.players[ctx.cursor].eliminated && can(ctx.cursor)) return;
			ctx.cursor = turnOrder(ctx).find(can) ?? null;
			if (ctx.cursor === null) ctx.stepDone = true;
		},
		legal(ctx, seat) {
			const pa = ctx.combat.playerAttack;
			if (!pa) {
				if (seat !== ctx.cursor) return [];
				return [...attackTargets(ctx, seat).map((enemy) => ev('ATTACK', seat, { enemy })), ev('DONE', seat, {})];
			}
			const out: LcgEvent[] = attackerCandidates(ctx, seat).map((card) => ev('ADD_ATTACKER', seat, { card }));
			if (pa.joining) {
				// A seat asked to join adds its Ranged characters, or passes (DONE).
				if (!pa.confirmed && seat === pa.joining[0]) out.push(ev('DONE', seat, {}));
				return out;
			}
			if (seat === pa.seat && pa.attackers.some((id) => ctx.cards[id].controller === seat)) out.push(ev('CONFIRM', seat, {}));
			return out;
		},
		handle(ctx, e) {
			if (e.type === 'ATTACK') {
				ctx.combat.playerAttack = { seat: e.seat, target: e.enemy, from: ctx.cards[e.enemy].zone, attackers: [], confirmed: false, strength: 0 };
				ctx.combat.struck.push(`${e.seat}:${e.enemy}`);
			} else if (e.type === 'ADD_ATTACKER') {
				ctx.combat.playerAttack!.attackers.push(e.card);
			} else if (e.type === 'CONFIRM') {
				askJoiners(ctx);
			} else if (e.type === 'DONE' && ctx.combat.playerAttack?.joining) {
				const pa = ctx.combat.playerAttack;
				pa.joining = pa.joining!.slice(1);
				if (pa.joining.length === 0) declarePlayerAttack(ctx);
			} else if (e.type === 'DONE') {
				ctx.combat.doneAttacking.push(e.seat);
				ctx.cursor = null;
			}
		}
	},
	'combat.playerDeclareWindow': window(),
	'combat.playerStrength': {
		kind: 'auto',
		events: NO_EVENTS,
		enter(ctx) {
			const pa = ctx.combat.playerAttack;
			if (pa && !playerAttackEnded(ctx)) pa.strength = attackStrength(ctx);
			ctx.stepDone = true;
		}
	},
	'combat.playerStrengthWindow': window(),
	'combat.playerDamage': {
		kind: 'auto',
		events: NO_EVENTS,
		enter(ctx) {
			const pa = ctx.combat.playerAttack;
			if (pa && !playerAttackEnded(ctx)) {
				pa.strength = attackStrength(ctx);
				playerAttackDamage(ctx);
			} else if (pa && inPlay(ctx, pa.target)) log(ctx, 'lcg_log_attack_ended', { card: cardRef(ctx, pa.target) }, pa.seat);
			ctx.stepDone = true;
		}
	},
	'combat.playerDamageWindow': window((ctx) => {
		ctx.combat.playerAttack = null;
	}),
	'combat.endWindow': window((ctx) => pushEffects(ctx, [{ k: 'rule', name: 'discardShadows', args: null }, ...endPhaseEffects(ctx)])),
	'refresh.ready': {
		kind: 'auto',
		events: NO_EVENTS,
		enter(ctx) {
			beginPhase(ctx, 'refresh');
			pushEffects(ctx, [
				{ k: 'emit', ev: { type: 'refresh' } },
				{ k: 'rule', name: 'readyAll', args: null },
				...turnOrder(ctx).map((seat): Effect => ({ k: 'threat', seat, amount: 1 })),
				// The token moves once: not again if the first player was eliminated meanwhile.
				{ k: 'rule', name: 'passFirstPlayer', args: { from: ctx.firstPlayer } }
			]);
			ctx.stepDone = true;
		}
	},
	'refresh.window': window((ctx) =>
		pushEffects(ctx, [...endPhaseEffects(ctx), { k: 'emit', ev: { type: 'endOfRound' } }, { k: 'rule', name: 'endRound', args: null }])
	)
} satisfies Partial<Record<Step, StepDef>>;
