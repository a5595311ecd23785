/**
 * The replay of a saved LCG game without an XState actor (issue 10, « a 1,000-event save
 * rebuilt by replay in ≤ 300 ms at 4× CPU throttle »): the same pure functions the statechart
 * calls (`createContext`, `enterStep`, `applyEvent`, flow.ts), driven by the same transition
 * table (machine.ts `STEP_NEXT`), without the actor's snapshot per action. The session
 * (src/lib/engine/session.ts `replay`) then starts an actor from the state this returns.
 *
 * What the statechart does, step by step, and what this mirrors:
 * - start: `createContext(input)`, then the entry of `setup.mulligan`;
 * - an event: refused unless `legalEvents` lists it (the session checks exactly this, and the
 *   statechart's guard accepts exactly this; checked by flow.ts `isLegal`, the same answer
 *   without listing every Action), then `applyEvent`;
 * - after the start and after each event, the eventless transitions until none applies: the
 *   game over (`outcome`) leaves for `victory`/`defeat` (entry `end.victory`/`end.defeat`);
 *   a step that is done with nothing pending goes to `STEP_NEXT` (its `noCursor` target when
 *   nobody is left to act) and runs that step's entry. The `prompt` region only mirrors
 *   `ctx.decision` (no actions), so its state is read from the context at the end.
 * tests/unit/lcg/replay.test.ts checks that both give the same snapshot on random games.
 */
import type { ReplayOutcome } from '$lib/engine/types';
import { isIdle } from './effects/engine';
import { applyEvent, enterStep, isLegal } from './flow';
import { STEP_NEXT } from './machine';
import { createContext } from './rules';
import type { LcgContext, LcgEvent, LcgInput, Step } from './types';

/** The statechart's state value: a final state, or the step and whether a decision is open. */
export type LcgStateValue = 'victory' | 'defeat' | { play: { flow: Record<string, string>; prompt: 'idle' | 'decision' } };

/** More steps than this entered without a player's event is a bug (the statechart would never stop). */
const MAX_STEPS_PER_EVENT = 10000;

/**
 * Runs the eventless transitions from `step` until none applies; returns the step or final
 * state reached (also the partner's simulator's, bot/sim.ts, and scripts/bench/lcg-engine.ts's,
 * which times the engine without the actor).
 * @throws Error when steps follow each other without end
 */
export function settle(ctx: LcgContext, step: Step): { ctx: LcgContext; at: Step | 'victory' | 'defeat' } {
	for (let n = 0; ; n++) {
		if (n > MAX_STEPS_PER_EVENT) throw new Error('LCG steps follow each other without end');
		if (ctx.outcome === 'victory' || ctx.outcome === 'defeat') {
			const end = ctx.outcome;
			return { ctx: enterStep(ctx, end === 'victory' ? 'end.victory' : 'end.defeat'), at: end };
		}
		if (!ctx.stepDone || !isIdle(ctx)) return { ctx, at: step };
		const t = STEP_NEXT[step as keyof typeof STEP_NEXT];
		step = t.noCursor && ctx.cursor === null ? t.noCursor : t.next;
		ctx = enterStep(ctx, step);
	}
}

/**
 * The statechart's state after `events` from `input`, computed without an actor.
 * @returns the state value and context (what `lcgMachine.resolveState` takes), or the index of
 *   the first event that is not legal (`illegal`) or that threw (`broke`), or `start` when the
 *   game could not even start
 * @throws whatever `legalEvents` (`isLegal`) throws on a broken context (as the session's check would)
 */
export function replayState(input: LcgInput, events: readonly LcgEvent[]): ReplayOutcome<LcgContext> & { value?: LcgStateValue } {
	let ctx: LcgContext;
	let at: Step | 'victory' | 'defeat';
	try {
		({ ctx, at } = settle(enterStep(createContext(input), 'setup.mulligan'), 'setup.mulligan'));
	} catch (error) {
		return { ok: false, reason: 'start', error };
	}
	for (let i = 0; i < events.length; i++) {
		const ev = events[i];
		if (at === 'victory' || at === 'defeat' || typeof ev?.seat !== 'number' || !isLegal(ctx, ev)) {
			return { ok: false, reason: 'illegal', at: i };
		}
		try {
			({ ctx, at } = settle(applyEvent(ctx, ev, true), at));
		} catch (error) {
			return { ok: false, reason: 'broke', at: i, error };
		}
	}
	if (at === 'victory' || at === 'defeat') return { ok: true, value: at, context: ctx };
	const [phase, name] = at.split('.');
	return { ok: true, value: { play: { flow: { [phase]: name }, prompt: ctx.decision ? 'decision' : 'idle' } }, context: ctx };
}
