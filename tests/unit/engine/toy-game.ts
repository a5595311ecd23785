/**
 * A tiny test-only game for the engine session, playouts and storage tests.
 *
 * Rules of "Toy Draw" (2–3 players): a deck of 12 cards (values 0, 1, 1, 1, 2, 2, 0, 1, 0, 2,
 * 1, 0) is shuffled from the seed before the game. Seats play in turn; on its turn a seat
 * either draws the top card (its value is added to the seat's score: this reveals hidden
 * information, so undo stops there) or passes (each seat may pass at most 3 times per game;
 * a pass reveals nothing). The first seat to reach 3 points wins at once; when the deck runs
 * out the highest score wins (ties share the win).
 *
 * Every game ends: each event either takes a card from a finite deck or spends one of a
 * finite number of passes.
 */
import { assign, setup } from 'xstate';
import * as v from 'valibot';
import { createRng, shuffle, type RngState } from '$lib/engine/rng';
import type { GameDefinition, GameEvent, GameSnapshot, GameResult, LogEntry, SeatId, SeatSetup } from '$lib/engine/types';

/** The deck before the shuffle. */
export const TOY_DECK: readonly number[] = [0, 1, 1, 1, 2, 2, 0, 1, 0, 2, 1, 0];
/** Points that win at once. */
export const TOY_TARGET = 3;
/** Passes each seat may use per game. */
export const TOY_PASSES = 3;

export type ToyEvent = { type: 'draw'; seat: SeatId } | { type: 'pass'; seat: SeatId } | { type: 'boom'; seat: SeatId };

export interface ToyOptions {
	/** When true, `boom` is a legal event whose action throws (to test the session's recovery). */
	withBoom: boolean;
}

export interface ToyInput {
	players: number;
	deck: number[];
	rng: RngState;
	withBoom: boolean;
}

export interface ToyContext {
	players: number;
	deck: number[];
	scores: number[];
	passesLeft: number[];
	turn: SeatId;
	rng: RngState;
	withBoom: boolean;
	log: LogEntry[];
}

function isOver(c: ToyContext): boolean {
	return c.deck.length === 0 || c.scores.some((s) => s >= TOY_TARGET);
}

/** The toy statechart: `playing` until a seat reaches the target or the deck is empty. */
export const toyMachine = setup({
	types: {
		context: {} as ToyContext,
		events: {} as ToyEvent,
		input: {} as ToyInput
	},
	guards: {
		myTurn: ({ context, event }) => event.seat === context.turn,
		canPass: ({ context, event }) => event.seat === context.turn && context.passesLeft[event.seat] > 0,
		boomAllowed: ({ context, event }) => context.withBoom && event.seat === context.turn,
		over: ({ context }) => isOver(context)
	},
	actions: {
		draw: assign(({ context, event }) => {
			const [card, ...rest] = context.deck;
			const scores = context.scores.slice();
			scores[event.seat] += card;
			return {
				deck: rest,
				scores,
				turn: (context.turn + 1) % context.players,
				log: [...context.log, { key: 'toy_draw', params: { value: card }, seat: event.seat }]
			};
		}),
		pass: assign(({ context, event }) => {
			const passesLeft = context.passesLeft.slice();
			passesLeft[event.seat] -= 1;
			return {
				passesLeft,
				turn: (context.turn + 1) % context.players,
				log: [...context.log, { key: 'toy_pass', seat: event.seat }]
			};
		}),
		boom: () => {
			throw new Error('boom');
		}
	}
}).createMachine({
	id: 'toy',
	context: ({ input }) => ({
		players: input.players,
		deck: input.deck,
		scores: Array.from({ length: input.players }, () => 0),
		passesLeft: Array.from({ length: input.players }, () => TOY_PASSES),
		turn: 0,
		rng: input.rng,
		withBoom: input.withBoom,
		log: []
	}),
	initial: 'playing',
	states: {
		playing: {
			always: { guard: 'over', target: 'over' },
			on: {
				draw: { guard: 'myTurn', actions: 'draw' },
				pass: { guard: 'canPass', actions: 'pass' },
				boom: { guard: 'boomAllowed', actions: 'boom' }
			}
		},
		over: { type: 'final' }
	}
});

type S = GameSnapshot<ToyContext>;

function result(s: S): GameResult | null {
	const c = s.context;
	if (!isOver(c)) return null;
	const best = Math.max(...c.scores);
	return {
		kind: 'ranking',
		scores: c.scores.slice(),
		winners: c.scores.flatMap((v, i) => (v === best ? [i] : []))
	};
}

function legalEvents(s: S, seat: SeatId): ToyEvent[] {
	const c = s.context;
	if (isOver(c) || seat !== c.turn) return [];
	const out: ToyEvent[] = [{ type: 'draw', seat }];
	if (c.passesLeft[seat] > 0) out.push({ type: 'pass', seat });
	if (c.withBoom) out.push({ type: 'boom', seat });
	return out;
}

/** The toy game's definition (id borrowed from a real game: the contract's GameId is a closed union). */
export const toyGame: GameDefinition<ToyContext, ToyEvent, ToyOptions, ToyInput, { scores: number[]; deckSize: number; turn: SeatId }> = {
	id: 'two-towers',
	players: { min: 2, max: 3 },
	defaultOptions: { withBoom: false },
	createInput({ seats, options, seed }: { seats: SeatSetup[]; options?: Partial<ToyOptions>; seed: number }): ToyInput {
		const [deck, rng] = shuffle(createRng(seed), TOY_DECK);
		return { players: seats.length, deck, rng, withBoom: options?.withBoom ?? false };
	},
	optionsSchema: v.strictObject({ withBoom: v.boolean() }),
	machine: toyMachine,
	legalEvents,
	activeSeats: (s) => (isOver(s.context) ? [] : [s.context.turn]),
	view: (s) => ({ scores: s.context.scores.slice(), deckSize: s.context.deck.length, turn: s.context.turn }),
	result,
	revealsHidden: (ev) => ev.type === 'draw',
	hasPrivateHand: () => false,
	log: (s) => s.context.log,
	round: () => null,
	phase: (s) => (isOver(s.context) ? 'over' : 'turn'),
	botEvent: (s, seat, _level, random) => {
		const legal = legalEvents(s, seat).filter((e) => e.type !== 'boom');
		return legal[Math.floor(random() * legal.length)];
	}
};

/** Two players, as most tests use. */
export const TWO: SeatSetup[] = [{ name: 'Ann' }, { name: 'Bob', bot: 'normal' }];

/** Convenience: the events `seat` would send. */
export const draw = (seat: SeatId): GameEvent => ({ type: 'draw', seat });
export const pass = (seat: SeatId): GameEvent => ({ type: 'pass', seat });
