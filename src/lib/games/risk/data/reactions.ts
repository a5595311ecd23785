/**
 * RECONSTRUCTED: the reaction powers of our adventure deck — cards played in a reaction window
 * (rules/reactions.ts): after a battle is declared on one of the holder's territories, or after
 * the Fellowship's roll.
 *
 * Effects from ../shared/data/risk/adventure-cards.json (transcriptions of the Trilogy deck,
 * « base_or_trilogy_unknown »: whether the 2002 deck held them is not known). Their point
 * values were not found: `DEFAULT_CARD_POINTS` (RECONSTRUCTED). One copy each, as listed.
 * - Courage Alone Will Not Save You: « Gain 4 extra battalions in the Territory being invaded ».
 * - Strategic Withdrawal: « Move all but 1 battalion from the invaded Territory into an adjacent
 *   Territory you control ».
 * - Violent Storms: « after a seaborne battle is declared on one of your Territories with a
 *   port »: « Destroy all attacking battalions in this battle (not the whole invasion) ».
 * - Faramir Finds the Ringbearer: « Play after the Fellowship rolls to leave a Territory »: « Add
 *   2 to the roll or subtract 2 from it ».
 * The other four cards of the 2002 list (You Shall Not Pass!, The Way Is Under the Mountains,
 * Local Uprising, Corsairs of Umbar) are ids 44–47 (rules/special.ts).
 */
import type { AdventureCard } from './adventure';
import { DEFAULT_CARD_POINTS } from './game';

/** Appended to `ADVENTURE_CARDS` (ids 40–43), after every earlier card. */
export const REACTION_CARDS: AdventureCard[] = [
	{ key: 'courage_alone', kind: { type: 'power', effect: 'courage', points: DEFAULT_CARD_POINTS } },
	{ key: 'strategic_withdrawal', kind: { type: 'power', effect: 'withdrawal', points: DEFAULT_CARD_POINTS } },
	{ key: 'violent_storms', kind: { type: 'power', effect: 'violentStorms', points: DEFAULT_CARD_POINTS } },
	{ key: 'faramir', kind: { type: 'power', effect: 'faramir', points: DEFAULT_CARD_POINTS } }
];
