/**
 * The game contract (DESIGN.md "The game contract"). Every game folder exports one
 * `GameDefinition` as the default export of `definition.ts`; the app, the bots, the
 * property tests and the bench only ever talk to a game through it.
 */
import type { AnyStateMachine, StateValue } from 'xstate';
import type { GenericSchema } from 'valibot';

/** 0-based index of a seat in seat order (clockwise from the first seat). */
export type SeatId = number;

/** The five games of the table. */
export type GameId = 'two-towers' | 'knizia-cards' | 'coop-board' | 'risk' | 'lcg';

/** Bot strength for a computer-played seat. Each game lists the levels it offers (registry `botLevels`). */
export type BotLevel = 'easy' | 'normal' | 'hard';

/** One seat at the table: the player's name, and a bot level if a computer plays it. */
export interface SeatSetup {
	name: string;
	bot?: BotLevel;
}

/**
 * A move. Every event names the seat that sends it; the rest is game-specific and must be
 * plain JSON so that it can be stored in the save's event log.
 */
export interface GameEvent {
	type: string;
	seat: SeatId;
}

/**
 * The part of an XState snapshot the contract relies on: the live actor's snapshot and a
 * persisted snapshot both have it. `context` is plain JSON (no Map, Set, Date, class).
 */
export interface GameSnapshot<Ctx> {
	context: Ctx;
	value: StateValue;
	status: 'active' | 'done' | 'error' | 'stopped';
}

/** The outcome of a finished game (DESIGN.md "The game contract"). */
export type GameResult =
	| { kind: 'ranking'; scores: number[]; winners: SeatId[]; explanation?: LogEntry[] }
	/** `score` is absent when the game's rulebook gives that end no score (the LCG scores only a won game). */
	| { kind: 'cooperative'; victory: boolean; score?: number };

/**
 * One line of a game's log: a message key (a Paraglide message id, such as `tt_log_draw`)
 * and its parameters. The view turns it into French or English words.
 */
export interface LogEntry {
	key: string;
	params?: Record<string, string | number>;
	seat?: SeatId;
}

/**
 * How far the table passes the action windows by itself for the players (the table settings'
 * one control, UI.md "Action windows"; used by `GameDefinition.autoEvent`):
 * - `'stop'`: stop at every window (the table never passes one by itself);
 * - `'quiet'` (the default): pass the quiet windows, those in which no player holds a
 *   playable card or ability that matters there (the LCG's matters.ts);
 * - `'until-me'`: pass every window until something happens to that very player.
 * What counts as "something happened" is each game's rule (the LCG's autopass.ts).
 */
export type AutoPassPolicy = 'stop' | 'quiet' | 'until-me';

/** Every `AutoPassPolicy`, the default first. */
export const AUTO_PASS_POLICIES: readonly AutoPassPolicy[] = ['quiet', 'until-me', 'stop'];

/** What `createInput` receives: seats in order, options (defaults filled in), and a seed. */
export interface CreateInputArgs<Opts> {
	seats: SeatSetup[];
	options?: Partial<Opts>;
	seed: number;
}

/**
 * One game, as the app and the tests see it.
 *
 * - `machine`: `createActor(machine, { input })` starts a game from `createInput(...)`.
 * - `legalEvents(s, seat)`: every event `seat` may send now, enumerated; the machine
 *   accepts exactly these (the session refuses anything else).
 * - `activeSeats(s)`: who must act now (empty when the game is over).
 * - `view(s, seat | 'table')`: the snapshot with information hidden from that seat removed.
 * - `result(s)`: null while the game goes on.
 * - `revealsHidden(ev, before, after)`: true when the event revealed hidden information
 *   (a draw from a face-down deck, a shuffle, a die roll); undo stops there.
 * - `undoBarrier(ev, after)` (optional): true when `ev`, the last accepted event, whose result
 *   is `after`, closed a step of play that may not be reopened (Risk: it ended a phase of the
 *   turn, such as reinforcements → combat); undo stops there as at a reveal. It is judged on the
 *   live snapshot whenever undo is considered (nothing more is stored in the log), so `after`
 *   must carry what the answer needs. A game without it has no barrier but its reveals.
 * - `eventView(ev, viewer)` (optional): the event `ev` (another seat's move) as `viewer` may
 *   know it, for the moves a Board is shown (`BoardProps.recent`): a card passed face down is
 *   named to its player only (the co-op Council's PASS_CARD). Without it every move is public.
 * - `hasPrivateHand(s, seat)`: true when `seat` holds information only it may see, so the
 *   pass-the-tablet curtain is raised before that seat acts.
 * - `botEvent(s, seat, level, random)`: the move a computer player makes; `random()` gives
 *   a float in [0, 1) and is the bot's only source of chance (the chosen event is logged,
 *   so bots never need to be replayed).
 * - `botChoice(s, seat, level, random)` (optional): the same move as `botEvent` with the
 *   same `random`, and why, as a log entry the game's `GameUi.formatLog` puts in words (the
 *   hint's reason line: "commits Éowyn: staging threat 5, willpower needed 6"). Without it
 *   the hint shows the move only.
 * - `optionsSchema`: a valibot schema of the options a save may carry (the defaults merged
 *   with the new-game screen's choices). An imported save's options are checked against it
 *   before anything runs; every game declares one, strict (an unknown key is refused), so
 *   junk in a file never changes the rules (issue 20).
 * - `log(s)`: the game's public log, oldest first: every move AND its automatic consequences
 *   (a die shown, a card drawn by the player, Sauron moving, a phase beginning), one entry
 *   each; the table lists what came after a seat's last move as "since your last turn" and
 *   in the log drawer, so a consequence that is not logged is never shown. Never private
 *   information of a seat (the log is read with the curtain down).
 * - `round(s)`: the round the game is in (1, 2, …; a scenario of the co-op board, a region of
 *   the region card game), null before the first one; the save is written with strict
 *   durability (a checkpoint) whenever it changes.
 * - `phase(s)`: a stable id of the step of the rules now (`'combat'`, `'quest.commit'`): the
 *   table shows a first-game tip while its phase lasts and knows a phase changed.
 * - `autoEvent(s, seat, policy)` (optional): the move the table makes by itself for `seat`
 *   now, for nobody's decision (the LCG passing a quiet action window), under the table's
 *   auto-pass `policy`; null when `seat` must be asked. Pure: it reads only `s`. The table
 *   sends it (logged `auto`, undone with the move before it) when it is not null for every
 *   seat that may act, after the same pause as a computer player's move. A game without it never moves by
 *   itself.
 * - `replayState(input, events)` (optional): the machine's state after `events`, computed
 *   without an actor (a faster replay, issue 10). It must give exactly the state value and
 *   context that sending the events one by one gives; `replay` (session.ts) then starts the
 *   actor from it. Without it, `replay` sends the events one by one.
 * - `upgradeSnapshot(snapshot)` (optional): a persisted snapshot (XState `getPersistedSnapshot`)
 *   saved by an older version of the game's statechart, converted to the current chart's shape
 *   (its state value); the session applies it before restoring a saved snapshot. Returns a new
 *   object (or the input when already current); never changes the input.
 */
export interface GameDefinition<Ctx = unknown, Ev extends GameEvent = GameEvent, Opts = unknown, Input = unknown, View = unknown> {
	id: GameId;
	players: { min: number; max: number };
	defaultOptions: Opts;
	createInput(a: CreateInputArgs<Opts>): Input;
	machine: AnyStateMachine;
	legalEvents(s: GameSnapshot<Ctx>, seat: SeatId): Ev[];
	activeSeats(s: GameSnapshot<Ctx>): SeatId[];
	view(s: GameSnapshot<Ctx>, seat: SeatId | 'table'): View;
	result(s: GameSnapshot<Ctx>): GameResult | null;
	revealsHidden(ev: Ev, before: GameSnapshot<Ctx>, after: GameSnapshot<Ctx>): boolean;
	undoBarrier?(ev: Ev, after: GameSnapshot<Ctx>): boolean;
	eventView?(ev: Ev, viewer: SeatId | 'table'): Ev;
	hasPrivateHand(s: GameSnapshot<Ctx>, seat: SeatId): boolean;
	botEvent(s: GameSnapshot<Ctx>, seat: SeatId, level: BotLevel, random: () => number): Ev;
	botChoice?(s: GameSnapshot<Ctx>, seat: SeatId, level: BotLevel, random: () => number): { event: Ev; reason: LogEntry | null };
	log(s: GameSnapshot<Ctx>): readonly LogEntry[];
	round(s: GameSnapshot<Ctx>): number | null;
	phase(s: GameSnapshot<Ctx>): string;
	autoEvent?(s: GameSnapshot<Ctx>, seat: SeatId, policy: AutoPassPolicy): GameEvent | null;
	optionsSchema: GenericSchema;
	replayState?(input: Input, events: readonly Ev[]): ReplayOutcome<Ctx>;
	upgradeSnapshot?(snapshot: unknown): unknown;
}

/**
 * What a definition's `replayState` found: the state value and context reached, or where the
 * log stops being playable (`at`: the index of the event that is not legal, or that threw),
 * or `start` when the game could not start.
 */
export type ReplayOutcome<Ctx> =
	| { ok: true; value: unknown; context: Ctx }
	| { ok: false; reason: 'start'; error: unknown }
	| { ok: false; reason: 'illegal' | 'broke'; at: number; error?: unknown };

/** A definition with its type parameters erased, for code that handles any game. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<any, any, any, any, any>;
