/**
 * Types of Knizia's region card game (game id `knizia-cards`): options, machine input, the
 * plain-JSON context, and the events. No logic here.
 */
import type { LogEntry, SeatId } from '$lib/engine/types';
import type { RngState } from '$lib/engine/rng';
import type { CardId, Colour } from './data/cards';
import type { RegionId, RingId } from './data/regions';
import type { CellKey } from './data/placement';

/**
 * Setup options. `hideScores`: victory points are kept face down during play (« Les joueurs
 * peuvent également décider en début de partie de ne pas révéler le nombre de fiches gagnées »).
 */
export interface KcOptions {
	hideScores: boolean;
}

/** What `createActor(machine, { input })` receives. */
export interface KcInput {
	names: string[];
	options: KcOptions;
	seed: number;
}

/** A region laid on the map: its index in REGIONS (0 = Bag End), its anchor cell, scored or not. */
export interface PlacedRegion {
	index: number;
	x: number;
	y: number;
	scored: boolean;
}

/**
 * What has been laid so far in the current turn, for the per-turn limits of « Le dépôt des
 * cartes » and the region specials. Cards laid with the Weathertop ring and cards moved with the
 * Lothlórien ring are not counted in `ones`, `highs`, `counted`.
 */
export interface TurnState {
	/** Cards laid this turn (from the hand, Nazgûl included, or moved with the Lothlórien ring). */
	deposited: number;
	/** Value-1 cards counted against the limits. */
	ones: number;
	/** Cards of value 2 to 5 counted against the limits. */
	highs: number;
	/** All cards counted against the Ford's limit of two (0 and Nazgûl included). */
	counted: number;
	/** Printed values of the valued cards laid this turn (what the Weathertop ring may repeat). */
	values: number[];
}

/** One colour's line in a scoring. `rank` is 1-based; `points` 0 when it does not score. */
export interface ScoringRow {
	colour: Colour;
	seat: SeatId;
	/** Sum of the values of its visible cards on the region's places (1 per card with the Bree ring). */
	total: number;
	/** Number of its visible cards there; 0 = cannot score (« au moins 1 carte »). */
	cards: number;
	rank: number;
	points: number;
	ring: RingId | null;
}

/** One scoring (« Décompte des points »), kept for the summary panel and the final tie-break. */
export interface ScoringRecord {
	region: RegionId;
	/** Index in REGIONS. */
	regionIndex: number;
	/** True for the last scoring of a game that ended with free places left. */
	final: boolean;
	/** The seat that laid the last card (ties go to the players after it, to its left). */
	lastSeat: SeatId;
	/** The Bree ring lay at the region: every card counted 1. */
	bree: boolean;
	rows: ScoringRow[];
	/** Moria's penalty: who lost how many points (at most their score, never below 0). */
	penalty: { colour: Colour; seat: SeatId; lost: number } | null;
	/** Net points each seat got from this scoring (index = seat). */
	seatPoints: number[];
}

/** Why the game ended (« FIN DU JEU »). */
export type EndReason = 'all-played' | 'one-left' | 'no-region-left';

/** The whole game state: plain JSON only. */
export interface KcContext {
	names: string[];
	options: KcOptions;
	rng: RngState;
	/** The colours each seat plays (two each with 2 players). */
	seatColours: Colour[][];
	/** Cards in hand, by seat. Private. */
	hands: CardId[][];
	/** Face-down draw piles, by seat, top = index 0. Private (order hidden from everyone). */
	decks: CardId[][];
	/** Player cards on the map, by cell: a stack from bottom to top (only the top one counts). */
	cells: Record<CellKey, CardId[]>;
	/** Ring tiles lying on cards. */
	ringOn: Record<CardId, RingId>;
	/** Cards out of the game (Nazgûls and their victims), in the order they left. */
	removed: CardId[];
	/** Regions on the map in the order they were laid; the last is the current region. */
	regions: PlacedRegion[];
	/** Ring tiles won and not yet played, by seat. */
	ringsHeld: RingId[][];
	/** Ring tiles that lost their power (their owner ran out of cards). */
	ringsLost: RingId[];
	/** Victory points, by seat. */
	scores: number[];
	scorings: ScoringRecord[];
	/** The seat that acts (plays a turn, or lays the next region). */
	current: SeatId;
	/** The seat that laid the last card, or null before the first card. */
	lastCardSeat: SeatId | null;
	/** Seats that have laid all their cards and left the game (« la partie continue sans lui »). */
	out: boolean[];
	turn: TurnState;
	/** Turns started so far (1 for the first turn). */
	turnNumber: number;
	log: LogEntry[];
	ended: EndReason | null;
}

/** Lay a card from the hand on one of the current region's places, with a ring tile or not. */
export interface PlayEvent {
	type: 'play';
	seat: SeatId;
	card: CardId;
	x: number;
	y: number;
	ring?: Exclude<RingId, 'lothlorien'>;
}

/** Lothlórien ring: move one of your own cards from around an already-scored region to a place of the current region. */
export interface RelocateEvent {
	type: 'relocate';
	seat: SeatId;
	card: CardId;
	x: number;
	y: number;
}

/** End the turn (after at least one card); the hand is refilled to 6. */
export interface EndTurnEvent {
	type: 'endTurn';
	seat: SeatId;
}

/** Lay the next region with its left card at (x, y). */
export interface PlaceRegionEvent {
	type: 'placeRegion';
	seat: SeatId;
	x: number;
	y: number;
}

/** Every event of the game. */
export type KcEvent = PlayEvent | RelocateEvent | EndTurnEvent | PlaceRegionEvent;
