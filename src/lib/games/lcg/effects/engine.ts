/**
 * The effect engine (LCG-DESIGN.md "Three layers", layer 2): `resolve(ctx)` runs the
 * pending-effect stack until it is empty or its top needs a player's decision.
 *
 * Effects are plain records (types.ts `Effect`). Game events (`emit`) collect triggers of
 * the cards concerned: Forced effects first (« Un effet forcé est automatiquement
 * déclenché »; simultaneous ones ordered by the first player, « Effets simultanés »), then
 * Responses (« Réponses », always optional), offered to each player in turn order as a
 * decision with "decline". After every effect the state is checked: characters and enemies
 * with damage ≥ hit points are destroyed (« Points de Vie et Dégâts »), players at 50 threat
 * or without heroes are eliminated, and a quest stage with enough progress is defeated at
 * once (« Avancement de la Quête »).
 */
import type { LogEntry } from '$lib/engine/types';
import { forcedCodes, getDef, responseCodes } from '../cards/registry';
import '../cards/index';
import { cardData } from '../data/cards';
import {
	eliminatePlayer,
	ELIMINATION_THREAT,
	cardPayments,
	changeThreat,
	drawCards,
	engageEnemy,
	placeProgress,
	revealCard,
	encounterTop,
	runRule,
	shuffleZone,
	stageDefeatable,
	winGame,
	applyPay,
	randomIndex
} from '../rules';
import {
	allInPlay,
	appendLog,
	cardLabel,
	cardRef,
	dataOf,
	discardZoneOf,
	handZone,
	inPlayZones,
	inPlay,
	leavePlayZone,
	log,
	moveCard,
	mut,
	playZone,
	pushEffects,
	stat,
	titleInPlay,
	touch,
	turnOrder,
	zoneIds
} from '../state';
import type { DecisionOption, Effect, Iid, Json, LcgContext, Pay, TriggerEvent } from '../types';
import { QueryImpl } from './api';
import { runHook } from './hooks';

/** Safety net: a stack that runs this many effects without a decision is a bug. */
const MAX_EFFECTS = 20000;

/**
 * Runs the pending stack until it is empty, a decision is open, or the game is over.
 * @throws Error when an effect loops (more than 20 000 effects in one go)
 */
export function resolve(ctx: LcgContext): void {
	let n = 0;
	touch(ctx);
	// True while the last state checks changed nothing and nothing they read has changed since.
	let settled = false;
	if (ctx.pending.length > 0) settled = !stateChecks(ctx);
	while (!ctx.decision && ctx.pending.length > 0 && !ctx.outcome) {
		if (++n > MAX_EFFECTS) throw new Error('LCG effect stack does not end');
		const top = ctx.pending[ctx.pending.length - 1];
		if (top.k === 'choose' || top.k === 'order' || top.k === 'offer') {
			// Without a decision opened, only `ctx.pending` changed: `settled` still holds.
			if (openDecision(ctx, top)) break;
			continue;
		}
		ctx.pending.pop();
		applyEffect(ctx, top);
		touch(ctx);
		// An emit only pushes effects (Forced effects, an offer of Responses; `emit` reads the
		// state and changes only `ctx.pending`, which the checks never read): checks that found
		// nothing to do just before would find nothing again, so they are not run twice.
		if (top.k === 'emit' && settled) continue;
		settled = !stateChecks(ctx);
	}
	if (ctx.outcome) {
		ctx.pending = [];
		ctx.decision = null;
	}
}

/** Zones whose cards nobody sees (decks). */
function isHiddenZone(z: string | undefined): boolean {
	return !!z && (z.startsWith('deck:') || z === 'encounterDeck' || z === 'questDeck');
}

/** True when a card nobody sees is meant: one in a deck, or a face-down card (a shadow card not yet resolved). */
function isHidden(ctx: LcgContext, id: string): boolean {
	const c = ctx.cards[id];
	return !!c && (c.faceDown || isHiddenZone(c.zone));
}

/** True when nothing is pending, no decision is open and the game goes on. */
export function isIdle(ctx: LcgContext): boolean {
	return ctx.pending.length === 0 && !ctx.decision && !ctx.outcome;
}

/** Replaces every '$choice' string in a JSON value. */
function subst<T>(x: T, v: Json): T {
	if (x === '$choice') return v as T;
	if (Array.isArray(x)) return x.map((e) => subst(e, v)) as T;
	if (x && typeof x === 'object') {
		const o: Record<string, unknown> = {};
		for (const [k, e] of Object.entries(x)) o[k] = subst(e, v);
		return o as T;
	}
	return x;
}

/* ------------------------------------------------------------ decisions */

/** Opens the decision of a choose/order/offer effect on top; false when it resolved without one. */
function openDecision(ctx: LcgContext, e: Effect): boolean {
	if (e.k === 'choose') {
		if (ctx.players[e.seat]?.eliminated) {
			ctx.pending.pop();
			return false;
		}
		if (e.options.length === 0) {
			ctx.pending.pop();
			return false;
		}
		if (e.options.length === 1 && !e.optional) {
			ctx.pending.pop();
			pushEffects(ctx, subst(e.then, e.options[0].value));
			return false;
		}
		const options = e.optional ? [...e.options, { value: 'decline', label: { key: 'lcg_opt_decline' } }] : e.options;
		ctx.decision = { seat: e.seat, prompt: e.prompt, options, source: e.source };
		// Choosing among cards of a deck (a search) or looking at a face-down card (Dark Knowledge
		// on a shadow card) shows them: undo must not go back past it.
		if (options.some((o) => typeof o.value === 'string' && isHidden(ctx, o.value))) ctx.reveals++;
		return true;
	}
	if (e.k === 'order') {
		if (e.items.length <= 1) {
			ctx.pending.pop();
			pushEffects(ctx, e.items);
			return false;
		}
		ctx.decision = {
			seat: ctx.firstPlayer,
			prompt: { key: 'lcg_prompt_order' },
			options: e.items.map((_, i) => ({ value: i, label: e.labels[i] })),
			source: null
		};
		return true;
	}
	if (e.k === 'offer') {
		const alive = e.seats.filter((s) => !ctx.players[s].eliminated);
		if (alive.length !== e.seats.length) {
			ctx.pending[ctx.pending.length - 1] = { ...e, seats: alive };
			return false;
		}
		if (e.seats.length === 0) {
			ctx.pending.pop();
			return false;
		}
		const seat = e.seats[0];
		const options = responseOptions(ctx, e.ev, seat, e.used);
		if (options.length === 0) {
			ctx.pending.pop();
			if (e.seats.length > 1) ctx.pending.push({ ...e, seats: e.seats.slice(1) });
			return false;
		}
		ctx.decision = {
			seat,
			prompt: { key: 'lcg_prompt_response' },
			options: [...options, { value: 'decline', label: { key: 'lcg_opt_decline' } }],
			source: null
		};
		return true;
	}
	return false;
}

/**
 * Applies the player's choice to the open decision and resumes the stack.
 * @throws Error when no decision is open or the value is not one of its options
 */
export function choose(ctx: LcgContext, value: Json): void {
	const d = ctx.decision;
	if (!d) throw new Error('no decision is open');
	// The same value object (an event built from the decision's options) needs no serialization.
	if (!d.options.some((o) => o.value === value) && !d.options.some((o) => JSON.stringify(o.value) === JSON.stringify(value))) throw new Error('not an option of the decision');
	ctx.decision = null;
	const e = ctx.pending.pop()!;
	if (e.k === 'choose') {
		if (value !== 'decline') pushEffects(ctx, subst(e.then, value));
	} else if (e.k === 'order') {
		const i = value as number;
		const rest = e.items.filter((_, j) => j !== i);
		const labels = e.labels.filter((_, j) => j !== i);
		pushEffects(ctx, [e.items[i], { k: 'order', seat: e.seat, items: rest, labels }]);
	} else if (e.k === 'offer') {
		if (value === 'decline') {
			if (e.seats.length > 1) ctx.pending.push({ ...e, seats: e.seats.slice(1) });
		} else {
			const v = value as { src?: Iid; r?: number; play?: Iid; t?: Json; pay?: Pay | null; x?: number };
			const key = v.play ?? `${v.src}:${v.r}`;
			const again: Effect = { ...e, used: [...e.used, key] };
			const seat = e.seats[0];
			applyPay(ctx, v.pay ?? undefined);
			if (v.play) {
				const code = ctx.cards[v.play].cardId;
				log(ctx, 'lcg_log_play', { card: code }, seat);
				moveCard(ctx, v.play, 'limbo');
				pushEffects(ctx, [
					{ k: 'hook', card: code, hook: '#play', self: v.play, args: { seat, target: v.t ?? null, ev: e.ev as unknown as Json, x: v.x ?? 0 } },
					{ k: 'rule', name: 'playResolved', args: { card: v.play } },
					again
				]);
			} else {
				const code = ctx.cards[v.src!].cardId;
				log(ctx, 'lcg_log_response', { card: code }, seat);
				pushEffects(ctx, [{ k: 'hook', card: code, hook: `#response:${v.r}`, self: v.src!, args: { seat, target: v.t ?? null, ev: e.ev as unknown as Json } }, again]);
			}
		}
	}
	resolve(ctx);
}

/* ------------------------------------------------------------- triggers */

/** The cards an event is about (its subject cards). */
function subjects(ev: TriggerEvent): Iid[] {
	const out: Iid[] = [];
	const e = ev as Record<string, unknown>;
	if (typeof e.card === 'string') out.push(e.card);
	if (typeof e.enemy === 'string') out.push(e.enemy);
	if (typeof e.location === 'string') out.push(e.location);
	if (typeof e.stage === 'string') out.push(e.stage);
	if (typeof e.defender === 'string') out.push(e.defender);
	if (ev.type === 'committed') for (const id of ev.cards) out.push(id);
	return out;
}

/**
 * Cards whose triggers may answer an event: every card in play, plus its subject cards wherever
 * they are (face-down cards left out), in that order; only those whose code is in `codes` or
 * `more` (the registry's index of the codes that answer the event: the callers skip any other).
 */
function candidates(ctx: LcgContext, ev: TriggerEvent, subj: Iid[], codes: ReadonlySet<string> | undefined, more?: ReadonlySet<string>): Iid[] {
	const out: Iid[] = [];
	const cards = ctx.cards;
	const z = ctx.zones;
	for (const k of inPlayZones(ctx.players.length)) {
		const ids = z[k];
		if (!ids) continue;
		for (let i = 0; i < ids.length; i++) {
			const c = cards[ids[i]];
			if (!c.faceDown && (codes?.has(c.cardId) || more?.has(c.cardId))) out.push(ids[i]);
		}
	}
	for (const s of subj) {
		const c = cards[s];
		if (c && !c.faceDown && (codes?.has(c.cardId) || more?.has(c.cardId)) && !out.includes(s)) out.push(s);
	}
	return out;
}

/**
 * Collects the Forced effects and pushes them, then an offer of Responses. Only cards whose
 * code has a Forced effect or a Response on this trigger (cards/registry.ts `forcedCodes`,
 * `responseCodes`) are looked at; an event nothing answers pushes nothing.
 */
function emit(ctx: LcgContext, ev: TriggerEvent): void {
	const forcedOn = forcedCodes(ev.type);
	const responseOn = responseCodes(ev.type);
	if (!forcedOn && !responseOn) return;
	let q: QueryImpl | null = null;
	const subj = subjects(ev);
	const forced: Effect[] = [];
	const labels: LogEntry[] = [];
	let responsesPossible = false;
	for (const id of candidates(ctx, ev, subj, forcedOn, responseOn)) {
		const code = ctx.cards[id].cardId;
		const isForced = !!forcedOn?.has(code);
		if (!isForced && (responsesPossible || !responseOn?.has(code))) continue;
		const def = getDef(code);
		if (!def) continue;
		if (isForced)
			def.forced?.forEach((f, i) => {
				if (f.on !== ev.type) return;
				if (f.when ? !f.when((q ??= new QueryImpl(ctx)), id, ev as never) : !subj.includes(id)) return;
				forced.push({ k: 'hook', card: code, hook: `#forced:${i}`, self: id, args: ev as unknown as Json });
				labels.push(cardLabel(ctx, id));
			});
		if (!responsesPossible && responseOn?.has(code) && def.responses?.some((r) => r.on === ev.type)) responsesPossible = true;
	}
	if (!responsesPossible && responseOn) {
		for (const seat of turnOrder(ctx))
			for (const id of zoneIds(ctx, handZone(seat))) {
				const code = ctx.cards[id].cardId;
				if (!responseOn.has(code)) continue;
				const d = getDef(code);
				if (d?.play?.timing === 'response' && d.play.on === ev.type) responsesPossible = true;
				if (d?.responses?.some((r) => r.from === 'hand' && r.on === ev.type)) responsesPossible = true;
			}
	}
	if (forced.length === 0 && !responsesPossible) return;
	const effects: Effect[] = [];
	const codes = new Set(forced.map((f) => (f as { card: string }).card));
	if (forced.length >= 2 && codes.size >= 2) effects.push({ k: 'order', seat: ctx.firstPlayer, items: forced, labels });
	else effects.push(...forced);
	if (responsesPossible) effects.push({ k: 'offer', ev, seats: turnOrder(ctx), used: [] });
	pushEffects(ctx, effects);
}

/**
 * The Responses `seat` may trigger now for an event: responses of cards in play (their
 * controller's, or the first player's for encounter cards) and response events in hand that
 * can be paid. Each target and each distinct payment is one option.
 */
export function responseOptions(ctx: LcgContext, ev: TriggerEvent, seat: number, used: string[]): DecisionOption[] {
	const out: DecisionOption[] = [];
	const responseOn = responseCodes(ev.type);
	if (!responseOn) return out;
	const q = new QueryImpl(ctx);
	const subj = subjects(ev);
	const fromHand = zoneIds(ctx, handZone(seat)).filter((id) => responseOn.has(ctx.cards[id].cardId) && getDef(ctx.cards[id].cardId)?.responses?.some((r) => r.from === 'hand'));
	for (const id of [...candidates(ctx, ev, subj, responseOn), ...fromHand]) {
		const inst = ctx.cards[id];
		if (!responseOn.has(inst.cardId)) continue;
		const def = getDef(inst.cardId);
		const inHand = inst.zone === `hand:${seat}`;
		def?.responses?.forEach((r, i) => {
			if (r.on !== ev.type || used.includes(`${id}:${i}`)) return;
			if ((r.from === 'hand') !== inHand) return;
			const who = r.who ?? 'controller';
			if (!inHand && (who === 'firstPlayer' ? seat !== ctx.firstPlayer : inst.controller !== seat || !inPlay(ctx, id))) return;
			if (r.when ? !r.when(q, id, ev as never, seat) : !subj.includes(id)) return;
			const targets: Json[] = r.targets ? r.targets(q, id, seat, ev as never) : [null];
			const pays: (Pay | null)[] = r.payments ? r.payments(q, id, seat, ev as never) : [null];
			for (const t of targets)
				for (const pay of pays) {
					const value: Record<string, Json> = { src: id, r: i };
					if (t !== null) value.t = t;
					if (pay) value.pay = pay;
					out.push({ value, label: optionLabel(ctx, 'lcg_opt_response', inst.cardId, t) });
				}
		});
	}
	for (const id of zoneIds(ctx, handZone(seat))) {
		if (used.includes(id) || !responseOn.has(ctx.cards[id].cardId)) continue;
		const d = dataOf(ctx, id);
		const p = getDef(d.code)?.play;
		if (!p || p.timing !== 'response' || p.on !== ev.type) continue;
		if (d.unique && allInPlay(ctx).some((x) => dataOf(ctx, x).name === d.name)) continue;
		if (p.when && !p.when(q, id, seat, ev)) continue;
		const cost = typeof d.cost === 'number' ? d.cost : 0;
		const targets: Json[] = p.targets ? p.targets(q, id, seat, ev, cost) : [null];
		const pays = cardPayments(ctx, seat, id, cost);
		for (const t of targets)
			for (const pay of pays) {
				const value: Record<string, Json> = { play: id, pay };
				if (t !== null) value.t = t;
				out.push({ value, label: optionLabel(ctx, 'lcg_opt_play', d.code, t) });
			}
	}
	return out;
}

/**
 * The label of a response option: `<base>` ({card}), `<base>_target` ({card}, {target}: a card
 * code), `<base>_player` ({card}, {seat}) or `<base>_choice` ({card}, {choice}: a word the
 * UI translates with the message `lcg_choice_<choice>`).
 */
function optionLabel(ctx: LcgContext, base: string, card: string, t: Json): LogEntry {
	if (typeof t === 'string' && ctx.cards[t]) return { key: `${base}_target`, params: { card, target: ctx.cards[t].cardId } };
	if (typeof t === 'string') return { key: `${base}_choice`, params: { card, choice: t } };
	if (typeof t === 'number') return { key: `${base}_player`, params: { card, seat: t } };
	return { key: base, params: { card } };
}

/* -------------------------------------------------------------- effects */

/**
 * Applies one effect record.
 * @throws Error for an unknown effect kind (a broken saved stack)
 */
export function applyEffect(ctx: LcgContext, e: Effect): void {
	switch (e.k) {
		case 'hook':
			if (ctx.cards[e.self]) runHook(ctx, e.card, e.hook, e.self, e.args);
			return;
		case 'damage': {
			if (!inPlay(ctx, e.target) || e.amount <= 0) return;
			// The prisoner « cannot be damaged » until rescued (The Necromancer's Tower).
			if (ctx.cards[e.target].tokens.prisoner) return;
			mut(ctx, e.target).damage += e.amount;
			log(ctx, 'lcg_log_damage', { card: cardRef(ctx, e.target), amount: e.amount });
			pushEffects(ctx, [{ k: 'emit', ev: { type: 'damaged', card: e.target, amount: e.amount } }]);
			return;
		}
		case 'heal': {
			if (!inPlay(ctx, e.target)) return;
			const c = mut(ctx, e.target);
			const n = Math.min(c.damage, e.amount);
			c.damage -= n;
			if (n > 0) log(ctx, 'lcg_log_heal', { card: c.cardId, amount: n });
			return;
		}
		case 'exhaust':
			if (inPlay(ctx, e.target)) mut(ctx, e.target).exhausted = true;
			return;
		case 'ready':
			if (inPlay(ctx, e.target)) mut(ctx, e.target).exhausted = false;
			return;
		case 'threat':
			changeThreat(ctx, e.seat, e.amount);
			return;
		case 'draw':
			if (!ctx.players[e.seat].eliminated) drawCards(ctx, e.seat, e.count);
			return;
		case 'discard': {
			const c = ctx.cards[e.card];
			if (!c || c.zone.startsWith('discard:') || c.zone === 'encounterDiscard') return;
			const was = inPlay(ctx, e.card);
			const controller = c.controller;
			const revealed = c.zone.startsWith('deck:') || c.zone.startsWith('hand:');
			moveCard(ctx, e.card, was ? leavePlayZone(ctx, e.card) : discardZoneOf(ctx, e.card));
			if (revealed) ctx.reveals++;
			log(ctx, 'lcg_log_discard', { card: c.cardId }, c.owner ?? undefined);
			if (was) pushEffects(ctx, [{ k: 'emit', ev: { type: 'leftPlay', card: e.card, cardId: c.cardId, controller } }]);
			return;
		}
		case 'move': {
			const c = ctx.cards[e.card];
			// « les cartes Héros ne peuvent pas se trouver dans la main ou le deck d'un joueur »
			if (cardData(c.cardId).type === 'hero' && (e.to.startsWith('hand:') || e.to.startsWith('deck:'))) return;
			const was = inPlay(ctx, e.card);
			const controller = c.controller;
			moveCard(ctx, e.card, e.to, e.bottom);
			if (was && !inPlay(ctx, e.card)) pushEffects(ctx, [{ k: 'emit', ev: { type: 'leftPlay', card: e.card, cardId: c.cardId, controller } }]);
			return;
		}
		case 'resources': {
			if (!inPlay(ctx, e.target)) return;
			const c = mut(ctx, e.target);
			c.resources = Math.max(0, c.resources + e.amount);
			log(ctx, 'lcg_log_resources', { card: c.cardId, amount: e.amount });
			return;
		}
		case 'progress':
			placeProgress(ctx, e.target, e.amount);
			return;
		case 'removeProgress': {
			if (e.target === 'quest') {
				const n = Math.min(ctx.quest.progress, e.amount);
				if (n <= 0) return;
				ctx.quest.progress -= n;
				log(ctx, 'lcg_log_progress_removed', { amount: n });
			} else if (inPlay(ctx, e.target)) {
				const c = mut(ctx, e.target);
				c.progress = Math.max(0, c.progress - e.amount);
			}
			return;
		}
		case 'modifier':
			if (e.mod.target === 'staging' || inPlay(ctx, e.mod.target)) ctx.modifiers = [...ctx.modifiers, { ...e.mod }];
			return;
		case 'reveal': {
			if (e.count <= 0) return;
			const top = encounterTop(ctx);
			if (!top) return;
			// A Surge whose own card is back on top of the encounter deck (Eastern Crows destroyed
			// as it was revealed and shuffled into a deck of one card) would reveal it again and
			// again without end: the chain stops there (RULES-NOTES.md "An endless Surge").
			if (e.surgeOf !== undefined && top === e.surgeOf) return;
			if (e.count > 1) ctx.pending.push({ k: 'reveal', count: e.count - 1 });
			revealCard(ctx, top);
			return;
		}
		case 'revealCard':
			revealCard(ctx, e.card);
			return;
		case 'toStaging': {
			const c = ctx.cards[e.card];
			if (!c) return;
			moveCard(ctx, e.card, 'staging');
			log(ctx, 'lcg_log_to_staging', { card: c.cardId });
			pushEffects(ctx, [{ k: 'rule', name: 'keywords', args: { card: e.card, guardOf: null, revealed: false } }]);
			return;
		}
		case 'engage':
			engageEnemy(ctx, e.enemy, e.seat);
			return;
		case 'attach': {
			if (!inPlay(ctx, e.host)) return;
			moveCard(ctx, e.card, 'attached');
			const c = mut(ctx, e.card);
			c.attachedTo = e.host;
			// « Contrôle et Propriété »: an encounter card has no controller; a player card takes its
			// host's controller, and on an enemy (nobody's) stays with the player who played it.
			// « Contrôle des cartes Objectif »: a claimed objective is controlled by the player who claimed it.
			if (cardData(c.cardId).type === 'objective') c.controller = ctx.cards[e.host].controller ?? e.seat ?? null;
			else c.controller = c.owner === null ? null : (ctx.cards[e.host].controller ?? e.seat ?? c.owner);
			log(ctx, 'lcg_log_attach', { card: c.cardId, target: cardRef(ctx, e.host) });
			pushEffects(ctx, [{ k: 'rule', name: 'restricted', args: { host: e.host } }]);
			return;
		}
		case 'shuffle':
			shuffleZone(ctx, e.zone);
			return;
		case 'emit':
			emit(ctx, e.ev);
			return;
		case 'flag':
			if (!ctx.flags.includes(e.flag)) ctx.flags.push(e.flag);
			return;
		case 'log':
			appendLog(ctx, e.entry);
			return;
		case 'rule':
			runRule(ctx, e.name, e.args);
			return;
		case 'random': {
			if (e.options.length === 0) return;
			const v = e.options[randomIndex(ctx, e.options.length)];
			ctx.reveals++;
			pushEffects(ctx, subst(e.then, v));
			return;
		}
		case 'putIntoPlay': {
			const c = ctx.cards[e.card];
			const d = cardData(c.cardId);
			if (inPlay(ctx, e.card) || ctx.players[e.seat].eliminated) return;
			// « Cartes Uniques »: a second copy of a unique title in play fails and stays where it is.
			if (d.unique && titleInPlay(ctx, d.name)) return;
			if (d.type !== 'hero' && d.type !== 'ally') return;
			moveCard(ctx, e.card, `play:${e.seat}`);
			mut(ctx, e.card).controller = e.seat;
			log(ctx, 'lcg_log_put_into_play', { card: d.code }, e.seat);
			pushEffects(ctx, [...(e.then ?? []), { k: 'emit', ev: { type: 'enteredPlay', card: e.card, seat: e.seat, played: false } }]);
			return;
		}
		case 'delay': {
			const w = e.delayed.whileInPlay;
			if (w !== null && !inPlay(ctx, w)) return;
			ctx.delayed = [...(ctx.delayed ?? []), e.delayed];
			return;
		}
		case 'control': {
			if (!inPlay(ctx, e.card) || ctx.players[e.seat].eliminated) return;
			const c = ctx.cards[e.card];
			if (c.zone.startsWith('play:')) moveCard(ctx, e.card, `play:${e.seat}`);
			mut(ctx, e.card).controller = e.seat;
			for (const a of zoneIds(ctx, 'attached')) if (ctx.cards[a].attachedTo === e.card && ctx.cards[a].owner !== null) mut(ctx, a).controller = e.seat;
			log(ctx, 'lcg_log_control', { card: c.cardId }, e.seat);
			return;
		}
		case 'prisoner': {
			if (!inPlay(ctx, e.card)) return;
			const c = mut(ctx, e.card);
			c.faceDown = e.on;
			c.tokens = { ...c.tokens };
			if (e.on) c.tokens.prisoner = 1;
			else delete c.tokens.prisoner;
			ctx.committed = ctx.committed.filter((x) => x !== e.card);
			log(ctx, e.on ? 'lcg_log_prisoner' : 'lcg_log_rescued', { card: c.cardId }, c.controller ?? undefined);
			return;
		}
		case 'orcGuard': {
			if (ctx.players[e.seat].eliminated) return;
			const top = zoneIds(ctx, `deck:${e.seat}`)[0];
			if (!top) return;
			moveCard(ctx, top, `engaged:${e.seat}`);
			const c = mut(ctx, top);
			c.faceDown = true;
			c.controller = null;
			c.tokens = { orcGuard: 1 };
			log(ctx, 'lcg_log_orc_guard', {}, e.seat);
			pushEffects(ctx, [{ k: 'emit', ev: { type: 'engaged', enemy: top, seat: e.seat } }]);
			return;
		}
		case 'token': {
			const c = mut(ctx, e.card);
			c.tokens = { ...c.tokens };
			if (e.value) c.tokens[e.name] = e.value;
			else delete c.tokens[e.name];
			return;
		}
		case 'win':
			winGame(ctx);
			return;
		case 'eliminate':
			eliminatePlayer(ctx, e.seat);
			return;
		default:
			throw new Error(`unknown LCG effect ${(e as Effect).k}`);
	}
}

/* ---------------------------------------------------------- state checks */

/**
 * The checks made after every effect: destruction at 0 hit points (characters to their
 * owner's discard pile, enemies to the encounter discard pile or the victory display),
 * elimination (threat 50, no hero left), defeat (everyone eliminated), and the defeat of the
 * current quest stage as soon as its progress is reached.
 * @returns false when it changed nothing (then, on the same state, it would change nothing again)
 */
export function stateChecks(ctx: LcgContext): boolean {
	if (ctx.outcome) return false;
	let acted = false;
	let damaged: Iid[] | null = null;
	const zones = ctx.zones;
	const cards = ctx.cards;
	for (const z of inPlayZones(ctx.players.length)) {
		const ids = zones[z];
		if (ids) for (let i = 0; i < ids.length; i++) if (cards[ids[i]].damage > 0) (damaged ??= []).push(ids[i]);
	}
	for (const id of damaged ?? []) {
		const c = ctx.cards[id];
		if ((c.faceDown && !c.tokens.orcGuard) || !inPlay(ctx, id)) continue;
		const d = cardData(c.cardId);
		if (!c.faceDown && d.type !== 'hero' && d.type !== 'ally' && d.type !== 'enemy') continue;
		if (c.damage < stat(ctx, id, 'health')) continue;
		destroy(ctx, id);
		acted = true;
	}
	for (let seat = 0; seat < ctx.players.length; seat++) {
		const p = ctx.players[seat];
		if (p.eliminated) continue;
		if (p.threat >= ELIMINATION_THREAT || !hasHero(ctx, seat)) {
			eliminatePlayer(ctx, seat);
			acted = true;
		}
	}
	if (ctx.outcome) return true;
	if (stageDefeatable(ctx)) {
		ctx.flags.push('advancing');
		ctx.pending.push({ k: 'rule', name: 'advanceStage', args: null });
		acted = true;
	}
	const qc = zoneIds(ctx, 'quest')[0];
	const won = qc ? getDef(ctx.cards[qc].cardId)?.victoryWhen : undefined;
	if (won && won(new QueryImpl(ctx), qc)) {
		winGame(ctx);
		acted = true;
	}
	return acted;
}

/** True when `seat` still controls a hero in play (stops at the first). */
function hasHero(ctx: LcgContext, seat: number): boolean {
	for (const id of zoneIds(ctx, playZone(seat))) if (cardData(ctx.cards[id].cardId).type === 'hero') return true;
	return false;
}

/** Destroys a character or an enemy (« elle est immédiatement éliminée »). */
function destroy(ctx: LcgContext, id: Iid): void {
	const c = ctx.cards[id];
	const d = cardData(c.cardId);
	// An Orc Guard is a player card: destroyed, it goes to its owner's discard pile.
	const orcGuard = c.faceDown && !!c.tokens.orcGuard;
	const kind = d.type === 'enemy' || orcGuard ? 'enemy' : 'character';
	const controller = c.controller;
	const to = orcGuard ? discardZoneOf(ctx, id) : d.type === 'enemy' ? (d.victory ? 'victory' : 'encounterDiscard') : discardZoneOf(ctx, id);
	moveCard(ctx, id, to);
	log(ctx, 'lcg_log_destroyed', { card: d.code }, controller ?? undefined);
	pushEffects(ctx, [
		{ k: 'emit', ev: { type: 'destroyed', card: id, cardId: d.code, kind } },
		{ k: 'emit', ev: { type: 'leftPlay', card: id, cardId: d.code, controller } }
	]);
}

/** A read-only query over a context (for flow and bot code). */
export function query(ctx: LcgContext): QueryImpl {
	return new QueryImpl(ctx);
}

