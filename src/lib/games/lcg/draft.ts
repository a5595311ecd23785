/**
 * The LCG's drafts (copy-on-write contexts): one transition works on a draft of the context
 * (`cloneCtx`) and changes card instances and zones only through `mut`, `mutZone`, `setZone`
 * (and `createInstance` in state.ts), which copy what they change first, so a snapshot someone
 * holds never changes. Split from state.ts (reading and moving cards), which re-exports it.
 */
import type { ConstantEffect } from './effects/api';
import type { CardInstance, Iid, LcgContext, LcgEvent, Modifier, PlayerState, Zone } from './types';

/** The constant effects computed for a draft at one write count (state.ts `constants`). */
export interface ConstantCache {
	version: number;
	modifiers: Modifier[];
	sources: Iid[];
	list: ConstantEffect[];
}

/**
 * A copy of the context for one transition (a draft). Copy-on-write: the draft shares the
 * `cards` and `zones` records, the card instances and the zone arrays with `ctx`; `mut`,
 * `mutZone` and `createInstance` copy what they change first, so `ctx` (a snapshot someone
 * holds) never changes. The log array is shared until the draft's first line (`appendLog`
 * copies it); its entries are shared (never changed).
 * Plain JSON only. A spread of `ctx` (the modifiers, the decision and the log, never changed in
 * place, are shared; the log is copied on the draft's first line, `appendLog`): the copy keeps
 * the field order of `ctx`, and every context has every field from `emptyContext` on (the
 * optional ones too), so that all contexts share one hidden class and the engine's reads stay
 * monomorphic. (An object literal instead gave the same single shape to the drafts, but XState's
 * `assign`, `Object.assign({}, context, update)`, then made the snapshot's context a
 * dictionary-mode object.)
 */
export function cloneCtx(ctx: LcgContext): LcgContext {
	const c = ctx.combat;
	const a = c.attack;
	const pa = c.playerAttack;
	// The spread first, then each field that is copied deeper set on it (one store each to a field
	// the copy already has, so its shape stays that of `ctx`), rather than one literal spreading
	// `ctx` and overriding them: the same object, made with fewer steps. The players are copied
	// by a loop (their array carries the draft record's symbol property, which sends `map` off
	// its fast path).
	const o = { ...ctx };
	const players = ctx.players;
	const ps: PlayerState[] = [];
	for (let i = 0; i < players.length; i++) ps.push(copyPlayer(players[i]));
	o.players = ps;
	o.quest = { stage: ctx.quest.stage, progress: ctx.quest.progress };
	o.committed = ctx.committed.slice();
	o.done = ctx.done.slice();
	o.selection = ctx.selection.slice();
	o.combat = {
		attacked: c.attacked.slice(),
		attack: a ? { ...a, defenders: a.defenders.slice(), sentinelSeats: a.sentinelSeats.slice() } : null,
		struck: c.struck.slice(),
		playerAttack: pa ? { ...pa, attackers: pa.attackers.slice() } : null,
		doneAttacking: c.doneAttacking.slice()
	};
	o.constantSources = ctx.constantSources.slice();
	o.pending = ctx.pending.slice();
	o.limits = { ...ctx.limits };
	o.flags = ctx.flags.slice();
	o.rng = ctx.rng.slice();
	return o;
}

/** A copy of a player's record (its hero list copied). */
function copyPlayer(p: PlayerState): PlayerState {
	return { threat: p.threat, eliminated: p.eliminated, heroes: p.heroes.slice(), mulliganed: p.mulliganed };
}

/**
 * What a draft knows about itself, kept on its identity (its `players` array, copied by every
 * `cloneCtx` and never replaced: XState's `assign` shallow-copies the context object, so the
 * object itself is no identity) under a non-enumerable symbol property (never serialized or
 * copied: JSON, spreads and structuredClone skip it).
 * - `owned`: the card instances, zone arrays and `cards`/`zones` records this draft made (it
 *   may change them in place; anything else is shared with a snapshot and copied first);
 * - `version`: the write counter (see `touch`);
 * - `generation`: flow.ts's copy-on-write generation of the draft (-1: none);
 * - `constants`: the constant effects computed at `version` (see `constants`);
 * - `legal`: the legal events computed at `version` (flow.ts `legalEvents`);
 * - `actionCards`: the cards in play with an Action at `version` (play.ts `actionCards`).
 * A plain Set per draft rather than WeakMaps: it is dropped with the draft, at no cost to the
 * garbage collector's weak tables.
 */
export interface DraftInfo {
	owned: Set<object>;
	version: number;
	generation: number;
	constants: ConstantCache | null;
	legal: { version: number; cards: object; decision: unknown; pending: unknown; bySeat: LcgEvent[][] } | null;
	actionCards: { version: number; cards: object; zones: object; ids: Iid[] } | null;
}

const DRAFT = Symbol('lcg-draft');
type WithDraft = object & { [DRAFT]?: DraftInfo };

/** The draft record of `ctx` (created on first use; a finished snapshot's is never changed again). */
export function draftInfo(ctx: LcgContext): DraftInfo {
	const p = ctx.players as WithDraft;
	// Most calls in a row are for the same draft (every write and cached read asks for it).
	if (p === lastPlayers) return lastInfo!;
	let d = p[DRAFT];
	if (!d) {
		d = { owned: new Set(), version: 0, generation: -1, constants: null, legal: null, actionCards: null };
		Object.defineProperty(p, DRAFT, { value: d, writable: false, enumerable: false });
	}
	lastPlayers = p;
	lastInfo = d;
	return d;
}

/** The players array (a draft's identity) `draftInfo` answered last, and its record (never replaced: the property is read-only). */
let lastPlayers: object | null = null;
let lastInfo: DraftInfo | null = null;

/** The `cards` record of the draft, writable (copied first when shared with a snapshot). */
export function ownCards(ctx: LcgContext, d: DraftInfo): Record<Iid, CardInstance> {
	if (!d.owned.has(ctx.cards)) {
		ctx.cards = copyCards(ctx.cards);
		d.owned.add(ctx.cards);
	}
	return ctx.cards;
}

/*
 * The ids of a `cards` record, in order, kept on the record under a non-enumerable symbol
 * property (never serialized or copied by spreads, JSON or structuredClone): copying a record of
 * a few hundred cards from this list is about twice as fast as a for-in, which collects and
 * sorts the keys of V8's dictionary-mode object on every copy. A record made elsewhere (setup,
 * tests, a restored snapshot) gets its list from `Object.keys` on its first copy; `createInstance`
 * is the only writer that adds an id (to a list this draft made, else to a new one).
 */
const CARD_IDS = Symbol('lcg-card-ids');
export type WithIds = Record<Iid, CardInstance> & { [CARD_IDS]?: Iid[] };

/** The ids of a cards record (see CARD_IDS). */
export function cardIds(r: WithIds): Iid[] {
	return r[CARD_IDS] ?? setCardIds(r, Object.keys(r));
}

/** Records `ids` as the id list of the cards record `r` (see CARD_IDS). */
export function setCardIds(r: WithIds, ids: Iid[]): Iid[] {
	Object.defineProperty(r, CARD_IDS, { value: ids, writable: true, enumerable: false, configurable: true });
	return ids;
}

/**
 * A shallow copy of a cards record, from its id list. The copy has no prototype
 * (`Object.create(null)`): a record of a few hundred ids is a dictionary-mode object anyway, and
 * one made without a prototype starts as one instead of being converted after its first
 * properties (about 40 % faster to fill: 7.5 against 12.2 µs for 139 cards in Node 20). It reads,
 * iterates and serializes as any record (`in`, `Object.keys`, for-in, JSON); nothing calls
 * Object.prototype methods on it.
 */
function copyCards(r: WithIds): Record<Iid, CardInstance> {
	const ids = cardIds(r);
	const o: WithIds = Object.create(null);
	for (let i = 0; i < ids.length; i++) {
		const k = ids[i];
		o[k] = r[k];
	}
	setCardIds(o, ids);
	return o;
}

/** The `zones` record of the draft, writable (copied first when shared with a snapshot). */
function ownZones(ctx: LcgContext, d: DraftInfo): Record<string, Iid[]> {
	if (!d.owned.has(ctx.zones)) {
		ctx.zones = copyRecord(ctx.zones);
		d.owned.add(ctx.zones);
	}
	return ctx.zones;
}

/** A shallow copy of a large record (a for-in copy: several times faster than a spread on V8's dictionary-mode objects). */
function copyRecord<T>(r: Record<string, T>): Record<string, T> {
	const o: Record<string, T> = {};
	for (const k in r) o[k] = r[k];
	return o;
}

/**
 * The card instance `id`, writable: copied first if the draft `ctx` does not own it yet, so a
 * snapshot someone holds is never changed (contexts share unchanged card instances).
 */
export function mut(ctx: LcgContext, id: Iid): CardInstance {
	const c = ctx.cards[id];
	const d = draftInfo(ctx);
	d.version++;
	if (d.owned.has(c)) return c;
	const n = copyInstance(c);
	d.owned.add(n);
	ownCards(ctx, d)[id] = n;
	return n;
}

/**
 * A copy of a card instance: an object literal in the order of `createInstance`'s, so that
 * copies and new instances share one hidden class (a spread gave copies a second one).
 */
function copyInstance(c: CardInstance): CardInstance {
	return {
		id: c.id,
		cardId: c.cardId,
		owner: c.owner,
		controller: c.controller,
		zone: c.zone,
		exhausted: c.exhausted,
		damage: c.damage,
		resources: c.resources,
		progress: c.progress,
		faceDown: c.faceDown,
		attachedTo: c.attachedTo,
		tokens: c.tokens
	};
}

/** The array of a zone, writable in the draft `ctx` (copied first if shared with a snapshot). */
export function mutZone(ctx: LcgContext, zone: Zone): Iid[] {
	const a = ctx.zones[zone];
	const d = draftInfo(ctx);
	d.version++;
	if (a && d.owned.has(a)) return a;
	const n = a ? a.slice() : [];
	d.owned.add(n);
	ownZones(ctx, d)[zone] = n;
	return n;
}

/** Replaces the whole content of a zone in the draft (a shuffle). */
export function setZone(ctx: LcgContext, zone: Zone, ids: Iid[]): void {
	const d = draftInfo(ctx);
	d.version++;
	d.owned.add(ids);
	ownZones(ctx, d)[zone] = ids;
}
