/**
 * The ten regions of Knizia's card game (Ravensburger 27 211 2), in the order they are laid.
 *
 * Source: ../shared/data/knizia-cards/game.json (`regions`, see its SOURCES.md: K1 for the
 * table of names, light/dark, points, ring marks and special rules). French names from the
 * project's rulebook (knizia-card-game.fr.txt) where it names them; the French name of the
 * Gates of Moria is not in the rulebook nor in the sources and is our own (marked below).
 * Rulebook sections: « PREPARATION » (order 1 to 10), « Les endroits de dépôt » (light/dark),
 * « Décompte des points » (point values), « Les fiches anneaux » (ring marks).
 */

/** Identifier of a region (stable, used in the context and in log lines). */
export type RegionId =
	| 'bag-end'
	| 'bree'
	| 'weathertop'
	| 'ford'
	| 'rivendell'
	| 'caradhras'
	| 'gates-of-moria'
	| 'moria'
	| 'lothlorien'
	| 'amon-hen';

/**
 * A region's special rule (« Pour les régions „Le Gué“, „Caradhras“ et „Moria“ … »):
 * - `ford`: one or two cards of any kind per turn;
 * - `caradhras`: at most one value-1 card per turn;
 * - `moria`: the lowest total at the region loses 3 points at its scoring.
 */
export type RegionSpecial = 'ford' | 'caradhras' | 'moria' | null;

/** Identifier of a ring tile (« Les fiches anneaux », « Significations des anneaux »). */
export type RingId = 'bag-end' | 'bree' | 'weathertop' | 'rivendell-1' | 'rivendell-2' | 'lothlorien';

/** One region: its laying order (1–10), names, background, points for 1st/2nd/3rd, rings won. */
export interface RegionData {
	order: number;
	id: RegionId;
	names: { en: string; fr: string };
	/** 'light' = « fond clair » (free places only), 'dark' = « fond obscur » (covering allowed). */
	background: 'light' | 'dark';
	/** Victory points for the 1st, 2nd and 3rd highest totals. */
	points: [number, number, number];
	/** Ring tiles won by the 1st ([0]) and 2nd ([1]) highest totals; null = none. */
	rings: [RingId | null, RingId | null];
	special: RegionSpecial;
}

/** The regions in laying order (index 0 = Bag End, laid first; index 9 = Amon Hen). */
export const REGIONS: readonly RegionData[] = [
	{ order: 1, id: 'bag-end', names: { en: 'Bag End', fr: 'Cul-de-Sac' }, background: 'light', points: [2, 2, 1], rings: ['bag-end', null], special: null },
	// Bree 3/3/1: single source (K1), kept as printed there.
	{ order: 2, id: 'bree', names: { en: 'Bree', fr: 'Bree' }, background: 'light', points: [3, 3, 1], rings: ['bree', null], special: null },
	{ order: 3, id: 'weathertop', names: { en: 'Weathertop', fr: 'Les Collines du Temps' }, background: 'dark', points: [4, 3, 2], rings: ['weathertop', null], special: null },
	{ order: 4, id: 'ford', names: { en: 'The Ford', fr: 'Le Gué' }, background: 'dark', points: [5, 4, 3], rings: [null, null], special: 'ford' },
	{ order: 5, id: 'rivendell', names: { en: 'Rivendell', fr: 'Imladris' }, background: 'light', points: [3, 2, 2], rings: ['rivendell-1', 'rivendell-2'], special: null },
	{ order: 6, id: 'caradhras', names: { en: 'Caradhras', fr: 'Caradhras' }, background: 'light', points: [4, 3, 2], rings: [null, null], special: 'caradhras' },
	// French name: OUR OWN (not in the rulebook nor in the sources).
	{ order: 7, id: 'gates-of-moria', names: { en: 'Gates of Moria', fr: 'Les Portes de la Moria' }, background: 'dark', points: [6, 3, 1], rings: [null, null], special: null },
	{ order: 8, id: 'moria', names: { en: 'Moria', fr: 'Moria' }, background: 'dark', points: [3, 0, 0], rings: [null, null], special: 'moria' },
	{ order: 9, id: 'lothlorien', names: { en: 'Lothlórien', fr: 'Lothlórien' }, background: 'light', points: [4, 3, 2], rings: ['lothlorien', null], special: null },
	{ order: 10, id: 'amon-hen', names: { en: 'Amon Hen', fr: 'Amon Hen' }, background: 'dark', points: [7, 4, 2], rings: [null, null], special: null }
];

/** Points lost by the lowest total at Moria (« Moria : … perd 3 points de gain »). */
export const MORIA_PENALTY = 3;

/** The six ring tiles, in the order they can be won. */
export const RING_IDS: readonly RingId[] = ['bag-end', 'bree', 'weathertop', 'rivendell-1', 'rivendell-2', 'lothlorien'];
