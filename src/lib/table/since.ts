/**
 * "Since your last turn" (issue 16; README "Rules the table applies"): what happened since a
 * seat's last move, read from the game log (`GameDefinition.log`) and the seat's move marks
 * (TableMemory). A move's first log line is the move itself; the lines after it (its automatic
 * consequences) are news to its own player too. A seat that has not moved is told the whole game
 * so far (setup included). The table's own automatic moves end nobody's turn.
 */
import type { LoggedEvent } from '$lib/engine/session';
import type { AnyGameDefinition, LogEntry, SeatId, SeatSetup } from '$lib/engine/types';
import type { RecentMove } from '$lib/ui/contract';
import { recentMoves } from '$lib/ui/play/board-input';
import type { TableMemory } from './memory';
import type { TableUi } from './types';

/** What "since" is read from: the game, its engine log (moves), its game log (lines), the marks, the words. */
export interface SinceSource {
	def: AnyGameDefinition;
	events: readonly LoggedEvent[];
	log: readonly LogEntry[];
	memory: TableMemory;
	ui: TableUi;
	seats: SeatSetup[];
}

/** The game log's lines since `seat` last moved, in words (the whole game when it has not moved): the curtain's list. */
export function sinceLines(x: SinceSource, seat: SeatId): string[] {
	const from = x.memory.lastMark(seat, x.events.length)?.log ?? 0;
	return x.log.slice(from).map((e) => x.ui.formatLog(e, x.seats));
}

/** The moves of others since `seat` last moved, for the board's highlights (none before its first move). */
export function recentSince(x: SinceSource, seat: SeatId): RecentMove[] {
	const from = x.memory.lastMark(seat, x.events.length)?.events ?? x.events.length;
	return recentMoves(x.def, x.events.slice(from), seat);
}

/** The lines logged since `seat` last moved, with their seats (the "since your last move" strip); [] before its first move. */
export function linesSinceMark(x: SinceSource, seat: SeatId): { seat?: SeatId; text: string }[] {
	const mark = x.memory.lastMark(seat, x.events.length);
	if (!mark) return [];
	return x.log.slice(mark.log).map((e) => ({ seat: e.seat, text: x.ui.formatLog(e, x.seats) }));
}
