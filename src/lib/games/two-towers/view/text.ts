/**
 * Words of Les Deux Tours' view in the current locale (Paraglide messages): card and
 * location names, log lines, the top bar's phase label, the prompt, the result lines.
 */
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime.js';
import type { GameEvent, GameSnapshot, LogEntry, SeatId, SeatSetup } from '$lib/engine/types';
import { COLOURS, LOCATIONS, type Quality } from '../data/game';
import { cardColour, cardQuality, currentSeat, finalRanking, isGandalf, phaseOf } from '../rules';
import type { CardId, TTContext, TTEvent } from '../types';

type Msg = (inputs?: Record<string, unknown>) => string;
const messages = m as unknown as Record<string, Msg>;

/** A quality's name, capitalised ("Strength", « Force »). */
export function qualityName(q: Quality): string {
	return messages[`tt_quality_${q}`]();
}

/** A colour's name (index 0..3), lower case, agreeing with a quality in French. */
export function colourName(colour: number): string {
	return messages[`tt_colour_${COLOURS[colour]}`]();
}

/** A colour's one-letter cue (R, B, G/V, Y/J). */
export function colourLetter(colour: number): string {
	return messages[`tt_colour_letter_${COLOURS[colour]}`]();
}

/** A card's name: "red strength" / « force rouge », or "Gandalf". */
export function cardName(card: CardId): string {
	if (isGandalf(card)) return m.tt_gandalf();
	return m.tt_card_name({ colour: colourName(cardColour(card)), quality: qualityName(cardQuality(card)).toLowerCase() });
}

/** A location's name (index 0..6) in the current locale. */
export function locationName(location: number): string {
	const l = LOCATIONS[location];
	return getLocale() === 'fr' ? l.names.fr : l.names.en;
}

const SEAT_PARAMS = ['first', 'above', 'below'];

/**
 * A log line in the current locale. Seat numbers (entry.seat, params first/above/below) become
 * names; `card`, `location`, `quality`, `colour` become words. Unknown keys are shown as is.
 */
export function formatLog(entry: LogEntry, seats: SeatSetup[]): string {
	const fn = messages[entry.key];
	if (!fn) return entry.key;
	const p: Record<string, unknown> = { ...(entry.params ?? {}) };
	const name = (s: unknown) => (typeof s === 'number' ? (seats[s]?.name ?? `#${s + 1}`) : String(s));
	if (entry.seat !== undefined) p.player = name(entry.seat);
	for (const k of SEAT_PARAMS) if (k in p) p[k] = name(p[k]);
	if (typeof p.card === 'number') p.card = cardName(p.card);
	if (typeof p.location === 'number') p.location = locationName(p.location);
	if (typeof p.quality === 'string') p.quality = qualityName(p.quality as Quality);
	if (typeof p.colour === 'number') p.colour = colourName(p.colour);
	return fn(p);
}

/** "Round 2/6 · Travelling to Fangorn" for the top bar. */
export function phaseLabel(s: GameSnapshot<TTContext>): string {
	const phase = phaseOf(s.value);
	const c = s.context;
	if (phase === 'end') return m.tt_phase_end();
	const location = locationName(c.round + 1);
	if (phase === 'evaluation' || phase === 'scoring') return m.tt_phase_evaluation({ round: c.round + 1, location });
	return m.tt_phase_movement({ round: c.round + 1, location });
}

/** What `seat` is asked to do now, or who is playing. */
export function prompt(s: GameSnapshot<TTContext>, seat: SeatId, seats: SeatSetup[]): string {
	const phase = phaseOf(s.value);
	const c = s.context;
	if (phase === 'end') return m.tt_prompt_over();
	const cur = currentSeat(c);
	if (cur !== seat) return m.tt_prompt_wait({ player: seats[cur]?.name ?? '' });
	if (phase === 'evaluation') {
		const loc = c.round + 1;
		return m.tt_prompt_evaluation({ location: locationName(loc), qualities: LOCATIONS[loc].qualities.map(qualityName).join(', ') });
	}
	if (phase === 'drawTwo') {
		const d = c.draw!;
		if (d.taken === 0) return m.tt_prompt_first_of_two();
		return d.deckFirst ? m.tt_prompt_second_deck() : m.tt_prompt_second();
	}
	if (c.deck.length + c.aside.length + c.faceUp.length === 0) return m.tt_prompt_no_draw();
	return m.tt_prompt_choose();
}

/**
 * The final ranking, one line per player with points and Minas Tirith cards, then one line
 * per tie-break explaining it (« FIN DE LA PARTIE »). Empty while the game goes on.
 */
export function resultLines(s: GameSnapshot<TTContext>, seats: SeatSetup[]): string[] {
	if (phaseOf(s.value) !== 'end') return [];
	const fin = finalRanking(s.context);
	const name = (x: SeatId) => seats[x]?.name ?? `#${x + 1}`;
	const lines = fin.ranking.map((seat, i) =>
		m.tt_result_line({ rank: i + 1, player: name(seat), score: fin.scores[seat], cards: fin.minasTirithCounts[seat] })
	);
	for (const t of fin.ties) {
		const params = { above: name(t.above), below: name(t.below), a: fin.minasTirithCounts[t.above], b: fin.minasTirithCounts[t.below] };
		lines.push(t.by === 'cards' ? m.tt_result_tie_cards(params) : m.tt_result_tie_order(params));
	}
	return lines;
}

/**
 * One move in words for the hint line ("Take the face-up red strength", « Ajouter force rouge à
 * votre rangée rouge »), addressed to the seat that would make it. A LAY says whether it starts,
 * lengthens or replaces the row, as it would now.
 * @param s the snapshot the move would be made in
 * @param ev one of the game's events
 * @param _seats the players (unused: the move is the viewer's own)
 * @returns the sentence in the current locale; the event type itself for an unknown event
 */
export function describeEvent(s: GameSnapshot<TTContext>, ev: GameEvent, _seats: SeatSetup[]): string {
	const e = ev as unknown as TTEvent;
	switch (e.type) {
		case 'TAKE_DECK':
			return m.tt_hint_take_deck();
		case 'TAKE_FACEUP':
			return m.tt_hint_take_faceup({ card: cardName(e.card) });
		case 'DISCARD':
			return m.tt_hint_discard({ card: cardName(e.card) });
		case 'NO_DRAW':
			return m.tt_hint_no_draw();
		case 'LAY': {
			const colour = cardColour(e.card);
			const row = s.context.rows[e.seat]?.[colour] ?? null;
			const p = { card: cardName(e.card), colour: colourName(colour) };
			if (!row) return m.tt_hint_lay_new(p);
			if (row.quality === cardQuality(e.card)) return m.tt_hint_lay_add(p);
			return m.tt_hint_lay_replace({ ...p, count: row.cards.length });
		}
		case 'LAY_GANDALF':
			return m.tt_hint_lay_gandalf({ card: cardName(e.card), colour: colourName(cardColour(e.card)) });
		case 'DONE':
			return (s.context.laid[e.seat] ?? 0) > 0 ? m.tt_hint_done() : m.tt_hint_pass();
		default:
			return String((ev as { type: unknown }).type);
	}
}
