/**
 * Risk: The Lord of the Rings as an XState 5 statechart. The chart is the rulebook's flow
 * (../shared/rules/risk.fr.txt):
 *
 *   setup            « Commencez ! »
 *     claim            free territories claimed one battalion at a time, in turn
 *     place            then one more battalion at a time on one's own territories
 *     leader           then each player's leader (« placez un héros sur un de vos territoires »)
 *   turn             « Comment se déroule un tour ? »
 *     reinforcement    « Phase 1 : les renforts »          TRADE, PLACE, PLAY_POWER, END_PHASE
 *     combat           « Phase 2 : le combat »
 *       battle           an invasion declared, dice rolled  ATTACK, PLAY_POWER, END_PHASE
 *       reaction         the defender's window before the first battle of an invasion: REACT, NO_REACTION
 *       conquest         « déplacez au moins le nombre de bataillons d'attaque »: MOVE_IN
 *     manoeuvre        « Phase 3 : les manœuvres »
 *       choose           from where to where               MANOEUVRE, PLAY_POWER, END_PHASE
 *       count            how many, with or without the leader: MOVE, CANCEL
 *     draw             « Phase 4 : pioche des cartes »
 *       choose           a territory or an adventure card  DRAW
 *       discard          above the hand of 3 (« Un joueur n'a droit qu'à 3 cartes Aventure »): DISCARD_ADVENTURE
 *     leader           « Si vous n'avez plus de héros sur le plateau, placez-en un »: PLACE_LEADER
 *     fellowship       « Phase 5 : déplacer la communauté »: RING_ROLL, PLAY_POWER
 *     ringReaction     Faramir's window after the Fellowship's roll: REACT, NO_REACTION
 *   end              « Fin de la partie »
 *
 * Each state accepts only its own event types, each guarded by `legal` (exactly what
 * `legalEvents` lists: it stays the single source of legality) and played by the pure rules
 * (`applyEvent`, rules/turn.ts). Moving on is a transition of the chart: END_PHASE targets the
 * next phase; the steps the rules take by themselves (the last battalion placed, a conquest, the
 * last manoeuvre, nothing to draw, the Fellowship's move starting the next turn, the end) are
 * eventless transitions to the rulebook's next state only, each named (`description`) after the
 * rulebook, and taken when the rules' result says so (`phaseIs`). The state paths are those of
 * earlier versions of the chart, so snapshots saved before still resume; an older snapshot whose
 * state no longer fits is rebuilt by replay (engine/session.ts).
 */
import { assign, setup } from 'xstate';
import { applyEvent, isLegal } from './rules/turn';
import { initialContext } from './rules/setup';
import type { Phase, RiskContext, RiskEvent, RiskInput } from './types';

/** The state of each phase, as an id path (the reaction phase: `turn.ringReaction` for Faramir's window). */
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

/** The state path a context belongs in (the chart's invariant, checked by the tests). */
export function stateOf(c: Pick<RiskContext, 'phase' | 'reaction'>): string {
	return c.phase === 'react' && c.reaction?.ring ? 'turn.ringReaction' : PHASE_STATE[c.phase];
}

type Type = RiskEvent['type'];

/** The events a state accepts: each one legal (`legalEvents`), played by the rules. */
function accepts(...types: Type[]) {
	return Object.fromEntries(types.map((t) => [t, { guard: 'legal' as const, actions: 'apply' as const }]));
}

/** END_PHASE: the player ends this phase (legal), the chart goes to `target`. */
function endPhase(target: string, description: string) {
	return { END_PHASE: { guard: 'legal' as const, actions: 'apply' as const, target, description } };
}

/** An eventless step to `target`, taken when the rules put the game in `phase`. */
function step(phase: Phase, target: string, description: string) {
	return { guard: { type: 'phaseIs' as const, params: { phase } }, target, description };
}

const TO_END = step('end', '#risk.end', '« Fin de la partie »: the Fellowship left the Dead Marshes, or one player holds every territory');
const FELLOWSHIP = step('fellowship', '#risk.turn.fellowship', '« Phase 5 : déplacer la communauté »');
const LEADER = step('placeLeader', '#risk.turn.leader', '« Si vous n’avez plus de héros sur le plateau, placez-en un » (or a second leader)');
const NEXT_TURN = [
	step('reinforce', '#risk.turn.reinforcement', 'the next player’s turn: « Phase 1 : les renforts »'),
	step('combat', '#risk.turn.combat', 'the next player’s turn, with no reinforcement to place: « Phase 2 : le combat »'),
	TO_END
];

/** The statechart of one game; start it with `createActor(riskMachine, { input })`. */
export const riskMachine = setup({
	types: {
		context: {} as RiskContext,
		events: {} as RiskEvent,
		input: {} as RiskInput
	},
	guards: {
		legal: ({ context, event }) => isLegal(context, event),
		phaseIs: ({ context }, params: { phase: Phase }) => context.phase === params.phase,
		ringWindow: ({ context }) => context.phase === 'react' && !!context.reaction?.ring,
		attackWindow: ({ context }) => context.phase === 'react' && !context.reaction?.ring,
		manoeuvreOver: ({ context }) => ['draw', 'discardAdventure', 'placeLeader', 'fellowship'].includes(context.phase)
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
			description: '« Commencez ! »',
			initial: 'claim',
			states: {
				claim: {
					on: accepts('CLAIM'),
					always: [
						step('setupPlace', 'place', '« Une fois tous les territoires occupés … placer un autre bataillon »'),
						step('setupLeader', 'leader', '« Une fois tous bataillons utilisés, placez un héros »')
					]
				},
				place: {
					on: accepts('PLACE'),
					always: [step('setupLeader', 'leader', '« Une fois tous bataillons utilisés, placez un héros »')]
				},
				leader: {
					on: accepts('PLACE_LEADER'),
					always: [step('reinforce', '#risk.turn.reinforcement', '« Comment se déroule un tour ? » — the first player’s « Phase 1 : les renforts »')]
				}
			}
		},
		turn: {
			description: '« Comment se déroule un tour ? »',
			initial: 'reinforcement',
			states: {
				reinforcement: {
					description: '« Phase 1 : les renforts »',
					on: { ...accepts('TRADE', 'PLACE', 'PLAY_POWER'), ...endPhase('combat', '« Phase 2 : le combat »') },
					always: [step('combat', 'combat', 'the last battalion placed: « Phase 2 : le combat »'), TO_END]
				},
				combat: {
					description: '« Phase 2 : le combat »',
					initial: 'battle',
					states: {
						battle: {
							on: { ...accepts('ATTACK', 'PLAY_POWER'), ...endPhase('#risk.turn.manoeuvre', '« Phase 3 : les manœuvres »') },
							always: [
								{ guard: 'attackWindow', target: 'reaction', description: 'the first battle of an invasion declared against a player holding a reaction' },
								step('conquer', 'conquest', '« Si l’attaque est un succès, déplacez au moins le nombre de bataillons d’attaque »')
							]
						},
						reaction: {
							on: accepts('REACT', 'NO_REACTION'),
							always: [
								step('combat', 'battle', 'the declared battle is fought (or lost at sea)'),
								step('conquer', 'conquest', 'the declared battle took the territory'),
								// Snapshots saved before issue 19 kept Faramir's window here; its answer starts the next turn.
								step('reinforce', '#risk.turn.reinforcement', 'legacy: a Faramir window saved by an earlier chart, answered'),
								{ ...TO_END, description: 'legacy: a Faramir window saved by an earlier chart, answered' }
							]
						},
						conquest: {
							on: accepts('MOVE_IN'),
							always: [step('combat', 'battle', '« il peut continuer son attaque … ou attaquer d’autres territoires »'), TO_END]
						}
					}
				},
				manoeuvre: {
					description: '« Phase 3 : les manœuvres »',
					initial: 'choose',
					states: {
						choose: {
							on: { ...accepts('MANOEUVRE', 'PLAY_POWER'), ...endPhase('#risk.turn.draw', '« Phase 4 : pioche des cartes »') },
							always: [step('manoeuvreCount', 'count', 'a move chosen: how many battalions, with or without the leader')]
						},
						count: {
							on: accepts('MOVE', 'CANCEL'),
							always: [
								step('manoeuvre', 'choose', 'moved (or cancelled), more moves left'),
								{ guard: 'manoeuvreOver', target: '#risk.turn.draw', description: 'the last move made: « Phase 4 : pioche des cartes »' }
							]
						}
					}
				},
				draw: {
					description: '« Phase 4 : pioche des cartes »',
					initial: 'choose',
					states: {
						choose: {
							on: accepts('DRAW'),
							always: [step('discardAdventure', 'discard', '« Toute carte excédentaire doit être défaussée »'), LEADER, FELLOWSHIP]
						},
						discard: {
							on: accepts('DISCARD_ADVENTURE'),
							always: [LEADER, FELLOWSHIP]
						}
					}
				},
				leader: {
					on: accepts('PLACE_LEADER'),
					always: [FELLOWSHIP]
				},
				fellowship: {
					description: '« Phase 5 : déplacer la communauté »',
					on: accepts('RING_ROLL', 'PLAY_POWER'),
					always: [{ guard: 'ringWindow', target: 'ringReaction', description: 'Faramir Finds the Ringbearer: « Play after the Fellowship rolls »' }, ...NEXT_TURN]
				},
				ringReaction: {
					on: accepts('REACT', 'NO_REACTION'),
					always: NEXT_TURN
				}
			}
		},
		end: { type: 'final', description: '« Fin de la partie »' }
	}
});
