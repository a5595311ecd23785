/**
 * A whole LCG game driven without an XState actor, for the partner's bench and property test
 * (the same pure functions the statechart calls: `createContext`, `enterStep`, `applyEvent`,
 * and its transition table `STEP_NEXT`, through replay.ts's `settle`). `SimGame` holds the context and
 * the step it is in; `send` applies one legal event and runs the eventless transitions.
 */
import type { LogEntry } from '$lib/engine/types';
import { applyEvent, enterStep, activeSeats, isLegal, isWindow } from '../flow';
import { settle } from '../replay';
import { createContext } from '../rules';
import { turnOrder } from '../state';
import type { LcgContext, LcgEvent, LcgInput, Step } from '../types';

/** A partner's move and why (bot/reason.ts `BotChoice`; the reason may be missing). */
export type Choice = { event: LcgEvent; reason: LogEntry | null };

/** A game in progress: its context and the statechart step it is in (or its end). */
export interface SimGame {
	ctx: LcgContext;
	at: Step | 'victory' | 'defeat';
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
	if (!isLegal(g.ctx, ev)) throw new Error(`illegal event ${JSON.stringify(ev)} in ${g.ctx.step}`);
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
 * decision's seat, the seat whose turn it is in a player step; in an action window, the
 * players after the first player in turn order who may still act (each acts or passes), then
 * the first player, whose pass closes the window (flow.ts: every player may pass).
 * @param decide the partner (bot/index.ts `decide` through the definition): the choice of `seat`
 * @returns null when the game is over
 */
export function simTurn(g: SimGame, decide: (ctx: LcgContext, seat: number) => Choice): { seat: number; choice: Choice } | null {
	if (g.at === 'victory' || g.at === 'defeat') return null;
	const active = activeSeats(g.ctx);
	if (active.length === 0) return null;
	if (g.ctx.decision) return { seat: g.ctx.decision.seat, choice: decide(g.ctx, g.ctx.decision.seat) };
	let seat = active[0];
	if (isWindow(g.ctx.step) && active.length > 1) {
		const first = g.ctx.firstPlayer;
		seat = turnOrder(g.ctx).find((s) => s !== first && active.includes(s)) ?? first;
	}
	return { seat, choice: decide(g.ctx, seat) };
}
