/**
 * The steps of the round (« Séquence du Tour »), one per state of the statechart: what
 * happens when the step starts (`enter`), who may do what (`legal`), what an event does
 * (`handle`). Three kinds of step:
 *
 * - 'auto': a red step of the table (dictated by the rules); it runs and is done;
 * - 'player': a step where one player acts in turn (`ctx.cursor`), then the next;
 * - 'window': a green action window: any player may take Actions, the first player closes it
 *   with CONTINUE; it closes by itself when nobody has an Action (unless the option
 *   `pauseAtEveryWindow`), LCG-DESIGN.md "Hot-seat action windows".
 *
 * `applyEvent` and `enterStep` return a new context (the input is never changed); the
 * statechart moves to the next state when the step is done and nothing is pending.
 */
import { jsonEqual } from '$lib/engine/equal';
import { choose as chooseDecision, isIdle, resolve } from './effects/engine';
import { getDef } from './cards/registry';
import { QueryImpl } from './effects/api';
import {
	activate,
	activateEvents,
	hasAction,
	dealShadows,
	distinctByCard,
	enemyAttackDamage,
	attackStrength,
	drawCards,
	mulligan,
	playCard,
	playEvents,
	playerAttackDamage,
	readyCharacters,
	phaseOfStep
} from './rules';
import {
	activeLocation,
	cardRef,
	cloneCtx,
	dataOf,
	engagedSeat,
	engagedWith,
	hasKeyword,
	heroes,
	inPlay,
	log,
	forEachInPlay,
	moveCard,
	mut,
	pushEffects,
	stagingThreat,
	stat,
	turnOrder,
	zoneIds
} from './state';
import type { Effect, Iid, LcgContext, LcgEvent, Phase, Step } from './types';

/** One step of the round. */
interface StepDef {
	kind: 'auto' | 'player' | 'window';
	/** Runs when the step starts (the context is a draft). */
	enter(ctx: LcgContext): void;
	/** Player steps: the events `seat` may send (windows list Actions + CONTINUE generically). */
	legal?(ctx: LcgContext, seat: number): LcgEvent[];
	/** Player steps: applies a legal event. */
	handle?(ctx: LcgContext, ev: LcgEvent): void;
	/** Player steps: moves the cursor past players who cannot act; marks the step done when nobody is left. */
	settle?(ctx: LcgContext): void;
	/** Windows: what closing the window does (end of phase, end of attack...). */
	close?(ctx: LcgContext): void;
}

/* ------------------------------------------------------------- helpers */

function ev<T extends LcgEvent['type']>(type: T, seat: number, extra: Omit<Extract<LcgEvent, { type: T }>, 'type' | 'seat'>): Extract<LcgEvent, { type: T }> {
	return { type, seat, ...extra } as Extract<LcgEvent, { type: T }>;
}

/** Starts a new phase (logs it) if the context is not in it yet. */
function beginPhase(ctx: LcgContext, phase: Phase): void {
	if (ctx.phase === phase) return;
	ctx.phase = phase;
	ctx.done = [];
	log(ctx, 'lcg_log_phase', { phase, round: ctx.round });
}

/**
 * The effects that end the current phase: delayed effects « à la fin de la phase » (Sneak
 * Attack), endOfPhase triggers, then « jusqu'à la fin de la phase » modifiers expire.
 */
function endPhaseEffects(ctx: LcgContext): Effect[] {
	return [
		{ k: 'rule', name: 'delayedEndOfPhase', args: null },
		{ k: 'emit', ev: { type: 'endOfPhase', phase: ctx.phase } },
		{ k: 'rule', name: 'endPhase', args: null }
	];
}

/** Picks the next seat in turn order not done yet for which `can` holds; others are marked done. */
function nextCursor(ctx: LcgContext, can: (seat: number) => boolean): number | null {
	for (const s of turnOrder(ctx)) {
		if (ctx.done.includes(s)) continue;
		if (can(s)) return s;
		ctx.done.push(s);
	}
	return null;
}

/** A player step's settle: keeps the cursor on a seat that can act, else the next one, else done. */
function settleCursor(ctx: LcgContext, can: (seat: number) => boolean): void {
	if (ctx.stepDone) return;
	if (ctx.cursor !== null && !ctx.players[ctx.cursor].eliminated && !ctx.done.includes(ctx.cursor) && can(ctx.cursor)) return;
	if (ctx.cursor !== null && !ctx.done.includes(ctx.cursor)) ctx.done.push(ctx.cursor);
	ctx.cursor = nextCursor(ctx, can);
	if (ctx.cursor === null) ctx.stepDone = true;
}

/** The Actions `seat` may take in a window: event cards and abilities of cards in play. */
export function actionEvents(ctx: LcgContext, seat: number): LcgEvent[] {
	if (ctx.players[seat].eliminated) return [];
	return [...playEvents(ctx, seat, 'window'), ...activateEvents(ctx, seat)];
}

/** True when some player has an Action now. */
function anyAction(ctx: LcgContext): boolean {
	return turnOrder(ctx).some((s) => hasAction(ctx, s));
}

function window(close?: (ctx: LcgContext) => void): StepDef {
	return { kind: 'window', enter: () => {}, close };
}

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
	return readyCharacters(ctx, seat).filter((id) => hasKeyword(ctx, id, 'Sentinel'));
}

function attackFizzled(ctx: LcgContext): boolean {
	const a = ctx.combat.attack;
	return !a || !inPlay(ctx, a.enemy) || engagedSeat(ctx, a.enemy) !== a.seat;
}

/** Enemies `seat` may declare an attack against (« Attaquer les Ennemis », « À Distance »). */
function attackTargets(ctx: LcgContext, seat: number): Iid[] {
	const ready = readyCharacters(ctx, seat);
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

/** Characters `seat` may add to the attack being declared. */
function attackerCandidates(ctx: LcgContext, seat: number): Iid[] {
	const pa = ctx.combat.playerAttack;
	if (!pa || pa.confirmed || !inPlay(ctx, pa.target)) return [];
	const own = seat === pa.seat;
	if (ctx.cards[pa.target].zone === 'staging') {
		// Only a character allowed to attack the staging area, and alone.
		return own && pa.attackers.length === 0 ? readyCharacters(ctx, seat).filter((id) => canAttackStaging(ctx, id)) : [];
	}
	const targetMine = engagedSeat(ctx, pa.target) === pa.seat;
	return readyCharacters(ctx, seat).filter(
		(id) => !pa.attackers.includes(id) && ((own && targetMine) || hasKeyword(ctx, id, 'Ranged'))
	);
}

/* --------------------------------------------------------------- steps */

/** Every step of the statechart. */
export const STEPS: Record<Exclude<Step, 'end.victory' | 'end.defeat'>, StepDef> = {
	'setup.mulligan': {
		kind: 'player',
		enter(ctx) {
			ctx.done = [];
			ctx.cursor = null;
		},
		settle: (ctx) => settleCursor(ctx, () => true),
		legal: (ctx, seat) => (seat === ctx.cursor ? [ev('KEEP', seat, {}), ev('MULLIGAN', seat, {})] : []),
		handle(ctx, e) {
			if (e.type === 'MULLIGAN') mulligan(ctx, e.seat);
			else log(ctx, 'lcg_log_keep', {}, e.seat);
			ctx.done.push(e.seat);
		}
	},
	'setup.scenario': {
		kind: 'auto',
		enter(ctx) {
			const top = zoneIds(ctx, 'questDeck')[0];
			moveCard(ctx, top, 'quest');
			const code = ctx.cards[top].cardId;
			ctx.quest = { stage: dataOf(ctx, top).sequence ?? 1, progress: 0 };
			log(ctx, 'lcg_log_stage', { card: code, stage: ctx.quest.stage });
			const def = getDef(code);
			const effects: Effect[] = [];
			if (def?.setup) effects.push({ k: 'hook', card: code, hook: '#setup', self: top, args: null });
			effects.push({ k: 'emit', ev: { type: 'stageRevealed', stage: top } });
			if (def?.whenRevealed) effects.push({ k: 'hook', card: code, hook: '#whenRevealed', self: top, args: null });
			pushEffects(ctx, effects);
			ctx.stepDone = true;
		}
	},
	'resource.gather': {
		kind: 'auto',
		enter(ctx) {
			ctx.round++;
			ctx.limits = {};
			beginPhase(ctx, 'resource');
			for (const seat of turnOrder(ctx)) {
				for (const h of heroes(ctx, seat)) mut(ctx, h).resources++;
				log(ctx, 'lcg_log_resources_gained', { count: heroes(ctx, seat).length }, seat);
			}
			for (const seat of turnOrder(ctx)) drawCards(ctx, seat, 1);
			ctx.stepDone = true;
		}
	},
	'resource.window': window((ctx) => pushEffects(ctx, endPhaseEffects(ctx))),
	'planning.play': {
		kind: 'player',
		enter(ctx) {
			beginPhase(ctx, 'planning');
			ctx.cursor = nextCursor(ctx, () => true);
			if (ctx.cursor === null) ctx.stepDone = true;
		},
		settle(ctx) {
			if (ctx.stepDone || ctx.cursor === null) return;
			if (ctx.players[ctx.cursor].eliminated || playEvents(ctx, ctx.cursor, 'planning').length === 0) {
				ctx.done.push(ctx.cursor);
				ctx.stepDone = true;
			}
		},
		legal: (ctx, seat) => (seat === ctx.cursor ? [...playEvents(ctx, seat, 'planning'), ev('DONE', seat, {})] : []),
		handle(ctx, e) {
			if (e.type === 'PLAY') playCard(ctx, e);
			else {
				ctx.done.push(e.seat);
				ctx.stepDone = true;
			}
		}
	},
	'planning.window': window((ctx) => {
		if (turnOrder(ctx).every((s) => ctx.done.includes(s))) pushEffects(ctx, endPhaseEffects(ctx));
	}),
	'quest.commit': {
		kind: 'player',
		enter(ctx) {
			beginPhase(ctx, 'quest');
			ctx.committed = [];
			ctx.selection = [];
			ctx.cursor = null;
		},
		settle: (ctx) => settleCursor(ctx, (s) => readyCharacters(ctx, s).length > 0),
		legal(ctx, seat) {
			if (seat !== ctx.cursor) return [];
			const out: LcgEvent[] = readyCharacters(ctx, seat)
				.filter((id) => !ctx.selection.includes(id))
				.map((card) => ev('COMMIT', seat, { card }));
			out.push(ev('DONE', seat, {}));
			return out;
		},
		handle(ctx, e) {
			if (e.type === 'COMMIT') {
				ctx.selection.push(e.card);
				return;
			}
			const cards = ctx.selection.filter((id) => inPlay(ctx, id) && !ctx.cards[id].exhausted);
			ctx.selection = [];
			for (const id of cards) mut(ctx, id).exhausted = true;
			ctx.committed.push(...cards);
			ctx.done.push(e.seat);
			log(ctx, 'lcg_log_commit', { count: cards.length, willpower: cards.reduce((n, id) => n + stat(ctx, id, 'willpower'), 0) }, e.seat);
			if (cards.length > 0) pushEffects(ctx, [{ k: 'emit', ev: { type: 'committed', seat: e.seat, cards } }]);
		}
	},
	'quest.commitWindow': window(),
	'quest.staging': {
		kind: 'auto',
		enter(ctx) {
			const n = turnOrder(ctx).length;
			log(ctx, 'lcg_log_staging', { count: n });
			pushEffects(ctx, [{ k: 'reveal', count: n }]);
			ctx.stepDone = true;
		}
	},
	'quest.stagingWindow': window(),
	'quest.resolve': {
		kind: 'auto',
		enter(ctx) {
			const will = ctx.committed.filter((id) => inPlay(ctx, id)).reduce((n, id) => n + stat(ctx, id, 'willpower'), 0);
			const threat = stagingThreat(ctx);
			const diff = will - threat;
			log(ctx, diff > 0 ? 'lcg_log_quest_success' : diff < 0 ? 'lcg_log_quest_failure' : 'lcg_log_quest_tie', { willpower: will, threat, amount: Math.abs(diff) });
			if (diff > 0) pushEffects(ctx, [{ k: 'rule', name: 'questProgress', args: { amount: diff } }]);
			else if (diff < 0) pushEffects(ctx, turnOrder(ctx).map((seat): Effect => ({ k: 'threat', seat, amount: -diff })));
			ctx.stepDone = true;
		}
	},
	'quest.resolveWindow': window((ctx) => pushEffects(ctx, endPhaseEffects(ctx))),
	'travel.choose': {
		kind: 'player',
		enter(ctx) {
			beginPhase(ctx, 'travel');
			ctx.cursor = ctx.firstPlayer;
			if (activeLocation(ctx) || travelOptions(ctx).length === 0) {
				ctx.cursor = null;
				ctx.stepDone = true;
			}
		},
		legal(ctx, seat) {
			if (seat !== ctx.cursor || seat !== ctx.firstPlayer) return [];
			return [...distinctByCard(ctx, travelOptions(ctx)).map((location) => ev('TRAVEL', seat, { location })), ev('DONE', seat, {})];
		},
		handle(ctx, e) {
			if (e.type === 'TRAVEL') {
				const code = ctx.cards[e.location].cardId;
				const effects: Effect[] = [];
				if (getDef(code)?.travel) effects.push({ k: 'hook', card: code, hook: '#travel', self: e.location, args: null });
				effects.push({ k: 'rule', name: 'travelTo', args: { location: e.location } });
				pushEffects(ctx, effects);
			} else log(ctx, 'lcg_log_no_travel', {}, e.seat);
			ctx.cursor = null;
			ctx.stepDone = true;
		}
	},
	'travel.window': window((ctx) => pushEffects(ctx, endPhaseEffects(ctx))),
	'encounter.optional': {
		kind: 'player',
		enter(ctx) {
			beginPhase(ctx, 'encounter');
			ctx.cursor = null;
		},
		settle: (ctx) => settleCursor(ctx, () => stagingEnemies(ctx).length > 0),
		legal(ctx, seat) {
			if (seat !== ctx.cursor) return [];
			return [...distinctByCard(ctx, stagingEnemies(ctx)).map((enemy) => ev('ENGAGE', seat, { enemy })), ev('DONE', seat, {})];
		},
		handle(ctx, e) {
			if (e.type === 'ENGAGE') pushEffects(ctx, [{ k: 'engage', enemy: e.enemy, seat: e.seat }]);
			ctx.done.push(e.seat);
		}
	},
	'encounter.optionalWindow': window(),
	'encounter.checks': {
		kind: 'auto',
		enter(ctx) {
			pushEffects(ctx, [{ k: 'rule', name: 'engagementCheck', args: { idx: 0, misses: 0 } }]);
			ctx.stepDone = true;
		}
	},
	'encounter.checksWindow': window((ctx) => pushEffects(ctx, endPhaseEffects(ctx))),
	'combat.shadows': {
		kind: 'auto',
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
		enter(ctx) {
			ctx.combat.attack = null;
			ctx.cursor = null;
		},
		settle(ctx) {
			settleCursor(ctx, (s) => enemyCandidates(ctx, s).length > 0);
			if (ctx.stepDone || ctx.cursor === null) return;
			const c = enemyCandidates(ctx, ctx.cursor);
			if (c.length === 1) startEnemyAttack(ctx, ctx.cursor, c[0]);
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
				if (readyCharacters(ctx, a.seat).length > 0) return;
				a.declared = true;
				ctx.cursor = null;
				ctx.stepDone = true;
				return;
			}
			if (a.sentinelSeats.length === 0 && ctx.cursor === a.seat) {
				if (readyCharacters(ctx, a.seat).length > 0) return;
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
				const more = readyCharacters(ctx, seat).map((card) => ev('DEFEND', seat, { card }));
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
		enter(ctx) {
			if (!attackFizzled(ctx)) pushEffects(ctx, [{ k: 'rule', name: 'shadowEffects', args: null }]);
			ctx.stepDone = true;
		}
	},
	'combat.enemyShadowWindow': window(),
	'combat.enemyDamage': {
		kind: 'auto',
		enter(ctx) {
			if (!attackFizzled(ctx)) enemyAttackDamage(ctx);
			ctx.stepDone = true;
		}
	},
	'combat.enemyDamageWindow': window((ctx) => pushEffects(ctx, [{ k: 'rule', name: 'endAttack', args: null }])),
	'combat.playerDeclare': {
		kind: 'player',
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
			if (seat === pa.seat && pa.attackers.some((id) => ctx.cards[id].controller === seat)) out.push(ev('CONFIRM', seat, {}));
			return out;
		},
		handle(ctx, e) {
			if (e.type === 'ATTACK') {
				ctx.combat.playerAttack = { seat: e.seat, target: e.enemy, attackers: [], confirmed: false, strength: 0 };
				ctx.combat.struck.push(`${e.seat}:${e.enemy}`);
			} else if (e.type === 'ADD_ATTACKER') {
				ctx.combat.playerAttack!.attackers.push(e.card);
			} else if (e.type === 'CONFIRM') {
				const pa = ctx.combat.playerAttack!;
				for (const id of pa.attackers) mut(ctx, id).exhausted = true;
				pa.confirmed = true;
				log(ctx, 'lcg_log_attack_declared', { card: cardRef(ctx, pa.target), count: pa.attackers.length }, pa.seat);
				ctx.stepDone = true;
			} else if (e.type === 'DONE') {
				ctx.combat.doneAttacking.push(e.seat);
				ctx.cursor = null;
			}
		}
	},
	'combat.playerDeclareWindow': window(),
	'combat.playerStrength': {
		kind: 'auto',
		enter(ctx) {
			const pa = ctx.combat.playerAttack;
			if (pa) pa.strength = attackStrength(ctx);
			ctx.stepDone = true;
		}
	},
	'combat.playerStrengthWindow': window(),
	'combat.playerDamage': {
		kind: 'auto',
		enter(ctx) {
			const pa = ctx.combat.playerAttack;
			if (pa) pa.strength = attackStrength(ctx);
			playerAttackDamage(ctx);
			ctx.stepDone = true;
		}
	},
	'combat.playerDamageWindow': window((ctx) => {
		ctx.combat.playerAttack = null;
	}),
	'combat.endWindow': window((ctx) => pushEffects(ctx, [{ k: 'rule', name: 'discardShadows', args: null }, ...endPhaseEffects(ctx)])),
	'refresh.ready': {
		kind: 'auto',
		enter(ctx) {
			beginPhase(ctx, 'refresh');
			pushEffects(ctx, [
				{ k: 'emit', ev: { type: 'refresh' } },
				{ k: 'rule', name: 'readyAll', args: null },
				...turnOrder(ctx).map((seat): Effect => ({ k: 'threat', seat, amount: 1 })),
				{ k: 'rule', name: 'passFirstPlayer', args: null }
			]);
			ctx.stepDone = true;
		}
	},
	'refresh.window': window((ctx) =>
		pushEffects(ctx, [...endPhaseEffects(ctx), { k: 'emit', ev: { type: 'endOfRound' } }, { k: 'rule', name: 'endRound', args: null }])
	)
};

/** Enemies in the staging area (the optional engagement may pick any of them). */
function stagingEnemies(ctx: LcgContext): Iid[] {
	return zoneIds(ctx, 'staging').filter((id) => !ctx.cards[id].faceDown && dataOf(ctx, id).type === 'enemy');
}

/** Locations of the staging area the players may travel to (their Travel cost can be paid). */
export function travelOptions(ctx: LcgContext): Iid[] {
	const q = new QueryImpl(ctx);
	return zoneIds(ctx, 'staging').filter((id) => {
		if (ctx.cards[id].faceDown || dataOf(ctx, id).type !== 'location') return false;
		const t = getDef(ctx.cards[id].cardId)?.travel;
		return t ? t.can(q, id) : true;
	});
}

/* ------------------------------------------------------------ the API */

/** True for the steps that are action windows. */
export function isWindow(step: Step): boolean {
	return step in STEPS && STEPS[step as keyof typeof STEPS].kind === 'window';
}

/** After anything happened: resolve the stack, then let the step settle (cursor, auto-closing window). */
function settle(ctx: LcgContext): void {
	resolve(ctx);
	for (let i = 0; i < 50 && isIdle(ctx) && !ctx.stepDone; i++) {
		const def = STEPS[ctx.step as keyof typeof STEPS];
		if (!def) return;
		if (def.kind === 'window') {
			if (!ctx.options.pauseAtEveryWindow && !anyAction(ctx)) closeWindow(ctx);
			else return;
		} else if (def.settle) {
			const before = JSON.stringify([ctx.cursor, ctx.stepDone, ctx.pending.length]);
			def.settle(ctx);
			resolve(ctx);
			if (JSON.stringify([ctx.cursor, ctx.stepDone, ctx.pending.length]) === before) return;
		} else return;
	}
}

function closeWindow(ctx: LcgContext): void {
	const def = STEPS[ctx.step as keyof typeof STEPS];
	ctx.stepDone = true;
	def.close?.(ctx);
	resolve(ctx);
}

/*
 * Copy-on-write across one macrostep: an event's `applyEvent` always works on a fresh copy
 * (a new generation); the entry actions that the same event then triggers (states passed
 * through in one step are never seen by anyone) keep working on that copy instead of
 * copying it again. A context of an older generation (a snapshot someone may hold) is
 * always copied first.
 */
let generation = 0;
/** Keyed by the `cards` record of a copy: XState's assign shallow-copies the context object, so its identity is lost, not the nested ones. */
const owner = new WeakMap<object, number>();

function freshCopy(prev: LcgContext): LcgContext {
	const ctx = cloneCtx(prev);
	owner.set(ctx.cards, ++generation);
	return ctx;
}

/**
 * The context after entering `step` (the statechart calls this from each state's entry).
 * Never changes a context that an earlier event produced.
 */
export function enterStep(prev: LcgContext, step: Step): LcgContext {
	const ctx = owner.get(prev.cards) === generation ? prev : freshCopy(prev);
	ctx.step = step;
	ctx.stepDone = false;
	if (step === 'end.victory' || step === 'end.defeat') {
		ctx.phase = 'end';
		ctx.cursor = null;
		return ctx;
	}
	const def = STEPS[step];
	if (phaseOfStep(step) !== ctx.phase && def.kind === 'window') ctx.phase = phaseOfStep(step);
	def.enter(ctx);
	settle(ctx);
	return ctx;
}

/**
 * Every event `seat` may send now (LCG-DESIGN.md "Hot-seat action windows"): the options of
 * an open decision; in a window, each Action with its targets and payments, plus CONTINUE for
 * the first player; in a player step, that step's moves. Empty when the game is over.
 */
export function legalEvents(ctx: LcgContext, seat: number): LcgEvent[] {
	let bySeat = legalCache.get(ctx);
	if (!bySeat) legalCache.set(ctx, (bySeat = []));
	return (bySeat[seat] ??= computeLegal(ctx, seat)).slice();
}

/*
 * Legal events are computed once per context object and seat: the snapshot a caller holds
 * is never changed afterwards (every event works on a fresh copy), and activeSeats, the
 * session and the statechart's guard all ask about the same snapshot.
 */
const legalCache = new WeakMap<LcgContext, LcgEvent[][]>();

function computeLegal(ctx: LcgContext, seat: number): LcgEvent[] {
	if (ctx.outcome || seat < 0 || seat >= ctx.players.length) return [];
	if (ctx.decision) return ctx.decision.seat === seat ? ctx.decision.options.map((o) => ev('CHOOSE', seat, { value: o.value })) : [];
	if (!isIdle(ctx) || ctx.stepDone) return [];
	const def = STEPS[ctx.step as keyof typeof STEPS];
	if (!def) return [];
	if (def.kind === 'window') {
		const out = actionEvents(ctx, seat);
		if (seat === ctx.firstPlayer) out.push(ev('CONTINUE', seat, {}));
		return out;
	}
	return def.legal ? def.legal(ctx, seat) : [];
}

/** Seats that must or may act now (a window: the first player and anyone with an Action). */
export function activeSeats(ctx: LcgContext): number[] {
	if (ctx.outcome) return [];
	if (ctx.decision) return [ctx.decision.seat];
	const out: number[] = [];
	for (let s = 0; s < ctx.players.length; s++) if (legalEvents(ctx, s).length > 0) out.push(s);
	return out;
}

/**
 * The context after a legal event (the statechart's guard checked it). Never changes `prev`.
 * @throws Error when the event cannot apply in the current step
 */
export function applyEvent(prev: LcgContext, e: LcgEvent): LcgContext {
	const ctx = freshCopy(prev);
	if (e.type === 'CHOOSE') {
		chooseDecision(ctx, e.value);
	} else {
		const def = STEPS[ctx.step as keyof typeof STEPS];
		if (def.kind === 'window') {
			if (e.type === 'PLAY') playCard(ctx, e);
			else if (e.type === 'ACTIVATE') activate(ctx, e);
			else if (e.type === 'CONTINUE') {
				closeWindow(ctx);
			} else throw new Error(`${e.type} cannot be sent in an action window`);
		} else if (def.handle) def.handle(ctx, e);
		else throw new Error(`${e.type} cannot be sent in step ${ctx.step}`);
	}
	settle(ctx);
	return ctx;
}

/** True when `e` is one of the legal events of its seat (deep equality). */
export function isLegal(ctx: LcgContext, e: LcgEvent): boolean {
	if (typeof e?.seat !== 'number') return false;
	return legalEvents(ctx, e.seat).some((l) => l.type === e.type && jsonEqual(l, e));
}

