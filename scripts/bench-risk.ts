/**
 * The Risk part of `npm run bench`: the bot ladder (issue 19). Every cell is a pair of players
 * in 2-player games (and the three levels in 4-player games, two seats each), the seats swapped
 * every other game, each game from its own seed; it prints the first player's wins, losses and
 * ties with the 95 % Wilson interval of its win rate, the mean game length, and the mean time
 * one decision of each level took. `random` is a player choosing uniformly among its legal
 * moves (bot/sim.ts randomMove). The games run on the pure rules (rules/turn.ts applyEvent, the
 * same functions the statechart calls). RISK_BENCH_GAMES (else BENCH_GAMES) sets the games per cell (default 200).
 * Targets (issue 19): easy beats random in at least 60 % of 2-player games; hard beats normal in
 * at least 70 %, with its decision budget unchanged (bot/hard.ts BUDGET_MS).
 */
import { botGame, type SimPlayer } from '../src/lib/games/risk/bot/sim';
import { BUDGET_MS } from '../src/lib/games/risk/bot/hard';
import { wilson } from './bench/stats';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** Plays `n` games of `a` against `b` (`players` seats, alternating, seats swapped each game); prints the row. */
function cell(a: SimPlayer, b: SimPlayer, players: number, n: number, seed: number): void {
	let wins = 0;
	let losses = 0;
	let turns = 0;
	const time: Record<string, { ms: number; moves: number }> = {};
	const t = performance.now();
	for (let g = 0; g < n; g++) {
		const levels: SimPlayer[] = Array.from({ length: players }, (_, i) => ((i + g) % 2 === 0 ? a : b));
		const r = botGame(levels, seed + g, {}, 50_000, time);
		if (r.winners.length === 1) {
			if (levels[r.winners[0]] === a) wins++;
			else losses++;
		}
		turns += r.turns;
	}
	const [lo, hi] = wilson(wins, n);
	const perMove = Object.entries(time)
		.map(([level, x]) => `${level} ${(x.ms / Math.max(1, x.moves)).toFixed(2)} ms`)
		.join(', ');
	console.log(
		`  ${players}p ${a} vs ${b}: ${a} wins ${wins}/${n} = ${pct(wins / n)} [95% ${pct(lo)}–${pct(hi)}], loses ${losses}, ties ${n - wins - losses}; ` +
			`${(turns / n).toFixed(1)} player turns a game; ${((performance.now() - t) / n).toFixed(0)} ms a game; per decision: ${perMove}`
	);
}

/** Prints the Risk bot ladder and timings. */
export function benchRisk(): void {
	const N = Number(process.env.RISK_BENCH_GAMES ?? process.env.BENCH_GAMES ?? 200);
	const t0 = performance.now();
	console.log(`risk bots (${N} seeded games per cell, seats swapped every game; a win = sole first place; hard's budget ${BUDGET_MS} ms a decision)`);
	const pairs: [SimPlayer, SimPlayer][] = [
		['easy', 'random'],
		['normal', 'easy'],
		['hard', 'normal'],
		['hard', 'easy']
	];
	for (const [a, b] of pairs) cell(a, b, 2, N, 50_000);
	for (const [a, b] of pairs.slice(1)) cell(a, b, 4, N, 50_000);
	let windows = 0;
	let reactions = 0;
	for (let g = 0; g < N; g++) {
		const w = botGame(['normal', 'normal', 'normal', 'normal'], 70_000 + g);
		windows += w.windows;
		reactions += w.reactions;
	}
	console.log(`  reaction windows in 4-bot normal games: ${(windows / N).toFixed(2)} per game, ${(reactions / N).toFixed(2)} reaction cards played per game`);
	const t = performance.now();
	const r = botGame(['normal', 'normal', 'normal', 'normal'], 4242);
	console.log(`  one 4-bot normal game: ${(performance.now() - t).toFixed(0)} ms, ${r.turns} player turns, ${r.events} events`);
	console.log(`  risk bench took ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
