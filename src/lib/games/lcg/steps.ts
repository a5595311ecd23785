/**
 * The order of the steps of the round (« Séquence du Tour », machine.ts) and the walk from one
 * step to the next: after an event, the engine goes on through the steps that finish by
 * themselves (red steps, action windows in which nobody has an Action) until a player must act.
 */
import { isIdle } from './effects/engine';
import { enterStep } from './flow';
import type { LcgContext, Step } from './types';

/**
 * Where each step goes when it is done: to `noCursor` when nobody is left to act
 * (`ctx.cursor === null`), else to `next`. `settle` below walks it, for the statechart's
 * actions (machine.ts), the replay without an actor (replay.ts) and the partner's simulator
 * alike, so that they cannot disagree.
 */
export const STEP_NEXT: Record<Exclude<Step, 'end.victory' | 'end.defeat'>, { next: Step; noCursor?: Step }> = {
	'setup.mulligan': { next: 'setup.scenario' },
	'setup.scenario': { next: 'resource.gather' },
	'resource.gather': { next: 'resource.window' },
	'resource.window': { next: 'planning.play' },
	'planning.play': { next: 'planning.window', noCursor: 'quest.commit' },
	'planning.window': { next: 'planning.play' },
	'quest.commit': { next: 'quest.commitWindow' },
	'quest.commitWindow': { next: 'quest.staging' },
	'quest.staging': { next: 'quest.stagingWindow' },
	'quest.stagingWindow': { next: 'quest.resolve' },
	'quest.resolve': { next: 'quest.resolveWindow' },
	'quest.resolveWindow': { next: 'travel.choose' },
	'travel.choose': { next: 'travel.window' },
	'travel.window': { next: 'encounter.optional' },
	'encounter.optional': { next: 'encounter.optionalWindow' },
	'encounter.optionalWindow': { next: 'encounter.checks' },
	'encounter.checks': { next: 'encounter.checksWindow' },
	'encounter.checksWindow': { next: 'combat.shadows' },
	'combat.shadows': { next: 'combat.shadowsWindow' },
	'combat.shadowsWindow': { next: 'combat.enemyChoose' },
	'combat.enemyChoose': { next: 'combat.enemyChooseWindow', noCursor: 'combat.playerDeclare' },
	'combat.enemyChooseWindow': { next: 'combat.enemyDefend' },
	'combat.enemyDefend': { next: 'combat.enemyDefendWindow' },
	'combat.enemyDefendWindow': { next: 'combat.enemyShadow' },
	'combat.enemyShadow': { next: 'combat.enemyShadowWindow' },
	'combat.enemyShadowWindow': { next: 'combat.enemyDamage' },
	'combat.enemyDamage': { next: 'combat.enemyDamageWindow' },
	'combat.enemyDamageWindow': { next: 'combat.enemyChoose' },
	'combat.playerDeclare': { next: 'combat.playerDeclareWindow', noCursor: 'combat.endWindow' },
	'combat.playerDeclareWindow': { next: 'combat.playerStrength' },
	'combat.playerStrength': { next: 'combat.playerStrengthWindow' },
	'combat.playerStrengthWindow': { next: 'combat.playerDamage' },
	'combat.playerDamage': { next: 'combat.playerDamageWindow' },
	'combat.playerDamageWindow': { next: 'combat.playerDeclare' },
	'combat.endWindow': { next: 'refresh.ready' },
	'refresh.ready': { next: 'refresh.window' },
	'refresh.window': { next: 'resource.gather' }
};

/** More steps than this entered without a player's event is a bug (the statechart would never stop). */
const MAX_STEPS_PER_EVENT = 10000;

/**
 * From `step` (where `ctx` is), enters the next steps while the current one is done with
 * nothing pending (`STEP_NEXT`), and the end of the game (`end.victory`, `end.defeat`) as soon
 * as it has an outcome; returns the context and the step or final state reached, where a
 * player must act (or the game is over). The statechart's actions run it after every event
 * (machine.ts), as do the replay without an actor (replay.ts), the partner's simulator
 * (bot/sim.ts) and scripts/bench/lcg-engine.ts.
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
