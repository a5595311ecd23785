/**
 * Every legal move and its effect. `legalEventsFor` lists exactly what `applyEvent`
 * accepts; the machine guards each event with `isLegal`.
 *
 * « À tout moment » (Gandalf cards, Epic cards, the Ring): these are listed for any hobbit
 * who may play them whenever the game waits for a turn step (reveal, tile, cards), a
 * payment, a choice, a discard or the Mount Doom roll — including in another hobbit's
 * turn — without a window after every step. Belt and Mithril have the die window (only
 * while someone holds them), the Phial the reveal step, the Staff the tile step
 * (RULES-NOTES.md « À tout moment »).
 */
import type { SeatId } from '$lib/engine/types';
import { jsonEqual } from '$lib/engine/equal';
import { CARDS, EPIC_CARD, GANDALF_COST, TILES, type Activity, type CardSymbol, type EpicId } from '../data/game';
import type { CoopContext, CoopEvent, Decision, Payment, Step } from '../types';
import { commitPayment, openTracks, potComplete, rollNow, run, runStep, tileSteps } from './flow';
import { canContribute, cardSymbols, freeRunes, payers, remaining, runeTotal, spendRunes, usefulCards, usefulTokens } from './payment';
import { discardCard, draw, livingFrom, log, moveLight, nextLiving, rng } from './state';

/** Decision kinds during which special cards may be played (« à tout moment »). */
const SPECIAL_OK: Decision['kind'][] = ['reveal', 'tile', 'play', 'pay', 'choose', 'discard', 'doom', 'council', 'distribute'];

/** Seats that must act for the current decision (empty when the game is over). */
export function deciders(c: CoopContext): SeatId[] {
	const d = c.decision;
	if (!d || c.outcome) return [];
	switch (d.kind) {
		case 'pay': {
			const can = payers(c, d.pay).filter((s) => canContribute(c, d.pay, s));
			if (!can.length) return [declarer(c, d)];
			if (!groupChooses(d.pay)) return can;
			// « c'est aux joueurs de décider entre eux qui contribue »: the people decide first; a
			// computer hobbit contributes once they hand it the choice (ASK_BOTS) or none of them can.
			const bots = can.filter((s) => isBot(c, s));
			const people = can.filter((s) => !isBot(c, s));
			if (d.pay.botsAsked) return bots.length ? bots : people;
			return people.length ? people : bots;
		}
		case 'die':
			return [d.holder];
		default:
			return [d.seat];
	}
}

/** A seat the computer plays (contexts saved before `bots` existed have none). */
export const isBot = (c: CoopContext, s: SeatId): boolean => (c.bots ?? []).includes(s);

/** True when the group chooses who pays (a group payment, or a 'one' payment nobody has started). */
export const groupChooses = (pay: Payment): boolean => pay.who === 'group' || (pay.who === 'one' && pay.payer === null);

function declarer(c: CoopContext, d: Extract<Decision, { kind: 'pay' }>): SeatId {
	const pay = d.pay;
	if (pay.payer !== null) return pay.payer;
	if (typeof pay.who === 'number') return pay.who;
	return c.players[c.active].out ? (nextLiving(c, c.active) ?? c.active) : c.active;
}

/** The track choices for a card played by `seat` (« tous les étoiles d'une carte sur la même échelle »). */
export function cardTracks(c: CoopContext, seat: SeatId, card: string): Activity[] {
	const syms = cardSymbols(card, c.players[seat].hobbit);
	const open = openTracks(c);
	if (syms.star) return open;
	return open.filter((t) => (syms[t as CardSymbol] ?? 0) > 0);
}

/** Colour of a card for the brown/grey limit (Epic cards are never « played » this way). */
function colourOk(c: CoopContext, seat: SeatId, card: string): boolean {
	const col = CARDS[card].colour;
	if (col === 'epic') return false;
	if (c.played.length >= 2) return false;
	if (c.players[seat].hobbit === 'pippin') return true;
	return !c.played.includes(col);
}

function permutations(n: number): number[][] {
	if (n <= 1) return [[0]];
	const out: number[][] = [];
	const rec = (pre: number[], rest: number[]) => {
		if (!rest.length) out.push(pre);
		rest.forEach((x, i) => rec([...pre, x], [...rest.slice(0, i), ...rest.slice(i + 1)]));
	};
	rec([], Array.from({ length: n }, (_, i) => i));
	return out;
}

/** Story tiles the Staff answers (« soit le symbole *Dernier Recours*, soit le symbole *Battre en Retraite* »). */
const STAFF_TILES = ['lastResort', 'retreat'];

/**
 * « Bâton de Gandalf : ignorez tous les effets d'une tuile Récit comportant soit le symbole
 * *Dernier Recours*, soit le symbole *Battre en Retraite*. La Communauté n'a pas besoin de
 * défausser les éléments indiqués et le pion Événement n'est pas avancé »: the tile is
 * revealed and not yet resolved, or its payment is under way (the pot not yet discarded).
 */
function staffTarget(d: Decision): boolean {
	if (d.kind === 'tile') return STAFF_TILES.includes(TILES[d.tile]);
	return d.kind === 'pay' && STAFF_TILES.includes(d.pay.reason);
}

/** The special plays (Gandalf, Epic cards, the Ring) open to `seat` now. */
export function specialEvents(c: CoopContext, seat: SeatId): CoopEvent[] {
	const d = c.decision;
	const p = c.players[seat];
	if (!d || c.outcome || p.out) return [];
	const out: CoopEvent[] = [];
	const living = livingFrom(c, 0);
	// Cards waiting in a payment's pot are spoken for.
	const pot = new Set(d.kind === 'pay' ? d.pay.cards.filter((x) => x.seat === seat).map((x) => x.card) : []);
	const has = (e: EpicId) => p.hand.includes(EPIC_CARD[e]) && !pot.has(EPIC_CARD[e]);
	if (d.kind === 'die') {
		if (d.holder === seat && d.stage === 'before' && has('belt')) out.push({ type: 'EPIC', seat, card: 'belt' });
		if (d.holder === seat && d.stage === 'after' && has('mithril')) out.push({ type: 'EPIC', seat, card: 'mithril' });
		return out;
	}
	if (!SPECIAL_OK.includes(d.kind)) return out;
	// Once the Ring is on the volcano « l'aventure est terminée »: no adventure card any more.
	const adv = c.bearer === null ? null : c.adv;
	if (adv && !adv.ringUsed && c.bearer === seat && (d.kind === 'reveal' || d.kind === 'tile' || d.kind === 'play') && openTracks(c).length > 0)
		out.push({ type: 'RING', seat });
	// Runes waiting in a payment's pot are spoken for too.
	if ((d.kind === 'pay' ? freeRunes(c, d.pay, seat) : runeTotal(p)) >= GANDALF_COST) {
		for (const g of c.gandalf) {
			if (g === 'healing') for (const t of living) if (c.players[t].pos > 0) out.push({ type: 'GANDALF', seat, card: g, target: t });
			if (g === 'persistence') for (const t of living) out.push({ type: 'GANDALF', seat, card: g, target: t });
			if (!adv) continue;
			if (g === 'guidance' && openTracks(c).length > 0 && !c.players[c.active].out) out.push({ type: 'GANDALF', seat, card: g });
			if (g === 'foresight' && c.tiles.length >= 2 && !c.players[c.active].out) out.push({ type: 'GANDALF', seat, card: g });
			if (g === 'magic' && !c.magic && adv.event < 6) out.push({ type: 'GANDALF', seat, card: g });
		}
	}
	if (has('miruvor')) for (const t of living) if (t !== seat) for (const card of new Set(p.hand)) if (card !== EPIC_CARD.miruvor && !pot.has(card)) out.push({ type: 'EPIC', seat, card: 'miruvor', target: t, give: card });
	if (has('athelas') && adv) for (const t of living) if (!c.athelas.includes(t)) out.push({ type: 'EPIC', seat, card: 'athelas', target: t });
	if (has('elessar')) for (const t of living) if (c.players[t].pos > 0) out.push({ type: 'EPIC', seat, card: 'elessar', target: t });
	if (has('lembas')) for (const t of living) if (c.players[t].hand.length - (t === seat ? 1 : 0) < 6) out.push({ type: 'EPIC', seat, card: 'lembas', target: t });
	if (has('phial') && d.kind === 'reveal') out.push({ type: 'EPIC', seat, card: 'phial' });
	if (has('staff') && staffTarget(d)) out.push({ type: 'EPIC', seat, card: 'staff' });
	return out;
}

/** The decision moves open to `seat` (not the special plays). */
export function decisionEvents(c: CoopContext, seat: SeatId): CoopEvent[] {
	const d = c.decision;
	if (!d || c.outcome || !deciders(c).includes(seat)) return [];
	const p = c.players[seat];
	switch (d.kind) {
		case 'reveal':
			return [{ type: 'REVEAL', seat }];
		case 'tile':
			return [{ type: 'RESOLVE', seat }];
		case 'play': {
			const out: CoopEvent[] = [];
			for (const card of new Set(p.hand)) if (colourOk(c, seat, card)) for (const track of cardTracks(c, seat, card)) out.push({ type: 'PLAY_CARD', seat, card, track });
			if (c.played.length === 0) {
				out.push({ type: 'DRAW_TWO', seat });
				if (p.pos > 0) out.push({ type: 'HEAL', seat });
			} else out.push({ type: 'END_TURN', seat });
			return out;
		}
		case 'pay': {
			const out: CoopEvent[] = [];
			if (payers(c, d.pay).includes(seat)) {
				for (const card of usefulCards(c, d.pay, seat)) out.push({ type: 'PAY_CARD', seat, card });
				if (remaining(c, d.pay).runes > 0 && freeRunes(c, d.pay, seat) > 0) out.push({ type: 'PAY_RUNE', seat });
				for (const token of usefulTokens(c, d.pay, seat)) out.push({ type: 'PAY_TOKEN', seat, token });
			}
			// A person may hand the group's choice to the computer hobbits who could contribute.
			if (groupChooses(d.pay) && !d.pay.botsAsked && !isBot(c, seat) && payers(c, d.pay).some((s) => isBot(c, s) && canContribute(c, d.pay, s)))
				out.push({ type: 'ASK_BOTS', seat });
			out.push({ type: 'DECLINE', seat });
			return out;
		}
		case 'choose':
			return d.options.map((o) => ({ type: 'CHOOSE', seat, option: o.id }));
		case 'track':
			return d.tracks.map((track) => ({ type: 'TRACK', seat, track }));
		case 'discard':
			return [...new Set(p.hand)].map((card) => ({ type: 'DISCARD', seat, card }));
		case 'die':
			return [{ type: 'PASS', seat }];
		case 'council':
			return [...new Set(p.hand)].map((card) => ({ type: 'PASS_CARD', seat, card }));
		case 'distribute':
			return [...new Set(d.cards)].flatMap((card) => livingFrom(c, 0).map((to) => ({ type: 'GIVE', seat, card, to }) as CoopEvent));
		case 'foresight':
			return permutations(d.tiles.length).map((order) => ({ type: 'ORDER', seat, order }));
		case 'doom':
			return [{ type: 'ROLL', seat }];
	}
}

/** Every event `seat` may send now. */
export function legalEventsFor(c: CoopContext, seat: SeatId): CoopEvent[] {
	if (!Number.isInteger(seat) || seat < 0 || seat >= c.players.length) return [];
	// Contexts are never mutated once built, so the list is cached per context object.
	let bySeat = legalCache.get(c);
	if (!bySeat) legalCache.set(c, (bySeat = new Map()));
	let out = bySeat.get(seat);
	if (!out) bySeat.set(seat, (out = [...decisionEvents(c, seat), ...specialEvents(c, seat)]));
	return out.slice();
}
const legalCache = new WeakMap<CoopContext, Map<SeatId, CoopEvent[]>>();

/** True when `ev` is one of the listed legal events. */
export function isLegal(c: CoopContext, ev: CoopEvent): boolean {
	return legalEventsFor(c, ev.seat).some((l) => l.type === ev.type && jsonEqual(l, ev));
}

/**
 * A working copy of the context: every mutable part copied (steps in the queue are never
 * mutated; the decision, which payments fill in, is copied deeply).
 */
function copy(c: CoopContext): CoopContext {
	return {
		...c,
		rng: c.rng.slice(),
		players: c.players.map((p) => ({ ...p, hand: p.hand.slice(), gold: p.gold.slice(), tokens: { ...p.tokens } })),
		questDeck: c.questDeck.slice(),
		questDiscard: c.questDiscard.slice(),
		box: c.box.slice(),
		legends: { ...c.legends, rivendell: c.legends.rivendell.slice(), moria: c.legends.moria.slice(), lothlorien: c.legends.lothlorien.slice(), helmsDeep: c.legends.helmsDeep.slice(), shelobsLair: c.legends.shelobsLair.slice(), mordor: c.legends.mordor.slice() },
		gandalf: c.gandalf.slice(),
		gandalfUsed: c.gandalfUsed.slice(),
		goldPool: c.goldPool.slice(),
		tokenSupply: { ...c.tokenSupply },
		tiles: c.tiles.slice(),
		tileDiscard: c.tileDiscard.slice(),
		adv: c.adv ? { ...c.adv, tracks: { ...c.adv.tracks } } : null,
		played: c.played.slice(),
		queue: c.queue.slice(),
		decision: copyDecision(c.decision),
		athelas: c.athelas.slice(),
		lastRoll: c.lastRoll ? { ...c.lastRoll } : null,
		outcome: c.outcome ? { ...c.outcome } : null,
		log: c.log.slice()
	};
}

/** A copy of a decision deep enough for the moves that fill it in (pot, passes, cards). */
function copyDecision(d: Decision | null): Decision | null {
	if (!d) return null;
	switch (d.kind) {
		case 'pay':
			return { ...d, pay: { ...d.pay, cards: d.pay.cards.slice(), runes: d.pay.runes.slice(), tokens: d.pay.tokens.slice() } };
		case 'council':
			return { ...d, passes: d.passes.slice() };
		case 'distribute':
			return { ...d, cards: d.cards.slice() };
		default:
			return { ...d };
	}
}

/** Interrupts the current decision with `steps`, then returns to it. */
function interrupt(c: CoopContext, steps: Step[]): void {
	const d = c.decision!;
	c.decision = null;
	c.queue.unshift(...steps, { k: 'resume', decision: d });
}

/**
 * Applies a legal event and resolves everything up to the next decision (or the end), across
 * the rulebook's steps. @returns the new context (the input is not changed)
 * @throws Error when the event does not fit the decision (callers check `isLegal` first)
 */
export function applyEvent(prev: CoopContext, ev: CoopEvent): CoopContext {
	const c = applyMove(prev, ev);
	run(c);
	return c;
}

/**
 * The statechart's step (machine.ts): applies a legal event and resolves it until the next
 * decision, the end, or the end of the current rulebook step (`runStep`): the chart then takes
 * its transition and its entry goes on with `continueFlow`.
 * @returns the new context (the input is not changed) @throws as `applyEvent`
 */
export function applyMove(prev: CoopContext, ev: CoopEvent): CoopContext {
	const c = move(prev, ev);
	runStep(c);
	return c;
}

/**
 * Entering a rulebook step (the statechart's entry actions): resolves its steps until a
 * decision, the end, or the next rulebook step. @returns the same context when there is
 * nothing to do (a decision waits, or the game is over), else a new one
 */
export function continueFlow(prev: CoopContext): CoopContext {
	if (prev.decision || prev.outcome) return prev;
	const c = copy(prev);
	runStep(c);
	return c;
}

/** The event's own effect on a working copy (nothing resolved after it yet). */
function move(prev: CoopContext, ev: CoopEvent): CoopContext {
	const c = copy(prev);
	const d = c.decision!;
	const seat = ev.seat;
	const p = c.players[seat];
	switch (ev.type) {
		case 'REVEAL': {
			if (c.tiles.length === 0) {
				// Not in the rulebook: the discarded tiles are shuffled again (RULES-NOTES.md).
				const r = rng(c);
				c.tiles = r.shuffle(c.tileDiscard);
				r.done();
				c.tileDiscard = [];
			}
			const tile = c.tiles.shift()!;
			c.reveals++;
			c.lastTile = tile;
			c.tileDiscard.push(tile);
			log(c, 'cb_log_tile', { tile: TILES[tile] }, seat);
			c.decision = { kind: 'tile', seat, tile };
			break;
		}
		case 'RESOLVE':
			c.decision = null;
			c.queue.unshift(...tileSteps(c, (d as Extract<Decision, { kind: 'tile' }>).tile));
			break;
		case 'PLAY_CARD': {
			const n = Object.values(cardSymbols(ev.card, p.hobbit)).reduce((a, b) => a + (b ?? 0), 0);
			discardCard(c, seat, ev.card);
			c.played.push(CARDS[ev.card].colour as 'brown' | 'grey');
			log(c, 'cb_log_play', { card: ev.card, track: ev.track }, seat);
			c.decision = null;
			// « Gollum … avancer de trois cases … le joueur doit lancer le dé de Péril immédiatement après »
			c.queue.unshift({ k: 'advance', track: ev.track, n, resolve: true }, ...(ev.card === 'L-gollum' ? [{ k: 'gollumRoll', seat } as Step] : []), { k: 'afterCard' });
			break;
		}
		case 'DRAW_TWO':
			c.decision = null;
			draw(c, seat, 2);
			c.queue.unshift({ k: 'endTurn' });
			break;
		case 'HEAL':
			c.decision = null;
			moveLight(c, seat, 1);
			c.queue.unshift({ k: 'endTurn' });
			break;
		case 'END_TURN':
			c.decision = null;
			c.queue.unshift({ k: 'endTurn' });
			break;
		case 'PAY_CARD':
		case 'PAY_RUNE':
		case 'PAY_TOKEN': {
			const pd = d as Extract<Decision, { kind: 'pay' }>;
			if (ev.type === 'PAY_CARD') pd.pay.cards.push({ seat, card: ev.card });
			else if (ev.type === 'PAY_RUNE') pd.pay.runes.push({ seat, n: 1 });
			else pd.pay.tokens.push({ seat, token: ev.token });
			if (pd.pay.who === 'one') pd.pay.payer = seat;
			if (potComplete(c, pd)) commitPayment(c, pd);
			break;
		}
		case 'ASK_BOTS': {
			const pd = d as Extract<Decision, { kind: 'pay' }>;
			pd.pay = { ...pd.pay, botsAsked: true };
			log(c, 'cb_log_ask_bots', { reason: pd.pay.reason }, seat);
			break;
		}
		case 'DECLINE': {
			const pd = d as Extract<Decision, { kind: 'pay' }>;
			log(c, 'cb_log_declined', { reason: pd.pay.reason }, seat);
			c.decision = null;
			c.queue.unshift(...pd.pay.fail);
			break;
		}
		case 'CHOOSE': {
			const cd = d as Extract<Decision, { kind: 'choose' }>;
			log(c, 'cb_log_choice', { reason: cd.reason, option: ev.option }, seat);
			c.decision = null;
			c.queue.unshift(...cd.options.find((o) => o.id === ev.option)!.steps);
			break;
		}
		case 'TRACK': {
			const td = d as Extract<Decision, { kind: 'track' }>;
			c.decision = null;
			c.queue.unshift({ k: 'advance', track: ev.track, n: td.n, resolve: td.resolve });
			break;
		}
		case 'DISCARD': {
			const dd = d as Extract<Decision, { kind: 'discard' }>;
			discardCard(c, seat, ev.card);
			log(c, 'cb_log_discard', { n: 1 }, seat);
			c.decision = dd.n > 1 ? { ...dd, n: dd.n - 1 } : null;
			if (dd.n > 1 && p.hand.length === 0) c.decision = null;
			break;
		}
		case 'PASS': {
			const dd = d as Extract<Decision, { kind: 'die' }>;
			c.decision = null;
			if (dd.stage === 'before') rollNow(c, dd.seat, dd.ring, dd.doom);
			else c.queue.unshift({ k: 'dieEffect', seat: dd.seat, face: dd.face!, ring: dd.ring });
			break;
		}
		case 'ROLL': {
			c.decision = null;
			log(c, 'cb_log_doom_roll', {}, seat);
			c.queue.unshift({ k: 'roll', seat, doom: true }, { k: 'destroyCheck', seat });
			break;
		}
		case 'PASS_CARD': {
			const cd = d as Extract<Decision, { kind: 'council' }>;
			cd.passes[seat] = ev.card;
			const order = livingFrom(c, c.bearer ?? 0).filter((s) => c.players[s].hand.length > 0 && cd.passes[s] === null);
			if (order.length) cd.seat = order[0];
			else {
				// « EACH PLAYER: Pass 1 card face down to the left »: all at once, to the next hobbit clockwise.
				cd.passes.forEach((card, s) => {
					if (card === null) return;
					const to = nextLiving(c, s)!;
					const h = c.players[s].hand;
					h.splice(h.indexOf(card), 1);
					c.players[to].hand.push(card);
				});
				log(c, 'cb_log_council');
				c.decision = null;
			}
			break;
		}
		case 'GIVE': {
			const gd = d as Extract<Decision, { kind: 'distribute' }>;
			gd.cards.splice(gd.cards.indexOf(ev.card), 1);
			c.players[ev.to].hand.push(ev.card);
			log(c, 'cb_log_give', {}, ev.to);
			if (gd.cards.length === 0) c.decision = null;
			break;
		}
		case 'ORDER': {
			const fd = d as Extract<Decision, { kind: 'foresight' }>;
			const top = ev.order.map((i) => fd.tiles[i]);
			c.tiles.splice(0, fd.tiles.length, ...top);
			log(c, 'cb_log_foresight_done', {}, seat);
			c.decision = null;
			break;
		}
		case 'RING':
			c.adv!.ringUsed = true;
			log(c, 'cb_log_ring', {}, seat);
			interrupt(c, [{ k: 'roll', seat, ring: true }, { k: 'ringMove', seat }]);
			break;
		case 'GANDALF': {
			c.goldSpent += spendRunes(p, GANDALF_COST);
			c.gandalf = c.gandalf.filter((g) => g !== ev.card);
			c.gandalfUsed.push(ev.card);
			log(c, 'cb_log_gandalf', { card: ev.card }, seat);
			if (ev.card === 'healing') interrupt(c, [{ k: 'light', seat: ev.target!, n: 2 }]);
			else if (ev.card === 'persistence') interrupt(c, [{ k: 'draw', seat: ev.target!, n: 4 }]);
			else if (ev.card === 'guidance') interrupt(c, [{ k: 'chooseTrack', seat: c.active, n: 2, resolve: true, reason: 'guidance' }]);
			else if (ev.card === 'magic') c.magic = true;
			else if (ev.card === 'foresight') {
				const tiles = c.tiles.slice(0, 3);
				c.reveals++;
				const before = c.decision!;
				c.decision = { kind: 'foresight', seat: c.active, tiles };
				c.queue.unshift({ k: 'resume', decision: before });
			}
			break;
		}
		case 'EPIC': {
			const card = EPIC_CARD[ev.card];
			discardCard(c, seat, card);
			log(c, 'cb_log_epic', { card }, seat);
			switch (ev.card) {
				case 'belt': {
					const dd = d as Extract<Decision, { kind: 'die' }>;
					c.decision = null;
					log(c, 'cb_log_no_roll', {}, dd.seat);
					if (dd.doom) c.lastRoll = null;
					break;
				}
				case 'mithril':
					c.decision = null;
					log(c, 'cb_log_roll_ignored', {}, (d as Extract<Decision, { kind: 'die' }>).seat);
					break;
				case 'miruvor': {
					const h = p.hand;
					h.splice(h.indexOf(ev.give!), 1);
					c.players[ev.target!].hand.push(ev.give!);
					log(c, 'cb_log_give', {}, ev.target!);
					break;
				}
				case 'athelas':
					c.athelas.push(ev.target!);
					break;
				case 'elessar':
					interrupt(c, [{ k: 'light', seat: ev.target!, n: 1 }]);
					break;
				case 'lembas':
					interrupt(c, [{ k: 'drawTo', seat: ev.target!, n: 6 }]);
					break;
				case 'phial':
					c.decision = null;
					c.queue.unshift({ k: 'playPrompt' });
					break;
				case 'staff':
					// The tile's effects are ignored: its payment is dropped with its pot (nothing was
					// discarded yet) and the active hobbit reveals the next tile.
					c.decision = null;
					if (d.kind === 'tile') c.queue.unshift({ k: 'revealPrompt' });
					break;
			}
			break;
		}
	}
	return c;
}
