/**
 * Words of the Knizia card game's view in the current locale: names of regions, rings, colours
 * and cards, log lines, the top bar's phase label, the prompt, explanations of refused taps,
 * and the result lines.
 */
import { m } from '$lib/paraglide/messages.js';
import { listJoin } from '$lib/ui/names';
import { getLocale } from '$lib/paraglide/runtime.js';
import type { GameEvent, GameSnapshot, LogEntry, SeatId, SeatSetup } from '$lib/engine/types';
import { cardInfo, COLOUR_NAMES, hobbitName, type CardId, type Colour } from '../data/cards';
import { REGIONS, type RegionId, type RingId } from '../data/regions';
import { cellKey, PLACE_OFFSETS, type PlacementProblem } from '../data/placement';
import { phaseOf } from '../definition';
import { currentRegion, finalRanking, legalPlays, legalRelocations, topCard, type PlayProblem } from '../rules';
import type { KcContext, KcEvent } from '../types';

type Msg = (inputs?: Record<string, unknown>) => string;
const messages = m as unknown as Record<string, Msg>;

const fr = () => getLocale() === 'fr';

/** A region's name by id or REGIONS index, in the current locale. */
export function regionName(region: RegionId | number): string {
	const r = typeof region === 'number' ? REGIONS[region] : REGIONS.find((x) => x.id === region);
	if (!r) return String(region);
	return fr() ? r.names.fr : r.names.en;
}

const RING_NAMES: Record<RingId, { en: string; fr: string; short: { en: string; fr: string }; label: { en: string; fr: string } }> = {
	'bag-end': { en: 'Bag End', fr: 'de Cul-de-Sac', short: { en: 'BE', fr: 'CS' }, label: { en: 'Bag End', fr: 'Cul-de-Sac' } },
	bree: { en: 'Bree', fr: 'de Bree', short: { en: 'Br', fr: 'Br' }, label: { en: 'Bree', fr: 'Bree' } },
	weathertop: { en: 'Weathertop', fr: 'des Collines du Temps', short: { en: 'W', fr: 'CT' }, label: { en: 'Weathertop', fr: 'Collines du Temps' } },
	'rivendell-1': { en: 'first Rivendell', fr: "d'Imladris (1er)", short: { en: 'R1', fr: 'I1' }, label: { en: 'Rivendell 1st', fr: 'Imladris 1er' } },
	'rivendell-2': { en: 'second Rivendell', fr: "d'Imladris (2e)", short: { en: 'R2', fr: 'I2' }, label: { en: 'Rivendell 2nd', fr: 'Imladris 2e' } },
	lothlorien: { en: 'Lothlórien', fr: 'de la Lothlórien', short: { en: 'L', fr: 'L' }, label: { en: 'Lothlórien', fr: 'Lothlórien' } }
};

/** A ring's name as used in sentences ("the {ring} ring" / « l'anneau {ring} »). */
export function ringName(ring: RingId): string {
	return fr() ? RING_NAMES[ring].fr : RING_NAMES[ring].en;
}

/** A ring's label on its own ("Rivendell 1st", « Imladris 1er »). */
export function ringLabel(ring: RingId): string {
	return fr() ? RING_NAMES[ring].label.fr : RING_NAMES[ring].label.en;
}

/** A ring's one- or two-letter token text. */
export function ringShort(ring: RingId): string {
	return fr() ? RING_NAMES[ring].short.fr : RING_NAMES[ring].short.en;
}

const RING_POWERS: Record<RingId, { en: string; fr: string }> = {
	'bag-end': { en: 'Turns the region light ↔ dark.', fr: 'Inverse la région claire ↔ obscure.' },
	bree: { en: 'At scoring every card counts 1.', fr: 'Au décompte, chaque carte compte 1.' },
	weathertop: { en: 'A second card of a value already laid this turn.', fr: 'Une seconde carte d’une valeur déjà posée ce tour.' },
	'rivendell-1': { en: 'Its card is worth 2 more.', fr: 'Sa carte vaut 2 de plus.' },
	'rivendell-2': { en: 'Only protects its card.', fr: 'Protège seulement sa carte.' },
	lothlorien: { en: 'Move one of your cards from a scored region here.', fr: 'Déplace ici une de vos cartes d’une région décomptée.' }
};

/** A ring's power in a few words (our wording). Every ring also protects its card. */
export function ringPower(ring: RingId): string {
	return fr() ? RING_POWERS[ring].fr : RING_POWERS[ring].en;
}

/** A colour's name ("red", « rouge »). */
export function colourName(colour: Colour): string {
	return fr() ? COLOUR_NAMES[colour].fr : COLOUR_NAMES[colour].en;
}

const LETTERS: Record<Colour, { en: string; fr: string }> = {
	R: { en: 'R', fr: 'R' },
	G: { en: 'G', fr: 'V' },
	Y: { en: 'Y', fr: 'J' },
	B: { en: 'B', fr: 'B' }
};

/** A colour's one-letter cue, shown on every card (R, G/V, Y/J, B). */
export function colourLetter(colour: Colour): string {
	return fr() ? LETTERS[colour].fr : LETTERS[colour].en;
}

/** CSS colour of each card colour (the app's seat colours: src/lib/ui/seats.ts), and the text colour on it. */
export const COLOUR_CSS: Record<Colour, { fill: string; text: string }> = {
	R: { fill: '#b3342b', text: '#fff8ec' },
	B: { fill: '#2f5f9e', text: '#fff8ec' },
	G: { fill: '#3b7a3a', text: '#fff8ec' },
	Y: { fill: '#d9a620', text: '#2b1d12' }
};

/** A card's name: "4 red", « Sam (3 vert) », "the blue Nazgûl". */
export function cardLabel(id: CardId): string {
	const c = cardInfo(id);
	const colour = colourName(c.colour);
	if (c.nazgul) return m.kc_card_nazgul({ colour });
	if (c.hobbit) return m.kc_card_hobbit({ name: hobbitName(id) ?? m.kc_hobbit(), colour });
	return m.kc_card_value({ value: c.value ?? 0, colour });
}

const SEAT_PARAMS = ['player', 'owner'];
const CARD_PARAMS = ['card', 'victim', 'covered'];

/**
 * A log line in the current locale: seat numbers become names, card ids card names, region and
 * ring ids their names, colours their names. Unknown keys are shown as is.
 */
export function formatLog(entry: LogEntry, seats: SeatSetup[]): string {
	const fn = messages[entry.key];
	if (!fn) return entry.key;
	const p: Record<string, unknown> = { ...(entry.params ?? {}) };
	const name = (s: unknown) => (typeof s === 'number' ? (seats[s]?.name ?? `#${s + 1}`) : String(s));
	for (const k of SEAT_PARAMS) if (k in p) p[k] = name(p[k]);
	for (const k of CARD_PARAMS) if (typeof p[k] === 'string') p[k] = cardLabel(p[k] as string);
	if (typeof p.region === 'string') p.region = regionName(p.region as RegionId);
	if (typeof p.ring === 'string') p.ring = ringName(p.ring as RingId);
	if (typeof p.colour === 'string') p.colour = colourName(p.colour as Colour);
	return fn(p);
}

/** The name of the region being played, or of the next one while it is laid. */
function regionInPlay(c: KcContext, placing: boolean): string {
	return placing ? regionName(Math.min(c.regions.length, REGIONS.length - 1)) : regionName(currentRegion(c).index);
}

/** "Turn 12 · Weathertop" for the top bar. */
export function phaseLabel(s: GameSnapshot<KcContext>): string {
	const phase = phaseOf(s);
	if (phase === 'gameOver') return m.kc_phase_over();
	if (phase === 'placingRegion') return m.kc_phase_placing({ region: regionInPlay(s.context, true) });
	return m.kc_phase_playing({ turn: s.context.turnNumber, region: regionInPlay(s.context, false) });
}

/** What `seat` is asked to do now, or who is playing. */
export function prompt(s: GameSnapshot<KcContext>, seat: SeatId, seats: SeatSetup[]): string {
	const phase = phaseOf(s);
	const c = s.context;
	if (phase === 'gameOver') return m.kc_prompt_over();
	const player = seats[c.current]?.name ?? '';
	if (phase === 'placingRegion') {
		return seat === c.current ? m.kc_prompt_place_region({ region: regionInPlay(c, true) }) : m.kc_prompt_wait_region({ player });
	}
	if (seat !== c.current) return m.kc_prompt_wait({ player });
	if (c.turn.deposited > 0) {
		return legalPlays(c, seat).length + legalRelocations(c, seat).length > 0 ? m.kc_prompt_more() : m.kc_prompt_done();
	}
	const special = REGIONS[currentRegion(c).index].special;
	if (special === 'ford') return m.kc_prompt_play_ford();
	if (special === 'caradhras') return m.kc_prompt_play_caradhras();
	return m.kc_prompt_play({ region: regionInPlay(c, false) });
}

/** Why a tap was refused, for `explain()`. */
export function whyText(problem: PlayProblem | 'pick-card' | 'wait-region'): string {
	const fn = messages[`kc_why_${problem.replace(/-/g, '_')}`];
	return fn ? fn() : problem;
}

/** Why a region may not go somewhere, for `explain()`. */
export function whyRegion(problem: PlacementProblem): string {
	const fn = messages[`kc_why_region_${problem.replace(/-/g, '_')}`];
	return fn ? fn() : problem;
}

/**
 * The final screen's lines: how the game ended, the ranking, and each tie on points explained by
 * the scoring that decided it (« lors du décompte précédent »), or a shared victory.
 */
export function resultLines(s: GameSnapshot<KcContext>, seats: SeatSetup[]): string[] {
	if (phaseOf(s) !== 'gameOver') return [];
	const c = s.context;
	const name = (x: SeatId) => seats[x]?.name ?? `#${x + 1}`;
	const lines: string[] = [];
	if (c.ended) lines.push(messages[`kc_result_end_${c.ended.replace(/-/g, '_')}`]());
	const { order, winners } = finalRanking(c);
	order.forEach((x, i) => lines.push(m.kc_result_line({ rank: i + 1, player: name(x), points: c.scores[x] })));
	for (let i = 0; i + 1 < order.length; i++) {
		const a = order[i];
		const b = order[i + 1];
		if (c.scores[a] !== c.scores[b]) continue;
		const rec = [...c.scorings].reverse().find((r) => r.seatPoints[a] !== r.seatPoints[b]);
		if (rec) {
			lines.push(
				m.kc_result_tie({
					above: name(a),
					below: name(b),
					points: c.scores[a],
					region: regionName(rec.region),
					a: rec.seatPoints[a],
					b: rec.seatPoints[b]
				})
			);
		}
	}
	if (winners.length > 1) lines.push(m.kc_result_shared({ players: listJoin(winners.map(name)) }));
	return lines;
}

/** The name of the place (x, y) around the current region ("top-left corner", « à gauche »), or "x,y" off its ten places. */
function placeName(c: KcContext, x: number, y: number): string {
	const r = currentRegion(c);
	const p = PLACE_OFFSETS.find((o) => r.x + o.dx === x && r.y + o.dy === y);
	return p ? messages[`kc_place_${p.id.replace(/-/g, '_')}`]() : `${x},${y}`;
}

/**
 * One move in words for the hint line ("Lay 4 red on 2 blue at Bree (top, left)", « Finir votre
 * tour »), addressed to the seat that would make it: the card, what it covers or takes, the ring
 * laid with it, the region and the place.
 * @param s the snapshot the move would be made in
 * @param ev one of the game's events
 * @param _seats the players (unused: the move is the viewer's own)
 * @returns the sentence in the current locale; the event type itself for an unknown event
 */
export function describeEvent(s: GameSnapshot<KcContext>, ev: GameEvent, _seats: SeatSetup[]): string {
	const c = s.context;
	const e = ev as unknown as KcEvent;
	switch (e.type) {
		case 'play': {
			const top = topCard(c, cellKey(e.x, e.y));
			const p = { card: cardLabel(e.card), region: regionInPlay(c, false), place: placeName(c, e.x, e.y) };
			if (cardInfo(e.card).nazgul) return top === null ? m.kc_hint_nazgul_void(p) : m.kc_hint_nazgul_attack({ ...p, victim: cardLabel(top) });
			const ring = e.ring ? ringName(e.ring) : null;
			if (top === null) return ring ? m.kc_hint_play_ring({ ...p, ring }) : m.kc_hint_play(p);
			return ring ? m.kc_hint_cover_ring({ ...p, ring, covered: cardLabel(top) }) : m.kc_hint_cover({ ...p, covered: cardLabel(top) });
		}
		case 'relocate':
			return m.kc_hint_relocate({ card: cardLabel(e.card), region: regionInPlay(c, false), place: placeName(c, e.x, e.y) });
		case 'endTurn':
			return m.kc_hint_end_turn();
		case 'placeRegion':
			return m.kc_hint_place_region({ region: regionInPlay(c, true) });
		default:
			return String((ev as { type: unknown }).type);
	}
}
