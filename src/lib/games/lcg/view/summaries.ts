/**
 * The LCG's phase-change summaries (GameUi.summaries, UI.md "A phase change that changes the
 * table gets a short summary panel"): when the quest, combat or refresh phase ends, what it
 * changed — quest result and progress, damage, cards destroyed, threat, readying, the first
 * player token — from the log lines of that phase. A summary without news (NEWS) fades by itself.
 */
import { m } from '$lib/paraglide/messages.js';
import type { GameSnapshot, LogEntry, SeatSetup } from '$lib/engine/types';
import type { PhaseSummary } from '$lib/ui/contract';
import type { LcgContext, Phase } from '../types';
import { formatEntry, gram } from './text';

/** Log keys that change the table (the lines a summary keeps). */
const TELLING = new Set([
	'lcg_log_quest_success',
	'lcg_log_quest_failure',
	'lcg_log_quest_tie',
	'lcg_log_explored',
	'lcg_log_stage',
	'lcg_log_damage',
	'lcg_log_destroyed',
	'lcg_log_eliminated',
	'lcg_log_threat_up',
	'lcg_log_threat_down',
	'lcg_log_ready_all',
	'lcg_log_first_player',
	'lcg_log_heal'
]);
/**
 * Lines that are news the board does not show by itself (a new quest stage, a card destroyed
 * and gone, a player eliminated): a summary with one of them waits for OK; one without only
 * repeats the board (the quest's progress bar, the threat dials after a quest failure, damage
 * tokens, readied cards, the first player token) and fades by itself, its lines still shown
 * for a few seconds (issue 17: fewer confirmations).
 */
const NEWS = new Set(['lcg_log_stage', 'lcg_log_destroyed', 'lcg_log_eliminated']);
/** The phases whose end gets a summary. */
const SUMMED: Phase[] = ['quest', 'combat', 'refresh'];
/** At most this many lines per summary (the log has the rest). */
const MAX_LINES = 8;

/**
 * The summaries of the phases that ended between `before` and `after` (one move may end
 * several), oldest first; [] when none ended or nothing in them changed the table.
 */
export function summaries(before: GameSnapshot<LcgContext>, after: GameSnapshot<LcgContext>, seats: SeatSetup[]): PhaseSummary[] {
	const a = after.context;
	const b = before.context;
	if (a.log.length <= b.log.length) return [];
	// Phase starts from the last one `before` had already seen to the end, read backwards: the
	// earlier phases ended before this move (the table asks on every move: issue 17).
	const starts: { index: number; phase: Phase; round: number }[] = [];
	for (let i = a.log.length - 1; i >= 0; i--) {
		const e = a.log[i];
		if (e.key !== 'lcg_log_phase' || typeof e.params?.phase !== 'string') continue;
		starts.push({ index: i, phase: e.params.phase as Phase, round: Number(e.params.round) });
		if (i < b.log.length) break;
	}
	starts.reverse();
	const out: PhaseSummary[] = [];
	for (let k = 0; k < starts.length; k++) {
		const start = starts[k];
		const end = starts[k + 1]?.index ?? (a.outcome ? a.log.length : -1);
		// A phase is summed up when it ended during this move: its end lies in the new part of the log.
		if (end < 0 || end < b.log.length || !SUMMED.includes(start.phase)) continue;
		const told = a.log.slice(start.index + 1, end).filter((e) => TELLING.has(e.key));
		if (told.length === 0) continue;
		out.push({
			id: `lcg-${start.round}-${start.phase}`,
			fade: !told.some((e) => NEWS.has(e.key)),
			title: m.lcg_ui_summary_title(gram({ phase: phaseWord(start.phase), round: start.round })),
			lines: shown(told, seats)
		});
	}
	return out;
}

/**
 * A summary's lines, in log order: every entry when they fit in MAX_LINES; else the news first
 * (the reason the panel waits for OK must be on it), then the others, up to one line short, and
 * a last line saying how many more the log has.
 */
function shown(told: LogEntry[], seats: SeatSetup[]): string[] {
	if (told.length <= MAX_LINES) return told.map((e) => formatEntry(e, seats));
	const room = MAX_LINES - 1;
	const keep = new Set<number>();
	told.forEach((e, i) => NEWS.has(e.key) && keep.size < room && keep.add(i));
	told.forEach((_, i) => keep.size < room && keep.add(i));
	const lines = told.filter((_, i) => keep.has(i)).map((e) => formatEntry(e, seats));
	return [...lines, m.summary_more({ count: told.length - room })];
}

function phaseWord(p: Phase): string {
	const words = m as unknown as Record<string, () => string>;
	const f = words[`lcg_phase_${p}`];
	return f ? f() : p;
}
