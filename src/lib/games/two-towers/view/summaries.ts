/**
 * Les Deux Tours' step summaries (GameUi.summaries; UI.md "Results are shown, not just applied",
 * issue 16 "one queue every game uses"): each evaluation (« L'ÉVALUATION ») becomes a summary in
 * the table's queue (TableSession), drawn by the shared SummaryPanel like every game's: who
 * counted what (per symbol in the two-player game), which token went to whom, who holds the
 * ring, which cards were set aside, the tokens back in the box, the presentation order.
 * Everything in it is public (the rows laid on the table, the tokens won).
 */
import { m } from '$lib/paraglide/messages.js';
import type { GameSnapshot, SeatSetup } from '$lib/engine/types';
import type { PhaseSummary } from '$lib/ui/contract';
import { tokenValue } from '../rules';
import type { ScoringRecord, TTContext } from '../types';
import { cardName, locationName, qualityName } from './text';

/** The mark in the ring holder's row (with the "Ring" column header: not colour alone). */
const RING_MARK = '●';

/**
 * One evaluation as a summary.
 * @param twoPlayer the two-player game (counts per symbol, « Variante à 2 joueurs »)
 * @returns id `tt-eval-<round>`; rows in ranking order
 */
export function evaluationSummary(rec: ScoringRecord, seats: SeatSetup[], twoPlayer: boolean): PhaseSummary {
	const name = (seat: number) => seats[seat]?.name ?? '';
	const counted = twoPlayer ? rec.symbols.map((sym) => qualityName(sym.quality)) : [m.tt_summary_counted()];
	const rows = rec.ranking.map((seat) => {
		const tokens = rec.awards.filter((a) => a.seat === seat).map((a) => String(tokenValue(a.token)));
		const aside = rec.setAside.find((x) => x.seat === seat)?.cards ?? [];
		return {
			seat,
			label: name(seat),
			cells: [
				...(twoPlayer ? rec.symbols.map((sym) => String(sym.counts[seat])) : [String(rec.counts[seat])]),
				tokens.length ? tokens.join(' + ') : '—',
				aside.length ? aside.map(cardName).join(', ') : '—',
				rec.ringTo === seat ? RING_MARK : ''
			]
		};
	});
	const lines = [rec.ringTo === rec.ringFrom ? m.tt_summary_ring_stays({ player: name(rec.ringTo) }) : m.tt_summary_ring({ player: name(rec.ringTo) })];
	if (rec.toBox.length) lines.push(m.tt_summary_box({ values: rec.toBox.map(tokenValue).join(', ') }));
	lines.push(m.tt_summary_order({ names: rec.order.map(name).join(' › ') }));
	return {
		id: `tt-eval-${rec.round}`,
		title: m.tt_summary_title({ location: locationName(rec.location) }),
		table: { columns: [...counted, m.tt_summary_token(), m.tt_summary_aside(), m.tt_ring()], rows },
		lines
	};
}

/**
 * The evaluations made between `before` and `after`, oldest first ([] when none): the result the
 * table confirms before it goes on (a summary to confirm holds the computer players, the curtain
 * and the end screen).
 */
export function summaries(before: GameSnapshot<TTContext>, after: GameSnapshot<TTContext>, seats: SeatSetup[]): PhaseSummary[] {
	const done = after.context.scorings;
	const from = before.context.scorings.length;
	if (done.length <= from) return [];
	return done.slice(from).map((rec) => evaluationSummary(rec, seats, after.context.twoPlayer));
}
