/**
 * The co-op game's step summaries (GameUi.summaries; issue 16 "Every consequence is shown",
 * UI.md "A phase change that changes the table gets a short summary panel"): when a move sets
 * off automatic consequences that change the table — Sauron moves, a hobbit moves toward the
 * darkness, the die shows a face, the Ring passes, a hobbit is eliminated, an adventure ends, the
 * Fellowship reaches a location and its Legend cards are dealt — the table shows that step: the
 * move, then those consequences, read from the new part of the log (GameDefinition.log). A move
 * that only does what it says (a card played, a rune taken) gets none.
 */
import type { GameSnapshot, LogEntry, SeatSetup } from '$lib/engine/types';
import type { PhaseSummary } from '$lib/ui/contract';
import { m } from '$lib/paraglide/messages.js';
import type { CoopContext } from '../types';
import { formatLog, phaseLabel } from './text';

/** Log keys of the consequences that change the table (the lines a summary keeps). */
export const TELLING = new Set([
	'cb_log_sauron',
	'cb_log_dark',
	'cb_log_light',
	'cb_log_die',
	'cb_log_roll_ignored',
	'cb_log_athelas_saves',
	'cb_log_eliminated',
	'cb_log_ring_passed',
	'cb_log_new_bearer',
	'cb_log_draw',
	'cb_log_deal',
	'cb_log_legends_lost',
	'cb_log_location',
	'cb_log_adventure_end',
	'cb_log_event',
	'cb_log_magic',
	'cb_log_cannot_pay',
	'cb_log_reshuffle',
	'cb_log_ring_fire',
	'cb_log_corrupted',
	'cb_log_corrupted_wins',
	'cb_log_victory',
	'cb_log_defeat'
]);
/**
 * Consequences the board does not tell by itself at a glance (the Ring changed hands, a hobbit
 * is out, the Fellowship moved on, new Legend cards, an event drawn, the game decided): a
 * summary with one of them waits for OK (when the table confirms summaries); one with only
 * track moves, a die and draws repeats the corruption track and fades by itself.
 */
const NEWS = new Set([
	'cb_log_eliminated',
	'cb_log_ring_passed',
	'cb_log_new_bearer',
	'cb_log_deal',
	'cb_log_legends_lost',
	'cb_log_location',
	'cb_log_adventure_end',
	'cb_log_event',
	'cb_log_cannot_pay',
	'cb_log_ring_fire',
	'cb_log_corrupted',
	'cb_log_corrupted_wins',
	'cb_log_victory',
	'cb_log_defeat'
]);
/** At most this many lines per summary (the log has the rest). */
const MAX_LINES = 12;

/**
 * The summary of the step between `before` and `after` (one move, or the moves the table made
 * at once): its first new log line (the move) and the consequences among the lines after it
 * that change the table; [] when there are none (or the log went back: an undo).
 * @returns at most one summary, id `cb-<log length before>-<after>`
 */
export function summaries(before: GameSnapshot<CoopContext>, after: GameSnapshot<CoopContext>, seats: SeatSetup[]): PhaseSummary[] {
	const from = before.context.log.length;
	const fresh: readonly LogEntry[] = after.context.log.slice(from);
	if (after.context.log.length <= from) return [];
	// A move's first line is the move itself; what follows it is what it set off.
	const consequences = fresh.slice(1).filter((e) => TELLING.has(e.key));
	if (consequences.length === 0) return [];
	const lines = [fresh[0], ...consequences].map((e) => formatLog(e, seats));
	return [
		{
			id: `cb-${from}-${after.context.log.length}`,
			title: phaseLabel(before),
			fade: !consequences.some((e) => NEWS.has(e.key)),
			lines: lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES - 1), m.summary_more({ count: lines.length - MAX_LINES + 1 })] : lines
		}
	];
}
