/**
 * Risk's step summaries (GameUi.summaries; issue 16 "Every consequence is shown", UI.md "A phase
 * change that changes the table gets a short summary panel"): when a player's turn ends, what its
 * end changed — the cards drawn (« Piochez une carte Territoire … une carte Aventure »), an event
 * card and what it did, the powers played on the Fellowship, the Fellowship's roll and where it
 * went (« Déplacez la Communauté ») — read from that turn's log lines. The Fellowship's roll is
 * the turn's last move: without this panel the next player's curtain would follow at once and
 * the roller would never see its result.
 */
import { m } from '$lib/paraglide/messages.js';
import type { GameSnapshot, LogEntry, SeatSetup } from '$lib/engine/types';
import type { PhaseSummary } from '$lib/ui/contract';
import type { RiskContext } from '../types';
import { formatLog } from './text';

/** Log keys of a turn's end that change the table (the lines a summary keeps); every `risk_log_event_*` too. */
const TELLING = new Set([
	'risk_log_draw_territory',
	'risk_log_draw_adventure',
	'risk_log_draw_none',
	'risk_log_mission_cards_capped',
	'risk_log_discard_adventure',
	'risk_log_raid',
	'risk_log_muster',
	'risk_log_uprising',
	'risk_log_uprising_wild',
	'risk_log_reshuffle',
	'risk_log_adventure_reshuffle',
	'risk_log_power_knife',
	'risk_log_power_boromir',
	'risk_log_power_balrog',
	'risk_log_power_smeagol',
	'risk_log_react_faramir',
	'risk_log_ring_roll',
	'risk_log_ring_move',
	'risk_log_ring_stays',
	'risk_log_ring_leaves',
	'risk_log_end'
]);
/** Lines that only repeat what the mover's own hand or the decks show: a summary of nothing else fades by itself. */
const QUIET = new Set(['risk_log_draw_territory', 'risk_log_draw_none', 'risk_log_mission_cards_capped', 'risk_log_reshuffle']);
/** At most this many lines per summary (the log has the rest). */
const MAX_LINES = 10;

const telling = (e: LogEntry) => TELLING.has(e.key) || e.key.startsWith('risk_log_event_');

/**
 * The summaries of the turns that ended between `before` and `after` (the next turn began, or
 * the game ended), oldest first; [] when none ended or nothing at their end changed the table.
 * A person's turn with news (an adventure card, an event, the Fellowship) waits for OK when the
 * table confirms summaries; a computer player's turn, or a turn that only drew a territory card,
 * fades by itself (the curtain's "since your last turn" lists it too).
 * @returns ids `risk-turn-<turn number>`
 */
export function summaries(before: GameSnapshot<RiskContext>, after: GameSnapshot<RiskContext>, seats: SeatSetup[]): PhaseSummary[] {
	const a = after.context.log;
	const b = before.context.log.length;
	if (a.length <= b) return [];
	// Turn starts in the log from the one that was running at `before` (older turns ended before
	// this step: reading them after every move would grow with the game), and where the game ended.
	let from = Math.min(b, a.length - 1);
	while (from > 0 && a[from].key !== 'risk_log_turn') from--;
	const starts: { index: number; turn: number; seat: number }[] = [];
	let end = -1;
	for (let i = from; i < a.length; i++) {
		const e = a[i];
		if (e.key === 'risk_log_turn' && e.seat !== undefined) starts.push({ index: i, turn: Number(e.params?.turn), seat: e.seat });
		if (e.key === 'risk_log_end' && end < 0) end = i;
	}
	const out: PhaseSummary[] = [];
	for (let k = 0; k < starts.length; k++) {
		const start = starts[k];
		// The turn ended where the next one began, or with the game (its last line included).
		const next = starts[k + 1]?.index;
		const last = next ?? (end > start.index ? end : -1);
		// It is summed up when it ended during this step: its end lies in the new part of the log.
		if (last < 0 || last < b) continue;
		const stop = next ?? end + 1;
		const told = a.slice(start.index + 1, stop).filter(telling);
		if (told.length === 0) continue;
		const lines = told.map((e) => formatLog(e, seats));
		out.push({
			id: `risk-turn-${start.turn}`,
			title: m.risk_summary_turn_end({ turn: start.turn, player: seats[start.seat]?.name ?? '' }),
			fade: !!seats[start.seat]?.bot || told.every((e) => QUIET.has(e.key)),
			lines: lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES - 1), m.summary_more({ count: lines.length - MAX_LINES + 1 })] : lines
		});
	}
	return out;
}
