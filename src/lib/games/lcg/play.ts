/**
 * Paying for and playing player cards, and activating abilities (« Phase 2 : Organisation »,
 * « Paiement des Cartes Neutre », « Actions des joueurs », « Limite »): payments, the events a
 * player may send to play or activate, and what playing or activating does. Split from
 * rules.ts (which re-exports these).
 */
import type { Sphere } from './data/cards';
import { ACTION_CODES, getDef } from './cards/registry';
import { QueryImpl } from './effects/api';
import { dataOf, draftInfo, forEachInPlay, handZone, heroes, log, moveCard, mut, pushEffects, questCard, hasResourceIcon, titleInPlay, zoneIds } from './state';
import type { Iid, Json, LcgContext, LcgEvent, Pay } from './types';

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
	return heroes(ctx, seat).filter((h) => sphere === null || sphere === 'neutral' || hasResourceIcon(ctx, h, sphere));
}

/**
 * The payments of a player card from `seat`'s hand for a cost, by sphere. Cost 0 needs at
 * least one hero with a matching icon (none for a neutral card).
 */
export function cardPayments(ctx: LcgContext, seat: number, card: Iid, cost: number): Pay[] {
	const d = dataOf(ctx, card);
	const heroesOk = payingHeroes(ctx, seat, d.sphere);
	if (heroesOk.length === 0 && d.sphere !== 'neutral') return [];
	const pools: { id: Iid; amount: number }[] = [];
	for (const id of heroesOk) {
		const amount = ctx.cards[id].resources;
		if (amount > 0) pools.push({ id, amount });
	}
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
	if (mode === 'window' ? d.type !== 'event' || def?.play?.timing !== 'action' : d.type === 'event') return false;
	if (d.unique && titleInPlay(ctx, d.name)) return false;
	if (playForbidden(ctx, card, seat)) return false;
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
 * True when `seat` holds an ally or attachment they could play in their planning step but for
 * its cost (an Action might pay for it: Steward of Gondor).
 */
export function holdsPlanningCard(ctx: LcgContext, seat: number): boolean {
	return zoneIds(ctx, handZone(seat)).some((id) => {
		const t = dataOf(ctx, id).type;
		return (t === 'ally' || t === 'attachment') && playableKind(ctx, seat, id, 'planning');
	});
}

/** True when a card in play forbids `seat` to play `card` now (The Necromancer's Tower: 1 ally per round). */
function playForbidden(ctx: LcgContext, card: Iid, seat: number): boolean {
	const qc = questCard(ctx);
	const def = qc ? getDef(ctx.cards[qc].cardId) : undefined;
	return !!def?.cannotPlay && def.cannotPlay(new QueryImpl(ctx), qc!, card, seat);
}

/**
 * Every PLAY event `seat` may send now: each playable hand card with each target and each
 * distinct payment (and each X for cost-X cards). With `only` (a legality check, flow.ts
 * `isLegal`), events that cannot equal it are left out: none unless it is a PLAY, and only
 * those of its card (every event listed names the hand card it comes from).
 */
export function playEvents(ctx: LcgContext, seat: number, mode: 'planning' | 'window', only?: LcgEvent): LcgEvent[] {
	const out: LcgEvent[] = [];
	if (only && only.type !== 'PLAY') return out;
	const q = new QueryImpl(ctx);
	for (const card of zoneIds(ctx, handZone(seat))) {
		if (only && card !== only.card) continue;
		if (!playableKind(ctx, seat, card, mode)) continue;
		const d = dataOf(ctx, card);
		const def = getDef(d.code);
		for (const x of costValues(ctx, seat, card)) {
			// The payments first: without one there is no event, and the targets (the card's own
			// walk over the table) need not be listed.
			const pays = cardPayments(ctx, seat, card, x);
			if (pays.length === 0) continue;
			let targets: (Json | undefined)[] = [undefined];
			// « No attachments can be played on » a card that says so (Nazgûl of Dol Guldur).
			if (d.type === 'attachment') targets = def!.attachTo!(q, card, seat).filter((t) => !getDef(ctx.cards[t].cardId)?.noAttachments);
			else if (d.type === 'event' && def?.play?.targets) targets = def.play.targets(q, card, seat, null, x);
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
 * payment exists). Used to close empty action windows (flow.ts). A card needs both a payment
 * and a target for some cost: whether it can be paid is asked first (a sum of the paying
 * heroes' resources), its targets (the card's own walk over the table) only then.
 */
export function hasAction(ctx: LcgContext, seat: number): boolean {
	if (ctx.players[seat].eliminated) return false;
	const q = new QueryImpl(ctx);
	for (const card of zoneIds(ctx, handZone(seat))) {
		if (!playableKind(ctx, seat, card, 'window')) continue;
		const d = dataOf(ctx, card);
		const def = getDef(d.code);
		// Without a condition on the payment (`payment`), a cost x is paid when the heroes whose
		// resources may pay hold x in all (cardPayments then lists at least one split).
		let pool = -1;
		if (!def?.payment) {
			const heroesOk = payingHeroes(ctx, seat, d.sphere);
			if (heroesOk.length === 0 && d.sphere !== 'neutral') continue;
			pool = heroesOk.reduce((n, h) => n + ctx.cards[h].resources, 0);
		}
		for (const x of costValues(ctx, seat, card)) {
			if (def?.payment ? cardPayments(ctx, seat, card, x).length === 0 : pool < x) continue;
			const targets = def?.play?.targets ? def.play.targets(q, card, seat, null, x) : [undefined];
			if (targets.length > 0) return true;
		}
	}
	return hasActivation(ctx, seat);
}

/** The key under which uses of a limited ability are counted. */
function limitKey(ctx: LcgContext, card: Iid, i: number, seat: number): string {
	const a = getDef(ctx.cards[card].cardId)!.actions![i];
	const l = a.limit!;
	const scope = l.per === 'round' ? `r${ctx.round}` : `r${ctx.round}${ctx.phase}`;
	return `${card}#${i}#${scope}${l.perPlayer ? `#s${seat}` : ''}`;
}

/**
 * Every ACTIVATE event `seat` may send now (Actions of cards in play, « Actions »). With
 * `only` (a legality check, flow.ts `isLegal`), events that cannot equal it are left out: none
 * unless it is an ACTIVATE, and only those of its card.
 */
export function activateEvents(ctx: LcgContext, seat: number, only?: LcgEvent): LcgEvent[] {
	const out: LcgEvent[] = [];
	if (only && only.type !== 'ACTIVATE') return out;
	activations(ctx, seat, out, only?.card);
	return out;
}

/** True when `seat` has at least one ACTIVATE event now (stops at the first). */
function hasActivation(ctx: LcgContext, seat: number): boolean {
	return activations(ctx, seat, null);
}

/**
 * Walks the Actions of cards in play `seat` may trigger now: pushes each ACTIVATE event into
 * `out`, or, with `out` null, returns true at the first one. With `onlyCard`, only that card's.
 */
function activations(ctx: LcgContext, seat: number, out: LcgEvent[] | null, onlyCard?: Iid): boolean {
	let q: QueryImpl | null = null;
	let found = false;
	const cards = actionCards(ctx);
	for (let c = 0; c < cards.length && !found; c++) {
		const card = cards[c];
		if (onlyCard !== undefined && card !== onlyCard) continue;
		const inst = ctx.cards[card];
		const actions = getDef(inst.cardId)!.actions!;
		for (let i = 0; i < actions.length && !found; i++) {
			const a = actions[i];
			const who = a.who ?? 'controller';
			if (who === 'controller' && inst.controller !== seat) continue;
			if (a.phase && a.phase !== ctx.phase) continue;
			if (a.limit && (ctx.limits[limitKey(ctx, card, i, seat)] ?? 0) >= a.limit.times) continue;
			q ??= new QueryImpl(ctx);
			if (a.can && !a.can(q, card, seat)) continue;
			const targets: (Json | undefined)[] = a.targets ? a.targets(q, card, seat) : [undefined];
			if (targets.length === 0) continue;
			const pays: (Pay | undefined)[] = a.payments ? a.payments(q, card, seat) : [undefined];
			if (pays.length === 0) continue;
			if (!out) {
				found = true;
				break;
			}
			for (const target of targets)
				for (const pay of pays) {
					const ev: LcgEvent = { type: 'ACTIVATE', seat, card, ability: i };
					if (pay !== undefined) ev.pay = pay;
					if (target !== undefined) ev.target = target;
					out.push(ev);
				}
		}
	}
	return found;
}

/**
 * The face-up cards in play that have an Action (« Actions »), in the order of `forEachInPlay`:
 * found once per state for every seat's `activations` (kept in the draft record, state.ts
 * `draftInfo`, while the draft has not moved and the context reads the same cards and zones).
 */
function actionCards(ctx: LcgContext): Iid[] {
	const d = draftInfo(ctx);
	const c = d.actionCards;
	if (c && c.version === d.version && c.cards === ctx.cards && c.zones === ctx.zones) return c.ids;
	const ids: Iid[] = [];
	forEachInPlay(ctx, (card) => {
		const inst = ctx.cards[card];
		if (!inst.faceDown && ACTION_CODES.has(inst.cardId)) ids.push(card);
	});
	d.actionCards = { version: d.version, cards: ctx.cards, zones: ctx.zones, ids };
	return ids;
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
		// Allies played this round by the group (The Necromancer's Tower); `limits` is reset each round.
		ctx.limits.alliesPlayed = (ctx.limits.alliesPlayed ?? 0) + 1;
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
