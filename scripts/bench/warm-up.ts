import { randomPlayout } from '../../src/lib/engine/playout';
import type { AnyGameDefinition } from '../../src/lib/engine/types';

/**
 * Plays random games of `def` before its rows are timed (every player count in turn, seeds
 * 900,000… apart from the measured ones), until `maxEvents` events or `maxCpu` CPU seconds of
 * this process. V8 compiles the hot code in tiers over the first tens of thousands of events:
 * timed from a cold start, the LCG's first row (1 player) ran at a quarter of its steady rate
 * (about 2k against 8k events per CPU second on a loaded machine; steady after about 40k
 * events), so that row measured the compiler, not the engine.
 * @returns the events played and the CPU seconds they took
 */
export function warmUp(def: AnyGameDefinition, maxEvents: number, maxCpu: number): { events: number; cpu: number } {
	const c0 = process.cpuUsage();
	let events = 0;
	let cpu = 0;
	for (let g = 0; events < maxEvents && cpu < maxCpu; g++) {
		const players = def.players.min + (g % (def.players.max - def.players.min + 1));
		const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
		events += randomPlayout(def, seats, 900_000 + g).steps;
		const u = process.cpuUsage(c0);
		cpu = (u.user + u.system) / 1e6;
	}
	return { events, cpu };
}
