/**
 * « FIN DE LA PARTIE »: after Minas Tirith, most points wins; ties → most matching cards
 * presented at Minas Tirith; still tied → who presented first at Minas Tirith.
 */
import { describe, expect, it } from 'vitest';
import def from '$lib/games/two-towers/definition';
import { finalRanking, phaseOf } from '$lib/games/two-towers/rules';
import type { Row } from '$lib/games/two-towers/types';
import { actorAt, cardPool, craft, ctxOf, tokenOf, RED, BLUE, GREEN, STATE } from './helpers';

const EMPTY = (): (Row | null)[] => [null, null, null, null];
const MT = 5; // round 5 travels to Minas Tirith (strength, wisdom, determination)

describe('« FIN DE LA PARTIE »', () => {
	it('ends after the evaluation of Minas Tirith; scores are token totals; the most points wins', () => {
		const p = cardPool();
		const h = [p.q(RED, 'strength')];
		const a = actorAt(STATE.evaluation, craft({ players: 3, round: MT, hands: [h, [], []], playerTokens: [[tokenOf(2)], [tokenOf(3, 0), tokenOf(3, 1)], []], locationTokens: { 6: [tokenOf(5, 5), tokenOf(4)] } }));
		a.send({ type: 'LAY', seat: 0, card: h[0] });
		a.send({ type: 'DONE', seat: 0 });
		a.send({ type: 'DONE', seat: 1 });
		expect(def.result(a.getSnapshot())).toBeNull();
		a.send({ type: 'DONE', seat: 2 });
		const s = a.getSnapshot();
		expect(phaseOf(s.value)).toBe('end');
		expect(s.status).toBe('done');
		expect(def.activeSeats(s)).toEqual([]);
		expect(def.legalEvents(s, 0)).toEqual([]);
		expect(def.result(s)).toEqual({ kind: 'ranking', scores: [7, 6, 0], winners: [0], explanation: [] });
		expect(ctxOf(s).log.at(-1)?.key).toBe('tt_log_end');
	});
	it('equal points: the most matching cards presented at Minas Tirith wins', () => {
		const p = cardPool();
		// Before Minas Tirith: 10, 15, 12. At Minas Tirith (tokens 5 and 3): seat 0 has 4 cards, seat 2 has 3, seat 1 none → 15, 15, 15.
		const ctx = craft({
			players: 3,
			round: MT,
			rows: [[p.row(RED, 'strength', 4), null, null, null], [p.row(RED, 'endurance', 5), null, null, null], [null, p.row(BLUE, 'wisdom', 3), null, null]],
			playerTokens: [
				[tokenOf(5, 0), tokenOf(5, 1)],
				[tokenOf(5, 2), tokenOf(5, 3), tokenOf(5, 4)],
				[tokenOf(4, 0), tokenOf(4, 1), tokenOf(4, 2)]
			],
			locationTokens: { 6: [tokenOf(5, 5), tokenOf(3)] }
		});
		const a = actorAt(STATE.evaluation, ctx);
		for (const seat of [0, 1, 2]) a.send({ type: 'DONE', seat });
		const s = a.getSnapshot();
		const r = def.result(s);
		expect(r).toMatchObject({ kind: 'ranking', scores: [15, 15, 15], winners: [0] });
		const fin = finalRanking(ctxOf(s));
		expect(fin.minasTirithCounts).toEqual([4, 0, 3]);
		expect(fin.ranking).toEqual([0, 2, 1]);
		expect(fin.ties).toEqual([
			{ above: 0, below: 2, by: 'cards' },
			{ above: 2, below: 1, by: 'cards' }
		]);
		expect(r && r.kind === 'ranking' && r.explanation?.map((e) => e.key)).toEqual(['tt_result_tie_cards', 'tt_result_tie_cards']);
	});
	it('equal points and equal cards at Minas Tirith: who presented first at Minas Tirith wins', () => {
		const p = cardPool();
		// Before: seat 0 has 12, seat 1 has 10. Seat 1 starts and presents first; both end with 3 cards.
		const h1 = [p.q(GREEN, 'wisdom')];
		const h0 = [p.q(RED, 'strength')];
		const ctx = craft({
			players: 3,
			round: MT,
			startSeat: 1,
			hands: [h0, h1, []],
			rows: [[p.row(RED, 'strength', 2), null, null, null], [null, null, p.row(GREEN, 'wisdom', 2), null], EMPTY()],
			playerTokens: [[tokenOf(5, 0), tokenOf(5, 1), tokenOf(2, 0)], [tokenOf(5, 2), tokenOf(5, 3)], []],
			locationTokens: { 6: [tokenOf(3), tokenOf(5, 4)] }
		});
		const a = actorAt(STATE.evaluation, ctx);
		a.send({ type: 'LAY', seat: 1, card: h1[0] });
		a.send({ type: 'DONE', seat: 1 });
		a.send({ type: 'DONE', seat: 2 });
		a.send({ type: 'LAY', seat: 0, card: h0[0] });
		a.send({ type: 'DONE', seat: 0 });
		const s = a.getSnapshot();
		const fin = finalRanking(ctxOf(s));
		expect(fin.minasTirithCounts).toEqual([3, 3, 0]);
		expect(fin.minasTirithOrder).toEqual([1, 0, 2]);
		expect(fin.scores).toEqual([15, 15, 0]);
		expect(fin.ranking).toEqual([1, 0, 2]);
		expect(fin.ties).toEqual([{ above: 1, below: 0, by: 'order' }]);
		expect(def.result(s)).toMatchObject({ winners: [1], scores: [15, 15, 0] });
	});
	it('finalRanking refuses a game that is not over', () => {
		expect(() => finalRanking(craft({ players: 3 }))).toThrow();
	});
});
