/**
 * The Risk part of `npm run bench`: the win-rate matrix of the three bot levels (each pair, in
 * 2-player games with the seats swapped every other game, and in 4-player games two seats each),
 * the mean game length, and how long one 4-bot "normal" game takes. The games run on the pure
 * rules (rules/turn.ts applyEvent, the same functions the statechart calls). RISK_BENCH_GAMES
 * sets the games per cell (default 200).
 */
import { botGame } from '../src/lib/games/risk/bot/sim';
import type { BotLevel } from '../src/lib/engine/types';

/** Prints the Risk bot matrix and timings. */
export function benchRisk(): void {
	const N = Number(process.env.RISK_BENCH_GAMES ?? 200);
	const t0 = performance.now();
	const pairs: [BotLevel, BotLevel][] = [
		['normal', 'easy'],
		['hard', 'normal'],
		['hard', 'easy']
	];
	console.log(`risk bots (${N} seeded games per cell; a win = sole first place)`);
	for (const players of [2, 4]) {
		for (const [a, b] of pairs) {
			let winsA = 0;
			let winsB = 0;
			let turns = 0;
			const t = performance.now();
			for (let g = 0; g < N; g++) {
				const levels: BotLevel[] = Array.from({ length: players }, (_, i) => ((i + g) % 2 === 0 ? a : b));
				const r = botGame(levels, 50_000 + g);
				if (r.winners.length === 1) {
					if (levels[r.winners[0]] === a) winsA++;
					else winsB++;
				}
				turns += r.turns;
			}
			const ms = (performance.now() - t) / N;
			console.log(
				`  ${players}p ${a} vs ${b}: ${a} ${((100 * winsA) / N).toFixed(1)}%, ${b} ${((100 * winsB) / N).toFixed(1)}%, ties ${((100 * (N - winsA - winsB)) / N).toFixed(1)}%; mean ${(turns / N).toFixed(1)} player turns; ${ms.toFixed(0)} ms/game`
			);
		}
	}
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
