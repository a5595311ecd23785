/** A tiny seeded generator for dev scripts (mulberry32); the games use src/lib/engine/rng.ts. */
export function createRng(seed: number): { s: number } {
	return { s: seed >>> 0 };
}
/** The next float in [0, 1). */
export function nextFloat(r: { s: number }): number {
	r.s = (r.s + 0x6d2b79f5) >>> 0;
	let t = r.s;
	t = Math.imul(t ^ (t >>> 15), t | 1);
	t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
	return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
