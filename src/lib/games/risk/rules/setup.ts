/**
 * Setup (rulebook « Avant de commencer… », « Commencez ! », « Variante à 2 joueurs »).
 */
import { createRng, rngCursor } from '$lib/engine/rng';
import { ADVENTURE_CARDS, adventureDeckOf } from '../data/adventure';
import { ADVENTURE_DEALT, NEUTRAL_CARDS_TWO_PLAYERS, NEUTRAL_PER_TERRITORY, SETUP_DEAL, STARTING_ARMIES } from '../data/game';
import { TERRITORIES, TERRITORY_COUNT, type Allegiance } from '../data/map';
import { grant, log, tname, type Cursor } from './state';
import { EMPTY, NEUTRAL, WILD_CARDS, type RiskContext, type RiskInput, type TurnState } from '../types';

/** A fresh turn record. */
export function freshTurn(): TurnState {
	return {
		conquered: false,
		leaderAdventure: false,
		missionLocked: [],
		manoeuvresLeft: 1,
		extraTerritoryCards: 0,
		siege: [],
		invasions: [],
		ringForceRoll: false,
		ringStay: false,
		ringPlus: 0,
		leaderReason: null,
		drawnAdventure: null
	};
}

/**
 * The game after the deal: the first player chosen by dice (« Chaque joueur lance un dé. Celui
 * qui obtient le meilleur chiffre commence »), sides and territory cards dealt by the
 * summary's tables, one battalion on each dealt territory (2 on each neutral territory in a
 * 2-player game), ready for claiming the free territories.
 * @throws RangeError for a player count outside 2–4
 */
export function initialContext(input: RiskInput): RiskContext {
	const n = input.seats.length;
	if (n < 2 || n > 4) throw new RangeError(`Risk is for 2 to 4 players, not ${n}`);
	const r = rngCursor(createRng(input.seed));
	const c: RiskContext = {
		options: { ...input.options },
		names: input.seats.map((s) => s.name),
		players: n,
		neutral: n === 2,
		order: [],
		sides: [],
		owner: new Array(TERRITORY_COUNT).fill(EMPTY),
		armies: new Array(TERRITORY_COUNT).fill(0),
		leaders: input.seats.map(() => []),
		leaderShields: input.seats.map(() => 1),
		pool: input.seats.map(() => STARTING_ARMIES[n as 2 | 3 | 4]),
		territoryDeck: [],
		territoryDiscard: [],
		territoryBox: [],
		hands: input.seats.map(() => []),
		adventureDeck: [],
		adventureDiscard: [],
		adventureHands: input.seats.map(() => []),
		adventureScored: input.seats.map(() => []),
		territoryRevealed: [],
		storms: null,
		bridgeBlock: null,
		corsairs: null,
		uprisings: [],
		eliminated: input.seats.map(() => false),
		ring: 0,
		ringRoll: null,
		current: 0,
		phase: 'claim',
		turnNumber: 0,
		turn: freshTurn(),
		pending: null,
		lastBattle: null,
		reaction: null,
		closedStep: false,
		ledger: { granted: 0, lost: 0 },
		tieRolls: null,
		log: [],
		rng: []
	};
	// Who starts: every seat rolls, the highest starts; tied highest roll again.
	let contenders = input.seats.map((_, i) => i);
	while (contenders.length > 1) {
		const rolls = contenders.map(() => r.int(1, 6));
		const best = Math.max(...rolls);
		log(c, 'start_roll', { rolls: rolls.join(' · ') });
		contenders = contenders.filter((_, i) => rolls[i] === best);
	}
	const first = contenders[0];
	c.order = input.seats.map((_, i) => (first + i) % n);
	const deal = SETUP_DEAL[n as 2 | 3 | 4];
	c.sides = new Array(n);
	c.order.forEach((seat, k) => (c.sides[seat] = deal[k].side));
	const piles: Record<Allegiance, number[]> = {
		good: r.shuffle(TERRITORIES.flatMap((t, i) => (t.allegiance === 'good' ? [i] : []))),
		evil: r.shuffle(TERRITORIES.flatMap((t, i) => (t.allegiance === 'evil' ? [i] : []))),
		neutral: r.shuffle(TERRITORIES.flatMap((t, i) => (t.allegiance === 'neutral' ? [i] : [])))
	};
	c.order.forEach((seat, k) => {
		for (const [pile, count] of Object.entries(deal[k].cards) as [Allegiance, number][]) {
			for (let i = 0; i < count; i++) {
				const t = piles[pile].pop() as number;
				c.owner[t] = seat;
				grant(c, t, 1);
				c.pool[seat]--;
			}
		}
		log(c, 'deal', { side: c.sides[seat], count: c.owner.filter((o) => o === seat).length }, seat);
	});
	if (c.neutral) {
		for (let i = 0; i < NEUTRAL_CARDS_TWO_PLAYERS; i++) {
			const t = piles.neutral.pop() as number;
			c.owner[t] = NEUTRAL;
			grant(c, t, NEUTRAL_PER_TERRITORY);
		}
		log(c, 'neutral', { count: NEUTRAL_CARDS_TWO_PLAYERS, per: NEUTRAL_PER_TERRITORY });
	}
	c.current = c.order[0];
	c.rng = r.state();
	return c;
}

/**
 * Ends setup once every leader is placed (« Formez une pioche Territoire avec les 2 cartes Joker,
 * les cartes Bien et les cartes Mal »; « Mettez les cartes Événement de côté et distribuez 3
 * cartes … Remettez les cartes Événement dans la pile, mélangez »; the Ring in the Shire).
 * The neutral cards go back to the box; the 2-player game plays without wild cards.
 */
export function finishSetup(c: RiskContext, r: Cursor): void {
	const deck: number[] = [];
	for (let i = 0; i < TERRITORY_COUNT; i++) (TERRITORIES[i].allegiance === 'neutral' ? c.territoryBox : deck).push(i);
	if (c.neutral) c.territoryBox.push(...WILD_CARDS);
	else deck.push(...WILD_CARDS);
	c.territoryDeck = r.shuffle(deck);
	const deck40 = adventureDeckOf(c.options.adventureDeck);
	const events = deck40.filter((i) => ADVENTURE_CARDS[i].kind.type === 'event');
	const rest = r.shuffle(deck40.filter((i) => ADVENTURE_CARDS[i].kind.type !== 'event'));
	for (let k = 0; k < ADVENTURE_DEALT; k++) for (const seat of c.order) c.adventureHands[seat].push(rest.pop() as number);
	c.adventureDeck = r.shuffle([...rest, ...events]);
	c.ring = 0;
	log(c, 'setup_done');
}

/** Log helper for a territory claim/placement during setup. */
export function logPlacement(c: RiskContext, key: string, seat: number, t: number): void {
	log(c, key, { territory: tname(t) }, seat);
}
