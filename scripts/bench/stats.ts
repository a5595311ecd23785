/**
 * Statistics shared by the bench tables (scripts/coop-bots.ts, scripts/bench-risk.ts,
 * scripts/bench/lcg-bot.ts).
 */

/**
 * The Wilson score interval of `wins` successes in `n` trials (95 % with the default z = 1.96).
 * @returns [low, high] as fractions in 0..1 ([0, 1] when n is 0)
 */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
	if (n === 0) return [0, 1];
	const p = wins / n;
	const d = 1 + (z * z) / n;
	const mid = (p + (z * z) / (2 * n)) / d;
	const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
	return [Math.max(0, mid - half), Math.min(1, mid + half)];
}
