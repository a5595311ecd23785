/**
 * Tap-to-explain (issue 18 "A board that explains itself"): what a tapped space, track, event,
 * corruption space, hobbit sheet, card or Story tile gives or does, in one or two sentences of
 * our own words, with the icon that stands for it. Pure functions of the view's data and the
 * current locale's messages; never throw.
 */
import { ADVENTURES, CARDS, CORRUPTION_MAX, TILES, type Activity, type AdventureId, type CardSymbol } from '../data/game';
import type { AdventureState } from '../types';
import { rewardIcon, symbolIcon, type IconId } from './icons';
import { cardName, eventName, rewardHelp, rewardName, t, tileName } from './text';

/** One explanation: a key (what was tapped, for tests and toggling), its icon, a title and the sentences. */
export interface Explanation {
	key: string;
	icon: IconId;
	title: string;
	text: string;
}

/** Space `i` of track `a` on the adventure `adv`: its reward, whether passed or held, its score. */
export function explainSpace(adv: AdventureState, a: Activity, i: number): Explanation {
	const tr = ADVENTURES[adv.id].tracks[a];
	if (!tr || !tr.spaces[i]) return explainTrack(adv.id, a);
	const r = tr.spaces[i];
	const at = adv.tracks[a] ?? 0;
	const parts = [t('cb_explain_space', { n: i, track: t(`cb_sym_${a}`), reward: rewardName(r) }), rewardHelp(r)];
	if (at === i) parts.push(t('cb_explain_space_here'));
	else if (at > i) parts.push(t('cb_explain_space_passed'));
	if (tr.scores) parts.push(t('cb_explain_space_score', { score: tr.scores[i] }));
	return { key: `space:${a}:${i}`, icon: rewardIcon(r), title: rewardName(r), text: parts.join(' ') };
}

/** An activity track of adventure `id` (the main one ends the adventure and gives the score). */
export function explainTrack(id: AdventureId, a: Activity): Explanation {
	const main = ADVENTURES[id].tracks[a]?.main;
	const track = t(`cb_sym_${a}`);
	return { key: `track:${a}`, icon: symbolIcon(a), title: track, text: t(main ? 'cb_explain_track_main' : 'cb_explain_track', { track }) };
}

/** Event `i` (0-based) of the adventure: its name, what it does, and whether it happened or comes next. */
export function explainEvent(adv: AdventureState, i: number): Explanation {
	const name = eventName(adv.id, i + 1);
	const when = adv.event > i ? ` ${t('cb_explain_event_done')}` : adv.event === i ? ` ${t('cb_explain_event_next')}` : '';
	return { key: `event:${i}`, icon: 'event', title: name, text: `${t('cb_explain_event', { n: i + 1, name, help: t(`cb_event_help_${adv.id}_${i + 1}`) })}${when}` };
}

/**
 * Space `n` of the corruption track: who stands there, Sauron, how far Sauron is.
 * @param hobbits the names of the hobbits on the track with their space (eliminated ones left out)
 */
export function explainCorruption(n: number, sauron: number, hobbits: readonly { name: string; pos: number }[]): Explanation {
	const here = hobbits.filter((h) => h.pos === n).map((h) => h.name);
	const parts = [t('cb_explain_corruption_space', { n, who: here.length ? here.join(', ') : t('cb_explain_corruption_empty') })];
	if (n === sauron) parts.push(t('cb_explain_corruption_sauron'));
	else if (n < sauron) parts.push(t('cb_explain_corruption_gap', { n: sauron - n }));
	return { key: `corruption:${n}`, icon: n === sauron ? 'sauron' : n > CORRUPTION_MAX / 2 ? 'dark' : 'light', title: t('cb_corruption'), text: parts.join(' ') };
}

/** A hobbit's sheet in words: runes (or hidden), life tokens, cards in hand. */
export function explainHobbit(seat: number, who: string, p: { silver: number | null; tokens: Record<'heart' | 'sun' | 'ring', number>; handCount: number }, runes: number | null): Explanation {
	const params = { who, runes: runes ?? 0, heart: p.tokens.heart, sun: p.tokens.sun, ring: p.tokens.ring, cards: p.handCount };
	return { key: `hobbit:${seat}`, icon: 'cards', title: who, text: t(runes === null ? 'cb_explain_hobbit_hidden' : 'cb_explain_hobbit', params) };
}

/** The symbols of a card in words ("1 × Fighting"). */
const symbolWords = (symbols: Partial<Record<CardSymbol, number>>) =>
	Object.entries(symbols)
		.map(([s, n]) => `${n} × ${t(`cb_sym_${s}`)}`)
		.join(', ');

/**
 * A card: its kind, colour and symbols, or an Epic card's effect.
 * @param frodo the card is in Frodo's hand (his grey Quest cards are stars)
 */
export function explainCard(card: string, frodo = false): Explanation {
	const c = CARDS[card];
	if (!c) return { key: `card:${card}`, icon: 'cards', title: card, text: t('cb_explain_not_now') };
	const name = cardName(card);
	if (c.epic) return { key: `card:${card}`, icon: 'epic', title: name, text: t('cb_explain_card_epic', { name, help: t(`cb_epic_help_${c.epic}`) }) };
	const first = Object.keys(c.symbols)[0] as CardSymbol;
	if (c.kind === 'quest' && c.colour === 'grey' && frodo) return { key: `card:${card}`, icon: 'star', title: name, text: t('cb_explain_card_frodo') };
	const colour = t(`cb_colour_${c.colour}`);
	if (c.kind === 'legend') return { key: `card:${card}`, icon: symbolIcon(first), title: name, text: t('cb_explain_card_legend', { name, colour, symbols: symbolWords(c.symbols) }) };
	return { key: `card:${card}`, icon: symbolIcon(first), title: name, text: t('cb_explain_card_quest', { colour, symbols: symbolWords(c.symbols) }) };
}

/** A Story tile (by index into TILES, or its kind). */
export function explainTile(tile: number | string): Explanation {
	const kind = typeof tile === 'number' ? TILES[tile] : tile;
	const name = tileName(kind);
	return { key: `tile:${kind}`, icon: kind as IconId, title: name, text: t('cb_explain_tile', { name, help: t(`cb_tile_help_${kind}`) }) };
}
