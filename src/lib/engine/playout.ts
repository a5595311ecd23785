/**
 * Random playouts: a whole game driven only by `legalEvents`, for property tests and the
 * bench (DESIGN.md: every game gets a property test of random games).
 */
import { createActor } from 'xstate';
import type { AnyGameDefinition, GameEvent, GameResult, GameSnapshot, SeatSetup } from './types';
import { rngCursor, createRng } from './rng';

/** What one random game did. */
export interface PlayoutReport {
	events: GameEvent[];
	result: GameResult | null;
	steps: number;
	final: GameSnapshot<unknown>;
}

/** Options of `randomPlayout`. `check` runs after every event and should throw on a broken invariant. */
export interface PlayoutOptions {
	maxSteps?: number;
	options?: Record<string, unknown>;
	check?: (s: GameSnapshot<unknown>, ev: GameEvent | null) => void;
	/** Use the game's bot for this share of moves (0..1), random legal events otherwise. */
	botShare?: number;
}

/**
 * Plays one game from `seed` with random legal events (the choice seeded by `seed` too).
 * @returns the events, the result, the final snapshot
 * @throws Error when no seat has a legal event while the game is not over (a dead end),
 *   when `maxSteps` is exceeded, or whatever `check` throws
 */
export function randomPlayout(def: AnyGameDefinition, seats: SeatSetup[], seed: number, opts: PlayoutOptions = {}): PlayoutReport {
	const maxSteps = opts.maxSteps ?? 20000;
	const input = def.createInput({ seats, options: { ...def.defaultOptions, ...(opts.options ?? {}) }, seed });
	const actor = createActor(def.machine, { input });
	let failure: unknown = null;
	actor.subscribe({ error: (e) => (failure = e) });
	actor.start();
	const chooser = rngCursor(createRng(seed ^ 0x5eed));
	const events: GameEvent[] = [];
	let s = actor.getSnapshot() as GameSnapshot<unknown>;
	opts.check?.(s, null);
	let steps = 0;
	while (!def.result(s)) {
		if (failure) throw failure;
		if (steps++ >= maxSteps) throw new Error(`game did not end within ${maxSteps} events (seed ${seed})`);
		const active = def.activeSeats(s);
		if (active.length === 0) throw new Error(`no active seat while the game is not over (seed ${seed}, state ${JSON.stringify(s.value)})`);
		const seat = active[chooser.int(0, active.length - 1)];
		let ev: GameEvent;
		if (opts.botShare && chooser.int(0, 999) < opts.botShare * 1000) {
			ev = def.botEvent(s, seat, 'normal', () => chooser.int(0, 1_000_000 - 1) / 1_000_000);
		} else {
			const legal = def.legalEvents(s, seat);
			if (legal.length === 0) throw new Error(`active seat ${seat} has no legal event (seed ${seed}, state ${JSON.stringify(s.value)})`);
			ev = legal[chooser.int(0, legal.length - 1)];
		}
		actor.send(ev);
		events.push(ev);
		s = actor.getSnapshot() as GameSnapshot<unknown>;
		if (failure) throw failure;
		if (s.status === 'error') throw new Error(`machine error after ${ev.type} (seed ${seed})`);
		opts.check?.(s, ev);
	}
	actor.stop();
	return { events, result: def.result(s), steps, final: s };
}
