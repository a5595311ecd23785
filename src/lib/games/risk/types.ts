/**
 * Types of Risk: The Lord of the Rings (context, events, options, view). The context is plain
 * JSON (DESIGN.md "The game contract"): territories by index in data/map.ts `TERRITORIES`,
 * territory cards by index (0..41 = that territory, 42 and 43 = the two wild cards),
 * adventure cards by index in data/adventure.ts `ADVENTURE_CARDS`.
 */
import type { LogEntry, SeatSetup } from '$lib/engine/types';
import type { RngState } from '$lib/engine/rng';
import type { Side } from './data/game';

/** Owner of a territory nobody holds yet (setup). */
export const EMPTY = -1;
/** Owner value of the 2-player game's neutral army (« Variante à 2 joueurs »). */
export const NEUTRAL = -2;
/** Territory card ids of the two wild cards (« 2 cartes Joker »). */
export const WILD_CARDS = [42, 43];

/**
 * New-game options. The defaults follow the project's summary (../shared/rules/risk.fr.txt);
 * the other value is the printed game's reading (RULES-NOTES.md):
 * - `ringRoll`: 'three' = a die stop is left on a roll of exactly 3 (« faire un 3 »);
 *   'higherThanThree' = on 4–6 (printed cards: « higher than 3 »).
 * - `regionPoints`: 'one' = 1 point per whole region at the end (summary); 'bonus' = the region's bonus.
 * - `adventureDraw`: 'stronghold' = a leader crossing or taking a stronghold earns an adventure
 *   card (summary); 'siteOfPower' = a site of power (printed game).
 * - `strongholdBattalions`: each stronghold held gives 1 battalion at reinforcement (Trilogy rule; off by default).
 * - `adventureDeck`: not a choice of the new-game screen: which 40 cards are dealt (data/adventure.ts).
 *   2 = `ADVENTURE_DECK` (every game started since issue 19); 1 = `ADVENTURE_DECK_1`, the deck of
 *   saves made before (their options lack the key), so that they still replay from their seed.
 */
export interface RiskOptions {
	ringRoll: 'three' | 'higherThanThree';
	regionPoints: 'one' | 'bonus';
	adventureDraw: 'stronghold' | 'siteOfPower';
	strongholdBattalions: boolean;
	adventureDeck?: 1 | 2;
}

/** The machine's input. */
export interface RiskInput {
	seats: SeatSetup[];
	options: RiskOptions;
	seed: number;
}

/** Where the game stands; the machine's states mirror these (machine.ts). */
export type Phase =
	| 'claim'
	| 'setupPlace'
	| 'setupLeader'
	| 'reinforce'
	| 'combat'
	| 'react'
	| 'conquer'
	| 'manoeuvre'
	| 'manoeuvreCount'
	| 'draw'
	| 'discardAdventure'
	| 'placeLeader'
	| 'fellowship'
	| 'end';

/** One roll of a battle, kept for the view (dice sorted high to low, before modifiers). */
export interface BattleRoll {
	from: number;
	to: number;
	attacker: number;
	defender: number;
	attack: number[];
	defend: number[];
	attackBonus: number;
	defendBonus: number;
	attackerLosses: number;
	defenderLosses: number;
	conquered: boolean;
}

/** What the player on turn did this turn (resets at the start of each turn). */
export interface TurnState {
	conquered: boolean;
	/** A leader took or crossed a territory that earns an adventure card (option `adventureDraw`). */
	leaderAdventure: boolean;
	/** Territories whose leader completed a mission this turn and may not leave (« ne peut en sortir pendant le tour »). */
	missionLocked: number[];
	manoeuvresLeft: number;
	/** Extra territory cards earned by missions (Harlond, Edoras, Lothlórien). */
	extraTerritoryCards: number;
	/** Enemy strongholds whose +1 is cancelled this turn (Siege Machines, The Enemy Is at Hand). */
	siege: number[];
	/** Fellowship powers played this turn. */
	ringForceRoll: boolean;
	ringStay: boolean;
	ringPlus: number;
	/** Why a leader is being placed now. */
	leaderReason: 'replace' | 'second' | null;
	/** The adventure card drawn this turn (« seules les cartes Événement pourront être jouées pendant le tour »). */
	drawnAdventure: number | null;
	/**
	 * Invasions (`from * 64 + to`) whose defender was already offered a reaction this turn: the
	 * window opens once per invasion, at its first battle (missing in saves made before reactions).
	 */
	invasions?: number[];
	/**
	 * The Way Is Under the Mountains: invasions (`from * 64 + to`) allowed this turn across a
	 * mountain border (rules/special.ts; missing in older saves).
	 */
	mountainPass?: number[];
}

/**
 * A reaction window (RULES-NOTES.md « Reactions », rules/reactions.ts): `seat` holds an
 * adventure card playable now and answers with REACT or NO_REACTION; then play goes on.
 * Exactly one trigger is set:
 * - `attack`: a battle declared against `seat` (Courage Alone, Strategic Withdrawal, Violent
 *   Storms), fought after the answer;
 * - `ring`: the Fellowship's roll (`die` + `plus`) at the end of `roller`'s turn (Faramir),
 *   applied after the answer.
 */
export interface ReactionWindow {
	seat: number;
	attack?: { from: number; to: number; dice: number; attacker: number };
	ring?: { die: number; plus: number; roller: number };
}

/** A conquest waiting for its move-in, or a manoeuvre waiting for its count. */
export interface Pending {
	from: number;
	to: number;
	min: number;
	max: number;
	/** A leader that attacked moves with the conquest (« celui-ci doit rester sur le territoire conquis »). */
	leader: boolean;
}

/** The whole game state (plain JSON). */
export interface RiskContext {
	options: RiskOptions;
	names: string[];
	players: number;
	/** 2-player game: a neutral army holds territories. */
	neutral: boolean;
	/** Seats in play order, player 1 first (« Celui qui obtient le meilleur chiffre commence »). */
	order: number[];
	sides: Side[];
	owner: number[];
	armies: number[];
	/** Territories of each seat's leaders on the board (at most 2, never two on one territory). */
	leaders: number[][];
	/** Leader shields each seat may have in play (1, or 2 after « Appoint a Second Leader »). */
	leaderShields: number[];
	/** Battalions still to place: setup armies, then the player on turn's reinforcements. */
	pool: number[];
	territoryDeck: number[];
	territoryDiscard: number[];
	/** Territory cards out of play (neutral cards after setup; the wild cards in 2-player games). */
	territoryBox: number[];
	hands: number[][];
	adventureDeck: number[];
	adventureDiscard: number[];
	adventureHands: number[][];
	/** Adventure cards played (powers) or completed (missions), scored at the end. */
	adventureScored: number[][];
	/** Cards drawn for an event (Winter Storms, Raiders, Mustering) before they go to the discard. */
	territoryRevealed: number[];
	/** Winter Storms: no invasion into or out of these until `until` starts a turn. */
	storms: { territories: number[]; until: number } | null;
	eliminated: boolean[];
	/** Index in RING_PATH; RING_PATH.length = the Fellowship has left the Dead Marshes. */
	ring: number;
	/**
	 * The last Fellowship move (for the view): the die (0 when the step needed none), the bonus,
	 * whether it moved on, who rolled (`seat`) and from which step (`step`; both missing in older saves).
	 */
	ringRoll: { die: number; plus: number; moved: boolean; seat?: number; step?: number } | null;
	current: number;
	phase: Phase;
	turnNumber: number;
	turn: TurnState;
	pending: Pending | null;
	lastBattle: BattleRoll | null;
	/** Battalions put in and taken out since the start (property invariant). */
	ledger: { granted: number; lost: number };
	/** An open reaction window (phase 'react'), else null (missing in older saves). */
	reaction?: ReactionWindow | null;
	/**
	 * The last event closed a step of the turn (its phase ended: reinforcements, combat,
	 * manoeuvre, draw, a leader placed, the Fellowship); undo stops there (definition `undoBarrier`).
	 */
	closedStep?: boolean;
	/**
	 * You Shall Not Pass!: the bridge `a`–`b` no battalion crosses without a leader until `until`
	 * starts a turn (rules/special.ts; missing in older saves).
	 */
	bridgeBlock?: { a: number; b: number; until: number } | null;
	/** Corsairs of Umbar: every seaborne invasion loses 3 battalions until `until` starts a turn (missing in older saves). */
	corsairs?: { until: number } | null;
	/**
	 * Local Uprising: territory cards kept secretly by `seat` until it holds `card`'s territory
	 * (then 4 battalions there; rules/special.ts; missing in older saves).
	 */
	uprisings?: { seat: number; card: number }[];
	/** Final tie-break dice, when they were needed. */
	tieRolls: number[] | null;
	log: LogEntry[];
	rng: RngState;
}

/** Every event (each carries the seat that sends it). */
export type RiskEvent =
	| { type: 'CLAIM'; seat: number; territory: number }
	| { type: 'PLACE'; seat: number; territory: number; count: number }
	| { type: 'PLACE_LEADER'; seat: number; territory: number }
	| { type: 'TRADE'; seat: number; cards: number[] }
	| { type: 'PLAY_POWER'; seat: number; card: number; from?: number; to?: number }
	| { type: 'END_PHASE'; seat: number }
	| { type: 'ATTACK'; seat: number; from: number; to: number; dice: number }
	| { type: 'MOVE_IN'; seat: number; count: number }
	| { type: 'MANOEUVRE'; seat: number; from: number; to: number }
	| { type: 'MOVE'; seat: number; count: number; leader: boolean }
	| { type: 'CANCEL'; seat: number }
	| { type: 'DRAW'; seat: number; pile: 'territory' | 'adventure' }
	| { type: 'DISCARD_ADVENTURE'; seat: number; card: number }
	| { type: 'RING_ROLL'; seat: number }
	| { type: 'REACT'; seat: number; card: number; to?: number; shift?: 2 | -2 }
	| { type: 'NO_REACTION'; seat: number };
