/**
 * Group payments with computer hobbits at the table. « Si une instruction demande au
 * "groupe" … c'est aux joueurs de décider entre eux qui contribue » (« ÉVÉNEMENTS »): the
 * people decide; a computer hobbit contributes only once they hand it the choice (ASK_BOTS)
 * or when no person can contribute — it never pre-empts a person's choice (RULES-NOTES.md).
 */
import { describe, expect, it } from 'vitest';
import def from '$lib/games/coop-board/definition';
import { setupGame } from '$lib/games/coop-board/rules/flow';
import { applyEvent, deciders, legalEventsFor } from '$lib/games/coop-board/rules/moves';
import { payment } from '$lib/games/coop-board/rules/payment';
import { botMove } from '$lib/games/coop-board/bot';
import type { GameSnapshot, SeatSetup } from '$lib/engine/types';
import type { CoopContext, CoopEvent, Payment } from '$lib/games/coop-board/types';

const HUMAN_BOT_BOT: SeatSetup[] = [{ name: 'Anna' }, { name: 'B1', bot: 'normal' }, { name: 'B2', bot: 'normal' }];
const snap = (c: CoopContext): GameSnapshot<CoopContext> => ({ context: c, value: 'adventure', status: 'active' });
const payEvents = (c: CoopContext, seat: number) => legalEventsFor(c, seat).filter((e) => e.type.startsWith('PAY') || e.type === 'DECLINE' || e.type === 'ASK_BOTS');

/** A Moria turn waiting on `pay`, each hobbit holding `cards[i]` Quest cards and `runes[i]` runes. */
function waiting(pay: Payment, cards: number[], runes: number[], table: SeatSetup[] = HUMAN_BOT_BOT): CoopContext {
	const c = setupGame({ seats: table, options: { sauron: 15, passRing: false, equalTurns: false, solo: false, competitive: false }, seed: 8 });
	c.location = 2;
	c.phase = 'storyTiles';
	c.adv = { id: 'moria', tracks: { fighting: 2, travelling: 0, hiding: 0 }, event: 1, ringUsed: false, ending: false };
	const pool = [...c.questDeck, ...c.players.flatMap((p) => p.hand)];
	c.players.forEach((p, i) => {
		p.hand = pool.splice(0, cards[i]);
		p.silver = runes[i];
		p.gold = [];
	});
	c.questDeck = pool;
	c.active = 0;
	c.queue = [{ k: 'revealPrompt' }];
	c.decision = { kind: 'pay', pay };
	return c;
}
const lastResort = () => payment('group', { cards: 3 }, 'lastResort', [], [{ k: 'nextEvent' }], true);

describe('a group payment waits for the people at the table', () => {
	it('a person and computer hobbits could all pay: only the person decides; the bots have no payment move', () => {
		const c = waiting(lastResort(), [2, 3, 3], [0, 0, 0]);
		expect(deciders(c)).toEqual([0]);
		expect(def.activeSeats(snap(c))).toEqual([0]);
		expect(payEvents(c, 1)).toEqual([]);
		expect(payEvents(c, 2)).toEqual([]);
		expect(payEvents(c, 0).map((e) => e.type)).toEqual(['PAY_CARD', 'PAY_CARD', 'ASK_BOTS', 'DECLINE']);
	});
	it('once the person has given all it can, the computer hobbits complete the payment', () => {
		let c = waiting(lastResort(), [2, 3, 3], [0, 0, 0]);
		for (const e of payEvents(c, 0).filter((x) => x.type === 'PAY_CARD')) c = applyEvent(c, e);
		expect(c.decision?.kind).toBe('pay');
		expect(deciders(c)).toEqual([1, 2]);
		const ev = botMove(c, 1, 'normal', () => 0.5);
		expect(ev.type).toBe('PAY_CARD');
		c = applyEvent(c, ev);
		expect(c.decision?.kind).toBe('reveal');
		expect(c.players.map((p) => p.hand.length)).toEqual([0, 2, 3]);
	});
	it('the person hands the choice to the computer hobbits (ASK_BOTS): they pay, the person waits', () => {
		let c = waiting(lastResort(), [2, 3, 3], [0, 0, 0]);
		c = applyEvent(c, { type: 'ASK_BOTS', seat: 0 });
		expect(c.decision).toMatchObject({ kind: 'pay', pay: { botsAsked: true } });
		expect(deciders(c)).toEqual([1, 2]);
		expect(payEvents(c, 0)).toEqual([]);
		for (let i = 0; i < 3; i++) c = applyEvent(c, botMove(c, deciders(c)[0], 'normal', () => 0.5));
		expect(c.decision?.kind).toBe('reveal');
		expect(c.players[0].hand).toHaveLength(2);
		expect(c.log.some((e) => e.key === 'cb_log_ask_bots' && e.seat === 0)).toBe(true);
	});
	it('no person can pay: the computer hobbits decide at once', () => {
		const c = waiting(payment('group', { runes: 7 }, 'gollum', [], [], true), [2, 2, 2], [0, 4, 4]);
		expect(deciders(c)).toEqual([1, 2]);
		expect(payEvents(c, 0)).toEqual([]);
	});
	it('"one player" payments: the people choose who pays too; then only the payer goes on', () => {
		let c = waiting(payment('one', { runes: 5 }, 'forbiddenPool', [], [{ k: 'sauron', n: 2 }]), [1, 1, 1], [5, 6, 6]);
		expect(deciders(c)).toEqual([0]);
		c = applyEvent(c, { type: 'PAY_RUNE', seat: 0 });
		expect(deciders(c)).toEqual([0]);
		expect(payEvents(c, 0).some((e) => e.type === 'ASK_BOTS')).toBe(false);
	});
	it('a payment named for one hobbit, or a table of people only, is unchanged (no ASK_BOTS)', () => {
		const named = waiting(payment(1, { cards: 1 }, 'watcher', [], []), [2, 2, 2], [0, 0, 0]);
		expect(deciders(named)).toEqual([1]);
		const people = waiting(lastResort(), [2, 3, 3], [0, 0, 0], [{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
		expect(deciders(people)).toEqual([0, 1, 2]);
		expect(legalEventsFor(people, 0).some((e: CoopEvent) => e.type === 'ASK_BOTS')).toBe(false);
	});
});

describe('runes in a pot are spoken for', () => {
	it('a hobbit with 6 runes, 2 of them in the Gollum pot, cannot pay a Gandalf card (5 runes): the pot would be short', () => {
		let c = waiting(payment('group', { runes: 7 }, 'gollum', [], [], true), [2, 2, 2], [6, 0, 0]);
		expect(legalEventsFor(c, 0).some((e) => e.type === 'GANDALF')).toBe(true);
		c = applyEvent(c, { type: 'PAY_RUNE', seat: 0 });
		c = applyEvent(c, { type: 'PAY_RUNE', seat: 0 });
		expect(legalEventsFor(c, 0).some((e) => e.type === 'GANDALF')).toBe(false);
	});
});
