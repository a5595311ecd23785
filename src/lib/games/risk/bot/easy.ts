/**
 * The "easy" bot: random among sensible legal moves (it places all its battalions at once on a
 * random border territory, attacks only with the most dice it may, moves all it may on a
 * conquest, rarely manoeuvres).
 */
import { legalEvents } from '../rules/turn';
import { isBorder } from './normal';
import type { RiskContext, RiskEvent } from '../types';

/** Picks a sensible random legal event. @throws Error when there is none */
export function easyMove(c: RiskContext, seat: number, random: () => number): RiskEvent {
	const legal = legalEvents(c, seat);
	if (legal.length === 0) throw new Error('no legal move');
	const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)];
	const of = <K extends RiskEvent['type']>(t: K) => legal.filter((e) => e.type === t) as Extract<RiskEvent, { type: K }>[];
	switch (c.phase) {
		case 'reinforce': {
			const trades = of('TRADE');
			if (trades.length) return pick(trades);
			const places = of('PLACE').filter((e) => e.count === c.pool[seat]);
			// A random border territory (battalions inside one's own lands never fight).
			const border = places.filter((e) => isBorder(c, seat, e.territory));
			if (border.length) return pick(border);
			if (places.length) return pick(places);
			break;
		}
		case 'combat': {
			const attacks = of('ATTACK').filter((e) => e.dice === Math.min(3, c.armies[e.from] - 1) && c.armies[e.from] > c.armies[e.to]);
			if (attacks.length && random() < 0.85) return pick(attacks);
			return of('END_PHASE')[0] ?? pick(legal);
		}
		case 'conquer':
			return legal[legal.length - 1];
		case 'manoeuvre':
			return of('END_PHASE')[0] ?? pick(legal);
	}
	return pick(legal);
}
