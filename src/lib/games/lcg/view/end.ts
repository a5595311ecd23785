/**
 * The LCG's end screen (UI.md "One end screen per game"): victory or defeat; a won game's score
 * sheet once (« DÉCOMPTE »: per player final threat + threat cost of dead heroes + damage on
 * surviving heroes; minus the victory points; lower is better); a lost game has no score
 * (« Si les joueurs ont gagné la partie »), only each player's end state as it stands.
 */
import { m } from '$lib/paraglide/messages.js';
import type { GameSnapshot, SeatSetup } from '$lib/engine/types';
import type { EndScreenData } from '$lib/ui/contract';
import { groupScore } from '../rules';
import type { LcgContext } from '../types';
import { lostLines, seatName } from './text';

/**
 * The end screen's data, or null while the game goes on.
 * @returns headline (victory or defeat), breakdown: one row per player (threat, dead heroes,
 *   damage, subtotal), the victory points and the group score; no ranking (a cooperative game)
 */
export function endScreen(s: GameSnapshot<LcgContext>, seats: SeatSetup[]): EndScreenData | null {
	const c = s.context;
	if (!c.outcome) return null;
	const sheet = groupScore(c);
	// A campaign scenario leads back to its campaign (which records the result when opened).
	const back = c.options.campaignId ? { label: m.lcg_end_back_campaign(), href: `/campaign/${encodeURIComponent(c.options.campaignId)}` } : undefined;
	if (!sheet) {
		return { headline: m.lcg_ui_result_defeat(), tieBreak: [], notes: [m.lcg_end_no_score(), ...lostLines(c, seats), m.end_rounds({ count: c.round })], back };
	}
	return {
		back,
		headline: c.outcome === 'victory' ? m.lcg_ui_result_victory() : m.lcg_ui_result_defeat(),
		breakdown: {
			caption: m.lcg_end_sheet(),
			columns: [m.lcg_end_threat(), m.lcg_end_dead(), m.lcg_end_damage()],
			rows: [
				...sheet.lines.map((l) => ({
					seat: l.seat,
					label: l.eliminated ? m.lcg_end_eliminated({ player: seatName(seats, l.seat) }) : seatName(seats, l.seat),
					cells: [l.threat, l.deadHeroes, l.damage],
					total: l.subtotal
				})),
				{ label: m.lcg_end_victory_points(), cells: ['', '', ''], total: sheet.victoryPoints > 0 ? `−${sheet.victoryPoints}` : '0' },
				{ label: m.lcg_end_group(), cells: ['', '', ''], total: sheet.total }
			]
		},
		tieBreak: [],
		notes: [m.lcg_end_lower_better(), m.end_rounds({ count: c.round })]
	};
}
