/**
 * The partner's move with the reason it gives in one line (the hint's "why"): a log-style
 * entry `{ key, params }` with a message key of messages/lcg-bot (card params are card codes,
 * turned into names by the LCG's `formatLog`).
 */
import type { LogEntry } from '$lib/engine/types';
import type { LcgEvent } from '../types';

/** A decision of the partner: the event (one of the seat's legal events) and why. */
export interface BotChoice {
	event: LcgEvent;
	reason: LogEntry;
}

/** A choice with a reason. */
export function because(event: LcgEvent, key: string, params: Record<string, string | number> = {}): BotChoice {
	return { event, reason: { key, params } };
}
