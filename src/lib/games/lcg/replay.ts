/**
 * The replay of a saved LCG game without an XState actor (issue 10, « a 1,000-event save
 * rebuilt by replay in ≤ 300 ms at 4× CPU throttle »): the same pure functions the statechart
 * calls (`createContext`, `enterStep`, `applyEvent`, flow.ts), driven by the same transition
 * table (steps.ts `STEP_NEXT`, walked by `settle`), without an actor. The session
 * (src/lib/engine/session.ts `replay`) then starts an actor from the state this returns.
 *
 * What the statechart does, step by step, and what this mirrors:
 * - start: `createContext(input)`, then `setup.mulligan` entered and the steps walked
 *   (steps.ts `settle`), as the statechart's initial context;
 * - an event: refused unless `legalEvents` lists it (the session checks exactly this, and the
 *   statechart's guard accepts exactly this; checked by flow.ts `isLegal`, the same answer
 *   without listing every Action), then `applyEvent` and `settle`, as the statechart's action;
 * - the state value is the step reached (`victory`/`defeat` once the game is over).
 * tests/unit/lcg/replay.test.ts checks that both give the same snapshot on random games.
 */
import type { ReplayOutcome } from '$lib/engine/types';
import { applyEvent, enterStep, isLegal } from './flow';
import { createContext } from './rules';
import { settle } from './steps';
import type { LcgContext, LcgEvent, LcgInput, Step } from './types';

export { settle };

/** The statechart's state value: a final state, or the step (machine.ts). */
export type LcgStateValue = 'victory' | 'defeat' | Record<string, string>;

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
	return { ok: true, value: { [phase]: name }, context: ctx };
}
