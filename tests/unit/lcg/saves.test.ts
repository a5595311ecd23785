/**
 * A save made by an older statechart resumes from its snapshot (machine.ts `upgradeSnapshot`):
 * until 2026-11-28 the LCG's phases were states of `play.flow`, `play` a parallel state with a
 * `prompt` region beside `flow`, and saved snapshots carry that state value
 * (tests/fixtures/saves/format-2-lcg.json, saved then).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import def from '$lib/games/lcg/definition';
import { GameSession, type LoggedEvent } from '$lib/engine/session';
import type { AnyGameDefinition, GameEvent, GameSnapshot } from '$lib/engine/types';
import type { LcgContext } from '$lib/games/lcg/types';

const FIXTURE = JSON.parse(readFileSync('tests/fixtures/saves/format-2-lcg.json', 'utf8')).save as {
	seats: { name: string }[];
	options: Record<string, unknown>;
	seed: number;
	events: LoggedEvent[];
	snapshot: { value: unknown; context: LcgContext };
};

describe('LCG saves of an older statechart', () => {
	it('the fixture was saved with the parallel prompt region', () => {
		expect(FIXTURE.snapshot.value).toEqual({ play: { flow: { combat: 'enemyChoose' }, prompt: 'idle' } });
	});

	it('resumes from its snapshot, at the same step with the same context, and plays on', () => {
		const setup = { seats: FIXTURE.seats, options: { ...def.defaultOptions, ...FIXTURE.options }, seed: FIXTURE.seed };
		const before = JSON.stringify(FIXTURE.snapshot);
		const { session, restoredBy } = GameSession.fromSave(def as unknown as AnyGameDefinition, setup, FIXTURE.events, FIXTURE.snapshot);
		expect(restoredBy).toBe('snapshot');
		// The upgrade made a new object: the save itself is unchanged.
		expect(JSON.stringify(FIXTURE.snapshot)).toBe(before);
		const s = session.snapshot as GameSnapshot<LcgContext>;
		expect(s.value).toEqual({ combat: 'enemyChoose' });
		expect(JSON.stringify(s.context)).toBe(JSON.stringify(FIXTURE.snapshot.context));
		const seat = def.activeSeats(s)[0];
		const legal = def.legalEvents(s, seat) as GameEvent[];
		expect(legal.length).toBeGreaterThan(0);
		session.send(legal[0]);
		expect(session.snapshot).not.toBe(s);
		expect(session.snapshot.status).toBe('active');
	});

	it('leaves a current snapshot as it is', () => {
		const snap = { value: { quest: 'commit' }, context: {} };
		expect(def.upgradeSnapshot!(snap)).toBe(snap);
		expect(def.upgradeSnapshot!(null)).toBe(null);
	});
});
