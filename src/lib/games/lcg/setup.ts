/**
 * Setting up a game of the LCG (« Préparation », « Piocher la Main de Départ »): the decks
 * from the options, the starting context, mulligans, and the decks' mechanics (shuffle, the
 * seeded random index, drawing). Split from rules.ts (which re-exports these).
 */
import { createRng, rngCursor } from '$lib/engine/rng';
import { cardData } from './data/cards';
import { applyCarryOver } from './campaign/carry';
import { STARTER_DECKS, STARTER_DECK_IDS, type DeckList } from './data/decks';
import { SCENARIOS, encounterDeckList } from './data/scenarios';
import { getDef } from './cards/registry';
import { QueryImpl } from './effects/api';
import { allInPlay, cardRef, createInstance, heroes, log, moveCard, mut, setZone, turnOrder, zoneIds } from './state';
import type { Iid, LcgContext, LcgInput, LcgOptions, Zone } from './types';

/** Threat at which a player is eliminated (« Élimination d'un Joueur »: 50 in the Core Set). */
export const ELIMINATION_THREAT = 50;
/** Cards in a starting hand (« Piocher la Main de Départ »). */
export const STARTING_HAND = 6;

/* ------------------------------------------------------------------ setup */

/**
 * The deck a seat plays: the option for that seat (a starter deck id or an explicit list of
 * hero and card codes), or the starter decks in the rulebook's order (leadership, tactics,
 * spirit, lore). The one place where decks are built from the options (`createContext`).
 */
export function deckFor(options: LcgOptions, seat: number): DeckList {
	const o = options.decks?.[seat] ?? STARTER_DECK_IDS[seat % 4];
	return typeof o === 'string' ? STARTER_DECKS[o] : o;
}

/**
 * A table before setup: no cards, empty zones list, round 0 in the setup step, nothing
 * pending. `setupGame` fills it in « Mise en Place »'s order; the tests' scenario builder
 * starts from it too.
 * @param options the game's options
 * @param seatNames the players' names in seat order
 * @returns a plain-JSON context (rng empty: the caller seeds it)
 */
export function emptyContext(options: LcgOptions, seatNames: string[]): LcgContext {
	return {
		options,
		seatNames,
		cards: {},
		zones: {},
		players: [],
		firstPlayer: 0,
		round: 0,
		phase: 'setup',
		step: 'setup.mulligan',
		stepDone: false,
		cursor: null,
		quest: { stage: 0, progress: 0 },
		committed: [],
		done: [],
		selection: [],
		combat: { attacked: [], attack: null, struck: [], playerAttack: null, doneAttacking: [] },
		modifiers: [],
		constantSources: [],
		delayed: [],
		pending: [],
		decision: null,
		limits: {},
		flags: [],
		log: [],
		// Present (undefined) from the start, so that a context never gains a field later: every
		// context then has one hidden class (state.ts `cloneCtx`).
		windowOpened: undefined,
		windowClosed: undefined,
		passed: undefined,
		rng: [],
		reveals: 0,
		outcome: null,
		nextId: 0
	};
}

/**
 * The context at the start of a game (« Préparation », steps 1 to 6): decks shuffled, heroes
 * in play, threat set to the heroes' threat costs, first player, 6 cards drawn, quest deck in
 * sequence order. The mulligans and the scenario setup (step 7) are steps of the statechart.
 * @throws Error for 0 or more than 4 seats, an unplayable scenario, a deck with no hero or more
 *   than 3, or a hero used by two players (« Cartes Uniques »)
 */
export function createContext(input: LcgInput): LcgContext {
	const { seats, options, seed } = input;
	if (seats.length < 1 || seats.length > 4) throw new Error(`the LCG is played by 1 to 4 players, not ${seats.length}`);
	const scenario = SCENARIOS[options.scenario];
	if (!scenario?.playable) throw new Error(`scenario ${options.scenario} is not playable yet`);
	const r = rngCursor(createRng(seed));
	const ctx = emptyContext(options, seats.slice());
	const heroTitles = new Set<string>();
	const decks = seats.map((_, seat) => deckFor(options, seat));
	decks.forEach((deck, seat) => {
		for (const z of ['deck', 'hand', 'play', 'discard', 'engaged'] as const) ctx.zones[`${z}:${seat}`] = [];
		if (deck.heroes.length < 1 || deck.heroes.length > 3) throw new Error(`seat ${seat + 1}: a player starts with 1 to 3 heroes`);
		const heroIds: Iid[] = [];
		let threat = 0;
		for (const h of deck.heroes) {
			const d = cardData(h);
			if (d.type !== 'hero') throw new Error(`${d.name} is not a hero`);
			if (heroTitles.has(d.name)) throw new Error(`${d.name} is used by two players`);
			heroTitles.add(d.name);
			const hero = createInstance(ctx, h, `play:${seat}`, seat);
			// Easy mode: « each hero starts the game with 1 additional resource ».
			if (options.easy) ctx.cards[hero].resources = 1;
			heroIds.push(hero);
			threat += d.threat ?? 0;
		}
		for (const code of r.shuffle(deck.cards)) {
			if (cardData(code).type === 'hero') throw new Error('heroes cannot be shuffled into a player deck');
			createInstance(ctx, code, `deck:${seat}`, seat);
		}
		ctx.players.push({ threat, eliminated: false, heroes: heroIds, mulliganed: false });
	});
	for (const z of ['staging', 'active', 'questDeck', 'quest', 'questDone', 'encounterDeck', 'encounterDiscard', 'victory', 'setAside', 'removed', 'limbo', 'attached', 'shadow'])
		ctx.zones[z] = [];
	for (const code of r.shuffle(encounterDeckList(options.scenario, !!options.easy))) createInstance(ctx, code, 'encounterDeck', null);
	for (const code of scenario.stages.flat()) createInstance(ctx, code, 'questDeck', null);
	for (const id of Object.keys(ctx.cards)) {
		const z = ctx.cards[id].zone;
		mut(ctx, id).faceDown = z === 'encounterDeck' || z.startsWith('deck:') || z === 'questDeck';
	}
	applyCarryOver(ctx);
	ctx.firstPlayer = options.firstPlayer === 'random' ? r.int(0, seats.length - 1) : options.firstPlayer;
	if (!(ctx.firstPlayer >= 0 && ctx.firstPlayer < seats.length)) throw new Error(`no seat ${ctx.firstPlayer} for the first player`);
	ctx.rng = r.state();
	log(ctx, 'lcg_log_setup', { scenario: options.scenario, players: seats.length });
	ctx.players.forEach((p, seat) => log(ctx, 'lcg_log_threat_start', { threat: p.threat }, seat));
	log(ctx, 'lcg_log_first_player', {}, ctx.firstPlayer);
	for (const seat of turnOrder(ctx)) drawCards(ctx, seat, STARTING_HAND, true);
	return ctx;
}

/** Mulligan (« MULLIGAN »): the hand is shuffled back and 6 new cards are drawn, to be kept. */
export function mulligan(ctx: LcgContext, seat: number): void {
	for (const id of zoneIds(ctx, `hand:${seat}`).slice()) moveCard(ctx, id, `deck:${seat}`);
	shuffleZone(ctx, `deck:${seat}`);
	drawCards(ctx, seat, STARTING_HAND, true);
	ctx.players[seat].mulliganed = true;
	log(ctx, 'lcg_log_mulligan', {}, seat);
}

/** Shuffles a zone with the game's generator (counts as revealing: undo stops there). */
export function shuffleZone(ctx: LcgContext, zone: Zone): void {
	const r = rngCursor(ctx.rng);
	setZone(ctx, zone, r.shuffle(zoneIds(ctx, zone)));
	ctx.rng = r.state();
	ctx.reveals++;
}

/** A uniform integer in [0, n-1] from the game's generator. */
export function randomIndex(ctx: LcgContext, n: number): number {
	const r = rngCursor(ctx.rng);
	const v = r.int(0, n - 1);
	ctx.rng = r.state();
	return v;
}

/**
 * Draws cards from the top of the seat's deck (« Être à Court de Cartes »: an empty deck is
 * never reshuffled). Nothing is drawn while a card forbids drawing (Enchanted Stream), unless
 * `setup` (the starting hand).
 */
export function drawCards(ctx: LcgContext, seat: number, count: number, setup = false): number {
	if (!setup && cannotDrawNow(ctx, seat)) {
		log(ctx, 'lcg_log_cannot_draw', {}, seat);
		return 0;
	}
	// Iron Shackles: « the next time a player would draw 1 or more cards from attached deck,
	// discard Iron Shackles instead ».
	if (!setup && count > 0) {
		const shackles = zoneIds(ctx, 'setAside').find((id) => ctx.cards[id].tokens.deck === seat + 1 && getDef(ctx.cards[id].cardId)?.replacesDraw);
		if (shackles) {
			moveCard(ctx, shackles, 'encounterDiscard');
			log(ctx, 'lcg_log_draw_replaced', { card: cardRef(ctx, shackles) }, seat);
			return 0;
		}
	}
	let n = 0;
	for (; n < count; n++) {
		const top = zoneIds(ctx, `deck:${seat}`)[0];
		if (!top) break;
		moveCard(ctx, top, `hand:${seat}`);
	}
	if (n > 0) {
		ctx.reveals++;
		log(ctx, 'lcg_log_draw', { count: n }, seat);
	}
	return n;
}

function cannotDrawNow(ctx: LcgContext, seat: number): boolean {
	const q = new QueryImpl(ctx);
	for (const id of allInPlay(ctx)) if (getDef(ctx.cards[id].cardId)?.cannotDraw?.(q, id, seat)) return true;
	return false;
}
