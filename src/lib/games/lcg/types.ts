/**
 * The LCG's state shape (LCG-DESIGN.md "State shape"): plain JSON only, so a snapshot
 * survives JSON.stringify and IndexedDB. Every physical card is one `CardInstance` in exactly
 * one zone; zone order lives in `zones`; current stats are always computed (`stat()` in
 * state.ts), never stored; `pending` is the effect stack and `decision` the open choice.
 */
import type { LogEntry } from '$lib/engine/types';
import type { RngState } from '$lib/engine/rng';
import type { StarterDeckId } from './data/cards';
import type { DeckList } from './data/decks';
import type { ScenarioId } from './data/scenarios';

/** A card instance id ('i12'). Assigned after shuffling, so it says nothing about the card. */
export type Iid = string;

/** Any plain JSON value (event payloads, choice values, effect arguments). */
export type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

/**
 * Where a card is. Per-player zones carry the seat: `deck:0`, `hand:0`, `play:0` (heroes and
 * allies), `discard:0`, `engaged:0` (enemies engaged with that player). Shared zones:
 * `staging` (« zone de cheminement »), `active` (active location), `questDeck`, `quest` (the
 * current stage), `questDone`, `encounterDeck`, `encounterDiscard`, `victory` (victory
 * display), `setAside`, `removed` (out of the game), `limbo` (an event or treachery being
 * resolved), `attached` (every attachment, player or encounter: see `attachedTo`), `shadow`
 * (shadow cards dealt to an enemy: see `attachedTo`).
 */
export type Zone =
	| `deck:${number}`
	| `hand:${number}`
	| `play:${number}`
	| `discard:${number}`
	| `engaged:${number}`
	| 'staging'
	| 'active'
	| 'questDeck'
	| 'quest'
	| 'questDone'
	| 'encounterDeck'
	| 'encounterDiscard'
	| 'victory'
	| 'setAside'
	| 'removed'
	| 'limbo'
	| 'attached'
	| 'shadow';

/** One physical card. `owner`/`controller` are seats, null for encounter and quest cards. */
export interface CardInstance {
	id: Iid;
	cardId: string;
	owner: number | null;
	controller: number | null;
	zone: Zone;
	exhausted: boolean;
	damage: number;
	/** Resource tokens (a hero's resource pool; Chieftain Ufthak's tokens). */
	resources: number;
	progress: number;
	faceDown: boolean;
	/** The card this attachment, shadow card or guard is attached to. */
	attachedTo: Iid | null;
	/** Other counters a card definition may need. */
	tokens: Record<string, number>;
}

/** Computed stats (« Effets Persistants »: never below 0). */
export type Stat = 'willpower' | 'attack' | 'defense' | 'health' | 'threat' | 'engagementCost' | 'questPoints';

/** How long a modifier lasts. */
export type Duration = 'endOfAttack' | 'endOfPhase' | 'endOfRound' | 'permanent';

/**
 * A lasting effect on a stat (« Effets Persistants »), in the FFG Rules Reference's layers: the
 * printed value, then « set » effects (`set`: the value becomes this number; the latest one
 * wins), then the additive modifiers (`delta`); an « ignore » effect (`ignore`: the card does
 * not count / contribute that stat, Radagast's Cunning, Despair) makes it 0 whatever the other
 * layers say, so a later bonus cannot undo it. `delta` is 0 for set and ignore effects.
 * `target` 'staging' raises the total threat of the staging area (Under the Shadow).
 */
export interface Modifier {
	target: Iid;
	stat: Stat;
	delta: number;
	set?: number;
	ignore?: boolean;
	until: Duration;
	source: Iid | null;
}

/** A player's seat state. `heroes` are the starting heroes (for the score sheet). */
export interface PlayerState {
	threat: number;
	eliminated: boolean;
	heroes: Iid[];
	mulliganed: boolean;
}

/** The seven phases of « Séquence du Tour de Jeu », plus setup and the end of the game. */
export type Phase = 'setup' | 'resource' | 'planning' | 'quest' | 'travel' | 'encounter' | 'combat' | 'refresh' | 'end';

/**
 * Every step of the statechart (machine.ts). The part before the dot is the phase. Steps
 * named `...Window` (and `*.window`) are the green action windows of « Séquence du Tour ».
 */
export type Step =
	| 'setup.mulligan'
	| 'setup.scenario'
	| 'resource.gather'
	| 'resource.window'
	| 'planning.play'
	| 'planning.window'
	| 'quest.commit'
	| 'quest.commitWindow'
	| 'quest.staging'
	| 'quest.stagingWindow'
	| 'quest.resolve'
	| 'quest.resolveWindow'
	| 'travel.choose'
	| 'travel.window'
	| 'encounter.optional'
	| 'encounter.optionalWindow'
	| 'encounter.checks'
	| 'encounter.checksWindow'
	| 'combat.shadows'
	| 'combat.shadowsWindow'
	| 'combat.enemyChoose'
	| 'combat.enemyChooseWindow'
	| 'combat.enemyDefend'
	| 'combat.enemyDefendWindow'
	| 'combat.enemyShadow'
	| 'combat.enemyShadowWindow'
	| 'combat.enemyDamage'
	| 'combat.enemyDamageWindow'
	| 'combat.playerDeclare'
	| 'combat.playerDeclareWindow'
	| 'combat.playerStrength'
	| 'combat.playerStrengthWindow'
	| 'combat.playerDamage'
	| 'combat.playerDamageWindow'
	| 'combat.endWindow'
	| 'refresh.ready'
	| 'refresh.window'
	| 'end.victory'
	| 'end.defeat';

/** Resources spent: hero instance id → tokens taken from its pool (positive amounts only). */
export type Pay = Record<Iid, number>;

/** The enemy attack being resolved (« Résoudre les Attaques Ennemies »). */
export interface EnemyAttack {
	enemy: Iid;
	/** The defending player. */
	seat: number;
	defenders: Iid[];
	/** True once the attack was declared undefended (no defender, none from Sentinel). */
	undefended: boolean;
	/** After « sans défense »: seats still to be asked for a Sentinel defender, in order. */
	sentinelSeats: number[];
	/** The defender step is finished. */
	declared: boolean;
}

/** The player attack being resolved (« Attaquer les Ennemis »). */
export interface PlayerAttack {
	seat: number;
	target: Iid;
	/**
	 * Where the target was when the attack was declared (engaged with a player, or the staging
	 * area for Dúnhere). If it leaves that place during the attack (A Light in the Dark), the
	 * attack ends (« Points de Vie et Dégâts »). Missing in older saves: the target's zone then.
	 */
	from?: Zone;
	attackers: Iid[];
	/**
	 * Once the attacking seat has declared its attackers (CONFIRM): the other seats still to be
	 * asked, in turn order, whether a Ranged character joins (« À Distance »: it « peut aussi
	 * participer à des attaques déclarées par d'autres joueurs »); the first is asked now.
	 * Missing while the attacking seat declares (and in older saves).
	 */
	joining?: number[];
	confirmed: boolean;
	strength: number;
}

/** Combat bookkeeping for the phase. */
export interface CombatState {
	/** Enemies whose attack was already resolved this phase. */
	attacked: Iid[];
	attack: EnemyAttack | null;
	/** `${seat}:${enemy}` pairs: enemies a player already attacked this phase. */
	struck: string[];
	playerAttack: PlayerAttack | null;
	/** Seats whose turn to attack is over. */
	doneAttacking: number[];
}

/** One option of a decision: the value sent back with CHOOSE, and how to show it. */
export interface DecisionOption {
	value: Json;
	label: LogEntry;
}

/** A choice the effect engine waits for (the statechart's `decision` state). */
export interface Decision {
	seat: number;
	prompt: LogEntry;
	options: DecisionOption[];
	/** The card whose effect asks (for the UI). */
	source: Iid | null;
}

/** Game options (`defaultOptions` in definition.ts). */
export interface LcgOptions {
	scenario: ScenarioId;
	/** false = « Jeu de Base »: no shadow cards are dealt. */
	shadows: boolean;
	/** Per seat: a starter deck id or a custom deck; missing seats get the starter decks in order. */
	decks: (StarterDeckId | DeckList)[] | null;
	/** The first player (« Déterminer le Premier Joueur »): a seat, or 'random'. */
	firstPlayer: number | 'random';
	/** Keep every action window open even when nobody has an Action (LCG-DESIGN "Hot-seat action windows"). */
	pauseAtEveryWindow: boolean;
	/**
	 * Easy mode (FFG's later official rule): each hero starts with 1 more resource and the
	 * encounter deck uses the easy-mode quantities of the data. Missing in older saves: false.
	 */
	easy?: boolean;
	/**
	 * Campaign carry-over per seat (« Jeu Expert », nightmare level): what a seat starts the
	 * scenario with instead of the fresh values; null or absent for a fresh start. The deck
	 * state itself travels as that seat's `decks` entry. Applied by `applyCarryOver` (campaign/carry.ts).
	 */
	carryOver?: (SeatCarryOver | null)[] | null;
	/** The campaign this game is a scenario of (campaign/store.ts), for the end screen's "Back to the campaign"; absent otherwise. */
	campaignId?: string;
}

/** What a seat carries into a campaign scenario (campaign/carry.ts). */
export interface SeatCarryOver {
	/** Starting threat instead of the heroes' threat costs; null keeps the threat costs. */
	threat: number | null;
	/** Damage tokens on each hero at the start, by hero card code. */
	damage: Record<string, number>;
}

/** What `createActor(machine, { input })` needs. */
export interface LcgInput {
	seats: string[];
	options: LcgOptions;
	seed: number;
}

/** An effect record of the pending stack (effects/engine.ts). Plain JSON, never a closure. */
export type Effect =
	/** Calls `hook` of the definition of `card` with (game, self, args). */
	| { k: 'hook'; card: string; hook: string; self: Iid; args: Json }
	/** Opens a decision; `then` is pushed with every '$choice' string replaced by the chosen value. */
	| { k: 'choose'; seat: number; prompt: LogEntry; options: DecisionOption[]; optional: boolean; source: Iid | null; then: Effect[] }
	| { k: 'damage'; target: Iid; amount: number; source: Iid | null }
	| { k: 'heal'; target: Iid; amount: number }
	| { k: 'exhaust'; target: Iid }
	| { k: 'ready'; target: Iid }
	| { k: 'threat'; seat: number; amount: number }
	| { k: 'draw'; seat: number; count: number }
	| { k: 'discard'; card: Iid }
	| { k: 'move'; card: Iid; to: Zone; bottom: boolean }
	| { k: 'resources'; target: Iid; amount: number }
	| { k: 'progress'; target: Iid | 'quest'; amount: number }
	/** Removes progress tokens (from the quest card: « retirer des marqueurs de progression de la quête en cours »). */
	| { k: 'removeProgress'; target: Iid | 'quest'; amount: number }
	| { k: 'modifier'; mod: Modifier }
	/** `surgeOf`: the card whose Surge asks for this reveal (see rules.ts, the Surge loop). */
	| { k: 'reveal'; count: number; surgeOf?: Iid }
	| { k: 'revealCard'; card: Iid }
	| { k: 'toStaging'; card: Iid }
	| { k: 'engage'; enemy: Iid; seat: number }
	/**
	 * Attaches `card` to `host`. A player card takes the host's controller, or, on a card nobody
	 * controls (an enemy: Forest Snare), `seat`'s: the player who played it (else its owner).
	 */
	| { k: 'attach'; card: Iid; host: Iid; seat?: number }
	| { k: 'shuffle'; zone: Zone }
	| { k: 'emit'; ev: TriggerEvent }
	| { k: 'offer'; ev: TriggerEvent; seats: number[]; used: string[] }
	| { k: 'order'; seat: number; items: Effect[]; labels: LogEntry[] }
	| { k: 'flag'; flag: string }
	| { k: 'log'; entry: LogEntry }
	| { k: 'rule'; name: RuleName; args: Json }
	| { k: 'random'; options: Json[]; then: Effect[] }
	/**
	 * Puts a card into play under `seat`'s control (from hand, discard pile, ...), without paying.
	 * `then` runs once it is in play, before its « enters play » trigger (skipped when it cannot enter play).
	 */
	| { k: 'putIntoPlay'; card: Iid; seat: number; then?: Effect[] }
	/** Registers a delayed effect (`LcgContext.delayed`). */
	| { k: 'delay'; delayed: DelayedEffect }
	/** Gives control of a card in play (and its attachments) to `seat`. */
	| { k: 'control'; card: Iid; seat: number }
	/**
	 * Turns a hero face down as the « prisoner » (`on`), or face up again, « rescued »
	 * (The Necromancer's Tower, Through the Caverns).
	 */
	| { k: 'prisoner'; card: Iid; on: boolean }
	/**
	 * « Garde Orque » (Tower Gate, Out of the Dungeons): the top card of `seat`'s deck, face down,
	 * engaged with that player as an enemy with 1 hit point, 1 attack, 1 defence and no trait.
	 */
	| { k: 'orcGuard'; seat: number }
	/** Sets a counter of `tokens` on a card (0 removes it). */
	| { k: 'token'; card: Iid; name: string; value: number }
	| { k: 'win' }
	| { k: 'eliminate'; seat: number };

/**
 * A delayed effect (« à la fin de la phase, ... »): effects recorded now that run when the
 * current phase ends (Sneak Attack). With `whileInPlay`, it is dropped as soon as that card
 * leaves play (a card that leaves play is a new card, « Quitter le Jeu »).
 */
export interface DelayedEffect {
	at: 'endOfPhase';
	whileInPlay: Iid | null;
	effects: Effect[];
}

/** Rule procedures the engine runs as stack entries (rules.ts `runRule`). */
export type RuleName =
	| 'whenRevealed'
	| 'keywords'
	| 'treacheryDone'
	| 'questProgress'
	| 'advanceStage'
	| 'revealStage'
	| 'travelTo'
	| 'engagementCheck'
	| 'shadowEffects'
	| 'shadowEffect'
	| 'attackResolved'
	| 'restricted'
	| 'playResolved'
	| 'discardRandom'
	| 'readyAll'
	| 'uncommit'
	| 'dealShadow'
	| 'flagClear'
	| 'guard'
	| 'combatDamage'
	| 'passFirstPlayer'
	| 'endPhase'
	| 'delayedEndOfPhase'
	| 'endRound'
	| 'endAttack'
	| 'discardShadows';

/** Game events that triggers listen to (Forced, Response, « Une fois révélée », ...). */
export type TriggerEvent =
	| { type: 'revealed'; card: Iid }
	| { type: 'committed'; seat: number; cards: Iid[] }
	| { type: 'engaged'; enemy: Iid; seat: number }
	| { type: 'attacks'; enemy: Iid; seat: number }
	| { type: 'defenderDeclared'; enemy: Iid; defender: Iid; seat: number }
	| { type: 'shadowTriggered'; card: Iid; enemy: Iid }
	| { type: 'shadowDealt'; card: Iid; enemy: Iid }
	| { type: 'enemyAttacked'; enemy: Iid; seat: number }
	| { type: 'attackResolved'; enemy: Iid; attackers: Iid[]; destroyed: boolean; seat: number }
	| { type: 'destroyed'; card: Iid; cardId: string; kind: 'character' | 'enemy' }
	/**
	 * A card left play. `controller` is who controlled it in play (out of play a card is back
	 * under its owner's control, « Contrôle et Propriété »); null for encounter cards.
	 */
	| { type: 'leftPlay'; card: Iid; cardId: string; controller: number | null }
	/**
	 * A card entered play under `seat`'s control: `played` when it was played from hand (its
	 * cost paid: « après avoir joué »), false when an effect put it into play (Sneak Attack,
	 * Stand and Fight, Brok Ironfist).
	 */
	| { type: 'enteredPlay'; card: Iid; seat: number; played: boolean }
	| { type: 'damaged'; card: Iid; amount: number }
	| { type: 'travelled'; location: Iid }
	| { type: 'explored'; location: Iid }
	| { type: 'stageRevealed'; stage: Iid }
	| { type: 'endOfPhase'; phase: Phase }
	/** A phase begins (« au début de chaque phase de quête »: Out of the Dungeons). */
	| { type: 'startOfPhase'; phase: Phase }
	/** The players quested unsuccessfully (threat above willpower: Dungeon Jailor). */
	| { type: 'questFailed' }
	/** A shadow effect dealt to `enemy` has resolved (Nazgûl of Dol Guldur). */
	| { type: 'shadowResolved'; card: Iid; enemy: Iid }
	/** Progress tokens were placed on the quest card `stage` (Through the Caverns). */
	| { type: 'progressPlaced'; stage: Iid; amount: number }
	| { type: 'refresh' }
	| { type: 'endOfRound' };

/** The whole game state. */
export interface LcgContext {
	options: LcgOptions;
	seatNames: string[];
	cards: Record<Iid, CardInstance>;
	zones: Record<string, Iid[]>;
	players: PlayerState[];
	firstPlayer: number;
	round: number;
	phase: Phase;
	step: Step;
	/** The current step needs nothing more from the players (the statechart moves on when idle). */
	stepDone: boolean;
	/** The seat acting in a per-player step, null when none. */
	cursor: number | null;
	/** The current quest stage and progress on the quest card. */
	quest: { stage: number; progress: number };
	/** Characters committed to the quest (« engagés dans la quête ») this phase. */
	committed: Iid[];
	/** Seats that finished the current per-player step (mulligan, planning, commit, engagement, enemy attacks). */
	done: number[];
	/** Cards picked so far in a multi-pick step (commit). */
	selection: Iid[];
	combat: CombatState;
	modifiers: Modifier[];
	/** Cards in play whose definition has constant effects (kept by `moveCard`, read by `stat`). */
	constantSources: Iid[];
	pending: Effect[];
	decision: Decision | null;
	/** Uses of limited abilities: key → count (keys carry the round/phase, stale ones are dropped). */
	limits: Record<string, number>;
	/** Delayed effects waiting for the end of the phase (plain JSON, run by the rule 'delayedEndOfPhase'). */
	delayed: DelayedEffect[];
	/** Short-lived markers: 'cancel:whenRevealed:i4', 'surge:i4', 'cancel:shadow:i9', ... */
	flags: string[];
	log: LogEntry[];
	/**
	 * The log's length when the current action window opened to the players (absent before
	 * the first one, and in saves made before it was kept): what is logged after it was done in
	 * the window (autopass.ts).
	 */
	windowOpened?: number;
	/** The log's length when the players last closed an action window (CONTINUE): what came after is new for the next one (autopass.ts). */
	windowClosed?: number;
	/**
	 * The seats other than the first player that passed (their CONTINUE) in the open action
	 * window since its last action: they may not act again until another player acts (FFG Rules
	 * Reference, action windows: the window closes when every player has passed in succession).
	 * Absent in saves made before it was kept (nobody passed).
	 */
	passed?: number[];
	rng: RngState;
	/** Incremented whenever hidden information is revealed (draw, reveal, shuffle, search). */
	reveals: number;
	outcome: 'victory' | 'defeat' | null;
	nextId: number;
}

/** Every event the machine accepts. All carry the acting seat. */
export type LcgEvent =
	| { type: 'KEEP'; seat: number }
	| { type: 'MULLIGAN'; seat: number }
	| { type: 'CONTINUE'; seat: number }
	| { type: 'DONE'; seat: number }
	| { type: 'PLAY'; seat: number; card: Iid; pay: Pay; target?: Json; x?: number }
	| { type: 'ACTIVATE'; seat: number; card: Iid; ability: number; pay?: Pay; target?: Json }
	| { type: 'COMMIT'; seat: number; card: Iid }
	| { type: 'TRAVEL'; seat: number; location: Iid }
	| { type: 'ENGAGE'; seat: number; enemy: Iid }
	| { type: 'RESOLVE_ATTACK'; seat: number; enemy: Iid }
	| { type: 'DEFEND'; seat: number; card: Iid }
	| { type: 'NO_DEFENDER'; seat: number }
	| { type: 'ATTACK'; seat: number; enemy: Iid }
	| { type: 'ADD_ATTACKER'; seat: number; card: Iid }
	| { type: 'CONFIRM'; seat: number }
	| { type: 'CHOOSE'; seat: number; value: Json };

export type { DeckList, StarterDeckId, ScenarioId };
