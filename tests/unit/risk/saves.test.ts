/**
 * Saved Risk games still open with the chart whose automatic steps follow the rules' conditions
 * (machine.ts, rules/flow.ts): every Risk save the project ships (tests/fixtures) resumes from
 * its snapshot and, without it, by replaying its event log to the same game, in the chart state
 * `stateOf(context)` names.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GameSession, type LoggedEvent } from '$lib/engine/session';
import def from '$lib/games/risk/definition';
import { stateOf } from '$lib/games/risk/machine';
import type { RiskContext } from '$lib/games/risk/types';

const FIXTURES = ['tests/fixtures/saves/format-2-risk.json', 'tests/fixtures/saves/risk-aim.json', 'tests/fixtures/saves/risk-end.json', 'tests/fixtures/crowded/risk-ten-targets.json'];

/** The dotted path of a state value. */
const pathOf = (v: unknown): string => (typeof v === 'string' ? v : Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k}.${pathOf(x)}`)[0]);

describe('Risk saves open with the chart', () => {
	for (const file of FIXTURES)
		it(`${file}: from its snapshot and by replay, to the same game in the state stateOf names`, () => {
			const save = JSON.parse(readFileSync(file, 'utf8')).save as { seats: { name: string }[]; options: Record<string, unknown>; seed: number; events: LoggedEvent[]; snapshot: { value: unknown; context: RiskContext } };
			const setup = { seats: save.seats, options: save.options, seed: save.seed };
			const resumed = GameSession.fromSave(def, setup, save.events, save.snapshot);
			expect(resumed.restoredBy).toBe('snapshot');
			const replayed = GameSession.fromSave(def, setup, save.events, null);
			expect(replayed.restoredBy).toBe('replay');
			const a = resumed.session.snapshot as unknown as { value: unknown; context: RiskContext };
			const b = replayed.session.snapshot as unknown as { value: unknown; context: RiskContext };
			expect(pathOf(b.value)).toBe(pathOf(save.snapshot.value));
			expect(pathOf(a.value)).toBe(stateOf(a.context));
			expect(pathOf(b.value)).toBe(stateOf(b.context));
			// The replayed game is the saved one (an older save lacks the fields added since).
			expect(b.context).toMatchObject(save.snapshot.context);
		});
});
