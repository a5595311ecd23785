/**
 * The adventure deck of our 2002 game: 40 cards (« 40 cartes Aventure »). The printed split of
 * the 2002 deck is not known (../shared/data/risk/adventure-cards.json lists the 60-card
 * Trilogy deck). Our deck (`ADVENTURE_DECK`): the 16 missions of the 2002 sites of power, 9
 * events, 11 powers whose text names only 2002 territories and which the player on turn plays,
 * and 4 reactions played in a window (data/reactions.ts) (see RULES-NOTES.md « Adventure
 * deck »). Texts shown in the app are our own short wording.
 * Points: read from adventure-cards.json for every card that prints them (Harlond Evil 3 /
 * Good 2; Carn Dûm, Edoras, Lothlórien 2 / 2; Gates of Moria Evil 1 / Good 2; You Shall Not
 * Pass!, The Way Is Under the Mountains 1); where the data has none, `DEFAULT_CARD_POINTS`
 * (RECONSTRUCTED, RULES-NOTES.md « Adventure deck »).
 */
import { DEFAULT_CARD_POINTS, type Side } from './game';
import { REACTION_CARDS } from './reactions';

export { DEFAULT_CARD_POINTS };

/** What an adventure card does. Missions name a site's territory id and a reward per side. */
export type AdventureKind =
	| { type: 'mission'; territory: string; reward: Record<Side, { battalions?: number; territoryCards?: number }>; points: Record<Side, number> }
	| { type: 'event'; effect: EventEffect }
	| { type: 'power'; effect: PowerEffect; points: number };

/** Events (« jouées immédiatement »). */
export type EventEffect = 'secondLeader' | 'winterStorms' | 'raiders' | 'mustering' | 'caveTroll' | 'entmoot' | 'localUprising' | 'corsairs';

/**
 * Powers (« Vous pouvez les jouer pendant votre phase Combat, sauf mention spéciale »).
 * combat: ambush, grima, siege; manoeuvre: moveByNight; turn start: borne, hunt;
 * Fellowship phase: knife (roll needed off a die space), boromir/balrog (stay), smeagol (+2);
 * turn start: youShallNotPass (a bridge blocked); combat: mountainWay (an invasion over a mountain border).
 */
export type PowerEffect =
	| 'ambush'
	| 'grima'
	| 'siege'
	| 'moveByNight'
	| 'borne'
	| 'hunt'
	| 'knife'
	| 'boromir'
	| 'balrog'
	| 'smeagol'
	| 'youShallNotPass'
	| 'mountainWay'
	| ReactionEffect;

/**
 * Powers played in a reaction window (rules/reactions.ts), on another player's turn: after a
 * battle is declared on one of the holder's territories, or after the Fellowship's roll
 * (Faramir). Cards in data/reactions.ts.
 */
export type ReactionEffect = 'courage' | 'withdrawal' | 'violentStorms' | 'faramir';

/** One adventure card (index in `ADVENTURE_CARDS` = card id). */
export interface AdventureCard {
	key: string;
	kind: AdventureKind;
}

/** A mission; `points` as printed (adventure-cards.json), null where the data has none. */
const m = (key: string, territory: string, evil: number | 'card', good: number | 'card', points: { evil: number; good: number } | null = null): AdventureCard => ({
	key,
	kind: {
		type: 'mission',
		territory,
		reward: {
			evil: evil === 'card' ? { territoryCards: 1 } : { battalions: evil },
			good: good === 'card' ? { territoryCards: 1 } : { battalions: good }
		},
		points: points ?? { evil: DEFAULT_CARD_POINTS, good: DEFAULT_CARD_POINTS }
	}
});
const e = (key: string, effect: EventEffect): AdventureCard => ({ key, kind: { type: 'event', effect } });
/** A power; `points` as printed (adventure-cards.json), null where the data has none. */
const p = (key: string, effect: PowerEffect, points: number | null = null): AdventureCard => ({ key, kind: { type: 'power', effect, points: points ?? DEFAULT_CARD_POINTS } });

/** The 40 cards. Rewards from adventure-cards.json (two implementations agree). */
export const ADVENTURE_CARDS: AdventureCard[] = [
	m('hobbiton', 'the_shire', 2, 2),
	m('grey_havens', 'mithlond', 4, 2),
	m('harlond', 'harlindon', 'card', 'card', { evil: 3, good: 2 }),
	m('weathertop', 'weather_hills', 2, 2),
	m('mount_gundabad', 'eastern_angmar', 4, 4),
	m('carn_dum', 'forodwaith', 2, 2, { evil: 2, good: 2 }),
	m('bree', 'fornost', 6, 2),
	m('tharbad', 'minhiriath', 4, 4),
	m('gates_of_moria', 'eregion', 4, 2, { evil: 1, good: 2 }),
	m('edoras', 'gap_of_rohan', 'card', 'card', { evil: 2, good: 2 }),
	m('lothlorien', 'lorien', 'card', 'card', { evil: 2, good: 2 }),
	m('rauros', 'the_wold', 2, 2),
	m('dagorlad', 'dead_marshes', 2, 2),
	m('easterling_encampment', 'brown_lands', 2, 6),
	m('elven_halls', 'north_mirkwood', 1, 2),
	m('erebor', 'esgaroth', 2, 4),
	e('second_leader', 'secondLeader'),
	e('second_leader', 'secondLeader'),
	e('second_leader', 'secondLeader'),
	e('second_leader', 'secondLeader'),
	e('winter_storms', 'winterStorms'),
	e('raiders', 'raiders'),
	e('mustering', 'mustering'),
	e('cave_troll', 'caveTroll'),
	e('entmoot', 'entmoot'),
	p('ambush', 'ambush'),
	p('grima', 'grima'),
	p('grima', 'grima'),
	p('enemy_at_hand', 'siege'),
	p('siege_machines', 'siege'),
	p('move_by_night', 'moveByNight'),
	p('borne', 'borne'),
	p('hunt', 'hunt'),
	p('knife', 'knife'),
	p('dangerous_crossing', 'knife'),
	p('gollum', 'knife'),
	p('boromir', 'boromir'),
	p('balrog', 'balrog'),
	p('smeagol', 'smeagol'),
	p('ambush', 'ambush'),
	// 40–43: the reaction powers (RECONSTRUCTED deck membership, data/reactions.ts).
	...REACTION_CARDS,
	// 44–47: the last four cards of the 2002 list (rules/special.ts).
	e('local_uprising', 'localUprising'),
	e('corsairs', 'corsairs'),
	p('you_shall_not_pass', 'youShallNotPass', 1),
	p('mountain_way', 'mountainWay', 1)
];

/**
 * The cards in play (ids into `ADVENTURE_CARDS`), 40 (« 40 cartes Aventure »). RECONSTRUCTED
 * (the printed 2002 list is not known): the 16 missions of the 2002 sites of power and **one
 * copy of each distinct card text** of adventure-cards.json that is not Trilogy-only — 8 events
 * (Appoint a Second Leader, Winter Storms, Raiders, Mustering of Middle-earth, Local Uprising,
 * Corsairs of Umbar, They've Brought a Cave Troll, The Entmoot) and 16 powers (Ambush!, Gríma
 * Wormtongue, Siege Machines, Move by Night, Borne to Another Place, Hunt for the Ringbearer,
 * Knife in the Dark, Boromir, A Balrog Is Come, Sméagol, You Shall Not Pass!, The Way Is Under
 * the Mountains, and the 4 reactions): 16 + 8 + 16 = 40 exactly. Left out as second copies of a
 * text: Appoint a Second Leader ×3 (17–19), Gríma (27), The Enemy Is at Hand (28, Siege
 * Machines' text), Dangerous Crossing and Gollum (34, 35, Knife in the Dark's text), Ambush!
 * (39). Every id keeps its meaning (saves made before keep their cards).
 */
export const ADVENTURE_DECK: number[] = ADVENTURE_CARDS.map((_, i) => i).filter((i) => ![17, 18, 19, 27, 28, 34, 35, 39].includes(i));

/**
 * The deck of games saved before issue 19 (option `adventureDeck: 1`): the 4 reactions in the
 * places of a second Ambush! (39), a second Gríma (27), Dangerous Crossing (34) and Gollum (35);
 * without the last four cards (44–47). Kept so that those saves still replay from their seed.
 */
export const ADVENTURE_DECK_1: number[] = ADVENTURE_CARDS.map((_, i) => i).filter((i) => i < 44 && ![27, 34, 35, 39].includes(i));

/** The deck a game deals (option `adventureDeck`, RiskOptions). */
export function adventureDeckOf(edition: 1 | 2 | undefined): number[] {
	return edition === 1 ? ADVENTURE_DECK_1 : ADVENTURE_DECK;
}

/** Whether card `id` is an event. */
export function isEvent(id: number): boolean {
	return ADVENTURE_CARDS[id].kind.type === 'event';
}
