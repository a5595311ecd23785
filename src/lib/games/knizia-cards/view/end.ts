/**
 * The end screen of Knizia's card game (UI.md "One end screen per game"): the ranking once,
 * the points each player got at each scoring, and the tie-break (« Fin de la partie »: at equal
 * points, the player who scored more at the latest scoring where they differ is ahead).
 */
import { m } from '$lib/paraglide/messages.js';
import { listJoin } from '$lib/ui/names';
import type { GameSnapshot, SeatSetup } from '$lib/engine/types';
import type { EndScreenData } from '$lib/ui/contract';
import { rankRows, winnersHeadline } from '$lib/ui/end-screen';
import { phaseOf } from '../definition';
import { finalRanking } from '../rules';
import type { KcContext } from '../types';
import { regionName } from './text';

/**
 * The end screen's data, or null while the game goes on.
 * @returns ranking (winners who are equal at every scoring share first place), breakdown per
 *   scoring (net points, Moria's penalty included; the total is the final score), tie-break
 *   sentences, and how the game ended
 */
export function endScreen(s: GameSnapshot<KcContext>, seats: SeatSetup[]): EndScreenData | null {
	if (phaseOf(s) !== 'gameOver') return null;
	const c = s.context;
	const { order, winners } = finalRanking(c);
	const name = (x: number) => seats[x]?.name ?? `#${x + 1}`;
	const tieBreak: string[] = [];
	for (let i = 0; i + 1 < order.length; i++) {
		const [a, b] = [order[i], order[i + 1]];
		if (c.scores[a] !== c.scores[b]) continue;
		const rec = [...c.scorings].reverse().find((r) => r.seatPoints[a] !== r.seatPoints[b]);
		if (rec) {
			tieBreak.push(
				m.kc_result_tie({ above: name(a), below: name(b), points: c.scores[a], region: regionName(rec.region), a: rec.seatPoints[a], b: rec.seatPoints[b] })
			);
		}
	}
	if (winners.length > 1) tieBreak.push(m.kc_result_shared({ players: listJoin(winners.map(name)) }));
	const messages = m as unknown as Record<string, () => string>;
	return {
		headline: winnersHeadline(winners, seats),
		ranking: rankRows(order, c.scores, (a, b) => winners.includes(a) && winners.includes(b)),
		breakdown: {
			caption: m.kc_end_breakdown(),
			columns: c.scorings.map((r) => regionName(r.region)),
			rows: order.map((seat) => ({ seat, label: name(seat), cells: c.scorings.map((r) => r.seatPoints[seat]), total: c.scores[seat] }))
		},
		tieBreak,
		notes: c.ended ? [messages[`kc_result_end_${c.ended.replace(/-/g, '_')}`]()] : []
	};
}
