/**
 * The table around a game (DESIGN.md "The table"): everything that happens between two moves,
 * for every game alike, with no screen in it. Built on a `LiveGame` (every move painted, then
 * saved); the play screen is a view of it (it reads `view()` after each `subscribe` call).
 *
 * - who acts and who holds the tablet: the curtain, picking a player in a shared window, the
 *   hand-back;
 * - ONE scheduler for the moves the table makes itself (`nextTableMove`: a game's automatic
 *   move, else a computer player's), after the speed setting's pause, skippable;
 * - undo: what may be undone and by whom, with the reason when not, from one verdict
 *   (GameSession.undoVerdict), so an offered Undo is never refused;
 * - "since your last turn" per seat from the game's log (setup, phases, consequences);
 * - the phase summaries queue, the first-game coach and the hint.
 */
import { m } from '$lib/paraglide/messages.js';
import type { LiveGame } from '$lib/storage/live';
import { lastChosen, type LoggedEvent, type UndoBy } from '$lib/engine/session';
import type { AnyGameDefinition, GameEvent, GameSnapshot, LogEntry, SeatId, SeatSetup } from '$lib/engine/types';
import type { CoachTip, PhaseSummary, RecentMove } from '$lib/ui/contract';
import { hintWithReason } from '$lib/ui/hint';
import { nextTableMove } from './next-move';
import { TableMemory, defaultStore, memoryKey, type MemoryStore } from './memory';
import { UndoRefusedError, undoReason, type UndoOffer } from './undo';
import { coveredEntries, linesSinceMark, recentSince, sinceLines, type SinceSource } from './since';
import type { TableDeps, TableSettings, TableUi, TableView } from './types';

/** No legal event (the same empty list every time: a redraw without a move hands a Board the same array). Never written to. */
const NO_EVENTS: GameEvent[] = [];

export type { TableSettings, TableDeps, TableUi, TableView } from './types';

/** One game at the table. Call `start()` once the screen listens, `close()` when it leaves. */
export class TableSession {
	readonly def: AnyGameDefinition;
	readonly seats: SeatSetup[];
	readonly memory: TableMemory;
	private listeners = new Set<() => void>();
	private viewer_: SeatId | 'table' = 'table';
	private chosen: SeatId | null = null;
	private inFlight = 0;
	private skipping = false;
	private botPaused = false;
	private readOnly = false;
	private boardDialog = false;
	/** The board's open panel holds the table's automatic moves (setBoardDialog). */
	private boardHoldsAuto = false;
	/** No automatic move here: "Stop for an Action", or an undo came back here. A person's move lifts it. */
	private autoHeld = false;
	private timer: unknown = undefined;
	/** The table's automatic move is about to be played: nobody is asked meanwhile. */
	private autoPending = false;
	private summaries: PhaseSummary[] = [];
	private tipOn: string | null = null;
	private tipClosed = false;
	private hintAsked: { ev: GameEvent | null; reason: LogEntry | null; at: number; seat: SeatId } | null = null;
	private retrying = false;
	private recentClosedAt = -1;
	private shown: GameSnapshot<unknown>;
	private closed = false;
	private unsubscribe: () => void;

	constructor(
		readonly live: LiveGame,
		readonly ui: TableUi,
		private readonly deps: TableDeps,
		store: MemoryStore = deps.store ?? defaultStore()
	) {
		this.def = live.def;
		this.seats = live.seats;
		this.memory = new TableMemory(store, memoryKey(live.id));
		this.shown = live.snapshot;
		this.unsubscribe = live.subscribe((c) => {
			if (c !== 'durable') this.changed();
		});
	}

	/** Looks at the game as it is and plans the table's next move. */
	start(): void {
		this.changed();
		this.schedule();
	}

	/** Calls `listener` after every change. @returns unsubscribe */
	subscribe(listener: () => void): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}

	private get humans(): SeatId[] {
		return this.seats.flatMap((s, i) => (s.bot ? [] : [i]));
	}
	private get snapshot(): GameSnapshot<unknown> {
		return this.live.snapshot;
	}
	/** The last legal list computed, with the position and seat it is for (`legalFor`). */
	private legalMemo: { s: GameSnapshot<unknown>; seat: SeatId; list: GameEvent[] } | null = null;
	/**
	 * The seat's legal events in the position drawn now, computed once per position and seat: the
	 * table's own changes (a summary fading, a tip, the since list closed) redraw the screen
	 * without a move, and both the work and a new array on every redraw were wasted (the LCG's
	 * list of every move folded on a redraw that changed nothing: a player's tap undone).
	 */
	private legalFor(seat: SeatId): GameEvent[] {
		const s = this.snapshot;
		const m = this.legalMemo;
		if (m && m.s === s && m.seat === seat) return m.list;
		const list = this.def.legalEvents(s, seat);
		this.legalMemo = { s, seat, list };
		return list;
	}
	private get active(): SeatId[] {
		return this.def.result(this.snapshot) ? [] : this.def.activeSeats(this.snapshot);
	}
	private get activeHumans(): SeatId[] {
		return this.active.filter((s) => !this.seats[s]?.bot);
	}
	private get actingSeat(): SeatId | null {
		const a = this.activeHumans;
		if (a.length === 1) return a[0];
		return this.chosen !== null && a.includes(this.chosen) ? this.chosen : null;
	}
	private get curtain(): boolean {
		const s = this.actingSeat;
		// The settings last: reading them builds the whole settings record (every preference read),
		// and the view asks this once or more per move (issue 17: half the time of TableSession.view
		// in a CPU profile of the LCG's bench moves, where no person acts and there is no curtain).
		return s !== null && this.viewer_ !== s && !this.readOnly && this.humans.length > 1 && this.deps.settings().curtain;
	}
	/** One person plays every seat of a cooperative game: undo goes back across seats. */
	private get everySeat(): boolean {
		return !!this.deps.cooperative && this.humans.length === 1 && this.seats.every((x) => !x.bot);
	}
	private get log(): readonly LogEntry[] {
		return this.def.log(this.snapshot);
	}

	/** Who looks at the tablet after a change. */
	private settleViewer(): void {
		if (this.def.result(this.snapshot) || this.readOnly) return void (this.viewer_ = 'table');
		const humans = this.humans;
		if (humans.length === 1) return void (this.viewer_ = humans[0]);
		const acting = this.actingSeat;
		if (acting === null) return void (this.viewer_ = 'table');
		if (this.viewer_ !== acting) this.viewer_ = !this.deps.settings().curtain || !this.def.hasPrivateHand(this.snapshot, acting) ? acting : 'table';
	}

	/** After any change: summaries, viewer, tip; then the screen is told. */
	private changed(): void {
		if (this.closed) return;
		const now = this.snapshot;
		if (now !== this.shown && this.ui.summaries) {
			const fresh = this.ui.summaries(this.shown, now, this.seats).filter((x) => !this.summaries.some((q) => q.id === x.id));
			// A fading summary only repeats the board: a newer step supersedes it (with computer players at full
			// speed the queue would otherwise show steps long gone, one fade after another).
			if (fresh.length) this.summaries = [...this.summaries.filter((q) => !q.fade), ...fresh];
			this.tell(fresh);
		}
		this.shown = now;
		// An undo took back the entries a summary stood for: they are listed as they come again.
		this.memory.forgetPast(this.log.length);
		if (this.chosen !== null && !this.active.includes(this.chosen)) this.chosen = null;
		this.settleViewer();
		this.settleTip();
		for (const l of this.listeners) l();
	}

	/** Records the log entries each new summary shows in its own words: "since your last turn" names the summary instead (since.ts). */
	private tell(fresh: PhaseSummary[]): void {
		const claimed = new Set(this.memory.told.flatMap((t) => t.at));
		for (const summary of fresh) {
			const at = coveredEntries({ log: this.log, ui: this.ui, seats: this.seats }, summary, claimed);
			for (const i of at) claimed.add(i);
			this.memory.tell({ title: summary.title, at });
		}
	}

	/** The first-game tip: shown when its phase comes up for a person, once; never again after its step, nor after a reload. */
	private settleTip(): void {
		const tip = this.tipNow();
		if (!tip) return;
		if (this.tipOn !== tip.id) {
			this.tipOn = tip.id;
			this.tipClosed = this.memory.tipShown(tip.id);
		}
		if (!this.tipClosed && !this.tipHidden()) this.memory.showTip(tip.id);
	}
	private tipNow(): CoachTip | null {
		if (!this.deps.firstGame || this.def.result(this.snapshot)) return null;
		// A tip says what to tap: it waits until a person may act (a computer player's phase is not theirs).
		if (this.activeHumans.length === 0) return null;
		const tip = this.ui.coach?.(this.snapshot) ?? null;
		if (!tip) return null;
		const done = this.deps.settings().coachDone;
		return done.includes(`${this.def.id}:*`) || done.includes(tip.id) ? null : tip;
	}
	/** A fading summary does not hide the tip (it blocks nothing: the person may act under it, and the tip's step would pass unseen). */
	private tipHidden(): boolean {
		return this.curtain || this.boardDialog || this.summaryHolds;
	}
	/**
	 * A summary that only repeats the board (PhaseSummary.fade) fades whatever the setting; so does
	 * every summary in a tab that only watches (another tab plays): nobody there has a move to hold,
	 * and a panel waiting for OK covered its "Play here instead" (a CI run of storage-games.spec).
	 */
	private get summaryMode(): 'confirm' | 'fade' {
		return this.readOnly || this.summaries[0]?.fade || !this.deps.settings().summariesConfirm ? 'fade' : 'confirm';
	}
	private get summaryHolds(): boolean {
		return this.summaries.length > 0 && this.summaryMode === 'confirm';
	}

	/** Everything the screen draws now. */
	view(): TableView {
		const s = this.snapshot;
		const result = this.def.result(s);
		const acting = this.actingSeat;
		const viewer = this.viewer_;
		const curtain = this.curtain;
		const events = this.live.log;
		const autoNext = this.autoNext();
		const legal = !this.readOnly && !autoNext && typeof viewer === 'number' && viewer === acting ? this.legalFor(viewer) : NO_EVENTS;
		const tip = this.tipNow();
		const hintAllowed = !result && legal.length > 0 && !this.deps.settings().strict;
		const h = this.hintAsked;
		const hintNow = h && hintAllowed && h.at === events.length && h.seat === viewer ? h : null;
		const mine = typeof viewer === 'number' && !curtain ? viewer : null;
		return {
			snapshot: s,
			result,
			active: this.active,
			activeHumans: this.activeHumans,
			actingSeat: acting,
			viewer,
			curtain,
			botActing: this.active.find((x) => this.seats[x]?.bot) ?? null,
			autoPending: autoNext,
			legal: curtain ? NO_EVENTS : legal,
			sending: this.inFlight > 0,
			skipping: this.skipping,
			botPaused: this.botPaused,
			readOnly: this.readOnly,
			unsaved: this.live.unsaved !== null,
			retrying: this.retrying,
			undo: this.undoOffer(),
			since: acting === null ? [] : this.since(acting),
			recent: mine === null ? [] : this.recent(mine),
			recentLogFrom: mine === null ? undefined : this.memory.lastMark(mine, events.length)?.log,
			recentLines: mine === null || this.recentClosedAt === events.length ? [] : linesSinceMark(this.sinceSource, mine),
			// A fading summary waits under the curtain (it would fade there unseen, or half-faded over the
			// next player's prompt) and shows, for its whole time, once the curtain is lifted.
			summary: this.curtain && this.summaryMode === 'fade' ? null : (this.summaries[0] ?? null),
			summaryMode: this.summaryMode,
			summaryHolds: this.summaryHolds,
			tip: tip && this.tipOn === tip.id && !this.tipClosed && !this.tipHidden() && !result ? tip : null,
			hint: hintNow ? { ev: hintNow.ev, text: this.hintText(hintNow.ev), reason: hintNow.ev && hintNow.reason ? this.ui.formatLog(hintNow.reason, this.seats) : null } : null,
			hintAllowed
		};
	}

	/**
	 * True when the table's next move is its own automatic one: planned (`autoPending`), or
	 * about to be planned once the move before it is saved (`schedule` waits for that). Nobody
	 * is offered a move meanwhile: a window the table passes by itself never shows its Continue,
	 * not even while the move that opened it is being saved (a tap there raced the table).
	 * Computed once per position and hold (the game's `autoEvent` tries the seats' Actions).
	 */
	private autoNext(): boolean {
		if (this.autoPending) return true;
		if (this.readOnly || this.closed || this.botPaused || this.def.result(this.snapshot)) return false;
		return this.planned()?.kind === 'auto';
	}

	/**
	 * The table's next own move at this position (`nextTableMove`), computed once per position,
	 * hold and auto-pass policy and shared by `view` (autoNext) and `schedule`: the game's
	 * `autoEvent` tries the seats' Actions, too dear to run twice per move.
	 */
	private planned(): ReturnType<typeof nextTableMove> {
		const policy = this.deps.settings().autoPass;
		const held = this.autoHeld || this.boardHoldsAuto;
		const memo = this.planMemo;
		if (memo && memo.snapshot === this.snapshot && memo.held === held && memo.policy === policy) return memo.next;
		const next = nextTableMove(this.def, this.snapshot, this.seats, policy, held);
		this.planMemo = { snapshot: this.snapshot, held, policy, next };
		return next;
	}
	private planMemo: { snapshot: GameSnapshot<unknown>; held: boolean; policy: TableSettings['autoPass']; next: ReturnType<typeof nextTableMove> } | null = null;

	/** The whole game log in words, oldest first (the log drawer). */
	logLines(): string[] {
		return this.log.map((e) => this.ui.formatLog(e, this.seats));
	}

	/** A move of the table's is being played or saved. */
	get sending(): boolean {
		return this.inFlight > 0;
	}

	/** Another tab plays this save: this one only watches. */
	get watching(): boolean {
		return this.readOnly;
	}

	/** The lines of the game log since `seat` last moved (the whole game when it has not): setup, phases, others' moves, consequences. */
	since(seat: SeatId): string[] {
		return sinceLines(this.sinceSource, seat);
	}

	/** The moves of others since `seat` last moved (not the table's own automatic ones). */
	recent(seat: SeatId): RecentMove[] {
		return recentSince(this.sinceSource, seat);
	}

	private get sinceSource(): SinceSource {
		return { def: this.def, events: this.live.log, log: this.log, memory: this.memory, ui: this.ui, seats: this.seats };
	}

	/** The Undo of the top bar (the seat holding the tablet) and of the curtain (the player who just moved). */
	private undoOffer(): UndoOffer {
		const session = this.live.session;
		const result = this.def.result(this.snapshot);
		const by: UndoBy | null = this.everySeat ? 'every-seat' : typeof this.viewer_ === 'number' ? this.viewer_ : null;
		// Nobody holds the tablet: the answer is the one any seat but the last mover's would get.
		const verdict = session.undoVerdict(by ?? -1);
		const top = { by, enabled: !this.readOnly && by !== null && verdict.depth > 0 && this.inFlight === 0, reason: verdict.depth > 0 && by !== null ? '' : undoReason(verdict, this.seats) };
		let curtain: UndoOffer['curtain'] = null;
		const last = lastChosen(this.live.log);
		if (this.curtain && !result && last && last.by === 'human' && last.ev.seat !== this.actingSeat && this.inFlight === 0 && session.undoVerdict(last.ev.seat).depth > 0) {
			curtain = { seat: last.ev.seat, label: m.curtain_undo_of({ name: this.seats[last.ev.seat]?.name ?? '' }) };
		}
		return { top, curtain };
	}

	private hintText(ev: GameEvent | null): string {
		if (!ev) return m.hint_none();
		const words = this.ui.describeEvent?.(this.snapshot, ev, this.seats);
		return words ? m.hint_line({ move: words }) : m.hint_outlined();
	}

	// ── the table's own moves ──

	/** Plans the next move the table makes itself (nextTableMove), after the speed's pause. */
	private schedule(): void {
		this.clearTimer();
		if (this.closed || this.readOnly || this.botPaused || this.def.result(this.snapshot)) return;
		const set = this.deps.settings();
		const next = this.planned();
		if (next === null) {
			if (this.skipping) (this.skipping = false), this.changed();
			return;
		}
		// One move at a time: the one being played plans the next when it is done.
		if (this.inFlight > 0) return;
		// The table confirms a summary before it goes on (a result is seen before the next move).
		if (next.kind === 'bot' && this.summaryHolds && !this.skipping) return;
		const delay = this.skipping ? 0 : next.kind === 'auto' ? set.autoDelayMs : set.delayMs;
		const run = next.kind === 'auto' ? () => this.play(undefined, () => this.live.send(next.ev, 'human', { auto: true })) : () => this.playBot(next.seat);
		if (next.kind === 'auto' && !this.autoPending) {
			this.autoPending = true;
			this.changed();
		}
		this.timer = (this.deps.setTimer ?? setTimeout)(() => {
			this.timer = undefined;
			this.autoPending = false;
			void run().catch(() => undefined);
		}, delay);
	}

	private clearTimer(): void {
		if (this.timer !== undefined) (this.deps.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
		this.timer = undefined;
		if (this.autoPending) {
			this.autoPending = false;
			this.changed();
		}
	}

	private async playBot(seat: SeatId): Promise<void> {
		await this.play(undefined, () => this.live.playBot(seat, Math.random, this.deps.onBotChosen)).catch((e) => {
			// A move that could not be saved: the computer players wait for the people (no retry loop).
			if (e?.name !== 'IllegalEventError' && e?.name !== 'MoveCancelledError') {
				this.botPaused = true;
				this.clearTimer();
				this.changed();
			}
			throw e;
		});
	}

	/**
	 * Runs one move: painted at once (LiveGame), saved, then the table goes on.
	 * @param by the person whose move it is (their "last turn" ends here); undefined for the table's own moves
	 */
	private async play(by: SeatId | undefined, move: () => Promise<unknown>): Promise<void> {
		const logBefore = this.log.length;
		this.inFlight++;
		this.deps.onMoveStart?.();
		try {
			await move();
			this.deps.onMoveDurable?.();
		} catch (e) {
			this.deps.onError?.(e, 'move');
			throw e;
		} finally {
			this.inFlight--;
			if (by !== undefined && !this.closed) {
				// The move's first line is the move itself; what follows it (its consequences) is news to its player too.
				const log = Math.min(this.log.length, logBefore + 1);
				this.memory.mark(by, { log, events: this.live.log.length });
			}
			this.changed();
			this.schedule();
		}
	}

	// ── what the people do ──

	/** Plays the viewer's move. Rejects when refused or not saved (`onError` was told). */
	send(ev: GameEvent): Promise<void> {
		if (this.readOnly) return Promise.reject(new Error('read-only'));
		this.autoHeld = false;
		this.hintAsked = null;
		return this.play(ev.seat, () => this.live.send(ev, 'human'));
	}

	/** Takes back the last move of `by` (default: the top bar's: the seat holding the tablet). */
	async undo(by: UndoBy | null = this.undoOffer().top.by): Promise<void> {
		if (by === null || this.readOnly) return;
		const verdict = this.live.session.undoVerdict(by);
		if (verdict.depth === 0) return void this.deps.onError?.(new UndoRefusedError(undoReason(verdict, this.seats)), 'undo');
		this.clearTimer();
		// The table does not pass again what the undo brought back.
		this.autoHeld = true;
		try {
			await this.live.undo(by);
		} catch (e) {
			this.deps.onError?.(e, 'undo');
		}
		// The player who took a move back holds the tablet: no curtain for them.
		if (typeof by === 'number' && this.def.activeSeats(this.snapshot).includes(by)) {
			this.chosen = by;
			this.viewer_ = by;
		}
		this.changed();
		this.schedule();
	}

	/** The acting person takes the tablet (lifts the curtain). */
	liftCurtain(): void {
		const s = this.actingSeat;
		if (s !== null) (this.viewer_ = s), this.changed();
	}

	/** In a window where several people may act, `seat` takes the tablet. */
	pick(seat: SeatId): void {
		this.chosen = seat;
		this.changed();
	}

	/** The picked person gives the tablet back without acting. */
	handBack(): void {
		this.chosen = null;
		this.viewer_ = 'table';
		this.changed();
	}

	/** Plays every move of the table's at once until a person must act. */
	skip(): void {
		this.skipping = true;
		// Summaries skipped unseen: their lines are listed again.
		for (const q of this.summaries) this.memory.untell(q.title);
		this.summaries = [];
		this.changed();
		this.schedule();
	}

	/** The players want to act at the next stop: no automatic move until a person moves. */
	holdAuto(): void {
		this.autoHeld = true;
		this.schedule();
	}

	/**
	 * A panel of the board's is open (a reveal being read): the curtain, the tips and the
	 * summaries wait. `holdsAuto` (default: `open`): the table's automatic moves wait too;
	 * false for a panel under which quiet windows may pass (the LCG's reveal, which then shows
	 * what followed it up to its phase's end and absorbs that phase's summary: issue 17).
	 */
	setBoardDialog(open: boolean, holdsAuto = open): void {
		if (open === this.boardDialog && holdsAuto === this.boardHoldsAuto) return;
		this.boardDialog = open;
		this.boardHoldsAuto = open && holdsAuto;
		this.changed();
		this.schedule();
	}

	/** The summary shown is closed. */
	closeSummary(): void {
		this.summaries.shift();
		this.changed();
		this.schedule();
	}

	/** "Got it": this tip is done. `never`: no tip of this game again. */
	closeTip(never = false): void {
		this.tipClosed = true;
		if (never) this.deps.onCoachNever?.();
		this.changed();
	}

	/** The strip of recent lines is closed until the next move. */
	closeRecent(): void {
		this.recentClosedAt = this.live.log.length;
		this.changed();
	}

	/** Asks the Normal computer player what it would do for the viewer now. */
	askHint(): void {
		const v = this.viewer_;
		if (typeof v !== 'number') return;
		const legal = this.legalFor(v);
		const hint = hintWithReason(this.def, this.snapshot, v, legal, this.live.log.length);
		this.hintAsked = { ev: hint?.ev ?? null, reason: hint?.reason ?? null, at: this.live.log.length, seat: v };
		this.changed();
	}
	clearHint(): void {
		this.hintAsked = null;
		this.changed();
	}

	/** Another tab plays (watch only), or this one plays again. */
	setReadOnly(on: boolean): void {
		this.readOnly = on;
		if (!on) this.botPaused = false;
		this.changed();
		this.schedule();
	}

	/**
	 * Plays again the move the lost storage connection kept from being written (NotSavedBanner).
	 * A refusal is told through `onError`; the banner stays while the move is still unsaved.
	 */
	async retryUnsaved(): Promise<void> {
		const u = this.live.unsaved;
		if (!u || this.retrying || this.readOnly) return;
		this.retrying = true;
		this.changed();
		try {
			await this.play(u.by === 'human' ? u.ev.seat : undefined, () => this.live.retryUnsaved());
			this.botPaused = false;
		} catch {
			/* said through onError */
		} finally {
			this.retrying = false;
			this.changed();
			this.schedule();
		}
	}

	/** The computer players try again after a move that could not be saved. */
	resumeBots(): void {
		this.botPaused = false;
		this.changed();
		this.schedule();
	}

	/** A setting changed (curtain, auto-pass, speed): the table looks again. */
	settingsChanged(): void {
		this.changed();
		this.schedule();
	}

	/** How far the table confirmed a board's panel (`key`: the board's own name for it). */
	seen(key: string): number | undefined {
		return this.memory.seen(key);
	}
	setSeen(key: string, n: number): void {
		this.memory.setSeen(key, n);
	}

	/** Stops the table (the game stays as saved). */
	close(): void {
		this.closed = true;
		this.clearTimer();
		this.unsubscribe();
		this.listeners.clear();
	}

	/** The engine log (for tests and the screen's timing marks). */
	get events(): readonly LoggedEvent[] {
		return this.live.log;
	}
}
