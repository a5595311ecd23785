/**
 * « 2. Phase d'évaluation »: presenting cards in rows, in turn from the round's start player,
 * and « UNE NOUVELLE MANCHE » rules about existing rows.
 */
import { describe, expect, it } from 'vitest';
import def from '$lib/games/two-towers/definition';
import { phaseOf, presentationOrder } from '$lib/games/two-towers/rules';
import { actorAt, cardPool, craft, ctxOf, RED, BLUE, GREEN, YELLOW, STATE } from './helpers';

describe('« 2. Phase d\'évaluation »: laying cards', () => {
	it('a quality card starts the row of its colour («une rangée verticale, pour chaque couleur»)', () => {
		const p = cardPool();
		const card = p.q(BLUE, 'wisdom');
		const a = actorAt(STATE.evaluation, craft({ players: 3, round: 1, hands: [[card], [], []] }));
		a.send({ type: 'LAY', seat: 0, card });
		const c = ctxOf(a.getSnapshot());
		expect(c.rows[0][BLUE]).toEqual({ quality: 'wisdom', cards: [card] });
		expect(c.hands[0]).toEqual([]);
		expect(def.activeSeats(a.getSnapshot())).toEqual([0]); // may lay more until DONE
	});
	it('a card of the same colour and quality goes on top of the row; different rows may show the same quality', () => {
		const p = cardPool();
		const [b1, b2, r1] = [p.q(BLUE, 'wisdom'), p.q(BLUE, 'wisdom'), p.q(RED, 'wisdom')];
		const a = actorAt(STATE.evaluation, craft({ players: 3, round: 1, hands: [[b1, b2, r1], [], []] }));
		for (const card of [b1, b2, r1]) a.send({ type: 'LAY', seat: 0, card });
		const c = ctxOf(a.getSnapshot());
		expect(c.rows[0][BLUE]).toEqual({ quality: 'wisdom', cards: [b1, b2] });
		expect(c.rows[0][RED]).toEqual({ quality: 'wisdom', cards: [r1] });
	});
	it('« Important »: a card of another quality first sets the whole row of that colour aside', () => {
		const p = cardPool();
		const row = p.row(GREEN, 'strength', 3, true);
		const card = p.q(GREEN, 'endurance');
		const a = actorAt(STATE.evaluation, craft({ players: 2, round: 2, hands: [[card], []], rows: [[null, null, row, null], [null, null, null, null]] }));
		a.send({ type: 'LAY', seat: 0, card });
		const c = ctxOf(a.getSnapshot());
		expect(c.rows[0][GREEN]).toEqual({ quality: 'endurance', cards: [card] });
		expect(c.aside).toEqual(expect.arrayContaining(row.cards));
		expect(c.log.map((l) => l.key)).toContain('tt_log_row_replaced');
	});
	it('a Gandalf card only starts a new row, with a quality card on it — never alone', () => {
		const p = cardPool();
		const g = p.g();
		const card = p.q(YELLOW, 'wisdom');
		const a = actorAt(STATE.evaluation, craft({ players: 2, round: 1, hands: [[g, card], []] }));
		const legal = def.legalEvents(a.getSnapshot(), 0);
		expect(legal).not.toContainEqual({ type: 'LAY', seat: 0, card: g });
		expect(legal).toContainEqual({ type: 'LAY_GANDALF', seat: 0, gandalf: g, card });
		a.send({ type: 'LAY', seat: 0, card: g } as never);
		expect(ctxOf(a.getSnapshot()).hands[0]).toContain(g);
		a.send({ type: 'LAY_GANDALF', seat: 0, gandalf: g, card });
		expect(ctxOf(a.getSnapshot()).rows[0][YELLOW]).toEqual({ quality: 'wisdom', cards: [g, card] });
	});
	it('« ils ne peuvent pas utiliser les cartes de Gandalf dans ces rangées »: no Gandalf on an existing row of that quality', () => {
		const p = cardPool();
		const row = p.row(RED, 'wisdom', 2);
		const g = p.g();
		const same = p.q(RED, 'wisdom');
		const other = p.q(RED, 'strength');
		const a = actorAt(STATE.evaluation, craft({ players: 2, round: 1, hands: [[g, same, other], []], rows: [[row, null, null, null], [null, null, null, null]] }));
		const legal = def.legalEvents(a.getSnapshot(), 0);
		expect(legal).not.toContainEqual({ type: 'LAY_GANDALF', seat: 0, gandalf: g, card: same });
		// A new row of another quality may start with Gandalf (the old row is set aside).
		expect(legal).toContainEqual({ type: 'LAY_GANDALF', seat: 0, gandalf: g, card: other });
		const before = a.getSnapshot();
		a.send({ type: 'LAY_GANDALF', seat: 0, gandalf: g, card: same });
		expect(a.getSnapshot()).toBe(before);
		a.send({ type: 'LAY', seat: 0, card: same });
		expect(ctxOf(a.getSnapshot()).rows[0][RED]!.cards).toEqual([...row.cards, same]);
	});
	it('each player in turn from the round\'s start player lays any number of cards or passes; then the evaluation', () => {
		const p = cardPool();
		const hands = [[p.q(RED, 'wisdom')], [p.q(BLUE, 'wisdom')], [p.q(GREEN, 'wisdom')]];
		const a = actorAt(STATE.evaluation, craft({ players: 3, round: 1, startSeat: 2, hands }));
		expect(def.activeSeats(a.getSnapshot())).toEqual([2]);
		a.send({ type: 'DONE', seat: 2 }); // a pass
		expect(def.activeSeats(a.getSnapshot())).toEqual([0]);
		a.send({ type: 'LAY', seat: 0, card: hands[0][0] });
		a.send({ type: 'DONE', seat: 0 });
		expect(def.activeSeats(a.getSnapshot())).toEqual([1]);
		a.send({ type: 'LAY', seat: 1, card: hands[1][0] });
		expect(presentationOrder(ctxOf(a.getSnapshot()))).toEqual([0, 1, 2]);
		a.send({ type: 'DONE', seat: 1 });
		const s = a.getSnapshot();
		expect(s.context.scorings).toHaveLength(1);
		expect(ctxOf(s).log.map((l) => l.key)).toEqual(expect.arrayContaining(['tt_log_pass', 'tt_log_done']));
		expect(phaseOf(s.value)).toBe('choose'); // the next round has begun
	});
	it('cards laid in a round stay in the rows for the next evaluation', () => {
		const p = cardPool();
		const rowCard = p.q(RED, 'endurance');
		// Rohan asks for endurance; Fangorn for wisdom + strength: the endurance row is not evaluated at Fangorn.
		const a = actorAt(STATE.evaluation, craft({ players: 2, round: 1, hands: [[], []], rows: [[{ quality: 'endurance', cards: [rowCard] }, null, null, null], [null, null, null, null]] }));
		a.send({ type: 'DONE', seat: 0 });
		a.send({ type: 'DONE', seat: 1 });
		expect(ctxOf(a.getSnapshot()).rows[0][RED]).toEqual({ quality: 'endurance', cards: [rowCard] });
	});
});
