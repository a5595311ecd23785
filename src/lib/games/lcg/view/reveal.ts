/**
 * What the table is shown about cards that just came into view, read from the game log and
 * the open decision (UI-only; nothing here changes the game):
 * - the reveal panels (an encounter card revealed, a shadow card turned face up), one at a
 *   time, each with the log lines that followed it and whether its effect was cancelled;
 * - whether a reveal waits for a Response about it (trigger.ts).
 */
import type { SeatSetup } from '$lib/engine/types';
import type { LcgContext } from '../types';
import { formatEntry } from './text';
import { responseTrigger } from './trigger';

/** Log keys that open a reveal panel. */
export const REVEAL_KEYS = new Set(['lcg_log_reveal', 'lcg_log_shadow_revealed']);
/** Log keys that end the lines shown under a reveal (the next reveal, a new phase). */
export const STOP_KEYS = new Set(['lcg_log_reveal', 'lcg_log_shadow_revealed', 'lcg_log_phase']);
/** Log keys saying that a revealed card's effect was cancelled (A Test of Will, Eleanor, Hasty Stroke). */
export const CANCEL_KEYS = new Set(['lcg_log_when_revealed_cancelled', 'lcg_log_shadow_cancelled']);

/** One reveal panel. */
export interface Reveal {
	/** Index of the reveal's line in the log. */
	index: number;
	/** The card's code. */
	code: string;
	/** A shadow card turned face up (else an encounter card revealed). */
	shadow: boolean;
	/** The attacker a shadow card was dealt to (its code), or null. */
	enemy: string | null;
	/** The log lines that followed, in words (at most 6). */
	lines: string[];
	/** Its « when revealed » or shadow effect was cancelled. */
	cancelled: boolean;
}

/**
 * The log indexes of reveals not yet confirmed (from `confirmedUpTo` on). Read from there only:
 * the Board asks on every move, and a reveal panel nobody confirms (computer players) stays
 * open while the log grows (issue 17, the LCG's painted p95).
 */
export function revealQueue(full: LcgContext, confirmedUpTo: number): number[] {
	const out: number[] = [];
	for (let i = Math.max(0, confirmedUpTo); i < full.log.length; i++) {
		const e = full.log[i];
		if (REVEAL_KEYS.has(e.key) && typeof e.params?.card === 'string') out.push(i);
	}
	return out;
}

/** The reveal panel of the log line `i` (a reveal key with a `card` parameter). */
export function revealAt(full: LcgContext, i: number, seats: SeatSetup[]): Reveal {
	const e = full.log[i];
	const code = e.params!.card as string;
	const lines: string[] = [];
	for (let j = i + 1; j < full.log.length; j++) {
		const l = full.log[j];
		if (STOP_KEYS.has(l.key)) break;
		// A cancellation belongs to the panel of the card it names.
		if (CANCEL_KEYS.has(l.key) && l.params?.card !== code) continue;
		if (lines.length < 6) lines.push(formatEntry(l, seats));
	}
	// The cancellation may come after the card revealed in its place (Eleanor: « discard it and
	// reveal the next card »): looked for up to the next reveal of the same card.
	let cancelled = false;
	for (let j = i + 1; j < full.log.length && !cancelled; j++) {
		const l = full.log[j];
		if (REVEAL_KEYS.has(l.key) && l.params?.card === code) break;
		if (CANCEL_KEYS.has(l.key) && l.params?.card === code) cancelled = true;
	}
	const shadow = e.key === 'lcg_log_shadow_revealed';
	// A shadow card belongs to the enemy whose attack began last.
	let enemy: string | null = null;
	if (shadow)
		for (let j = i - 1; j >= 0 && enemy === null; j--)
			if (full.log[j].key === 'lcg_log_attack_begins' && typeof full.log[j].params?.card === 'string') enemy = full.log[j].params!.card as string;
	return { index: i, code, shadow, enemy, lines, cancelled };
}

/**
 * True while the first queued reveal waits for a Response about it (the decision panel shows
 * the card meanwhile): its panel opens once the offer is settled, with "cancelled" when a
 * response cancelled it.
 */
export function revealHeld(full: LcgContext, reveal: Reveal | null): boolean {
	if (!reveal) return false;
	const t = responseTrigger(full);
	if (!t || (t.type !== 'revealed' && t.type !== 'shadowTriggered')) return false;
	return t.code === reveal.code;
}

/**
 * The id of the phase summary (summaries.ts: `lcg-<round>-<phase>`) of the phase in which the
 * log line `i` lies, or null before the first phase line.
 */
export function phaseSummaryId(full: LcgContext, i: number): string | null {
	for (let j = i; j >= 0; j--) {
		const e = full.log[j];
		if (e.key === 'lcg_log_phase' && typeof e.params?.phase === 'string') return `lcg-${Number(e.params.round)}-${e.params.phase}`;
	}
	return null;
}

/**
 * True once the phase in which the log line `i` lies has ended (a later phase began, or the game
 * is over): a reveal panel lets the table's automatic moves go on under it until then, so that
 * it shows the phase's result, and no further (what comes next is seen, not passed under it).
 */
export function phaseOver(full: LcgContext, i: number): boolean {
	if (full.outcome !== null) return true;
	for (let j = Math.max(0, i + 1); j < full.log.length; j++) if (full.log[j].key === 'lcg_log_phase') return true;
	return false;
}

/**
 * True when the reveal panel now shown (`reveal`) takes in the summary the table would show next
 * (`summaryId`): issue 17, "a reveal and its phase summary are one panel". That summary is of the
 * reveal's phase, which ended while the panel was open (the table passes quiet windows under it
 * until then: phaseOver), and no other queued reveal lies between this one and the phase's end
 * (the last reveal of the phase carries its result). Then the panel shows the summary and one
 * OK closes both.
 * @param queue the log indexes of the reveals not yet confirmed (revealQueue), `reveal` first
 */
export function absorbsSummary(full: LcgContext, reveal: Reveal | null, queue: number[], summaryId: string | null | undefined): boolean {
	if (!reveal || !summaryId || phaseSummaryId(full, reveal.index) !== summaryId) return false;
	if (!phaseOver(full, reveal.index)) return false;
	let end = full.log.length;
	for (let j = reveal.index + 1; j < full.log.length; j++)
		if (full.log[j].key === 'lcg_log_phase') {
			end = j;
			break;
		}
	return !queue.some((i) => i > reveal.index && i < end);
}
