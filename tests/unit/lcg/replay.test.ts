/**
 * The replay without an actor (replay.ts, issue 10) gives exactly what the statechart gives
 * event by event: the same persisted snapshot (state value, context, status) after every
 * prefix of random games, and the same refusal for a log that does not replay. Its legality
 * check (flow.ts `isLegal`) answers as membership in `legalEvents` does, for legal events and near misses.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import def from '$lib/games/lcg/definition';
import { jsonEqual } from '$lib/engine/equal';
import { isLegal, legalEvents } from '$lib/games/lcg/flow';
import type { LcgContext, LcgEvent } from '$lib/games/lcg/types';
import { randomPlayout } from '$lib/engine/playout';
import { replay, RestoreError } from '$lib/engine/session';
import type { AnyGameDefinition, GameEvent } from '$lib/engine/types';

const fast = def as unknown as AnyGameDefinition;
/** The same definition without `replayState`: `replay` sends each event to an actor. */
const slow: AnyGameDefinition = { ...fast, replayState: undefined };
const GAMES = Number(process.env.LCG_REPLAY_GAMES ?? 6);

function persisted(d: AnyGameDefinition, setup: Parameters<typeof replay>[1], events: GameEvent[]): string {
	const actor = replay(d, setup, events);
	const s = JSON.stringify(actor.getPersistedSnapshot());
	actor.stop();
	return s;
}

function refusal(d: AnyGameDefinition, setup: Parameters<typeof replay>[1], events: GameEvent[]): string {
	try {
		replay(d, setup, events).stop();
	} catch (e) {
		expect(e).toBeInstanceOf(RestoreError);
		return (e as Error).message;
	}
	return 'replayed';
}

describe('LCG replay without an actor', () => {
	const scenarios = ['passage-through-mirkwood', 'journey-down-the-anduin', 'escape-from-dol-guldur'];
	for (let g = 0; g < GAMES; g++) {
		const players = (g % 4) + 1;
		const scenario = scenarios[g % scenarios.length];
		const pause = g % 2 === 0;
		it(`matches the statechart after every prefix (${players} players, ${scenario}${pause ? ', every window' : ''})`, () => {
			const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
			const options = { ...fast.defaultOptions, scenario, pauseAtEveryWindow: pause };
			const seed = 4100 + g;
			const r = randomPlayout(fast, seats, seed, { options, maxSteps: 20000, botShare: 0.7 });
			const setup = { seats, options, seed };
			const step = Math.max(1, Math.floor(r.events.length / 25));
			for (let n = 0; n <= r.events.length; n += n + step > r.events.length && n < r.events.length ? r.events.length - n : step) {
				const events = r.events.slice(0, n);
				expect(persisted(fast, setup, events), `after ${n} events`).toBe(persisted(slow, setup, events));
			}
			// The whole game: the same final snapshot as the playout itself.
			expect(JSON.parse(persisted(fast, setup, r.events)).status).toBe(r.final.status);
		});
	}

	it('refuses a log that does not replay with the same message as event by event', () => {
		const seats = [{ name: 'A' }, { name: 'B' }];
		const options = { ...fast.defaultOptions };
		const r = randomPlayout(fast, seats, 77, { options, maxSteps: 20000, botShare: 1 });
		const setup = { seats, options, seed: 77 };
		const events = r.events.slice(0, 40);
		const tampered = [...events.slice(0, 20), { ...events[20], seat: (events[20].seat + 1) % 2, type: 'PLAY', card: 'i999' } as GameEvent, ...events.slice(21)];
		expect(refusal(fast, setup, tampered)).toMatch(/^event 21 of the log \(PLAY\) is not legal when replayed$/);
		expect(refusal(fast, setup, tampered)).toBe(refusal(slow, setup, tampered));
		// Past the end of the game nothing is legal.
		const after = [...r.events, r.events[r.events.length - 1]];
		expect(refusal(fast, setup, after)).toBe(refusal(slow, setup, after));
		expect(refusal(fast, setup, after)).toContain('is not legal when replayed');
	});

	it('checks an event legal exactly when legalEvents lists it', () => {
		const scenarios = ['passage-through-mirkwood', 'journey-down-the-anduin', 'escape-from-dol-guldur'];
		let checked = 0;
		let legal = 0;
		for (let g = 0; g < 3; g++) {
			const seats = Array.from({ length: g + 2 }, (_, i) => ({ name: `P${i + 1}` }));
			const options = { ...fast.defaultOptions, scenario: scenarios[g], pauseAtEveryWindow: g !== 1 };
			const seed = 5200 + g;
			const r = randomPlayout(fast, seats, seed, { options, maxSteps: 20000, botShare: 0.7 });
			const actor = createActor(def.machine, { input: def.createInput({ seats, options, seed }) }).start();
			for (const played of [...r.events, null]) {
				const ctx = actor.getSnapshot().context as LcgContext;
				const n = ctx.players.length;
				const hand = (s: number) => ctx.zones[`hand:${s}`] ?? [];
				const candidates: LcgEvent[] = [];
				for (let s = 0; s < n; s++) {
					candidates.push({ type: 'CONTINUE', seat: s }, { type: 'DONE', seat: s } as LcgEvent);
					for (const card of hand(s)) candidates.push({ type: 'PLAY', seat: s, card, pay: {} } as LcgEvent);
					for (const l of legalEvents(ctx, s)) {
						candidates.push(l, { ...l, seat: (s + 1) % n });
						if (l.type === 'PLAY') candidates.push({ ...l, type: 'ACTIVATE' } as LcgEvent, { ...l, pay: {} }, { ...l, card: hand((s + 1) % n)[0] ?? 'i0' });
						if (l.type === 'ACTIVATE') candidates.push({ ...l, type: 'PLAY' } as LcgEvent, { ...l, ability: l.ability + 1 });
					}
				}
				for (const c of candidates) {
					// A fresh object: nothing cached for it, so isLegal computes its own answer.
					const got = isLegal({ ...ctx }, c);
					expect(got, JSON.stringify(c)).toBe(legalEvents(ctx, c.seat).some((l) => jsonEqual(l, c)));
					checked++;
					if (got) legal++;
				}
				if (played) actor.send(played);
			}
			actor.stop();
		}
		// The check saw both answers, many times.
		expect(legal).toBeGreaterThan(100);
		expect(checked - legal).toBeGreaterThan(100);
	});
});
