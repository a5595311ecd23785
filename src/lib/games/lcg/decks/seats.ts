/**
 * The new-game screen's check of the decks picked per seat, before Start: what the game's
 * setup would refuse (rules.ts `setupGame`: 1 to 3 heroes, heroes that are heroes, a hero
 * used by one player only, no hero in the deck, known cards) as one plain sentence per seat
 * in the player's language, so that Start never ends on a raw error (issue 7, "New game").
 */
import { m } from '$lib/paraglide/messages.js';
import { STARTER_DECKS, type DeckList } from '../data/decks';
import { checkDeck } from './validate';
import { problemText } from './words';

/** One seat's problem: the seat (0-based) and the sentence shown at its field. */
export interface SeatProblem {
	seat: number;
	text: string;
}

/** The deck-check codes the game's setup refuses (the others are the deck builder's business). */
const BLOCKING = new Set(['unknown-card', 'no-hero', 'too-many-heroes', 'not-a-hero', 'duplicate-hero', 'hero-in-deck', 'not-a-player-card']);

/** A deck option (a starter id or a list) as a list; null for anything else. */
function listOf(d: unknown): DeckList | null {
	if (typeof d === 'string') return (STARTER_DECKS as Readonly<Record<string, DeckList>>)[d] ?? null;
	if (d && typeof d === 'object' && Array.isArray((d as DeckList).heroes) && Array.isArray((d as DeckList).cards)) return d as DeckList;
	return null;
}

/**
 * The problems of the decks chosen for `names` (seat order), at most one per seat, in seat
 * order: no deck, no hero left (all taken by other seats), a deck the game cannot set up, or
 * a hero in two seats' decks. `decks` is the LCG option `decks` (null: the starter decks by
 * seat, always fine).
 */
export function seatProblems(names: readonly string[], decks: unknown): SeatProblem[] {
	if (decks === null || decks === undefined) return [];
	const all = Array.isArray(decks) ? decks : [];
	const out: SeatProblem[] = [];
	const heroSeat = new Map<string, number>();
	names.forEach((name, seat) => {
		const list = listOf(all[seat]);
		if (!list) return void out.push({ seat, text: m.lcgd_seat_no_deck({ name }) });
		if (list.heroes.length === 0) return void out.push({ seat, text: m.lcgd_seat_no_hero({ name }) });
		const bad = checkDeck(list, { coreSets: 3, tournament: false }).errors.find((p) => BLOCKING.has(p.code));
		if (bad) return void out.push({ seat, text: m.lcgd_seat_deck_refused({ name, problem: problemText(bad) }) });
		const shared = list.heroes.find((h) => heroSeat.has(h));
		if (shared) return void out.push({ seat, text: m.lcgd_seat_hero_shared({ name, other: names[heroSeat.get(shared)!] }) });
		for (const h of list.heroes) heroSeat.set(h, seat);
	});
	return out;
}
