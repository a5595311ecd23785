/**
 * What the play screen hands a game's Board about the game (issue 16, "Boards get a view, not
 * the secret"): the definition's `view(snapshot, viewer)` and the public log, never the
 * snapshot. The route and the hidden-information property test (tests/property/board-view.test.ts)
 * both build a Board's props with this function, so the test checks what a Board really gets.
 */
import type { GameDefinition, GameEvent, GameSnapshot, LogEntry, SeatId } from '$lib/engine/types';
import type { RecentMove } from '$lib/ui/contract';

/** The game part of `BoardProps`: `view` (what `viewer` may see, the game's `View`) and `log` (the public log). */
export interface BoardInput<View = unknown> {
	view: View;
	log: readonly LogEntry[];
}

/**
 * The public log of a snapshot: the context's `log` (every game keeps its lines there, each
 * readable by every seat), or [] when a game has none.
 */
export function publicLog(s: GameSnapshot<unknown>): readonly LogEntry[] {
	const log = (s.context as { log?: LogEntry[] } | undefined)?.log;
	return Array.isArray(log) ? log : [];
}

/**
 * The view and public log a Board receives for `viewer` ('table' while the curtain is up).
 * @param def the game's definition (its `view` hides what `viewer` may not see)
 * @param snapshot the live snapshot (not kept: only `def.view`'s result and the log are returned)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function boardInput<View>(def: GameDefinition<any, any, any, any, View>, snapshot: GameSnapshot<any>, viewer: SeatId | 'table'): BoardInput<View> {
	return { view: def.view(snapshot, viewer), log: publicLog(snapshot) };
}

/**
 * The moves of other seats among `events` (the engine log from the viewer's last move on), as
 * `viewer` may know them (`GameDefinition.eventView`: a card passed face down is not named),
 * for `BoardProps.recent`. The table's own automatic moves (`auto`) are nobody's and left out.
 */
export function recentMoves(
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	def: GameDefinition<any, any, any, any, any>,
	events: readonly { ev: GameEvent; by: RecentMove['by']; auto?: boolean }[],
	viewer: SeatId
): RecentMove[] {
	return events.flatMap((e) => (e.ev.seat !== viewer && !e.auto ? [{ ev: def.eventView ? def.eventView(e.ev, viewer) : e.ev, by: e.by }] : []));
}
