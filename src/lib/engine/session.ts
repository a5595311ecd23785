/**
 * A game in progress: wraps the XState actor of one game, accepts only legal events,
 * keeps the event log, undoes by replay (DESIGN.md "Sessions, saves, undo").
 *
 * The session knows nothing of storage: `send` returns the new log entry and snapshot,
 * and the caller writes them (src/lib/storage) before showing the move as done.
 */
import { createActor, type AnyActor } from 'xstate';
import type { AnyGameDefinition, GameEvent, GameSnapshot, SeatId, SeatSetup } from './types';
import { jsonEqual } from './equal';

/** One accepted event in a save's log. `reveal`: it uncovered hidden information (undo stops before it). */
export interface LoggedEvent {
	ev: GameEvent;
	/** 'bot' when a computer player chose it. */
	by: 'human' | 'bot';
	reveal: boolean;
	/** Milliseconds since the epoch when it was accepted. */
	at: number;
}

/** Everything needed to rebuild a game from nothing: seats, options, seed. */
export interface GameSetup {
	seats: SeatSetup[];
	options: Record<string, unknown>;
	seed: number;
}

/** Thrown when an event is refused; nothing was changed. */
export class IllegalEventError extends Error {
	constructor(
		message: string,
		readonly event: unknown
	) {
		super(message);
		this.name = 'IllegalEventError';
	}
}

/** Thrown when a game cannot be restored, neither from its snapshot nor by replay. */
export class RestoreError extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'RestoreError';
	}
}

function startActor(def: AnyGameDefinition, setup: GameSetup, snapshot?: unknown): AnyActor {
	const input = def.createInput({ seats: setup.seats, options: setup.options, seed: setup.seed });
	const actor = snapshot
		? createActor(def.machine, { input, snapshot: snapshot as never })
		: createActor(def.machine, { input });
	let failure: unknown = null;
	actor.subscribe({ error: (e) => (failure = e) });
	actor.start();
	const s = actor.getSnapshot();
	if (failure || s.status === 'error') {
		actor.stop();
		throw new RestoreError(`the game could not start: ${String(failure ?? s.error)}`);
	}
	return actor;
}

/**
 * Sanity check of a restored snapshot: its context is an object and the definition's
 * read functions work on it (`resolveState` accepts any context, even `null`).
 * @throws whatever the definition throws, or an Error when the context is not an object
 */
function probe(def: AnyGameDefinition, s: GameSnapshot<unknown>): void {
	if (s.context === null || typeof s.context !== 'object') throw new Error('the snapshot has no context');
	def.result(s);
	for (const seat of def.activeSeats(s)) def.legalEvents(s, seat);
}

/**
 * Replays `events` on a fresh actor.
 * @returns the actor, started, at the state after the last event
 * @throws RestoreError if an event is not legal when replayed (a corrupt or foreign log)
 */
export function replay(def: AnyGameDefinition, setup: GameSetup, events: readonly GameEvent[]): AnyActor {
	const actor = startActor(def, setup);
	for (const [i, ev] of events.entries()) {
		const s = actor.getSnapshot() as GameSnapshot<unknown>;
		if (!def.legalEvents(s, ev.seat).some((l: GameEvent) => jsonEqual(l, ev))) {
			actor.stop();
			throw new RestoreError(`event ${i + 1} of the log (${ev.type}) is not legal when replayed`);
		}
		actor.send(ev);
		if (actor.getSnapshot().status === 'error') {
			actor.stop();
			throw new RestoreError(`event ${i + 1} of the log (${ev.type}) broke the game`);
		}
	}
	return actor;
}

/**
 * One live game: `send`, `undo`, `snapshot`, `log`. Create with `GameSession.start`,
 * `GameSession.fromSave`.
 */
export class GameSession {
	private actor: AnyActor;
	private constructor(
		readonly def: AnyGameDefinition,
		readonly setup: GameSetup,
		private events: LoggedEvent[],
		actor: AnyActor
	) {
		this.actor = actor;
	}

	/** A new game from seats, options (merged over the defaults) and a seed. */
	static start(def: AnyGameDefinition, seats: SeatSetup[], seed: number, options: Record<string, unknown> = {}): GameSession {
		const setup: GameSetup = { seats, options: { ...def.defaultOptions, ...options }, seed };
		return new GameSession(def, setup, [], startActor(def, setup));
	}

	/**
	 * Resumes a saved game: the persisted snapshot if it is valid, else a replay of the log.
	 * @returns the session and how it was restored
	 * @throws RestoreError when neither works
	 */
	static fromSave(
		def: AnyGameDefinition,
		setup: GameSetup,
		events: LoggedEvent[],
		snapshot: unknown
	): { session: GameSession; restoredBy: 'snapshot' | 'replay' } {
		if (snapshot) {
			try {
				const snap = snapshot as { value: unknown; context: unknown };
				def.machine.resolveState({ value: snap.value as never, context: snap.context as never });
				const actor = startActor(def, setup, snapshot);
				try {
					probe(def, actor.getSnapshot() as GameSnapshot<unknown>);
				} catch (e) {
					actor.stop();
					throw e;
				}
				return { session: new GameSession(def, setup, events.slice(), actor), restoredBy: 'snapshot' };
			} catch {
				/* fall through to replay */
			}
		}
		const actor = replay(
			def,
			setup,
			events.map((e) => e.ev)
		);
		return { session: new GameSession(def, setup, events.slice(), actor), restoredBy: 'replay' };
	}

	/** The current snapshot (live; treat as read-only). */
	get snapshot(): GameSnapshot<unknown> {
		return this.actor.getSnapshot() as GameSnapshot<unknown>;
	}

	/** The accepted events, oldest first. */
	get log(): readonly LoggedEvent[] {
		return this.events;
	}

	/** The snapshot as JSON to store (XState `getPersistedSnapshot`). */
	persisted(): unknown {
		return this.actor.getPersistedSnapshot();
	}

	/** Every legal event for `seat` now. */
	legalEvents(seat: SeatId): GameEvent[] {
		return this.def.legalEvents(this.snapshot, seat);
	}

	/**
	 * Plays one event.
	 * @returns the log entry that was appended
	 * @throws IllegalEventError (nothing changed) when the event is not among the legal ones
	 */
	send(ev: GameEvent, by: 'human' | 'bot' = 'human'): LoggedEvent {
		const before = this.snapshot;
		if (this.def.result(before)) throw new IllegalEventError('the game is over', ev);
		if (!this.legalEvents(ev.seat).some((l) => jsonEqual(l, ev))) {
			throw new IllegalEventError(`${ev.type} is not a legal move for seat ${ev.seat + 1} now`, ev);
		}
		this.actor.send(ev);
		const after = this.snapshot;
		if (after.status === 'error') {
			// The machine threw: put back the state before the event.
			this.actor.stop();
			this.actor = replay(
				this.def,
				this.setup,
				this.events.map((e) => e.ev)
			);
			throw new IllegalEventError(`${ev.type} could not be applied`, ev);
		}
		const entry: LoggedEvent = { ev, by, reveal: this.def.revealsHidden(ev, before, after), at: Date.now() };
		this.events.push(entry);
		return entry;
	}

	/**
	 * How many log entries one undo would remove: back over bot moves to the last human
	 * move. 0 when undo is not possible (nothing to undo, or a reveal is in the way).
	 */
	undoDepth(): number {
		let n = 0;
		for (let i = this.events.length - 1; i >= 0; i--) {
			const e = this.events[i];
			if (e.reveal) return 0;
			n++;
			if (e.by === 'human') return n;
		}
		return 0;
	}

	/** True when `undo()` would take something back. */
	canUndo(): boolean {
		return this.undoDepth() > 0;
	}

	/**
	 * Takes back the last human move (and the bot moves after it) by replaying the log
	 * without them.
	 * @returns the removed entries (oldest first)
	 * @throws IllegalEventError when undo is not possible
	 */
	undo(): LoggedEvent[] {
		const n = this.undoDepth();
		if (n === 0) throw new IllegalEventError('nothing can be undone: the last move revealed hidden information', null);
		const kept = this.events.slice(0, this.events.length - n);
		const actor = replay(
			this.def,
			this.setup,
			kept.map((e) => e.ev)
		);
		this.actor.stop();
		this.actor = actor;
		const removed = this.events.slice(kept.length);
		this.events = kept;
		return removed;
	}

	/** Stops the actor. */
	stop(): void {
		this.actor.stop();
	}
}
