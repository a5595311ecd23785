/**
 * The "normal" bot: the border-security heuristic. It reinforces its most threatened border (or
 * the base of its best attack), attacks only when the exact conquest probability
 * (rules/combat.ts) is favourable, values territories that complete regions, strongholds and
 * its missions' sites, walks its leader to a mission's site, and pulls interior battalions to
 * the border.
 */
import { ADVENTURE_CARDS } from '../data/adventure';
import { REGIONS, TERRITORIES, territoryIndex } from '../data/map';
import { NEIGHBOURS, REGION_TERRITORIES } from '../rules/board';
import { conquestProbability } from '../rules/combat';
import { battleBonuses, leaderIn, legalEvents } from '../rules/turn';
import type { RiskContext, RiskEvent } from '../types';

/** Tunable weights (the hard bot changes some). */
export interface BotParams {
	/** Minimum conquest probability to start an attack. */
	minOdds: number;
	/** Score weight of the endgame: 0 = ignore the Ring's timer. */
	endgame: number;
}

/** The normal bot's weights. */
export const NORMAL: BotParams = { minOdds: 0.6, endgame: 0 };

type Ev<K extends RiskEvent['type']> = Extract<RiskEvent, { type: K }>;

/** Enemy battalions next to `t` (territories not held by `seat`). */
export function threat(c: RiskContext, seat: number, t: number): number {
	let s = 0;
	for (const n of NEIGHBOURS[t]) if (c.owner[n] !== seat && c.owner[n] >= 0) s += c.armies[n];
	return s;
}

/** Whether `t` touches a territory `seat` does not hold. */
export function isBorder(c: RiskContext, seat: number, t: number): boolean {
	return NEIGHBOURS[t].some((n) => c.owner[n] !== seat);
}

/** Territories named by `seat`'s missions in hand. */
export function missionSites(c: RiskContext, seat: number): number[] {
	return c.adventureHands[seat].flatMap((id) => {
		const k = ADVENTURE_CARDS[id].kind;
		return k.type === 'mission' ? [territoryIndex(k.territory)] : [];
	});
}

/** How much `seat` wants territory `t`: 1 + region progress + stronghold + mission site. */
export function territoryValue(c: RiskContext, seat: number, t: number): number {
	const region = TERRITORIES[t].region;
	const ts = REGION_TERRITORIES[region];
	const mine = ts.filter((x) => c.owner[x] === seat).length;
	const bonus = REGIONS.find((r) => r.id === region)!.bonus;
	let v = 1 + (mine + 1 === ts.length ? bonus * 0.6 + 1 : (mine / ts.length) * 1.2);
	if (TERRITORIES[t].stronghold) v += 2;
	if (missionSites(c, seat).includes(t)) v += 1.5;
	if (c.owner[t] >= 0) {
		// breaking an opponent's region
		const theirs = ts.every((x) => c.owner[x] === c.owner[t]);
		if (theirs) v += bonus * 0.5;
	}
	return v;
}

/** The attack a bot would make now, or null: best probability × value above `minOdds`. */
export function bestAttack(c: RiskContext, seat: number, legal: RiskEvent[], p: BotParams): Ev<'ATTACK'> | null {
	let best: Ev<'ATTACK'> | null = null;
	let bestScore = 0;
	for (const e of legal) {
		if (e.type !== 'ATTACK' || e.dice !== Math.min(3, c.armies[e.from] - 1)) continue;
		const b = battleBonuses(c, e.from, e.to);
		const odds = conquestProbability(c.armies[e.from] - 1, c.armies[e.to], b.attack, b.defend);
		if (odds < p.minOdds) continue;
		const score = odds * territoryValue(c, seat, e.to) * (c.owner[e.to] < 0 ? 0.8 : 1);
		if (score > bestScore) {
			bestScore = score;
			best = e;
		}
	}
	return best;
}

/** Where to put reinforcements: the base of the best attack, else the most threatened border. */
export function reinforceTarget(c: RiskContext, seat: number): number {
	let best = -1;
	let bestScore = -Infinity;
	for (let t = 0; t < c.owner.length; t++) {
		if (c.owner[t] !== seat || !isBorder(c, seat, t)) continue;
		let opportunity = 0;
		for (const n of NEIGHBOURS[t]) if (c.owner[n] !== seat) opportunity = Math.max(opportunity, territoryValue(c, seat, n) / (1 + c.armies[n]));
		const score = threat(c, seat, t) - c.armies[t] + 6 * opportunity + (TERRITORIES[t].stronghold ? 2 : 0);
		if (score > bestScore) {
			bestScore = score;
			best = t;
		}
	}
	return best >= 0 ? best : c.owner.indexOf(seat);
}

/** The normal bot's move. @throws Error when there is no legal move */
export function normalMove(c: RiskContext, seat: number, random: () => number, p: BotParams = NORMAL): RiskEvent {
	const legal = legalEvents(c, seat);
	if (legal.length === 0) throw new Error('no legal move');
	const of = <K extends RiskEvent['type']>(t: K) => legal.filter((e) => e.type === t) as Ev<K>[];
	const argmax = <T>(xs: T[], f: (x: T) => number): T => xs.reduce((a, b) => (f(b) > f(a) ? b : a));
	switch (c.phase) {
		case 'claim':
			return argmax(of('CLAIM'), (e) => territoryValue(c, seat, e.territory) + NEIGHBOURS[e.territory].filter((n) => c.owner[n] === seat).length * 0.5 + random() * 0.1);
		case 'setupPlace': {
			const t = reinforceTarget(c, seat);
			return of('PLACE').find((e) => e.territory === t) ?? of('PLACE')[0];
		}
		case 'setupLeader':
		case 'placeLeader':
			return argmax(of('PLACE_LEADER'), (e) => c.armies[e.territory] + (isBorder(c, seat, e.territory) ? 3 : 0));
		case 'reinforce': {
			const trades = of('TRADE');
			if (trades.length) return trades[0];
			const powers = of('PLAY_POWER');
			if (powers.length) return powers[0];
			const t = reinforceTarget(c, seat);
			return of('PLACE').find((e) => e.territory === t && e.count === c.pool[seat]) ?? of('PLACE').find((e) => e.count === c.pool[seat]) ?? legal[0];
		}
		case 'combat': {
			const a = bestAttack(c, seat, legal, p);
			const powers = of('PLAY_POWER');
			if (a) {
				const help = powers.find((e) => (e.from === a.from && e.to === undefined) || (e.from === a.from && e.to === a.to) || (e.from === undefined && e.to === a.to));
				if (help) return help;
				return a;
			}
			if (powers.length && random() < 0.5) return powers[0];
			return of('END_PHASE')[0];
		}
		case 'conquer': {
			const ev = of('MOVE_IN');
			const pend = c.pending!;
			if (!isBorder(c, seat, pend.from)) return ev[ev.length - 1];
			const want = Math.max(pend.min, Math.ceil((pend.max * 2) / 3));
			return ev.find((e) => e.count === want) ?? ev[ev.length - 1];
		}
		case 'manoeuvre': {
			const moves = of('MANOEUVRE');
			const sites = missionSites(c, seat);
			const leaderMove = moves.find((e) => leaderIn(c, seat, e.from) && sites.includes(e.to) && !leaderIn(c, seat, e.to));
			if (leaderMove) return leaderMove;
			let best: Ev<'MANOEUVRE'> | null = null;
			let bestScore = 2;
			for (const e of moves) {
				if (isBorder(c, seat, e.from) || c.armies[e.from] < 3 || !isBorder(c, seat, e.to)) continue;
				const score = c.armies[e.from] + threat(c, seat, e.to) - c.armies[e.to];
				if (score > bestScore) {
					bestScore = score;
					best = e;
				}
			}
			if (best) return best;
			const powers = of('PLAY_POWER');
			if (powers.length) return powers[0];
			return of('END_PHASE')[0];
		}
		case 'manoeuvreCount': {
			const pend = c.pending!;
			const withLeader = of('MOVE').filter((e) => e.leader);
			if (withLeader.length && missionSites(c, seat).includes(pend.to)) {
				const n = isBorder(c, seat, pend.from) ? 0 : c.armies[pend.from] - 1;
				return withLeader.find((e) => e.count === n) ?? withLeader[0];
			}
			const plain = of('MOVE').filter((e) => !e.leader);
			// Over a bridge You Shall Not Pass! blocks only the leader takes battalions along.
			return plain[plain.length - 1] ?? withLeader[withLeader.length - 1] ?? of('CANCEL')[0];
		}
		case 'draw': {
			const adv = of('DRAW').find((e) => e.pile === 'adventure');
			if (adv && c.adventureHands[seat].length < 3) return adv;
			return of('DRAW').find((e) => e.pile === 'territory') ?? legal[0];
		}
		case 'discardAdventure': {
			const sites = missionSites(c, seat);
			return argmax(of('DISCARD_ADVENTURE'), (e) => {
				const k = ADVENTURE_CARDS[e.card].kind;
				if (k.type !== 'mission') return 0;
				return c.owner[territoryIndex(k.territory)] === seat ? -1 : 1 + sites.length * 0;
			});
		}
		case 'fellowship': {
			const powers = of('PLAY_POWER');
			if (powers.length && p.endgame === 0) return powers[0];
			return of('RING_ROLL')[0];
		}
	}
	return legal[0];
}
