/** Test helpers for Risk: a context from a seed, and board edits. */
import { initialContext } from '$lib/games/risk/rules/setup';
import { DEFAULT_OPTIONS } from '$lib/games/risk/definition';
import { territoryIndex } from '$lib/games/risk/data/map';
import type { RiskContext, RiskOptions } from '$lib/games/risk/types';

/** A context right after the deal, for `n` players. */
export function fresh(n = 2, seed = 1, options: Partial<RiskOptions> = {}): RiskContext {
	return initialContext({ seats: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` })), options: { ...DEFAULT_OPTIONS, ...options }, seed });
}

/** Territory index by id. */
export const T = territoryIndex;

/** Gives every territory to `who` with `armies` battalions (1 by default). */
export function fill(c: RiskContext, who: number, armies = 1): void {
	c.owner = c.owner.map(() => who);
	c.armies = c.armies.map(() => armies);
}
