/**
 * « L'ÉVALUATION »: counting, tokens, the ring, the cards set aside; the rulebook's example
 * at Fangorn; « UNE NOUVELLE MANCHE »; « LA PARTIE A DEUX ».
 */
import { describe, expect, it } from 'vitest';
import def from '$lib/games/two-towers/definition';
import { evaluateLocation, matchCount, tokenValue } from '$lib/games/two-towers/rules';
import type { Row, TTContext } from '$lib/games/two-towers/types';
import { actorAt, cardPool, craft, ctxOf, tokenOf, RED, BLUE, GREEN, YELLOW, STATE } from './helpers';

const EMPTY = (): (Row | null)[] => [null, null, null, null];

describe("« L'ÉVALUATION »: the rulebook's example at Fangorn", () => {
	// Fabien (seat 0), Christine (seat 1), Jean (seat 2). Fangorn shows wisdom + strength.
	const p = cardPool();
	const fabien = {
		wisdom: [p.q(RED, 'wisdom'), p.q(RED, 'wisdom')],
		g: p.g(),
		strengthA: [p.q(BLUE, 'strength'), p.q(BLUE, 'strength')],
		strengthB: [p.q(GREEN, 'strength'), p.q(GREEN, 'strength')],
		crowns: [p.q(YELLOW, 'determination'), p.q(YELLOW, 'determination')]
	};
	const christine = { endurance: [p.q(RED, 'endurance'), p.q(RED, 'endurance'), p.q(RED, 'endurance')], crown: [p.q(BLUE, 'determination')] };
	const jean = { wisdom: [p.q(GREEN, 'wisdom'), p.q(GREEN, 'wisdom'), p.q(GREEN, 'wisdom')], g: p.g(), strength: [p.q(RED, 'strength'), p.q(RED, 'strength')] };

	function play() {
		const ctx = craft({
			players: 3,
			round: 1, // travelling to Fangorn (location 2)
			startSeat: 1,
			hands: [
				[...fabien.wisdom, fabien.g, ...fabien.strengthA, ...fabien.strengthB, ...fabien.crowns],
				[...christine.endurance, ...christine.crown],
				[...jean.wisdom, jean.g, ...jean.strength]
			],
			locationTokens: { 2: [tokenOf(2), tokenOf(4)] }
		});
		const a = actorAt(STATE.evaluation, ctx);
		// Christine starts this round.
		for (const card of [...christine.endurance, ...christine.crown]) a.send({ type: 'LAY', seat: 1, card });
		a.send({ type: 'DONE', seat: 1 });
		a.send({ type: 'LAY_GANDALF', seat: 2, gandalf: jean.g, card: jean.strength[0] });
		for (const card of [jean.strength[1], ...jean.wisdom]) a.send({ type: 'LAY', seat: 2, card });
		a.send({ type: 'DONE', seat: 2 });
		for (const card of fabien.wisdom) a.send({ type: 'LAY', seat: 0, card });
		a.send({ type: 'LAY_GANDALF', seat: 0, gandalf: fabien.g, card: fabien.strengthA[0] });
		for (const card of [fabien.strengthA[1], ...fabien.strengthB, ...fabien.crowns]) a.send({ type: 'LAY', seat: 0, card });
		a.send({ type: 'DONE', seat: 0 });
		return a.getSnapshot();
	}

	it('counts Fabien 7, Christine 0, Jean 6 (the crowns and the other qualities do not count)', () => {
		const rec = ctxOf(play()).scorings[0];
		expect(rec.location).toBe(2);
		expect(rec.counts).toEqual([7, 0, 6]);
	});
	it('gives Fabien the 4 and the ring, Jean the 2, Christine nothing', () => {
		const s = play();
		const c = ctxOf(s);
		expect(c.playerTokens.map((ts) => ts.map(tokenValue))).toEqual([[4], [], [2]]);
		expect(c.ring).toBe(0);
		expect(c.scorings[0].ringFrom).toBe(1);
		expect(def.view(s, 'table').scores).toEqual([4, 0, 2]);
	});
	it('Fabien sets 3 cards aside, Jean 2; Christine loses none; the crowns row stays whole', () => {
		const c = ctxOf(play());
		const rec = c.scorings[0];
		// In turn order from the start player (Christine): Jean, then Fabien.
		expect(rec.setAside.map((x) => [x.seat, x.cards.length])).toEqual([
			[2, 2],
			[0, 3]
		]);
		expect(c.aside).toHaveLength(5);
		expect(c.rows[0][YELLOW]!.cards).toEqual(fabien.crowns);
		expect(c.rows[0][BLUE]!.cards).toEqual([fabien.g, fabien.strengthA[0]]);
		expect(c.rows[0][RED]!.cards).toHaveLength(1);
		expect(c.rows[0][GREEN]!.cards).toHaveLength(1);
		expect(c.rows[1][RED]!.cards).toHaveLength(3);
		expect(c.rows[2][GREEN]!.cards).toHaveLength(2);
		expect(c.rows[2][RED]!.cards).toEqual([jean.g, jean.strength[0]]);
	});
	it('« Le joueur qui a reçu l\'anneau commence la nouvelle manche »: Fabien starts round 3', () => {
		const s = play();
		expect(s.context.round).toBe(2);
		expect(s.context.startSeat).toBe(0);
		expect(def.activeSeats(s)).toEqual([0]);
		expect(def.view(s, 'table').marker).toEqual({ kind: 'path', gap: 2, space: 0 });
	});
});

describe("« L'ÉVALUATION »: rules", () => {
	it('counts a Gandalf card in a row of a wanted quality, and nothing in other rows', () => {
		const p = cardPool();
		const rows = [p.row(RED, 'wisdom', 2, true), p.row(BLUE, 'endurance', 4), null, p.row(YELLOW, 'strength', 1)];
		expect(matchCount(rows, ['wisdom', 'strength'])).toBe(4);
		expect(matchCount(rows, ['determination'])).toBe(0);
	});
	it('« le jeton du plus grand nombre de points »: tokens go high to low down the ranking; nothing for zero; the rest back in the box', () => {
		const p = cardPool();
		// Rohan: endurance. Four players, tokens 5, 3, 2.
		const ctx = craft({
			players: 4,
			round: 0,
			rows: [[p.row(RED, 'endurance', 3), null, null, null], EMPTY(), EMPTY(), [null, p.row(BLUE, 'endurance', 1), null, null]],
			locationTokens: { 1: [tokenOf(3), tokenOf(2), tokenOf(5)] }
		});
		const c = evaluateLocation(ctx);
		expect(c.playerTokens.map((t) => t.map(tokenValue))).toEqual([[5], [], [], [3]]);
		expect(c.box).toContain(tokenOf(2));
		expect(c.scorings[0].toBox).toEqual([tokenOf(2)]);
		expect(c.locationTokens[1]).toEqual([]);
		expect(c.ring).toBe(0);
	});
	it('« Le joueur qui arrive en dernière position ne reçoit rien »', () => {
		const p = cardPool();
		const ctx = craft({
			players: 3,
			round: 0,
			rows: [[p.row(RED, 'endurance', 1), null, null, null], [p.row(RED, 'endurance', 2), null, null, null], [p.row(RED, 'endurance', 2), null, null, null]].map((r) => r as (Row | null)[]),
			locationTokens: { 1: [tokenOf(4), tokenOf(3)] }
		});
		const c = evaluateLocation(ctx);
		expect(c.playerTokens.map((t) => t.map(tokenValue))).toEqual([[], [4], [3]]);
		expect(c.scorings[0].setAside.map((x) => x.seat)).toEqual([1, 2]);
		expect(c.rows[0][RED]!.cards).toHaveLength(1); // no token, no card lost
	});
	it('« celui qui a présenté ses cartes le premier a la priorité »: ties go to the earlier presenter', () => {
		const p = cardPool();
		// Start player seat 1. Seats 1 and 2 both lay 2 endurance cards: seat 1 laid first.
		const h1 = [p.q(RED, 'endurance'), p.q(RED, 'endurance')];
		const h2 = [p.q(BLUE, 'endurance'), p.q(BLUE, 'endurance')];
		const a = actorAt(STATE.evaluation, craft({ players: 3, round: 0, startSeat: 1, hands: [[], h1, h2], locationTokens: { 1: [tokenOf(2), tokenOf(5)] } }));
		for (const card of h1) a.send({ type: 'LAY', seat: 1, card });
		a.send({ type: 'DONE', seat: 1 });
		for (const card of h2) a.send({ type: 'LAY', seat: 2, card });
		a.send({ type: 'DONE', seat: 2 });
		a.send({ type: 'DONE', seat: 0 });
		const c = ctxOf(a.getSnapshot());
		expect(c.scorings[0].order).toEqual([1, 2, 0]);
		expect(c.playerTokens.map((t) => t.map(tokenValue))).toEqual([[], [5], [2]]);
		expect(c.ring).toBe(1);
	});
	it('a player who passes (rows from earlier rounds only) comes after those who laid cards this phase', () => {
		const p = cardPool();
		// Seat 0 starts and passes with 2 endurance cards already on the table; seat 1 lays 2.
		const h1 = [p.q(BLUE, 'endurance'), p.q(BLUE, 'endurance')];
		const a = actorAt(
			STATE.evaluation,
			craft({ players: 3, round: 0, startSeat: 0, hands: [[], h1, []], rows: [[p.row(RED, 'endurance', 2), null, null, null], EMPTY(), EMPTY()], locationTokens: { 1: [tokenOf(2), tokenOf(5)] } })
		);
		a.send({ type: 'DONE', seat: 0 });
		for (const card of h1) a.send({ type: 'LAY', seat: 1, card });
		a.send({ type: 'DONE', seat: 1 });
		a.send({ type: 'DONE', seat: 2 });
		const c = ctxOf(a.getSnapshot());
		expect(c.scorings[0].order).toEqual([1, 0, 2]);
		expect(c.playerTokens.map((t) => t.map(tokenValue))).toEqual([[2], [5], []]);
	});
	it('when nobody has a matching card, no token is given, no card is set aside and the ring stays', () => {
		const p = cardPool();
		const ctx = craft({ players: 3, round: 0, ring: 2, startSeat: 2, rows: [[p.row(RED, 'wisdom', 3), null, null, null], EMPTY(), EMPTY()], locationTokens: { 1: [tokenOf(2), tokenOf(5)] } });
		const c = evaluateLocation(ctx);
		expect(c.playerTokens.flat()).toEqual([]);
		expect(c.box).toEqual(expect.arrayContaining([tokenOf(2), tokenOf(5)]));
		expect(c.ring).toBe(2);
		expect(c.aside).toEqual([]);
		expect(c.log.map((l) => l.key)).toContain('tt_log_ring_stays');
	});
	it('« il reste une carte de Gandalf isolée »: a Gandalf left alone is set aside too; rows left empty disappear', () => {
		const p = cardPool();
		const gRow = p.row(RED, 'endurance', 1, true);
		const single = p.row(BLUE, 'endurance', 1);
		const ctx = craft({ players: 3, round: 0, rows: [[gRow, single, null, null], EMPTY(), EMPTY()], locationTokens: { 1: [tokenOf(2), tokenOf(5)] } });
		const c = evaluateLocation(ctx);
		expect(c.rows[0]).toEqual([null, null, null, null]);
		expect(c.aside.sort()).toEqual([...gRow.cards, ...single.cards].sort());
		expect(c.scorings[0].setAside).toEqual([{ seat: 0, cards: [gRow.cards[1], gRow.cards[0], single.cards[0]] }]);
	});
	it('removes the top quality card of each evaluated row', () => {
		const p = cardPool();
		const row = p.row(RED, 'endurance', 3, true);
		const c = evaluateLocation(craft({ players: 3, round: 0, rows: [[row, null, null, null], EMPTY(), EMPTY()], locationTokens: { 1: [tokenOf(2), tokenOf(5)] } }));
		expect(c.rows[0][RED]!.cards).toEqual(row.cards.slice(0, 3));
	});
});

describe('« LA PARTIE A DEUX »', () => {
	function fangorn2p(rows: (Row | null)[][], opts: { startSeat?: number; ring?: number; layOrder?: number[] } = {}): TTContext {
		// Fangorn: wisdom (left), strength (right); tokens 3 under wisdom, 5 under strength.
		return craft({ players: 2, round: 1, rows, locationTokens: { 2: [tokenOf(3), tokenOf(5)] }, ...opts });
	}
	it('evaluates each symbol separately from the left; the winner of the last symbol gets the ring', () => {
		const p = cardPool();
		const c = evaluateLocation(
			fangorn2p([
				[p.row(RED, 'wisdom', 3), p.row(BLUE, 'strength', 1), null, null],
				[p.row(RED, 'wisdom', 2), p.row(BLUE, 'strength', 4), null, null]
			])
		);
		const rec = c.scorings[0];
		expect(rec.symbols).toEqual([
			{ quality: 'wisdom', counts: [3, 2] },
			{ quality: 'strength', counts: [1, 4] }
		]);
		expect(rec.awards).toEqual([
			{ seat: 0, token: tokenOf(3), symbol: 0 },
			{ seat: 1, token: tokenOf(5), symbol: 1 }
		]);
		expect(c.ring).toBe(1);
		// Both got a token: one card off each evaluated row.
		expect(c.rows[0].map((r) => r?.cards.length ?? 0)).toEqual([2, 0, 0, 0]);
		expect(c.rows[1].map((r) => r?.cards.length ?? 0)).toEqual([1, 3, 0, 0]);
	});
	it('one player may win every symbol; ties go to the first presenter; a symbol nobody has goes back to the box', () => {
		const p = cardPool();
		const c = evaluateLocation(
			fangorn2p(
				[
					[p.row(RED, 'wisdom', 2), null, null, null],
					[p.row(RED, 'wisdom', 2), null, null, null]
				],
				{ startSeat: 0, ring: 0, layOrder: [1, 0] }
			)
		);
		expect(c.scorings[0].awards).toEqual([{ seat: 1, token: tokenOf(3), symbol: 0 }]);
		expect(c.scorings[0].toBox).toEqual([tokenOf(5)]);
		// Nobody won the last symbol (strength): the ring stays.
		expect(c.ring).toBe(0);
		// Seat 0 got no token and loses no card.
		expect(c.rows[0][RED]!.cards).toHaveLength(2);
		expect(c.rows[1][RED]!.cards).toHaveLength(1);
	});
	it('is chosen automatically with two players, through the machine', () => {
		const p = cardPool();
		const h0 = [p.q(RED, 'wisdom')];
		const h1 = [p.q(BLUE, 'strength')];
		const a = actorAt(STATE.evaluation, craft({ players: 2, round: 1, hands: [h0, h1], locationTokens: { 2: [tokenOf(3), tokenOf(5)] } }));
		a.send({ type: 'LAY', seat: 0, card: h0[0] });
		a.send({ type: 'DONE', seat: 0 });
		a.send({ type: 'LAY', seat: 1, card: h1[0] });
		a.send({ type: 'DONE', seat: 1 });
		const c = ctxOf(a.getSnapshot());
		expect(c.playerTokens.map((t) => t.map(tokenValue))).toEqual([[3], [5]]);
		expect(c.ring).toBe(1);
		expect(c.startSeat).toBe(1);
	});
});

