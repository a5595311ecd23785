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
 * pending. The rules themselves are in flow.ts, rules.ts and effects/engine.ts; each event is
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

/** A step state: enters the step, accepts legal events, leaves to `next` (or `noCursor` when nobody is left to act). */
function st(step: Step, next: Step, noCursor?: Step) {
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
						setup: {
							initial: 'mulligan',
							states: {
								mulligan: st('setup.mulligan', 'setup.scenario'),
								scenario: st('setup.scenario', 'resource.gather')
							}
						},
						resource: {
							initial: 'gather',
							states: {
								gather: st('resource.gather', 'resource.window'),
								window: st('resource.window', 'planning.play')
							}
						},
						planning: {
							initial: 'play',
							states: {
								play: st('planning.play', 'planning.window', 'quest.commit'),
								window: st('planning.window', 'planning.play')
							}
						},
						quest: {
							initial: 'commit',
							states: {
								commit: st('quest.commit', 'quest.commitWindow'),
								commitWindow: st('quest.commitWindow', 'quest.staging'),
								staging: st('quest.staging', 'quest.stagingWindow'),
								stagingWindow: st('quest.stagingWindow', 'quest.resolve'),
								resolve: st('quest.resolve', 'quest.resolveWindow'),
								resolveWindow: st('quest.resolveWindow', 'travel.choose')
							}
						},
						travel: {
							initial: 'choose',
							states: {
								choose: st('travel.choose', 'travel.window'),
								window: st('travel.window', 'encounter.optional')
							}
						},
						encounter: {
							initial: 'optional',
							states: {
								optional: st('encounter.optional', 'encounter.optionalWindow'),
								optionalWindow: st('encounter.optionalWindow', 'encounter.checks'),
								checks: st('encounter.checks', 'encounter.checksWindow'),
								checksWindow: st('encounter.checksWindow', 'combat.shadows')
							}
						},
						combat: {
							initial: 'shadows',
							states: {
								shadows: st('combat.shadows', 'combat.shadowsWindow'),
								shadowsWindow: st('combat.shadowsWindow', 'combat.enemyChoose'),
								enemyChoose: st('combat.enemyChoose', 'combat.enemyChooseWindow', 'combat.playerDeclare'),
								enemyChooseWindow: st('combat.enemyChooseWindow', 'combat.enemyDefend'),
								enemyDefend: st('combat.enemyDefend', 'combat.enemyDefendWindow'),
								enemyDefendWindow: st('combat.enemyDefendWindow', 'combat.enemyShadow'),
								enemyShadow: st('combat.enemyShadow', 'combat.enemyShadowWindow'),
								enemyShadowWindow: st('combat.enemyShadowWindow', 'combat.enemyDamage'),
								enemyDamage: st('combat.enemyDamage', 'combat.enemyDamageWindow'),
								enemyDamageWindow: st('combat.enemyDamageWindow', 'combat.enemyChoose'),
								playerDeclare: st('combat.playerDeclare', 'combat.playerDeclareWindow', 'combat.endWindow'),
								playerDeclareWindow: st('combat.playerDeclareWindow', 'combat.playerStrength'),
								playerStrength: st('combat.playerStrength', 'combat.playerStrengthWindow'),
								playerStrengthWindow: st('combat.playerStrengthWindow', 'combat.playerDamage'),
								playerDamage: st('combat.playerDamage', 'combat.playerDamageWindow'),
								playerDamageWindow: st('combat.playerDamageWindow', 'combat.playerDeclare'),
								endWindow: st('combat.endWindow', 'refresh.ready')
							}
						},
						refresh: {
							initial: 'ready',
							states: {
								ready: st('refresh.ready', 'refresh.window'),
								window: st('refresh.window', 'resource.gather')
							}
						}
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
