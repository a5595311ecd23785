/**
 * Shapes of Les Deux Tours' game state, events and view. Everything is plain JSON
 * (DESIGN.md "The game contract"): the context survives JSON.stringify and IndexedDB.
 */
import type { LogEntry, SeatId, SeatSetup } from '$lib/engine/types';
import type { RngState } from '$lib/engine/rng';
import type { Quality } from './data/game';

/** One of the four qualities (re-exported from data/game.ts). */
export type { Quality };

/**
 * A card's stable identity, 0..95. 0..79 are quality cards: colour = ⌊id / 20⌋,
 * quality = QUALITIES[⌊(id mod 20) / 5⌋]; 80..95 are the 16 Gandalf cards.
 */
export type CardId = number;

/** A point token's stable identity, 0..23; value = 2 + ⌊id / 6⌋. */
export type TokenId = number;

/**
 * One of a player's rows (« une rangée verticale, pour chaque couleur »): its quality and its
 * cards bottom to top; `cards[0]` may be a Gandalf card, no other may.
 */
export interface Row {
	quality: Quality;
	cards: CardId[];
}

/** Where the game is, derived from the statechart's state value. */
export type Phase = 'setup' | 'choose' | 'drawTwo' | 'evaluation' | 'scoring' | 'end';

/**
 * The « b) » draw in progress: the card the player put into the display and how far the
 * two draws have gone (`taken` 0 or 1; `deckFirst` when the first card came from the deck,
 * which forces the second one to come from the deck too).
 */
export interface DrawTwo {
	discarded: CardId;
	taken: number;
	deckFirst: boolean;
}

/** What one evaluation (« L'ÉVALUATION ») did, kept for the summary panel and the tie-breaks. */
export interface ScoringRecord {
	/** Round 0..5. */
	round: number;
	/** Location index 1..6. */
	location: number;
	/** The order in which players presented their cards (ties go to the earlier one). */
	order: SeatId[];
	/** Matching cards per seat, all the location's symbols together. */
	counts: number[];
	/** Matching cards per seat for each symbol, left to right. */
	symbols: { quality: Quality; counts: number[] }[];
	/** Seats in ranking order (count descending, ties by `order`). */
	ranking: SeatId[];
	/** Tokens given, in the order they were given; `symbol` = index in `symbols` (two-player game). */
	awards: { seat: SeatId; token: TokenId; symbol?: number }[];
	/** Tokens nobody earned, put back in the box. */
	toBox: TokenId[];
	/** Ring holder before and after the evaluation. */
	ringFrom: SeatId;
	ringTo: SeatId;
	/** Cards each token winner put on the set-aside pile. */
	setAside: { seat: SeatId; cards: CardId[] }[];
}

/** The whole game state (the statechart's context). */
export interface TTContext {
	names: string[];
	players: number;
	/** « LA PARTIE A DEUX »: automatic with two players. */
	twoPlayer: boolean;
	rng: RngState;
	/** The seat that starts the first round (the youngest player). */
	firstSeat: SeatId;
	/** Spaces of the path card lying in each of the 6 gaps (gap g is between location g and g+1). */
	paths: number[];
	/** Round 0..5; round r travels from location r to location r+1. */
	round: number;
	/** Marker position on the current path card during the movement phase (0-based). */
	space: number;
	/** The round's start player (who had the ring when it began). */
	startSeat: SeatId;
	/** Who holds the ring now. */
	ring: SeatId;
	/** Offset from `startSeat` of the seat whose turn it is (0..players − 1). */
	turn: number;
	/** The « b) » draw in progress, or null. */
	draw: DrawTwo | null;
	/** Draw pile, top card last. */
	deck: CardId[];
	/** Face-up display, in the order laid out. */
	faceUp: CardId[];
	/** Set-aside pile (« pile de cartes mise de côté »). */
	aside: CardId[];
	hands: CardId[][];
	/** rows[seat][colour index]: null when the player has no row of that colour. */
	rows: (Row | null)[][];
	/** Tokens next to each location (index 0..6). In the two-player game, one per symbol, aligned. */
	locationTokens: TokenId[][];
	playerTokens: TokenId[][];
	/** Tokens back in the game box. */
	box: TokenId[];
	/** Seats that laid at least one card in this evaluation phase, in the order they did. */
	layOrder: SeatId[];
	/** Cards laid by each seat in this evaluation phase. */
	laid: number[];
	scorings: ScoringRecord[];
	/** How many times the set-aside pile became the draw pile. */
	reshuffles: number;
	log: LogEntry[];
}

/** Options of a game. */
export interface TTOptions {
	/** « c'est le joueur le plus jeune qui commence »: the seat of the youngest player. */
	startSeat: number;
}

/** What the machine is started with. */
export interface TTInput {
	seats: SeatSetup[];
	startSeat: SeatId;
	seed: number;
}

/** A move. Every event names its seat. */
export type TTEvent =
	/** « prendre la première carte de la pioche » (reshuffles the set-aside pile first if the pile is empty). */
	| { type: 'TAKE_DECK'; seat: SeatId }
	/** « l'une des cartes retournées ». */
	| { type: 'TAKE_FACEUP'; seat: SeatId; card: CardId }
	/** « b) » put one hand card into the display to take two. */
	| { type: 'DISCARD'; seat: SeatId; card: CardId }
	/** Nothing at all can be drawn (pile, set-aside pile and display empty): the turn passes. */
	| { type: 'NO_DRAW'; seat: SeatId }
	/** Lay a quality card in the row of its colour (new row, longer row, or a replaced row). */
	| { type: 'LAY'; seat: SeatId; card: CardId }
	/** Start a new row of `card`'s colour and quality with a Gandalf card under it. */
	| { type: 'LAY_GANDALF'; seat: SeatId; gandalf: CardId; card: CardId }
	/** End one's presentation (a pass when nothing was laid). */
	| { type: 'DONE'; seat: SeatId };

/** What a seat (or the table) may see: no other hand, no deck order, no RNG. */
export interface TTView {
	viewer: SeatId | 'table';
	phase: Phase;
	names: string[];
	players: number;
	twoPlayer: boolean;
	round: number;
	/** The location this round travels to (round + 1). */
	destination: number;
	paths: number[];
	/** Marker: on a location, or on space `space` of the path in gap `gap`. */
	marker: { kind: 'location'; location: number } | { kind: 'path'; gap: number; space: number };
	startSeat: SeatId;
	/** The seat that started the first round (the youngest player). */
	firstSeat: SeatId;
	ring: SeatId;
	/** Whose turn it is, or null when the game is over. */
	current: SeatId | null;
	draw: DrawTwo | null;
	deckCount: number;
	asideCount: number;
	faceUp: CardId[];
	handCounts: number[];
	/** The viewer's own hand; null for 'table'. */
	hand: CardId[] | null;
	rows: (Row | null)[][];
	locationTokens: TokenId[][];
	playerTokens: TokenId[][];
	scores: number[];
	boxCount: number;
	layOrder: SeatId[];
	laid: number[];
	scorings: ScoringRecord[];
	log: LogEntry[];
}
