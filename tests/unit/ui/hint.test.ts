import { describe, expect, it } from 'vitest';
import { GameSession } from '$lib/engine/session';
import { hintFor } from '$lib/ui/hint';
import twoTowers from '$lib/games/two-towers/definition';
import { toyGame, TWO } from '../engine/toy-game';
import type { AnyGameDefinition, GameEvent } from '$lib/engine/types';

const tt = twoTowers as AnyGameDefinition;

/** Issue 11 "A hint button where a bot exists: 'what would the computer do?' highlights that move". */
describe('hintFor', () => {
	it("gives the Normal bot's move for the seat, as the element of its legal events", () => {
		const s = GameSession.start(twoTowers, [{ name: 'Ann' }, { name: 'Bob' }], 11);
		const seat = tt.activeSeats(s.snapshot)[0];
		const legal = tt.legalEvents(s.snapshot, seat) as GameEvent[];
		const hint = hintFor(twoTowers, s.snapshot, seat, legal, 3);
		expect(hint).not.toBeNull();
		expect(legal).toContain(hint);
	});

	it('shows the same move when asked twice in the same position (same seed)', () => {
		const s = GameSession.start(twoTowers, [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cid' }], 5);
		const seat = tt.activeSeats(s.snapshot)[0];
		const legal = tt.legalEvents(s.snapshot, seat) as GameEvent[];
		expect(hintFor(twoTowers, s.snapshot, seat, legal, 9)).toBe(hintFor(twoTowers, s.snapshot, seat, legal, 9));
	});

	it('gives nothing to a seat with no legal move, a bot that throws, or a move outside the legal list', () => {
		const s = GameSession.start(toyGame, TWO, 7);
		expect(hintFor(toyGame, s.snapshot, 0, [], 1)).toBeNull();
		const throwing = { botEvent: () => { throw new Error('boom'); } };
		expect(hintFor(throwing, s.snapshot, 0, [{ type: 'draw', seat: 0 }], 1)).toBeNull();
		const stray = { botEvent: () => ({ type: 'fly', seat: 0 }) };
		expect(hintFor(stray, s.snapshot, 0, [{ type: 'draw', seat: 0 }], 1)).toBeNull();
	});
});
