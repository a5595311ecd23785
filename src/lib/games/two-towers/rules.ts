/**
 * Les Deux Tours: the rules as pure functions over plain-JSON state (no XState here).
 * The statechart (machine.ts) only decides the phase and calls these.
 *
 * Every function returns a NEW context and never changes its argument.
 */
import type { LogEntry, SeatId } from '$lib/engine/types';
import { createRng, rngCursor } from '$lib/engine/rng';
import {
	CARD_COUNT,
	COLOURS,
	COPIES_PER_COLOUR_AND_QUALITY,
	FACE_UP_AT_START,
	GANDALF_COUNT,
	HAND_SIZE,
	LAST_LOCATION,
	LOCATIONS,
	PATH_CARD_SPACES,
	QUALITIES,
	TOKEN_COUNT,
	TOKENS_PER_VALUE,
	type Quality
} from './data/game';
import type { CardId, Phase, Row, ScoringRecord, TokenId, TTContext, TTEvent, TTInput } from './types';

/** Number of quality cards (« 80 cartes qualité »). */
export const QUALITY_CARD_COUNT = CARD_COUNT - GANDALF_COUNT;
/** Number of rounds (« La partie se compose de six manches »). */
export const ROUNDS = LOCATIONS.length - 1;

// ───────────────────────────── cards and tokens ─────────────────────────────

/** True for the 16 Gandalf cards (ids 80..95). */
export function isGandalf(card: CardId): boolean {
	return card >= QUALITY_CARD_COUNT;
}

/**
 * Colour index (0..3 into COLOURS) of a quality card.
 * @throws RangeError for a Gandalf card (it has no colour of its own) or an unknown id
 */
export function cardColour(card: CardId): number {
	if (!Number.isInteger(card) || card < 0 || card >= QUALITY_CARD_COUNT) throw new RangeError(`card ${card} has no colour`);
	return Math.floor(card / (QUALITIES.length * COPIES_PER_COLOUR_AND_QUALITY));
}

/**
 * The quality printed on a quality card.
 * @throws RangeError for a Gandalf card or an unknown id
 */
export function cardQuality(card: CardId): Quality {
	if (!Number.isInteger(card) || card < 0 || card >= QUALITY_CARD_COUNT) throw new RangeError(`card ${card} has no single quality`);
	return QUALITIES[Math.floor((card % (QUALITIES.length * COPIES_PER_COLOUR_AND_QUALITY)) / COPIES_PER_COLOUR_AND_QUALITY)];
}

/** The id of copy `copy` (0..4) of the quality card of `colour` (0..3) and `quality`. */
export function qualityCard(colour: number, quality: Quality, copy = 0): CardId {
	return colour * QUALITIES.length * COPIES_PER_COLOUR_AND_QUALITY + QUALITIES.indexOf(quality) * COPIES_PER_COLOUR_AND_QUALITY + copy;
}

/** The id of Gandalf card number `n` (0..15). */
export function gandalfCard(n: number): CardId {
	return QUALITY_CARD_COUNT + n;
}

/** Points on a token (2..5). */
export function tokenValue(token: TokenId): number {
	return 2 + Math.floor(token / TOKENS_PER_VALUE);
}

/** The scores: each seat's token total (« Chaque joueur additionne les valeurs de ses jetons »). */
export function scores(ctx: TTContext): number[] {
	return ctx.playerTokens.map((ts) => ts.reduce((sum, t) => sum + tokenValue(t), 0));
}

// ───────────────────────────── helpers ─────────────────────────────

/** The seat whose turn it is in the movement or evaluation phase. */
export function currentSeat(ctx: TTContext): SeatId {
	return (ctx.startSeat + ctx.turn) % ctx.players;
}

/** The seats in turn order from the round's start player (« dans le sens des aiguilles d'une montre »). */
export function turnOrder(ctx: TTContext): SeatId[] {
	return Array.from({ length: ctx.players }, (_, i) => (ctx.startSeat + i) % ctx.players);
}

/** The phase named by a state value of the statechart (see machine.ts). */
export function phaseOf(value: unknown): Phase {
	if (value === 'setup') return 'setup';
	if (value === 'end') return 'end';
	if (value && typeof value === 'object' && 'round' in value) {
		const r = (value as { round: unknown }).round;
		if (r === 'evaluation') return 'evaluation';
		if (r === 'scoring') return 'scoring';
		if (r && typeof r === 'object' && 'movement' in r) {
			return (r as { movement: unknown }).movement === 'drawTwo' ? 'drawTwo' : 'choose';
		}
	}
	throw new Error(`two-towers: unknown state ${JSON.stringify(value)}`);
}

/** A copy of the context whose arrays may be changed freely (the log is copied too). */
function cloneCtx(c: TTContext): TTContext {
	return {
		...c,
		rng: c.rng.slice(),
		paths: c.paths.slice(),
		draw: c.draw ? { ...c.draw } : null,
		deck: c.deck.slice(),
		faceUp: c.faceUp.slice(),
		aside: c.aside.slice(),
		hands: c.hands.map((h) => h.slice()),
		rows: c.rows.map((rs) => rs.map((r) => (r ? { quality: r.quality, cards: r.cards.slice() } : null))),
		locationTokens: c.locationTokens.map((t) => t.slice()),
		playerTokens: c.playerTokens.map((t) => t.slice()),
		box: c.box.slice(),
		layOrder: c.layOrder.slice(),
		laid: c.laid.slice(),
		scorings: c.scorings.slice(),
		log: c.log.slice(),
		names: c.names
	};
}

function remove(list: number[], item: number): void {
	const i = list.indexOf(item);
	if (i < 0) throw new Error(`two-towers: ${item} is not in the list`);
	list.splice(i, 1);
}

function log(c: TTContext, key: string, params?: Record<string, string | number>, seat?: SeatId): void {
	const entry: LogEntry = { key };
	if (params) entry.params = params;
	if (seat !== undefined) entry.seat = seat;
	c.log.push(entry);
}

/** Matching cards in `rows` for a set of qualities: whole rows of those qualities, Gandalf included (« L'ÉVALUATION »). */
export function matchCount(rows: readonly (Row | null)[], qualities: readonly Quality[]): number {
	let n = 0;
	for (const r of rows) if (r && qualities.includes(r.quality)) n += r.cards.length;
	return n;
}

// ───────────────────────────── « PRÉPARATIFS » ─────────────────────────────

/** The context before « PRÉPARATIFS »: names, seats and a seeded RNG, nothing dealt yet. */
export function emptyContext(input: TTInput): TTContext {
	const players = input.seats.length;
	if (players < 2 || players > 5) throw new RangeError(`two-towers: 2 to 5 players, not ${players}`);
	if (!Number.isInteger(input.startSeat) || input.startSeat < 0 || input.startSeat >= players) {
		throw new RangeError(`two-towers: start seat ${input.startSeat} is not a seat`);
	}
	return {
		names: input.seats.map((s) => s.name),
		players,
		twoPlayer: players === 2,
		rng: createRng(input.seed),
		firstSeat: input.startSeat,
		paths: [],
		round: 0,
		space: 0,
		startSeat: input.startSeat,
		ring: input.startSeat,
		turn: 0,
		draw: null,
		deck: [],
		faceUp: [],
		aside: [],
		hands: Array.from({ length: players }, () => []),
		rows: Array.from({ length: players }, () => COLOURS.map(() => null)),
		locationTokens: LOCATIONS.map(() => []),
		playerTokens: Array.from({ length: players }, () => []),
		box: [],
		layOrder: [],
		laid: Array.from({ length: players }, () => 0),
		scorings: [],
		reshuffles: 0,
		log: []
	};
}

/**
 * « PRÉPARATIFS »: path cards shuffled between the locations; point tokens (players − 1 per
 * location except Amon Hen, or in « LA PARTIE A DEUX » one per quality symbol) with at least
 * one 5 at Minas Tirith (a 5 is put there first, then the rest is dealt at random; the
 * others go back in the box); 96 cards shuffled, 6 to each player, 4 face up, the rest
 * is the draw pile; the ring to the start player; the marker on Amon Hen.
 */
export function prepare(ctx: TTContext): TTContext {
	const c = cloneCtx(ctx);
	const r = rngCursor(c.rng);
	c.paths = r.shuffle(PATH_CARD_SPACES);

	// Tokens.
	const tokens = r.shuffle(Array.from({ length: TOKEN_COUNT }, (_, i) => i));
	const five = tokens.find((t) => tokenValue(t) === 5)!;
	remove(tokens, five);
	c.locationTokens = LOCATIONS.map(() => []);
	for (let loc = 1; loc <= LAST_LOCATION; loc++) {
		const want = c.twoPlayer ? LOCATIONS[loc].qualities.length : c.players - 1;
		const here: TokenId[] = loc === LAST_LOCATION ? [five] : [];
		while (here.length < want) here.push(tokens.shift()!);
		// Two-player game: one token per symbol; where the 5 lies among Minas Tirith's symbols is random.
		c.locationTokens[loc] = loc === LAST_LOCATION && c.twoPlayer ? r.shuffle(here) : here;
	}
	c.box = tokens;

	// Cards.
	const cards = r.shuffle(Array.from({ length: CARD_COUNT }, (_, i) => i));
	c.hands = Array.from({ length: c.players }, () => cards.splice(0, HAND_SIZE));
	c.faceUp = cards.splice(0, FACE_UP_AT_START);
	c.deck = cards;
	c.rng = r.state();
	c.ring = c.startSeat = c.firstSeat;
	c.round = 0;
	c.space = 0;
	c.turn = 0;
	log(c, c.twoPlayer ? 'tt_log_setup_two' : 'tt_log_setup', { players: c.players }, c.firstSeat);
	log(c, 'tt_log_round', { round: 1, location: 1, first: c.startSeat }, c.startSeat);
	return c;
}

// ───────────────────────────── legal events ─────────────────────────────

/** Cards that can still come from the pile: the pile plus the set-aside pile (reshuffled when needed). */
function drawable(c: TTContext): number {
	return c.deck.length + c.aside.length;
}

/**
 * Every event `seat` may send in `phase` (« 1. Phase de déplacement », « 2. Phase
 * d'évaluation »). Empty when it is not `seat`'s turn or in a passing phase.
 *
 * Movement, first choice: TAKE_DECK (pile or set-aside pile not empty), TAKE_FACEUP per
 * face-up card, DISCARD per hand card (only if two cards can then be taken), NO_DRAW only
 * when nothing can be drawn at all. After DISCARD: face-up cards first (never the card just
 * discarded), TAKE_DECK only if the second card can also come from the pile; after a first
 * card from the pile the second must come from the pile too.
 *
 * Evaluation: LAY per quality card in hand, LAY_GANDALF per (Gandalf, quality card) when the
 * quality card's colour has no row or a row of another quality, and DONE.
 */
export function legalEventsFor(ctx: TTContext, phase: Phase, seat: SeatId): TTEvent[] {
	if (phase !== 'choose' && phase !== 'drawTwo' && phase !== 'evaluation') return [];
	if (ctx.turn >= ctx.players || seat !== currentSeat(ctx)) return [];
	const out: TTEvent[] = [];
	const hand = ctx.hands[seat];
	if (phase === 'choose') {
		if (drawable(ctx) > 0) out.push({ type: 'TAKE_DECK', seat });
		for (const card of ctx.faceUp) out.push({ type: 'TAKE_FACEUP', seat, card });
		if (drawable(ctx) + ctx.faceUp.length >= 2) for (const card of hand) out.push({ type: 'DISCARD', seat, card });
		if (out.length === 0) out.push({ type: 'NO_DRAW', seat });
		return out;
	}
	if (phase === 'drawTwo') {
		const d = ctx.draw!;
		if (d.taken === 0) {
			if (drawable(ctx) >= 2) out.push({ type: 'TAKE_DECK', seat });
			for (const card of ctx.faceUp) if (card !== d.discarded) out.push({ type: 'TAKE_FACEUP', seat, card });
		} else if (d.deckFirst) {
			out.push({ type: 'TAKE_DECK', seat });
		} else {
			if (drawable(ctx) >= 1) out.push({ type: 'TAKE_DECK', seat });
			for (const card of ctx.faceUp) if (card !== d.discarded) out.push({ type: 'TAKE_FACEUP', seat, card });
		}
		return out;
	}
	// evaluation
	const quality = hand.filter((c) => !isGandalf(c));
	const gandalfs = hand.filter(isGandalf);
	for (const card of quality) out.push({ type: 'LAY', seat, card });
	for (const g of gandalfs) {
		for (const card of quality) {
			const row = ctx.rows[seat][cardColour(card)];
			if (!row || row.quality !== cardQuality(card)) out.push({ type: 'LAY_GANDALF', seat, gandalf: g, card });
		}
	}
	out.push({ type: 'DONE', seat });
	return out;
}

/**
 * Whether `ev` is legal in `phase` (same answer as `legalEventsFor(...).some(equal)`,
 * computed directly).
 */
export function isLegal(ctx: TTContext, phase: Phase, ev: TTEvent): boolean {
	if (phase !== 'choose' && phase !== 'drawTwo' && phase !== 'evaluation') return false;
	if (!ev || typeof ev !== 'object' || ctx.turn >= ctx.players || ev.seat !== currentSeat(ctx)) return false;
	const hand = ctx.hands[ev.seat];
	const keys = Object.keys(ev).filter((k) => (ev as unknown as Record<string, unknown>)[k] !== undefined).length;
	switch (ev.type) {
		case 'TAKE_DECK':
			if (keys !== 2) return false;
			if (phase === 'choose') return drawable(ctx) > 0;
			if (phase === 'drawTwo') {
				const d = ctx.draw!;
				if (d.taken === 0) return drawable(ctx) >= 2;
				return drawable(ctx) >= 1;
			}
			return false;
		case 'TAKE_FACEUP':
			if (keys !== 3 || !ctx.faceUp.includes(ev.card)) return false;
			if (phase === 'choose') return true;
			if (phase === 'drawTwo') {
				const d = ctx.draw!;
				return ev.card !== d.discarded && !(d.taken === 1 && d.deckFirst);
			}
			return false;
		case 'DISCARD':
			return keys === 3 && phase === 'choose' && hand.includes(ev.card) && drawable(ctx) + ctx.faceUp.length >= 2;
		case 'NO_DRAW':
			return keys === 2 && phase === 'choose' && drawable(ctx) + ctx.faceUp.length === 0;
		case 'LAY':
			return keys === 3 && phase === 'evaluation' && hand.includes(ev.card) && !isGandalf(ev.card);
		case 'LAY_GANDALF': {
			if (keys !== 4 || phase !== 'evaluation') return false;
			if (!hand.includes(ev.gandalf) || !isGandalf(ev.gandalf) || !hand.includes(ev.card) || isGandalf(ev.card)) return false;
			const row = ctx.rows[ev.seat][cardColour(ev.card)];
			return !row || row.quality !== cardQuality(ev.card);
		}
		case 'DONE':
			return keys === 2 && phase === 'evaluation';
		default:
			return false;
	}
}

// ───────────────────────────── « 1. Phase de déplacement » ─────────────────────────────

/** Takes the top card of the pile; first makes the set-aside pile the new pile if the pile is empty. */
function drawFromDeck(c: TTContext, seat: SeatId): void {
	reshuffleIfEmpty(c);
	const card = c.deck.pop();
	if (card === undefined) throw new Error('two-towers: nothing to draw');
	c.hands[seat].push(card);
	// « Si à un moment donné la pioche s'épuise, les cartes mises de côté sont mélangées ... »
	reshuffleIfEmpty(c);
}

/** « la pioche s'épuise »: the set-aside pile, shuffled, becomes the pile (no-op if either is not empty). */
function reshuffleIfEmpty(c: TTContext): void {
	if (c.deck.length > 0 || c.aside.length === 0) return;
	const r = rngCursor(c.rng);
	c.deck = r.shuffle(c.aside);
	c.rng = r.state();
	c.aside = [];
	c.reshuffles++;
	log(c, 'tt_log_reshuffle', { count: c.deck.length });
}

/** After a completed draw: the next player, then the next space, then arrival at the location. */
function nextDrawTurn(c: TTContext): void {
	c.draw = null;
	c.turn++;
	if (c.turn < c.players) return;
	c.turn = 0;
	c.space++;
	if (c.space >= c.paths[c.round]) {
		// The marker reaches the next location: « passent tout de suite à la phase d'évaluation ».
		log(c, 'tt_log_arrive', { location: c.round + 1 });
	} else {
		log(c, 'tt_log_space', { space: c.space + 1, spaces: c.paths[c.round] });
	}
}

/** True when the marker has reached the next location and the movement phase is over. */
export function movementOver(ctx: TTContext): boolean {
	return ctx.space >= ctx.paths[ctx.round];
}

/**
 * Applies a movement event (already known to be legal): « a) » take the top card or a
 * face-up card; « b) » DISCARD then two TAKE_* (face-up first); NO_DRAW.
 * @throws Error if the event is not a movement event
 */
export function applyMovement(ctx: TTContext, ev: TTEvent): TTContext {
	const c = cloneCtx(ctx);
	const seat = ev.seat;
	switch (ev.type) {
		case 'DISCARD':
			remove(c.hands[seat], ev.card);
			c.faceUp.push(ev.card);
			c.draw = { discarded: ev.card, taken: 0, deckFirst: false };
			log(c, 'tt_log_discard', { card: ev.card }, seat);
			return c;
		case 'TAKE_DECK':
			drawFromDeck(c, seat);
			log(c, 'tt_log_take_deck', {}, seat);
			break;
		case 'TAKE_FACEUP':
			remove(c.faceUp, ev.card);
			c.hands[seat].push(ev.card);
			log(c, 'tt_log_take_faceup', { card: ev.card }, seat);
			break;
		case 'NO_DRAW':
			log(c, 'tt_log_no_draw', {}, seat);
			break;
		default:
			throw new Error(`two-towers: ${ev.type} is not a movement event`);
	}
	if (c.draw && c.draw.taken === 0) {
		c.draw.taken = 1;
		c.draw.deckFirst = ev.type === 'TAKE_DECK';
	} else {
		nextDrawTurn(c);
	}
	return c;
}

// ───────────────────────────── « 2. Phase d'évaluation » ─────────────────────────────

/** Entering the evaluation phase: the start player presents first, nobody has laid yet. */
export function startEvaluation(ctx: TTContext): TTContext {
	const c = cloneCtx(ctx);
	c.turn = 0;
	c.draw = null;
	c.layOrder = [];
	c.laid = c.laid.map(() => 0);
	return c;
}

/** Puts a whole row on the set-aside pile (« il doit d'abord mettre toutes les cartes de cette rangée de côté »). */
function clearRow(c: TTContext, seat: SeatId, colour: number): void {
	const row = c.rows[seat][colour];
	if (!row) return;
	c.aside.push(...row.cards);
	c.rows[seat][colour] = null;
	log(c, 'tt_log_row_replaced', { colour, count: row.cards.length, quality: row.quality }, seat);
}

/**
 * Applies an evaluation event (already known to be legal):
 * LAY puts a quality card in its colour's row (a new row; the same quality: on top; another
 * quality: the old row is set aside first); LAY_GANDALF starts a new row with a Gandalf card
 * and a quality card; DONE ends the player's presentation.
 * @throws Error if the event is not an evaluation event
 */
export function applyEvaluation(ctx: TTContext, ev: TTEvent): TTContext {
	const c = cloneCtx(ctx);
	const seat = ev.seat;
	if (ev.type === 'DONE') {
		log(c, c.laid[seat] > 0 ? 'tt_log_done' : 'tt_log_pass', { count: c.laid[seat] }, seat);
		c.turn++;
		return c;
	}
	if (ev.type !== 'LAY' && ev.type !== 'LAY_GANDALF') throw new Error(`two-towers: ${ev.type} is not an evaluation event`);
	const colour = cardColour(ev.card);
	const quality = cardQuality(ev.card);
	const row = c.rows[seat][colour];
	if (row && row.quality !== quality) clearRow(c, seat, colour);
	remove(c.hands[seat], ev.card);
	if (ev.type === 'LAY_GANDALF') {
		remove(c.hands[seat], ev.gandalf);
		c.rows[seat][colour] = { quality, cards: [ev.gandalf, ev.card] };
		c.laid[seat] += 2;
		log(c, 'tt_log_lay_gandalf', { card: ev.card }, seat);
	} else {
		const current = c.rows[seat][colour];
		if (current) current.cards.push(ev.card);
		else c.rows[seat][colour] = { quality, cards: [ev.card] };
		c.laid[seat] += 1;
		log(c, 'tt_log_lay', { card: ev.card }, seat);
	}
	if (!c.layOrder.includes(seat)) c.layOrder.push(seat);
	return c;
}

/** True once every player has presented (or passed) in this evaluation phase. */
export function evaluationOver(ctx: TTContext): boolean {
	return ctx.turn >= ctx.players;
}

/**
 * « celui qui a présenté ses cartes le premier »: the seats that laid cards in this phase in
 * the order they laid, then the seats that passed, in turn order from the start player.
 */
export function presentationOrder(ctx: TTContext): SeatId[] {
	const rest = turnOrder(ctx).filter((s) => !ctx.layOrder.includes(s));
	return [...ctx.layOrder, ...rest];
}

/** Seats ranked by `counts` descending; equal counts keep their place in `order` (stable). */
export function rankByCount(counts: readonly number[], order: readonly SeatId[]): SeatId[] {
	return order.slice().sort((a, b) => counts[b] - counts[a]);
}

/**
 * Removes one quality card (the top one: all quality cards of a row are alike) from each of
 * the seat's rows of the given qualities, then a Gandalf card left alone too; rows left empty
 * disappear. The cards go on the set-aside pile.
 * @returns the cards set aside
 */
function trimRows(c: TTContext, seat: SeatId, qualities: readonly Quality[]): CardId[] {
	const out: CardId[] = [];
	c.rows[seat].forEach((row, colour) => {
		if (!row || !qualities.includes(row.quality)) return;
		const top = row.cards.pop()!;
		out.push(top);
		if (row.cards.length === 1 && isGandalf(row.cards[0])) out.push(row.cards.pop()!);
		if (row.cards.length === 0) c.rows[seat][colour] = null;
	});
	c.aside.push(...out);
	return out;
}

/**
 * « L'ÉVALUATION » of the location the marker reached (and « LA PARTIE A DEUX »).
 *
 * Normal game: count each player's cards in rows of the location's qualities (Gandalf cards
 * included); rank by count, ties to who presented first; tokens high to low down the ranking;
 * nothing for a count of zero, nothing for whoever is left without a token; unused tokens go
 * back to the box; the ring goes to the winner. Two-player game: each symbol from the left
 * separately, its token to the winner of that symbol; the ring to the winner of the last
 * symbol. In both, when nobody has a matching card the ring stays where it is.
 *
 * Afterwards every player who got a token removes one quality card from each evaluated row
 * (and a Gandalf card left alone).
 * @returns the new context with the record appended to `scorings`
 */
export function evaluateLocation(ctx: TTContext): TTContext {
	const c = cloneCtx(ctx);
	const location = c.round + 1;
	const qualities = LOCATIONS[location].qualities;
	const order = presentationOrder(c);
	const counts = c.rows.map((rows) => matchCount(rows, qualities));
	const symbols = qualities.map((quality) => ({ quality, counts: c.rows.map((rows) => matchCount(rows, [quality])) }));
	const ranking = rankByCount(counts, order);
	const awards: ScoringRecord['awards'] = [];
	const toBox: TokenId[] = [];
	const ringFrom = c.ring;
	const tokens = c.locationTokens[location];
	c.locationTokens[location] = [];

	if (c.twoPlayer) {
		symbols.forEach((sym, i) => {
			const best = rankByCount(sym.counts, order)[0];
			const token = tokens[i];
			if (sym.counts[best] > 0) {
				awards.push({ seat: best, token, symbol: i });
				c.playerTokens[best].push(token);
				log(c, 'tt_log_symbol_token', { quality: sym.quality, count: sym.counts[best], value: tokenValue(token) }, best);
				if (i === symbols.length - 1) c.ring = best;
			} else {
				toBox.push(token);
				log(c, 'tt_log_symbol_nobody', { quality: sym.quality, value: tokenValue(token) });
			}
		});
	} else {
		const sorted = tokens.slice().sort((a, b) => tokenValue(b) - tokenValue(a));
		sorted.forEach((token, i) => {
			const seat = ranking[i];
			if (seat !== undefined && counts[seat] > 0) {
				awards.push({ seat, token });
				c.playerTokens[seat].push(token);
				log(c, 'tt_log_token', { count: counts[seat], value: tokenValue(token) }, seat);
			} else {
				toBox.push(token);
			}
		});
		if (counts[ranking[0]] > 0) c.ring = ranking[0];
	}
	if (toBox.length > 0) log(c, 'tt_log_tokens_to_box', { count: toBox.length });
	c.box.push(...toBox);
	log(c, c.ring === ringFrom ? 'tt_log_ring_stays' : 'tt_log_ring', {}, c.ring);

	// « Après l'évaluation, les joueurs doivent enlever une carte «qualité» de chaque rangée qui a été évaluée »
	const setAside: ScoringRecord['setAside'] = [];
	for (const seat of turnOrder(c)) {
		if (!awards.some((a) => a.seat === seat)) continue; // « ne perdent pas de cartes »
		const cards = trimRows(c, seat, qualities);
		setAside.push({ seat, cards });
		if (cards.length) log(c, 'tt_log_set_aside', { count: cards.length }, seat);
	}

	c.scorings.push({ round: c.round, location, order, counts, symbols, ranking, awards, toBox, ringFrom, ringTo: c.ring, setAside });
	return c;
}

/** True after the evaluation of Minas Tirith (« FIN DE LA PARTIE »). */
export function gameOver(ctx: TTContext): boolean {
	return ctx.scorings.length > 0 && ctx.scorings[ctx.scorings.length - 1].location === LAST_LOCATION;
}

/**
 * « UNE NOUVELLE MANCHE »: the ring holder starts; the marker goes on the first space of the
 * next path card.
 */
export function startNextRound(ctx: TTContext): TTContext {
	const c = cloneCtx(ctx);
	c.round++;
	c.space = 0;
	c.turn = 0;
	c.draw = null;
	c.startSeat = c.ring;
	c.layOrder = [];
	c.laid = c.laid.map(() => 0);
	log(c, 'tt_log_round', { round: c.round + 1, location: c.round + 1, first: c.startSeat }, c.startSeat);
	return c;
}

/** Logs the end of the game. */
export function finish(ctx: TTContext): TTContext {
	const c = cloneCtx(ctx);
	const fin = finalRanking(c);
	log(c, 'tt_log_end', { score: fin.scores[fin.ranking[0]] }, fin.ranking[0]);
	return c;
}

// ───────────────────────────── « FIN DE LA PARTIE » ─────────────────────────────

/** The final standings with the tie-breaks that decided them. */
export interface FinalRanking {
	/** Token totals by seat. */
	scores: number[];
	/** Seats best first. */
	ranking: SeatId[];
	/** Matching cards each seat presented at Minas Tirith (first tie-break). */
	minasTirithCounts: number[];
	/** Presentation order at Minas Tirith (second tie-break). */
	minasTirithOrder: SeatId[];
	/** For each adjacent pair in `ranking` with equal scores: what separated them. */
	ties: { above: SeatId; below: SeatId; by: 'cards' | 'order' }[];
}

/**
 * « FIN DE LA PARTIE »: most points; equal points → most matching cards presented at Minas
 * Tirith; still equal → who presented first at Minas Tirith.
 * @throws Error when Minas Tirith has not been evaluated yet
 */
export function finalRanking(ctx: TTContext): FinalRanking {
	const mt = ctx.scorings.find((s) => s.location === LAST_LOCATION);
	if (!mt) throw new Error('two-towers: the game is not over');
	const sc = scores(ctx);
	const pos = (s: SeatId) => mt.order.indexOf(s);
	const ranking = mt.order.slice().sort((a, b) => sc[b] - sc[a] || mt.counts[b] - mt.counts[a] || pos(a) - pos(b));
	const ties: FinalRanking['ties'] = [];
	for (let i = 0; i + 1 < ranking.length; i++) {
		const [a, b] = [ranking[i], ranking[i + 1]];
		if (sc[a] === sc[b]) ties.push({ above: a, below: b, by: mt.counts[a] !== mt.counts[b] ? 'cards' : 'order' });
	}
	return { scores: sc, ranking, minasTirithCounts: mt.counts, minasTirithOrder: mt.order, ties };
}

// ───────────────────────────── invariants (tests) ─────────────────────────────

/**
 * Every place a card can be, for the invariant « every card in exactly one place ».
 * @returns a list of [place, cards]
 */
export function cardPlaces(ctx: TTContext): [string, CardId[]][] {
	const out: [string, CardId[]][] = [
		['deck', ctx.deck],
		['faceUp', ctx.faceUp],
		['aside', ctx.aside]
	];
	ctx.hands.forEach((h, s) => out.push([`hand${s}`, h]));
	ctx.rows.forEach((rs, s) => rs.forEach((r, col) => r && out.push([`row${s}.${col}`, r.cards])));
	return out;
}

/**
 * Every place a token can be, for the invariant « 24 tokens accounted for ».
 * @returns a list of [place, tokens]
 */
export function tokenPlaces(ctx: TTContext): [string, TokenId[]][] {
	const out: [string, TokenId[]][] = [['box', ctx.box]];
	ctx.locationTokens.forEach((t, l) => out.push([`location${l}`, t]));
	ctx.playerTokens.forEach((t, s) => out.push([`player${s}`, t]));
	return out;
}
