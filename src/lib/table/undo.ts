/**
 * The table's Undo, as offered (DESIGN.md "Sessions, saves, undo"): both buttons and their
 * reasons come from GameSession.undoVerdict, the same walk of the log that `undo` applies, so
 * a button offered is never refused and a refusal always says why in words on the screen.
 */
import { m } from '$lib/paraglide/messages.js';
import type { LoggedEvent, UndoBy, UndoRefusal } from '$lib/engine/session';
import type { SeatId, SeatSetup } from '$lib/engine/types';

/** What the screen offers. */
export interface UndoOffer {
	/** The top bar's Undo: who asks, whether it may, and (when not) why, as one sentence to show. */
	top: { by: UndoBy | null; enabled: boolean; reason: string };
	/** The curtain's "Undo <name>'s move" for the player who just moved, or null when it would be refused. */
	curtain: { seat: SeatId; label: string } | null;
}

/** An Undo asked for that the table refuses: `message` is the reason, one sentence for the screen. */
export class UndoRefusedError extends Error {
	constructor(reason: string) {
		super(reason);
		this.name = 'UndoRefusedError';
	}
}

/**
 * Why an undo is refused, one plain sentence in the player's language ('' when it is not).
 * @param verdict GameSession.undoVerdict's answer
 */
export function undoReason(verdict: { refusal: UndoRefusal | null; entry?: LoggedEvent }, seats: readonly SeatSetup[]): string {
	const name = seats[verdict.entry?.ev.seat ?? -1]?.name ?? '';
	switch (verdict.refusal) {
		case null:
			return '';
		case 'nothing':
			return m.undo_nothing();
		case 'game-over':
			return m.undo_game_over();
		case 'reveal':
			return m.undo_reveal();
		case 'bot':
			return m.undo_bot({ name });
		case 'step':
			return m.undo_step();
		case 'other':
			return m.undo_other({ name });
	}
}
