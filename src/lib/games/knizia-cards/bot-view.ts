/**
 * What a computer player of Knizia's region card game knows, and how it imagines the rest.
 *
 * A bot never reads the snapshot: it gets `kcView(snapshot, seat)` — its own hand, the map,
 * counts of the other hands and of every deck, and (with the `hideScores` option) only its own
 * points — and rebuilds a full context from it: the cards of each colour that are neither on
 * the map, nor out of the game, nor in its hand are dealt at random into that colour's owner's
 * hand and deck (a *determinization*); a hidden score is imagined equal to its own. Two
 * snapshots that differ only in hidden information give the same view, so the same decision
 * for the same random stream.
 */
import { createRng } from '$lib/engine/rng';
import type { SeatId } from '$lib/engine/types';
import { colourDeck, type CardId } from './data/cards';
import type { KcView } from './definition';
import { emptyTurn } from './rules';
import type { KcContext } from './types';

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
 * The cards of `seat`'s colours that `view.viewer` cannot place: not on the map (at any depth
 * of a stack), not out of the game, not in the viewer's hand. In a fixed order.
 */
export function unseenCardsOf(view: KcView, seat: SeatId): CardId[] {
	const seen = new Set<CardId>(view.removed);
	for (const k in view.cells) for (const c of view.cells[k]) seen.add(c);
	if (view.hand) for (const c of view.hand) seen.add(c);
	return view.seatColours[seat].flatMap((col) => colourDeck(col)).filter((c) => !seen.has(c));
}

/**
 * A full context consistent with `view` (a seat's view): its hand and the public table as
 * they are; every other hand and every deck (the viewer's own deck too: its order is hidden)
 * dealt at random from the unseen cards by their public counts; hidden scores set to the
 * viewer's own score; a fresh RNG; an empty log.
 * @throws Error for the table's view
 */
export function determinize(view: KcView, random: () => number): KcContext {
	if (view.viewer === 'table' || view.hand === null) throw new Error('knizia-cards: a bot plays a seat, not the table');
	const me = view.viewer;
	const hands: CardId[][] = [];
	const decks: CardId[][] = [];
	view.seatColours.forEach((_, s) => {
		const pool = shuffled(unseenCardsOf(view, s), random);
		hands.push(s === me ? view.hand!.slice() : pool.splice(0, view.handCounts[s]));
		decks.push(pool.slice(0, view.deckCounts[s]));
	});
	const own = view.scores[me] ?? 0;
	return {
		names: view.names.slice(),
		options: { ...view.options },
		rng: createRng(Math.floor(random() * 2 ** 31)),
		seatColours: view.seatColours.map((c) => c.slice()),
		hands,
		decks,
		cells: Object.fromEntries(Object.entries(view.cells).map(([k, v]) => [k, v.slice()])),
		ringOn: { ...view.ringOn },
		removed: view.removed.slice(),
		regions: view.regions.map((r) => ({ ...r })),
		ringsHeld: view.ringsHeld.map((r) => r.slice()),
		ringsLost: view.ringsLost.slice(),
		scores: view.scores.map((p) => p ?? own),
		scorings: view.scorings.map((r) => ({ ...r, rows: r.rows.map((row) => ({ ...row })), seatPoints: r.seatPoints.slice() })),
		current: view.current,
		lastCardSeat: view.lastCardSeat,
		out: view.out.slice(),
		turn: view.turn ? { ...view.turn, values: view.turn.values.slice() } : emptyTurn(),
		turnNumber: view.turnNumber,
		log: [],
		ended: view.ended
	};
}

/**
 * A context for the rule checks a board makes for `view.viewer` (which places a card may go to,
 * why a tap is refused): the public table and the viewer's hand as they are; every other hand
 * and every deck empty (the board does not know them), a zero RNG, hidden scores 0, no log.
 * Only for the viewer's own checks on the current position, never to play on.
 */
export function checkContext(view: KcView): KcContext {
	return {
		names: view.names,
		options: view.options,
		rng: createRng(0),
		seatColours: view.seatColours,
		hands: view.names.map((_, s) => (s === view.viewer && view.hand ? view.hand : [])),
		decks: view.names.map(() => []),
		cells: view.cells,
		ringOn: view.ringOn,
		removed: view.removed,
		regions: view.regions,
		ringsHeld: view.ringsHeld,
		ringsLost: view.ringsLost,
		scores: view.scores.map((p) => p ?? 0),
		scorings: view.scorings,
		current: view.current,
		lastCardSeat: view.lastCardSeat,
		out: view.out,
		turn: view.turn ?? emptyTurn(),
		turnNumber: view.turnNumber,
		log: [],
		ended: view.ended
	};
}
