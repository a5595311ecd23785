/**
 * What a Les Deux Tours computer player knows, and how it imagines the rest.
 *
 * A bot never reads the snapshot: it gets `ttView(snapshot, seat)` (its own hand, the public
 * table, counts of hidden cards) and rebuilds a full context from it, with every card it
 * cannot see — the other hands, the pile, the set-aside pile — drawn at random from the cards
 * it has not seen (a *determinization*). Two snapshots that differ only in hidden information
 * give the same view, so the same decision for the same random stream.
 */
import { createRng } from '$lib/engine/rng';
import { CARD_COUNT, TOKEN_COUNT } from './data/game';
import type { CardId, TTContext, TTView } from './types';

/** A uniformly shuffled copy of `items`, using `random()` in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
	const out = items.slice();
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.min(i, Math.floor(random() * (i + 1)));
		[out[i], out[j]] = [out[j], out[i]];
	}
	return out;
}

/**
 * The cards `view.viewer` has not seen where they are now (other hands, pile, set-aside
 * pile), in increasing id order: all 96 cards minus its hand, the display and every row.
 */
export function unseenCards(view: TTView): CardId[] {
	const seen = new Set<CardId>([...(view.hand ?? []), ...view.faceUp]);
	for (const rows of view.rows) for (const r of rows) if (r) for (const c of r.cards) seen.add(c);
	const out: CardId[] = [];
	for (let c = 0; c < CARD_COUNT; c++) if (!seen.has(c)) out.push(c);
	return out;
}

/**
 * A full context consistent with `view` (a seat's view, not the table's): the viewer's hand
 * and every public fact as they are; the unseen cards dealt at random (`random`) into the
 * other hands (by their counts), the pile and the set-aside pile; tokens in the box are the
 * ones not on the table; a fresh RNG for future reshuffles; an empty log.
 * @throws Error for the table's view (it has no hand to play)
 */
export function determinize(view: TTView, random: () => number): TTContext {
	if (view.viewer === 'table' || view.hand === null) throw new Error('two-towers: a bot plays a seat, not the table');
	const me = view.viewer;
	const pool = shuffled(unseenCards(view), random);
	const hands = view.handCounts.map((n, s) => (s === me ? view.hand!.slice() : pool.splice(0, n)));
	const deck = pool.splice(0, view.deckCount);
	const aside = pool;
	const onTable = new Set([...view.locationTokens.flat(), ...view.playerTokens.flat()]);
	const box = Array.from({ length: TOKEN_COUNT }, (_, t) => t).filter((t) => !onTable.has(t));
	const current = view.current ?? view.startSeat;
	return {
		names: view.names.slice(),
		players: view.players,
		twoPlayer: view.twoPlayer,
		rng: createRng(Math.floor(random() * 2 ** 31)),
		firstSeat: view.firstSeat,
		paths: view.paths.slice(),
		round: view.round,
		space: view.marker.kind === 'path' ? view.marker.space : view.paths[view.round],
		startSeat: view.startSeat,
		ring: view.ring,
		turn: (current - view.startSeat + view.players) % view.players,
		draw: view.draw ? { ...view.draw } : null,
		deck,
		faceUp: view.faceUp.slice(),
		aside,
		hands,
		rows: view.rows.map((rs) => rs.map((r) => (r ? { quality: r.quality, cards: r.cards.slice() } : null))),
		locationTokens: view.locationTokens.map((t) => t.slice()),
		playerTokens: view.playerTokens.map((t) => t.slice()),
		box,
		layOrder: view.layOrder.slice(),
		laid: view.laid.slice(),
		scorings: view.scorings.slice(),
		reshuffles: 0,
		log: []
	};
}
