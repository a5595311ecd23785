/**
 * Adjacency on the 2002 board (rulebook « Phase 2 : le combat »: « Soit vous avez une
 * frontière en commun avec le territoire attaqué, soit vous êtes liés par un pont ou un
 * port »; « Phase 3 »: never across mountains, rivers only by a bridge or a port).
 */
import { REGIONS, TERRITORIES, type RegionId } from '../data/map';

/** Neighbour lists by territory index (land, bridge or sea line). */
export const NEIGHBOURS: number[][] = TERRITORIES.map((t) => t.adjacent.map((a) => a.to));

/** Whether territories `a` and `b` are adjacent (shared border, bridge or sea line). */
export function adjacent(a: number, b: number): boolean {
	return NEIGHBOURS[a].includes(b);
}

/** How `a` and `b` connect ('land' | 'bridge' | 'sea'), or null when they do not. */
export function connection(a: number, b: number): 'land' | 'bridge' | 'sea' | null {
	return TERRITORIES[a].adjacent.find((x) => x.to === b)?.via ?? null;
}

/** Territory indexes of each region. */
export const REGION_TERRITORIES: Record<RegionId, number[]> = Object.fromEntries(
	REGIONS.map((r) => [r.id, TERRITORIES.flatMap((t, i) => (t.region === r.id ? [i] : []))])
) as Record<RegionId, number[]>;

/** The regions `owner` holds whole, given the owner of every territory. */
export function regionsHeld(owner: number[], who: number): RegionId[] {
	return REGIONS.filter((r) => REGION_TERRITORIES[r.id].every((t) => owner[t] === who)).map((r) => r.id);
}

/** Indexes of the territories with a stronghold (« 6 forteresses »). */
export const STRONGHOLDS: number[] = TERRITORIES.flatMap((t, i) => (t.stronghold ? [i] : []));
/** Indexes of the territories with a site of power. */
export const SITES_OF_POWER: number[] = TERRITORIES.flatMap((t, i) => (t.siteOfPower ? [i] : []));
