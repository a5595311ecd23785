/**
 * Les Deux Tours as an XState 5 statechart. The states mirror the rulebook:
 *
 *   setup                    « PRÉPARATIFS »
 *   round
 *     movement               « 1. Phase de déplacement »
 *       choose                 a) take one card, or b) put one card into the display …
 *       drawTwo                … and take two (face-up first)
 *     evaluation             « 2. Phase d'évaluation » (lay cards or pass, in turn)
 *     scoring                « L'ÉVALUATION » (passing state), then « UNE NOUVELLE MANCHE »
 *   end                      « FIN DE LA PARTIE »
 *
 * The rules themselves are the pure functions of rules.ts; every transition is guarded by
 * `isLegal`, which accepts exactly the events `legalEventsFor` lists.
 */
import { assign, setup } from 'xstate';
import {
	applyEvaluation,
	applyMovement,
	emptyContext,
	evaluateLocation,
	evaluationOver,
	finish,
	gameOver,
	isLegal,
	movementOver,
	prepare,
	startEvaluation,
	startNextRound
} from './rules';
import type { Phase, TTContext, TTEvent, TTInput } from './types';

/** The statechart of one game; start it with `createActor(ttMachine, { input })`. */
export const ttMachine = setup({
	types: {
		context: {} as TTContext,
		events: {} as TTEvent,
		input: {} as TTInput
	},
	guards: {
		legal: ({ context, event }, params: { phase: Phase }) => isLegal(context, params.phase, event),
		movementOver: ({ context }) => movementOver(context),
		evaluationOver: ({ context }) => evaluationOver(context),
		drawDone: ({ context }) => context.draw === null,
		gameOver: ({ context }) => gameOver(context)
	},
	actions: {
		prepare: assign(({ context }) => prepare(context)),
		move: assign(({ context, event }) => applyMovement(context, event)),
		lay: assign(({ context, event }) => applyEvaluation(context, event)),
		startEvaluation: assign(({ context }) => startEvaluation(context)),
		evaluate: assign(({ context }) => evaluateLocation(context)),
		nextRound: assign(({ context }) => startNextRound(context)),
		finish: assign(({ context }) => finish(context))
	}
}).createMachine({
	id: 'tt',
	context: ({ input }) => emptyContext(input),
	initial: 'setup',
	states: {
		setup: {
			entry: 'prepare',
			always: { target: 'round' }
		},
		round: {
			initial: 'movement',
			states: {
				movement: {
					initial: 'choose',
					always: { guard: 'movementOver', target: 'evaluation' },
					states: {
						choose: {
							on: {
								TAKE_DECK: { guard: { type: 'legal', params: { phase: 'choose' } }, actions: 'move' },
								TAKE_FACEUP: { guard: { type: 'legal', params: { phase: 'choose' } }, actions: 'move' },
								NO_DRAW: { guard: { type: 'legal', params: { phase: 'choose' } }, actions: 'move' },
								DISCARD: { guard: { type: 'legal', params: { phase: 'choose' } }, target: 'drawTwo', actions: 'move' }
							}
						},
						drawTwo: {
							always: { guard: 'drawDone', target: 'choose' },
							on: {
								TAKE_DECK: { guard: { type: 'legal', params: { phase: 'drawTwo' } }, actions: 'move' },
								TAKE_FACEUP: { guard: { type: 'legal', params: { phase: 'drawTwo' } }, actions: 'move' }
							}
						}
					}
				},
				evaluation: {
					entry: 'startEvaluation',
					always: { guard: 'evaluationOver', target: 'scoring' },
					on: {
						LAY: { guard: { type: 'legal', params: { phase: 'evaluation' } }, actions: 'lay' },
						LAY_GANDALF: { guard: { type: 'legal', params: { phase: 'evaluation' } }, actions: 'lay' },
						DONE: { guard: { type: 'legal', params: { phase: 'evaluation' } }, actions: 'lay' }
					}
				},
				scoring: {
					entry: 'evaluate',
					always: [
						{ guard: 'gameOver', target: '#tt.end', actions: 'finish' },
						{ target: 'movement', actions: 'nextRound' }
					]
				}
			}
		},
		end: { type: 'final' }
	}
});
