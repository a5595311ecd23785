/**
 * The rules' flow: the conditions under which the game moves on by itself from one step of the
 * rulebook to the next (../shared/rules/risk.fr.txt « Commencez ! », « Comment se déroule un
 * tour ? », « Fin de la partie »). Each is a pure function of the game's facts (territories,
 * pools, hands, leaders, the Fellowship, what is pending), never of `RiskContext.phase`: the
 * statechart (machine.ts) guards its automatic transitions with them, and the reducer
 * (rules/turn.ts) sets its `phase` field by the same functions, so that the two always agree
 * (tests/unit/risk/machine.test.ts, tests/property/risk.test.ts).
 */
import { ADVENTURE_HAND_LIMIT, RING_PATH } from '../data/game';
import { powerEventsIn } from './cards';
import { tradableSets } from './reinforcement';
import { canDrawTerritory, territoriesOf } from './state';
import { EMPTY, type RiskContext } from '../types';

/**
 * « Le premier joueur place un bataillon sur un des territoires libres. Dans le sens horaire, le
 * reste des joueurs feront de même jusqu'à ce que tous les territoires soient occupés. »
 * @returns true when no territory is free any more
 */
export function allTerritoriesClaimed(c: RiskContext): boolean {
	return !c.owner.includes(EMPTY);
}

/**
 * « Une fois tous les territoires occupés par un bataillon, chaque joueur peut placer un autre
 * bataillon … Une fois tous bataillons utilisés, placez un héros sur un de vos territoires. »
 * @returns true when every player has placed all the battalions of its setup army
 */
export function setupArmiesPlaced(c: RiskContext): boolean {
	return c.pool.every((p) => p === 0);
}

/**
 * « … placez un héros sur un de vos territoires », then « Comment se déroule un tour ? ».
 * @returns true when every player has its leader on the board
 */
export function setupLeadersPlaced(c: RiskContext): boolean {
	return c.order.every((seat) => c.leaders[seat].length > 0);
}

/**
 * « Phase 1 : les renforts »: the player on turn has placed every battalion of its reinforcements
 * and holds no set of territory cards it could still trade (« L'échange de cartes se fait
 * uniquement pendant la phase renfort »): the combat begins by itself.
 */
export function reinforcementsPlaced(c: RiskContext): boolean {
	return c.pool[c.current] === 0 && tradableSets(c.hands[c.current]).length === 0;
}

/**
 * « Phase 2 : le combat », the invasion declared (« Annoncez quel territoire vous allez
 * attaquer »): its defender holds a reaction playable against it (RULES-NOTES.md « Reactions »)
 * and must answer before the dice are rolled.
 */
export function attackReactionOpen(c: RiskContext): boolean {
	return !!c.reaction?.attack;
}

/**
 * « Phase 5 : déplacer la communauté »: the Fellowship's roll is made and a player holding
 * Faramir Finds the Ringbearer (« Play after the Fellowship rolls ») may change its result.
 */
export function ringReactionOpen(c: RiskContext): boolean {
	return !!c.reaction?.ring;
}

/**
 * The reaction window answered (REACT or NO_REACTION: RULES-NOTES.md "Reactions"): play goes on
 * where it stopped — the declared battle fought, « Comment mener un combat ? ».
 */
export function reactionAnswered(c: RiskContext): boolean {
	return !c.reaction;
}

/**
 * « Si l'attaque est un succès, déplacez au moins le nombre de bataillons d'attaque vers le
 * territoire conquis »: a territory was taken and waits for its move-in (`pending`).
 */
export function conquestToMoveIn(c: RiskContext): boolean {
	return c.pending !== null;
}

/**
 * « Phase 3 : les manœuvres », « Le déplacement doit se faire entre territoires que vous
 * contrôlez »: a manoeuvre's two territories are chosen and its battalions (and leader) wait to
 * be counted (`pending`).
 */
export function manoeuvreToCount(c: RiskContext): boolean {
	return c.pending !== null;
}

/**
 * « Phase 3 : les manœuvres » is over by itself: the player on turn has made its last
 * manoeuvre (`turn.manoeuvresLeft`, RULES-NOTES.md) and holds no power card it may still play
 * in this phase (Move by Night). Otherwise the player ends the phase (END_PHASE).
 */
export function manoeuvresOver(c: RiskContext): boolean {
	return c.pending === null && c.turn.manoeuvresLeft === 0 && powerEventsIn(c, c.current, 'manoeuvre').length === 0;
}

/**
 * « Phase 4 : pioche des cartes »: what the player on turn may draw — a territory card « Si vous
 * avez conquis un territoire pendant la phase Combat » (while one is left), an adventure card
 * « Si votre héros a traversé ou conquis un territoire où se trouve une forteresse » (option
 * `adventureDraw`; while the adventure deck or its discard holds one).
 */
export function drawChoices(c: RiskContext): { territory: boolean; adventure: boolean } {
	return {
		territory: c.turn.conquered && canDrawTerritory(c),
		adventure: c.turn.leaderAdventure && c.adventureDeck.length + c.adventureDiscard.length > 0
	};
}

/** « Phase 4 : pioche des cartes » with nothing to draw (see `drawChoices`): it passes by itself. */
export function nothingToDraw(c: RiskContext): boolean {
	const d = drawChoices(c);
	return !d.territory && !d.adventure;
}

/**
 * « Attention ! Vous n'avez droit qu'à 3 cartes Aventure par main »: the player on turn holds more
 * (it just drew one) and discards down to the limit.
 */
export function adventureHandOverLimit(c: RiskContext): boolean {
	return c.adventureHands[c.current].length > ADVENTURE_HAND_LIMIT;
}

/**
 * « Si vous n'avez plus de héros sur le plateau, placez-en un sur n'importe lequel de vos
 * territoires »: the player on turn holds territories and no leader is left on them.
 */
export function leaderLost(c: RiskContext): boolean {
	return c.leaders[c.current].length === 0 && territoriesOf(c, c.current).length > 0;
}

/**
 * A leader to place before the Fellowship moves: a lost one (`leaderLost`), or the second one
 * « Une carte Aventure peut permettre à un joueur d'avoir deux héros » (Appoint a Second Leader,
 * drawn this turn: `turn.leaderReason` 'second' until it is placed).
 */
export function leaderToPlace(c: RiskContext): boolean {
	return c.turn.leaderReason === 'second' || leaderLost(c);
}

/**
 * « Phase 5 : déplacer la communauté »: nothing of « Phase 4 » is left once its card is drawn (or
 * there was none to draw) — no adventure card above the hand's limit, no leader to place.
 */
export function fellowshipToMove(c: RiskContext): boolean {
	return !adventureHandOverLimit(c) && !leaderToPlace(c);
}

/**
 * « Fin de la partie : Quand l'anneau quitte les Marais des morts. Ou quand un joueur prend le
 * contrôle de tous les territoires de la Terre du Milieu »: it takes control by conquest, so it
 * is the player on turn, and its last conquest has moved in (nothing `pending`).
 */
export function gameOver(c: RiskContext): boolean {
	return c.ring >= RING_PATH.length || (c.pending === null && c.owner.every((o) => o === c.current));
}
