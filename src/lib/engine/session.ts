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
	/**
	 * Present (true) when the table sent it by itself, for nobody's decision: an action window
	 * passed because nothing happened to anyone (the LCG's auto-pass, UI.md "Action windows").
	 * An undo takes it back together with the move before it (`GameSession.undoDepth`).
	 */
	auto?: true;
}

/**
 * The last entry of `log` that somebody chose (a person or a bot), skipping those the table
 * sent by itself (`auto`); undefined when there is none. This is the move an undo concerns.
 */
export function lastChosen(log: readonly LoggedEvent[]): LoggedEvent | undefined {
	for (let k = log.length - 1; k >= 0; k--) if (!log[k].auto) return log[k];
	return undefined;
}

/**
 * Who asks for an undo: a seat (it may take back only its own last move), or
 * `'every-seat'`: one person plays every seat of a cooperative game (curtain off).
 */
export type UndoBy = SeatId | 'every-seat';

/**
 * Why an undo is refused (GameSession.undoVerdict): nothing was played, the game is over, the
 * move revealed hidden information, a computer player moved, a step of play was closed, or
 * another player moved since.
 */
export type UndoRefusal = 'nothing' | 'game-over' | 'reveal' | 'bot' | 'step' | 'other';

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
 * read functions work on it (`resolveState` accepts any context, even `null`): the result,
 * the legal events of the seats that act, and the view of every seat and of the table (what
 * a Board draws). The storage layer checks the snapshot's content hash before this (issue 20);
 * this catches a snapshot that the current code cannot read.
 * @param seats the number of seats of the game
 * @throws whatever the definition throws, or an Error when the context is not an object
 */
function probe(def: AnyGameDefinition, s: GameSnapshot<unknown>, seats: number): void {
	if (s.context === null || typeof s.context !== 'object') throw new Error('the snapshot has no context');
	def.result(s);
	for (const seat of def.activeSeats(s)) def.legalEvents(s, seat);
	def.view(s, 'table');
	for (let seat = 0; seat < seats; seat++) def.view(s, seat);
}

/**
 * Replays `events` on a fresh actor.
 * @returns the actor, started, at the state after the last event
 * @throws RestoreError if an event is not legal when replayed (a corrupt or foreign log)
 */
export function replay(def: AnyGameDefinition, setup: GameSetup, events: readonly GameEvent[]): AnyActor {
	if (def.replayState) {
		// The same checks without an actor per event (the definition's faster replay), then
		// one actor started from the state reached.
		const input = def.createInput({ seats: setup.seats, options: setup.options, seed: setup.seed });
		const r = def.replayState(input, events);
		if (!r.ok) {
			if (r.reason === 'start') throw new RestoreError(`the game could not start: ${String(r.error)}`);
			const ev = events[r.at];
			throw new RestoreError(`event ${r.at + 1} of the log (${ev?.type}) ${r.reason === 'illegal' ? 'is not legal when replayed' : 'broke the game'}`);
		}
		return startActor(def, setup, def.machine.resolveState({ value: r.value as never, context: r.context }));
	}
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
				// A snapshot of an older statechart, in the current one's shape (the definition's upgrade).
				if (def.upgradeSnapshot) snapshot = def.upgradeSnapshot(snapshot);
				const snap = snapshot as { value: unknown; context: unknown };
				def.machine.resolveState({ value: snap.value as never, context: snap.context as never });
				const actor = startActor(def, setup, snapshot);
				try {
					probe(def, actor.getSnapshot() as GameSnapshot<unknown>, setup.seats.length);
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
	 * @param by who chose it: a person ('human') or a computer player ('bot')
	 * @param auto true when the table sent it by itself (an action window passed by auto-pass):
	 *   the entry is marked `auto` and an undo takes it back with the move before it
	 * @returns the log entry that was appended
	 * @throws IllegalEventError (nothing changed) when the event is not among the legal ones
	 */
	send(ev: GameEvent, by: 'human' | 'bot' = 'human', auto = false): LoggedEvent {
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
		if (auto) entry.auto = true;
		this.events.push(entry);
		this.after.clear();
		return entry;
	}

	/**
	 * How many log entries one undo by `by` would remove: 0 (refused), 1 (the last move), or
	 * more when the last entries were sent by the table itself (`auto`, an action window passed):
	 * those go with the move before them, which is the move taken back.
	 * Board Game Arena's policy (DESIGN.md "Sessions, saves, undo"): a player takes back only
	 * their own moves since their turn began, one at a time, so the move must be a human
	 * move of `by`; never a bot's move, another player's move, a move that revealed hidden
	 * information (a draw, a shuffle, a die roll), a move that closed a step of play (the
	 * game's optional `undoBarrier`, e.g. the end of a phase), nor anything once the game is over.
	 * `'every-seat'` is one person playing every seat (a cooperative game, all seats human,
	 * curtain off): any human move may be taken back, still never past the last reveal.
	 * @param by the seat asking; when omitted, the seat of the move (the player who just
	 *   moved and still holds the tablet)
	 */
	undoDepth(by?: UndoBy): number {
		return this.undoVerdict(by).depth;
	}

	/**
	 * `undoDepth` with the reason when it is 0, read in one walk of the log (so an Undo offered
	 * and the answer to it never disagree): `refusal` names what stops the undo and the log
	 * entry concerned (`entry`: the move that revealed, the bot's or the other player's move,
	 * the move that closed a step), or `nothing` / `game-over`.
	 */
	undoVerdict(by?: UndoBy): { depth: number; refusal: UndoRefusal | null; entry?: LoggedEvent } {
		if (this.def.result(this.snapshot)) return { depth: 0, refusal: 'game-over' };
		const n = this.events.length;
		for (let k = n - 1; k >= 0; k--) {
			const e = this.events[k];
			if (e.reveal) return { depth: 0, refusal: 'reveal', entry: e };
			if (e.by === 'bot') return { depth: 0, refusal: 'bot', entry: e };
			if (this.closes(k)) return { depth: 0, refusal: 'step', entry: e };
			if (e.auto) continue;
			if (by !== undefined && by !== 'every-seat' && e.ev.seat !== by) return { depth: 0, refusal: 'other', entry: e };
			return { depth: n - k, refusal: null };
		}
		return { depth: 0, refusal: 'nothing' };
	}

	/**
	 * True when the last logged event closed a step of play that may not be reopened (the
	 * definition's optional `undoBarrier`, judged on the current snapshot): undo stops before it.
	 */
	closedStep(): boolean {
		return this.events.length > 0 && this.closes(this.events.length - 1);
	}

	/** Snapshots after the first k events, replayed for `closes` (cleared by every send and undo). */
	private readonly after = new Map<number, GameSnapshot<unknown>>();

	/**
	 * True when log entry `k` closed a step of play (the definition's `undoBarrier`, judged on
	 * the snapshot just after it: the live one for the last entry, else a replay, kept until
	 * the log changes).
	 */
	private closes(k: number): boolean {
		const barrier = this.def.undoBarrier;
		if (!barrier) return false;
		let after: GameSnapshot<unknown> | undefined = k === this.events.length - 1 ? this.snapshot : this.after.get(k + 1);
		if (!after) {
			const actor = replay(this.def, this.setup, this.events.slice(0, k + 1).map((e) => e.ev));
			after = actor.getSnapshot() as GameSnapshot<unknown>;
			actor.stop();
			this.after.set(k + 1, after);
		}
		return !!barrier(this.events[k].ev, after);
	}

	/** True when `undo(by)` would take something back (see `undoDepth`). */
	canUndo(by?: UndoBy): boolean {
		return this.undoDepth(by) > 0;
	}

	/**
	 * Takes back the last move when `by` may (see `undoDepth`) by replaying the log without it
	 * (and without the entries the table sent by itself after it).
	 * @returns the removed entries (oldest first)
	 * @throws IllegalEventError when undo is refused (nothing changed)
	 */
	undo(by?: UndoBy): LoggedEvent[] {
		const n = this.undoDepth(by);
		if (n === 0) throw new IllegalEventError(this.undoRefusal(by), null);
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
		this.after.clear();
		return removed;
	}

	/** Why `undo(by)` is refused, in plain English (for logs and errors, not for the screen). */
	private undoRefusal(by?: UndoBy): string {
		const v = this.undoVerdict(by);
		switch (v.refusal) {
			case 'game-over':
				return 'nothing can be undone: the game is over';
			case 'reveal':
				return 'nothing can be undone: the last move revealed hidden information';
			case 'bot':
				return "nothing can be undone: the last move was a computer player's";
			case 'step':
				return 'nothing can be undone: the last move closed a step of play';
			case 'other':
				return `nothing can be undone: the last move was not seat ${Number(by) + 1}'s`;
			default:
				return 'nothing can be undone: no move was made yet';
		}
	}

	/** Stops the actor. */
	stop(): void {
		this.actor.stop();
	}
}
