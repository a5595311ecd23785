/**
 * The four starter decks of « Pour la Première Partie »: each sphere's cards (Commandement
 * 13-27, Tactique 28-42, Énergie 43-57, Connaissance 58-72, every copy in the box), its
 * three heroes, and one Gandalf (card 73). 30 cards each.
 *
 * Source: the rulebook's list; quantities from ../shared/data/lcg/cards.json.
 */
import { CARDS, type StarterDeckId } from './cards';

/** A player's deck: 1 to 3 hero codes and the player deck's card codes (one entry per copy). */
export interface DeckList {
	heroes: string[];
	cards: string[];
}

const RANGES: Record<StarterDeckId, [number, number]> = {
	leadership: [13, 27],
	tactics: [28, 42],
	spirit: [43, 57],
	lore: [58, 72]
};

/** Heroes in the rulebook's order: « Commandement (héros : Aragorn, Glóin, Théodred) » ... */
const HEROES: Record<StarterDeckId, string[]> = {
	leadership: ['01001', '01003', '01002'],
	tactics: ['01005', '01004', '01006'],
	spirit: ['01007', '01009', '01008'],
	lore: ['01011', '01010', '01012']
};

const GANDALF = '01073';

function build(id: StarterDeckId): DeckList {
	const [lo, hi] = RANGES[id];
	const cards: string[] = [];
	for (const c of CARDS) {
		if (c.position < lo || c.position > hi) continue;
		for (let i = 0; i < c.quantity; i++) cards.push(c.code);
	}
	cards.push(GANDALF);
	return { heroes: HEROES[id].slice(), cards };
}

/** The four starter decks by sphere. */
export const STARTER_DECKS: Readonly<Record<StarterDeckId, DeckList>> = {
	leadership: build('leadership'),
	tactics: build('tactics'),
	spirit: build('spirit'),
	lore: build('lore')
};

/** Starter deck ids in the rulebook's order. */
export const STARTER_DECK_IDS: readonly StarterDeckId[] = ['leadership', 'tactics', 'spirit', 'lore'];
