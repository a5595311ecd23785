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
 *       drawn            (passing) the card drawn, or none to draw: what Phase 4 still asks
 *       discard          above the hand of 3 (« Vous n'avez droit qu'à 3 cartes Aventure par main »): DISCARD_ADVENTURE
 *     leader           « Si vous n'avez plus de héros sur le plateau, placez-en un »: PLACE_LEADER
 *     fellowship       « Phase 5 : déplacer la communauté »: RING_ROLL, PLAY_POWER
 *     ringReaction     Faramir's window after the Fellowship's roll: REACT, NO_REACTION
 *     rolled           (passing) the roll made: Faramir's window, the end, or the next player's turn
 *   end              « Fin de la partie »
 *
 * Each state accepts only its own event types, each guarded by `legal` (exactly what
 * `legalEvents` lists: it stays the single source of legality) and played by the pure rules
 * (`applyEvent`, rules/turn.ts). Moving on is a transition of the chart: END_PHASE targets the
 * next phase, DRAW and the Fellowship's roll lead to a passing state; the steps the game takes by
 * itself are eventless transitions, each named (`description`) after the rulebook and guarded
 * by a condition of the rules computed from the game's facts (rules/flow.ts: all territories
 * claimed, all battalions placed, an invasion declared against a player holding a reaction, a
 * conquest to move into, the last manoeuvre made, nothing to draw, a hand over the limit, a
 * leader to place, the Fellowship to move, the game over), never from `context.phase`. The
 * reducer sets `phase` (kept for saves, `legalEvents` and the view) by the same conditions;
 * `stateOf(context)` is the chart state it belongs in, and the tests check that the two agree
 * after every event of random games. The state paths where the game waits are those of earlier
 * versions of the chart, so snapshots saved before still resume.
 */
import { and, assign, not, setup } from 'xstate';
import { applyEvent, isLegal } from './rules/turn';
import { initialContext } from './rules/setup';
import * as flow from './rules/flow';
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

/** An event of `type` (legal, played by the rules) that ends its step: the chart goes to `target`. */
function then(type: Type, target: string, description: string) {
	return { [type]: { guard: 'legal' as const, actions: 'apply' as const, target, description } };
}

/** END_PHASE: the player ends this phase (legal), the chart goes to `target`. */
function endPhase(target: string, description: string) {
	return then('END_PHASE', target, description);
}

/** The names of the rules' conditions (rules/flow.ts) the chart's automatic steps are guarded by. */
type Condition =
	| 'allTerritoriesClaimed'
	| 'setupArmiesPlaced'
	| 'setupLeadersPlaced'
	| 'reinforcementsPlaced'
	| 'attackReactionOpen'
	| 'ringReactionOpen'
	| 'reactionAnswered'
	| 'conquestToMoveIn'
	| 'manoeuvreToCount'
	| 'manoeuvresOver'
	| 'nothingToDraw'
	| 'adventureHandOverLimit'
	| 'leaderToPlace'
	| 'fellowshipToMove'
	| 'gameOver';

/** The conditions, each a pure function of the game's facts. */
const CONDITIONS: Record<Condition, (c: RiskContext) => boolean> = {
	allTerritoriesClaimed: flow.allTerritoriesClaimed,
	setupArmiesPlaced: flow.setupArmiesPlaced,
	setupLeadersPlaced: flow.setupLeadersPlaced,
	reinforcementsPlaced: flow.reinforcementsPlaced,
	attackReactionOpen: flow.attackReactionOpen,
	ringReactionOpen: flow.ringReactionOpen,
	reactionAnswered: flow.reactionAnswered,
	conquestToMoveIn: flow.conquestToMoveIn,
	manoeuvreToCount: flow.manoeuvreToCount,
	manoeuvresOver: flow.manoeuvresOver,
	nothingToDraw: flow.nothingToDraw,
	adventureHandOverLimit: flow.adventureHandOverLimit,
	leaderToPlace: flow.leaderToPlace,
	fellowshipToMove: flow.fellowshipToMove,
	gameOver: flow.gameOver
};

const guards = Object.fromEntries(Object.entries(CONDITIONS).map(([k, f]) => [k, ({ context }: { context: RiskContext }) => f(context)])) as Record<
	Condition,
	(a: { context: RiskContext }) => boolean
>;

/** « Fin de la partie »: the Fellowship left the Dead Marshes, or one player holds every territory. */
const GAME_OVER = {
	guard: 'gameOver' as const,
	target: '#risk.end',
	description: '« Fin de la partie » : « Quand l’anneau quitte les Marais des morts. Ou quand un joueur prend le contrôle de tous les territoires »'
};

/** The statechart of one game; start it with `createActor(riskMachine, { input })`. */
export const riskMachine = setup({
	types: {
		context: {} as RiskContext,
		events: {} as RiskEvent,
		input: {} as RiskInput
	},
	guards: {
		legal: ({ context, event }) => isLegal(context, event),
		...guards
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
					description: '« Le premier joueur place un bataillon sur un des territoires libres »',
					on: accepts('CLAIM'),
					always: { guard: 'allTerritoriesClaimed', target: 'place', description: '« Une fois tous les territoires occupés par un bataillon, chaque joueur peut placer un autre bataillon »' }
				},
				place: {
					description: '« chaque joueur peut placer un autre bataillon sur les territoires qu’il occupe déjà »',
					on: accepts('PLACE'),
					always: { guard: 'setupArmiesPlaced', target: 'leader', description: '« Une fois tous bataillons utilisés, placez un héros sur un de vos territoires »' }
				},
				leader: {
					description: '« placez un héros sur un de vos territoires »',
					on: accepts('PLACE_LEADER'),
					always: { guard: 'setupLeadersPlaced', target: '#risk.turn', description: '« Comment se déroule un tour ? » — the first player’s « Phase 1 : les renforts »' }
				}
			}
		},
		turn: {
			description: '« Comment se déroule un tour ? »',
			initial: 'reinforcement',
			// The end may come at any moment of a turn (a power card, the last conquest moved in).
			always: GAME_OVER,
			states: {
				reinforcement: {
					description: '« Phase 1 : les renforts »',
					on: { ...accepts('TRADE', 'PLACE', 'PLAY_POWER'), ...endPhase('combat', '« Phase 2 : le combat »') },
					always: { guard: 'reinforcementsPlaced', target: 'combat', description: 'every reinforcement placed and no set left to trade: « Phase 2 : le combat »' }
				},
				combat: {
					description: '« Phase 2 : le combat »',
					initial: 'battle',
					states: {
						battle: {
							description: '« Comment attaquer ? » … « Comment mener un combat ? »',
							on: { ...accepts('ATTACK', 'PLAY_POWER'), ...endPhase('#risk.turn.manoeuvre', '« Phase 3 : les manœuvres »') },
							always: [
								{ guard: 'attackReactionOpen', target: 'reaction', description: '« Annoncez quel territoire vous allez attaquer »: the invasion declared against a player holding a reaction, who answers first' },
								{ guard: 'conquestToMoveIn', target: 'conquest', description: '« Si l’attaque est un succès, déplacez au moins le nombre de bataillons d’attaque vers le territoire conquis »' }
							]
						},
						reaction: {
							description: 'the defender’s reaction to the invasion declared (RULES-NOTES.md, Reactions)',
							on: {
								// Snapshots saved before issue 19 kept Faramir's window here: its answer moves the Fellowship.
								...Object.fromEntries(
									(['REACT', 'NO_REACTION'] as const).map((t) => [
										t,
										[
											{ guard: and(['legal', 'ringReactionOpen']), actions: 'apply' as const, target: '#risk.turn.rolled', description: 'legacy: a Faramir window saved by an earlier chart, answered' },
											{ guard: 'legal' as const, actions: 'apply' as const }
										]
									])
								)
							},
							always: [
								{ guard: 'conquestToMoveIn', target: 'conquest', description: 'the declared battle took the territory: « déplacez au moins le nombre de bataillons d’attaque »' },
								{ guard: 'reactionAnswered', target: 'battle', description: 'the declared battle fought (or lost at sea): « il peut continuer son attaque … ou attaquer d’autres territoires »' }
							]
						},
						conquest: {
							description: '« déplacez au moins le nombre de bataillons d’attaque vers le territoire conquis »',
							on: accepts('MOVE_IN'),
							always: { guard: not('conquestToMoveIn'), target: 'battle', description: '« il peut continuer son attaque sur le territoire ou attaquer d’autres territoires »' }
						}
					}
				},
				manoeuvre: {
					description: '« Phase 3 : les manœuvres »',
					initial: 'choose',
					states: {
						choose: {
							description: '« Le déplacement doit se faire entre territoires que vous contrôlez »',
							on: { ...accepts('MANOEUVRE', 'PLAY_POWER'), ...endPhase('#risk.turn.draw', '« Phase 4 : pioche des cartes »') },
							always: { guard: 'manoeuvreToCount', target: 'count', description: 'a move chosen: « Déplacez autant de bataillons que vous souhaitez », with or without « le héros »' }
						},
						count: {
							description: '« à condition d’en laisser un pour défendre votre territoire »',
							on: accepts('MOVE', 'CANCEL'),
							always: [
								{ guard: 'manoeuvresOver', target: '#risk.turn.draw', description: 'the last manoeuvre made, no power left for it: « Phase 4 : pioche des cartes »' },
								{ guard: not('manoeuvreToCount'), target: 'choose', description: 'moved (or cancelled), the phase goes on' }
							]
						}
					}
				},
				draw: {
					description: '« Phase 4 : pioche des cartes »',
					initial: 'choose',
					states: {
						choose: {
							description: '« Vous avez le choix entre piocher une carte Territoire ou une carte Aventure selon les cas »',
							on: then('DRAW', 'drawn', 'the card drawn (« Une seule carte Aventure peut être piochée par tour »)'),
							always: { guard: 'nothingToDraw', target: 'drawn', description: 'nothing to draw: no territory conquered, no stronghold reached (or no card left)' }
						},
						drawn: {
							description: 'what « Phase 4 » still asks once its card is drawn',
							always: [
								{ guard: 'adventureHandOverLimit', target: 'discard', description: '« Vous n’avez droit qu’à 3 cartes Aventure par main »' },
								{ guard: 'leaderToPlace', target: '#risk.turn.leader', description: '« Si vous n’avez plus de héros sur le plateau, placez-en un » (or the second leader appointed)' },
								{ guard: 'fellowshipToMove', target: '#risk.turn.fellowship', description: '« Phase 5 : déplacer la communauté »' }
							]
						},
						discard: {
							description: '« Vous n’avez droit qu’à 3 cartes Aventure par main »',
							on: then('DISCARD_ADVENTURE', 'drawn', 'back within the hand’s limit')
						}
					}
				},
				leader: {
					description: '« placez-en un sur n’importe lequel de vos territoires »',
					on: accepts('PLACE_LEADER'),
					always: { guard: 'fellowshipToMove', target: 'fellowship', description: 'the leader placed: « Phase 5 : déplacer la communauté »' }
				},
				fellowship: {
					description: '« Phase 5 : déplacer la communauté »',
					on: { ...accepts('PLAY_POWER'), ...then('RING_ROLL', 'rolled', '« À la fin de chaque tour, il est déplacé le long du chemin » (« Si l’anneau s’arrête sur un terrain avec un dé, vous devez lancer le dé »)') }
				},
				ringReaction: {
					description: 'Faramir Finds the Ringbearer (card text: “Play after the Fellowship rolls”)',
					on: { ...then('REACT', 'rolled', 'the roll changed by ±2'), ...then('NO_REACTION', 'rolled', 'the roll stands') }
				},
				rolled: {
					description: 'the Fellowship’s roll made: it moves on or stays',
					always: [
						{ guard: 'ringReactionOpen', target: 'ringReaction', description: 'a player holding Faramir may change the roll’s result' },
						GAME_OVER,
						{ target: 'reinforcement', description: 'the Fellowship moved or stayed; « Jouez dans le sens des aiguilles d’une montre »: the next player’s « Phase 1 : les renforts »' }
					]
				}
			}
		},
		end: { type: 'final', description: '« Fin de la partie »' }
	}
});
