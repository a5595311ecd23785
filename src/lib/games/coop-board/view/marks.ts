/**
 * What the cooperative game's board highlights (issue 11): what the other hobbits' and the
 * computer's moves since the viewer last looked touched (`BoardProps.recent`: the cards
 * played, the tracks advanced, the Story tiles drawn, the corruption changes), what the hinted
 * move touches (`BoardProps.hint`), and one move in words (`describeEvent`). Pure functions,
 * except the per-viewer log baseline that the corruption changes are read from.
 */
import type { GameEvent, GameSnapshot, LogEntry, SeatId, SeatSetup } from '$lib/engine/types';
import type { RecentMove } from '$lib/ui/contract';
import type { Activity } from '../data/game';
import type { CoopContext, CoopEvent } from '../types';
import { cardName, optionLabel, t, tileName, who } from './text';

/**
 * What the recent moves touched on the board. (Those moves in words are the table's "since your
 * last move" list, read from the game log: issue 16, one recap per play screen.)
 */
export interface RecentMarks {
	/** Activity tracks advanced (a card played on them, or a track chosen). */
	tracks: Set<Activity>;
	/** The Story tiles drawn (tile indexes). */
	tiles: Set<number>;
}

/**
 * The marks of `recent` (oldest first) on `c`: a tile drawn by a REVEAL is read from the end of
 * the tile discard (REVEAL n of k is the k-n+1th last tile). Never throws.
 */
export function recentMarks(c: Pick<CoopContext, 'tileDiscard'>, recent: readonly RecentMove[]): RecentMarks {
	const tracks = new Set<Activity>();
	const tiles = new Set<number>();
	const reveals = recent.filter(({ ev }) => ev.type === 'REVEAL').length;
	let revealed = 0;
	for (const { ev } of recent) {
		const e = ev as unknown as CoopEvent;
		if (e.type === 'REVEAL') {
			const tile = c.tileDiscard[c.tileDiscard.length - reveals + revealed];
			revealed++;
			if (tile !== undefined) tiles.add(tile);
		} else if (e.type === 'PLAY_CARD' || e.type === 'TRACK') tracks.add(e.track);
	}
	return { tracks, tiles };
}

/** The corruption changes since the viewer last looked: the hobbits moved, and whether Sauron did. */
export interface CorruptionMarks {
	seats: Set<SeatId>;
	sauron: boolean;
}

/**
 * The corruption changes of the recent moves: the game log from `from` (BoardProps.recentLogFrom,
 * the log's length when the viewer last moved) to its end. No start (the viewer has not moved
 * since the page opened) or one past the end (an undo) gives no change. Never throws.
 */
export function corruptionMarks(c: { log: readonly LogEntry[] }, from: number | undefined): CorruptionMarks {
	if (from === undefined || from > c.log.length) return { seats: new Set(), sauron: false };
	return corruptionIn(c.log.slice(from));
}

/** The hobbits that moved on the corruption track in `entries`, and whether Sauron moved. */
export function corruptionIn(entries: readonly LogEntry[]): CorruptionMarks {
	const seats = new Set<SeatId>();
	let sauron = false;
	for (const e of entries) {
		if ((e.key === 'cb_log_dark' || e.key === 'cb_log_light') && e.seat !== undefined) seats.add(e.seat);
		if (e.key === 'cb_log_sauron') sauron = true;
	}
	return { seats, sauron };
}

/** What the hinted move touches: a card (in hand), an activity track, a hobbit's special button. */
export interface HintMarks {
	card: string | null;
	track: Activity | null;
	special: SeatId | null;
}

/** The hint's card, track and special-card hobbit; all null for no hint. */
export function hintMarks(hint: GameEvent | null | undefined): HintMarks {
	const e = hint as unknown as CoopEvent | null | undefined;
	const out: HintMarks = { card: null, track: null, special: null };
	if (!e) return out;
	if (e.type === 'PLAY_CARD' || e.type === 'DISCARD' || e.type === 'PAY_CARD' || e.type === 'PASS_CARD' || e.type === 'GIVE') out.card = e.card;
	if (e.type === 'PLAY_CARD' || e.type === 'TRACK') out.track = e.track;
	if (e.type === 'RING' || e.type === 'GANDALF' || e.type === 'EPIC') out.special = e.seat;
	return out;
}

/**
 * One move in words in the current locale, for the hint line ("Play Quest card Grey · Hiding on
 * the Hiding track"). `s` gives what a move needs (the tile to resolve, the choice's reason, the
 * tiles to order). Every event type has a sentence; an unknown one gets a generic one. Never throws.
 */
export function describeEvent(s: GameSnapshot<CoopContext>, ev: GameEvent, seats: SeatSetup[]): string {
	const c = s.context;
	const d = c.decision;
	const e = ev as unknown as CoopEvent;
	const track = (a: Activity) => t(`cb_sym_${a}`);
	const target = (text: string, seat: SeatId | undefined) => (seat === undefined ? text : t('cb_describe_for', { move: text, name: who(null, seats, seat) }));
	switch (e.type) {
		case 'REVEAL':
			return t('cb_describe_reveal');
		case 'RESOLVE':
			return t('cb_describe_resolve', { tile: d?.kind === 'tile' ? tileName(d.tile) : c.lastTile !== null ? tileName(c.lastTile) : '' });
		case 'PLAY_CARD':
			return t('cb_describe_play', { card: cardName(e.card), track: track(e.track) });
		case 'DRAW_TWO':
			return t('cb_describe_draw_two');
		case 'HEAL':
			return t('cb_describe_heal');
		case 'END_TURN':
			return t('cb_describe_end_turn');
		case 'PAY_CARD':
			return t('cb_describe_pay_card', { card: cardName(e.card) });
		case 'PAY_RUNE':
			return t('cb_describe_pay_rune');
		case 'PAY_TOKEN':
			return t('cb_describe_pay_token', { token: t(`cb_token_${e.token}`) });
		case 'DECLINE':
			return t('cb_describe_decline');
		case 'ASK_BOTS':
			return t('cb_describe_ask_bots');
		case 'CHOOSE':
			return t('cb_describe_choose', { option: d?.kind === 'choose' ? optionLabel(null, seats, d.reason, e.option) : e.option });
		case 'TRACK':
			return t('cb_describe_track', { track: track(e.track) });
		case 'DISCARD':
			return t('cb_describe_discard', { card: cardName(e.card) });
		case 'ROLL':
			return t('cb_describe_roll');
		case 'PASS':
			return t('cb_describe_pass');
		case 'PASS_CARD':
			return t('cb_describe_pass_card', { card: cardName(e.card) });
		case 'GIVE':
			return t('cb_describe_give', { card: cardName(e.card), name: who(null, seats, e.to) });
		case 'ORDER': {
			const tiles = d?.kind === 'foresight' ? d.tiles : [];
			return t('cb_describe_order', { order: e.order.map((x) => (tiles[x] !== undefined && tiles[x] >= 0 ? tileName(tiles[x]) : `${x + 1}`)).join(' › ') });
		}
		case 'RING':
			return t('cb_describe_ring');
		case 'GANDALF':
			return target(t('cb_describe_gandalf', { card: t(`cb_gandalf_${e.card}`) }), e.target);
		case 'EPIC':
			return target(t('cb_describe_epic', { card: t(`cb_epic_${e.card}`) }), e.target);
		default:
			return t('cb_describe_other');
	}
}
