/**
 * Building the end screen's data (UI.md "One end screen per game") when a game gives no
 * `GameUi.endScreen`, and the headline every game shares.
 */
import { m } from '$lib/paraglide/messages.js';
import type { GameResult, SeatId, SeatSetup } from '$lib/engine/types';
import type { EndRankRow, EndScreenData } from './contract';

/** "Ann wins!" / "Ann & Bob win!" for a ranking's winners. */
export function winnersHeadline(winners: SeatId[], seats: SeatSetup[]): string {
	const names = winners.map((w) => seats[w]?.name ?? `#${w + 1}`).join(' & ');
	return winners.length > 1 ? m.play_winners({ names }) : m.play_winner({ names });
}

/**
 * Ranking rows from scores and an order (best first): equal scores that the order alone
 * separates share a place only when `shared(a, b)` says the tie was not broken.
 * @param order seats best first (the game's tie-broken order)
 * @param shared true when two neighbours in `order` are really tied (default: equal scores
 *   and both winners or both not)
 */
export function rankRows(order: SeatId[], scores: number[], shared: (a: SeatId, b: SeatId) => boolean = () => false): EndRankRow[] {
	const rows: EndRankRow[] = [];
	order.forEach((seat, i) => {
		const prev = rows[i - 1];
		const place = prev && shared(order[i - 1], seat) ? prev.place : i + 1;
		rows.push({ seat, place, score: scores[seat] });
	});
	return rows;
}

/**
 * The end screen of a game without its own `endScreen`: the winners, the ranking by score
 * (winners first), and the game's result lines as notes.
 */
export function defaultEndScreen(result: GameResult, seats: SeatSetup[], lines: string[]): EndScreenData {
	if (result.kind === 'cooperative') {
		return {
			headline: result.victory ? m.end_victory() : m.end_defeat(),
			tieBreak: [],
			notes: result.score === undefined ? lines : [...lines, m.end_coop_score({ score: result.score })]
		};
	}
	const order = seats
		.map((_, i) => i)
		.sort((a, b) => Number(result.winners.includes(b)) - Number(result.winners.includes(a)) || result.scores[b] - result.scores[a]);
	const win = (s: SeatId) => result.winners.includes(s);
	return {
		headline: winnersHeadline(result.winners, seats),
		ranking: rankRows(order, result.scores, (a, b) => win(a) === win(b) && result.scores[a] === result.scores[b]),
		tieBreak: [],
		notes: lines
	};
}
