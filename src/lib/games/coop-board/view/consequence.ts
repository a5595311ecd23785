/**
 * What not paying costs (issue 18 « A payment names its consequence when nobody pays »): the
 * payment's `fail` steps in the player's words, e.g. "Nobody pays: Sauron moves 2 steps toward
 * the hobbits." Our own concise wording of the rulebook's effects (messages/coop-board).
 */
import type { SeatId } from '$lib/engine/types';
import type { Payment, Step } from '../types';
import { EACH } from '../rules/events';
import { locationName, t } from './text';

/** One step's consequence, or null when it says nothing to the players (a log, a prompt). */
function clause(st: Step, nameOf: (s: SeatId) => string): string | null {
	const name = (s: SeatId) => (s === EACH ? t('cb_cons_each') : nameOf(s));
	switch (st.k) {
		case 'sauron':
			return t('cb_cons_sauron', { n: st.n });
		case 'dark':
			return t('cb_cons_dark', { name: name(st.seat), n: st.n });
		case 'roll':
			return t('cb_cons_roll', { name: name(st.seat) });
		case 'discardCards':
			return t('cb_cons_discard', { name: name(st.seat), n: st.n });
		case 'forcedRunes':
			return t('cb_cons_runes', { name: name(st.seat), n: st.n });
		case 'nextEvent':
			return t('cb_cons_next_event');
		case 'removeLegends':
			return t('cb_cons_legends_lost', { home: locationName(st.home) });
		case 'each':
		case 'others':
			return clauses(st.steps, nameOf).join(t('cb_cons_then')) || null;
		default:
			return null;
	}
}

function clauses(steps: Step[], nameOf: (s: SeatId) => string): string[] {
	return steps.map((st) => clause(st, nameOf)).filter((x): x is string => !!x);
}

/**
 * The sentence for a payment's consequence: "Nobody pays: …" (group or one-player payment) or
 * "If Anna does not pay: …" (a named hobbit); "… nothing happens" when declining costs nothing.
 * @param nameOf a seat's name as the table shows it
 */
export function consequence(pay: Payment, nameOf: (s: SeatId) => string): string {
	const what = clauses(pay.fail, nameOf).join(t('cb_cons_then')) || t('cb_cons_nothing');
	return typeof pay.who === 'number' ? t('cb_cons_line_seat', { name: nameOf(pay.who), what }) : t('cb_cons_line', { what });
}
