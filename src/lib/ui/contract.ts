/**
 * What a game's UI module gives the shared play screen (src/routes/play/[saveId]).
 *
 * The shell draws the top bar (game, phase, whose turn), the pass-the-tablet curtain, the
 * log and rules drawers, undo, "save and leave", error toasts and the final result. The game
 * draws its board and the acting player's tray in `Board`.
 *
 * Each game exports a `GameUi` as the default export of `src/lib/games/<id>/view/index.ts`,
 * loaded lazily so the home screen stays small.
 */
import type { Component } from 'svelte';
import type { BotLevel, GameEvent, GameSnapshot, LogEntry, SeatId, SeatSetup } from '$lib/engine/types';

/**
 * Props of a game's `Board` component. A Board never receives the snapshot: the shell gives it
 * `def.view(snapshot, viewer)` (src/lib/ui/play/board-input.ts), so nothing private of another
 * seat (a hand, a face-down card, a deck's order, the seed or RNG state) reaches it. `View` is
 * the game's view type (the definition's `view()` result).
 */
export interface BoardProps<View = any> {
	/**
	 * What `viewer` may see now: the game definition's `view(snapshot, viewer)` (read-only),
	 * a new object after every change of the snapshot or of the viewer.
	 */
	view: View;
	/** The game's public log (every line every seat may read), oldest first. */
	log: readonly LogEntry[];
	/**
	 * Whose private information may be drawn: the seat that has lifted the curtain, or
	 * 'table' when none has (then no hand may be rendered at all, not merely covered).
	 */
	viewer: SeatId | 'table';
	/** The players in seat order. */
	seats: SeatSetup[];
	/** The legal events of `viewer` now (empty for 'table' or when it is not their turn). */
	legal: GameEvent[];
	/**
	 * Plays an event. Resolves once the move is saved; rejects with an Error whose message
	 * the shell already shows to the player, so the board only needs to reset its selection.
	 * A board sends only the viewer's own moves: the moves the table makes by itself (an action
	 * window passed) are the table's (GameDefinition.autoEvent).
	 */
	send: (ev: GameEvent) => Promise<void>;
	/** Tells the shell to show a short message, e.g. why a tap is not allowed. */
	explain: (message: string) => void;
	/**
	 * The moves of other players and bots since `viewer` last looked (UI.md "What just
	 * happened"), oldest first: the board highlights what they touched (the card taken or
	 * laid, the region placed). Empty for 'table' and when nothing changed. Optional: a board
	 * may ignore it, the shell lists the same moves in words.
	 */
	recent?: RecentMove[];
	/**
	 * Where the same moves begin in the game's log (`log`): the log's length when
	 * `viewer` last moved, for a board that reads what changed from the log (the co-op game's
	 * corruption track). Undefined for 'table', and when the viewer has not moved since the
	 * page opened (then `recent` is empty too).
	 */
	recentLogFrom?: number;
	/**
	 * The move the computer would make for `viewer` now (the shell's "What would the computer
	 * do?" button, issue 11), or null when no hint is asked. It is one of `legal`. The board
	 * highlights what it touches (the card to play or take, the place, the territory) with the
	 * shared `hint` look (`data-hint="true"`, a dashed gold outline from src/app.css
	 * `[data-hint='true']`), distinct from a recent move's. Optional: a board may ignore it, the
	 * shell also says the move in words (GameUi.describeEvent).
	 */
	hint?: GameEvent | null;
	/**
	 * The view and legal events of another seat, for a board that hands the tablet to that
	 * seat behind its own curtain (the co-op game's special cards, which any hobbit may play
	 * at any time). Call it only once that seat has taken the tablet: the result is that
	 * seat's private view. Optional (a board gets it from the play screen; tests may omit it).
	 */
	seatView?: (seat: SeatId) => { view: View; legal: GameEvent[] };
	/**
	 * Asks the table not to make its next automatic move (GameDefinition.autoEvent) by itself:
	 * the players want to act at the next stop (the LCG reveal panel's "Stop for an Action").
	 * Undefined when the table makes no automatic moves now (its policy stops everywhere).
	 */
	holdAuto?: () => void;
	/**
	 * The phase summary the table shows next (TableSession's queue head), for a board whose own
	 * panel shows it (the LCG's reveal panel absorbs the summary of the phase it ended: issue 17,
	 * "a reveal and its phase summary are one panel"); `closeSummary` takes it off the queue.
	 * While the board's panel is open the shell does not draw it. Optional.
	 */
	summary?: PhaseSummary | null;
	closeSummary?: () => void;
	/**
	 * True while the table's next move is its own automatic one (an action window it passes by
	 * itself: TableView.autoPending): a board panel under which the table goes on may wait for it
	 * before it is closed (the LCG's reveal panel keeps its OK until its phase's summary has come
	 * into it: issue 16, a quick OK made the summary a second panel). Optional.
	 */
	autoPending?: boolean;
}

/** A move by someone else, for highlights: the event and who chose it. */
export interface RecentMove {
	ev: GameEvent;
	by: 'human' | 'bot';
}

/**
 * A phase-change summary (UI.md "A phase change that changes the table gets a short summary
 * panel, confirmed or fading"): a title and a few lines in the current locale, shown by the
 * shell's SummaryPanel.
 */
export interface PhaseSummary {
	/** Stable id of the change (e.g. `refresh-3`), so one change is shown once. */
	id: string;
	title: string;
	lines: string[];
	/**
	 * True when the summary only repeats what the board already shows (threat dial, tokens,
	 * readied cards): it fades by itself even when the table confirms summaries (issue 17).
	 */
	fade?: boolean;
	/**
	 * A result by player, drawn as a table above `lines` (Les Deux Tours' evaluation, the region
	 * card game's scoring): plain strings, public only (the panel is shown to the whole table).
	 */
	table?: SummaryTable;
	/**
	 * The game-log entries (indexes in `GameDefinition.log`) this summary shows in its own words
	 * (the region card game's scoring lines, shown as its table). The table does not list them
	 * again in "since your last turn": one line with the summary's title stands for them. A
	 * summary without it covers the log lines equal to its own `lines` (TableSession).
	 */
	covers?: number[];
}

/**
 * A step's result by player (PhaseSummary.table): one row per player or colour, `cells` under
 * `columns` (the row's `label`, a player's name, comes first and has no column header).
 */
export interface SummaryTable {
	columns: string[];
	/** `seat`: the player the row is about (drawn with the seat's colour and shape). */
	rows: { seat?: SeatId; label: string; cells: string[] }[];
}

/** One row of the end screen's ranking: a seat, its place (1 = first; equal places share), its score. */
export interface EndRankRow {
	seat: SeatId;
	place: number;
	score: number;
}

/**
 * What the end screen shows (UI.md "One end screen per game"): the ranking or the score
 * sheet once, its breakdown, the tie-break explained. Strings are in the current locale.
 */
export interface EndScreenData {
	/** "Aragorn wins!", "Victory: the heroes escaped Mirkwood". */
	headline: string;
	/** The ranking, best first (competitive games); omitted for a cooperative score sheet. */
	ranking?: EndRankRow[];
	/**
	 * The breakdown table: `columns` are rounds, locations or score items; each row one seat
	 * (or a group line when `seat` is absent) with one cell per column and its total.
	 */
	breakdown?: {
		caption: string;
		columns: string[];
		rows: { seat?: SeatId; label: string; cells: (string | number)[]; total: string | number }[];
	};
	/** Each tie and how it was broken, as sentences; empty when there was none. */
	tieBreak: string[];
	/** Other lines (how the game ended). */
	notes: string[];
	/** Where the game belongs, offered as the end screen's main way on (the LCG campaign a scenario is part of). */
	back?: { label: string; href: string };
}

/**
 * A first-game coach panel (UI.md "First game of a kind"): what this phase is and what to
 * tap, shown the first time the phase comes up until "don't show again".
 */
export interface CoachTip {
	/** Stable id (per game and phase), remembered once dismissed. */
	id: string;
	title: string;
	body: string;
}

/** One section of a game's rules drawer, in the current locale (our own summary, not the rulebook's text). */
export interface RuleSection {
	id: string;
	title: string;
	/** Paragraphs of plain text. */
	body: string[];
	/** Optional: a component drawn after the paragraphs (no props), e.g. a legend of the game's icons. */
	extra?: Component;
}

/** A seat as the new-game screen drafts it (before the game exists). */
export interface SeatDraft {
	name: string;
	kind: 'human' | BotLevel;
}

/**
 * Props of a game's new-game options panel. `options` is the game's options object (plain
 * JSON, bindable): the panel writes the keys its game's `createInput` reads. `seats` is the
 * table being drafted, so a panel can offer a choice per seat (a deck, who starts).
 */
export interface OptionsProps {
	seats: SeatDraft[];
	options: Record<string, unknown>;
}

/** A game's UI module. */
export interface GameUi {
	Board: Component<BoardProps>;
	/** The game's own section of the new-game screen, if it has options. */
	Options?: Component<OptionsProps, object, 'options'>;
	/**
	 * Why Start is refused with these options and seats (a seat without heroes, a deck the
	 * setup would refuse), as one plain sentence in the player's language; null when the game
	 * can start. Optional. The new-game screen shows it at Start and keeps the form; the
	 * game's Options panel marks the field concerned.
	 */
	optionsProblem?(options: Record<string, unknown>, seats: SeatDraft[]): string | null;
	/**
	 * One event in words for the hint line ("Take the face-up Gandalf", "Attack Rohan from
	 * Gondor with 3"), in the current locale. Optional: without it the shell says only that
	 * the move is highlighted on the board.
	 */
	describeEvent?(s: GameSnapshot<any>, ev: GameEvent, seats: SeatSetup[]): string;
	/**
	 * What a save was set up to play, for the saves list ("Passage Through Mirkwood"), from its
	 * options, in the current locale; null when there is nothing to say. Optional.
	 */
	variantLabel?(options: Record<string, unknown>): string | null;
	/** A log line in the current locale. */
	formatLog(entry: LogEntry, seats: SeatSetup[]): string;
	/** Round / phase label for the top bar, e.g. "Round 2 · Movement". */
	phaseLabel(s: GameSnapshot<any>): string;
	/** What is asked of `seat` now, e.g. "Take a card or discard one to take two". */
	prompt(s: GameSnapshot<any>, seat: SeatId, seats: SeatSetup[]): string;
	/** The rules drawer's sections. */
	rules(): RuleSection[];
	/** The id of the section about the current phase (the drawer opens there). */
	currentRule(s: GameSnapshot<any>): string;
	/** A short explanation of the result for the final screen (ranking with tie-breaks, score sheet). */
	resultLines(s: GameSnapshot<any>, seats: SeatSetup[]): string[];
	/**
	 * The end screen (src/lib/ui/EndScreen.svelte) of a finished game; null while it goes on.
	 * Optional: without it the shell builds one from `GameResult` and `resultLines`.
	 */
	endScreen?(s: GameSnapshot<any>, seats: SeatSetup[]): EndScreenData | null;
	/**
	 * The steps between `before` and `after` worth a summary panel, oldest first; [] when none:
	 * a phase that ended and changed the table (the LCG's quest, combat, refresh), a turn's end
	 * (Risk: the draws and the Fellowship's roll), or a move's automatic consequences that change
	 * the table (the co-op game: Sauron, the die, the Ring passing, an elimination, the next
	 * location) — issue 16 "every consequence is shown". Read from the game's log, public lines
	 * only (the panel is shown to the whole table). Optional. Called by the table
	 * (TableSession) after every change of the game, with the snapshots around it; an id already
	 * queued is not queued again.
	 */
	summaries?(before: GameSnapshot<any>, after: GameSnapshot<any>, seats: SeatSetup[]): PhaseSummary[];
	/** The coach panel for the phase now, or null (optional; shown on a first game of this kind). */
	coach?(s: GameSnapshot<any>): CoachTip | null;
	/**
	 * What the whole table is asked when several players may act and none holds the tablet
	 * yet (an action window): "Any Actions after Staging? Tap your name to play one, or Legolas
	 * continues." Optional; the shell shows it above the players' name buttons.
	 */
	tablePrompt?(s: GameSnapshot<any>, seats: SeatSetup[]): string;
	/**
	 * A move the table may make in one tap without passing the tablet, because it needs no
	 * private information (the first player's Continue in an action window), or null.
	 */
	tableMove?(s: GameSnapshot<any>, seats: SeatSetup[]): { label: string; event: GameEvent } | null;
}
