/**
 * What Risk's board highlights: the territories and cards touched by the moves of others since
 * the viewer last looked (`BoardProps.recent`), the territories of the hinted move
 * (`BoardProps.hint`), and the hint in words (`describeEvent`). Pure functions of events and
 * the context, so the board stays a drawing.
 */
import { m } from '$lib/paraglide/messages.js';
import type { GameEvent, GameSnapshot, SeatSetup } from '$lib/engine/types';
import type { RecentMove } from '$lib/ui/contract';
import { cardSymbol, tradeValue } from '../rules/reinforcement';
import type { RiskContext, RiskEvent } from '../types';
import { cardName, territoryName } from './text';

/** How a recent move touched a territory; each kind has its own glyph on the map (a second cue besides the ring). */
export type MarkKind = 'placed' | 'attackedFrom' | 'attacked' | 'conquered' | 'movedFrom' | 'movedTo' | 'card';

/** The glyph drawn next to a territory's counter for each kind of recent move. */
export const MARK_GLYPH: Record<MarkKind, string> = {
	placed: '+',
	attackedFrom: '⚔',
	attacked: '⚔',
	conquered: '⚑',
	movedFrom: '➜',
	movedTo: '➜',
	card: '✦'
};

/** A card someone else played, traded or discarded recently, for the board's "Just played" list. */
export interface RecentCard {
	seat: number;
	kind: 'trade' | 'card' | 'discard';
	/** Adventure card index (card, discard) or territory card indexes (trade). */
	cards: number[];
}

/** What the recent moves touched: territories with how, cards shown, whether the Fellowship rolled. */
export interface RecentMarks {
	territories: Map<number, MarkKind[]>;
	cards: RecentCard[];
	ring: boolean;
}

/**
 * The marks of `recent` (oldest first). A move-in or a move carries no territory, so it takes
 * those of the same seat's last attack or manoeuvre in the list (a move-in marks the conquest).
 * Returns empty marks for an empty list; never throws.
 */
export function recentMarks(recent: readonly RecentMove[]): RecentMarks {
	const territories = new Map<number, MarkKind[]>();
	const cards: RecentCard[] = [];
	let ring = false;
	const mark = (t: number | undefined, k: MarkKind) => {
		if (t === undefined || t < 0) return;
		const list = territories.get(t) ?? [];
		if (!list.includes(k)) list.push(k);
		territories.set(t, list);
	};
	const lastPair = new Map<number, { from: number; to: number }>();
	for (const { ev } of recent) {
		const e = ev as unknown as RiskEvent;
		switch (e.type) {
			case 'CLAIM':
			case 'PLACE':
			case 'PLACE_LEADER':
				mark(e.territory, 'placed');
				break;
			case 'ATTACK':
				mark(e.from, 'attackedFrom');
				mark(e.to, 'attacked');
				lastPair.set(e.seat, { from: e.from, to: e.to });
				break;
			case 'MOVE_IN': {
				const p = lastPair.get(e.seat);
				if (p) mark(p.to, 'conquered');
				break;
			}
			case 'MANOEUVRE':
				lastPair.set(e.seat, { from: e.from, to: e.to });
				break;
			case 'MOVE': {
				const p = lastPair.get(e.seat);
				if (p) {
					mark(p.from, 'movedFrom');
					mark(p.to, 'movedTo');
				}
				break;
			}
			case 'PLAY_POWER':
				mark(e.from, 'card');
				mark(e.to, 'card');
				cards.push({ seat: e.seat, kind: 'card', cards: [e.card] });
				break;
			case 'REACT':
				mark(e.to, 'card');
				cards.push({ seat: e.seat, kind: 'card', cards: [e.card] });
				break;
			case 'TRADE':
				cards.push({ seat: e.seat, kind: 'trade', cards: e.cards });
				break;
			case 'DISCARD_ADVENTURE':
				cards.push({ seat: e.seat, kind: 'discard', cards: [e.card] });
				break;
			case 'RING_ROLL':
				ring = true;
				break;
		}
	}
	return { territories, cards, ring };
}

/**
 * The territories the hinted move touches: the one claimed or reinforced, attacked from and
 * to, manoeuvred from and to, a power's or a reaction's target, a pending move's from and to
 * (MOVE_IN, MOVE, CANCEL). [] for null and for moves without a territory.
 */
export function hintTerritories(c: RiskContext, hint: GameEvent | null | undefined): number[] {
	if (!hint) return [];
	const e = hint as unknown as RiskEvent;
	switch (e.type) {
		case 'CLAIM':
		case 'PLACE':
		case 'PLACE_LEADER':
			return [e.territory];
		case 'ATTACK':
		case 'MANOEUVRE':
			return [e.from, e.to];
		case 'PLAY_POWER':
			return [e.from, e.to].filter((t): t is number => t !== undefined);
		case 'REACT':
			return e.to !== undefined ? [e.to] : c.reaction?.attack ? [c.reaction.attack.to] : [];
		case 'MOVE_IN':
		case 'MOVE':
		case 'CANCEL':
			return c.pending ? [c.pending.from, c.pending.to] : [];
		default:
			return [];
	}
}

/** A territory card's symbol in words (wild, infantry, cavalry, creature). */
export function symbolLabel(card: number): string {
	const s = cardSymbol(card);
	return s === 'wild' ? m.risk_wild() : s === 'infantry' ? m.risk_infantry() : s === 'cavalry' ? m.risk_cavalry() : m.risk_creature();
}

/**
 * One Risk move in words in the current locale, for the hint line ("Attack Rohan from Gondor
 * with 3 dice"). `s` gives the context a move needs (the pending conquest, the phase that an
 * END_PHASE closes). Every event type has a sentence; an unknown one gets a generic one. Never throws.
 */
export function describeEvent(s: GameSnapshot<RiskContext>, ev: GameEvent, _seats: SeatSetup[]): string {
	const c = s.context;
	const e = ev as unknown as RiskEvent;
	switch (e.type) {
		case 'CLAIM':
			return m.risk_describe_claim({ territory: territoryName(e.territory) });
		case 'PLACE':
			return m.risk_describe_place({ count: e.count, territory: territoryName(e.territory) });
		case 'PLACE_LEADER':
			return m.risk_describe_leader({ territory: territoryName(e.territory) });
		case 'TRADE':
			return m.risk_describe_trade({ cards: e.cards.map(symbolLabel).join(' + '), count: tradeValue(e.cards, c.owner, e.seat) });
		case 'PLAY_POWER':
			if (e.from !== undefined && e.to !== undefined) return m.risk_describe_power_from_to({ card: cardName(e.card), from: territoryName(e.from), to: territoryName(e.to) });
			if (e.from !== undefined || e.to !== undefined) return m.risk_describe_power_at({ card: cardName(e.card), territory: territoryName((e.to ?? e.from)!) });
			return m.risk_describe_power({ card: cardName(e.card) });
		case 'END_PHASE':
			return c.phase === 'combat' ? m.risk_describe_end_combat() : c.phase === 'manoeuvre' ? m.risk_describe_end_manoeuvre() : m.risk_describe_continue();
		case 'ATTACK':
			return m.risk_describe_attack({ to: territoryName(e.to), from: territoryName(e.from), dice: e.dice });
		case 'MOVE_IN':
			return m.risk_describe_move_in({ count: e.count, territory: c.pending ? territoryName(c.pending.to) : '' });
		case 'MANOEUVRE':
			return m.risk_describe_manoeuvre({ from: territoryName(e.from), to: territoryName(e.to) });
		case 'MOVE': {
			const where = { count: e.count, from: c.pending ? territoryName(c.pending.from) : '', to: c.pending ? territoryName(c.pending.to) : '' };
			return e.leader ? m.risk_describe_move_leader(where) : m.risk_describe_move(where);
		}
		case 'CANCEL':
			return m.risk_describe_cancel();
		case 'DRAW':
			return e.pile === 'territory' ? m.risk_describe_draw_territory() : m.risk_describe_draw_adventure();
		case 'DISCARD_ADVENTURE':
			return m.risk_describe_discard({ card: cardName(e.card) });
		case 'RING_ROLL':
			return m.risk_describe_ring_roll();
		case 'REACT':
			if (e.shift !== undefined) return m.risk_describe_react_shift({ card: cardName(e.card), shift: e.shift > 0 ? '+2' : '−2' });
			if (e.to !== undefined) return m.risk_describe_react_to({ card: cardName(e.card), to: territoryName(e.to) });
			return m.risk_describe_react({ card: cardName(e.card) });
		case 'NO_REACTION':
			return m.risk_describe_no_reaction();
		default:
			return m.risk_describe_other();
	}
}
