/**
 * The region card game's step summaries (GameUi.summaries; UI.md "Results are shown, not just
 * applied", issue 16 "one queue every game uses"): each scoring (« Décompte des points ») becomes
 * a summary in the table's queue (TableSession), drawn by the shared SummaryPanel like every
 * game's: every colour's rank, total, points and ring won, the Bree note and Moria's penalty.
 * The panel is shown to the whole table: with hidden scores (« les points restent cachés ») no
 * player's points are in it until the game is over, but for the one person who plays alone
 * against the computer (their own points are theirs to see).
 */
import { m } from '$lib/paraglide/messages.js';
import type { GameSnapshot, LogEntry, SeatId, SeatSetup } from '$lib/engine/types';
import { LOG } from '../rules';
import type { PhaseSummary } from '$lib/ui/contract';
import { phaseOf } from '../definition';
import type { KcContext, ScoringRecord } from '../types';
import { colourLetter, colourName, regionName, ringLabel } from './text';

/**
 * One scoring as a summary, one row per colour in rank order.
 * @param index the scoring's place in the game (0 = the first region scored)
 * @param hidden whose points to show as "?" (hidden scores)
 * @returns id `kc-scoring-<index>`
 */
export function scoringSummary(rec: ScoringRecord, index: number, seats: SeatSetup[], hidden: (seat: SeatId) => boolean): PhaseSummary {
	const name = (seat: SeatId) => seats[seat]?.name ?? '';
	const rows = rec.rows.map((row) => ({
		seat: row.seat,
		label: name(row.seat),
		cells: [
			String(row.rank),
			`${colourLetter(row.colour)} · ${colourName(row.colour)}`,
			row.cards === 0 ? m.kc_label_no_card() : String(row.total),
			hidden(row.seat) ? '?' : String(row.points),
			row.ring ? ringLabel(row.ring) : ''
		]
	}));
	const lines: string[] = [];
	if (rec.bree) lines.push(m.kc_label_bree_applied());
	const p = rec.penalty;
	if (p) lines.push(hidden(p.seat) ? m.kc_label_penalty_hidden({ player: name(p.seat) }) : m.kc_label_penalty({ player: name(p.seat), lost: p.lost }));
	return {
		id: `kc-scoring-${index}`,
		title: rec.final ? m.kc_label_final_scoring_title({ region: regionName(rec.region) }) : m.kc_label_scoring_title({ region: regionName(rec.region) }),
		table: { columns: [m.kc_label_rank(), m.kc_label_colour(), m.kc_label_total(), m.kc_label_pts(), m.kc_label_ring()], rows },
		lines
	};
}

/**
 * The scorings made between `before` and `after`, oldest first ([] when none): the result the
 * table confirms before the next region is laid. With hidden scores and the game not over,
 * every player's points show as "?" (the panel is the whole table's), except the points of a
 * person alone at the table with computer players.
 */
export function summaries(before: GameSnapshot<KcContext>, after: GameSnapshot<KcContext>, seats: SeatSetup[]): PhaseSummary[] {
	const done = after.context.scorings;
	const from = before.context.scorings.length;
	if (done.length <= from) return [];
	const hide = after.context.options.hideScores && phaseOf(after) !== 'gameOver';
	// One person against the computer: the table is that person, whose own points may show.
	const people = seats.flatMap((x, i) => (x.bot ? [] : [i]));
	const alone = people.length === 1 ? people[0] : null;
	const groups = scoringEntries(after.context.log, before.context.log.length);
	return done.slice(from).map((rec, i) => ({ ...scoringSummary(rec, from + i, seats, (seat) => hide && seat !== alone), covers: groups[i] ?? [] }));
}

const SCORING_START = new Set(['scoring', 'scoring_final'].map((k) => LOG + k));
const SCORING_PART = new Set(['rank', 'rank_hidden', 'ring_won', 'ring_won_lost', 'moria_penalty', 'moria_penalty_hidden'].map((k) => LOG + k));

/**
 * The log entries of each scoring logged from entry `from` on (rules.ts scoreCurrentRegion: the
 * scoring line, then each colour's rank, ring and Moria's penalty), oldest first: what a scoring's
 * summary shows as its table (PhaseSummary.covers).
 */
export function scoringEntries(log: readonly LogEntry[], from: number): number[][] {
	const out: number[][] = [];
	let group: number[] | null = null;
	for (let i = from; i < log.length; i++) {
		const key = log[i].key;
		if (SCORING_START.has(key)) out.push((group = [i]));
		else if (group && SCORING_PART.has(key)) group.push(i);
		else group = null;
	}
	return out;
}
