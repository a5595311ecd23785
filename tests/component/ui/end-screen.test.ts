import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import EndScreen from '$lib/ui/EndScreen.svelte';
import { defaultEndScreen } from '$lib/ui/end-screen';
import { randomPlayout } from '$lib/engine/playout';
import type { EndScreenData } from '$lib/ui/contract';
import type { GameSnapshot } from '$lib/engine/types';
import twoTowers from '$lib/games/two-towers/definition';
import kniziaCards from '$lib/games/knizia-cards/definition';
import lcg from '$lib/games/lcg/definition';
import { endScreen as ttEnd } from '$lib/games/two-towers/view/end';
import { endScreen as kcEnd } from '$lib/games/knizia-cards/view/end';
import { endScreen as lcgEnd } from '$lib/games/lcg/view/end';

const SEATS = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cid' }];

const DATA: EndScreenData = {
	headline: 'Ann wins!',
	ranking: [
		{ seat: 0, place: 1, score: 12 },
		{ seat: 2, place: 2, score: 12 },
		{ seat: 1, place: 3, score: 1 }
	],
	breakdown: {
		caption: 'Points at each location',
		columns: ['Rivendell', 'Moria'],
		rows: [
			{ seat: 0, label: 'Ann', cells: [5, 7], total: 12 },
			{ seat: 2, label: 'Cid', cells: [12, '—'], total: 12 }
		]
	},
	tieBreak: ['Ann is ahead of Cid on equal points: 3 matching cards at Minas Tirith against 2.'],
	notes: []
};

describe('EndScreen (UI.md "One end screen per game")', () => {
	it('lists the ranking once, with plural-correct points, the breakdown and the tie-break', async () => {
		const onrematch = vi.fn();
		const onhome = vi.fn();
		const onclose = vi.fn();
		render(EndScreen, { data: DATA, seats: SEATS, onrematch, onhome, onclose });
		const ranking = screen.getByTestId('end-ranking');
		expect(within(ranking).getAllByRole('listitem')).toHaveLength(3);
		expect(within(ranking).getAllByRole('listitem')[2]).toHaveTextContent(/Bob\s*1 point$/);
		expect(within(ranking).getAllByRole('listitem')[0]).toHaveTextContent(/12 points$/);
		// Each name appears once in the ranking and once in the breakdown, never a second ranking.
		expect(screen.getAllByText('Ann')).toHaveLength(2);
		const table = screen.getByTestId('end-breakdown');
		expect(within(table).getByRole('columnheader', { name: 'Moria' })).toBeInTheDocument();
		expect(within(table).getAllByRole('row')).toHaveLength(3);
		expect(screen.getByTestId('end-tiebreak')).toHaveTextContent('3 matching cards at Minas Tirith');
		await userEvent.click(screen.getByRole('button', { name: 'Rematch with the same players' }));
		await userEvent.click(screen.getByRole('button', { name: 'Back to the games' }));
		await userEvent.click(screen.getByRole('button', { name: 'Look at the table' }));
		expect([onrematch.mock.calls.length, onhome.mock.calls.length, onclose.mock.calls.length]).toEqual([1, 1, 1]);
	});

	it('has no tie-break section when nothing was tied, and no rematch button without a handler', () => {
		render(EndScreen, { data: { ...DATA, tieBreak: [] }, seats: SEATS, onhome: () => {}, onclose: () => {} });
		expect(screen.queryByTestId('end-tiebreak')).toBeNull();
		expect(screen.queryByRole('button', { name: 'Rematch with the same players' })).toBeNull();
	});

	it('builds a default screen from a result: winners first, shared places for a shared win', () => {
		const d = defaultEndScreen({ kind: 'ranking', scores: [4, 9, 9], winners: [1, 2] }, SEATS, ['a note']);
		expect(d.headline).toBe('Bob & Cid win!');
		expect(d.ranking).toEqual([
			{ seat: 1, place: 1, score: 9 },
			{ seat: 2, place: 1, score: 9 },
			{ seat: 0, place: 3, score: 4 }
		]);
		expect(d.notes).toEqual(['a note']);
		const coop = defaultEndScreen({ kind: 'cooperative', victory: false, score: 40 }, SEATS, ['a line']);
		expect(coop.headline).toBe('Defeat');
		// The shared screen does not say which way a cooperative score counts: the game's own lines do
		// (the board game counts up, the LCG down).
		expect(coop.notes).toEqual(['a line', 'Score: 40']);
	});
});

describe("each game's end screen data agrees with its result", () => {
	const finished = (def: typeof twoTowers | typeof kniziaCards | typeof lcg, seats: typeof SEATS, seed: number) => {
		const r = randomPlayout(def as never, seats, seed);
		expect(r.result).not.toBeNull();
		return r;
	};

	it('Les Deux Tours: ranking = result, breakdown per location sums to each score', () => {
		for (const seed of [1, 2]) {
			const r = finished(twoTowers, SEATS, seed);
			const d = ttEnd(r.final as GameSnapshot<never>, SEATS)!;
			const res = r.result as { scores: number[]; winners: number[] };
			expect(d.ranking!.map((x) => x.score)).toEqual(d.ranking!.map((x) => res.scores[x.seat]));
			expect(res.winners).toEqual([d.ranking![0].seat]);
			for (const row of d.breakdown!.rows) {
				const sum = row.cells.reduce<number>((n, c) => n + (typeof c === 'number' ? c : 0), 0);
				expect(sum).toBe(row.total);
				expect(row.total).toBe(res.scores[row.seat!]);
			}
		}
	});

	it("Knizia's card game: breakdown per scoring sums to each score; winners share first place", () => {
		for (const seed of [3, 4]) {
			const r = finished(kniziaCards, SEATS, seed);
			const d = kcEnd(r.final as GameSnapshot<never>, SEATS)!;
			const res = r.result as { scores: number[]; winners: number[] };
			expect(d.ranking!.filter((x) => x.place === 1).map((x) => x.seat).sort()).toEqual(res.winners.slice().sort());
			for (const row of d.breakdown!.rows) {
				expect(row.cells.reduce<number>((n, c) => n + Number(c), 0)).toBe(row.total);
				expect(row.total).toBe(res.scores[row.seat!]);
			}
			expect(d.notes).toHaveLength(1);
		}
	});

	it('LCG: the score sheet once, its group score equal to the result score; a lost game has no score; null while playing', () => {
		const r = finished(lcg, [{ name: 'Ann' }], 5);
		const d = lcgEnd(r.final as GameSnapshot<never>, [{ name: 'Ann' }])!;
		expect(d.ranking).toBeUndefined();
		const res = r.result as { victory: boolean; score?: number };
		if (res.victory) {
			const rows = d.breakdown!.rows;
			expect(rows[rows.length - 1].total).toBe(res.score);
		} else {
			// « DÉCOMPTE »: « Si les joueurs ont gagné la partie »: no sheet, no score.
			expect(res.score).toBeUndefined();
			expect(d.breakdown).toBeUndefined();
			expect(d.notes[0]).toMatch(/no score|pas de score/);
		}
		expect(lcgEnd({ ...(r.final as GameSnapshot<never>), context: { ...(r.final.context as object), outcome: null } } as never, [])).toBeNull();
	});
});
