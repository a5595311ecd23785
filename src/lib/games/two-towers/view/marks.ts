/**
 * What Les Deux Tours' board marks besides the cards themselves: the moves of others since the
 * viewer last looked (`BoardProps.recent`), the computer's hinted move (`BoardProps.hint`), and
 * the cards that have just arrived somewhere (for the shared `.card-arrive` animation).
 * Pure helpers, no Svelte.
 */
import type { GameEvent } from '$lib/engine/types';
import type { RecentMove } from '$lib/ui/contract';
import { cardColour } from '../rules';
import type { CardId, TTEvent } from '../types';

/**
 * The cards laid in rows or put face up by other players and bots (`recent`), Gandalf cards
 * included.
 * @param recent the moves of others since the viewer last looked
 * @returns their card ids
 */
export function freshCardsOf(recent: readonly RecentMove[]): Set<CardId> {
	const out = new Set<CardId>();
	for (const { ev } of recent) {
		const e = ev as unknown as Partial<TTEvent> & { type: string; card?: number; gandalf?: number };
		if ((e.type === 'LAY' || e.type === 'DISCARD' || e.type === 'LAY_GANDALF') && typeof e.card === 'number') out.add(e.card);
		if (e.type === 'LAY_GANDALF' && typeof e.gandalf === 'number') out.add(e.gandalf);
	}
	return out;
}

/**
 * Per seat, how many face-up cards it took in `recent` (those cards left the table).
 * @param recent the moves of others since the viewer last looked
 * @param seats how many seats the game has
 * @returns one count per seat
 */
export function takenFaceUpOf(recent: readonly RecentMove[], seats: number): number[] {
	return Array.from({ length: seats }, (_, s) => recent.filter(({ ev }) => ev.seat === s && ev.type === 'TAKE_FACEUP').length);
}

/** What a hinted move touches on the board (each flag gets `data-hint="true"`). */
export interface HintMarks {
	/** Hand cards to play (one, or a Gandalf card and its partner). */
	hand: CardId[];
	/** The face-up card to take. */
	faceUp: CardId | null;
	/** The draw pile. */
	pile: boolean;
	/** The face-up display as the place to put a card (DISCARD). */
	display: boolean;
	/** The colour of the viewer's row to lay in. */
	row: number | null;
	/** The Done / Pass button. */
	done: boolean;
	/** The "nothing to take" button. */
	noDraw: boolean;
}

/**
 * What the hinted move touches.
 * @param hint the move the computer would make, or null / undefined when none is asked
 * @returns the marks (all empty without a hint)
 */
export function hintMarks(hint: GameEvent | null | undefined): HintMarks {
	const out: HintMarks = { hand: [], faceUp: null, pile: false, display: false, row: null, done: false, noDraw: false };
	if (!hint) return out;
	const ev = hint as unknown as TTEvent;
	switch (ev.type) {
		case 'TAKE_DECK':
			out.pile = true;
			break;
		case 'TAKE_FACEUP':
			out.faceUp = ev.card;
			break;
		case 'DISCARD':
			out.hand = [ev.card];
			out.display = true;
			break;
		case 'NO_DRAW':
			out.noDraw = true;
			break;
		case 'LAY':
			out.hand = [ev.card];
			out.row = cardColour(ev.card);
			break;
		case 'LAY_GANDALF':
			out.hand = [ev.gandalf, ev.card];
			out.row = cardColour(ev.card);
			break;
		case 'DONE':
			out.done = true;
			break;
	}
	return out;
}
