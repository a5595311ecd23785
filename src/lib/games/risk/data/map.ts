/**
 * The 2002 board of Risk: The Lord of the Rings (42 territories, 6 regions), generated once
 * from ../shared/data/risk/map.json (sources: ../shared/data/risk/SOURCES.md). Facts only:
 * names, regions, card symbol and allegiance, strongholds, sites of power, ports, and every
 * adjacency (land border, bridge over a river, sea line between ports). Borders that block
 * (mountains, rivers without a bridge, open water) are kept for the record and the tests:
 * they are NOT adjacencies (rulebook « Phase 3 : les manœuvres »: « Vous ne pouvez pas passer
 * par la montagne. Pour passer par la rivière il faut traverser un pont ou passer par le port. »).
 * Trilogy-only territories and connections are left out.
 */

/** A region of the board (« Le plateau … divisé en 6 régions »). */
export type RegionId = 'arnor' | 'rhovanion' | 'rohan' | 'mirkwood' | 'eriador' | 'rhun';

/** A territory card's symbol: infantry (1), cavalry (3), creature (5) (« Les cartes Territoire »). */
export type CardSymbol = 'infantry' | 'cavalry' | 'creature';

/** Which pile a territory card is dealt from at setup. */
export type Allegiance = 'good' | 'evil' | 'neutral';

/** How two adjacent territories connect. */
export type Via = 'land' | 'bridge' | 'sea';

/** One region: its territories' count and the reinforcement bonus for holding all of it. */
export interface Region {
	id: RegionId;
	name: { en: string; fr: string };
	bonus: number;
	size: number;
}

/** One territory (index = position in `TERRITORIES`). */
export interface Territory {
	id: string;
	name: { en: string; fr: string };
	region: RegionId;
	symbol: CardSymbol;
	allegiance: Allegiance;
	stronghold: string | null;
	siteOfPower: string | null;
	port: boolean;
	adjacent: { to: number; via: Via }[];
	blocked: { with: number; reason: 'mountains' | 'mountain_corner' | 'river_no_bridge' | 'open_water_no_sea_line' }[];
}

/** The six regions with their bonuses (« Bonus par région »: Arnor 7, Rhovanion 5, Rohan 4, Forêt noire 4, Eriador 3, Rhun 2). */
export const REGIONS: Region[] = [
	{ id: 'arnor', name: { en: "Arnor", fr: "Arnor" }, bonus: 7, size: 11 },
	{ id: 'rhovanion', name: { en: "Rhovanion", fr: "Rhovanion" }, bonus: 5, size: 8 },
	{ id: 'rohan', name: { en: "Rohan", fr: "Rohan" }, bonus: 4, size: 7 },
	{ id: 'mirkwood', name: { en: "Mirkwood", fr: "For\u00eat Noire" }, bonus: 4, size: 5 },
	{ id: 'eriador', name: { en: "Eriador", fr: "Eriador" }, bonus: 3, size: 7 },
	{ id: 'rhun', name: { en: "Rh\u00fbn", fr: "Rh\u00fbn" }, bonus: 2, size: 4 },
];

/** The 42 territories of the 2002 board, in map.json order. */
export const TERRITORIES: Territory[] = [
	{ id: 'forlindon', name: { en: "Forlindon", fr: "Forlindon" }, region: 'eriador', symbol: 'creature', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 2, via: 'land' }],
		blocked: [{ with: 6, reason: 'open_water_no_sea_line' }, { with: 1, reason: 'mountains' }] },
	{ id: 'lune_valley', name: { en: "Lune Valley", fr: "Montagnes Bleues" }, region: 'eriador', symbol: 'infantry', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 10, via: 'land' }, { to: 3, via: 'land' }, { to: 2, via: 'land' }, { to: 4, via: 'bridge' }],
		blocked: [{ with: 0, reason: 'mountains' }] },
	{ id: 'mithlond', name: { en: "Mithlond", fr: "Mithlond" }, region: 'eriador', symbol: 'creature', allegiance: 'neutral', stronghold: null, siteOfPower: "Grey Havens", port: true,
		adjacent: [{ to: 0, via: 'land' }, { to: 7, via: 'sea' }, { to: 6, via: 'land' }, { to: 1, via: 'land' }, { to: 18, via: 'sea' }, { to: 4, via: 'land' }],
		blocked: [] },
	{ id: 'evendim_hills', name: { en: "Evendim Hills", fr: "Les Collines d'Evendim" }, region: 'eriador', symbol: 'infantry', allegiance: 'good', stronghold: "Ann\u00faminas", siteOfPower: null, port: false,
		adjacent: [{ to: 10, via: 'land' }, { to: 1, via: 'land' }, { to: 4, via: 'land' }],
		blocked: [{ with: 11, reason: 'river_no_bridge' }] },
	{ id: 'tower_hills', name: { en: "Tower Hills", fr: "Collines des Tours" }, region: 'eriador', symbol: 'creature', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 3, via: 'land' }, { to: 1, via: 'bridge' }, { to: 2, via: 'land' }, { to: 5, via: 'land' }],
		blocked: [{ with: 15, reason: 'river_no_bridge' }, { with: 12, reason: 'river_no_bridge' }, { with: 6, reason: 'mountains' }] },
	{ id: 'the_shire', name: { en: "The Shire", fr: "La Comt\u00e9" }, region: 'eriador', symbol: 'cavalry', allegiance: 'good', stronghold: null, siteOfPower: "Hobbiton", port: false,
		adjacent: [{ to: 15, via: 'bridge' }, { to: 4, via: 'land' }],
		blocked: [{ with: 6, reason: 'mountains' }, { with: 18, reason: 'river_no_bridge' }, { with: 17, reason: 'river_no_bridge' }] },
	{ id: 'harlindon', name: { en: "Harlindon", fr: "Harlindon" }, region: 'eriador', symbol: 'infantry', allegiance: 'neutral', stronghold: null, siteOfPower: "Harlond", port: false,
		adjacent: [{ to: 2, via: 'land' }],
		blocked: [{ with: 0, reason: 'open_water_no_sea_line' }, { with: 18, reason: 'river_no_bridge' }, { with: 5, reason: 'mountains' }, { with: 4, reason: 'mountains' }] },
	{ id: 'forodwaith', name: { en: "Forodwaith", fr: "Forodwaith" }, region: 'arnor', symbol: 'cavalry', allegiance: 'neutral', stronghold: null, siteOfPower: "Carn D\u00fbm", port: true,
		adjacent: [{ to: 9, via: 'land' }, { to: 10, via: 'land' }, { to: 8, via: 'land' }, { to: 2, via: 'sea' }, { to: 39, via: 'land' }, { to: 38, via: 'land' }],
		blocked: [{ with: 34, reason: 'mountains' }] },
	{ id: 'eastern_angmar', name: { en: "Eastern Angmar", fr: "Est d'Angmar" }, region: 'arnor', symbol: 'infantry', allegiance: 'evil', stronghold: null, siteOfPower: "Mount Gundabad", port: false,
		adjacent: [{ to: 33, via: 'land' }, { to: 7, via: 'land' }],
		blocked: [{ with: 9, reason: 'mountains' }, { with: 34, reason: 'mountains' }] },
	{ id: 'angmar', name: { en: "Angmar", fr: "Angmar" }, region: 'arnor', symbol: 'creature', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 10, via: 'land' }, { to: 7, via: 'land' }],
		blocked: [{ with: 33, reason: 'mountains' }, { with: 8, reason: 'mountains' }] },
	{ id: 'borderlands', name: { en: "Borderlands", fr: "Landes d'Etten" }, region: 'arnor', symbol: 'infantry', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 9, via: 'land' }, { to: 3, via: 'land' }, { to: 12, via: 'land' }, { to: 7, via: 'land' }, { to: 1, via: 'land' }, { to: 11, via: 'land' }, { to: 13, via: 'land' }],
		blocked: [{ with: 33, reason: 'mountain_corner' }, { with: 14, reason: 'river_no_bridge' }] },
	{ id: 'north_downs', name: { en: "North Downs", fr: "Hauts du Nord" }, region: 'arnor', symbol: 'cavalry', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 10, via: 'land' }, { to: 12, via: 'land' }],
		blocked: [{ with: 3, reason: 'river_no_bridge' }] },
	{ id: 'fornost', name: { en: "Fornost", fr: "Fornost" }, region: 'arnor', symbol: 'creature', allegiance: 'good', stronghold: null, siteOfPower: "Bree", port: false,
		adjacent: [{ to: 10, via: 'land' }, { to: 15, via: 'land' }, { to: 11, via: 'land' }, { to: 16, via: 'land' }, { to: 13, via: 'land' }],
		blocked: [{ with: 4, reason: 'river_no_bridge' }] },
	{ id: 'weather_hills', name: { en: "Weather Hills", fr: "Collines du Temps" }, region: 'arnor', symbol: 'infantry', allegiance: 'neutral', stronghold: null, siteOfPower: "Weathertop", port: false,
		adjacent: [{ to: 10, via: 'land' }, { to: 12, via: 'land' }, { to: 16, via: 'land' }, { to: 14, via: 'bridge' }, { to: 17, via: 'land' }],
		blocked: [] },
	{ id: 'rhudaur', name: { en: "Rhudaur", fr: "Rhudaur" }, region: 'arnor', symbol: 'infantry', allegiance: 'good', stronghold: "Rivendell", siteOfPower: null, port: false,
		adjacent: [{ to: 33, via: 'land' }, { to: 20, via: 'bridge' }, { to: 13, via: 'bridge' }],
		blocked: [{ with: 10, reason: 'river_no_bridge' }, { with: 26, reason: 'mountains' }, { with: 17, reason: 'river_no_bridge' }] },
	{ id: 'buckland', name: { en: "Buckland", fr: "Pays de Bouc" }, region: 'arnor', symbol: 'cavalry', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 12, via: 'land' }, { to: 16, via: 'land' }, { to: 17, via: 'land' }, { to: 5, via: 'bridge' }],
		blocked: [{ with: 4, reason: 'river_no_bridge' }] },
	{ id: 'old_forest', name: { en: "Old Forest", fr: "Vieille For\u00eat" }, region: 'arnor', symbol: 'infantry', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 15, via: 'land' }, { to: 12, via: 'land' }, { to: 17, via: 'land' }, { to: 13, via: 'land' }],
		blocked: [] },
	{ id: 'south_downs', name: { en: "South Downs", fr: "Hauts du Sud" }, region: 'arnor', symbol: 'cavalry', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 15, via: 'land' }, { to: 18, via: 'land' }, { to: 16, via: 'land' }, { to: 13, via: 'land' }],
		blocked: [{ with: 19, reason: 'river_no_bridge' }, { with: 20, reason: 'river_no_bridge' }, { with: 14, reason: 'river_no_bridge' }, { with: 5, reason: 'river_no_bridge' }] },
	{ id: 'minhiriath', name: { en: "Minhiriath", fr: "Miniriath" }, region: 'rohan', symbol: 'creature', allegiance: 'neutral', stronghold: null, siteOfPower: "Tharbad", port: true,
		adjacent: [{ to: 19, via: 'bridge' }, { to: 21, via: 'bridge' }, { to: 2, via: 'sea' }, { to: 17, via: 'land' }],
		blocked: [{ with: 6, reason: 'river_no_bridge' }, { with: 5, reason: 'river_no_bridge' }] },
	{ id: 'dunland', name: { en: "Dunland", fr: "Pays de Dun" }, region: 'rohan', symbol: 'creature', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 21, via: 'land' }, { to: 20, via: 'bridge' }, { to: 18, via: 'bridge' }],
		blocked: [{ with: 24, reason: 'mountains' }, { with: 27, reason: 'mountains' }, { with: 25, reason: 'mountains' }, { with: 17, reason: 'river_no_bridge' }] },
	{ id: 'eregion', name: { en: "Eregion", fr: "Eregion" }, region: 'rohan', symbol: 'infantry', allegiance: 'neutral', stronghold: null, siteOfPower: "Gates of Moria", port: false,
		adjacent: [{ to: 19, via: 'bridge' }, { to: 25, via: 'land' }, { to: 14, via: 'bridge' }],
		blocked: [{ with: 17, reason: 'river_no_bridge' }] },
	{ id: 'enedwaith', name: { en: "Enedwaith", fr: "Enedwaith" }, region: 'rohan', symbol: 'cavalry', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 19, via: 'land' }, { to: 23, via: 'bridge' }, { to: 18, via: 'bridge' }],
		blocked: [{ with: 24, reason: 'mountains' }, { with: 22, reason: 'river_no_bridge' }] },
	{ id: 'west_rohan', name: { en: "West Rohan", fr: "Pays des Vieux Biscornus" }, region: 'rohan', symbol: 'infantry', allegiance: 'good', stronghold: "Helm's Deep", siteOfPower: null, port: false,
		adjacent: [{ to: 23, via: 'land' }],
		blocked: [{ with: 21, reason: 'river_no_bridge' }] },
	{ id: 'gap_of_rohan', name: { en: "Gap of Rohan", fr: "Trou\u00e9e du Rohan" }, region: 'rohan', symbol: 'creature', allegiance: 'good', stronghold: null, siteOfPower: "Edoras", port: false,
		adjacent: [{ to: 21, via: 'bridge' }, { to: 24, via: 'land' }, { to: 28, via: 'bridge' }, { to: 22, via: 'land' }],
		blocked: [{ with: 30, reason: 'river_no_bridge' }] },
	{ id: 'fangorn', name: { en: "Fangorn", fr: "Fangorn" }, region: 'rohan', symbol: 'cavalry', allegiance: 'evil', stronghold: "Isengard", siteOfPower: null, port: false,
		adjacent: [{ to: 23, via: 'land' }, { to: 27, via: 'land' }, { to: 28, via: 'land' }],
		blocked: [{ with: 19, reason: 'mountains' }, { with: 21, reason: 'mountains' }] },
	{ id: 'moria', name: { en: "Moria", fr: "Moria" }, region: 'rhovanion', symbol: 'creature', allegiance: 'evil', stronghold: "Mines of Moria", siteOfPower: null, port: false,
		adjacent: [{ to: 20, via: 'land' }, { to: 26, via: 'land' }],
		blocked: [{ with: 19, reason: 'mountains' }, { with: 27, reason: 'mountains' }] },
	{ id: 'gladden_fields', name: { en: "Gladden Fields", fr: "Champs aux Iris" }, region: 'rhovanion', symbol: 'creature', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 36, via: 'bridge' }, { to: 27, via: 'land' }, { to: 25, via: 'land' }],
		blocked: [{ with: 33, reason: 'mountain_corner' }, { with: 14, reason: 'mountains' }] },
	{ id: 'lorien', name: { en: "L\u00f3rien", fr: "Lorien" }, region: 'rhovanion', symbol: 'cavalry', allegiance: 'good', stronghold: null, siteOfPower: "Lothl\u00f3rien", port: false,
		adjacent: [{ to: 24, via: 'land' }, { to: 26, via: 'land' }, { to: 28, via: 'land' }],
		blocked: [{ with: 36, reason: 'river_no_bridge' }, { with: 19, reason: 'mountains' }, { with: 29, reason: 'river_no_bridge' }, { with: 25, reason: 'mountains' }] },
	{ id: 'the_wold', name: { en: "The Wold", fr: "Le Plateau" }, region: 'rhovanion', symbol: 'cavalry', allegiance: 'good', stronghold: null, siteOfPower: "Rauros", port: false,
		adjacent: [{ to: 29, via: 'bridge' }, { to: 24, via: 'land' }, { to: 23, via: 'bridge' }, { to: 27, via: 'land' }],
		blocked: [{ with: 30, reason: 'river_no_bridge' }] },
	{ id: 'emyn_muil', name: { en: "Emyn Muil", fr: "Emyn Muil" }, region: 'rhovanion', symbol: 'infantry', allegiance: 'evil', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 36, via: 'land' }, { to: 31, via: 'land' }, { to: 30, via: 'land' }, { to: 37, via: 'land' }, { to: 28, via: 'bridge' }],
		blocked: [{ with: 27, reason: 'river_no_bridge' }] },
	{ id: 'dead_marshes', name: { en: "Dead Marshes", fr: "Marais des Morts" }, region: 'rhovanion', symbol: 'cavalry', allegiance: 'evil', stronghold: null, siteOfPower: "Dagorlad", port: false,
		adjacent: [{ to: 31, via: 'land' }, { to: 29, via: 'land' }],
		blocked: [{ with: 23, reason: 'river_no_bridge' }, { with: 28, reason: 'river_no_bridge' }] },
	{ id: 'brown_lands', name: { en: "Brown Lands", fr: "Terres Brunes" }, region: 'rhovanion', symbol: 'creature', allegiance: 'evil', stronghold: null, siteOfPower: "Easterling Encampment", port: false,
		adjacent: [{ to: 30, via: 'land' }, { to: 35, via: 'land' }, { to: 29, via: 'land' }, { to: 32, via: 'land' }, { to: 37, via: 'land' }, { to: 41, via: 'bridge' }],
		blocked: [{ with: 40, reason: 'river_no_bridge' }] },
	{ id: 'rhun_hills', name: { en: "Rh\u00fbn Hills", fr: "Collines de Rh\u00fbn" }, region: 'rhovanion', symbol: 'infantry', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 31, via: 'land' }],
		blocked: [] },
	{ id: 'carrock', name: { en: "Carrock", fr: "Carrock" }, region: 'mirkwood', symbol: 'creature', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 36, via: 'bridge' }, { to: 8, via: 'land' }, { to: 34, via: 'land' }, { to: 14, via: 'land' }],
		blocked: [{ with: 9, reason: 'mountains' }, { with: 10, reason: 'mountain_corner' }, { with: 35, reason: 'river_no_bridge' }, { with: 26, reason: 'mountain_corner' }] },
	{ id: 'north_mirkwood', name: { en: "North Mirkwood", fr: "Nord de la For\u00eat Noire" }, region: 'mirkwood', symbol: 'cavalry', allegiance: 'good', stronghold: null, siteOfPower: "Elven Halls", port: false,
		adjacent: [{ to: 33, via: 'land' }, { to: 35, via: 'bridge' }, { to: 40, via: 'bridge' }],
		blocked: [{ with: 8, reason: 'mountains' }, { with: 7, reason: 'mountains' }] },
	{ id: 'eastern_mirkwood', name: { en: "Eastern Mirkwood", fr: "Est de la For\u00eat Noire" }, region: 'mirkwood', symbol: 'cavalry', allegiance: 'evil', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 36, via: 'land' }, { to: 31, via: 'land' }, { to: 34, via: 'bridge' }, { to: 37, via: 'land' }],
		blocked: [{ with: 33, reason: 'river_no_bridge' }, { with: 40, reason: 'river_no_bridge' }] },
	{ id: 'anduin_valley', name: { en: "Anduin Valley", fr: "Vall\u00e9e de l'Anduin" }, region: 'mirkwood', symbol: 'infantry', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 33, via: 'bridge' }, { to: 35, via: 'land' }, { to: 29, via: 'land' }, { to: 26, via: 'bridge' }, { to: 37, via: 'land' }],
		blocked: [{ with: 27, reason: 'river_no_bridge' }] },
	{ id: 'south_mirkwood', name: { en: "South Mirkwood", fr: "Sud de la For\u00eat Noire" }, region: 'mirkwood', symbol: 'creature', allegiance: 'evil', stronghold: "Dol Guldur", siteOfPower: null, port: false,
		adjacent: [{ to: 36, via: 'land' }, { to: 31, via: 'land' }, { to: 35, via: 'land' }, { to: 29, via: 'land' }],
		blocked: [] },
	{ id: 'withered_heath', name: { en: "Withered Heath", fr: "Landes Dess\u00e9ch\u00e9e" }, region: 'rhun', symbol: 'infantry', allegiance: 'evil', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 40, via: 'land' }, { to: 7, via: 'land' }, { to: 39, via: 'land' }],
		blocked: [{ with: 41, reason: 'mountains' }] },
	{ id: 'north_rhun', name: { en: "North Rh\u00fbn", fr: "Rh\u00fbn du Nord" }, region: 'rhun', symbol: 'cavalry', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 7, via: 'land' }, { to: 41, via: 'land' }, { to: 38, via: 'land' }],
		blocked: [] },
	{ id: 'esgaroth', name: { en: "Esgaroth", fr: "Esgaroth" }, region: 'rhun', symbol: 'creature', allegiance: 'neutral', stronghold: null, siteOfPower: "Erebor", port: false,
		adjacent: [{ to: 34, via: 'bridge' }, { to: 38, via: 'land' }],
		blocked: [{ with: 31, reason: 'river_no_bridge' }, { with: 35, reason: 'river_no_bridge' }, { with: 41, reason: 'river_no_bridge' }] },
	{ id: 'south_rhun', name: { en: "South Rh\u00fbn", fr: "Rh\u00fbn du Sud" }, region: 'rhun', symbol: 'cavalry', allegiance: 'neutral', stronghold: null, siteOfPower: null, port: false,
		adjacent: [{ to: 31, via: 'bridge' }, { to: 39, via: 'land' }],
		blocked: [{ with: 40, reason: 'river_no_bridge' }, { with: 38, reason: 'mountains' }] },
];

/** The index of a territory id; throws RangeError for an unknown id. */
export function territoryIndex(id: string): number {
	const i = TERRITORIES.findIndex((t) => t.id === id);
	if (i < 0) throw new RangeError(`unknown territory ${id}`);
	return i;
}

/** Number of territories on the board (42). */
export const TERRITORY_COUNT = TERRITORIES.length;
