/**
 * « 1. Phase de déplacement »: the draws a), b), the turn order, the marker, and the
 * reshuffle of the set-aside pile (« Si à un moment donné la pioche s'épuise »).
 */
import { describe, expect, it } from 'vitest';
import def from '$lib/games/two-towers/definition';
import { phaseOf } from '$lib/games/two-towers/rules';
import type { TTEvent } from '$lib/games/two-towers/types';
import { actorAt, cardPool, craft, ctxOf, RED, BLUE, GREEN, STATE } from './helpers';

const types = (evs: TTEvent[]) => [...new Set(evs.map((e) => e.type))].sort();

describe('« 1. Phase de déplacement » a) one card', () => {
	it('takes the top card of the pile into the hand', () => {
		const p = cardPool();
		const top = p.q(RED, 'wisdom');
		const ctx = craft({ players: 3, hands: [[p.q(BLUE, 'strength')], [], []], faceUp: [p.q(GREEN, 'wisdom')], deck: [p.q(RED, 'endurance'), top], rest: 'aside' });
		const a = actorAt(STATE.choose, ctx);
		a.send({ type: 'TAKE_DECK', seat: 0 });
		const c = ctxOf(a.getSnapshot());
		expect(c.hands[0]).toContain(top);
		expect(c.deck).toHaveLength(1);
		expect(c.faceUp).toHaveLength(1); // the display is not refilled
		expect(def.activeSeats(a.getSnapshot())).toEqual([1]);
	});
	it('takes one of the face-up cards, and the display is not refilled', () => {
		const p = cardPool();
		const up = [p.q(RED, 'wisdom'), p.q(BLUE, 'wisdom')];
		const a = actorAt(STATE.choose, craft({ players: 3, faceUp: up }));
		const legal = def.legalEvents(a.getSnapshot(), 0);
		expect(legal).toContainEqual({ type: 'TAKE_FACEUP', seat: 0, card: up[1] });
		a.send({ type: 'TAKE_FACEUP', seat: 0, card: up[1] });
		const c = ctxOf(a.getSnapshot());
		expect(c.hands[0]).toEqual([up[1]]);
		expect(c.faceUp).toEqual([up[0]]);
	});
	it('« S\'il n\'y a pas de cartes retournées »: only the pile (or b) with two pile cards)', () => {
		const p = cardPool();
		const a = actorAt(STATE.choose, craft({ players: 2, hands: [[p.q(RED, 'wisdom')], []], faceUp: [] }));
		const legal = def.legalEvents(a.getSnapshot(), 0);
		expect(types(legal)).toEqual(['DISCARD', 'TAKE_DECK']);
	});
});

describe('« 1. Phase de déplacement » b) one card into the display, two taken', () => {
	function atDiscard() {
		const p = cardPool();
		const mine = p.q(RED, 'wisdom');
		const up = [p.q(BLUE, 'strength'), p.q(GREEN, 'endurance')];
		const a = actorAt(STATE.choose, craft({ players: 3, hands: [[mine, p.q(RED, 'endurance')], [], []], faceUp: up }));
		a.send({ type: 'DISCARD', seat: 0, card: mine });
		return { a, mine, up };
	}
	it('puts the card face up next to the others (not on the set-aside pile)', () => {
		const { a, mine } = atDiscard();
		const s = a.getSnapshot();
		expect(phaseOf(s.value)).toBe('drawTwo');
		expect(s.context.faceUp).toContain(mine);
		expect(s.context.aside).toEqual([]);
		expect(def.activeSeats(s)).toEqual([0]);
	});
	it('may take two face-up cards, but not the card just put there', () => {
		const { a, mine, up } = atDiscard();
		expect(def.legalEvents(a.getSnapshot(), 0)).not.toContainEqual({ type: 'TAKE_FACEUP', seat: 0, card: mine });
		a.send({ type: 'TAKE_FACEUP', seat: 0, card: up[0] });
		expect(def.legalEvents(a.getSnapshot(), 0)).not.toContainEqual({ type: 'TAKE_FACEUP', seat: 0, card: mine });
		a.send({ type: 'TAKE_FACEUP', seat: 0, card: up[1] });
		const s = a.getSnapshot();
		expect(s.context.hands[0]).toEqual(expect.arrayContaining(up));
		expect(s.context.hands[0]).toHaveLength(3);
		expect(s.context.faceUp).toEqual([mine]);
		expect(phaseOf(s.value)).toBe('choose');
		expect(def.activeSeats(s)).toEqual([1]);
	});
	it('may take two cards from the pile; after a first pile card, the second comes from the pile too', () => {
		const { a } = atDiscard();
		a.send({ type: 'TAKE_DECK', seat: 0 });
		expect(def.legalEvents(a.getSnapshot(), 0)).toEqual([{ type: 'TAKE_DECK', seat: 0 }]);
		a.send({ type: 'TAKE_DECK', seat: 0 });
		expect(ctxOf(a.getSnapshot()).hands[0]).toHaveLength(3);
		expect(def.activeSeats(a.getSnapshot())).toEqual([1]);
	});
	it('may take a face-up card first, then one from the pile — « il doit d\'abord prendre la carte visible »', () => {
		const { a, up } = atDiscard();
		a.send({ type: 'TAKE_FACEUP', seat: 0, card: up[0] });
		expect(types(def.legalEvents(a.getSnapshot(), 0))).toEqual(['TAKE_DECK', 'TAKE_FACEUP']);
		a.send({ type: 'TAKE_DECK', seat: 0 });
		expect(ctxOf(a.getSnapshot()).hands[0]).toHaveLength(3);
	});
	it('refuses a face-up card after a pile card (the face-up card must come first)', () => {
		const { a, up } = atDiscard();
		a.send({ type: 'TAKE_DECK', seat: 0 });
		const before = a.getSnapshot();
		a.send({ type: 'TAKE_FACEUP', seat: 0, card: up[0] });
		expect(a.getSnapshot()).toBe(before);
	});
	it('is not offered when fewer than two cards could then be taken', () => {
		const p = cardPool();
		const one = p.q(BLUE, 'wisdom');
		const ctx = craft({ players: 2, hands: [[p.q(RED, 'wisdom')], []], faceUp: [], deck: [one], rest: 'aside' });
		// Everything else is in the set-aside pile: 2+ drawable, so b) is possible.
		expect(types(def.legalEvents(actorAt(STATE.choose, ctx).getSnapshot(), 0))).toEqual(['DISCARD', 'TAKE_DECK']);
		// Only one card left anywhere to take: b) is not possible.
		const all = Array.from({ length: 96 }, (_, i) => i).filter((i) => i !== one && i !== ctx.hands[0][0]);
		const ctx2 = craft({ players: 2, hands: [[ctx.hands[0][0]], all], faceUp: [], deck: [one] });
		expect(def.legalEvents(actorAt(STATE.choose, ctx2).getSnapshot(), 0)).toEqual([{ type: 'TAKE_DECK', seat: 0 }]);
	});
	it('takes the first card face up when only one card is left in the pile', () => {
		const p = cardPool();
		const mine = p.q(RED, 'wisdom');
		const up = p.q(BLUE, 'wisdom');
		const last = p.q(GREEN, 'wisdom');
		const others = Array.from({ length: 96 }, (_, i) => i).filter((i) => ![mine, up, last].includes(i));
		const a = actorAt(STATE.choose, craft({ players: 2, hands: [[mine], others], faceUp: [up], deck: [last] }));
		a.send({ type: 'DISCARD', seat: 0, card: mine });
		expect(def.legalEvents(a.getSnapshot(), 0)).toEqual([{ type: 'TAKE_FACEUP', seat: 0, card: up }]);
		a.send({ type: 'TAKE_FACEUP', seat: 0, card: up });
		expect(def.legalEvents(a.getSnapshot(), 0)).toEqual([{ type: 'TAKE_DECK', seat: 0 }]);
		a.send({ type: 'TAKE_DECK', seat: 0 });
		expect(ctxOf(a.getSnapshot()).hands[0].sort()).toEqual([up, last].sort());
	});
});

describe('turn order and the marker', () => {
	it('each player draws in turn from the start player; then the marker moves; at the last space the evaluation begins', () => {
		const a = actorAt(STATE.choose, craft({ players: 3, startSeat: 1, round: 0, paths: [2, 2, 3, 3, 4, 4], faceUp: [] }));
		const order: number[] = [];
		const markers: string[] = [];
		for (let i = 0; i < 6; i++) {
			const s = a.getSnapshot();
			expect(phaseOf(s.value)).toBe('choose');
			markers.push(JSON.stringify(def.view(s, 'table').marker));
			const seat = def.activeSeats(s)[0];
			order.push(seat);
			a.send({ type: 'TAKE_DECK', seat });
		}
		expect(order).toEqual([1, 2, 0, 1, 2, 0]);
		expect(markers).toEqual([0, 0, 0, 1, 1, 1].map((space) => JSON.stringify({ kind: 'path', gap: 0, space })));
		const s = a.getSnapshot();
		expect(phaseOf(s.value)).toBe('evaluation');
		expect(def.view(s, 'table').marker).toEqual({ kind: 'location', location: 1 });
		expect(def.activeSeats(s)).toEqual([1]);
	});
	it('only the seat whose turn it is may draw', () => {
		const a = actorAt(STATE.choose, craft({ players: 3 }));
		expect(def.legalEvents(a.getSnapshot(), 1)).toEqual([]);
		const before = a.getSnapshot();
		a.send({ type: 'TAKE_DECK', seat: 1 });
		expect(a.getSnapshot()).toBe(before);
	});
});

describe('« Si à un moment donné la pioche s\'épuise »', () => {
	it('shuffles the set-aside pile into a new pile as soon as the pile runs out', () => {
		const p = cardPool();
		const last = p.q(RED, 'wisdom');
		const ctx = craft({ players: 3, deck: [last], rest: 'aside' });
		const asideBefore = ctx.aside.slice().sort((x, y) => x - y);
		const a = actorAt(STATE.choose, ctx);
		a.send({ type: 'TAKE_DECK', seat: 0 });
		const c = ctxOf(a.getSnapshot());
		expect(c.hands[0]).toEqual([last]);
		expect(c.aside).toEqual([]);
		expect(c.deck.slice().sort((x, y) => x - y)).toEqual(asideBefore);
		expect(c.deck).not.toEqual(ctx.aside); // shuffled
		expect(c.reshuffles).toBe(1);
		expect(c.log.map((l) => l.key)).toContain('tt_log_reshuffle');
	});
	it('draws from the shuffled set-aside pile when the pile is already empty', () => {
		const ctx = craft({ players: 2, deck: [], rest: 'aside' });
		const a = actorAt(STATE.choose, ctx);
		expect(def.legalEvents(a.getSnapshot(), 0)).toContainEqual({ type: 'TAKE_DECK', seat: 0 });
		a.send({ type: 'TAKE_DECK', seat: 0 });
		const c = ctxOf(a.getSnapshot());
		expect(c.hands[0]).toHaveLength(1);
		expect(c.deck).toHaveLength(95);
		expect(c.aside).toEqual([]);
	});
	it('when pile, set-aside pile and display are all empty, the only move is NO_DRAW and the turn passes', () => {
		const all = Array.from({ length: 96 }, (_, i) => i);
		const a = actorAt(STATE.choose, craft({ players: 2, hands: [all.slice(0, 50), all.slice(50)], deck: [] }));
		expect(def.legalEvents(a.getSnapshot(), 0)).toEqual([{ type: 'NO_DRAW', seat: 0 }]);
		a.send({ type: 'NO_DRAW', seat: 0 });
		expect(def.activeSeats(a.getSnapshot())).toEqual([1]);
		expect(ctxOf(a.getSnapshot()).hands[0]).toHaveLength(50);
	});
	it('a pile draw reveals hidden information (undo stops there), a face-up draw does not', () => {
		const p = cardPool();
		const up = p.q(RED, 'wisdom');
		const s = actorAt(STATE.choose, craft({ players: 2, faceUp: [up] })).getSnapshot();
		expect(def.revealsHidden({ type: 'TAKE_DECK', seat: 0 }, s, s)).toBe(true);
		expect(def.revealsHidden({ type: 'TAKE_FACEUP', seat: 0, card: up }, s, s)).toBe(false);
		expect(def.revealsHidden({ type: 'DISCARD', seat: 0, card: up }, s, s)).toBe(false);
	});
});
