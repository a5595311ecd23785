/**
 * Types of Knizia's cooperative Lord of the Rings (2010 FFG/Edge rulebook,
 * ../shared/rules/coop-board-game.fr.txt). The context is plain JSON (DESIGN.md).
 */
import type { LogEntry, SeatId, SeatSetup } from '$lib/engine/types';
import type { RngState } from '$lib/engine/rng';
import type { Activity, AdventureId, CardSymbol, Difficulty, EpicId, GandalfId, HobbitId, LegendHome, LifeToken } from './data/game';

/** Options of a game (« VARIANTES »). */
export interface CoopOptions {
	/** Sauron's start space: 15 introductory, 12 normal, 10 expert. */
	sauron: Difficulty;
	/** « PASSAGE DE L'ANNEAU ». */
	passRing: boolean;
	/** « ÉGALITÉ DE TOURS ». */
	equalTurns: boolean;
	/** One person plays every seat: no curtain, every hand shown (solo play). */
	solo: boolean;
	/**
	 * « JEU COMPÉTITIF »: runes kept face down (each hobbit's runes hidden from the others),
	 * each hobbit scores 60 + its own runes when the Ring is destroyed (the best wins), and a
	 * Ring-bearer holding three Ring tokens when it meets Sauron wins alone (RULES-NOTES.md).
	 */
	competitive: boolean;
}

/** The machine's input. */
export interface CoopInput {
	seats: SeatSetup[];
	options: CoopOptions;
	seed: number;
}

/** One hobbit at the table. */
export interface Hobbit {
	hobbit: HobbitId;
	/** Space on the corruption track (0 light … 15 dark). */
	pos: number;
	/** Card ids in hand (Quest and Legend cards). */
	hand: string[];
	/** Silver runes, by total value (change is always available). */
	silver: number;
	/** Gold runes held, by value. */
	gold: number[];
	tokens: Record<LifeToken, number>;
	/** Eliminated (« Se faire éliminer »). */
	out: boolean;
}

/** What a payment asks for (group, one player, or a named player). */
export interface Need {
	symbols?: Partial<Record<CardSymbol, number>>;
	cards?: number;
	runes?: number;
	tokens?: LifeToken[];
	/** Any one life token (« Battre en Retraite »). */
	anyToken?: boolean;
	legend?: string;
}

/** A payment waiting for contributions. */
export interface Payment {
	/** 'group': anyone contributes; 'one': one hobbit pays all; a seat: only that hobbit. */
	who: 'group' | 'one' | SeatId;
	need: Need;
	/** Declining costs nothing more than `fail` (an optional « peut »). */
	may: boolean;
	/** The hobbit paying a 'one' payment once it has contributed. */
	payer: SeatId | null;
	/**
	 * The people at the table handed this group choice to the computer hobbits (`ASK_BOTS`):
	 * until then a computer hobbit only contributes when no person can (RULES-NOTES.md).
	 */
	botsAsked?: boolean;
	cards: { seat: SeatId; card: string }[];
	runes: { seat: SeatId; n: number }[];
	tokens: { seat: SeatId; token: LifeToken }[];
	ok: Step[];
	fail: Step[];
	/** What asks (message key suffix for the UI). */
	reason: string;
	/**
	 * A life-token check of a Mordor event (« Bataille des Champs du Pelennor », « La Bouche de
	 * Sauron »): a hobbit protected by Athelas who lacks an asked token suffers nothing
	 * (« Athelas : s'il manque au moins un jeton Vie à un joueur, ce joueur n'en subit aucune
	 * conséquence … lors d'un événement du Mordor »).
	 */
	lifeTokenCheck?: boolean;
}

/** A choice between named options, made by `seat`. */
export interface ChoiceOption {
	id: string;
	steps: Step[];
}

/** One step of the rules interpreter (effects of tiles, spaces, events, havens, cards). */
export type Step =
	| { k: 'sauron'; n: number }
	| { k: 'dark'; seat: SeatId; n: number }
	| { k: 'light'; seat: SeatId; n: number }
	| { k: 'roll'; seat: SeatId; ring?: boolean; doom?: boolean }
	| { k: 'dieEffect'; seat: SeatId; face: number; ring?: boolean; doom?: boolean }
	| { k: 'discardCards'; seat: SeatId; n: number }
	| { k: 'forcedRunes'; seat: SeatId; n: number }
	| { k: 'draw'; seat: SeatId; n: number }
	| { k: 'drawTo'; seat: SeatId; n: number }
	| { k: 'each'; steps: Step[] }
	| { k: 'others'; seat: SeatId; steps: Step[] }
	| { k: 'pay'; pay: Payment }
	| { k: 'choose'; seat: SeatId; reason: string; options: ChoiceOption[] }
	| { k: 'nextEvent' }
	| { k: 'event'; index: number }
	| { k: 'advance'; track: Activity; n: number; resolve: boolean }
	| { k: 'space'; track: Activity; index: number }
	| { k: 'chooseTrack'; seat: SeatId; n: number; resolve: boolean; reason: string }
	| { k: 'legend'; seat: SeatId; card: string }
	| { k: 'removeLegends'; home: LegendHome }
	| { k: 'revealQuest'; then: 'stoneInWell' | 'fireOfOrthanc' | 'nazgulSearches' }
	| { k: 'gollumRoll'; seat: SeatId }
	| { k: 'revealPrompt' }
	| { k: 'playPrompt' }
	| { k: 'endTurn' }
	| { k: 'resume'; decision: Decision }
	| { k: 'haven'; action: string }
	| { k: 'deal'; home: LegendHome }
	| { k: 'prepare' }
	| { k: 'council' }
	| { k: 'endAdventure' }
	| { k: 'lifeCheck' }
	| { k: 'newBearer' }
	| { k: 'nextLocation' }
	| { k: 'ringToFire' }
	| { k: 'destroy'; seat: SeatId }
	| { k: 'gameOver'; victory: boolean; reason: string }
	| { k: 'destroyCheck'; seat: SeatId }
	| { k: 'ringMove'; seat: SeatId }
	| { k: 'afterCard' }
	| { k: 'tileEffect'; tile: number }
	| { k: 'log'; key: string; params?: Record<string, string | number>; seat?: SeatId };

/** What the game waits for. */
export type Decision =
	| { kind: 'reveal'; seat: SeatId }
	| { kind: 'tile'; seat: SeatId; tile: number }
	| { kind: 'play'; seat: SeatId }
	| { kind: 'pay'; pay: Payment }
	| { kind: 'choose'; seat: SeatId; reason: string; options: ChoiceOption[] }
	| { kind: 'track'; seat: SeatId; n: number; resolve: boolean; reason: string; tracks: Activity[] }
	| { kind: 'discard'; seat: SeatId; n: number }
	| { kind: 'die'; seat: SeatId; holder: SeatId; stage: 'before' | 'after'; face: number | null; ring: boolean; doom: boolean }
	| { kind: 'council'; seat: SeatId; passes: (string | null)[] }
	| { kind: 'distribute'; seat: SeatId; cards: string[] }
	| { kind: 'foresight'; seat: SeatId; tiles: number[] }
	| { kind: 'doom'; seat: SeatId };

/** The adventure being played. */
export interface AdventureState {
	id: AdventureId;
	/** Marker index per activity track present on the board. */
	tracks: Partial<Record<Activity, number>>;
	/** Events resolved so far (the event marker is above the track at 0). */
	event: number;
	ringUsed: boolean;
	/** The main track is finished or the last event resolved: the adventure ends after the current effect. */
	ending: boolean;
}

/** How the game ended. */
export interface Outcome {
	victory: boolean;
	score: number;
	/** Runes counted (victory only). */
	runes: number;
	reason: 'destroyed' | 'bearerFell' | 'eye' | 'allFellAtDoom' | 'allFell' | 'corrupted';
	/** Main-track score at the end. */
	mainScore: number;
	/**
	 * « JEU COMPÉTITIF » only, when there is a winner: each seat's score (60 + its own runes
	 * when the Ring is destroyed; the main-track value for a corrupted Ring-bearer, 0 for the
	 * others) and the winning seats (the best score; ties share). Absent otherwise: the
	 * Fellowship failed and everyone scores `score`, « il n'y a pas pour autant de vainqueur ».
	 */
	seatScores?: number[];
	winners?: SeatId[];
}

/** The whole game state (plain JSON). */
/** The rulebook phase the game is in (the machine's states). */
export type CoopPhase = 'haven' | 'storyTiles' | 'cards' | 'endOfAdventure' | 'mountDoom' | 'end';

export interface CoopContext {
	phase: CoopPhase;
	options: CoopOptions;
	names: string[];
	/** Seats played by the computer (their group contributions wait for the people, `deciders`). */
	bots: SeatId[];
	rng: RngState;
	players: Hobbit[];
	sauron: number;
	/** Seat holding the Ring, null once it is on Mount Doom. */
	bearer: SeatId | null;
	/** Index in LOCATIONS of the Fellowship marker. */
	location: number;
	questDeck: string[];
	questDiscard: string[];
	/** Cards out of the game (« remettez-les dans la boîte »). */
	box: string[];
	/** Legend cards still waiting at their location. */
	legends: Record<LegendHome, string[]>;
	gandalf: GandalfId[];
	gandalfUsed: GandalfId[];
	goldPool: number[];
	/** Gold runes spent (changed into silver and returned to the box). */
	goldSpent: number;
	tokenSupply: Record<LifeToken, number>;
	tiles: number[];
	tileDiscard: number[];
	lastTile: number | null;
	adv: AdventureState | null;
	active: SeatId;
	/** Colours of the cards played this turn (« une carte brune et une carte grise »). */
	played: ('brown' | 'grey')[];
	/** The active hobbit was eliminated: its turn ends once the current effect is resolved. */
	turnCut: boolean;
	/** Score value of the last main-track marker (« valeur de la case »). */
	mainScore: number;
	/**
	 * « ÉGALITÉ DE TOURS »: the hobbit whose turn ended the last adventure (« Utilisez alors un
	 * jeton pour désigner le joueur actif »); the next adventure opens with the hobbit after it,
	 * across a haven too. Null before the first adventure ends.
	 */
	turnToken?: SeatId | null;
	queue: Step[];
	decision: Decision | null;
	/** Hobbits protected by Athelas at the next life-token check. */
	athelas: SeatId[];
	/** Gandalf's Magic: ignore the next event. */
	magic: boolean;
	lastRoll: { seat: SeatId; face: number } | null;
	lastQuestReveal: string | null;
	outcome: Outcome | null;
	/** Counts draws, rolls, reveals and shuffles (undo stops at any change, `revealsHidden`). */
	reveals: number;
	log: LogEntry[];
}

/** Card play events and every other move. `seat` is who sends it. */
export type CoopEvent =
	| { type: 'REVEAL'; seat: SeatId }
	| { type: 'RESOLVE'; seat: SeatId }
	| { type: 'PLAY_CARD'; seat: SeatId; card: string; track: Activity }
	| { type: 'DRAW_TWO'; seat: SeatId }
	| { type: 'HEAL'; seat: SeatId }
	| { type: 'END_TURN'; seat: SeatId }
	| { type: 'PAY_CARD'; seat: SeatId; card: string }
	| { type: 'PAY_RUNE'; seat: SeatId }
	| { type: 'PAY_TOKEN'; seat: SeatId; token: LifeToken }
	| { type: 'DECLINE'; seat: SeatId }
	| { type: 'ASK_BOTS'; seat: SeatId }
	| { type: 'CHOOSE'; seat: SeatId; option: string }
	| { type: 'TRACK'; seat: SeatId; track: Activity }
	| { type: 'DISCARD'; seat: SeatId; card: string }
	| { type: 'ROLL'; seat: SeatId }
	| { type: 'PASS'; seat: SeatId }
	| { type: 'PASS_CARD'; seat: SeatId; card: string }
	| { type: 'GIVE'; seat: SeatId; card: string; to: SeatId }
	| { type: 'ORDER'; seat: SeatId; order: number[] }
	| { type: 'RING'; seat: SeatId }
	| { type: 'GANDALF'; seat: SeatId; card: GandalfId; target?: SeatId }
	| { type: 'EPIC'; seat: SeatId; card: EpicId; target?: SeatId; give?: string };

/** What a seat may see (definition `view`). */
export interface CoopView extends Omit<CoopContext, 'rng' | 'questDeck' | 'tiles' | 'goldPool' | 'players' | 'decision'> {
	viewer: SeatId | 'table';
	questDeckCount: number;
	tileCount: number;
	goldPoolCount: number;
	/**
	 * Hands other than the viewer's are null; in « JEU COMPÉTITIF » so are the other hobbits'
	 * runes (`silver`, `gold` null; `goldCount` stays, the face-down runes are seen).
	 */
	players: (Omit<Hobbit, 'hand' | 'silver' | 'gold'> & { hand: string[] | null; handCount: number; silver: number | null; gold: number[] | null; goldCount: number })[];
	decision: Decision | null;
	/**
	 * Per seat, the special plays (Ring, Gandalf, Epic cards) the viewer may know of: all of
	 * the viewer's own (every seat's in the one-person option); of another hobbit only those
	 * that need nothing private (the Ring; Gandalf when runes are shown), never its Epic cards.
	 */
	specials: CoopEvent[][];
	/**
	 * Per seat, whether its special-card button shows: the viewer's own when it has a special
	 * play now; another hobbit's when it has a known one, or holds cards while a decision is open
	 * (its hand is hidden: it may hold an Epic card), or its runes are hidden (« JEU COMPÉTITIF »).
	 */
	specialReady: boolean[];
	/**
	 * Per seat, whether its special sheet opens behind a small curtain for that hobbit (its
	 * plays may need its hidden hand or runes); never for the viewer or in the one-person option.
	 */
	specialCurtain: boolean[];
}
