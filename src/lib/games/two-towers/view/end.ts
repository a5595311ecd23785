/**
 * Les Deux Tours' end screen (UI.md "One end screen per game"): the final ranking once, the
 * tokens each player won at each location, and how equal scores were separated (« Fin de la
 * partie »: at equal points, the most matching cards at Minas Tirith, then who presented first).
 */
import { m } from '$lib/paraglide/messages.js';
import type { GameSnapshot, SeatSetup } from '$lib/engine/types';
import type { EndScreenData } from '$lib/ui/contract';
import { rankRows, winnersHeadline } from '$lib/ui/end-screen';
import { finalRanking, phaseOf, tokenValue } from '../rules';
import type { TTContext } from '../types';
import { locationName } from './text';

/**
 * The end screen's data, or null while the game goes on.
 * @returns ranking (ties already broken, so places are distinct), breakdown per location
 *   (points of the tokens won there; the total is the final score), tie-break sentences
 */
export function endScreen(s: GameSnapshot<TTContext>, seats: SeatSetup[]): EndScreenData | null {
	if (phaseOf(s.value) !== 'end') return null;
	const c = s.context;
	const fin = finalRanking(c);
	const name = (x: number) => seats[x]?.name ?? `#${x + 1}`;
	const tieBreak = fin.ties.map((t) => {
		const params = { above: name(t.above), below: name(t.below), a: fin.minasTirithCounts[t.above], b: fin.minasTirithCounts[t.below] };
		return t.by === 'cards' ? m.tt_result_tie_cards(params) : m.tt_result_tie_order(params);
	});
	return {
		headline: winnersHeadline([fin.ranking[0]], seats),
		ranking: rankRows(fin.ranking, fin.scores),
		breakdown: {
			caption: m.tt_end_breakdown(),
			columns: c.scorings.map((r) => locationName(r.location)),
			rows: fin.ranking.map((seat) => ({
				seat,
				label: name(seat),
				cells: c.scorings.map((r) => {
					const pts = r.awards.filter((a) => a.seat === seat).reduce((n, a) => n + tokenValue(a.token), 0);
					return pts === 0 ? '—' : pts;
				}),
				total: fin.scores[seat]
			}))
		},
		tieBreak,
		notes: []
	};
}
