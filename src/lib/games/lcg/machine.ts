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
 * order of `STEP_NEXT`) until a player must act; the flow region then follows the engine to
 * the step it reached (`ctx.step`) in one transition, instead of one XState microstep and one
 * snapshot per step passed (the steps passed through are never seen by anyone). The rules
 * themselves are in flow*.ts, rules.ts (and the files it re-exports: setup, play, encounter,
 * combat) and effects/engine.ts; each event is guarded by `isLegal`, which accepts exactly
 * what `legalEvents` lists.
 */
import { assign, setup } from 'xstate';
import { applyEvent, enterStep, isLegal } from './flow';
import { createContext } from './rules';
import { settle, STEP_NEXT } from './steps';
import type { LcgContext, LcgEvent, LcgInput, Step } from './types';

const PLAYER_EVENTS = [
	'KEEP',
	'MULLIGAN',
	'CONTINUE',
	'DONE',
	'PLAY',
	'ACTIVATE',
	'COMMIT',
	'TRAVEL',
	'ENGAGE',
	'RESOLVE_ATTACK',
	'DEFEND',
	'NO_DEFENDER',
	'ATTACK',
	'ADD_ATTACKER',
	'CONFIRM'
] as const;

const ON = Object.fromEntries(PLAYER_EVENTS.map((t) => [t, { guard: 'legal' as const, actions: 'apply' as const }]));

/** The XState id of a step's state ('quest.commit' → 'quest_commit'). */
export function stateId(step: Step): string {
	return step.replace('.', '_');
}

export { STEP_NEXT };

const STEPS = Object.keys(STEP_NEXT) as (keyof typeof STEP_NEXT)[];

/**
 * A step state: accepts legal events; follows the engine to the step it reached (an eventless
 * transition to each other step, guarded by `ctx.step`, the next steps in round order first).
 */
function st(step: keyof typeof STEP_NEXT) {
	const i = STEPS.indexOf(step);
	const others = [...STEPS.slice(i + 1), ...STEPS.slice(0, i)];
	return {
		id: stateId(step),
		always: others.map((to) => ({ guard: ({ context }: { context: LcgContext }) => context.step === to, target: `#${stateId(to)}` })),
		on: ON
	};
}

/** Every step state of the phase `phase`, keyed by its name within the phase ('quest.commit' → commit). */
function phaseStates(phase: string) {
	const states: Record<string, ReturnType<typeof st>> = {};
	for (const step of Object.keys(STEP_NEXT) as (keyof typeof STEP_NEXT)[]) if (step.startsWith(`${phase}.`)) states[step.slice(phase.length + 1)] = st(step);
	return states;
}

/** The statechart; start a game with `createActor(lcgMachine, { input })` (input: definition.ts `createInput`). */
export const lcgMachine = setup({
	types: {
		context: {} as LcgContext,
		events: {} as LcgEvent,
		input: {} as LcgInput
	},
	guards: {
		legal: ({ context, event }) => isLegal(context, event),
		at: ({ context }, params: { step: Step }) => context.step === params.step,
		hasDecision: ({ context }) => context.decision !== null,
		noDecision: ({ context }) => context.decision === null,
		won: ({ context }) => context.outcome === 'victory',
		lost: ({ context }) => context.outcome === 'defeat'
	},
	actions: {
		apply: assign(({ context, event }) => settle(applyEvent(context, event), context.step).ctx)
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
						idle: { always: { guard: 'hasDecision', target: 'decision' } },
						decision: {
							always: { guard: 'noDecision', target: 'idle' },
							on: { CHOOSE: { guard: 'legal', actions: 'apply' } }
						}
					}
				}
			}
		},
		victory: { type: 'final' },
		defeat: { type: 'final' }
	}
});
