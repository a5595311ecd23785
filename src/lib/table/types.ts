/**
 * The shapes around a `TableSession` (session.ts): the settings it reads, what it needs from
 * around it, the game texts it uses, and the one plain object the play screen draws (`view()`).
 */
import type { AutoPassPolicy, GameEvent, GameResult, GameSnapshot, SeatId } from '$lib/engine/types';
import type { CoachTip, GameUi, PhaseSummary, RecentMove } from '$lib/ui/contract';
import type { MemoryStore } from './memory';
import type { UndoOffer } from './undo';

/** The table's settings the session reads (the device's preferences, read at each use). */
export interface TableSettings {
	curtain: boolean;
	/** Milliseconds before a computer player's move (the speed setting; 0: at once). */
	delayMs: number;
	/**
	 * Milliseconds before an automatic move (`GameDefinition.autoEvent`, e.g. the LCG passing a
	 * quiet action window): the same speed setting, a shorter pause (AUTO_DELAY_MS).
	 */
	autoDelayMs: number;
	autoPass: AutoPassPolicy;
	/** A phase summary must be confirmed (holds the computer players), or fades. */
	summariesConfirm: boolean;
	/** Coach tips dismissed for good on this device (`<gameId>:*`: every tip of that game). */
	coachDone: readonly string[];
	/** No hint in this game (competitive-strict). */
	strict: boolean;
}

/** What the session needs from around it. */
export interface TableDeps {
	settings(): TableSettings;
	/** This is the first game of its kind on the device (the coach speaks). */
	firstGame?: boolean;
	/** The game is cooperative (one person alone at it plays every seat: undo across seats). */
	cooperative?: boolean;
	/** Where the table memory is kept (default: localStorage). */
	store?: MemoryStore;
	/** A move or an undo was refused or could not be saved (the screen says why). */
	onError?(e: unknown, what: 'move' | 'undo'): void;
	/** The player asked never to see this game's tips again. */
	onCoachNever?(): void;
	/** A computer player chose its move (before it is applied). */
	onBotChosen?(): void;
	/** A move starts (a tap, a computer's or the table's own move) and, later, is saved: timing marks for `npm run bench`. */
	onMoveStart?(): void;
	onMoveDurable?(): void;
	/** Timers (tests pass their own). */
	setTimer?(f: () => void, ms: number): unknown;
	clearTimer?(t: unknown): void;
}

/** The game's texts the table uses (GameUi). */
export type TableUi = Pick<GameUi, 'formatLog' | 'summaries' | 'coach' | 'describeEvent'>;

/** Everything the play screen draws, read once per change. */
export interface TableView {
	snapshot: GameSnapshot<unknown>;
	result: GameResult | null;
	active: SeatId[];
	/** The people who may act now. */
	activeHumans: SeatId[];
	/** The person who acts now: the only one, or the one picked. */
	actingSeat: SeatId | null;
	/** Whose private information may be drawn. */
	viewer: SeatId | 'table';
	/** The curtain is up: the acting person has not taken the tablet yet. */
	curtain: boolean;
	/** A computer player is about to move. */
	botActing: SeatId | null;
	/** The table is about to make an automatic move (after its pause; `skip` plays it at once). */
	autoPending: boolean;
	/** The legal events of the viewer now. */
	legal: GameEvent[];
	sending: boolean;
	skipping: boolean;
	botPaused: boolean;
	readOnly: boolean;
	/** A move the lost storage connection kept from being written (LiveGame.unsaved): "try again". */
	unsaved: boolean;
	retrying: boolean;
	undo: UndoOffer;
	/** For the curtain: what happened since the acting seat's last move. */
	since: string[];
	/** For the viewer: other players' moves since theirs (board highlights) and where they start in the log. */
	recent: RecentMove[];
	recentLogFrom: number | undefined;
	/** For the viewer: the lines logged since their last move (their own move's consequences included). */
	recentLines: { seat?: SeatId; text: string }[];
	/** The summary to draw now (the queue's first); a fading one is null while the curtain is up, and shows once it is lifted. */
	summary: PhaseSummary | null;
	/** How the summary shown leaves: a tap (it holds the curtain, the computers and the result) or a fade. */
	summaryMode: 'confirm' | 'fade';
	/** The summary shown waits for a tap: the curtain, the computer players and the end screen wait for it. */
	summaryHolds: boolean;
	tip: CoachTip | null;
	/** The hint asked for: the move (null: none), the sentence saying it, and why (the bot's reason, in words, or null). */
	hint: { ev: GameEvent | null; text: string; reason: string | null } | null;
	hintAllowed: boolean;
}
