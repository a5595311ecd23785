/**
 * Words of the cooperative game's view in the current locale (Paraglide messages, files
 * messages/coop-board/{en,fr}.json): names of hobbits, cards, tiles, events, log lines, the
 * top bar's phase label, the prompt and the score sheet.
 */
import { m } from '$lib/paraglide/messages.js';
import type { GameSnapshot, LogEntry, SeatId, SeatSetup } from '$lib/engine/types';
import { ADVENTURES, CARDS, DIE_FACES, HOBBITS, TILES, type Reward } from '../data/game';
import type { CoopContext, Decision } from '../types';

type Msg = (inputs?: Record<string, unknown>) => string;
const messages = m as unknown as Record<string, Msg>;
/** A message by key, or the key itself when it is missing (never throws). */
export const t = (key: string, params?: Record<string, unknown>): string => (messages[key] ? messages[key](params) : key);

/** "Anna (Frodo)" for a seat. */
export function who(_c: unknown, seats: SeatSetup[], seat: SeatId): string {
	// Hobbits are dealt by seat order (« MISE EN PLACE » 12).
	const h = HOBBITS[seat];
	return `${seats[seat]?.name ?? `#${seat + 1}`} (${h ? t(`cb_hobbit_${h}`) : '?'})`;
}

/** A card's name: Legend cards by name, Quest cards by colour and symbol. */
export function cardName(card: string): string {
	const c = CARDS[card];
	if (!c) return card;
	if (c.kind === 'legend') return t(`cb_card_${card.slice(2)}`);
	const sym = Object.keys(c.symbols)[0];
	return `${t('cb_card_quest')} ${t(`cb_colour_${c.colour}`)} · ${t(`cb_sym_${sym}`)}`;
}

/** A Story tile's name. */
export const tileName = (tile: number | string) => t(`cb_tile_${typeof tile === 'number' ? TILES[tile] : tile}`);
/** The name of event `index` (1-based) of an adventure. */
export const eventName = (adv: string, index: number) => t(`cb_event_${adv}_${index}`);
/** A location's name. */
export const locationName = (loc: string) => t(`cb_loc_${loc}`);
/** A die face's meaning. */
export const dieFace = (face: number) => t(`cb_die_${face}`);
/** A reward's name. */
export function rewardName(r: Reward): string {
	if (r.k === 'token') return t(`cb_reward_${r.token}`);
	if (r.k === 'legend') return `${t('cb_reward_legend')}: ${cardName(r.card)}`;
	return t(`cb_reward_${r.k}`);
}
/** A reward's explanation. */
export function rewardHelp(r: Reward): string {
	return t(`cb_reward_help_${r.k === 'token' ? r.token : r.k}`);
}

function optionLabel(c: unknown, seats: SeatSetup[], reason: string, option: string): string {
	if (option.startsWith('dark:')) return t('cb_opt_flyYouFools_dark', { name: who(c, seats, Number(option.slice(5))) });
	if (reason === 'recovery' || reason === 'samSavesFrodo' || reason === 'runesFor2' || reason === 'runesFor3') return t(`cb_opt_runes_${option}`);
	return t(`cb_opt_${reason}_${option}`);
}
export { optionLabel };

/** A log line in the current locale. */
export function formatLog(e: LogEntry, seats: SeatSetup[]): string {
	const p = e.params ?? {};
	const w = e.seat !== undefined ? who(null, seats, e.seat) : '';
	const k = e.key.replace(/^cb_log_/, '');
	const params: Record<string, unknown> = { ...p, who: w };
	if (p.location) params.location = locationName(String(p.location));
	if (p.adventure) params.adventure = locationName(String(p.adventure));
	if (p.home) params.home = locationName(String(p.home));
	if (p.token) params.token = t(`cb_token_${p.token}`);
	if (p.face) params.face = dieFace(Number(p.face));
	if (p.reason) params.reason = t(`cb_reason_${p.reason}`);
	if (p.card) params.card = e.key === 'cb_log_gandalf' ? t(`cb_gandalf_${p.card}`) : cardName(String(p.card));
	if (p.track) params.track = t(`cb_sym_${p.track}`);
	if (p.tile) params.tile = tileName(String(p.tile));
	if (p.action) params.action = t(`cb_haven_${p.action}`);
	if (k === 'event') params.event = eventName(String(p.adventure), Number(p.index));
	if (k === 'choice') params.option = optionLabel(null, seats, String(p.reason), String(p.option));
	return t(e.key, params);
}

/** Phase label for the top bar: "Moria · Story tiles". */
export function phaseLabel(s: GameSnapshot<CoopContext>): string {
	const c = s.context;
	const loc = ['bagEnd', 'rivendell', 'moria', 'lothlorien', 'helmsDeep', 'shelobsLair', 'mordor'][c.location];
	return `${locationName(loc)} · ${t(`cb_phase_${c.phase}`)}`;
}

/** What the current decision asks of `seat`. */
export function prompt(s: GameSnapshot<CoopContext>, seat: SeatId, seats: SeatSetup[]): string {
	const c = s.context;
	const d: Decision | null = c.decision;
	if (!d) return '';
	const name = who(c, seats, seat);
	if (d.kind === 'pay') return t('cb_prompt_pay', { name, reason: t(`cb_reason_${d.pay.reason}`) });
	if (d.kind === 'choose') return `${t('cb_prompt_choose', { name })}`;
	return t(`cb_prompt_${d.kind}`, { name });
}

/** The score sheet (« SCORE ») for the end screen. */
export function resultLines(s: GameSnapshot<CoopContext>, seats: SeatSetup[]): string[] {
	const c = s.context;
	const o = c.outcome;
	if (!o) return [];
	const runes = (i: SeatId) => c.players[i].silver + c.players[i].gold.reduce((a, b) => a + b, 0);
	if (c.options.competitive) {
		// « JEU COMPÉTITIF »: each hobbit's own score, or no winner when the Ring was not destroyed.
		const lines = o.seatScores
			? [o.reason === 'corrupted' ? t('cb_result_corrupted', { score: o.mainScore }) : t('cb_result_competitive_victory'), ...o.seatScores.map((score, i) => t('cb_result_seat_line', { who: who(c, seats, i), score }))]
			: [t(`cb_result_${o.reason}`, { score: o.score }), t('cb_result_no_winner')];
		if (o.reason === 'destroyed') c.players.forEach((_, i) => lines.push(t('cb_result_runes_line', { who: who(c, seats, i), runes: runes(i) })));
		lines.push(t('cb_edition'));
		return lines;
	}
	const lines = [o.victory ? t('cb_result_victory', { runes: o.runes, score: o.score }) : t(`cb_result_${o.reason}`, { score: o.score })];
	if (o.victory) c.players.forEach((_, i) => lines.push(t('cb_result_runes_line', { who: who(c, seats, i), runes: runes(i) })));
	// « DÉCOMPTE » : the group's score counts up (60 + runes for a destroyed Ring, the main-track space otherwise).
	lines.push(t('cb_score_higher_better'), t('cb_edition'));
	return lines;
}

/** The face count of the die (for the Ring: 4 minus symbols). */
export const dieSymbols = (face: number) => DIE_FACES[face - 1].symbols;
/** The adventure data (re-export for components). */
export { ADVENTURES };
