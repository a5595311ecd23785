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
import { activate, hasAction, playCard, phaseOfStep } from './rules';
import { cloneCtx, draftInfo, touch, turnOrder } from './state';
import type { LcgContext, LcgEvent, Step } from './types';
import { ROUND_STEPS, type StepDef, ev, actionEvents, setLegalLookup } from './flow-round';
import { COMBAT_STEPS } from './flow-combat';

export { actionEvents, ROUND_STEPS, travelOptions } from './flow-round';
export { COMBAT_STEPS } from './flow-combat';

/**
 * True when `seat` has an Action in the open action window: its legal events there (flow.ts
 * `computeLegal`) are more than a CONTINUE. A list already computed for the state is read;
 * otherwise play.ts `hasAction` answers, which stops at the first Action found instead of listing
 * every Action with its targets and payments (most windows close at once, unseen; the lists of
 * a window that stays open are then computed once, when asked). Same answer as the list:
 * a seat that passed since the last Action has none (`ctx.passed`), an eliminated seat has none.
 * Only for an open window (idle, not done), where `computeLegal` lists exactly `actionEvents`.
 */
function seatHasAction(ctx: LcgContext, seat: number): boolean {
	if (seat !== ctx.firstPlayer && ctx.passed?.includes(seat)) return false;
	const cached = legalCache(ctx, false)?.[seat];
	if (cached) return cached.some((e) => e.type !== 'CONTINUE');
	return hasAction(ctx, seat);
}

/** True when some player has an Action now in the open window (more than the first player's CONTINUE). */
function anyAction(ctx: LcgContext): boolean {
	return turnOrder(ctx).some((s) => seatHasAction(ctx, s));
}

/** True when `ctx` is at an open action window: no decision, nothing pending, the step not done, the game going on. */
function atOpenWindow(ctx: LcgContext): boolean {
	return isIdle(ctx) && !ctx.stepDone && STEPS[ctx.step as keyof typeof STEPS]?.kind === 'window';
}

/** Every step of the statechart. */
export const STEPS: Record<Exclude<Step, 'end.victory' | 'end.defeat'>, StepDef> = { ...ROUND_STEPS, ...COMBAT_STEPS };

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
			const cursor = ctx.cursor;
			const stepDone = ctx.stepDone;
			const pending = ctx.pending.length;
			// A settle that changed nothing: the seat at the cursor is to act in this very state,
			// whose reads (legal events, constant effects) stay cached (no touch).
			if (def.settle(ctx) === false) return;
			touch(ctx);
			resolve(ctx);
			if (ctx.cursor === cursor && ctx.stepDone === stepDone && ctx.pending.length === pending) return;
		} else return;
	}
}

function closeWindow(ctx: LcgContext): void {
	const def = STEPS[ctx.step as keyof typeof STEPS];
	ctx.stepDone = true;
	if (ctx.passed?.length) ctx.passed = [];
	def.close?.(ctx);
	touch(ctx);
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

/** True when `ctx` is the copy the current event works on (its draft record, state.ts `draftInfo`, carries the generation). */
function isCurrentDraft(ctx: LcgContext): boolean {
	return draftInfo(ctx).generation === generation;
}

function freshCopy(prev: LcgContext): LcgContext {
	const ctx = cloneCtx(prev);
	draftInfo(ctx).generation = ++generation;
	return ctx;
}

/**
 * The context after entering `step` (the statechart calls this from each state's entry).
 * Never changes a context that an earlier event produced.
 */
export function enterStep(prev: LcgContext, step: Step): LcgContext {
	const ctx = isCurrentDraft(prev) ? prev : freshCopy(prev);
	ctx.step = step;
	ctx.stepDone = false;
	touch(ctx);
	if (step === 'end.victory' || step === 'end.defeat') {
		ctx.phase = 'end';
		ctx.cursor = null;
		return ctx;
	}
	const def = STEPS[step];
	if (def.kind === 'window' && ctx.passed?.length) ctx.passed = [];
	if (phaseOfStep(step) !== ctx.phase && def.kind === 'window') ctx.phase = phaseOfStep(step);
	def.enter(ctx);
	touch(ctx);
	settle(ctx);
	// A window that stays open (somebody has an Action): what is logged from now on happens in it.
	if (def.kind === 'window' && !ctx.stepDone && ctx.step === step) ctx.windowOpened = ctx.log.length;
	return ctx;
}

/**
 * Every event `seat` may send now (LCG-DESIGN.md "Hot-seat action windows"): the options of
 * an open decision; in a window, each Action with its targets and payments, plus CONTINUE for
 * the first player; in a player step, that step's moves. Empty when the game is over.
 */
export function legalEvents(ctx: LcgContext, seat: number): LcgEvent[] {
	return cachedLegal(ctx, seat).slice();
}

/** The cached list of `legalEvents` itself (shared: never changed by the caller). */
function cachedLegal(ctx: LcgContext, seat: number): LcgEvent[] {
	const bySeat = legalCache(ctx, true)!;
	return (bySeat[seat] ??= computeLegal(ctx, seat));
}
setLegalLookup(cachedLegal);

/*
 * Legal events are computed once per state and seat: the cache lives in the draft record of the
 * context (state.ts `draftInfo`, shared by the context objects XState's `assign` copies from
 * the draft) and holds while the draft has not moved (its write counter) and the context reads
 * the same cards, decision and pending stack (a view of it, definition.ts `viewOf`, does not).
 * A snapshot someone holds is never changed afterwards (every event works on a fresh copy), so
 * activeSeats, the session and the statechart's guard all share one computation (the settle's
 * window check and activeSeats in a window read a list when there is one, else ask
 * `seatHasAction`, which builds none).
 */
function legalCache(ctx: LcgContext, create: boolean): LcgEvent[][] | null {
	const d = draftInfo(ctx);
	const c = d.legal;
	if (c && c.version === d.version && c.cards === ctx.cards && c.decision === ctx.decision && c.pending === ctx.pending) return c.bySeat;
	if (!create) return null;
	d.legal = { version: d.version, cards: ctx.cards, decision: ctx.decision, pending: ctx.pending, bySeat: [] };
	return d.legal.bySeat;
}

/**
 * `legalEvents` uncached; with `only`, events that cannot equal `only` may be left out (the
 * Actions of other cards, or of another kind, are not computed), every event that may equal
 * it is kept.
 */
function computeLegal(ctx: LcgContext, seat: number, only?: LcgEvent): LcgEvent[] {
	if (ctx.outcome || seat < 0 || seat >= ctx.players.length) return [];
	if (ctx.decision) return ctx.decision.seat === seat ? ctx.decision.options.map((o) => ev('CHOOSE', seat, { value: o.value })) : [];
	if (!isIdle(ctx) || ctx.stepDone) return [];
	const def = STEPS[ctx.step as keyof typeof STEPS];
	if (!def) return [];
	if (def.kind === 'window') {
		// Every player may pass (FFG Rules Reference, action windows): the first player's CONTINUE
		// closes the window (the table's « every player passed »); another player who may act
		// passes with theirs and is not asked again until somebody acts.
		if (seat !== ctx.firstPlayer && ctx.passed?.includes(seat)) return [];
		const out = actionEvents(ctx, seat, only);
		if (seat === ctx.firstPlayer || (only ? hasAction(ctx, seat) : out.length > 0)) out.push(ev('CONTINUE', seat, {}));
		return out;
	}
	return def.legal ? def.legal(ctx, seat, only) : [];
}

/**
 * True exactly when `legalEvents(ctx, e.seat)` lists an event equal to `e` (`jsonEqual`), the
 * check of the session and of the statechart's guard, without listing the Actions of other
 * cards (replay.ts checks each replayed event with it). tests/unit/lcg/replay.test.ts compares
 * both on random games.
 */
export function isLegal(ctx: LcgContext, e: LcgEvent): boolean {
	const seat = e?.seat;
	if (typeof seat !== 'number') return false;
	const cached = legalCache(ctx, false)?.[seat];
	// A seat that is not a whole number goes the long way (as legalEvents would, errors included).
	const list = cached ?? (Number.isInteger(seat) ? computeLegal(ctx, seat, e) : legalEvents(ctx, seat));
	// The event is often one of the listed objects itself (a copy of the cached list was sent).
	for (let i = 0; i < list.length; i++) if (list[i] === e) return true;
	return list.some((l) => jsonEqual(l, e));
}

/** Seats that must or may act now (a window: the first player and anyone with an Action who has not passed since the last one). */
export function activeSeats(ctx: LcgContext): number[] {
	if (ctx.outcome) return [];
	if (ctx.decision) return [ctx.decision.seat];
	const out: number[] = [];
	// In an open window the first player may always CONTINUE; another seat acts when it has an
	// Action (its list is then more than a CONTINUE), found without listing them all.
	if (atOpenWindow(ctx)) {
		for (let s = 0; s < ctx.players.length; s++) if (s === ctx.firstPlayer || seatHasAction(ctx, s)) out.push(s);
		return out;
	}
	for (let s = 0; s < ctx.players.length; s++) if (cachedLegal(ctx, s).length > 0) out.push(s);
	return out;
}

/**
 * The context after a legal event (the statechart's guard checked it). Never changes `prev`,
 * unless `replaying`: a replay that never looks back at `prev` (replay.ts) lets the event work
 * on the draft of the step before when `prev` is it (no copy of the cards, zones and log per
 * event); the context object returned is still a new one, so reads cached per context object
 * (`legalEvents`) are never stale.
 * @throws Error when the event cannot apply in the current step
 */
export function applyEvent(prev: LcgContext, e: LcgEvent, replaying = false): LcgContext {
	const ctx = replaying && isCurrentDraft(prev) ? { ...prev } : freshCopy(prev);
	if (e.type === 'CHOOSE') {
		chooseDecision(ctx, e.value);
	} else {
		const def = STEPS[ctx.step as keyof typeof STEPS];
		if (def.kind === 'window') {
			if (e.type === 'PLAY' || e.type === 'ACTIVATE') {
				// Somebody acted: every player may act again before the window closes.
				if (ctx.passed?.length) ctx.passed = [];
				if (e.type === 'PLAY') playCard(ctx, e);
				else activate(ctx, e);
			} else if (e.type === 'CONTINUE' && e.seat !== ctx.firstPlayer) {
				ctx.passed = [...(ctx.passed ?? []), e.seat];
			} else if (e.type === 'CONTINUE') {
				ctx.windowClosed = ctx.log.length;
				closeWindow(ctx);
			} else throw new Error(`${e.type} cannot be sent in an action window`);
		} else if (def.handle) def.handle(ctx, e);
		else throw new Error(`${e.type} cannot be sent in step ${ctx.step}`);
	}
	touch(ctx);
	settle(ctx);
	return ctx;
}

