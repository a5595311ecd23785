/**
 * The printed facts of Risk: The Lord of the Rings (2002) the rules use, besides the map:
 * starting armies, the setup deal, trade-in values, the Fellowship's track, the scoring.
 * Sources: the project's French summary ../shared/rules/risk.fr.txt (quoted per item) and
 * ../shared/data/risk/ (fellowship-path.json, rules-notes.md). Items marked RECONSTRUCTED are
 * not printed anywhere we could read; each is one line here.
 */
import type { Allegiance, CardSymbol } from './map';

/** A side of the war (« vert et jaune pour les forces du bien, noir et rouge pour les forces du mal »). */
export type Side = 'good' | 'evil';

/** « Composez votre armée en fonction du nombre de joueurs »: 2 → 35, 3 → 35, 4 → 30. */
export const STARTING_ARMIES: Record<2 | 3 | 4, number> = { 2: 35, 3: 35, 4: 30 };

/**
 * « Piochez les cartes Territoire en fonction du nombre de joueurs »: per player number (1 =
 * the player who starts), the cards drawn from each pile. The 2-player deal is the summary's
 * « Variante à 2 joueurs »: player 1 takes 9 Evil, player 2 9 Good, the neutral army 14 Neutral.
 */
export const SETUP_DEAL: Record<2 | 3 | 4, { side: Side; cards: Partial<Record<Allegiance, number>> }[]> = {
	2: [
		{ side: 'evil', cards: { evil: 9 } },
		{ side: 'good', cards: { good: 9 } }
	],
	3: [
		{ side: 'evil', cards: { evil: 5, neutral: 4 } },
		{ side: 'good', cards: { good: 9 } },
		{ side: 'evil', cards: { evil: 4, neutral: 5 } }
	],
	4: [
		{ side: 'good', cards: { good: 5 } },
		{ side: 'evil', cards: { evil: 5 } },
		{ side: 'good', cards: { good: 4 } },
		{ side: 'evil', cards: { evil: 4 } }
	]
};

/** 2-player game: neutral territories dealt to the neutral army (« Armée neutre : 14 cartes Neutre »). */
export const NEUTRAL_CARDS_TWO_PLAYERS = 14;
/** Neutral battalions per neutral territory at setup (rules-notes.md §9: 2 per territory; « 2 bataillons … sur le territoire neutre »). */
export const NEUTRAL_PER_TERRITORY = 2;

/**
 * « Échange de cartes Territoire »: three infantry 4, three cavalry 6, three creatures 8, one of
 * each 10; +2 when a traded card shows a territory you hold.
 */
export const TRADE_VALUES = { infantry: 4, cavalry: 6, creature: 8, mixed: 10, ownedTerritoryBonus: 2 } as const;

/** « Si vous avez plus de 5 cartes Territoire, vous devez en échanger 3 »: forced above this count. */
export const FORCED_TRADE_ABOVE = 5;

/** Symbols in trade order. */
export const SYMBOLS: CardSymbol[] = ['infantry', 'cavalry', 'creature'];

/** « Un joueur n'a droit qu'à 3 cartes Aventure. » */
export const ADVENTURE_HAND_LIMIT = 3;
/** « distribuez 3 cartes de la pile Aventure … à chaque joueur ». */
export const ADVENTURE_DEALT = 3;

/**
 * The Fellowship's track (../shared/data/risk/fellowship-path.json, 14 steps): territory id and
 * whether the step has a die. Step 6 (South Downs) is RECONSTRUCTED in the source.
 */
export const RING_PATH: { territory: string; die: boolean }[] = [
	{ territory: 'the_shire', die: false },
	{ territory: 'buckland', die: false },
	{ territory: 'old_forest', die: false },
	{ territory: 'fornost', die: false },
	{ territory: 'weather_hills', die: false },
	{ territory: 'south_downs', die: false },
	{ territory: 'rhudaur', die: false },
	{ territory: 'eregion', die: false },
	{ territory: 'moria', die: true },
	{ territory: 'gladden_fields', die: false },
	{ territory: 'lorien', die: true },
	{ territory: 'the_wold', die: false },
	{ territory: 'emyn_muil', die: false },
	{ territory: 'dead_marshes', die: true }
];

/** « Décompte des points »: 1 per territory, 2 per stronghold (region points: see options). */
export const POINTS = { territory: 1, stronghold: 2, regionSummary: 1 } as const;

/**
 * RECONSTRUCTED: the points of a card whose value adventure-cards.json does not give (« points:
 * not found » for 11 missions and 20 powers): 1, the value of every power seen. The one place
 * this default lives.
 */
export const DEFAULT_CARD_POINTS = 1;
