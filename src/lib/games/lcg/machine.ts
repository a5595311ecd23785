/**
 * The statechart of « Le Seigneur des Anneaux : le jeu de cartes » (LCG-DESIGN.md layer 1).
 * States follow « Séquence du Tour » (the rulebook's table, pages 30-31), one state per red
 * step and one per green action window (« Actions des joueurs »):
 *
 *   setup      mulligan (« Piocher la Main de Départ ») → scenario (« Suivre les Instructions
 *              de Mise en Place du Scénario »)
 *   resource   gather (« Chaque joueur ajoute 1 ressource ... puis pioche 1 carte ») → window
 *   planning   play (« Le premier joueur joue des cartes allié et attachement ») → window,
 *              for each player in turn
 *   quest      commit (« Les joueurs engagent les personnages ») → window → staging
 *              (« Renforcement ») → window → resolve (« Résolution de la quête ») → window
 *   travel     choose (« voyager vers 1 lieu ») → window
 *   encounter  optional (« choisir 1 ennemi ... pour s'engager ») → window → checks (« Tests
 *              d'engagement au combat ») → window
 *   combat     shadows (« Attribuez 1 carte ombre ») → window → for each enemy attack:
 *              choose → window → defend → window → shadow → window → damage → window;
 *              then for each player attack: declare → window → strength → window → damage →
 *              window; then the closing window
 *   refresh    ready (« restaure », threat +1, first player token) → window
 *   victory / defeat (final)
 *
 * A parallel region `prompt` is in `decision` whenever the effect engine waits for a
 * player's choice (the CHOOSE event). Each player event runs one action: the event
 * (flow.ts `applyEvent`), then the steps that finish by themselves (steps.ts `settle`, in the
 * order of `STEP_NEXT`) until a player must act. The event's transition goes straight to the
 * step the engine reached (or to victory / defeat), and the prompt region's to `decision` or
 * `idle`, in the same microstep: each candidate transition is guarded by where the event lands
 * (`landing`, computed once per context and event and shared by the guards and the action), so
 * that one event is one microstep and one snapshot, whatever the steps passed through (never
 * seen by anyone), instead of a second microstep of eventless transitions that tried every
 * step in turn. The rules themselves are in flow*.ts, rules.ts (and the files it re-exports:
 * setup, play, encounter, combat) and effects/engine.ts; an event is taken only when `isLegal`
 * accepts it, which accepts exactly what `legalEvents` lists.
 */
import { assign, setup } from 'xstate';
import { applyEvent, enterStep, isLegal } from './flow';
import { createContext } from './rules';
import { settle, STEP_NEXT } from './steps';
import type { LcgContext, LcgEvent, LcgInput, Step } from './types';

/** The XState id of a step's state ('quest.commit' → 'quest_commit'). */
export function stateId(step: Step): string {
	return step.replace('.', '_');
}

export { STEP_NEXT };

const STEPS = Object.keys(STEP_NEXT) as (keyof typeof STEP_NEXT)[];

/** Where an event sent to a context lands: the context after it and the step or final state reached. */
type Landing = { ctx: LcgContext; at: Step | 'victory' | 'defeat' };

/**
 * The last event applied (`landing`): the guards of one event's candidate transitions and its
 * action read the same result, computed once. Keyed by the identity of the context and of the
 * event object (XState hands the same two to every guard and to the action of one macrostep); a
 * miss only computes it again. The context it was applied to is never changed (`applyEvent`
 * works on a copy).
 */
let last: { context: LcgContext; event: LcgEvent; landing: Landing | null } | null = null;

/**
 * Where `event` sent to `context` lands (flow.ts `applyEvent`, then steps.ts `settle`), or null
 * when it is not legal (`isLegal`). Pure: the result depends only on the two.
 */
function landing(context: LcgContext, event: LcgEvent): Landing | null {
	if (last && last.context === context && last.event === event) return last.landing;
	const l = isLegal(context, event) ? settle(applyEvent(context, event), context.step) : null;
	last = { context, event, landing: l };
	return l;
}

type Args = { context: LcgContext; event: LcgEvent };

/**
 * A step state. Any event: a legal one runs `apply` and goes to the step (or final state) where
 * it lands: this step first (no target), then the others in round order from here, then
 * victory and defeat; an event that is not legal matches none (it is ignored). The first step
 * also follows the context the machine starts with (`context` below), which may have gone on
 * from it: an eventless transition to each other step, guarded by `ctx.step`.
 */
function st(step: keyof typeof STEP_NEXT) {
	const i = STEPS.indexOf(step);
	const others = [...STEPS.slice(i + 1), ...STEPS.slice(0, i)];
	const to = (at: Step | 'victory' | 'defeat') => ({ context, event }: Args) => landing(context, event)?.at === at;
	return {
		id: stateId(step),
		...(i === 0 ? { always: others.map((o) => ({ guard: ({ context }: Args) => context.step === o, target: `#${stateId(o)}` })) } : {}),
		on: {
			'*': [
				{ guard: to(step), actions: 'apply' as const },
				...others.map((o) => ({ guard: to(o), target: `#${stateId(o)}`, actions: 'apply' as const })),
				{ guard: to('victory'), target: '#lcg.victory', actions: 'apply' as const },
				{ guard: to('defeat'), target: '#lcg.defeat', actions: 'apply' as const }
			]
		}
	};
}

/** Every step state of the phase `phase`, keyed by its name within the phase ('quest.commit' → commit). */
function phaseStates(phase: string) {
	const states: Record<string, ReturnType<typeof st>> = {};
	for (const step of Object.keys(STEP_NEXT) as (keyof typeof STEP_NEXT)[]) if (step.startsWith(`${phase}.`)) states[step.slice(phase.length + 1)] = st(step);
	return states;
}

/** True when the event lands on a step (not a final state) with a decision open (`open`), or without one. */
function landsWithDecision(context: LcgContext, event: LcgEvent, open: boolean): boolean {
	const l = landing(context, event);
	return !!l && l.at !== 'victory' && l.at !== 'defeat' && (l.ctx.decision !== null) === open;
}

/** The statechart; start a game with `createActor(lcgMachine, { input })` (input: definition.ts `createInput`). */
export const lcgMachine = setup({
	types: {
		context: {} as LcgContext,
		events: {} as LcgEvent,
		input: {} as LcgInput
	},
	guards: {
		hasDecision: ({ context }) => context.decision !== null,
		noDecision: ({ context }) => context.decision === null,
		opens: ({ context, event }) => landsWithDecision(context, event, true),
		closes: ({ context, event }) => landsWithDecision(context, event, false),
		won: ({ context }) => context.outcome === 'victory',
		lost: ({ context }) => context.outcome === 'defeat'
	},
	actions: {
		apply: assign(({ context, event }) => {
			const l = landing(context, event);
			if (!l) throw new Error(`LCG: ${event.type} applied while not legal`);
			return l.ctx;
		})
	}
}).createMachine({
	id: 'lcg',
	context: ({ input }) => settle(enterStep(createContext(input), 'setup.mulligan'), 'setup.mulligan').ctx,
	initial: 'play',
	states: {
		play: {
			type: 'parallel',
			always: [
				{ guard: 'won', target: 'victory' },
				{ guard: 'lost', target: 'defeat' }
			],
			states: {
				flow: {
					initial: 'setup',
					states: {
						setup: { initial: 'mulligan', states: phaseStates('setup') },
						resource: { initial: 'gather', states: phaseStates('resource') },
						planning: { initial: 'play', states: phaseStates('planning') },
						quest: { initial: 'commit', states: phaseStates('quest') },
						travel: { initial: 'choose', states: phaseStates('travel') },
						encounter: { initial: 'optional', states: phaseStates('encounter') },
						combat: { initial: 'shadows', states: phaseStates('combat') },
						refresh: { initial: 'ready', states: phaseStates('refresh') }
					}
				},
				prompt: {
					initial: 'idle',
					states: {
						idle: { always: { guard: 'hasDecision', target: 'decision' }, on: { '*': { guard: 'opens', target: 'decision' } } },
						decision: { always: { guard: 'noDecision', target: 'idle' }, on: { '*': { guard: 'closes', target: 'idle' } } }
					}
				}
			}
		},
		victory: { type: 'final' },
		defeat: { type: 'final' }
	}
});
