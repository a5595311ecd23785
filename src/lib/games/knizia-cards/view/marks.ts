/**
 * What the Knizia card game's board marks besides the cards themselves: the moves of others
 * since the viewer last looked (`BoardProps.recent`), the computer's hinted move
 * (`BoardProps.hint`), and the cards that have just arrived (for the shared `.card-arrive`
 * animation). Pure helpers, no Svelte.
 */
import type { GameEvent, SeatId } from '$lib/engine/types';
import type { RecentMove } from '$lib/ui/contract';
import { cardInfo, type CardId } from '../data/cards';
import { cellKey, type CellKey } from '../data/placement';
import type { RingId } from '../data/regions';
import type { KcView } from '../definition';
import type { KcEvent } from '../types';

/** What the recent moves of others touched on the board. */
export interface RecentMarks {
	/** Cards laid (or moved with the Lothlórien ring) by others that still top their place. */
	laid: Set<CardId>;
	/** Places where a Nazgûl of someone else struck: the Nazgûl and the card it took (null: it fell on a free place). */
	struck: Map<CellKey, { nazgul: CardId; victim: CardId | null }>;
	/** Indexes (in the map's order) of the regions others laid. */
	regions: Set<number>;
	/** Per seat: ring tiles it laid with a card (now lying on that card). */
	rings: Map<SeatId, RingId[]>;
	/** Seats that moved. */
	seats: Set<SeatId>;
}

/**
 * What the moves of others touched: the cards laid (with their rings), the Nazgûl strikes and the
 * cards they took out of the game, the regions laid.
 * @param recent the moves of others since the viewer last looked, oldest first
 * @param view what the viewer sees now
 * @returns the marks (empty sets without recent moves)
 */
export function recentMarks(recent: readonly RecentMove[], view: KcView): RecentMarks {
	const out: RecentMarks = { laid: new Set(), struck: new Map(), regions: new Set(), rings: new Map(), seats: new Set() };
	const tops = new Set(Object.values(view.cells).map((st) => st[st.length - 1]));
	for (const { ev: raw } of recent) {
		const ev = raw as unknown as KcEvent;
		out.seats.add(ev.seat);
		if (ev.type === 'play' || ev.type === 'relocate') {
			const ring: RingId | undefined = ev.type === 'relocate' ? 'lothlorien' : ev.ring;
			if (ring) out.rings.set(ev.seat, [...(out.rings.get(ev.seat) ?? []), ring]);
			if (ev.type === 'play' && cardInfo(ev.card).nazgul) {
				const i = view.removed.indexOf(ev.card);
				const next = i >= 0 ? view.removed[i + 1] : undefined;
				const victim = next !== undefined && !cardInfo(next).nazgul ? next : null;
				out.struck.set(cellKey(ev.x, ev.y), { nazgul: ev.card, victim });
			} else if (tops.has(ev.card)) out.laid.add(ev.card);
		} else if (ev.type === 'placeRegion') {
			const i = view.regions.findIndex((r) => r.x === ev.x && r.y === ev.y);
			if (i >= 0) out.regions.add(i);
		}
	}
	return out;
}

/** What a hinted move touches (each gets `data-hint="true"`). */
export interface HintMarks {
	/** The hand card to lay. */
	card: CardId | null;
	/** The place to lay or move it to. */
	place: CellKey | null;
	/** The map card to move with the Lothlórien ring. */
	source: CardId | null;
	/** The ring tile to lay with the card. */
	ring: RingId | null;
	/** The Lothlórien "Move" button. */
	relocate: boolean;
	/** The End turn button. */
	endTurn: boolean;
	/** The spot (anchor cell) for the next region. */
	anchor: CellKey | null;
}

/**
 * What the hinted move touches.
 * @param hint the move the computer would make, or null / undefined when none is asked
 * @returns the marks (all empty without a hint)
 */
export function hintMarks(hint: GameEvent | null | undefined): HintMarks {
	const out: HintMarks = { card: null, place: null, source: null, ring: null, relocate: false, endTurn: false, anchor: null };
	if (!hint) return out;
	const ev = hint as unknown as KcEvent;
	switch (ev.type) {
		case 'play':
			out.card = ev.card;
			out.place = cellKey(ev.x, ev.y);
			out.ring = ev.ring ?? null;
			break;
		case 'relocate':
			out.source = ev.card;
			out.place = cellKey(ev.x, ev.y);
			out.relocate = true;
			break;
		case 'endTurn':
			out.endTurn = true;
			break;
		case 'placeRegion':
			out.anchor = cellKey(ev.x, ev.y);
			break;
	}
	return out;
}

/**
 * The keys of what the map and the hand show, for `Arrivals`: every card of every stack with its
 * place (`map:<place>:<card>`), every region (`region:<i>`), every hand card (`hand:<card>`).
 * @param view what the viewer sees
 */
export function shownKeys(view: KcView): string[] {
	return [
		...Object.entries(view.cells).flatMap(([place, stack]) => stack.map((c) => `map:${place}:${c}`)),
		...view.regions.map((_, i) => `region:${i}`),
		...(view.hand ?? []).map((c) => `hand:${c}`)
	];
}
