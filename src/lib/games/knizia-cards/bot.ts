/**
 * Computer players for Knizia's region card game. They only ever pick one of the legal events.
 * - 'easy': mostly random (ends the turn half the time it may, else a random legal move).
 * - 'normal': greedy on the region standings: each legal move is tried on a copy of the
 *   context and valued by the points it would bring if the region were scored now, minus what
 *   the card is worth keeping; the turn ends when no move is worth its card.
 */
import type { BotLevel, SeatId } from '$lib/engine/types';
import { cardInfo } from './data/cards';
import { placeCells } from './data/placement';
import {
	applyPlay,
	applyRelocate,
	cloneContext,
	currentRegion,
	currentRegionFull,
	filledPlaces,
	mapValue,
	ownerOf,
	scoreCurrentRegion,
	standings,
	topCard
} from './rules';
import type { KcContext, KcEvent } from './types';

/**
 * How good a position is for `seat`: its lead in victory points plus what it would get at the
 * current region if that were scored now (weighted by how full the region is).
 */
export function positionValue(c: KcContext, seat: SeatId): number {
	const others = c.scores.filter((_, s) => s !== seat);
	const lead = c.scores[seat] - (others.length ? others.reduce((a, b) => a + b, 0) / others.length : 0);
	const r = currentRegion(c);
	if (r.scored) return lead;
	const { rows } = standings(c, r, c.lastCardSeat ?? c.current);
	let mine = 0;
	let theirs = 0;
	for (const row of rows) {
		if (row.seat === seat) mine += row.points + (row.ring ? 1.5 : 0);
		else theirs += row.points + (row.ring ? 1.5 : 0);
	}
	const weight = 0.4 + 0.6 * (filledPlaces(c, r) / 10);
	return lead + weight * (mine - theirs / Math.max(1, others.length));
}

/** What a card in hand is worth keeping (a rough price, in victory points). */
function keepCost(card: string, ring: string | undefined): number {
	const info = cardInfo(card);
	let cost = info.nazgul ? 1.2 : info.value === 0 ? 0.1 : 0.25 + 0.3 * (info.value ?? 0);
	if (ring) cost += 1;
	return cost;
}

/** The value of one legal event for `seat`: position after minus position before, minus the card's price. */
export function eventGain(c: KcContext, seat: SeatId, ev: KcEvent, before = positionValue(c, seat)): number {
	if (ev.type === 'endTurn') return 0;
	if (ev.type === 'placeRegion') {
		let v = 0;
		for (const k of placeCells(ev.x, ev.y)) {
			const t = topCard(c, k);
			if (t === null) continue;
			v += (ownerOf(c, t) === seat ? 1 : -0.7) * ((mapValue(c, t) ?? 0) + 0.5);
		}
		return v;
	}
	const after = cloneContext(c);
	if (ev.type === 'play') applyPlay(after, ev);
	else applyRelocate(after, ev);
	if (currentRegionFull(after)) scoreCurrentRegion(after, false);
	const cost = ev.type === 'play' ? keepCost(ev.card, ev.ring) : 0.8;
	return positionValue(after, seat) - before - cost;
}

/**
 * The bot's move among `legal` (non-empty).
 * @throws Error when `legal` is empty
 */
export function chooseBotEvent(c: KcContext, seat: SeatId, legal: KcEvent[], level: BotLevel, random: () => number): KcEvent {
	if (legal.length === 0) throw new Error('the bot has no legal move');
	const pick = <T>(xs: T[]) => xs[Math.min(xs.length - 1, Math.floor(random() * xs.length))];
	if (level === 'easy') {
		const end = legal.find((e) => e.type === 'endTurn');
		if (end && random() < 0.5) return end;
		const moves = legal.filter((e) => e.type !== 'endTurn');
		return pick(moves.length ? moves : legal);
	}
	const before = positionValue(c, seat);
	let best: KcEvent[] = [];
	let bestGain = -Infinity;
	for (const ev of legal) {
		const g = eventGain(c, seat, ev, before) + random() * 0.01;
		if (g > bestGain + 1e-9) {
			bestGain = g;
			best = [ev];
		} else if (Math.abs(g - bestGain) <= 1e-9) best.push(ev);
	}
	return pick(best);
}
