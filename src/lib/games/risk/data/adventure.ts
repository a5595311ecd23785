/**
 * The adventure deck of our 2002 game: 40 cards (« 40 cartes Aventure »). The printed split of
 * the 2002 deck is not known (../shared/data/risk/adventure-cards.json lists the 60-card
 * Trilogy deck). Our deck (`ADVENTURE_DECK`): the 16 missions of the 2002 sites of power, 9
 * events, 11 powers whose text names only 2002 territories and which the player on turn plays,
 * and 4 reactions played in a window (data/reactions.ts) (see RULES-NOTES.md « Adventure
 * deck »). Texts shown in the app are our own short wording.
 * Points: printed where known (Carn Dûm 2/2, Gates of Moria 1/2, powers 1); the rest are
 * RECONSTRUCTED as 1 (one line each here).
 */
import type { Side } from './game';
import { REACTION_CARDS } from './reactions';

/** What an adventure card does. Missions name a site's territory id and a reward per side. */
export type AdventureKind =
	| { type: 'mission'; territory: string; reward: Record<Side, { battalions?: number; territoryCards?: number }>; points: Record<Side, number> }
	| { type: 'event'; effect: EventEffect }
	| { type: 'power'; effect: PowerEffect; points: number };

/** Events (« jouées immédiatement »). */
export type EventEffect = 'secondLeader' | 'winterStorms' | 'raiders' | 'mustering' | 'caveTroll' | 'entmoot';

/**
 * Powers (« Vous pouvez les jouer pendant votre phase Combat, sauf mention spéciale »).
 * combat: ambush, grima, siege; manoeuvre: moveByNight; turn start: borne, hunt;
 * Fellowship phase: knife (roll needed off a die space), boromir/balrog (stay), smeagol (+2).
 */
export type PowerEffect = 'ambush' | 'grima' | 'siege' | 'moveByNight' | 'borne' | 'hunt' | 'knife' | 'boromir' | 'balrog' | 'smeagol' | ReactionEffect;

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

const m = (key: string, territory: string, evil: number | 'card', good: number | 'card', pe = 1, pg = 1): AdventureCard => ({
	key,
	kind: {
		type: 'mission',
		territory,
		reward: {
			evil: evil === 'card' ? { territoryCards: 1 } : { battalions: evil },
			good: good === 'card' ? { territoryCards: 1 } : { battalions: good }
		},
		points: { evil: pe, good: pg }
	}
});
const e = (key: string, effect: EventEffect): AdventureCard => ({ key, kind: { type: 'event', effect } });
const p = (key: string, effect: PowerEffect): AdventureCard => ({ key, kind: { type: 'power', effect, points: 1 } });

/** The 40 cards. Rewards from adventure-cards.json (two implementations agree). */
export const ADVENTURE_CARDS: AdventureCard[] = [
	m('hobbiton', 'the_shire', 2, 2),
	m('grey_havens', 'mithlond', 4, 2),
	m('harlond', 'harlindon', 'card', 'card'),
	m('weathertop', 'weather_hills', 2, 2),
	m('mount_gundabad', 'eastern_angmar', 4, 4),
	m('carn_dum', 'forodwaith', 2, 2, 2, 2),
	m('bree', 'fornost', 6, 2),
	m('tharbad', 'minhiriath', 4, 4),
	m('gates_of_moria', 'eregion', 4, 2, 1, 2),
	m('edoras', 'gap_of_rohan', 'card', 'card'),
	m('lothlorien', 'lorien', 'card', 'card'),
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
	...REACTION_CARDS
];

/**
 * The cards in play (ids into `ADVENTURE_CARDS`), 40 (« 40 cartes Aventure »). RECONSTRUCTED:
 * the 4 reaction powers (40–43) replace four duplicates of the first deck — the second Ambush!
 * (39; the Trilogy list has one copy), Dangerous Crossing (34) and Gollum (35) (same effect as
 * Knife in the Dark), the second Gríma Wormtongue (27) — so the deck keeps 40 cards and every
 * earlier id keeps its meaning (saves made before keep their cards).
 */
export const ADVENTURE_DECK: number[] = ADVENTURE_CARDS.map((_, i) => i).filter((i) => ![27, 34, 35, 39].includes(i));

/** Whether card `id` is an event. */
export function isEvent(id: number): boolean {
	return ADVENTURE_CARDS[id].kind.type === 'event';
}
