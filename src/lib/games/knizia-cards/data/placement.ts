/**
 * Map geometry and the rule for laying the next region — the ONE place where the
 * reconstructed part of the rules lives (see RULES-NOTES.md, « Dépôt à la région suivante »).
 *
 * Grid model (game.json `geometry.gridModel`, inferred from K3): one cell = one card. A region
 * anchored at (x, y) fills cells (x, y) and (x+1, y) (two cards side by side, « une région est
 * composée de 2 cartes »). Its ten places (« Chaque région doit être entourée de 10 cartes »):
 * four cells above, four below (the outer two are corners), one left, one right.
 * x grows to the right, y grows downwards.
 *
 * The legality of a new region's position is printed in the rulebook only partly
 * (« La nouvelle région actuelle doit toucher avec au moins un côté une carte déposée
 * antérieurement. La région doit être installée dans la même direction. Un lien en coin n'est
 * pas autorisé. ») plus pictures we do not have. The conditions in `NEXT_REGION_RULE` complete
 * it; each one is a switch so that a correction is a one-line change.
 */

/** A grid cell as an "x,y" string key (used as a key in the context's plain-JSON maps). */
export type CellKey = string;

/** The key of cell (x, y). */
export function cellKey(x: number, y: number): CellKey {
	return `${x},${y}`;
}

/** The coordinates of a cell key. */
export function parseCell(key: CellKey): [number, number] {
	const i = key.indexOf(',');
	return [Number(key.slice(0, i)), Number(key.slice(i + 1))];
}

/** The name of one of the ten places around a region (for the UI and tests). */
export type PlaceId =
	| 'top-left-corner'
	| 'top-1'
	| 'top-2'
	| 'top-right-corner'
	| 'left'
	| 'right'
	| 'bottom-left-corner'
	| 'bottom-1'
	| 'bottom-2'
	| 'bottom-right-corner';

/**
 * The ten places relative to the region's anchor (its left card), with `side` true for the six
 * places that share an edge with a region card and false for the four corners.
 */
export const PLACE_OFFSETS: readonly { id: PlaceId; dx: number; dy: number; side: boolean }[] = [
	{ id: 'top-left-corner', dx: -1, dy: -1, side: false },
	{ id: 'top-1', dx: 0, dy: -1, side: true },
	{ id: 'top-2', dx: 1, dy: -1, side: true },
	{ id: 'top-right-corner', dx: 2, dy: -1, side: false },
	{ id: 'left', dx: -1, dy: 0, side: true },
	{ id: 'right', dx: 2, dy: 0, side: true },
	{ id: 'bottom-left-corner', dx: -1, dy: 1, side: false },
	{ id: 'bottom-1', dx: 0, dy: 1, side: true },
	{ id: 'bottom-2', dx: 1, dy: 1, side: true },
	{ id: 'bottom-right-corner', dx: 2, dy: 1, side: false }
];

/** The anchor of the first region, Bag End (« au milieu d'une grande table », K4). */
export const FIRST_REGION_ANCHOR: [number, number] = [0, 0];

/** The two cells a region anchored at (x, y) covers. */
export function regionCells(x: number, y: number): CellKey[] {
	return [cellKey(x, y), cellKey(x + 1, y)];
}

/** The ten place cells of a region anchored at (x, y), in `PLACE_OFFSETS` order. */
export function placeCells(x: number, y: number): CellKey[] {
	return PLACE_OFFSETS.map((p) => cellKey(x + p.dx, y + p.dy));
}

/**
 * The reconstructed conditions for a new region's position (game.json
 * `geometry.nextRegion.legalityRule`, status "reconstructed", amended by the rulebook text).
 * - `requireSideContact`: a player card lies on at least one of the six places that share an
 *   edge with the new region (rulebook: « toucher avec au moins un côté … Un lien en coin
 *   n'est pas autorisé »). If false, a card on any of the ten places is enough (game.json).
 * - `forbidRegionOnPlaces`: no earlier region card lies on one of its ten places, so every
 *   region always has ten usable places (game.json).
 * - `requireFreePlace`: at least one of its ten places is still free (ours: a region whose ten
 *   places were all filled already would be scored before anybody played there).
 * - `maxReusedCards`: the optional strict reading of review K7 (« one or two earlier cards
 *   count again »): at most this many of its places may already hold a card; null = no limit.
 * - `bound`: an optional table edge (|x| and |y| of every cell at most this); null = unbounded.
 */
export const NEXT_REGION_RULE: {
	status: 'reconstructed';
	requireSideContact: boolean;
	forbidRegionOnPlaces: boolean;
	requireFreePlace: boolean;
	maxReusedCards: number | null;
	bound: number | null;
} = {
	status: 'reconstructed',
	requireSideContact: true,
	forbidRegionOnPlaces: true,
	requireFreePlace: true,
	maxReusedCards: null,
	bound: null
};

/** What the map looks like to the placement rule: which cells hold a region card or a player card. */
export interface MapOccupancy {
	isRegion(key: CellKey): boolean;
	hasCard(key: CellKey): boolean;
}

/** Why a region may not go somewhere (a message id suffix for `explain()`), or null if it may. */
export type PlacementProblem = 'occupied' | 'no-contact' | 'region-on-place' | 'no-free-place' | 'too-many-reused' | 'off-table';

/**
 * Checks a position for the next region (« Dépôt à la région suivante »).
 * @param x,y the anchor (left card) of the new region
 * @returns null when the position is legal, else the first condition it breaks
 */
export function regionPlacementProblem(x: number, y: number, map: MapOccupancy, rule = NEXT_REGION_RULE): PlacementProblem | null {
	if (rule.bound !== null) {
		const b = rule.bound;
		if (x - 1 < -b || x + 2 > b || y - 1 < -b || y + 1 > b) return 'off-table';
	}
	for (const c of regionCells(x, y)) if (map.isRegion(c) || map.hasCard(c)) return 'occupied';
	const places = placeCells(x, y);
	if (rule.forbidRegionOnPlaces && places.some((c) => map.isRegion(c))) return 'region-on-place';
	const touching = PLACE_OFFSETS.some((p, i) => (p.side || !rule.requireSideContact) && map.hasCard(places[i]));
	if (!touching) return 'no-contact';
	const reused = places.filter((c) => map.hasCard(c)).length;
	if (rule.requireFreePlace && reused >= places.length) return 'no-free-place';
	if (rule.maxReusedCards !== null && reused > rule.maxReusedCards) return 'too-many-reused';
	return null;
}

/**
 * Every legal anchor for the next region, sorted by y then x. Only anchors that have one of the
 * given cards on one of their places are examined (a legal region must touch a card).
 * @param cardCells keys of the cells that hold at least one player card
 */
export function legalRegionAnchors(cardCells: readonly CellKey[], map: MapOccupancy, rule = NEXT_REGION_RULE): [number, number][] {
	const offsets = PLACE_OFFSETS.filter((p) => p.side || !rule.requireSideContact);
	const seen = new Set<string>();
	const out: [number, number][] = [];
	for (const k of cardCells) {
		const [cx, cy] = parseCell(k);
		for (const p of offsets) {
			const x = cx - p.dx;
			const y = cy - p.dy;
			const a = cellKey(x, y);
			if (seen.has(a)) continue;
			seen.add(a);
			if (regionPlacementProblem(x, y, map, rule) === null) out.push([x, y]);
		}
	}
	return out.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}
