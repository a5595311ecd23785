/**
 * Seeded randomness whose whole state is plain JSON, kept in a game's context
 * (DESIGN.md "The game contract": same seed + same events = same game, bit for bit).
 * Built on pure-rand's xoroshiro128+; every function is pure: it returns the new state.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The generator's state: four 32-bit integers, safe to store in JSON. */
export type RngState = number[];

/** A new generator state from an integer seed (any safe integer). */
export function createRng(seed: number): RngState {
	return [...xoroshiro128plus(seed | 0).getState()];
}

/**
 * A uniform integer in [from, to] (both included).
 * @returns [value, next state]
 * @throws RangeError when to < from
 */
export function randomInt(state: RngState, from: number, to: number): [number, RngState] {
	if (to < from) throw new RangeError(`randomInt: empty range ${from}..${to}`);
	const g = xoroshiro128plusFromState(state);
	const v = uniformInt(g, from, to);
	return [v, [...g.getState()]];
}

/**
 * A uniformly shuffled copy of `items` (Fisher–Yates), the input is not changed.
 * @returns [shuffled copy, next state]
 */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
	const g = xoroshiro128plusFromState(state);
	const out = items.slice();
	for (let i = out.length - 1; i > 0; i--) {
		const j = uniformInt(g, 0, i);
		const t = out[i];
		out[i] = out[j];
		out[j] = t;
	}
	return [out, [...g.getState()]];
}

/**
 * Rolls `count` dice of `sides` faces (values 1..sides).
 * @returns [values in roll order, next state]
 */
export function rollDice(state: RngState, count: number, sides = 6): [number[], RngState] {
	const g = xoroshiro128plusFromState(state);
	const out: number[] = [];
	for (let i = 0; i < count; i++) out.push(uniformInt(g, 1, sides));
	return [out, [...g.getState()]];
}

/**
 * A mutable cursor over an RngState, for code inside one XState `assign` that needs several
 * draws in a row: `const r = rngCursor(ctx.rng); r.int(1, 6); ...; ctx.rng = r.state()`.
 */
export function rngCursor(state: RngState) {
	const g = xoroshiro128plusFromState(state);
	return {
		/** A uniform integer in [from, to]. */
		int: (from: number, to: number) => uniformInt(g, from, to),
		/** A shuffled copy of items. */
		shuffle<T>(items: readonly T[]): T[] {
			const out = items.slice();
			for (let i = out.length - 1; i > 0; i--) {
				const j = uniformInt(g, 0, i);
				const t = out[i];
				out[i] = out[j];
				out[j] = t;
			}
			return out;
		},
		/** The current state, to store back in the context. */
		state: (): RngState => [...g.getState()]
	};
}
