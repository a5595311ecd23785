/**
 * Risk: The Lord of the Rings as an XState 5 statechart. The states mirror the rulebook:
 *
 *   setup          « Commencez ! »
 *     claim          free territories claimed one battalion at a time, in turn
 *     place          then one more battalion at a time on one's own territories
 *     leader         then each player's leader (« héros »)
 *   turn           « Comment se déroule un tour ? »
 *     reinforcement  « Phase 1 : les renforts »
 *     combat         « Phase 2 : le combat » (battle → conquest move; a reaction window
 *                    for the defender before the first battle of an invasion, rules/reactions.ts)
 *     manoeuvre      « Phase 3 : les manœuvres » (choose → count)
 *     draw           « Phase 4 : pioche des cartes » (choose → discard above the hand limit)
 *     leader         a lost leader replaced (or a second leader placed)
 *     fellowship     « Phase 5 : déplacer la communauté »
 *   end            « Fin de la partie »
 *
 * The rules are the pure functions of rules/; every event is guarded by `isLegal`, which
 * accepts exactly what `legalEvents` lists, and after each event the chart moves to the state
 * of the context's phase.
 */
import { assign, setup } from 'xstate';
import { applyEvent, isLegal } from './rules/turn';
import { initialContext } from './rules/setup';
import type { Phase, RiskContext, RiskEvent, RiskInput } from './types';

const EVENT_TYPES: RiskEvent['type'][] = [
	'CLAIM',
	'PLACE',
	'PLACE_LEADER',
	'TRADE',
	'PLAY_POWER',
	'END_PHASE',
	'ATTACK',
	'MOVE_IN',
	'MANOEUVRE',
	'MOVE',
	'CANCEL',
	'DRAW',
	'DISCARD_ADVENTURE',
	'RING_ROLL',
	'REACT',
	'NO_REACTION'
];

/** The state of each phase, as an id path. */
export const PHASE_STATE: Record<Phase, string> = {
	claim: 'setup.claim',
	setupPlace: 'setup.place',
	setupLeader: 'setup.leader',
	reinforce: 'turn.reinforcement',
	combat: 'turn.combat.battle',
	react: 'turn.combat.reaction',
	conquer: 'turn.combat.conquest',
	manoeuvre: 'turn.manoeuvre.choose',
	manoeuvreCount: 'turn.manoeuvre.count',
	draw: 'turn.draw.choose',
	discardAdventure: 'turn.draw.discard',
	placeLeader: 'turn.leader',
	fellowship: 'turn.fellowship',
	end: 'end'
};

const PHASES = Object.keys(PHASE_STATE) as Phase[];

/** A leaf state for `phase`: accepts the legal events, then routes to the phase's state. */
function leaf(phase: Phase) {
	return {
		on: Object.fromEntries(EVENT_TYPES.map((t) => [t, { guard: 'legal' as const, actions: 'apply' as const }])),
		always: PHASES.filter((p) => p !== phase).map((p) => ({ guard: { type: 'phaseIs' as const, params: { phase: p } }, target: `#risk.${PHASE_STATE[p]}` }))
	};
}

/** The statechart of one game; start it with `createActor(riskMachine, { input })`. */
export const riskMachine = setup({
	types: {
		context: {} as RiskContext,
		events: {} as RiskEvent,
		input: {} as RiskInput
	},
	guards: {
		legal: ({ context, event }) => isLegal(context, event),
		phaseIs: ({ context }, params: { phase: Phase }) => context.phase === params.phase
	},
	actions: {
		apply: assign(({ context, event }) => applyEvent(context, event))
	}
}).createMachine({
	id: 'risk',
	context: ({ input }) => initialContext(input),
	initial: 'setup',
	states: {
		setup: {
			initial: 'claim',
			states: { claim: leaf('claim'), place: leaf('setupPlace'), leader: leaf('setupLeader') }
		},
		turn: {
			initial: 'reinforcement',
			states: {
				reinforcement: leaf('reinforce'),
				combat: { initial: 'battle', states: { battle: leaf('combat'), reaction: leaf('react'), conquest: leaf('conquer') } },
				manoeuvre: { initial: 'choose', states: { choose: leaf('manoeuvre'), count: leaf('manoeuvreCount') } },
				draw: { initial: 'choose', states: { choose: leaf('draw'), discard: leaf('discardAdventure') } },
				leader: leaf('placeLeader'),
				fellowship: leaf('fellowship')
			}
		},
		end: { type: 'final' }
	}
});
