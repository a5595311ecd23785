/**
 * The game on the play screen: a `GameSession` whose every move is saved before it is shown
 * (DESIGN.md "Sessions, saves, undo": every accepted event is written in one transaction with
 * the new snapshot before the UI shows the result as done).
 *
 * `snapshot`, `log` and `status` are the COMMITTED state: they change only once the write
 * has succeeded, and listeners (`subscribe`) are called then. If the write fails, the
 * session is put back to what the database holds and the error is rethrown, so the screen
 * never shows a move that is not saved. Operations are queued: a second `send` waits for the
 * first to be saved (or rolled back) and is then checked against that state.
 *
 * Framework-free: the play screen wraps it in Svelte state (e.g. a `$state` counter bumped
 * from `subscribe`).
 */
import { GameSession, type LoggedEvent } from '$lib/engine/session';
import type { AnyGameDefinition, BotLevel, GameEvent, GameResult, GameSnapshot, SeatId, SeatSetup } from '$lib/engine/types';
import type { MiddleEarthDb } from './db';
import { SaveNotFoundError } from './errors';
import { openSave, setupOf, type DefinitionSource, type OpenFailure } from './resume';
import { commitEvent, createSave, getSave, replaceLog } from './saves';
import type { SaveStatus } from './types';

/** A random seed (a signed 32-bit integer, what `createRng` uses). */
export function randomSeed(): number {
	const a = new Int32Array(1);
	crypto.getRandomValues(a);
	return a[0];
}

function statusOf(def: AnyGameDefinition, s: GameSnapshot<unknown>): SaveStatus {
	return def.result(s) ? 'finished' : 'active';
}

/** A saved game being played. Create with `LiveGame.create` or `LiveGame.open`. */
export class LiveGame {
	private session_: GameSession;
	private committed: GameSnapshot<unknown>;
	private committedLog: readonly LoggedEvent[];
	private status_: SaveStatus;
	private queue: Promise<unknown> = Promise.resolve();
	private listeners = new Set<() => void>();
	private closed = false;

	private constructor(
		readonly db: MiddleEarthDb,
		readonly id: string,
		readonly def: AnyGameDefinition,
		session: GameSession
	) {
		this.session_ = session;
		this.committed = session.snapshot;
		this.committedLog = session.log.slice();
		this.status_ = statusOf(def, session.snapshot);
	}

	/**
	 * Starts a new game and stores its save (status 'active', empty log, first snapshot).
	 * @param seats the players in seat order
	 * @param seed the game's seed; a random one when omitted
	 * @param options merged over the game's default options
	 * @param title an optional name for the saved-games list
	 * @throws whatever `createInput`/the machine throws for bad seats or options;
	 *   StorageFullError when the device is full (nothing stored)
	 */
	static async create(
		db: MiddleEarthDb,
		def: AnyGameDefinition,
		seats: SeatSetup[],
		seed: number = randomSeed(),
		options: Record<string, unknown> = {},
		title?: string
	): Promise<LiveGame> {
		const session = GameSession.start(def, seats, seed, options);
		try {
			const save = await createSave(db, {
				gameId: def.id,
				seats: session.setup.seats,
				options: session.setup.options,
				seed: session.setup.seed,
				snapshot: session.persisted(),
				title
			});
			return new LiveGame(db, save.id, def, session);
		} catch (e) {
			session.stop();
			throw e;
		}
	}

	/**
	 * Opens a saved game (see `openSave`: snapshot, else replay; a save that restores neither
	 * way is kept and reported).
	 * @returns `{ ok: true, game, restoredBy }` or the `OpenFailure` of `openSave`
	 */
	static async open(
		db: MiddleEarthDb,
		id: string,
		definitions: DefinitionSource
	): Promise<{ ok: true; game: LiveGame; restoredBy: 'snapshot' | 'replay' } | OpenFailure> {
		const r = await openSave(db, id, definitions);
		if (!r.ok) return r;
		return { ok: true, game: new LiveGame(db, id, r.def, r.session), restoredBy: r.restoredBy };
	}

	/**
	 * The engine session underneath. Read from it freely (`session.snapshot` equals
	 * `snapshot` except while a move is being saved); never `send`/`undo` through it, or the
	 * move is not saved.
	 */
	get session(): GameSession {
		return this.session_;
	}

	/** The committed snapshot (what is saved). Read-only; pass it to `def.view` before drawing. */
	get snapshot(): GameSnapshot<unknown> {
		return this.committed;
	}

	/** The committed log, oldest first. */
	get log(): readonly LoggedEvent[] {
		return this.committedLog;
	}

	/** 'active' or 'finished' (a broken save never opens). */
	get status(): SaveStatus {
		return this.status_;
	}

	/** Seats in order. */
	get seats(): SeatSetup[] {
		return this.session_.setup.seats;
	}

	/** The game's result, null while it goes on. */
	result(): GameResult | null {
		return this.def.result(this.committed);
	}

	/** Who must act now. */
	activeSeats(): SeatId[] {
		return this.def.activeSeats(this.committed);
	}

	/** Every legal event of `seat` now. */
	legalEvents(seat: SeatId): GameEvent[] {
		return this.def.legalEvents(this.committed, seat);
	}

	/** True when `undo()` would take something back now. */
	canUndo(): boolean {
		return this.session_.canUndo();
	}

	/** Calls `listener` after every committed change (send, undo, rollback). @returns unsubscribe */
	subscribe(listener: () => void): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}

	/**
	 * Plays one event and saves it; resolves once it is saved.
	 * @param by 'bot' when a computer player chose it (undo takes bot moves back with the human move before them)
	 * @returns the log entry
	 * @throws IllegalEventError (nothing changed); StorageFullError, SaveConflictError,
	 *   SaveNotFoundError or another storage error: the move is NOT applied, the game is as
	 *   saved in the database
	 */
	send(ev: GameEvent, by: 'human' | 'bot' = 'human'): Promise<LoggedEvent> {
		return this.enqueue(() => this.apply(ev, by));
	}

	/**
	 * The move of the bot in `seat` (its level from the seat, 'normal' when the seat has
	 * none), played and saved as `send(ev, 'bot')`.
	 * @param random the bot's source of chance, floats in [0, 1)
	 */
	playBot(seat: SeatId, random: () => number = Math.random): Promise<LoggedEvent> {
		return this.enqueue(() => {
			const level: BotLevel = this.seats[seat]?.bot ?? 'normal';
			return this.apply(this.def.botEvent(this.committed, seat, level, random) as GameEvent, 'bot');
		});
	}

	/**
	 * Takes back the last human move (and the bot moves after it), back to the last reveal at
	 * most, and saves the shortened log.
	 * @returns the removed entries, oldest first
	 * @throws IllegalEventError when nothing can be undone (nothing changed); a storage error
	 *   (the undo is NOT applied, the game is as saved)
	 */
	undo(): Promise<LoggedEvent[]> {
		return this.enqueue(async () => {
			const before = this.session_.log.slice();
			const removed = this.session_.undo();
			const status = statusOf(this.def, this.session_.snapshot);
			try {
				await replaceLog(this.db, this.id, this.session_.log, this.session_.persisted(), status, before.length);
			} catch (e) {
				await this.rollback(before);
				throw e;
			}
			this.publish(status);
			return removed;
		});
	}

	/** Stops the game's actor; the save stays as it is. Further sends are refused. */
	close(): void {
		this.closed = true;
		this.session_.stop();
		this.listeners.clear();
	}

	private async apply(ev: GameEvent, by: 'human' | 'bot'): Promise<LoggedEvent> {
		const before = this.session_.log.length;
		const entry = this.session_.send(ev, by);
		const status = statusOf(this.def, this.session_.snapshot);
		try {
			await commitEvent(this.db, this.id, entry, this.session_.persisted(), status, before);
		} catch (e) {
			await this.rollback(this.session_.log.slice(0, before));
			throw e;
		}
		this.publish(status);
		return entry;
	}

	private enqueue<T>(op: () => Promise<T>): Promise<T> {
		const run = async () => {
			if (this.closed) throw new Error('this game is closed');
			return op();
		};
		const p = this.queue.then(run, run);
		this.queue = p.catch(() => undefined);
		return p;
	}

	private publish(status: SaveStatus): void {
		this.committed = this.session_.snapshot;
		this.committedLog = this.session_.log.slice();
		this.status_ = status;
		for (const l of this.listeners) {
			try {
				l();
			} catch {
				/* a listener's error must not undo a saved move */
			}
		}
	}

	/**
	 * Puts the session back to what the database holds (the truth), or, if it cannot be
	 * read, to `fallback` (the log before the failed operation) by replay.
	 */
	private async rollback(fallback: readonly LoggedEvent[]): Promise<void> {
		let next: GameSession | null = null;
		try {
			const save = await getSave(this.db, this.id);
			if (!save) throw new SaveNotFoundError(this.id);
			next = GameSession.fromSave(this.def, setupOf(save), save.events, save.snapshot).session;
		} catch {
			next = GameSession.fromSave(this.def, this.session_.setup, fallback.slice(), null).session;
		}
		this.session_.stop();
		this.session_ = next;
		this.publish(statusOf(this.def, next.snapshot));
	}
}
