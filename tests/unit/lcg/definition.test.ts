/**
 * The GameDefinition contract: any player count starts from names and a seed; the bot only
 * plays legal events and bot games end.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import def from '$lib/games/lcg/definition';
import { createContext } from '$lib/games/lcg/rules';
import { encounterDeckList } from '$lib/games/lcg/data/scenarios';
import { randomPlayout } from '$lib/engine/playout';
import { jsonEqual } from '$lib/engine/equal';
import type { BotLevel, GameSnapshot, SeatId } from '$lib/engine/types';
import type { LcgContext } from '$lib/games/lcg/types';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

describe('lcg definition', () => {
	it('starts 1 to 4 players with default options', () => {
		expect(def.players).toEqual({ min: 1, max: 4 });
		for (let n = 1; n <= 4; n++) {
			const actor = createActor(def.machine, { input: def.createInput({ seats: seats(n), seed: n }) }).start();
			const s = actor.getSnapshot() as GameSnapshot<LcgContext>;
			expect(s.status).toBe('active');
			expect(def.activeSeats(s)).toEqual([0]);
			expect(def.result(s)).toBeNull();
			expect(JSON.parse(JSON.stringify(s.context))).toEqual(s.context);
		}
	});

	it('the bot plays only legal events, and bot games end', () => {
		// Every move of these games is the bot's, and each is checked against legalEvents where it is
		// chosen (a wrapped definition), so the bot runs once per move, not twice.
		let checked = 0;
		const checking = {
			...def,
			botEvent(s: GameSnapshot<LcgContext>, seat: SeatId, level: BotLevel, random: () => number) {
				const ev = def.botEvent(s, seat, level, random);
				expect(def.legalEvents(s, seat).some((l) => jsonEqual(l, ev)), `seat ${seat}: ${JSON.stringify(ev)}`).toBe(true);
				checked++;
				return ev;
			}
		};
		for (let seed = 1; seed <= 24; seed++) {
			const n = (seed % 4) + 1;
			const before = checked;
			const r = randomPlayout(checking as typeof def, seats(n), seed, { botShare: 1 });
			expect(r.result?.kind).toBe('cooperative');
			expect(checked - before, 'every move was a checked bot move').toBe(r.steps);
		}
	});

	it('options: the scenario and easy mode (each hero +1 resource at start, easy-mode encounter quantities)', () => {
		for (const scenario of ['passage-through-mirkwood', 'journey-down-the-anduin', 'escape-from-dol-guldur'] as const) {
			for (const easy of [false, true]) {
				const input = def.createInput({ seats: [{ name: 'A' }, { name: 'B' }], options: { scenario, easy }, seed: 5 });
				expect(input.options.scenario).toBe(scenario);
				const ctx = createContext(input);
				const heroes = ctx.players.flatMap((p) => p.heroes);
				expect(heroes.map((h) => ctx.cards[h].resources)).toEqual(heroes.map(() => (easy ? 1 : 0)));
				expect(ctx.zones.encounterDeck.length).toBe(encounterDeckList(scenario, easy).length);
			}
		}
		// Hall of Beorn's easy-mode deck sizes (SOURCES.md): 27 / 32 / 30 cards instead of 36 / 47 / 41.
		expect(['passage-through-mirkwood', 'journey-down-the-anduin', 'escape-from-dol-guldur'].map((s) => encounterDeckList(s as never, true).length)).toEqual([27, 32, 30]);
	});
});
