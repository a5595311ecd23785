/**
 * End of the game and the score (rulebook « Fin de la partie », « Décompte des points »):
 * 1 point per territory, region points (option `regionPoints`: 1 per whole region by the
 * summary, the region's bonus by the printed game), 2 per stronghold, and the points of the
 * adventure cards played or completed. Ties: most territories, then most strongholds, then
 * most adventure points, then a die roll.
 */
import { REGIONS } from '../data/map';
import { ADVENTURE_CARDS } from '../data/adventure';
import { POINTS } from '../data/game';
import { regionsHeld, STRONGHOLDS } from './board';
import type { RiskContext } from '../types';

/** One player's score sheet. */
export interface ScoreLine {
	seat: number;
	/** Territories held (count). */
	territories: number;
	/** Points for them (`territories` × POINTS.territory). */
	territoryPoints: number;
	/** Whole regions held (count). */
	regions: number;
	regionPoints: number;
	/** Strongholds held (count). */
	strongholds: number;
	/** Points for them (`strongholds` × POINTS.stronghold). */
	strongholdPoints: number;
	/** Points of adventure cards played or completed. */
	adventure: number;
	/** territoryPoints + regionPoints + strongholdPoints + adventure. */
	total: number;
}

/** Adventure points of `seat`: completed missions score for its side, played powers their value. */
export function adventurePoints(ctx: Pick<RiskContext, 'adventureScored' | 'sides'>, seat: number): number {
	let sum = 0;
	for (const id of ctx.adventureScored[seat]) {
		const k = ADVENTURE_CARDS[id].kind;
		if (k.type === 'mission') sum += k.points[ctx.sides[seat]];
		else if (k.type === 'power') sum += k.points;
	}
	return sum;
}

/** The score sheet of every seat (eliminated players score what they hold: nothing on the board). */
export function scoreSheet(ctx: Pick<RiskContext, 'owner' | 'adventureScored' | 'sides' | 'players' | 'options'>): ScoreLine[] {
	const out: ScoreLine[] = [];
	for (let seat = 0; seat < ctx.players; seat++) {
		const territories = ctx.owner.filter((o) => o === seat).length;
		const held = regionsHeld(ctx.owner, seat);
		const regionPoints = held.reduce((s, r) => s + (ctx.options.regionPoints === 'bonus' ? (REGIONS.find((x) => x.id === r)?.bonus ?? 0) : POINTS.regionSummary), 0);
		const strongholds = STRONGHOLDS.filter((t) => ctx.owner[t] === seat).length;
		const adventure = adventurePoints(ctx, seat);
		const territoryPoints = territories * POINTS.territory;
		const strongholdPoints = strongholds * POINTS.stronghold;
		out.push({
			seat,
			territories,
			territoryPoints,
			regions: held.length,
			regionPoints,
			strongholds,
			strongholdPoints,
			adventure,
			total: territoryPoints + regionPoints + strongholdPoints + adventure
		});
	}
	return out;
}

/**
 * Orders seats best first: total, then territories, strongholds, adventure points, then the
 * tie-break die (`tieRolls[seat]`, higher first; equal rolls stay tied).
 * @returns seats best first, and the winners (all seats equal to the first on every key)
 */
export function ranking(lines: ScoreLine[], tieRolls: number[] | null): { order: number[]; winners: number[] } {
	const key = (l: ScoreLine) => [l.total, l.territories, l.strongholds, l.adventure, tieRolls?.[l.seat] ?? 0];
	const cmp = (a: ScoreLine, b: ScoreLine) => {
		const ka = key(a);
		const kb = key(b);
		for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
		return a.seat - b.seat;
	};
	const sorted = lines.slice().sort(cmp);
	const winners = sorted.filter((l) => cmp(l, sorted[0]) === 0 || key(l).every((v, i) => v === key(sorted[0])[i])).map((l) => l.seat);
	return { order: sorted.map((l) => l.seat), winners };
}

/** Seats still tied with the leader after territories, strongholds and adventure points (they roll a die). */
export function tiedForFirst(lines: ScoreLine[]): number[] {
	const k = (l: ScoreLine) => `${l.total},${l.territories},${l.strongholds},${l.adventure}`;
	const best = ranking(lines, null).order[0];
	const top = k(lines[best]);
	return lines.filter((l) => k(l) === top).map((l) => l.seat);
}
