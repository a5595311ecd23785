/**
 * Through GameSession: illegal moves are refused (IllegalEventError, nothing changed), undo
 * stops at pile draws, the view hides other hands and the pile's order, bots play legal moves.
 */
import { describe, expect, it } from 'vitest';
import { GameSession, IllegalEventError } from '$lib/engine/session';
import { jsonEqual } from '$lib/engine/equal';
import type { AnyGameDefinition, GameEvent } from '$lib/engine/types';
import ttDef from '$lib/games/two-towers/definition';
import { gandalfCard, phaseOf } from '$lib/games/two-towers/rules';
import type { TTContext } from '$lib/games/two-towers/types';
import { cardPool, craft, seatsOf, sessionAt, RED, BLUE, GREEN, STATE } from './helpers';

/** The definition with its snapshot type erased (sessions hold GameSnapshot<unknown>). */
const def = ttDef as AnyGameDefinition;

function refused(session: GameSession, ev: GameEvent) {
	const before = JSON.stringify(session.persisted());
	const logLength = session.log.length;
	expect(() => session.send(ev)).toThrow(IllegalEventError);
	expect(JSON.stringify(session.persisted())).toBe(before);
	expect(session.log.length).toBe(logLength);
}

describe('illegal moves through GameSession', () => {
	it('refuses a move out of turn, a card not in the display, a card not in hand, and evaluation moves while moving', () => {
		const s = GameSession.start(def, seatsOf(3), 42);
		const c = s.snapshot.context as TTContext;
		const notUp = c.deck[0];
		refused(s, { type: 'TAKE_DECK', seat: 1 });
		refused(s, { type: 'TAKE_FACEUP', seat: 0, card: notUp } as GameEvent);
		refused(s, { type: 'DISCARD', seat: 0, card: c.hands[1][0] } as GameEvent);
		refused(s, { type: 'LAY', seat: 0, card: c.hands[0][0] } as GameEvent);
		refused(s, { type: 'DONE', seat: 0 });
		refused(s, { type: 'NO_DRAW', seat: 0 });
		refused(s, { type: 'TAKE_DECK', seat: 0, extra: 1 } as GameEvent);
		refused(s, { type: 'NONSENSE', seat: 0 });
		s.send({ type: 'TAKE_DECK', seat: 0 });
		expect(s.log).toHaveLength(1);
	});
	it('refuses retaking the card just put into the display, and a face-up card after a pile card', () => {
		const s = GameSession.start(def, seatsOf(3), 43);
		const c = s.snapshot.context as TTContext;
		const mine = c.hands[0][0];
		s.send({ type: 'DISCARD', seat: 0, card: mine } as GameEvent);
		refused(s, { type: 'TAKE_FACEUP', seat: 0, card: mine } as GameEvent);
		s.send({ type: 'TAKE_DECK', seat: 0 });
		refused(s, { type: 'TAKE_FACEUP', seat: 0, card: c.faceUp[0] } as GameEvent);
		refused(s, { type: 'DISCARD', seat: 0, card: c.hands[0][1] } as GameEvent);
	});
	it('refuses a Gandalf alone, a Gandalf on an existing row, and moving during the evaluation', () => {
		const p = cardPool();
		const g = p.g();
		const w = p.q(RED, 'wisdom');
		const row = p.row(BLUE, 'wisdom', 1);
		const s = sessionAt(STATE.evaluation, craft({ players: 2, round: 1, hands: [[g, w, p.q(BLUE, 'wisdom')], []], rows: [[null, row, null, null], [null, null, null, null]] }));
		refused(s, { type: 'LAY', seat: 0, card: g } as GameEvent);
		refused(s, { type: 'LAY_GANDALF', seat: 0, gandalf: g, card: (s.snapshot.context as TTContext).hands[0][2] } as GameEvent);
		refused(s, { type: 'LAY_GANDALF', seat: 0, gandalf: gandalfCard(15), card: w } as GameEvent);
		refused(s, { type: 'TAKE_DECK', seat: 0 });
		refused(s, { type: 'DONE', seat: 1 });
		s.send({ type: 'LAY_GANDALF', seat: 0, gandalf: g, card: w } as GameEvent);
		expect((s.snapshot.context as TTContext).rows[0][RED]?.cards).toEqual([g, w]);
	});
	it('refuses any move once the game is over', () => {
		const s = GameSession.start(def, seatsOf(2), 5);
		while (!def.result(s.snapshot)) {
			const seat = def.activeSeats(s.snapshot)[0];
			s.send(s.legalEvents(seat).at(-1)!);
		}
		expect(() => s.send({ type: 'TAKE_DECK', seat: 0 })).toThrow(IllegalEventError);
	});
});

describe('undo and hidden information', () => {
	it('a face-up take can be undone; a pile draw cannot', () => {
		const s = GameSession.start(def, seatsOf(3), 44);
		const c = s.snapshot.context as TTContext;
		s.send({ type: 'TAKE_FACEUP', seat: 0, card: c.faceUp[0] } as GameEvent);
		expect(s.canUndo()).toBe(true);
		s.undo();
		expect(JSON.stringify(s.snapshot.context)).toBe(JSON.stringify(c));
		s.send({ type: 'TAKE_DECK', seat: 0 });
		expect(s.canUndo()).toBe(false);
	});
	it('the view shows the viewer\'s hand only, hand sizes for all, and no pile order', () => {
		const s = GameSession.start(def, seatsOf(4), 45);
		const c = s.snapshot.context as TTContext;
		const v1 = def.view(s.snapshot, 1);
		expect(v1.hand).toEqual(c.hands[1]);
		expect(v1.handCounts).toEqual([6, 6, 6, 6]);
		expect(v1.deckCount).toBe(c.deck.length);
		const json = JSON.stringify(v1);
		expect(json).not.toContain('"deck"');
		expect(json).not.toContain('rng');
		expect(json).not.toContain('"hands"');
		const table = def.view(s.snapshot, 'table');
		expect(table.hand).toBeNull();
		// No other seat's cards appear anywhere in seat 1's view (they are not face up nor in rows yet).
		const others = [...c.hands[0], ...c.hands[2], ...c.hands[3], ...c.deck];
		const visible = new Set([...v1.hand!, ...v1.faceUp]);
		for (const id of others) expect(visible.has(id)).toBe(false);
	});
	it('a seat with cards in hand has a private hand', () => {
		const s = GameSession.start(def, seatsOf(2), 46);
		expect(def.hasPrivateHand(s.snapshot, 0)).toBe(true);
		const empty = sessionAt(STATE.evaluation, craft({ players: 2, round: 1, hands: [[], [cardPool().q(RED, 'wisdom')]] }));
		expect(def.hasPrivateHand(empty.snapshot, 0)).toBe(false);
		expect(def.hasPrivateHand(empty.snapshot, 1)).toBe(true);
	});
	it('the same seed and events give the same game (replay)', () => {
		const a = GameSession.start(def, seatsOf(3), 47);
		for (let i = 0; i < 30; i++) {
			const seat = def.activeSeats(a.snapshot)[0];
			const legal = a.legalEvents(seat);
			a.send(legal[(i * 31) % legal.length]);
		}
		const b = GameSession.fromSave(def, a.setup, a.log.slice(), null).session;
		expect(JSON.stringify(b.snapshot.context)).toBe(JSON.stringify(a.snapshot.context));
	});
});

describe('bots', () => {
	for (const level of ['easy', 'normal'] as const) {
		it(`${level} bots only play legal moves and finish games`, () => {
			for (const players of [2, 3, 5]) {
				const s = GameSession.start(def, seatsOf(players), 100 + players);
				let r = 0.123;
				const random = () => (r = (r * 9301 + 0.49297) % 1);
				while (!def.result(s.snapshot)) {
					const seat = def.activeSeats(s.snapshot)[0];
					const ev = def.botEvent(s.snapshot, seat, level, random);
					expect(s.legalEvents(seat).some((l) => jsonEqual(l, ev))).toBe(true);
					s.send(ev, 'bot');
				}
				expect(def.result(s.snapshot)?.kind).toBe('ranking');
			}
		});
	}
	it('the normal bot takes a face-up card of a quality the next location asks for, and lays matching cards to score', () => {
		const p = cardPool();
		// Round 0 (to Rohan: endurance). Display: a determination card and an endurance card.
		const det = p.q(RED, 'determination');
		const end = p.q(BLUE, 'endurance');
		const s1 = sessionAt(STATE.choose, craft({ players: 3, hands: [[p.q(BLUE, 'endurance')], [], []], faceUp: [det, end] }));
		expect(def.botEvent(s1.snapshot, 0, 'normal', () => 0.5)).toEqual({ type: 'TAKE_FACEUP', seat: 0, card: end });
		// At Rohan with an endurance card and a wisdom card: lays the endurance card, then is done.
		const e = p.q(RED, 'endurance');
		const w = p.q(RED, 'wisdom');
		const s2 = sessionAt(STATE.evaluation, craft({ players: 3, hands: [[w, e], [], []] }));
		const first = def.botEvent(s2.snapshot, 0, 'normal', () => 0.5);
		expect(first).toEqual({ type: 'LAY', seat: 0, card: e });
		s2.send(first);
		expect(def.botEvent(s2.snapshot, 0, 'normal', () => 0.5)).toEqual({ type: 'DONE', seat: 0 });
		expect(phaseOf(s2.snapshot.value)).toBe('evaluation');
	});
	it('the normal bot puts a Gandalf card under a new matching row', () => {
		const p = cardPool();
		const g = p.g();
		const e = p.q(RED, 'endurance');
		const s = sessionAt(STATE.evaluation, craft({ players: 3, hands: [[g, e], [], []] }));
		expect(def.botEvent(s.snapshot, 0, 'normal', () => 0.5)).toEqual({ type: 'LAY_GANDALF', seat: 0, gandalf: g, card: e });
	});
});

describe('the normal bot lays to win tokens', () => {
	it('keeps its cards when the players who presented before it keep every token out of reach', () => {
		const p = cardPool();
		// Rohan (endurance), 3 players, 2 tokens. Seats 1 and 2 presented 3 endurance cards each; seat 0 can reach 2.
		const mine = [p.q(RED, 'endurance'), p.q(RED, 'endurance')];
		const ctx = craft({
			players: 3,
			startSeat: 1,
			turn: 2,
			hands: [mine, [], []],
			rows: [[null, null, null, null], [null, p.row(BLUE, 'endurance', 3), null, null], [null, null, p.row(GREEN, 'endurance', 3), null]],
			layOrder: [1, 2],
			laid: [0, 3, 3]
		});
		const s = sessionAt(STATE.evaluation, ctx);
		expect(def.activeSeats(s.snapshot)).toEqual([0]);
		expect(def.botEvent(s.snapshot, 0, 'normal', () => 0.5)).toEqual({ type: 'DONE', seat: 0 });
		// Three cards only tie, and ties go to who presented first: still out of reach.
		const third = p.q(RED, 'endurance');
		const s1 = sessionAt(STATE.evaluation, craft({ players: 3, startSeat: 1, turn: 2, layOrder: [1, 2], laid: [0, 3, 3], hands: [[...mine, third], [], []], rows: ctx.rows }));
		expect(def.botEvent(s1.snapshot, 0, 'normal', () => 0.5)).toEqual({ type: 'DONE', seat: 0 });
		// With a Gandalf card under them it reaches 4 and takes the first token, so it lays.
		const ctx2 = craft({ players: 3, startSeat: 1, turn: 2, layOrder: [1, 2], laid: [0, 3, 3], hands: [[...mine, third, p.g()], [], []], rows: ctx.rows });
		const s2 = sessionAt(STATE.evaluation, ctx2);
		expect(def.botEvent(s2.snapshot, 0, 'normal', () => 0.5)).toMatchObject({ type: 'LAY_GANDALF', seat: 0 });
	});
});
