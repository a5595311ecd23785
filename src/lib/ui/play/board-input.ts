/**
 * What the play screen hands a game's Board about the game (issue 16, "Boards get a view, not
 * the secret"): the definition's `view(snapshot, viewer)` and the public log, never the
 * snapshot. The route and the hidden-information property test (tests/property/board-view.test.ts)
 * both build a Board's props with this function, so the test checks what a Board really gets.
 */
import type { GameDefinition, GameSnapshot, LogEntry, SeatId } from '$lib/engine/types';

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
