/**
 * Undo in Risk (issue 9: « undo within the current phase, never across a die roll or a card
 * draw »; issue 19: « an automatic phase change is not a barrier »), through the engine session:
 * the player's END_PHASE and the start of the next turn are undo barriers (definition
 * `undoBarrier`, context `closedStep`); a phase that moves on by itself is not; dice and draws
 * are reveals. The barrier is Risk's own (rules/turn.ts `closesStep`); the engine only asks it.
 */
import { describe, expect, it } from 'vitest';
import { GameSession } from '$lib/engine/session';
import type { GameSnapshot } from '$lib/engine/types';
import def from '$lib/games/risk/definition';
import { NEIGHBOURS } from '$lib/games/risk/rules/board';
import type { RiskContext, RiskEvent } from '$lib/games/risk/types';

const seats = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }];
const ctx = (s: GameSession) => s.snapshot.context as RiskContext;

/** A 3-player session (every seat human) played by first legal moves until the first reinforcements. */
function toFirstTurn(seed = 4): GameSession {
	const s = GameSession.start(def, seats, seed);
	while (ctx(s).phase !== 'reinforce') {
		const seat = def.activeSeats(s.snapshot as GameSnapshot<RiskContext>)[0];
		s.send(s.legalEvents(seat)[0]);
	}
	return s;
}

describe('risk undo stays within the current phase', () => {
	it('reinforcements: a single placement is taken back, and so is the last one, though the phase moved on to combat by itself', () => {
		const s = toFirstTurn();
		const seat = ctx(s).current;
		const pool = ctx(s).pool[seat];
		expect(pool).toBeGreaterThan(1);
		const one = s.legalEvents(seat).find((e) => e.type === 'PLACE' && (e as Extract<RiskEvent, { type: 'PLACE' }>).count === 1)!;
		s.send(one);
		expect(s.canUndo(seat)).toBe(true);
		s.undo(seat);
		expect(ctx(s).pool[seat]).toBe(pool);
		const all = s.legalEvents(seat).find((e) => e.type === 'PLACE' && (e as Extract<RiskEvent, { type: 'PLACE' }>).count === pool)!;
		s.send(all);
		expect(ctx(s).phase).toBe('combat');
		expect(s.log[s.log.length - 1].reveal).toBe(false);
		expect(s.closedStep()).toBe(false);
		expect(s.canUndo(seat)).toBe(true);
		s.undo(seat);
		expect(ctx(s).phase).toBe('reinforce');
		expect(ctx(s).pool[seat]).toBe(pool);
		// Ending a phase by choice is a barrier.
		s.send(all);
		s.send({ type: 'END_PHASE', seat });
		expect(s.closedStep()).toBe(true);
		expect(s.canUndo(seat)).toBe(false);
		expect(s.canUndo('every-seat')).toBe(false);
		expect(() => s.undo(seat)).toThrow(/closed a step/);
	});

	it('the last manoeuvre is taken back after the turn moved on to the draw or the Fellowship by itself', () => {
		const s = toFirstTurn(9);
		const seat = ctx(s).current;
		const pool = ctx(s).pool[seat];
		const places = s.legalEvents(seat).filter((e) => e.type === 'PLACE' && (e as Extract<RiskEvent, { type: 'PLACE' }>).count === pool) as Extract<RiskEvent, { type: 'PLACE' }>[];
		s.send(places.find((e) => NEIGHBOURS[e.territory].some((n) => ctx(s).owner[n] === seat))!);
		s.send({ type: 'END_PHASE', seat });
		s.send(s.legalEvents(seat).find((e) => e.type === 'MANOEUVRE')!);
		const before = ctx(s);
		s.send(s.legalEvents(seat).find((e) => e.type === 'MOVE')!);
		expect(ctx(s).turn.manoeuvresLeft).toBe(0);
		expect(ctx(s).phase).not.toBe('manoeuvre');
		expect(s.log[s.log.length - 1].reveal).toBe(false);
		expect(s.canUndo(seat)).toBe(true);
		s.undo(seat);
		expect(ctx(s).phase).toBe('manoeuvreCount');
		expect(ctx(s).armies).toEqual(before.armies);
	});

	it('combat → manoeuvre is a barrier; a manoeuvre chosen within the phase is taken back; the barrier survives a reload by replay', () => {
		const s = toFirstTurn(9);
		const seat = ctx(s).current;
		const pool = ctx(s).pool[seat];
		// Everything on a territory with a territory of ours next door, so that a manoeuvre exists.
		const places = s.legalEvents(seat).filter((e) => e.type === 'PLACE' && (e as Extract<RiskEvent, { type: 'PLACE' }>).count === pool) as Extract<RiskEvent, { type: 'PLACE' }>[];
		s.send(places.find((e) => NEIGHBOURS[e.territory].some((n) => ctx(s).owner[n] === seat))!);
		s.send({ type: 'END_PHASE', seat });
		expect(ctx(s).phase).toBe('manoeuvre');
		expect(s.canUndo(seat)).toBe(false);
		const replayed = GameSession.fromSave(def, s.setup, s.log.slice(), null);
		expect(replayed.restoredBy).toBe('replay');
		expect(replayed.session.canUndo(seat)).toBe(false);
		const move = s.legalEvents(seat).find((e) => e.type === 'MANOEUVRE');
		expect(move).toBeDefined();
		s.send(move!);
		expect(ctx(s).phase).toBe('manoeuvreCount');
		expect(s.canUndo(seat)).toBe(true);
		s.undo(seat);
		expect(ctx(s).phase).toBe('manoeuvre');
		expect(s.canUndo(seat)).toBe(false);
	});

	it('a die roll is never taken back', () => {
		const s = toFirstTurn(9);
		const seat = ctx(s).current;
		const pool = ctx(s).pool[seat];
		s.send(s.legalEvents(seat).find((e) => e.type === 'PLACE' && (e as Extract<RiskEvent, { type: 'PLACE' }>).count === pool)!);
		const atk = s.legalEvents(seat).find((e) => e.type === 'ATTACK');
		expect(atk).toBeDefined();
		s.send(atk!);
		expect(s.log[s.log.length - 1].reveal).toBe(true);
		expect(s.canUndo(seat)).toBe(false);
	});
});
