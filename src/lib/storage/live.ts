/**
 * The game on the play screen: a `GameSession` whose every move is saved (DESIGN.md
 * "Sessions, saves, undo" and "Budgets"):
 *
 * - a move is applied and PAINTED as soon as it is computed (listeners get 'painted',
 *   `pending` is true), while its commit (the event and the snapshot tied to the new log, one
 *   transaction) is in flight;
 * - the next operation waits for that commit (operations are queued);
 * - a failed commit ROLLS BACK the game to what the database holds (listeners get
 *   'rolled-back', the error is rethrown for the screen to say so), and operations queued
 *   behind it are cancelled (`MoveCancelledError`) rather than played on another state.
 *   At most the in-flight move is lost.
 * - a commit whose database connection was lost (the browser closed it) is retried once on
 *   a reopened connection; when that fails too the move is rolled back with
 *   `SaveNotWrittenError` and kept as `unsaved` for the screen's "not saved — try again".
 *
 * Framework-free: the play screen wraps it in Svelte state (a listener bumps `$state`).
 */
import { GameSession, type LoggedEvent, type UndoBy } from '$lib/engine/session';
import type { AnyGameDefinition, BotLevel, GameEvent, GameResult, GameSnapshot, SeatId, SeatSetup } from '$lib/engine/types';
import type { MiddleEarthDb } from './db';
import { StorageError } from './errors';
import { openSave, type DefinitionSource, type OpenFailure } from './resume';
import { commitEvent, createSave, replaceLog, type LogTie } from './saves';
import { LOG_HASH_EMPTY } from './hash';
import { clearPending, markPending, takeLostMove } from './pending-mark';
import type { SaveStatus } from './types';

/** What changed, for `subscribe` listeners. */
export type LiveChange = 'painted' | 'durable' | 'rolled-back' | 'reloaded';

/** An operation queued behind a move whose commit failed: it was not played (the game was rolled back). */
export class MoveCancelledError extends StorageError {
	override readonly code = 'move-cancelled';
	constructor() {
		super('This move was not played: the move before it could not be saved.');
		this.name = 'MoveCancelledError';
	}
}

/** The BroadcastChannel on which a tab says "this save changed" (`{ id, length }`), so read-only tabs follow. */
export const SAVES_CHANNEL = 'met-saves';

/** Waits until the browser has painted what was just rendered (a frame, then a task); immediate outside a browser. */
function afterPaint(): Promise<void> {
	if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.visibilityState === 'hidden') return Promise.resolve();
	return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * True when the move from `before` to `after` ends a round or the game (a checkpoint,
 * written with strict durability): the game's result appears, or its round (`def.round`) changes.
 */
export function isCheckpoint(def: AnyGameDefinition, before: GameSnapshot<unknown>, after: GameSnapshot<unknown>): boolean {
	if (def.result(after) && !def.result(before)) return true;
	const round = def.round(after);
	return round !== null && round !== def.round(before);
}

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
	private tie_: LogTie;
	private status_: SaveStatus;
	private pending_ = false;
	private queue: Promise<unknown> = Promise.resolve();
	/** Bumped by every rollback: operations queued before it are cancelled. */
	private generation = 0;
	private listeners = new Set<(change: LiveChange) => void>();
	private closed = false;
	private channel: BroadcastChannel | null = null;
	private unsaved_: { ev: GameEvent; by: 'human' | 'bot'; auto: boolean } | null = null;

	private constructor(
		readonly db: MiddleEarthDb,
		readonly id: string,
		readonly def: AnyGameDefinition,
		session: GameSession,
		tie: LogTie,
		/** Waits for the painted frame before the commit starts (tests pass an immediate one). */
		private readonly yieldToPaint: () => Promise<void> = afterPaint
	) {
		this.session_ = session;
		this.tie_ = tie;
		this.status_ = statusOf(def, session.snapshot);
		if (typeof BroadcastChannel === 'function') this.channel = new BroadcastChannel(SAVES_CHANNEL);
	}

	/**
	 * Starts a new game and stores its save (status 'active', empty log, first snapshot),
	 * with strict durability (a checkpoint).
	 * @param seats the players in seat order (names are cleaned when stored)
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
			return new LiveGame(db, save.id, def, session, { length: 0, hash: LOG_HASH_EMPTY });
		} catch (e) {
			session.stop();
			throw e;
		}
	}

	/**
	 * Opens a saved game (see `openSave`: the snapshot tied to the log, else replay; a save
	 * that restores neither way is kept read-only and reported).
	 * @param yieldToPaint how a move waits for its frame to be painted before committing
	 *   (default: a frame and a task in a browser, nothing elsewhere)
	 * @returns `{ ok: true, game, restoredBy, lostMove }` or the `OpenFailure` of `openSave`;
	 *   `lostMove` is true when a move was painted in an earlier visit but its commit never
	 *   finished (the page died while saving it): the screen says it was taken back
	 */
	static async open(
		db: MiddleEarthDb,
		id: string,
		definitions: DefinitionSource,
		yieldToPaint?: () => Promise<void>
	): Promise<{ ok: true; game: LiveGame; restoredBy: 'snapshot' | 'replay'; lostMove: boolean } | OpenFailure> {
		const r = await openSave(db, id, definitions);
		if (!r.ok) return r;
		const lostMove = takeLostMove(id, r.tie.length);
		return { ok: true, game: new LiveGame(db, id, r.def, r.session, r.tie, yieldToPaint), restoredBy: r.restoredBy, lostMove };
	}

	/**
	 * The engine session underneath. Read from it freely; never `send`/`undo` through it, or
	 * the move is not saved.
	 */
	get session(): GameSession {
		return this.session_;
	}

	/** The snapshot shown: the last move's, even while its commit is in flight (`pending`). Read-only. */
	get snapshot(): GameSnapshot<unknown> {
		return this.session_.snapshot;
	}

	/** The log shown, oldest first (its last entry may be pending). */
	get log(): readonly LoggedEvent[] {
		return this.session_.log;
	}

	/** True while the last move is painted but its commit has not finished. */
	get pending(): boolean {
		return this.pending_;
	}

	/**
	 * The move that was played but could not be written because the connection to the device
	 * storage was lost twice (`SaveNotWrittenError`): the game went back to the last saved
	 * move, and `retryUnsaved` plays it again. Null when there is none (any later move or undo
	 * clears it).
	 */
	get unsaved(): { ev: GameEvent; by: 'human' | 'bot' } | null {
		return this.unsaved_ ? { ev: this.unsaved_.ev, by: this.unsaved_.by } : null;
	}

	/**
	 * Plays the move that could not be saved (`unsaved`) again, as it was chosen.
	 * @returns the log entry once durable, or null when there is nothing to retry
	 * @throws as `send` (it stays `unsaved` when the connection fails again)
	 */
	async retryUnsaved(): Promise<LoggedEvent | null> {
		const u = this.unsaved_;
		if (!u) return null;
		return this.enqueue(() => this.apply(u.ev, u.by, u.auto));
	}

	/** 'active' or 'finished', as last committed. */
	get status(): SaveStatus {
		return this.status_;
	}

	/** The stored log's length and hash (what the next commit expects). */
	get tie(): LogTie {
		return this.tie_;
	}

	/** Seats in order. */
	get seats(): SeatSetup[] {
		return this.session_.setup.seats;
	}

	/** The game's result, null while it goes on. */
	result(): GameResult | null {
		return this.def.result(this.snapshot);
	}

	/** Who must act now. */
	activeSeats(): SeatId[] {
		return this.def.activeSeats(this.snapshot);
	}

	/** Every legal event of `seat` now. */
	legalEvents(seat: SeatId): GameEvent[] {
		return this.def.legalEvents(this.snapshot, seat);
	}

	/** True when `undo(by)` would take something back now (GameSession.undoDepth's policy). */
	canUndo(by?: UndoBy): boolean {
		return this.session_.canUndo(by);
	}

	/** Calls `listener` after every change (painted, durable, rolled back, reloaded). @returns unsubscribe */
	subscribe(listener: (change: LiveChange) => void): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}

	/**
	 * Plays one event: painted at once (listeners get 'painted'), then saved.
	 * @param by 'bot' when a computer player chose it (a bot's move is never undone)
	 * @param opts.auto true when the table sent it by itself (an action window passed by
	 *   auto-pass): logged as `auto`, taken back with the move before it (GameSession.send)
	 * @returns the log entry, once it is durable
	 * @throws IllegalEventError (nothing changed); MoveCancelledError (queued behind a failed
	 *   commit, not played); StorageFullError, SaveConflictError, SaveBrokenError,
	 *   SaveNotFoundError or another storage error: the move was rolled back, the game is as
	 *   saved in the database
	 */
	send(ev: GameEvent, by: 'human' | 'bot' = 'human', opts: { auto?: boolean } = {}): Promise<LoggedEvent> {
		return this.enqueue(() => this.apply(ev, by, opts.auto === true));
	}

	/**
	 * The move of the bot in `seat` (its level from the seat, 'normal' when the seat has
	 * none), played and saved as `send(ev, 'bot')`.
	 * @param random the bot's source of chance, floats in [0, 1)
	 * @param chosen called once the bot has chosen its move, before it is applied (the play
	 *   screen starts its move timing there: a bot's thinking is not part of a tap's latency)
	 */
	playBot(seat: SeatId, random: () => number = Math.random, chosen?: () => void): Promise<LoggedEvent> {
		return this.enqueue(() => {
			const level: BotLevel = this.seats[seat]?.bot ?? 'normal';
			const ev = this.def.botEvent(this.snapshot, seat, level, random) as GameEvent;
			chosen?.();
			return this.apply(ev, 'bot');
		});
	}

	/**
	 * Takes back the last move when `by` may (GameSession.undoDepth: one's own human move,
	 * never a bot's, another player's or a reveal, with the action windows the table passed by
	 * itself after it) and saves the shortened log (shown once saved).
	 * @returns the removed entries, oldest first
	 * @throws IllegalEventError when nothing can be undone (nothing changed); a storage error
	 *   (the undo is NOT applied, the game is as saved)
	 */
	undo(by?: UndoBy): Promise<LoggedEvent[]> {
		return this.enqueue(async () => {
			const before = this.session_.log.slice();
			const removed = this.session_.undo(by);
			const status = statusOf(this.def, this.session_.snapshot);
			try {
				this.tie_ = await replaceLog(this.db, this.id, this.session_.log, this.session_.persisted(), status, this.tie_);
			} catch (e) {
				await this.rollback(before);
				throw e;
			}
			this.status_ = status;
			this.unsaved_ = null;
			this.notify('durable');
			this.broadcast();
			return removed;
		});
	}

	/**
	 * Throws away the game in memory and reads it again from the database (after another tab
	 * played on it). Listeners get 'reloaded'.
	 * @returns false when the save no longer opens (the game in memory is kept)
	 */
	reload(definitions?: DefinitionSource): Promise<boolean> {
		return this.enqueue(async () => {
			const r = await openSave(this.db, this.id, definitions ?? { [this.def.id]: this.def });
			if (!r.ok) return false;
			this.session_.stop();
			this.session_ = r.session;
			this.tie_ = r.tie;
			this.status_ = statusOf(this.def, r.session.snapshot);
			this.notify('reloaded');
			return true;
		});
	}

	/**
	 * Resolves once every operation queued so far (the move in flight and those behind it) has
	 * been saved, rolled back or cancelled: what a tab waits for before it hands its save over
	 * to another tab (SaveLock). Never rejects.
	 */
	idle(): Promise<void> {
		return this.queue.then(
			() => undefined,
			() => undefined
		);
	}

	/** Stops the game's actor; the save stays as it is. Further operations are refused. */
	close(): void {
		this.closed = true;
		this.session_.stop();
		this.listeners.clear();
		this.channel?.close();
		this.channel = null;
	}

	private async apply(ev: GameEvent, by: 'human' | 'bot', auto = false): Promise<LoggedEvent> {
		const fallback = this.session_.log.slice();
		const before = this.session_.snapshot;
		const entry = this.session_.send(ev, by, auto);
		const after = this.session_.snapshot;
		const status = statusOf(this.def, after);
		this.pending_ = true;
		this.notify('painted');
		markPending(this.id, this.tie_.length + 1);
		try {
			await this.yieldToPaint();
			const persisted = this.session_.persisted();
			this.tie_ = await commitEvent(this.db, this.id, entry, persisted, status, this.tie_, isCheckpoint(this.def, before, after));
			clearPending(this.id);
		} catch (e) {
			clearPending(this.id);
			await this.rollback(fallback);
			this.unsaved_ = (e as { code?: unknown })?.code === 'not-saved' ? { ev, by, auto } : null;
			throw e;
		}
		this.unsaved_ = null;
		this.pending_ = false;
		this.status_ = status;
		this.notify('durable');
		this.broadcast();
		return entry;
	}

	private enqueue<T>(op: () => Promise<T>): Promise<T> {
		const gen = this.generation;
		const run = async () => {
			if (this.closed) throw new Error('this game is closed');
			if (gen !== this.generation) throw new MoveCancelledError();
			return op();
		};
		const p = this.queue.then(run, run);
		this.queue = p.catch(() => undefined);
		return p;
	}

	private notify(change: LiveChange): void {
		for (const l of this.listeners) {
			try {
				l(change);
			} catch {
				/* a listener's error must not undo a move */
			}
		}
	}

	private broadcast(): void {
		try {
			this.channel?.postMessage({ id: this.id, length: this.tie_.length });
		} catch {
			/* other tabs then catch up on their next open */
		}
	}

	/**
	 * Puts the game back to what the database holds (the truth), or, if it cannot be read, to
	 * `fallback` (the log before the failed operation) by replay.
	 */
	private async rollback(fallback: readonly LoggedEvent[]): Promise<void> {
		this.generation++;
		this.pending_ = false;
		const r = await openSave(this.db, this.id, { [this.def.id]: this.def }).catch(() => null);
		let next: GameSession;
		if (r?.ok) {
			next = r.session;
			this.tie_ = r.tie;
		} else {
			next = GameSession.fromSave(this.def, this.session_.setup, fallback.slice(), null).session;
		}
		this.session_.stop();
		this.session_ = next;
		this.status_ = statusOf(this.def, next.snapshot);
		this.notify('rolled-back');
	}
}
