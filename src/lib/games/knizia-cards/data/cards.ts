/**
 * The player cards: four colours of 22 cards (rulebook « CONTENU »: per colour one 0, seven 1s,
 * four 2s, four 3s, four 4s, one 5 and one Nazgûl; all four 3s are Hobbits, shown with a ring).
 * Source: ../shared/data/knizia-cards/game.json (`components.playerCards`, K3/K4/K5), the
 * colour names (red, green, yellow, grey-blue) from K5; the 2-player colour pairs from the
 * rulebook « REGLES DU JEU POUR 2 JOUEURS — Préparation » (green + yellow against red + blue).
 */

/** A card colour (a scoring unit: in 2-player games each player has two, scored apart): red, green, yellow, grey-blue. */
export type Colour = 'R' | 'G' | 'Y' | 'B';

/** All four colours. */
export const COLOURS: readonly Colour[] = ['R', 'G', 'Y', 'B'];

/** English/French colour names (our wording). */
export const COLOUR_NAMES: Record<Colour, { en: string; fr: string }> = {
	R: { en: 'red', fr: 'rouge' },
	G: { en: 'green', fr: 'vert' },
	Y: { en: 'yellow', fr: 'jaune' },
	B: { en: 'grey-blue', fr: 'gris-bleu' }
};

/**
 * Which colours each seat plays, by player count (« PREPARATION »: with 3 players one colour
 * leaves the game; 2 players: « Un joueur joue avec la couleur verte et jaune, l'autre joueur
 * joue avec la couleur rouge et bleue »). Seats get the deck whose colour matches the app's
 * fixed seat colour (src/lib/ui/seats.ts: red, blue, green, yellow), so a player's cards look
 * like their badge; with 3 players yellow stays in the box; with 2 players the first seat
 * (red) takes red + blue and the second green + yellow.
 */
export const SEAT_COLOURS: Record<2 | 3 | 4, Colour[][]> = {
	2: [
		['R', 'B'],
		['G', 'Y']
	],
	3: [['R'], ['B'], ['G']],
	4: [['R'], ['B'], ['G'], ['Y']]
};

/** One line of the per-colour deck list: `value` null = the Nazgûl. */
export interface DeckLine {
	value: number | null;
	count: number;
}

/** The 22 cards of one colour (« CONTENU »). */
export const DECK_PER_COLOUR: readonly DeckLine[] = [
	{ value: 0, count: 1 },
	{ value: 1, count: 7 },
	{ value: 2, count: 4 },
	{ value: 3, count: 4 },
	{ value: 4, count: 4 },
	{ value: 5, count: 1 },
	{ value: null, count: 1 }
];

/** Cards in a player's hand (« Chaque joueur prend 6 cartes de son tas »). */
export const HAND_SIZE = 6;

/** The value of the Hobbit cards (« Les cartes Hobbit (cartes de valeur 3 …) »). */
export const HOBBIT_VALUE = 3;

/** The four Hobbits, used for the names of the value-3 cards (K3). */
export const HOBBIT_NAMES = ['Frodo', 'Sam', 'Merry', 'Pippin'] as const;

/**
 * A card id: `<colour>-<value>-<n>` (n from 1) or `<colour>-N` for the Nazgûl, e.g. `R-1-7`,
 * `G-3-2` (Sam), `B-N`. Ids are stable for the whole game.
 */
export type CardId = string;

/** What a card is, decoded from its id. `value` null = Nazgûl. */
export interface CardInfo {
	id: CardId;
	colour: Colour;
	value: number | null;
	nazgul: boolean;
	hobbit: boolean;
}

/**
 * All 22 card ids of one colour, in a fixed order.
 * @returns e.g. ['R-0-1', 'R-1-1', …, 'R-5-1', 'R-N']
 */
export function colourDeck(colour: Colour): CardId[] {
	const ids: CardId[] = [];
	for (const line of DECK_PER_COLOUR) {
		for (let n = 1; n <= line.count; n++) ids.push(line.value === null ? `${colour}-N` : `${colour}-${line.value}-${n}`);
	}
	return ids;
}

const INFO = new Map<CardId, CardInfo>();

/**
 * Decodes a card id (results are cached: the same frozen object for the same id).
 * @throws Error when the id is not a card id of this game
 */
export function cardInfo(id: CardId): CardInfo {
	let info = INFO.get(id);
	if (!info) {
		info = Object.freeze(decode(id));
		INFO.set(id, info);
	}
	return info;
}

function decode(id: CardId): CardInfo {
	const parts = id.split('-');
	const colour = parts[0] as Colour;
	if (!COLOURS.includes(colour)) throw new Error(`unknown card ${id}`);
	if (parts[1] === 'N' && parts.length === 2) return { id, colour, value: null, nazgul: true, hobbit: false };
	const value = Number(parts[1]);
	if (parts.length !== 3 || !Number.isInteger(value) || value < 0 || value > 5) throw new Error(`unknown card ${id}`);
	return { id, colour, value, nazgul: false, hobbit: value === HOBBIT_VALUE };
}

/** The Hobbit's name on a value-3 card (`G-3-2` → 'Sam'), or null for other cards. */
export function hobbitName(id: CardId): string | null {
	const c = cardInfo(id);
	if (!c.hobbit) return null;
	return HOBBIT_NAMES[Number(id.split('-')[2]) - 1] ?? null;
}
