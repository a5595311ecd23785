/**
 * Every printed fact of Knizia's cooperative *Lord of the Rings*, mapped to the terms of the
 * 2010 FFG/Edge rulebook (../shared/rules/coop-board-game.fr.txt) — the ONE data module
 * (issue 8). Facts are read from the 2000 Hasbro print: ../shared/data/coop-board/
 * (main-board.json, adventure-boards.json, cards.json; sources in SOURCES.md).
 *
 * 2000 → 2010 names (rulebook « MATÉRIEL »):
 * - white Hobbit cards → brown Quest cards; grey stay grey (« Ces cartes sont brunes ou grises »)
 * - Feature cards → Legend cards: white → brown, grey → grey, yellow → Epic cards (« cartes Épopée »)
 * - Character cards → Hobbit cards; shields → silver runes (value 1), bonus shields → gold runes
 * - event tiles → Story tiles: sundial → « Le Temps s'Écoule », Ring → « L'Influence de l'Anneau »,
 *   Sauron/two dots → « La Volonté de Sauron », three cards or event → « Dernier Recours »,
 *   card + life token + shield or event → « Battre en Retraite »
 * - die → Peril die (« dé de Péril »)
 * Decisions where data and rulebook differ are in ../RULES-NOTES.md.
 */

/** An activity (« Combat, Amitié, Discrétion, Voyage »). */
export type Activity = 'fighting' | 'friendship' | 'hiding' | 'travelling';
/** A symbol printed on a card: an activity or the star (« joker »). */
export type CardSymbol = Activity | 'star';
/** The four activities in the order the app shows them. */
export const ACTIVITIES: readonly Activity[] = ['fighting', 'hiding', 'travelling', 'friendship'];

/** Life token kinds (« jetons Vie : Cœur, Soleil, Anneau »). */
export type LifeToken = 'heart' | 'sun' | 'ring';
/** All kinds, in the order the app shows them. */
export const LIFE_TOKENS: readonly LifeToken[] = ['heart', 'sun', 'ring'];
/** « 11 jetons Vie : 3 Cœur, 3 Soleil, 5 Anneau » (cards.json lifeTokens). */
export const LIFE_TOKEN_COUNTS: Readonly<Record<LifeToken, number>> = { heart: 3, sun: 3, ring: 5 };

/** Gold runes: « 6 runes de Gandalf dorées (deux exemplaires de valeurs 1, 2, et 3) ». */
export const GOLD_RUNES: readonly number[] = [1, 1, 2, 2, 3, 3];

/** The Epic cards (2000 yellow Feature cards), by id. */
export type EpicId = 'miruvor' | 'belt' | 'mithril' | 'athelas' | 'staff' | 'phial' | 'elessar' | 'lembas';

/** Colour of a playable card (« une carte brune et une carte grise »); Epic cards have none. */
export type CardColour = 'brown' | 'grey' | 'epic';

/** Where a Legend card waits before it is dealt or won (main board locations). */
export type LegendHome = 'rivendell' | 'moria' | 'lothlorien' | 'helmsDeep' | 'shelobsLair' | 'mordor';

/** One card of the Quest deck or a Legend card. */
export interface CardDef {
	id: string;
	kind: 'quest' | 'legend';
	colour: CardColour;
	/** Symbol counts on the card (a star counts as any activity). Empty for Epic cards. */
	symbols: Partial<Record<CardSymbol, number>>;
	/** Legend cards: printed name (English, as in the data) and home. */
	name?: string;
	home?: LegendHome;
	epic?: EpicId;
}

const QUEST_COMPOSITION: { colour: 'brown' | 'grey'; symbol: CardSymbol; count: number }[] = [
	// cards.json questCards.composition: 20 grey, 40 white (→ brown), 12 of the white ones stars.
	{ colour: 'grey', symbol: 'hiding', count: 5 },
	{ colour: 'grey', symbol: 'travelling', count: 5 },
	{ colour: 'grey', symbol: 'fighting', count: 5 },
	{ colour: 'grey', symbol: 'friendship', count: 5 },
	{ colour: 'brown', symbol: 'hiding', count: 7 },
	{ colour: 'brown', symbol: 'travelling', count: 7 },
	{ colour: 'brown', symbol: 'fighting', count: 7 },
	{ colour: 'brown', symbol: 'friendship', count: 7 },
	{ colour: 'brown', symbol: 'star', count: 12 }
];

function questCards(): CardDef[] {
	const out: CardDef[] = [];
	for (const c of QUEST_COMPOSITION) for (let i = 0; i < c.count; i++) out.push({ id: `q${out.length}`, kind: 'quest', colour: c.colour, symbols: { [c.symbol]: 1 } });
	return out;
}

type L = [id: string, name: string, home: LegendHome, colour: CardColour, symbols: Partial<Record<CardSymbol, number>>, epic?: EpicId];
/** The 35 Legend cards (cards.json legendCards; white → brown, yellow → Epic). */
const LEGENDS: L[] = [
	['gandalf', 'Gandalf', 'rivendell', 'brown', { travelling: 2 }],
	['glamdring', 'Glamdring', 'rivendell', 'grey', { star: 2 }],
	['aragorn', 'Aragorn', 'rivendell', 'brown', { star: 2 }],
	['anduril', 'Andúril', 'rivendell', 'grey', { fighting: 2 }],
	['boromir', 'Boromir', 'rivendell', 'brown', { fighting: 2 }],
	['gimli', 'Gimli', 'rivendell', 'brown', { fighting: 2 }],
	['legolas', 'Legolas', 'rivendell', 'brown', { hiding: 2 }],
	['sting', 'Sting', 'rivendell', 'grey', { star: 1 }],
	['mithril', 'Mithril', 'rivendell', 'epic', {}, 'mithril'],
	['staff', 'Staff', 'rivendell', 'epic', {}, 'staff'],
	['athelas', 'Athelas', 'rivendell', 'epic', {}, 'athelas'],
	['miruvor', 'Miruvor', 'rivendell', 'epic', {}, 'miruvor'],
	['book', 'Book', 'moria', 'grey', { hiding: 1 }],
	['pipe', 'Pipe', 'moria', 'grey', { friendship: 2 }],
	['galadriel', 'Galadriel', 'lothlorien', 'grey', { star: 2 }],
	['arwen', 'Arwen', 'lothlorien', 'grey', { star: 2 }],
	['elvenRope', 'Elven Rope', 'lothlorien', 'grey', { travelling: 2 }],
	['elvenCloak', 'Elven Cloak', 'lothlorien', 'grey', { hiding: 2 }],
	['brooch', 'Brooch', 'lothlorien', 'grey', { friendship: 1 }],
	['bow', 'Bow', 'lothlorien', 'grey', { fighting: 1 }],
	['boat', 'Boat', 'lothlorien', 'grey', { travelling: 1 }],
	['boxOfEarth', 'Box of Earth', 'lothlorien', 'grey', { star: 1 }],
	['belt', 'Belt', 'lothlorien', 'epic', {}, 'belt'],
	['phial', 'Phial', 'lothlorien', 'epic', {}, 'phial'],
	['lembas', 'Lembas', 'lothlorien', 'epic', {}, 'lembas'],
	['elessar', 'Elessar', 'lothlorien', 'epic', {}, 'elessar'],
	['theoden', 'Théoden', 'helmsDeep', 'brown', { travelling: 2 }],
	['shadowfax', 'Shadowfax', 'helmsDeep', 'grey', { travelling: 2 }],
	['eomer', 'Éomer', 'helmsDeep', 'brown', { fighting: 2 }],
	['riders', 'Riders of Rohan', 'helmsDeep', 'grey', { fighting: 2 }],
	['faramir', 'Faramir', 'shelobsLair', 'brown', { travelling: 2 }],
	['gollum', 'Gollum', 'shelobsLair', 'brown', { star: 3 }],
	['armyOfTheDead', 'Army of the Dead', 'mordor', 'grey', { fighting: 2 }],
	['ghan', 'Ghân', 'mordor', 'brown', { travelling: 2 }],
	['eowyn', 'Éowyn', 'mordor', 'brown', { star: 2 }]
];

/** Every card of the game by id: 60 Quest cards (q0–q59) and 35 Legend cards (L-<name>). */
export const CARDS: Readonly<Record<string, CardDef>> = Object.fromEntries(
	[
		...questCards(),
		...LEGENDS.map(([id, name, home, colour, symbols, epic]): CardDef => ({ id: `L-${id}`, kind: 'legend', colour, symbols, name, home, ...(epic ? { epic } : {}) }))
	].map((c) => [c.id, c])
);
/** The 60 Quest card ids in deck order before shuffling. */
export const QUEST_IDS: readonly string[] = Object.values(CARDS).filter((c) => c.kind === 'quest').map((c) => c.id);
/** Legend card ids per home (« 12 Fondcombe, 2 Moria, 12 Lothlórien, 4 Gouffre de Helm, 2 Antre d'Arachne, 3 Mordor »). */
export const LEGEND_IDS: Readonly<Record<LegendHome, readonly string[]>> = {
	rivendell: [], moria: [], lothlorien: [], helmsDeep: [], shelobsLair: [], mordor: []
};
for (const c of Object.values(CARDS)) if (c.home) (LEGEND_IDS[c.home] as string[]).push(c.id);
/** The card id of an Epic card. */
export const EPIC_CARD: Readonly<Record<EpicId, string>> = {
	miruvor: 'L-miruvor', belt: 'L-belt', mithril: 'L-mithril', athelas: 'L-athelas', staff: 'L-staff', phial: 'L-phial', elessar: 'L-elessar', lembas: 'L-lembas'
};

/** The five Gandalf cards (« GUÉRISON, PERSÉVÉRANCE, CONSEIL, CLAIRVOYANCE, MAGIE »), 5 runes each. */
export type GandalfId = 'healing' | 'persistence' | 'guidance' | 'foresight' | 'magic';
export const GANDALF_CARDS: readonly GandalfId[] = ['healing', 'persistence', 'guidance', 'foresight', 'magic'];
/** « en dépensant une valeur totale de 5 runes ». */
export const GANDALF_COST = 5;

/** The five hobbits in seat order by player count (« MISE EN PLACE » 12). */
export type HobbitId = 'frodo' | 'sam' | 'pippin' | 'merry' | 'fatty';
export const HOBBITS: readonly HobbitId[] = ['frodo', 'sam', 'pippin', 'merry', 'fatty'];

/** Story tile kinds (cards.json storyTiles; 2010 names in the module docstring). */
export type TileKind = Activity | 'timePasses' | 'ringInfluence' | 'sauronWill' | 'lastResort' | 'retreat';
/** The 23 Story tiles: 3 per activity, 6 « Le Temps s'Écoule », 2 Ring, 1 Sauron, 1 + 1 discard-or-event. */
export const TILE_COUNTS: Readonly<Record<TileKind, number>> = {
	fighting: 3, hiding: 3, travelling: 3, friendship: 3, timePasses: 6, ringInfluence: 2, sauronWill: 1, lastResort: 1, retreat: 1
};
/** Tile ids t0..t22 with their kind. */
export const TILES: readonly TileKind[] = (Object.entries(TILE_COUNTS) as [TileKind, number][]).flatMap(([k, n]) => Array<TileKind>(n).fill(k));

/**
 * The Peril die (« LE DÉ DE PÉRIL »), faces 1..6 (cards.json perilDie): 1–3 dark steps for
 * the roller, 4 discard two cards, 5 Sauron moves, 6 blank. `symbols` is what « quatre cases
 * moins le nombre de symboles » counts.
 */
export const DIE_FACES: readonly { face: number; dark: number; discard: number; sauron: number; symbols: number }[] = [
	{ face: 1, dark: 1, discard: 0, sauron: 0, symbols: 1 },
	{ face: 2, dark: 2, discard: 0, sauron: 0, symbols: 2 },
	{ face: 3, dark: 3, discard: 0, sauron: 0, symbols: 3 },
	{ face: 4, dark: 0, discard: 2, sauron: 0, symbols: 2 },
	{ face: 5, dark: 0, discard: 0, sauron: 1, symbols: 1 },
	{ face: 6, dark: 0, discard: 0, sauron: 0, symbols: 0 }
];

/** The corruption track 0..15 and Sauron's start by difficulty (« VARIANTES »). */
export const CORRUPTION_MAX = 15;
export type Difficulty = 15 | 12 | 10;
export const SAURON_STARTS: readonly Difficulty[] = [15, 12, 10];

/** The main board's locations in order (main-board.json locationSequence). */
export type LocationId = 'bagEnd' | 'rivendell' | 'moria' | 'lothlorien' | 'helmsDeep' | 'shelobsLair' | 'mordor';
export const LOCATIONS: readonly LocationId[] = ['bagEnd', 'rivendell', 'moria', 'lothlorien', 'helmsDeep', 'shelobsLair', 'mordor'];
/** Adventure boards (« plateaux d'aventure »). */
export type AdventureId = 'moria' | 'helmsDeep' | 'shelobsLair' | 'mordor';
export type HavenId = 'bagEnd' | 'rivendell' | 'lothlorien';
export const isAdventure = (l: LocationId): l is AdventureId => l === 'moria' || l === 'helmsDeep' || l === 'shelobsLair' || l === 'mordor';

/** The peaceful havens' actions left to right (main-board.json peacefulHavens). */
export type HavenAction =
	| 'gandalf' | 'preparations' | 'nazgul'
	| 'elrond' | 'council' | 'fellowship'
	| 'galadriel' | 'recovery' | 'testOfGaladriel';
export const HAVEN_ACTIONS: Readonly<Record<HavenId, readonly HavenAction[]>> = {
	bagEnd: ['gandalf', 'preparations', 'nazgul'],
	rivendell: ['elrond', 'council', 'fellowship'],
	lothlorien: ['galadriel', 'recovery', 'testOfGaladriel']
};

/** What an activity space gives (adventure-boards.json rewardVocabulary; shield → silver rune). */
export type Reward =
	| { k: 'start' } | { k: 'rune' } | { k: 'goldRune' } | { k: 'token'; token: LifeToken } | { k: 'die' } | { k: 'light' }
	| { k: 'legend'; card: string } | { k: 'mountDoom' };

/** One activity track of an adventure board. `spaces[0]` is the start space. */
export interface TrackDef {
	activity: Activity;
	main: boolean;
	spaces: Reward[];
	/** Main track: the score printed under each space (same length as spaces). */
	scores?: number[];
	/** Helm's Deep travelling: the last space of each printed part. */
	parts?: number[];
}

/** An event of an event track (adventure-boards.json events), written as steps for the rules. */
export interface EventDef {
	id: string;
	last?: boolean;
}

/** One adventure board. */
export interface AdventureDef {
	id: AdventureId;
	main: Activity;
	tracks: Partial<Record<Activity, TrackDef>>;
	events: EventDef[];
	/** Legend cards won on this board (« Mettez les cartes Légende correspondant au plateau… »). */
	legends: readonly string[];
}

function parse(code: string): Reward[] {
	// Compact transcription: s start, r rune, G gold rune, R ring, H heart, S sun, d die, l light, D Mount Doom, L:<id> Legend card.
	return code.split(' ').map((t): Reward => {
		if (t.startsWith('L:')) return { k: 'legend', card: `L-${t.slice(2)}` };
		switch (t) {
			case 's': return { k: 'start' };
			case 'r': return { k: 'rune' };
			case 'G': return { k: 'goldRune' };
			case 'R': return { k: 'token', token: 'ring' };
			case 'H': return { k: 'token', token: 'heart' };
			case 'S': return { k: 'token', token: 'sun' };
			case 'd': return { k: 'die' };
			case 'l': return { k: 'light' };
			case 'D': return { k: 'mountDoom' };
		}
		throw new Error(`bad space code ${t}`);
	});
}
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

/** The four adventure boards (adventure-boards.json, read from the 2000 scans). */
export const ADVENTURES: Readonly<Record<AdventureId, AdventureDef>> = {
	moria: {
		id: 'moria', main: 'fighting', legends: LEGEND_IDS.moria,
		tracks: {
			fighting: { activity: 'fighting', main: true, spaces: parse('s r r R r r R d r d G'), scores: range(10, 11) },
			hiding: { activity: 'hiding', main: false, spaces: parse('s L:book R H R H R H') },
			travelling: { activity: 'travelling', main: false, spaces: parse('s r r S r S r S') }
		},
		events: [{ id: 'speakFriend' }, { id: 'watcher' }, { id: 'stoneInWell' }, { id: 'trapped' }, { id: 'orcsAttack' }, { id: 'flyYouFools', last: true }]
	},
	helmsDeep: {
		id: 'helmsDeep', main: 'fighting', legends: LEGEND_IDS.helmsDeep,
		tracks: {
			fighting: { activity: 'fighting', main: true, spaces: parse('s r r R r r R r r r G'), scores: range(30, 11) },
			friendship: { activity: 'friendship', main: false, spaces: parse('s d L:theoden R L:shadowfax R L:eomer R') },
			travelling: { activity: 'travelling', main: false, spaces: parse('s r H H H r S r S r S'), parts: [5, 10] }
		},
		events: [{ id: 'wormtongue' }, { id: 'ridersOfRohan' }, { id: 'orcsAttackGate' }, { id: 'fireOfOrthanc' }, { id: 'orcsStorm' }, { id: 'orcsConquer', last: true }]
	},
	shelobsLair: {
		id: 'shelobsLair', main: 'fighting', legends: LEGEND_IDS.shelobsLair,
		tracks: {
			fighting: { activity: 'fighting', main: true, spaces: parse('s r r r r r d d G R R'), scores: range(40, 11) },
			hiding: { activity: 'hiding', main: false, spaces: parse('s L:faramir R H R H R H') },
			travelling: { activity: 'travelling', main: false, spaces: parse('s r r S r r S r l r S') }
		},
		events: [{ id: 'gollum' }, { id: 'facesOfTheDead' }, { id: 'forbiddenPool' }, { id: 'nazgulSearches' }, { id: 'shelobAppears' }, { id: 'shelobAttacks', last: true }]
	},
	mordor: {
		id: 'mordor', main: 'travelling', legends: LEGEND_IDS.mordor,
		tracks: {
			// Printed numbers repeat (50, 50, 51, 51, 52, 52 …); the Mount Doom space scores 60 (« le pion … est sur la case 60 »).
			travelling: { activity: 'travelling', main: true, spaces: parse('s r r r r r d r r r r d r d D'), scores: [50, 50, 51, 51, 52, 52, 53, 54, 55, 56, 57, 58, 59, 60, 60] },
			friendship: { activity: 'friendship', main: false, spaces: parse('s r L:armyOfTheDead r L:ghan r L:eowyn l') },
			fighting: { activity: 'fighting', main: false, spaces: parse('s r H r H r H l') },
			hiding: { activity: 'hiding', main: false, spaces: parse('s r S r S r S l') }
		},
		events: [{ id: 'samSavesFrodo' }, { id: 'lordOfNazgul' }, { id: 'pelennor' }, { id: 'mouthOfSauron' }, { id: 'surrounded' }, { id: 'eyeOfSauron', last: true }]
	}
};
