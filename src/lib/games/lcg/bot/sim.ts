/**
 * A whole LCG game driven without an XState actor, for the partner's bench and property test
 * (the same pure functions the statechart calls: `createContext`, `enterStep`, `applyEvent`,
 * and its transition table `STEP_NEXT`, as replay.ts does). `SimGame` holds the context and
 * the step it is in; `send` applies one legal event and runs the eventless transitions.
 */
import { jsonEqual } from '$lib/engine/equal';
import { isIdle } from '../effects/engine';
import { applyEvent, enterStep, activeSeats, isWindow, legalEvents } from '../flow';
import { turnOrder } from '../state';
import { FORCED } from './actions';
import type { LogEntry } from '$lib/engine/types';

/** A partner's move and why (bot/reason.ts `BotChoice`; the reason may be missing). */
export type Choice = { event: LcgEvent; reason: LogEntry | null };
import { STEP_NEXT } from '../machine';
import { createContext } from '../rules';
import type { LcgContext, LcgEvent, LcgInput, Step } from '../types';

/** A game in progress: its context and the statechart step it is in (or its end). */
export interface SimGame {
	ctx: LcgContext;
	at: Step | 'victory' | 'defeat';
}

function settle(ctx: LcgContext, step: Step): SimGame {
	for (let n = 0; n < 10000; n++) {
		if (ctx.outcome === 'victory' || ctx.outcome === 'defeat') {
			const end = ctx.outcome;
			return { ctx: enterStep(ctx, end === 'victory' ? 'end.victory' : 'end.defeat'), at: end };
		}
		if (!ctx.stepDone || !isIdle(ctx)) return { ctx, at: step };
		const t = STEP_NEXT[step as keyof typeof STEP_NEXT];
		step = t.noCursor && ctx.cursor === null ? t.noCursor : t.next;
		ctx = enterStep(ctx, step);
	}
	throw new Error('LCG steps follow each other without end');
}

/** Starts a game from `input` (setup done up to the first mulligan). */
export function simStart(input: LcgInput): SimGame {
	return settle(enterStep(createContext(input), 'setup.mulligan'), 'setup.mulligan');
}

/**
 * The game after `ev`.
 * @throws Error when `ev` is not one of `legalEvents(ctx, ev.seat)` or the game is over
 */
export function simSend(g: SimGame, ev: LcgEvent): SimGame {
	if (g.at === 'victory' || g.at === 'defeat') throw new Error('the game is over');
	const legal = legalEvents(g.ctx, ev.seat);
	if (!legal.some((l) => jsonEqual(l, ev))) throw new Error(`illegal event ${JSON.stringify(ev)} in ${g.ctx.step}`);
	return settle(applyEvent(g.ctx, ev), g.at);
}

/** The seat to act now (the first of `activeSeats`), or null when the game is over. */
export function simSeat(g: SimGame): number | null {
	if (g.at === 'victory' || g.at === 'defeat') return null;
	const a = activeSeats(g.ctx);
	return a.length ? a[0] : null;
}

/**
 * Who acts now and what the partner plays there, as a table of partners would: an open
 * decision's seat, the seat whose turn it is in a player step; in an action window, a seat
 * that wants to make an Action (in turn order from the first player), else the first player,
 * who closes it (a seat is never made to act only because it holds an Action).
 * @param decide the partner (bot/index.ts `decide` through the definition): the choice of `seat`
 * @returns null when the game is over
 */
export function simTurn(g: SimGame, decide: (ctx: LcgContext, seat: number) => Choice): { seat: number; choice: Choice } | null {
	if (g.at === 'victory' || g.at === 'defeat') return null;
	const active = activeSeats(g.ctx);
	if (active.length === 0) return null;
	if (g.ctx.decision) return { seat: g.ctx.decision.seat, choice: decide(g.ctx, g.ctx.decision.seat) };
	if (isWindow(g.ctx.step) && active.length > 1) {
		const first = g.ctx.firstPlayer;
		for (const seat of turnOrder(g.ctx)) {
			if (seat === first || !active.includes(seat)) continue;
			const choice = decide(g.ctx, seat);
			if (choice.reason?.key !== FORCED) return { seat, choice };
		}
		if (active.includes(first)) return { seat: first, choice: decide(g.ctx, first) };
	}
	return { seat: active[0], choice: decide(g.ctx, active[0]) };
}
