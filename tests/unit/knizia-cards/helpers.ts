/**
 * Test helpers for Knizia's region card game: arrange a position by moving cards (every card
 * stays exactly once: hand, deck, map or removed), then start a GameSession from it.
 */
import { createActor } from 'xstate';
import { GameSession, type LoggedEvent } from '$lib/engine/session';
import type { GameSnapshot, SeatSetup } from '$lib/engine/types';
import def from '$lib/games/knizia-cards/definition';
import { cloneContext, createContext, allCards, cardLocations } from '$lib/games/knizia-cards/rules';
import { cellKey, placeCells } from '$lib/games/knizia-cards/data/placement';
import type { KcContext, KcEvent, KcOptions } from '$lib/games/knizia-cards/types';

/** A GameSession typed for this game's events and context. */
export interface KcSession {
	session: GameSession;
	send(ev: KcEvent, by?: 'human' | 'bot'): LoggedEvent;
	legalEvents(seat: number): KcEvent[];
	readonly snapshot: GameSnapshot<KcContext>;
	readonly log: readonly LoggedEvent[];
	undo(): LoggedEvent[];
	canUndo(): boolean;
}

/** Wraps a GameSession with this game's types. */
export function wrap(session: GameSession): KcSession {
	return {
		session,
		send: (ev, by) => session.send(ev, by),
		legalEvents: (seat) => session.legalEvents(seat) as KcEvent[],
		get snapshot() {
			return session.snapshot as GameSnapshot<KcContext>;
		},
		get log() {
			return session.log;
		},
		undo: () => session.undo(),
		canUndo: () => session.canUndo()
	};
}

/** A new game from names P1..Pn and a seed, as a typed session. */
export function start(n: number, seed: number, options: Partial<KcOptions> = {}): KcSession {
	return wrap(GameSession.start(def, seatsOf(n), seed, options));
}

export const seatsOf = (n: number): SeatSetup[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

/** A fresh context for n players. */
export function fresh(n: number, seed = 1, options: Partial<KcOptions> = {}): KcContext {
	return createContext({ names: seatsOf(n).map((s) => s.name), options: { hideScores: false, ...options }, seed });
}

/** Takes a card out of wherever it is (hand, deck, map, removed). */
export function lift(c: KcContext, id: string): void {
	for (const h of c.hands) if (h.includes(id)) h.splice(h.indexOf(id), 1);
	for (const d of c.decks) if (d.includes(id)) d.splice(d.indexOf(id), 1);
	for (const k of Object.keys(c.cells)) {
		const st = c.cells[k].filter((x) => x !== id);
		if (st.length === 0) delete c.cells[k];
		else c.cells[k] = st;
	}
	if (c.removed.includes(id)) c.removed.splice(c.removed.indexOf(id), 1);
}

/**
 * Gives `seat` exactly these cards in hand: the old hand goes back to the top of its deck
 * (cards taken from elsewhere are replaced by the hand's former cards when possible).
 */
export function setHand(c: KcContext, seat: number, cards: string[]): void {
	const old = c.hands[seat].filter((id) => !cards.includes(id));
	for (const id of cards) lift(c, id);
	c.hands[seat] = cards.slice();
	for (const id of old) {
		lift(c, id);
		c.decks[seat].unshift(id);
	}
}

/** Puts cards on cell (x, y), bottom first (lifting them from wherever they were). */
export function put(c: KcContext, x: number, y: number, ...cards: string[]): void {
	for (const id of cards) {
		lift(c, id);
		c.cells[cellKey(x, y)] = [...(c.cells[cellKey(x, y)] ?? []), id];
	}
}

/** Empties a seat's deck: its cards go to the removed pile (so the seat runs out sooner). */
export function emptyDeck(c: KcContext, seat: number): void {
	c.removed.push(...c.decks[seat]);
	c.decks[seat] = [];
}

/** The ten place cells of the region anchored at (x, y) as [x, y] pairs. */
export function places(x = 0, y = 0): [number, number][] {
	return placeCells(x, y).map((k) => k.split(',').map(Number) as [number, number]);
}

/** Makes the current region the one at REGIONS[index] (anchored at 0,0 unless told). */
export function atRegion(c: KcContext, index: number, x = 0, y = 0): void {
	c.regions = [{ index, x, y, scored: false }];
}

/** Throws unless every card of the game is in exactly one place. */
export function checkConservation(c: KcContext): void {
	const loc = cardLocations(c);
	const all = allCards(c);
	if (loc.size !== all.length || all.some((id) => !loc.has(id))) throw new Error('cards created or lost');
}

/** A GameSession whose current state is `c` in machine state `value`. */
export function sessionFrom(c: KcContext, value: 'playing' | 'placingRegion' = 'playing', seed = 1): KcSession {
	checkConservation(c);
	const seats = c.names.map((name) => ({ name }));
	const input = def.createInput({ seats, options: c.options, seed });
	const actor = createActor(def.machine, { input });
	actor.start();
	const snap = actor.getPersistedSnapshot() as Record<string, unknown>;
	actor.stop();
	const snapshot = { ...snap, value, context: cloneContext(c) };
	const { session, restoredBy } = GameSession.fromSave(def, { seats, options: { ...c.options }, seed }, [], snapshot);
	if (restoredBy !== 'snapshot') throw new Error('the arranged snapshot was not accepted');
	return wrap(session);
}

/** The context of a session's snapshot. */
export const ctxOf = (s: KcSession): KcContext => s.snapshot.context;
/** The machine state of a session. */
export const stateOf = (s: KcSession): string => String(s.snapshot.value);
