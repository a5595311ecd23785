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
 * player's choice (the CHOOSE event); every transition of the round waits until nothing is
 * pending. The rules themselves are in flow*.ts, rules.ts (and the files it re-exports: setup,
 * play, encounter, combat) and effects/engine.ts; each event is
 * guarded by `isLegal`, which accepts exactly what `legalEvents` lists.
 */
import { assign, setup } from 'xstate';
import { applyEvent, enterStep, isLegal } from './flow';
import { isIdle } from './effects/engine';
import { createContext } from './rules';
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

/**
 * Where each step goes when it is done (the statechart's eventless transitions, in the order
 * XState tries them): to `noCursor` when nobody is left to act (`ctx.cursor === null`), else
 * to `next`. The one table both the statechart and `replay.ts` (the replay without an actor)
 * read, so that they cannot disagree.
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

/** A step state: enters the step, accepts legal events, leaves as `STEP_NEXT` says. */
function st(step: keyof typeof STEP_NEXT) {
	const { next, noCursor } = STEP_NEXT[step];
	const always = noCursor
		? [
				{ guard: 'doneNoCursor' as const, target: `#${stateId(noCursor)}` },
				{ guard: 'done' as const, target: `#${stateId(next)}` }
			]
		: [{ guard: 'done' as const, target: `#${stateId(next)}` }];
	return {
		id: stateId(step),
		entry: { type: 'enter' as const, params: { step } },
		always,
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
		done: ({ context }) => context.stepDone && isIdle(context),
		doneNoCursor: ({ context }) => context.stepDone && isIdle(context) && context.cursor === null,
		hasDecision: ({ context }) => context.decision !== null,
		noDecision: ({ context }) => context.decision === null,
		won: ({ context }) => context.outcome === 'victory',
		lost: ({ context }) => context.outcome === 'defeat'
	},
	actions: {
		apply: assign(({ context, event }) => applyEvent(context, event)),
		enter: assign(({ context }, params: { step: Step }) => enterStep(context, params.step))
	}
}).createMachine({
	id: 'lcg',
	context: ({ input }) => createContext(input),
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
		victory: { type: 'final', entry: { type: 'enter', params: { step: 'end.victory' } } },
		defeat: { type: 'final', entry: { type: 'enter', params: { step: 'end.defeat' } } }
	}
});
