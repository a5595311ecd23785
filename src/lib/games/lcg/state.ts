/**
 * Reading and moving cards in the LCG state (types.ts): zones, queries, computed stats.
 * Every function here is pure over a context it is given; the ones that change it
 * (`moveCard`, `pushEffects`, ...) change the draft the caller owns (a clone, see `cloneCtx`).
 */
import type { LogEntry } from '$lib/engine/types';
import { cardData, type CardData, type Keyword, type Sphere } from './data/cards';
import { CONSTANT_CODES, getDef } from './cards/registry';
import type { ConstantEffect, ConstantKind } from './effects/api';
import type { CardInstance, Effect, Iid, LcgContext, Stat, Zone } from './types';
import { cardIds, draftInfo, mut, mutZone, ownCards, setCardIds, type WithIds } from './draft';

export { cloneCtx, draftInfo, mut, mutZone, setZone, type DraftInfo } from './draft';


/** The printed facts of an instance. */
export function dataOf(ctx: LcgContext, id: Iid): CardData {
	return cardData(ctx.cards[id].cardId);
}

/** The ids in a zone, in order (top of a deck first). Empty for a zone never used. */
export function zoneIds(ctx: LcgContext, zone: Zone): Iid[] {
	return ctx.zones[zone] ?? [];
}

/** Zones whose cards are « en jeu » (rulebook « "En Jeu" et "Hors Jeu" »). */
export function isInPlayZone(zone: Zone): boolean {
	let v = IN_PLAY_ZONE.get(zone);
	if (v === undefined) {
		v = zone.startsWith('play:') || zone.startsWith('engaged:') || zone === 'staging' || zone === 'active' || zone === 'quest' || zone === 'attached';
		IN_PLAY_ZONE.set(zone, v);
	}
	return v;
}
/** `isInPlayZone` per zone name met so far (a few dozen names; a lookup instead of six string tests). */
const IN_PLAY_ZONE = new Map<string, boolean>();

const HAND_ZONES: Zone[] = [];
const SEAT_PLAY_ZONES: Zone[] = [];
const SEAT_ENGAGED_ZONES: Zone[] = [];
/** The name of `seat`'s hand zone, `hand:<seat>` (one string per seat, made once). */
export function handZone(seat: number): Zone {
	return (HAND_ZONES[seat] ??= `hand:${seat}`);
}
/** The name of `seat`'s play area zone, `play:<seat>`. */
export function playZone(seat: number): Zone {
	return (SEAT_PLAY_ZONES[seat] ??= `play:${seat}`);
}
/** The name of `seat`'s engagement area zone, `engaged:<seat>`. */
export function engagedZone(seat: number): Zone {
	return (SEAT_ENGAGED_ZONES[seat] ??= `engaged:${seat}`);
}

/** True when the card is in play. */
export function inPlay(ctx: LcgContext, id: Iid): boolean {
	const c = ctx.cards[id];
	return !!c && isInPlayZone(c.zone);
}

/** Seats from the first player clockwise (« en commençant par le premier joueur »), eliminated ones left out. */
export function turnOrder(ctx: LcgContext): number[] {
	const n = ctx.players.length;
	const out: number[] = [];
	for (let i = 0; i < n; i++) {
		const s = (ctx.firstPlayer + i) % n;
		if (!ctx.players[s].eliminated) out.push(s);
	}
	return out;
}

/** Every card id in play, in a stable order (per-player zones by seat, then shared zones). */
export function allInPlay(ctx: LcgContext): Iid[] {
	const out: Iid[] = [];
	const z = ctx.zones;
	for (const k of inPlayZones(ctx.players.length)) {
		const ids = z[k];
		if (ids) for (let i = 0; i < ids.length; i++) out.push(ids[i]);
	}
	return out;
}

/**
 * Marks the draft `ctx` as changed (its cached reads are dropped): bumps the write counter of
 * its draft record (`draftInfo`), which every change made through `mut`, `mutZone`,
 * `createInstance` and `moveCard` also bumps. The engine calls it after every effect and step
 * transition, for changes not made through those (modifiers, combat, phase, threat). Reads
 * cached for a draft (constant effects) are valid while it has not moved; a finished snapshot
 * never moves again.
 */
export function touch(ctx: LcgContext): void {
	draftInfo(ctx).version++;
}

/** Constant effects visible while constant effects are being computed (see `constants`). */
let visible: ConstantEffect[] | null = null;
/** Whether the pass being computed read `visible` (see `constants`). */
let consulted = false;
/** How many times constant effects are re-read to reach a fixed point at most. */
const MAX_CONSTANT_PASSES = 6;

/**
 * The constant effects when they are known without computing them: the previous pass's during
 * a fixed-point pass (`visible`, and the pass is marked as having read them), none without a
 * source, or the list computed for this draft; undefined when they must be computed.
 */
function knownConstants(ctx: LcgContext): ConstantEffect[] | undefined {
	if (visible) {
		consulted = true;
		return visible;
	}
	const sources = ctx.constantSources;
	if (sources.length === 0) return NO_CONSTANTS;
	const d = draftInfo(ctx);
	const hit = d.constants;
	if (hit && hit.version === d.version && hit.modifiers === ctx.modifiers && hit.sources === sources) return hit.list;
	return undefined;
}

/**
 * Constant effects of every card in play (definitions' `constant`, « Effets Permanents »),
 * evaluated to a fixed point so that they see each other: pass 1 reads printed values and
 * lasting modifiers only; each next pass reads the effects of the previous one (a trait
 * granted by Steward of Gondor is seen by a condition on Gondor characters), until two passes
 * agree (at most 6; a card whose effect switches itself off and on stops there). Computed once
 * per snapshot and cached until the draft changes (`touch`).
 */
function constants(ctx: LcgContext): ConstantEffect[] {
	const known = knownConstants(ctx);
	if (known) return known;
	const sources = ctx.constantSources;
	const d = draftInfo(ctx);
	const version = d.version;
	const q = queryOf(ctx);
	let prev: ConstantEffect[] = NO_CONSTANTS;
	let list: ConstantEffect[] = NO_CONSTANTS;
	for (let pass = 0; pass < MAX_CONSTANT_PASSES; pass++) {
		visible = prev;
		consulted = false;
		try {
			list = [];
			for (const id of sources) {
				if (ctx.cards[id].faceDown) continue;
				const def = getDef(ctx.cards[id].cardId)!;
				for (const c of def.constant!(q, id)) {
					if (def.gives) checkGiven(def.gives, c, ctx.cards[id].cardId);
					list.push(c);
				}
			}
		} finally {
			visible = null;
		}
		// A pass that never read the previous pass's effects gives the same list whatever they
		// are: the next pass would repeat it (the fixed point is reached).
		if (!consulted || sameConstants(list, prev)) break;
		prev = list;
	}
	d.constants = { version, modifiers: ctx.modifiers, sources, list };
	return list;
}

/**
 * The constant effects to read for something of kind `kind` (a stat, an icon, a keyword, a
 * trait, a « cannot »): `constants(ctx)`, or none without computing them when no card among
 * the constant sources may give that kind (their definitions' `gives`; a definition without it
 * may give anything). Sound because `constants` checks every effect against its card's `gives`:
 * the full list then holds no effect of that kind. The list already computed for the draft is
 * returned as it is.
 */
function constantsFor(ctx: LcgContext, kind: ConstantKind): ConstantEffect[] {
	const known = knownConstants(ctx);
	if (known) return known;
	const sources = ctx.constantSources;
	for (let i = 0; i < sources.length; i++) {
		const c = ctx.cards[sources[i]];
		// A face-down source gives nothing (`constants` skips it).
		if (c.faceDown) continue;
		const gives = getDef(c.cardId)?.gives;
		if (!gives || gives.includes(kind)) return constants(ctx);
	}
	return NO_CONSTANTS;
}

/**
 * Throws when a constant effect is of a kind its card's definition does not list in `gives`
 * (a definition error: reads of that kind would skip it, `constantsFor`).
 */
function checkGiven(gives: readonly ConstantKind[], c: ConstantEffect, code: string): void {
	const bad =
		(c.stat !== undefined && !gives.includes(c.stat)) ||
		(c.icon !== undefined && !gives.includes('icon')) ||
		(c.keyword !== undefined && !gives.includes('keyword')) ||
		(c.trait !== undefined && !gives.includes('trait')) ||
		(c.cannot !== undefined && !gives.includes('cannot'));
	if (bad) throw new Error(`card ${code}: a constant effect of a kind its definition's gives does not list (${JSON.stringify(c)})`);
}

/** True when two lists of constant effects are the same, in the same order. */
function sameConstants(a: ConstantEffect[], b: ConstantEffect[]): boolean {
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) {
		const x = a[i];
		const y = b[i];
		if (x.target !== y.target || x.stat !== y.stat || x.delta !== y.delta || x.icon !== y.icon || x.keyword !== y.keyword || x.trait !== y.trait || x.cannot !== y.cannot) return false;
	}
	return true;
}

/** Keeps `ctx.constantSources` in step with a card's zone. */
function trackConstant(ctx: LcgContext, id: Iid): void {
	if (!CONSTANT_CODES.has(ctx.cards[id].cardId)) return;
	const i = ctx.constantSources.indexOf(id);
	const on = isInPlayZone(ctx.cards[id].zone);
	if (on && i < 0) ctx.constantSources.push(id);
	else if (!on && i >= 0) ctx.constantSources.splice(i, 1);
}

const NO_CONSTANTS: ConstantEffect[] = [];

const SHARED_PLAY_ZONES = ['attached', 'staging', 'active', 'quest'] as const;

const NONE: Iid[] = [];

/** Calls `f` for every card id in play, without building an array. */
export function forEachInPlay(ctx: LcgContext, f: (id: Iid) => void): void {
	const z = ctx.zones;
	for (const k of inPlayZones(ctx.players.length)) for (const id of z[k] ?? NONE) f(id);
}

const IN_PLAY_ZONES: Zone[][] = [];
/**
 * The names of the zones in play with `seats` players, in the order of `allInPlay`: each
 * seat's play area then engagement area, then the shared zones (one array per player count).
 */
export function inPlayZones(seats: number): readonly Zone[] {
	let a = IN_PLAY_ZONES[seats];
	if (!a) {
		a = [];
		for (let s = 0; s < seats; s++) a.push(playZone(s), engagedZone(s));
		a.push(...SHARED_PLAY_ZONES);
		IN_PLAY_ZONES[seats] = a;
	}
	return a;
}

let queryFactory: ((ctx: LcgContext) => import('./effects/api').Query) | null = null;
/** Wires the Query implementation (effects/api.ts) without an import cycle. */
export function setQueryFactory(f: (ctx: LcgContext) => import('./effects/api').Query): void {
	queryFactory = f;
}
function queryOf(ctx: LcgContext) {
	if (!queryFactory) throw new Error('LCG query factory not wired');
	return queryFactory(ctx);
}

const BASE: Record<Stat, keyof CardData> = {
	willpower: 'willpower',
	attack: 'attack',
	defense: 'defense',
	health: 'health',
	threat: 'threat',
	engagementCost: 'engagementCost',
	questPoints: 'questPoints'
};

/**
 * The current value of a stat, in the layers of « Effets Persistants » (FFG Rules Reference
 * order): the printed value; then « set » effects (the latest wins); then the additive
 * modifiers and constant effects; never below 0. An « ignore » effect (the card does not
 * count that stat: Radagast's Cunning, Despair) makes it 0 whatever the other layers say. A
 * hero's `threat` is its threat cost. Face-down cards have no stats (0), except an Orc Guard
 * (1 attack, 1 defence, 1 hit point: rulebook FAQ « Garde Orque »).
 */
export function stat(ctx: LcgContext, id: Iid, s: Stat): number {
	const inst = ctx.cards[id];
	if (inst.faceDown) return inst.tokens.orcGuard && (s === 'attack' || s === 'defense' || s === 'health') ? 1 : 0;
	const base = cardData(inst.cardId)[BASE[s]];
	let v = typeof base === 'number' ? base : 0;
	let delta = 0;
	for (const m of ctx.modifiers) {
		if (m.target !== id || m.stat !== s) continue;
		if (m.ignore) return 0;
		if (m.set !== undefined) v = m.set;
		else delta += m.delta;
	}
	v += delta;
	if (ctx.constantSources.length > 0 && isInPlayZone(inst.zone)) for (const c of constantsFor(ctx, s)) if (c.target === id && c.stat === s && c.delta) v += c.delta;
	return Math.max(0, v);
}

/**
 * True when a constant effect says the character cannot attack or cannot defend (Gandalf's
 * Map: « Attached hero cannot attack or defend »).
 */
export function cannot(ctx: LcgContext, id: Iid, what: 'attack' | 'defend'): boolean {
	if (ctx.constantSources.length === 0) return false;
	for (const c of constantsFor(ctx, 'cannot')) if (c.target === id && c.cannot === what) return true;
	return false;
}

/** The card's keywords: printed ones plus those given by constant effects. */
export function keywords(ctx: LcgContext, id: Iid): Keyword[] {
	const inst = ctx.cards[id];
	if (inst.faceDown) return [];
	const out = cardData(inst.cardId).keywords.slice();
	if (isInPlayZone(inst.zone)) for (const c of constantsFor(ctx, 'keyword')) if (c.target === id && c.keyword && !out.includes(c.keyword)) out.push(c.keyword);
	return out;
}

/** True when the card has the keyword now. */
export function hasKeyword(ctx: LcgContext, id: Iid, k: Keyword): boolean {
	return keywords(ctx, id).includes(k);
}

/** The card's traits: printed plus granted (face-down cards have none: FAQ « Garde Orque »). */
export function traits(ctx: LcgContext, id: Iid): string[] {
	const inst = ctx.cards[id];
	if (inst.faceDown) return [];
	const out = cardData(inst.cardId).traits.slice();
	if (isInPlayZone(inst.zone)) for (const c of constantsFor(ctx, 'trait')) if (c.target === id && c.trait && !out.includes(c.trait)) out.push(c.trait);
	return out;
}

/** A hero's resource icons (« Icônes de ressource »): its sphere plus granted icons. Not a hero: none. */
export function resourceIcons(ctx: LcgContext, id: Iid): Sphere[] {
	const inst = ctx.cards[id];
	const d = cardData(inst.cardId);
	if (d.type !== 'hero' || !d.sphere) return [];
	const out: Sphere[] = [d.sphere];
	for (const c of constantsFor(ctx, 'icon')) if (c.target === id && c.icon && !out.includes(c.icon)) out.push(c.icon);
	return out;
}

/** True when `resourceIcons(ctx, id)` includes `sphere` (without building the list). */
export function hasResourceIcon(ctx: LcgContext, id: Iid, sphere: Sphere): boolean {
	const d = cardData(ctx.cards[id].cardId);
	if (d.type !== 'hero' || !d.sphere) return false;
	if (d.sphere === sphere) return true;
	for (const c of constantsFor(ctx, 'icon')) if (c.target === id && c.icon === sphere) return true;
	return false;
}

/** True for heroes and allies (« Personnage »). */
export function isCharacterData(d: CardData): boolean {
	return d.type === 'hero' || d.type === 'ally';
}

/**
 * Characters (heroes and allies) in play controlled by `seat` (any seat when omitted). A
 * face-down hero (the prisoner of Escape from Dol Guldur) « cannot be used »: it is left out.
 */
export function characters(ctx: LcgContext, seat?: number): Iid[] {
	const seats = seat === undefined ? ctx.players.map((_, i) => i) : [seat];
	const out: Iid[] = [];
	for (const s of seats) for (const id of zoneIds(ctx, playZone(s))) if (!ctx.cards[id].faceDown && isCharacterData(dataOf(ctx, id))) out.push(id);
	return out;
}

/** Heroes in play controlled by `seat` that may be used (not the face-down prisoner). */
export function heroes(ctx: LcgContext, seat: number): Iid[] {
	return zoneIds(ctx, playZone(seat)).filter((id) => !ctx.cards[id].faceDown && dataOf(ctx, id).type === 'hero');
}

/**
 * True for an enemy: an enemy card face up, or a face-down « Orc Guard » (a player card that
 * acts as an enemy, Tower Gate and Out of the Dungeons).
 */
export function isEnemy(ctx: LcgContext, id: Iid): boolean {
	const c = ctx.cards[id];
	return c.faceDown ? !!c.tokens.orcGuard : dataOf(ctx, id).type === 'enemy';
}

/** Enemies engaged with `seat`, in engagement order (Orc Guards included). */
export function engagedWith(ctx: LcgContext, seat: number): Iid[] {
	return zoneIds(ctx, engagedZone(seat)).filter((id) => isEnemy(ctx, id));
}

/** Every enemy in play (staging area and engaged). */
export function enemiesInPlay(ctx: LcgContext): Iid[] {
	const out = zoneIds(ctx, 'staging').filter((id) => !ctx.cards[id].faceDown && dataOf(ctx, id).type === 'enemy');
	for (let s = 0; s < ctx.players.length; s++) out.push(...engagedWith(ctx, s));
	return out;
}

/** The seat an enemy is engaged with, or null. */
export function engagedSeat(ctx: LcgContext, enemy: Iid): number | null {
	const z = ctx.cards[enemy].zone;
	return z.startsWith('engaged:') ? Number(z.slice(8)) : null;
}

/** The seat a per-player zone belongs to, or null for a shared zone. */
export function zoneSeat(zone: Zone): number | null {
	const i = zone.indexOf(':');
	return i < 0 ? null : Number(zone.slice(i + 1));
}

/** Attachments on a card, in order. */
export function attachmentsOf(ctx: LcgContext, host: Iid): Iid[] {
	return zoneIds(ctx, 'attached').filter((id) => ctx.cards[id].attachedTo === host);
}

/** Shadow cards dealt to an enemy, in order. */
export function shadowsOf(ctx: LcgContext, enemy: Iid): Iid[] {
	return zoneIds(ctx, 'shadow').filter((id) => ctx.cards[id].attachedTo === enemy);
}

/** The active location, or null. */
export function activeLocation(ctx: LcgContext): Iid | null {
	return zoneIds(ctx, 'active')[0] ?? null;
}

/** The current quest card, or null. */
export function questCard(ctx: LcgContext): Iid | null {
	return zoneIds(ctx, 'quest')[0] ?? null;
}

/** True when a card with this English title is in play (« Cartes Uniques »). */
export function titleInPlay(ctx: LcgContext, title: string): boolean {
	const z = ctx.zones;
	for (const k of inPlayZones(ctx.players.length)) {
		const ids = z[k];
		if (ids)
			for (let i = 0; i < ids.length; i++) {
				const c = ctx.cards[ids[i]];
				if (!c.faceDown && cardData(c.cardId).name === title) return true;
			}
	}
	return false;
}

/** Creates a card instance in a zone (at the bottom) and returns its id. */
export function createInstance(ctx: LcgContext, cardId: string, zone: Zone, owner: number | null): Iid {
	const id = `i${ctx.nextId++}`;
	const inst: CardInstance = {
		id,
		cardId,
		owner,
		controller: owner,
		zone,
		exhausted: false,
		damage: 0,
		resources: 0,
		progress: 0,
		faceDown: false,
		attachedTo: null,
		tokens: {}
	};
	const d = draftInfo(ctx);
	d.owned.add(inst);
	const cards: WithIds = ownCards(ctx, d);
	if (!(id in cards)) {
		// The list may be shared with the record this one was copied from: appended in place
		// only when this draft made it.
		const ids = cardIds(cards);
		if (d.owned.has(ids)) ids.push(id);
		else d.owned.add(setCardIds(cards, [...ids, id]));
	}
	cards[id] = inst;
	mutZone(ctx, zone).push(id);
	trackConstant(ctx, id);
	return id;
}

/**
 * Moves a card to a zone (top, or bottom when `bottom`). A card leaving play loses its
 * tokens, exhaustion, modifiers and commitment; its attachments and shadow cards are
 * discarded (« Si la carte ayant un attachement quitte le jeu, la carte attachement est
 * également défaussée »). Returns the ids of attachments/shadows that were discarded with it.
 */
export function moveCard(ctx: LcgContext, id: Iid, to: Zone, bottom = false): Iid[] {
	const inst = mut(ctx, id);
	const from = inst.zone;
	const arr = mutZone(ctx, from);
	const i = arr.indexOf(id);
	if (i >= 0) arr.splice(i, 1);
	const dest = mutZone(ctx, to);
	if (bottom || !isDeckZone(to)) dest.push(id);
	else dest.unshift(id);
	inst.zone = to;
	trackConstant(ctx, id);
	const dropped: Iid[] = [];
	if (isInPlayZone(from) && !isInPlayZone(to)) {
		inst.exhausted = false;
		inst.damage = 0;
		inst.resources = 0;
		inst.progress = 0;
		inst.tokens = {};
		inst.attachedTo = null;
		inst.controller = inst.owner;
		ctx.modifiers = ctx.modifiers.filter((m) => m.target !== id);
		if (ctx.delayed?.some((d) => d.whileInPlay === id)) ctx.delayed = ctx.delayed.filter((d) => d.whileInPlay !== id);
		ctx.committed = ctx.committed.filter((c) => c !== id);
		// « Limite »: uses belong to the card while it stays in play; back in play it is a new card.
		for (const k in ctx.limits) if (k.startsWith(`${id}#`)) delete ctx.limits[k];
		for (const a of attachmentsOf(ctx, id)) {
			dropped.push(a);
			moveCard(ctx, a, leavePlayZone(ctx, a));
		}
		for (const s of shadowsOf(ctx, id)) {
			dropped.push(s);
			moveCard(ctx, s, 'encounterDiscard');
		}
		for (const g of zoneIds(ctx, 'staging').slice()) if (ctx.cards[g].attachedTo === id) mut(ctx, g).attachedTo = null;
	}
	inst.faceDown = to === 'encounterDeck' || to.startsWith('deck:') || to === 'questDeck' || to === 'shadow';
	if ((to !== 'attached' && to !== 'shadow' && to !== 'staging') || (from === 'attached' && to !== 'attached')) inst.attachedTo = null;
	return dropped;
}

/**
 * Where a card in play goes when it is discarded: a detached objective returns to the staging
 * area (« If detached, return ... to the staging area »), a card that says so to the top of the
 * encounter deck (Banks of the Anduin), else its discard pile.
 */
export function leavePlayZone(ctx: LcgContext, id: Iid): Zone {
	const c = ctx.cards[id];
	if (c.zone === 'attached' && dataOf(ctx, id).type === 'objective') return 'staging';
	if (getDef(c.cardId)?.leavesPlayToEncounterTop) return 'encounterDeck';
	return discardZoneOf(ctx, id);
}

/** Decks keep index 0 as the top card; other zones grow at the end. */
function isDeckZone(z: Zone): boolean {
	return z.startsWith('deck:') || z === 'encounterDeck' || z === 'questDeck';
}

/** The discard pile a card goes to: its owner's, or the encounter discard pile. */
export function discardZoneOf(ctx: LcgContext, id: Iid): Zone {
	const inst = ctx.cards[id];
	return inst.owner === null ? 'encounterDiscard' : `discard:${inst.owner}`;
}

/** Pushes effects so that they run in the given order, before what was pending. */
export function pushEffects(ctx: LcgContext, effects: Effect[]): void {
	for (let i = effects.length - 1; i >= 0; i--) ctx.pending.push(effects[i]);
}

/** Appends a log line. */
export function log(ctx: LcgContext, key: string, params?: Record<string, string | number>, seat?: number): void {
	const e: LogEntry = { key };
	if (params) e.params = params;
	if (seat !== undefined) e.seat = seat;
	appendLog(ctx, e);
}

/**
 * Appends an entry to the log of the draft `ctx`: the log array is shared with the snapshot
 * the draft was copied from (`cloneCtx`) until this first append copies it. Every writer of
 * the log goes through here.
 */
export function appendLog(ctx: LcgContext, e: LogEntry): void {
	const d = draftInfo(ctx);
	if (!d.owned.has(ctx.log)) {
		ctx.log = ctx.log.slice();
		d.owned.add(ctx.log);
	}
	ctx.log.push(e);
}

/** A log/label entry naming a card instance: `{ key: 'lcg_opt_card', params: { card: code } }`. */
export function cardLabel(ctx: LcgContext, id: Iid): LogEntry {
	return { key: 'lcg_opt_card', params: { card: ctx.cards[id].cardId } };
}

/** Short card reference for log params: the code of the card (the UI turns it into a name). */
export function cardRef(ctx: LcgContext, id: Iid): string {
	return ctx.cards[id].cardId;
}

/** Total threat in the staging area (« total de Menace »). Guarded objectives have none. */
export function stagingThreat(ctx: LcgContext): number {
	let t = 0;
	for (const id of zoneIds(ctx, 'staging')) t += stat(ctx, id, 'threat');
	// « augmentez le total de Menace de la zone de cheminement » (Under the Shadow).
	for (const m of ctx.modifiers) if (m.target === 'staging') t += m.delta;
	return Math.max(0, t);
}

/** True when the seat's player cannot draw cards now (e.g. Enchanted Stream is active). */
export function cannotDraw(ctx: LcgContext, seat: number): boolean {
	for (const id of allInPlay(ctx)) {
		const def = getDef(ctx.cards[id].cardId);
		if (def?.cannotDraw?.(queryOf(ctx), id, seat)) return true;
	}
	return false;
}
