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
import type { GameEvent, GameSnapshot, LogEntry, SeatId, SeatSetup } from '$lib/engine/types';

/** Props of a game's `Board` component. */
export interface BoardProps {
	/** The current snapshot (read-only). Use the definition's `view()` to hide what `viewer` may not see. */
	snapshot: GameSnapshot<any>;
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
	 */
	send: (ev: GameEvent) => Promise<void>;
	/** Tells the shell to show a short message, e.g. why a tap is not allowed. */
	explain: (message: string) => void;
}

/** One section of a game's rules drawer, in the current locale (our own summary, not the rulebook's text). */
export interface RuleSection {
	id: string;
	title: string;
	/** Paragraphs of plain text. */
	body: string[];
}

/** A game's UI module. */
export interface GameUi {
	Board: Component<BoardProps>;
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
}
