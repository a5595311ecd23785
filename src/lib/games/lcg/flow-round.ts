/**
 * The steps of the round before combat (« Séquence du Tour »: setup, resource, planning, quest,
 * travel, encounter) and the helpers every step uses (`StepDef`, cursors, windows, phase
 * changes). Split from flow.ts (which assembles `STEPS` and re-exports what others import).
 */
import { getDef } from './cards/registry';
import { QueryImpl } from './effects/api';
import { activate, activateEvents, holdsPlanningCard, distinctByCard, drawCards, mulligan, playCard, playEvents, readyCharacters } from './rules';
import { activeLocation, dataOf, heroes, inPlay, log, moveCard, mut, pushEffects, stagingThreat, stat, turnOrder, zoneIds } from './state';
import type { Effect, Iid, LcgContext, LcgEvent, Phase, Step } from './types';

/** One step of the round. */
export interface StepDef {
	kind: 'auto' | 'player' | 'window';
	/**
	 * The types of the events a player may send in this step (its `legal` lists no other; a
	 * window's are its Actions and CONTINUE; an auto step's none): the only events its state
	 * in the statechart accepts (machine.ts), a decision's CHOOSE apart.
	 */
	events: readonly PlayerEventType[];
	/** Runs when the step starts (the context is a draft). */
	enter(ctx: LcgContext): void;
	/**
	 * Player steps: the events `seat` may send (windows list Actions + CONTINUE generically).
	 * With `only` (flow.ts `isLegal`), events that cannot equal it may be left out.
	 */
	legal?(ctx: LcgContext, seat: number, only?: LcgEvent): LcgEvent[];
	/** Player steps: applies a legal event. */
	handle?(ctx: LcgContext, ev: LcgEvent): void;
	/**
	 * Player steps: moves the cursor past players who cannot act; marks the step done when
	 * nobody is left. Returns false when it changed nothing at all (the player at the cursor is
	 * still to act): the flow then leaves the draft as it is, so what was read from it for this
	 * state (legal events, constant effects) stays cached. Any other return value (true,
	 * undefined) means it may have changed something.
	 */
	settle?(ctx: LcgContext): boolean | void;
	/** Windows: what closing the window does (end of phase, end of attack...). */
	close?(ctx: LcgContext): void;
}

/** The type of an event a player sends in a step (all but a decision's CHOOSE). */
export type PlayerEventType = Exclude<LcgEvent['type'], 'CHOOSE'>;

/** The events of an auto step (none: nobody acts in it, but for a decision's CHOOSE). */
export const NO_EVENTS: readonly PlayerEventType[] = [];

/* ------------------------------------------------------------- helpers */

export function ev<T extends LcgEvent['type']>(type: T, seat: number, extra: Omit<Extract<LcgEvent, { type: T }>, 'type' | 'seat'>): Extract<LcgEvent, { type: T }> {
	return { type, seat, ...extra } as Extract<LcgEvent, { type: T }>;
}

/** Starts a new phase (logs it) if the context is not in it yet. */
export function beginPhase(ctx: LcgContext, phase: Phase): void {
	if (ctx.phase === phase) return;
	ctx.phase = phase;
	ctx.done = [];
	log(ctx, 'lcg_log_phase', { phase, round: ctx.round });
	// « au début de chaque phase de quête » (Out of the Dungeons): only the quest phase is needed.
	if (phase === 'quest') pushEffects(ctx, [{ k: 'emit', ev: { type: 'startOfPhase', phase } }]);
}

/** The definition of the quest stage in play (its rule changes: Anduin Passage, Ambush on the Shore), if any; also read by the partner on its view (bot/see.ts). */
export function questDef(ctx: LcgContext) {
	const qc = zoneIds(ctx, 'quest')[0];
	return qc ? getDef(ctx.cards[qc].cardId) : undefined;
}

/**
 * The effects that end the current phase: delayed effects « à la fin de la phase » (Sneak
 * Attack), endOfPhase triggers, then « jusqu'à la fin de la phase » modifiers expire.
 */
export function endPhaseEffects(ctx: LcgContext): Effect[] {
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

/**
 * A player step's settle: keeps the cursor on a seat that can act, else the next one, else done.
 * `can` only reads the context.
 * @returns false when it changed nothing (the step is done, or the seat at the cursor can act)
 */
export function settleCursor(ctx: LcgContext, can: (seat: number) => boolean): boolean {
	if (ctx.stepDone) return false;
	if (ctx.cursor !== null && !ctx.players[ctx.cursor].eliminated && !ctx.done.includes(ctx.cursor) && can(ctx.cursor)) return false;
	if (ctx.cursor !== null && !ctx.done.includes(ctx.cursor)) ctx.done.push(ctx.cursor);
	ctx.cursor = nextCursor(ctx, can);
	if (ctx.cursor === null) ctx.stepDone = true;
	return true;
}

/** The Actions `seat` may take in a window: event cards and abilities of cards in play. */
export function actionEvents(ctx: LcgContext, seat: number, only?: LcgEvent): LcgEvent[] {
	if (ctx.players[seat].eliminated) return [];
	const out = playEvents(ctx, seat, 'window', only);
	for (const e of activateEvents(ctx, seat, only)) out.push(e);
	return out;
}

/**
 * Whether `seat`'s planning step stays open: they can play an ally or attachment, or they hold
 * one they may play but for its cost and have an Action that might pay for it (« Phase 2 : Organisation »; a player who can
 * do neither passes at once). Read from the step's legal events for `seat` (the planning step's
 * `legal`: PLAY of an ally or attachment, then their Actions, then DONE), as flow.ts caches them
 * for the state: when the step goes on, the same list is what the player is then offered.
 */
function planningGoesOn(ctx: LcgContext, seat: number): boolean {
	// Without an ally or attachment the seat may play by its kind there is no planning play, and
	// an Action alone does not keep the step open: nothing else to compute.
	if (!holdsPlanningCard(ctx, seat)) return false;
	for (const e of legalNow(ctx, seat)) if (e.type === 'PLAY' || e.type === 'ACTIVATE') return true;
	return false;
}

/** `legalEvents` as flow.ts caches it per state (shared list: never changed); wired by flow.ts, which imports this file. */
let legalNow: (ctx: LcgContext, seat: number) => readonly LcgEvent[] = () => {
	throw new Error('LCG legal events not wired (flow.ts setLegalLookup)');
};

/** Wires the cached legal events of flow.ts (no import cycle). */
export function setLegalLookup(f: (ctx: LcgContext, seat: number) => readonly LcgEvent[]): void {
	legalNow = f;
}

export function window(close?: (ctx: LcgContext) => void): StepDef {
	return { kind: 'window', events: ['PLAY', 'ACTIVATE', 'CONTINUE'], enter: () => {}, close };
}

/* --------------------------------------------------------------- steps */

/** The steps of the round before combat: setup, resource, planning, quest, travel, encounter. */
export const ROUND_STEPS = {
	'setup.mulligan': {
		kind: 'player',
		events: ['KEEP', 'MULLIGAN'],
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
		events: NO_EVENTS,
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
		events: NO_EVENTS,
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
		events: ['PLAY', 'ACTIVATE', 'DONE'],
		enter(ctx) {
			beginPhase(ctx, 'planning');
			ctx.cursor = nextCursor(ctx, () => true);
			if (ctx.cursor === null) ctx.stepDone = true;
		},
		settle(ctx) {
			if (ctx.stepDone || ctx.cursor === null) return false;
			if (ctx.players[ctx.cursor].eliminated || !planningGoesOn(ctx, ctx.cursor)) {
				ctx.done.push(ctx.cursor);
				ctx.stepDone = true;
				return true;
			}
			return false;
		},
		// The active player may use Actions while playing allies and attachments (FFG Rules
		// Reference, planning window): Steward of Gondor played, exhausted for 2 resources that
		// then pay for an ally, all in one planning step.
		legal: (ctx, seat, only) => (seat === ctx.cursor ? [...playEvents(ctx, seat, 'planning', only), ...actionEvents(ctx, seat, only), ev('DONE', seat, {})] : []),
		handle(ctx, e) {
			if (e.type === 'PLAY') playCard(ctx, e);
			else if (e.type === 'ACTIVATE') activate(ctx, e);
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
		events: ['COMMIT', 'DONE'],
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
		events: NO_EVENTS,
		enter(ctx) {
			// « Renforcement »: 1 card per player; Anduin Passage adds 1; Ambush on the Shore skips the step.
			const def = questDef(ctx);
			if (!def?.skipStaging) {
				const n = turnOrder(ctx).length + (def?.extraStagingReveals ?? 0);
				log(ctx, 'lcg_log_staging', { count: n });
				pushEffects(ctx, [{ k: 'reveal', count: n }]);
			} else log(ctx, 'lcg_log_staging_skipped');
			ctx.stepDone = true;
		}
	},
	'quest.stagingWindow': window(),
	'quest.resolve': {
		kind: 'auto',
		events: NO_EVENTS,
		enter(ctx) {
			const will = ctx.committed.filter((id) => inPlay(ctx, id)).reduce((n, id) => n + stat(ctx, id, 'willpower'), 0);
			const threat = stagingThreat(ctx);
			const diff = will - threat;
			log(ctx, diff > 0 ? 'lcg_log_quest_success' : diff < 0 ? 'lcg_log_quest_failure' : 'lcg_log_quest_tie', { willpower: will, threat, amount: Math.abs(diff) });
			if (diff > 0) pushEffects(ctx, [{ k: 'rule', name: 'questProgress', args: { amount: diff } }]);
			else if (diff < 0)
				pushEffects(ctx, [...turnOrder(ctx).map((seat): Effect => ({ k: 'threat', seat, amount: -diff })), { k: 'emit', ev: { type: 'questFailed' } }]);
			ctx.stepDone = true;
		}
	},
	'quest.resolveWindow': window((ctx) => pushEffects(ctx, endPhaseEffects(ctx))),
	'travel.choose': {
		kind: 'player',
		events: ['TRAVEL', 'DONE'],
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
			// The East Bight: « the players must travel to The East Bight if there is no active location ».
			const options = travelOptions(ctx);
			const forced = options.filter((id) => getDef(ctx.cards[id].cardId)?.forcedTravel);
			if (forced.length > 0) return distinctByCard(ctx, forced).map((location) => ev('TRAVEL', seat, { location }));
			return [...distinctByCard(ctx, options).map((location) => ev('TRAVEL', seat, { location })), ev('DONE', seat, {})];
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
		events: ['ENGAGE', 'DONE'],
		enter(ctx) {
			beginPhase(ctx, 'encounter');
			ctx.cursor = null;
		},
		settle: (ctx) => settleCursor(ctx, () => optionalEngagements(ctx).length > 0),
		legal(ctx, seat) {
			if (seat !== ctx.cursor) return [];
			return [...distinctByCard(ctx, optionalEngagements(ctx)).map((enemy) => ev('ENGAGE', seat, { enemy })), ev('DONE', seat, {})];
		},
		handle(ctx, e) {
			if (e.type === 'ENGAGE') pushEffects(ctx, [{ k: 'engage', enemy: e.enemy, seat: e.seat }]);
			ctx.done.push(e.seat);
		}
	},
	'encounter.optionalWindow': window(),
	'encounter.checks': {
		kind: 'auto',
		events: NO_EVENTS,
		enter(ctx) {
			// Anduin Passage: « Do not make engagement checks during the encounter phase ».
			if (!questDef(ctx)?.noEngagementChecks) pushEffects(ctx, [{ k: 'rule', name: 'engagementCheck', args: { idx: 0, misses: 0 } }]);
			ctx.stepDone = true;
		}
	},
	'encounter.checksWindow': window((ctx) => pushEffects(ctx, endPhaseEffects(ctx))),
} satisfies Partial<Record<Step, StepDef>>;

/** Enemies of the staging area a player may optionally engage now (not Goblin Sniper while other enemies are there). */
function optionalEngagements(ctx: LcgContext): Iid[] {
	const q = new QueryImpl(ctx);
	return stagingEnemies(ctx).filter((id) => !getDef(ctx.cards[id].cardId)?.cannotOptionallyEngage?.(q, id));
}

/** Enemies in the staging area (the optional engagement may pick any of them). */
export function stagingEnemies(ctx: LcgContext): Iid[] {
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
