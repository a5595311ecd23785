/**
 * The rules of « Le Seigneur des Anneaux : le jeu de cartes » as pure procedures over a
 * draft context (the caller clones it): setup (« Préparation »), paying (« Phase 2 :
 * Organisation », « Paiement des Cartes Neutre »), playing cards, revealing encounter cards
 * (« Renforcement », keywords « Renfort », « Maudit X », « Protégé »), quest resolution and
 * progress (« Étape 3 : Résolution de la Quête », « Avancement de la Quête »), travel,
 * engagement checks, shadow cards, damage, refresh, elimination and the score sheet
 * (« Décompte »). Procedures that must interleave with players' choices are run as
 * `{ k: 'rule' }` entries of the effect stack (`runRule`).
 */
import { createRng, rngCursor } from '$lib/engine/rng';
import { cardData, type CardData, type Sphere } from './data/cards';
import { STARTER_DECKS, STARTER_DECK_IDS, type DeckList } from './data/decks';
import { SCENARIOS, encounterDeckList } from './data/scenarios';
import { getDef } from './cards/registry';
import { QueryImpl } from './effects/api';
import { runHook } from './effects/hooks';
import {
	activeLocation,
	allInPlay,
	attachmentsOf,
	cardLabel,
	cardRef,
	characters,
	createInstance,
	dataOf,
	discardZoneOf,
	engagedWith,
	hasKeyword,
	heroes,
	inPlay,
	log,
	moveCard,
	mut,
	pushEffects,
	questCard,
	resourceIcons,
	shadowsOf,
	stat,
	titleInPlay,
	turnOrder,
	zoneIds
} from './state';
import type { Effect, Iid, Json, LcgContext, LcgEvent, LcgInput, LcgOptions, Pay, Phase, Zone } from './types';

/** Threat at which a player is eliminated (« Élimination d'un Joueur »: 50 in the Core Set). */
export const ELIMINATION_THREAT = 50;
/** Cards in a starting hand (« Piocher la Main de Départ »). */
export const STARTING_HAND = 6;

/* ------------------------------------------------------------------ setup */

/**
 * The deck a seat plays: the option for that seat (a starter deck id or a custom list), or the
 * starter decks in the rulebook's order (leadership, tactics, spirit, lore).
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
	seats.forEach((_, seat) => {
		for (const z of ['deck', 'hand', 'play', 'discard', 'engaged'] as const) ctx.zones[`${z}:${seat}`] = [];
		const deck = deckFor(options, seat);
		if (deck.heroes.length < 1 || deck.heroes.length > 3) throw new Error(`seat ${seat + 1}: a player starts with 1 to 3 heroes`);
		const heroIds: Iid[] = [];
		let threat = 0;
		for (const h of deck.heroes) {
			const d = cardData(h);
			if (d.type !== 'hero') throw new Error(`${d.name} is not a hero`);
			if (heroTitles.has(d.name)) throw new Error(`${d.name} is used by two players`);
			heroTitles.add(d.name);
			heroIds.push(createInstance(ctx, h, `play:${seat}`, seat));
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
	for (const code of r.shuffle(encounterDeckList(options.scenario))) createInstance(ctx, code, 'encounterDeck', null);
	for (const code of scenario.stages.flat()) createInstance(ctx, code, 'questDeck', null);
	for (const id of Object.keys(ctx.cards)) {
		const z = ctx.cards[id].zone;
		mut(ctx, id).faceDown = z === 'encounterDeck' || z.startsWith('deck:') || z === 'questDeck';
	}
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
	ctx.zones[zone] = r.shuffle(zoneIds(ctx, zone));
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

/* --------------------------------------------------------------- payments */

/**
 * Every distinct way to take `cost` resources from the pools (each split once, heroes in the
 * given order). Cost 0 gives one empty payment.
 */
export function paymentSplits(pools: { id: Iid; amount: number }[], cost: number): Pay[] {
	const out: Pay[] = [];
	const caps: number[] = [];
	let acc = 0;
	for (let i = pools.length - 1; i >= 0; i--) {
		caps[i] = acc;
		acc += pools[i].amount;
	}
	if (acc < cost) return out;
	const cur: Pay = {};
	const rec = (i: number, left: number) => {
		if (left === 0) {
			out.push({ ...cur });
			return;
		}
		if (i >= pools.length) return;
		const p = pools[i];
		const lo = Math.max(0, left - caps[i]);
		for (let a = Math.min(p.amount, left); a >= lo; a--) {
			if (a > 0) cur[p.id] = a;
			rec(i + 1, left - a);
			delete cur[p.id];
		}
	};
	rec(0, cost);
	return out;
}

/**
 * The heroes of `seat` whose resources may pay for a card of `sphere` (« RESSOURCE
 * ADÉQUATE »): a matching resource icon; any hero for a neutral card (« Paiement des Cartes
 * Neutre »). Exhausted heroes may still pay.
 */
export function payingHeroes(ctx: LcgContext, seat: number, sphere: Sphere | null): Iid[] {
	return heroes(ctx, seat).filter((h) => sphere === null || sphere === 'neutral' || resourceIcons(ctx, h).includes(sphere));
}

/**
 * The payments of a player card from `seat`'s hand for a cost, by sphere. Cost 0 needs at
 * least one hero with a matching icon (none for a neutral card).
 */
export function cardPayments(ctx: LcgContext, seat: number, card: Iid, cost: number): Pay[] {
	const d = dataOf(ctx, card);
	const heroesOk = payingHeroes(ctx, seat, d.sphere);
	if (heroesOk.length === 0 && d.sphere !== 'neutral') return [];
	const pools = heroesOk.map((id) => ({ id, amount: ctx.cards[id].resources })).filter((p) => p.amount > 0);
	let pays = paymentSplits(pools, cost);
	const def = getDef(d.code);
	if (def?.payment) {
		const q = new QueryImpl(ctx);
		pays = pays.filter((p) => def.payment!(q, card, seat, p));
	}
	return pays;
}

/** Takes the paid resources from the heroes' pools. */
export function applyPay(ctx: LcgContext, pay: Pay | undefined): void {
	if (!pay) return;
	for (const [id, n] of Object.entries(pay)) mut(ctx, id).resources = Math.max(0, ctx.cards[id].resources - n);
}

/** The values of X a card of cost X may be played for (from its definition), else [printed cost]. */
function costValues(ctx: LcgContext, seat: number, card: Iid): number[] {
	const d = dataOf(ctx, card);
	if (d.cost === 'X') return getDef(d.code)?.play?.xValues?.(new QueryImpl(ctx), card, seat) ?? [];
	return [typeof d.cost === 'number' ? d.cost : 0];
}

/* ---------------------------------------------------------- playing cards */

/**
 * Whether a hand card may be played now by `seat`: allies and attachments in the planning
 * step of their owner (« Phase 2 : Organisation »); events with an Action in action windows
 * (phase restriction « [Phase] Action »). Attachments and events need a definition (a card
 * whose text is not built cannot be played); an ally plays with its printed stats. A unique
 * card cannot be played while a card with its title is in play (« Cartes Uniques »).
 */
function playableKind(ctx: LcgContext, seat: number, card: Iid, mode: 'planning' | 'window'): boolean {
	const d = dataOf(ctx, card);
	const def = getDef(d.code);
	if (d.unique && titleInPlay(ctx, d.name)) return false;
	if (d.type === 'ally') return mode === 'planning';
	if (d.type === 'attachment') return mode === 'planning' && !!def?.attachTo;
	if (d.type === 'event') {
		const p = def?.play;
		if (mode !== 'window' || !p || p.timing !== 'action') return false;
		if (p.phase && p.phase !== ctx.phase) return false;
		return p.when ? p.when(new QueryImpl(ctx), card, seat, null) : true;
	}
	return false;
}

/**
 * Every PLAY event `seat` may send now: each playable hand card with each target and each
 * distinct payment (and each X for cost-X cards).
 */
export function playEvents(ctx: LcgContext, seat: number, mode: 'planning' | 'window'): LcgEvent[] {
	const out: LcgEvent[] = [];
	const q = new QueryImpl(ctx);
	for (const card of zoneIds(ctx, `hand:${seat}`)) {
		if (!playableKind(ctx, seat, card, mode)) continue;
		const d = dataOf(ctx, card);
		const def = getDef(d.code);
		for (const x of costValues(ctx, seat, card)) {
			let targets: (Json | undefined)[] = [undefined];
			if (d.type === 'attachment') targets = def!.attachTo!(q, card, seat);
			else if (d.type === 'event' && def?.play?.targets) targets = def.play.targets(q, card, seat, null, x);
			if (targets.length === 0) continue;
			const pays = cardPayments(ctx, seat, card, x);
			for (const target of targets)
				for (const pay of pays) {
					const ev: LcgEvent = { type: 'PLAY', seat, card, pay };
					if (target !== undefined) ev.target = target;
					if (d.cost === 'X') ev.x = x;
					out.push(ev);
				}
		}
	}
	return out;
}

/**
 * True when `seat` has at least one Action now (same answer as `playEvents(…, 'window')` plus
 * `activateEvents` being non-empty, but stops at the first one and only checks that some
 * payment exists). Used to close empty action windows.
 */
export function hasAction(ctx: LcgContext, seat: number): boolean {
	if (ctx.players[seat].eliminated) return false;
	const q = new QueryImpl(ctx);
	for (const card of zoneIds(ctx, `hand:${seat}`)) {
		if (!playableKind(ctx, seat, card, 'window')) continue;
		const d = dataOf(ctx, card);
		const def = getDef(d.code);
		for (const x of costValues(ctx, seat, card)) {
			const targets = def?.play?.targets ? def.play.targets(q, card, seat, null, x) : [undefined];
			if (targets.length === 0) continue;
			if (def?.payment) {
				if (cardPayments(ctx, seat, card, x).length > 0) return true;
				continue;
			}
			const heroesOk = payingHeroes(ctx, seat, d.sphere);
			if (heroesOk.length === 0 && d.sphere !== 'neutral') continue;
			if (heroesOk.reduce((n, h) => n + ctx.cards[h].resources, 0) >= x) return true;
		}
	}
	return activateEvents(ctx, seat).length > 0;
}

/** The key under which uses of a limited ability are counted. */
function limitKey(ctx: LcgContext, card: Iid, i: number, seat: number): string {
	const a = getDef(ctx.cards[card].cardId)!.actions![i];
	const l = a.limit!;
	const scope = l.per === 'round' ? `r${ctx.round}` : `r${ctx.round}${ctx.phase}`;
	return `${card}#${i}#${scope}${l.perPlayer ? `#s${seat}` : ''}`;
}

/** Every ACTIVATE event `seat` may send now (Actions of cards in play, « Actions »). */
export function activateEvents(ctx: LcgContext, seat: number): LcgEvent[] {
	const out: LcgEvent[] = [];
	const q = new QueryImpl(ctx);
	for (const card of allInPlay(ctx)) {
		const inst = ctx.cards[card];
		if (inst.faceDown) continue;
		const def = getDef(inst.cardId);
		if (!def?.actions) continue;
		def.actions.forEach((a, i) => {
			const who = a.who ?? 'controller';
			if (who === 'controller' && inst.controller !== seat) return;
			if (a.phase && a.phase !== ctx.phase) return;
			if (a.limit && (ctx.limits[limitKey(ctx, card, i, seat)] ?? 0) >= a.limit.times) return;
			if (a.can && !a.can(q, card, seat)) return;
			const targets: (Json | undefined)[] = a.targets ? a.targets(q, card, seat) : [undefined];
			const pays: (Pay | undefined)[] = a.payments ? a.payments(q, card, seat) : [undefined];
			for (const target of targets)
				for (const pay of pays) {
					const ev: LcgEvent = { type: 'ACTIVATE', seat, card, ability: i };
					if (pay !== undefined) ev.pay = pay;
					if (target !== undefined) ev.target = target;
					out.push(ev);
				}
		});
	}
	return out;
}

/**
 * Plays a card from hand (the event was checked legal): pays, then an ally enters play
 * ready under `seat`'s control, an attachment is attached, an event resolves and is
 * discarded (« Cartes Événement »).
 */
export function playCard(ctx: LcgContext, ev: Extract<LcgEvent, { type: 'PLAY' }>): void {
	const d = dataOf(ctx, ev.card);
	applyPay(ctx, ev.pay);
	log(ctx, 'lcg_log_play', { card: d.code }, ev.seat);
	if (d.type === 'ally') {
		moveCard(ctx, ev.card, `play:${ev.seat}`);
		mut(ctx, ev.card).controller = ev.seat;
		pushEffects(ctx, [{ k: 'emit', ev: { type: 'enteredPlay', card: ev.card, seat: ev.seat, played: true } }]);
	} else if (d.type === 'attachment') {
		pushEffects(ctx, [
			{ k: 'attach', card: ev.card, host: ev.target as Iid, seat: ev.seat },
			{ k: 'emit', ev: { type: 'enteredPlay', card: ev.card, seat: ev.seat, played: true } }
		]);
	} else {
		moveCard(ctx, ev.card, 'limbo');
		pushEffects(ctx, [
			{ k: 'hook', card: d.code, hook: '#play', self: ev.card, args: { seat: ev.seat, target: ev.target ?? null, ev: null, x: ev.x ?? 0 } },
			{ k: 'rule', name: 'playResolved', args: { card: ev.card } }
		]);
	}
}

/** Triggers an Action of a card in play: counts its limit, pays, runs it. */
export function activate(ctx: LcgContext, ev: Extract<LcgEvent, { type: 'ACTIVATE' }>): void {
	const inst = ctx.cards[ev.card];
	const a = getDef(inst.cardId)!.actions![ev.ability];
	if (a.limit) {
		const k = limitKey(ctx, ev.card, ev.ability, ev.seat);
		ctx.limits[k] = (ctx.limits[k] ?? 0) + 1;
	}
	applyPay(ctx, ev.pay);
	log(ctx, 'lcg_log_activate', { card: inst.cardId }, ev.seat);
	pushEffects(ctx, [{ k: 'hook', card: inst.cardId, hook: `#action:${ev.ability}`, self: ev.card, args: { seat: ev.seat, target: ev.target ?? null } }]);
}

/* ------------------------------------------------------------- revealing */

/**
 * The top card of the encounter deck, reshuffling the discard pile first when the deck is
 * empty during the quest phase only (« Être à Court de Cartes »). Null when none.
 */
export function encounterTop(ctx: LcgContext): Iid | null {
	if (zoneIds(ctx, 'encounterDeck').length === 0 && ctx.phase === 'quest' && zoneIds(ctx, 'encounterDiscard').length > 0) {
		for (const id of zoneIds(ctx, 'encounterDiscard').slice()) moveCard(ctx, id, 'encounterDeck');
		shuffleZone(ctx, 'encounterDeck');
		log(ctx, 'lcg_log_encounter_reshuffled');
	}
	return zoneIds(ctx, 'encounterDeck')[0] ?? null;
}

/**
 * Reveals one encounter card (« Renforcement »): enemies, locations and objectives go to the
 * staging area, treacheries resolve from limbo then go to the encounter discard pile. Then,
 * in order: responses to the reveal (Forced first), « Une fois révélée », keywords
 * (« Maudit X », « Protégé », « Renfort »). `guardOf`: the objective this card guards.
 */
export function revealCard(ctx: LcgContext, id: Iid, guardOf: Iid | null = null): void {
	const d = dataOf(ctx, id);
	ctx.reveals++;
	if (d.type === 'treachery') moveCard(ctx, id, 'limbo');
	else moveCard(ctx, id, 'staging');
	if (guardOf && ctx.cards[id].zone === 'staging' && d.type !== 'objective') mut(ctx, id).attachedTo = guardOf;
	log(ctx, 'lcg_log_reveal', { card: d.code });
	pushEffects(ctx, [
		{ k: 'emit', ev: { type: 'revealed', card: id } },
		{ k: 'rule', name: 'whenRevealed', args: { card: id } },
		{ k: 'rule', name: 'keywords', args: { card: id, guardOf } },
		{ k: 'rule', name: 'treacheryDone', args: { card: id } }
	]);
}

/* -------------------------------------------------------- quest progress */

/**
 * Places quest-resolution progress (« succès de quête »): on the active location until it is
 * explored, the rest on the quest card (« S'il y a un lieu actif ... les marqueurs restants
 * étant ensuite placés sur la carte Quête »).
 */
function questProgress(ctx: LcgContext, amount: number): void {
	let left = amount;
	const loc = activeLocation(ctx);
	const effects: Effect[] = [];
	if (loc && left > 0) {
		const need = Math.max(0, stat(ctx, loc, 'questPoints') - ctx.cards[loc].progress);
		const put = Math.min(need, left);
		left -= put;
		effects.push({ k: 'progress', target: loc, amount: put });
	}
	if (left > 0) effects.push({ k: 'progress', target: 'quest', amount: left });
	pushEffects(ctx, effects);
}

/** Places progress on a location; an explored one leaves play (« EXPLORÉ »). */
export function placeProgress(ctx: LcgContext, target: Iid | 'quest', amount: number): void {
	if (amount <= 0) return;
	if (target === 'quest') {
		if (!questCard(ctx)) return;
		ctx.quest.progress += amount;
		log(ctx, 'lcg_log_progress_quest', { amount });
		return;
	}
	if (!inPlay(ctx, target) || dataOf(ctx, target).type !== 'location') return;
	mut(ctx, target).progress += amount;
	log(ctx, 'lcg_log_progress', { card: cardRef(ctx, target), amount });
	if (ctx.cards[target].progress >= stat(ctx, target, 'questPoints')) {
		const d = dataOf(ctx, target);
		moveCard(ctx, target, d.victory ? 'victory' : 'encounterDiscard');
		log(ctx, 'lcg_log_explored', { card: d.code });
		pushEffects(ctx, [{ k: 'emit', ev: { type: 'explored', location: target } }]);
	}
}

/** True when the current stage's progress defeats it now (« Avancement de la Quête »). */
export function stageDefeatable(ctx: LcgContext): boolean {
	if (ctx.quest.progress <= 0) return false;
	const qc = questCard(ctx);
	if (!qc || ctx.flags.includes('advancing')) return false;
	const def = getDef(ctx.cards[qc].cardId);
	if (def?.noQuestPoints) return false;
	if (ctx.quest.progress < stat(ctx, qc, 'questPoints')) return false;
	return def?.canDefeat ? def.canDefeat(new QueryImpl(ctx), qc) : true;
}

/**
 * Defeats the current stage at once: progress in excess is lost, the card is set aside, and
 * the next stage is revealed (or the stage's own Forced effect chooses it); after the last
 * stage the players win.
 */
function advanceStage(ctx: LcgContext): void {
	ctx.flags = ctx.flags.filter((f) => f !== 'advancing');
	const qc = questCard(ctx);
	if (!qc) return;
	log(ctx, 'lcg_log_stage_defeated', { card: cardRef(ctx, qc), stage: ctx.quest.stage });
	ctx.quest.progress = 0;
	moveCard(ctx, qc, 'questDone');
	const def = getDef(ctx.cards[qc].cardId);
	if (def?.onDefeated) runHook(ctx, ctx.cards[qc].cardId, '#onDefeated', qc, null);
	else pushEffects(ctx, [{ k: 'rule', name: 'revealStage', args: null }]);
}

/** Reveals the next quest card (side B), or wins when there is none. */
function revealStage(ctx: LcgContext): void {
	const next = zoneIds(ctx, 'questDeck')[0];
	if (!next) {
		winGame(ctx);
		return;
	}
	moveCard(ctx, next, 'quest');
	ctx.quest = { stage: cardData(ctx.cards[next].cardId).sequence ?? ctx.quest.stage + 1, progress: 0 };
	log(ctx, 'lcg_log_stage', { card: cardRef(ctx, next), stage: ctx.quest.stage });
	const effects: Effect[] = [{ k: 'emit', ev: { type: 'stageRevealed', stage: next } }];
	if (getDef(ctx.cards[next].cardId)?.whenRevealed) effects.push({ k: 'hook', card: ctx.cards[next].cardId, hook: '#whenRevealed', self: next, args: null });
	pushEffects(ctx, effects);
}

/** The players win if at least one of them is still in the game (« Victoire »). */
export function winGame(ctx: LcgContext): void {
	if (ctx.outcome) return;
	if (turnOrder(ctx).length === 0) return;
	ctx.outcome = 'victory';
	ctx.phase = 'end';
	log(ctx, 'lcg_log_victory');
}

/* ---------------------------------------------------------- encounter */

/**
 * One engagement check (« Étape 2 : Tests d'Engagement au combat ») for the `idx`-th player
 * from the first player: the enemy of the staging area with the highest engagement cost not
 * above the player's threat engages them (ties: the first player chooses, « Effet et cibles
 * multiples »). Checks go round the table until a whole round engages no enemy.
 */
function engagementCheck(ctx: LcgContext, idx: number, misses: number): void {
	const order = turnOrder(ctx);
	if (order.length === 0 || misses >= order.length) return;
	const seat = order[idx % order.length];
	const threat = ctx.players[seat].threat;
	const cands = zoneIds(ctx, 'staging').filter((id) => {
		const inst = ctx.cards[id];
		return !inst.faceDown && dataOf(ctx, id).type === 'enemy' && stat(ctx, id, 'engagementCost') <= threat;
	});
	if (cands.length === 0) {
		pushEffects(ctx, [{ k: 'rule', name: 'engagementCheck', args: { idx: idx + 1, misses: misses + 1 } }]);
		return;
	}
	const best = Math.max(...cands.map((id) => stat(ctx, id, 'engagementCost')));
	const top = cands.filter((id) => stat(ctx, id, 'engagementCost') === best);
	const next: Effect = { k: 'rule', name: 'engagementCheck', args: { idx: idx + 1, misses: 0 } };
	if (top.length === 1) pushEffects(ctx, [{ k: 'engage', enemy: top[0], seat }, next]);
	else
		pushEffects(ctx, [
			{
				k: 'choose',
				seat: ctx.firstPlayer,
				prompt: { key: 'lcg_prompt_engagement_tie', params: {}, seat },
				options: distinctByCard(ctx, top).map((id) => ({ value: id, label: cardLabel(ctx, id) })),
				optional: false,
				source: null,
				then: [{ k: 'engage', enemy: '$choice', seat }, next]
			}
		]);
}

/** One card per distinct title and state (same code, no damage, no attachment) so equivalent choices are listed once. */
export function distinctByCard(ctx: LcgContext, ids: Iid[]): Iid[] {
	const seen = new Set<string>();
	return ids.filter((id) => {
		const c = ctx.cards[id];
		const key = `${c.cardId}|${c.damage}|${c.progress}|${c.resources}|${c.exhausted}|${c.zone}|${attachmentsOf(ctx, id).length}|${ctx.modifiers.some((m) => m.target === id)}|${ctx.committed.includes(id)}`;
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}

/** Engages an enemy with a player (from anywhere in play) and emits `engaged`. */
export function engageEnemy(ctx: LcgContext, enemy: Iid, seat: number): void {
	if (!inPlay(ctx, enemy) || ctx.players[seat].eliminated) return;
	if (ctx.cards[enemy].zone === `engaged:${seat}`) return;
	mut(ctx, enemy).attachedTo = null;
	moveCard(ctx, enemy, `engaged:${seat}`);
	log(ctx, 'lcg_log_engage', { card: cardRef(ctx, enemy) }, seat);
	pushEffects(ctx, [{ k: 'emit', ev: { type: 'engaged', enemy, seat } }]);
}

/* ------------------------------------------------------------- combat */

/**
 * Deals one face-down shadow card to each engaged enemy (« Attribuez 1 carte ombre »): the
 * first player's enemies first, each player's from the highest engagement cost (ties: in
 * engagement order). No reshuffle: enemies left without a card get none. Nothing in the
 * « Jeu de Base » variant.
 */
export function dealShadows(ctx: LcgContext): void {
	if (!ctx.options.shadows) return;
	for (const seat of turnOrder(ctx)) {
		const enemies = engagedWith(ctx, seat)
			.map((id, i) => ({ id, i, cost: stat(ctx, id, 'engagementCost') }))
			.sort((a, b) => b.cost - a.cost || a.i - b.i);
		const dealt: Effect[] = [];
		for (const e of enemies) {
			const card = dealShadowTo(ctx, e.id);
			if (card) dealt.push({ k: 'emit', ev: { type: 'shadowDealt', card, enemy: e.id } });
		}
		pushEffects(ctx, dealt);
	}
}

/** Deals the top encounter card face down to an enemy; returns it, or null when the deck is empty. */
export function dealShadowTo(ctx: LcgContext, enemy: Iid): Iid | null {
	const top = zoneIds(ctx, 'encounterDeck')[0];
	if (!top) return null;
	moveCard(ctx, top, 'shadow');
	mut(ctx, top).attachedTo = enemy;
	log(ctx, 'lcg_log_shadow_dealt', { card: cardRef(ctx, enemy) });
	return top;
}

/**
 * Step 3 of an enemy attack (« Résoudre l'effet ombre »): each shadow card of the attacker is
 * turned face up and its shadow effect resolved (responses may cancel it first).
 */
function shadowEffects(ctx: LcgContext): void {
	const a = ctx.combat.attack;
	if (!a || !inPlay(ctx, a.enemy)) return;
	const effects: Effect[] = [];
	for (const s of shadowsOf(ctx, a.enemy)) {
		if (!ctx.cards[s].faceDown) continue;
		mut(ctx, s).faceDown = false;
		ctx.reveals++;
		const d = dataOf(ctx, s);
		log(ctx, 'lcg_log_shadow_revealed', { card: d.code });
		if (d.shadow && getDef(d.code)?.shadow) {
			effects.push({ k: 'emit', ev: { type: 'shadowTriggered', card: s, enemy: a.enemy } });
			effects.push({ k: 'rule', name: 'shadowEffect', args: { card: s } });
		}
	}
	pushEffects(ctx, effects);
}

/**
 * Step 4 of an enemy attack (« Déterminer les dégâts de combat »): attack minus the
 * defender's defence on the defender; undefended, the whole attack on one hero of the
 * defending player (their choice), the defence of nobody absorbing it.
 */
export function enemyAttackDamage(ctx: LcgContext): void {
	const a = ctx.combat.attack;
	if (!a || !inPlay(ctx, a.enemy) || ctx.cards[a.enemy].zone !== `engaged:${a.seat}`) return;
	const atk = stat(ctx, a.enemy, 'attack');
	const defenders = a.defenders.filter((d) => inPlay(ctx, d));
	const defender = defenders[0] ?? null;
	const effects: Effect[] = [];
	if (defenders.length > 1) {
		// « Dommages et défenseurs multiples »: the defences add up, all the damage goes on one defender.
		const dmg = Math.max(0, atk - defenders.reduce((n, d) => n + stat(ctx, d, 'defense'), 0));
		log(ctx, 'lcg_log_enemy_attack_many', { card: cardRef(ctx, a.enemy), attack: atk, count: defenders.length, damage: dmg }, a.seat);
		if (dmg > 0)
			effects.push({
				k: 'choose',
				seat: a.seat,
				prompt: { key: 'lcg_prompt_defender_damage', params: { damage: dmg } },
				options: defenders.map((d) => ({ value: d, label: cardLabel(ctx, d) })),
				optional: false,
				source: a.enemy,
				then: [{ k: 'damage', target: '$choice', amount: dmg, source: a.enemy }]
			});
	} else if (defender) {
		const dmg = Math.max(0, atk - stat(ctx, defender, 'defense'));
		log(ctx, 'lcg_log_enemy_attack', { card: cardRef(ctx, a.enemy), attack: atk, target: cardRef(ctx, defender), damage: dmg }, a.seat);
		if (dmg > 0) effects.push({ k: 'damage', target: defender, amount: dmg, source: a.enemy });
	} else {
		log(ctx, 'lcg_log_enemy_attack_undefended', { card: cardRef(ctx, a.enemy), attack: atk }, a.seat);
		const hs = heroes(ctx, a.seat);
		if (atk > 0 && hs.length > 0)
			effects.push({
				k: 'choose',
				seat: a.seat,
				prompt: { key: 'lcg_prompt_undefended_hero', params: { damage: atk } },
				options: hs.map((h) => ({ value: h, label: cardLabel(ctx, h) })),
				optional: false,
				source: a.enemy,
				then: [{ k: 'damage', target: '$choice', amount: atk, source: a.enemy }]
			});
	}
	effects.push({ k: 'emit', ev: { type: 'enemyAttacked', enemy: a.enemy, seat: a.seat } });
	pushEffects(ctx, effects);
}

/** Step 3 of a player attack (« Déterminer les dégâts de combat »): strength minus the enemy's defence. */
export function playerAttackDamage(ctx: LcgContext): void {
	const pa = ctx.combat.playerAttack;
	if (!pa || !inPlay(ctx, pa.target)) return;
	const dmg = Math.max(0, pa.strength - stat(ctx, pa.target, 'defense'));
	log(ctx, 'lcg_log_player_attack', { card: cardRef(ctx, pa.target), strength: pa.strength, damage: dmg }, pa.seat);
	const effects: Effect[] = [];
	if (dmg > 0) effects.push({ k: 'damage', target: pa.target, amount: dmg, source: null });
	effects.push({ k: 'rule', name: 'attackResolved', args: null });
	pushEffects(ctx, effects);
}

/** The attack strength (« Déterminer la force de l'attaque »): the attackers still in play. */
export function attackStrength(ctx: LcgContext): number {
	const pa = ctx.combat.playerAttack;
	if (!pa) return 0;
	return pa.attackers.filter((id) => inPlay(ctx, id)).reduce((n, id) => n + stat(ctx, id, 'attack'), 0);
}

/* ----------------------------------------------------------- refresh */

/**
 * « Phase 7 : Restauration »: every card the players control is readied (except where a
 * card prevents it), each player raises their threat by 1, the first player token passes left.
 */
export function readyAll(ctx: LcgContext): void {
	const q = new QueryImpl(ctx);
	const blockers = allInPlay(ctx).filter((id) => getDef(ctx.cards[id].cardId)?.blocksReady);
	for (const seat of turnOrder(ctx)) {
		const mine = [...zoneIds(ctx, `play:${seat}`), ...zoneIds(ctx, 'attached').filter((a) => ctx.cards[a].controller === seat)];
		for (const id of mine) {
			if (blockers.some((b) => getDef(ctx.cards[b].cardId)!.blocksReady!(q, b, id))) continue;
			mut(ctx, id).exhausted = false;
		}
	}
	log(ctx, 'lcg_log_ready_all');
}

/** Passes the first player token to the next player still in the game on the left. */
export function passFirstPlayer(ctx: LcgContext): void {
	const n = ctx.players.length;
	for (let i = 1; i <= n; i++) {
		const s = (ctx.firstPlayer + i) % n;
		if (!ctx.players[s].eliminated) {
			ctx.firstPlayer = s;
			break;
		}
	}
	log(ctx, 'lcg_log_first_player', {}, ctx.firstPlayer);
}

/** Changes a player's threat (never below 0) and logs it. */
export function changeThreat(ctx: LcgContext, seat: number, amount: number): void {
	const p = ctx.players[seat];
	if (p.eliminated || amount === 0) return;
	p.threat = Math.max(0, p.threat + amount);
	log(ctx, amount > 0 ? 'lcg_log_threat_up' : 'lcg_log_threat_down', { amount: Math.abs(amount), threat: p.threat }, seat);
}

/* ------------------------------------------------------- elimination */

/**
 * Eliminates a player (« Élimination d'un Joueur »): their hand, deck and the cards they
 * control go to their owners' discard piles; enemies engaged with them return to the staging
 * area with their damage (their shadow cards are discarded). The first player token passes on.
 */
export function eliminatePlayer(ctx: LcgContext, seat: number): void {
	const p = ctx.players[seat];
	if (p.eliminated) return;
	p.eliminated = true;
	log(ctx, 'lcg_log_eliminated', { threat: p.threat }, seat);
	for (const e of zoneIds(ctx, `engaged:${seat}`).slice()) {
		for (const s of shadowsOf(ctx, e)) moveCard(ctx, s, 'encounterDiscard');
		moveCard(ctx, e, 'staging');
	}
	for (const a of zoneIds(ctx, 'attached').slice()) if (ctx.cards[a].zone === 'attached' && ctx.cards[a].controller === seat) moveCard(ctx, a, discardZoneOf(ctx, a));
	for (const id of zoneIds(ctx, `play:${seat}`).slice()) moveCard(ctx, id, discardZoneOf(ctx, id));
	for (const s of [0, 1, 2, 3]) {
		if (!ctx.zones[`play:${s}`]) continue;
		for (const id of zoneIds(ctx, `play:${s}`).slice()) if (ctx.cards[id].controller === seat) moveCard(ctx, id, discardZoneOf(ctx, id));
	}
	for (const id of zoneIds(ctx, `hand:${seat}`).slice()) moveCard(ctx, id, discardZoneOf(ctx, id));
	for (const id of zoneIds(ctx, `deck:${seat}`).slice()) moveCard(ctx, id, discardZoneOf(ctx, id));
	ctx.committed = ctx.committed.filter((c) => inPlay(ctx, c));
	ctx.selection = ctx.selection.filter((c) => inPlay(ctx, c));
	if (ctx.combat.attack?.seat === seat) ctx.combat.attack = null;
	if (ctx.combat.playerAttack?.seat === seat) ctx.combat.playerAttack = null;
	if (ctx.firstPlayer === seat && turnOrder(ctx).length > 0) passFirstPlayer(ctx);
	if (turnOrder(ctx).length === 0 && !ctx.outcome) {
		ctx.outcome = 'defeat';
		ctx.phase = 'end';
		log(ctx, 'lcg_log_defeat');
	}
}

/* ------------------------------------------------------------ rule stack */

/**
 * Runs one rule procedure of the stack (types.ts `RuleName`).
 * @throws Error for an unknown rule name (a broken saved stack)
 */
export function runRule(ctx: LcgContext, name: string, args: Json): void {
	const a = (args ?? {}) as Record<string, Json>;
	switch (name) {
		case 'whenRevealed': {
			const id = a.card as Iid;
			const flag = `cancel:whenRevealed:${id}`;
			if (ctx.flags.includes(flag)) {
				ctx.flags = ctx.flags.filter((f) => f !== flag);
				log(ctx, 'lcg_log_when_revealed_cancelled', { card: cardRef(ctx, id) });
				return;
			}
			if (ctx.cards[id].zone === 'staging' || ctx.cards[id].zone === 'limbo') {
				const def = getDef(ctx.cards[id].cardId);
				if (def?.whenRevealed) runHook(ctx, ctx.cards[id].cardId, '#whenRevealed', id, null);
			}
			return;
		}
		case 'keywords':
			return keywordsOnEntry(ctx, a.card as Iid, (a.guardOf as Iid | null) ?? null, a.revealed !== false);
		case 'treacheryDone': {
			const id = a.card as Iid;
			if (ctx.cards[id].zone === 'limbo') moveCard(ctx, id, 'encounterDiscard');
			return;
		}
		case 'questProgress':
			return questProgress(ctx, a.amount as number);
		case 'advanceStage':
			return advanceStage(ctx);
		case 'revealStage':
			return revealStage(ctx);
		case 'travelTo': {
			const loc = a.location as Iid;
			if (ctx.cards[loc].zone !== 'staging' || activeLocation(ctx)) return;
			moveCard(ctx, loc, 'active');
			log(ctx, 'lcg_log_travel', { card: cardRef(ctx, loc) });
			pushEffects(ctx, [{ k: 'emit', ev: { type: 'travelled', location: loc } }]);
			return;
		}
		case 'engagementCheck':
			return engagementCheck(ctx, a.idx as number, a.misses as number);
		case 'shadowEffects':
			return shadowEffects(ctx);
		case 'shadowEffect': {
			const id = a.card as Iid;
			const flag = `cancel:shadow:${id}`;
			if (ctx.flags.includes(flag)) {
				ctx.flags = ctx.flags.filter((f) => f !== flag);
				log(ctx, 'lcg_log_shadow_cancelled', { card: cardRef(ctx, id) });
				return;
			}
			const info = new QueryImpl(ctx).attack();
			if (!info || ctx.cards[id].zone !== 'shadow') return;
			runHook(ctx, ctx.cards[id].cardId, '#shadow', id, info as unknown as Json);
			return;
		}
		case 'attackResolved': {
			const pa = ctx.combat.playerAttack;
			if (!pa) return;
			pushEffects(ctx, [
				{ k: 'emit', ev: { type: 'attackResolved', enemy: pa.target, attackers: pa.attackers.slice(), destroyed: !inPlay(ctx, pa.target), seat: pa.seat } }
			]);
			return;
		}
		case 'restricted':
			return restrictedCheck(ctx, a.host as Iid);
		case 'playResolved': {
			const id = a.card as Iid;
			if (ctx.cards[id].zone === 'limbo') moveCard(ctx, id, discardZoneOf(ctx, id));
			return;
		}
		case 'discardRandom': {
			const seat = a.seat as number;
			for (let i = 0; i < (a.count as number); i++) {
				const hand = zoneIds(ctx, `hand:${seat}`);
				if (hand.length === 0) break;
				const id = hand[randomIndex(ctx, hand.length)];
				moveCard(ctx, id, discardZoneOf(ctx, id));
				ctx.reveals++;
				log(ctx, 'lcg_log_discard', { card: cardRef(ctx, id) }, seat);
			}
			return;
		}
		case 'readyAll':
			return readyAll(ctx);
		case 'uncommit': {
			const id = a.card as Iid;
			ctx.committed = ctx.committed.filter((c) => c !== id);
			log(ctx, 'lcg_log_uncommitted', { card: cardRef(ctx, id) });
			return;
		}
		case 'dealShadow': {
			const card = dealShadowTo(ctx, a.enemy as Iid);
			if (card) pushEffects(ctx, [{ k: 'emit', ev: { type: 'shadowDealt', card, enemy: a.enemy as Iid } }]);
			return;
		}
		case 'passFirstPlayer':
			return passFirstPlayer(ctx);
		case 'endAttack':
			ctx.modifiers = ctx.modifiers.filter((m) => m.until !== 'endOfAttack');
			ctx.combat.attack = null;
			return;
		case 'delayedEndOfPhase': {
			// « à la fin de la phase »: the delayed effects registered so far run, in the order registered.
			const due = (ctx.delayed ?? []).filter((d) => d.at === 'endOfPhase');
			if (due.length === 0) return;
			ctx.delayed = (ctx.delayed ?? []).filter((d) => d.at !== 'endOfPhase');
			pushEffects(ctx, due.flatMap((d) => d.effects));
			return;
		}
		case 'endPhase':
			ctx.modifiers = ctx.modifiers.filter((m) => m.until !== 'endOfPhase' && m.until !== 'endOfAttack');
			ctx.flags = ctx.flags.filter((f) => !f.startsWith('phase:'));
			if (ctx.phase === 'quest') ctx.committed = [];
			return;
		case 'endRound': {
			ctx.modifiers = ctx.modifiers.filter((m) => m.until !== 'endOfRound');
			const keep: Record<string, number> = {};
			ctx.limits = keep;
			ctx.flags = ctx.flags.filter((f) => !f.startsWith('round:'));
			return;
		}
		case 'discardShadows':
			for (const s of zoneIds(ctx, 'shadow').slice()) moveCard(ctx, s, 'encounterDiscard');
			return;
		case 'guard':
			return guardObjective(ctx, a.objective as Iid);
		case 'flagClear': {
			ctx.flags = ctx.flags.filter((f) => f !== a.flag);
			return;
		}
		default:
			throw new Error(`unknown LCG rule ${name}`);
	}
}

/**
 * Keywords resolved when an encounter card enters play (« Les mots-clés Renfort, Maudit et
 * Protégé doivent être résolus à chaque fois que la carte ... entre en jeu »): Doomed X raises
 * each player's threat by X, Guarded reveals the next card to guard the objective, Surge
 * reveals one more card (after « Une fois révélée »).
 */
function keywordsOnEntry(ctx: LcgContext, id: Iid, _guardOf: Iid | null, revealed: boolean): void {
	const inst = ctx.cards[id];
	const d = dataOf(ctx, id);
	const surgeFlag = `surge:${id}`;
	const surge = d.keywords.includes('Surge') || ctx.flags.includes(surgeFlag);
	ctx.flags = ctx.flags.filter((f) => f !== surgeFlag);
	if (inst.zone !== 'staging' && inst.zone !== 'limbo' && !revealed) return;
	const effects: Effect[] = [];
	if (d.doomed > 0) {
		log(ctx, 'lcg_log_doomed', { card: d.code, amount: d.doomed });
		for (const seat of turnOrder(ctx)) effects.push({ k: 'threat', seat, amount: d.doomed });
	}
	if (d.keywords.includes('Guarded') && inst.zone === 'staging') {
		log(ctx, 'lcg_log_guarded', { card: d.code });
		effects.push({ k: 'rule', name: 'guard', args: { objective: id } });
	}
	if (surge) {
		log(ctx, 'lcg_log_surge', { card: d.code });
		effects.push({ k: 'reveal', count: 1 });
	}
	pushEffects(ctx, effects);
}

/**
 * « Restreint »: a character never has more than two Restricted attachments; when a third is
 * attached, its controller discards one of them at once (their choice).
 */
function restrictedCheck(ctx: LcgContext, host: Iid): void {
	if (!inPlay(ctx, host)) return;
	const rs = attachmentsOf(ctx, host).filter((a) => hasKeyword(ctx, a, 'Restricted'));
	if (rs.length <= 2) return;
	const seat = ctx.cards[host].controller ?? ctx.firstPlayer;
	pushEffects(ctx, [
		{
			k: 'choose',
			seat,
			prompt: { key: 'lcg_prompt_restricted', params: { card: cardRef(ctx, host) } },
			options: rs.map((id) => ({ value: id, label: cardLabel(ctx, id) })),
			optional: false,
			source: host,
			then: [
				{ k: 'discard', card: '$choice' },
				{ k: 'rule', name: 'restricted', args: { host } }
			]
		}
	]);
}

/** Guarded: the next encounter card is revealed and attached to the objective. */
export function guardObjective(ctx: LcgContext, objective: Iid): void {
	const top = encounterTop(ctx);
	if (!top) return;
	revealCard(ctx, top, objective);
}

/* --------------------------------------------------------------- score */

/** One row of the score sheet (« DÉCOMPTE »). */
export interface ScoreLine {
	seat: number;
	/** Final threat, 50 for an eliminated player. */
	threat: number;
	/** Threat cost of each dead hero (all of them for an eliminated player). */
	deadHeroes: number;
	/** Damage tokens on surviving heroes. */
	damage: number;
	subtotal: number;
	eliminated: boolean;
}

/** The score sheet: per player, the victory points (counted once, for the group) and the group score (lower is better). */
export interface ScoreSheet {
	lines: ScoreLine[];
	victoryPoints: number;
	total: number;
}

/**
 * « DÉCOMPTE »: final threat + threat cost of dead heroes + damage on surviving heroes, per
 * player; the group score is the sum minus the victory points of the victory display. An
 * eliminated player counts 50 threat and all heroes dead.
 */
export function scoreSheet(ctx: LcgContext): ScoreSheet {
	const lines = ctx.players.map((p, seat): ScoreLine => {
		const dead = p.eliminated ? p.heroes : p.heroes.filter((h) => !inPlay(ctx, h));
		const alive = p.eliminated ? [] : p.heroes.filter((h) => inPlay(ctx, h));
		const threat = p.eliminated ? ELIMINATION_THREAT : Math.min(p.threat, ELIMINATION_THREAT);
		const deadHeroes = dead.reduce((n, h) => n + (dataOf(ctx, h).threat ?? 0), 0);
		const damage = alive.reduce((n, h) => n + ctx.cards[h].damage, 0);
		return { seat, threat, deadHeroes, damage, subtotal: threat + deadHeroes + damage, eliminated: p.eliminated };
	});
	const victoryPoints = zoneIds(ctx, 'victory').reduce((n, id) => n + (dataOf(ctx, id).victory ?? 0), 0);
	return { lines, victoryPoints, total: lines.reduce((n, l) => n + l.subtotal, 0) - victoryPoints };
}

/** True when the card's data describes a character (hero or ally). */
export function isCharacter(d: CardData): boolean {
	return d.type === 'hero' || d.type === 'ally';
}

/** Ready characters `seat` controls (the ones that may commit, defend, attack). */
export function readyCharacters(ctx: LcgContext, seat: number): Iid[] {
	return characters(ctx, seat).filter((id) => !ctx.cards[id].exhausted);
}

/** The phase a step belongs to. */
export function phaseOfStep(step: string): Phase {
	return step.split('.')[0] as Phase;
}
