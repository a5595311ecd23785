/**
 * "Since your last turn" (issue 16; README "Rules the table applies"): what happened since a
 * seat's last move, read from the game log (`GameDefinition.log`) and the seat's move marks
 * (TableMemory). A move's first log line is the move itself; the lines after it (its automatic
 * consequences) are news to its own player too. A seat that has not moved is told the whole game
 * so far (setup included). The table's own automatic moves end nobody's turn.
 *
 * Lines a step summary showed in its own words (TableMemory.told: the region card game's scoring
 * as a table, a co-op step's consequences) are not listed again: one line naming the summary
 * stands for them, where the first of them was (they were repeated, a newcomer run saw each
 * scoring line twice: in the summary, then in the list).
 */
import { m } from '$lib/paraglide/messages.js';
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

/**
 * The game log from entry `from` on, in words, with each entry's seat; the entries a summary
 * stands for are one line naming it (at the first of them).
 */
export function logLinesFrom(x: SinceSource, from: number): { seat?: SeatId; text: string }[] {
	const standsFor = new Map<number, { title: string; first: number }>();
	for (const t of x.memory.told) for (const i of t.at) standsFor.set(i, { title: t.title, first: t.at[0] });
	const out: { seat?: SeatId; text: string }[] = [];
	const named = new Set<string>();
	for (let i = Math.max(0, from); i < x.log.length; i++) {
		const e = x.log[i];
		const told = standsFor.get(i);
		if (!told) {
			out.push({ seat: e.seat, text: x.ui.formatLog(e, x.seats) });
			continue;
		}
		const key = `${told.first}:${told.title}`;
		if (named.has(key)) continue;
		named.add(key);
		out.push({ text: m.since_summary({ title: told.title }) });
	}
	return out;
}

/** The game log's lines since `seat` last moved, in words (the whole game when it has not moved): the curtain's list. */
export function sinceLines(x: SinceSource, seat: SeatId): string[] {
	const from = x.memory.lastMark(seat, x.events.length)?.log ?? 0;
	return logLinesFrom(x, from).map((l) => l.text);
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
	return logLinesFrom(x, mark.log);
}

/**
 * The game-log entries a summary stands for: the ones it declares (`covers`), else the newest
 * entries (among the last `LOOKBACK`, none claimed by an earlier summary) whose words are one of
 * its lines.
 * @param claimed entries already told by another summary
 */
export function coveredEntries(x: Pick<SinceSource, 'log' | 'ui' | 'seats'>, summary: { lines: string[]; covers?: number[] }, claimed: ReadonlySet<number>): number[] {
	if (summary.covers) return summary.covers.filter((i) => Number.isInteger(i) && i >= 0 && i < x.log.length && !claimed.has(i)).sort((a, b) => a - b);
	const out: number[] = [];
	const lines = new Set(summary.lines);
	const start = Math.max(0, x.log.length - LOOKBACK);
	for (let i = x.log.length - 1; i >= start && lines.size > 0; i--) {
		if (claimed.has(i)) continue;
		const text = x.ui.formatLog(x.log[i], x.seats);
		if (lines.has(text)) {
			lines.delete(text);
			out.push(i);
		}
	}
	return out.sort((a, b) => a - b);
}

/** How far back a summary's lines are looked for in the game log (its step's entries are the newest). */
const LOOKBACK = 60;
