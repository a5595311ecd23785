/**
 * What the Board marks on a card besides its glow (markOf): the card was touched by a move of
 * another player or a bot since the viewer last looked (`recent`, issue 11), it is touched by
 * the move the computer would make (`hint`), or it has just arrived in the zone it is drawn in
 * (`arrive`: the `.card-arrive` animation of src/app.css, played once per arrival).
 * Pure functions over a context; the Board keeps the state (what was seen before).
 */
import type { RecentMove } from '$lib/ui/contract';
import type { Iid, Json, LcgContext, LcgEvent } from '../types';
import { choiceCard } from './moves';

/** How a card is tagged (each one an attribute and a look of CardSlot, CardTab and Hand). */
export interface CardTags {
	recent: boolean;
	hint: boolean;
	arrive: boolean;
}

/** A card without tags (the default of the pieces drawn outside a Board, e.g. in tests). */
export const NO_TAGS: CardTags = Object.freeze({ recent: false, hint: false, arrive: false });

/** The card instance ids inside a target (a card id, or arrays/objects of them); other values are skipped. */
function targetCards(ctx: LcgContext, t: Json | undefined, out: Set<Iid>): void {
	if (typeof t === 'string') {
		if (ctx.cards[t]) out.add(t);
	} else if (Array.isArray(t)) for (const x of t) targetCards(ctx, x, out);
	else if (t && typeof t === 'object') for (const x of Object.values(t)) targetCards(ctx, x, out);
}

/**
 * The cards an event touches in `ctx`: the card played or used and its target(s) (an
 * attachment's host too, once it is attached), the character committed, defending or
 * attacking, the enemy engaged, attacked or attacking, the location travelled to, the card a
 * choice is about. Ids missing from `ctx.cards` are left out; buttons (CONTINUE, DONE, …) touch
 * no card. Never throws.
 */
export function cardsOfEvent(ctx: LcgContext, ev: LcgEvent): Set<Iid> {
	const out = new Set<Iid>();
	const add = (id: unknown) => {
		if (typeof id === 'string' && ctx.cards[id]) out.add(id);
	};
	switch (ev.type) {
		case 'PLAY':
		case 'ACTIVATE': {
			add(ev.card);
			targetCards(ctx, ev.target, out);
			const host = ctx.cards[ev.card]?.attachedTo;
			if (ev.type === 'PLAY' && host) add(host);
			break;
		}
		case 'COMMIT':
		case 'DEFEND':
		case 'ADD_ATTACKER':
			add(ev.card);
			break;
		case 'ENGAGE':
		case 'ATTACK':
		case 'RESOLVE_ATTACK':
			add(ev.enemy);
			break;
		case 'TRAVEL':
			add(ev.location);
			break;
		case 'CHOOSE':
			add(choiceCard(ev.value));
			if (ev.value && typeof ev.value === 'object' && !Array.isArray(ev.value)) {
				add(ev.value.src);
				add(ev.value.play);
			}
			break;
		default:
			break;
	}
	return out;
}

/** Every card touched by the moves of others since the viewer last looked (BoardProps.recent). */
export function recentCards(ctx: LcgContext, recent: RecentMove[]): Set<Iid> {
	const out = new Set<Iid>();
	for (const { ev } of recent) for (const id of cardsOfEvent(ctx, ev as LcgEvent)) out.add(id);
	return out;
}

/** Zones whose cards are drawn face up on the board: a card arriving in one of them animates. */
const SHOWN = /^(play|engaged|hand):\d+$|^(staging|active|attached|shadow|quest)$/;

/**
 * The cards that arrived in a zone drawn on the board between two looks: in `now`, in a shown
 * zone (a hand, in play, engaged, staging, active location, attached, shadow, quest), and elsewhere
 * (or absent) in `before`. `before` null (a first look) gives none.
 * @param before card id → zone at the previous look, or null
 */
export function arrivedCards(before: Map<Iid, string> | null, now: LcgContext): Set<Iid> {
	const out = new Set<Iid>();
	if (!before) return out;
	for (const [id, c] of Object.entries(now.cards)) if (SHOWN.test(c.zone) && before.get(id) !== c.zone) out.add(id);
	return out;
}

/** Card id → zone of every card of `ctx` (what `arrivedCards` compares with). */
export function zonesOf(ctx: LcgContext): Map<Iid, string> {
	return new Map(Object.entries(ctx.cards).map(([id, c]) => [id, c.zone]));
}
