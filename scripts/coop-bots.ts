/**
 * The cooperative game's all-bot table for `npm run bench` (issues 8 and 18 « measured
 * difficulty »): win rate with its 95 % confidence interval (Wilson score interval), mean
 * score and mean final location of computer hobbits by level (easy, normal) × player count
 * (2–5) × Sauron's start (15 / 12 / 10), over COOP_BENCH_GAMES seeded games per cell (default
 * 300), and the time of one 5-bot game. Runs the pure rules (the functions the statechart
 * calls) for speed.
 */
import { botMove } from '../src/lib/games/coop-board/bot';
import { setupGame } from '../src/lib/games/coop-board/rules/flow';
import { applyEvent, deciders } from '../src/lib/games/coop-board/rules/moves';
import type { CoopContext } from '../src/lib/games/coop-board/types';
import type { BotLevel } from '../src/lib/engine/types';
import { createRng, rngCursor } from '../src/lib/engine/rng';
import { wilson } from './bench/stats';

/** Plays one all-bot game from `seed` with every hobbit at `level`. @returns the final context */
export function botGame(players: number, sauron: 15 | 12 | 10, seed: number, level: BotLevel = 'normal'): CoopContext {
	let c = setupGame({ seats: Array.from({ length: players }, (_, i) => ({ name: `B${i + 1}`, bot: level })), options: { sauron, passRing: false, equalTurns: false, solo: false, competitive: false }, seed });
	const r = rngCursor(createRng(seed ^ 0xb07));
	for (let i = 0; i < 20000 && !c.outcome; i++) {
		const seat = deciders(c)[0];
		c = applyEvent(c, botMove(c, seat, level, () => r.int(0, 999_999) / 1_000_000));
	}
	if (!c.outcome) throw new Error(`bot game ${seed} did not end`);
	return c;
}

/** One cell: "38.0% [32.7–43.6] · 41.2 · 5.1". */
export function cell(wins: number, games: number, score: number, loc: number): string {
	const [lo, hi] = wilson(wins, games);
	const pct = (x: number) => (100 * x).toFixed(1);
	return `${pct(wins / games).padStart(5)}% [${pct(lo)}–${pct(hi)}] · ${(score / games).toFixed(1).padStart(4)} · ${(loc / games).toFixed(1)}`;
}

/** The table's lines. */
export function coopBotTable(games = Number(process.env.COOP_BENCH_GAMES ?? 300), levels: BotLevel[] = ['easy', 'normal']): string[] {
	const lines = [`  all-bot games (${games} seeded games per cell): win rate [95 % Wilson interval] · mean score · mean final location`];
	for (const level of levels) {
		lines.push(`  ${level} bots`);
		lines.push(`  players | ${['Sauron 15 (intro)', 'Sauron 12 (normal)', 'Sauron 10 (expert)'].map((h) => h.padEnd(33)).join(' | ')}`);
		for (let players = 2; players <= 5; players++) {
			const cells: string[] = [];
			for (const sauron of [15, 12, 10] as const) {
				let wins = 0;
				let score = 0;
				let loc = 0;
				for (let g = 0; g < games; g++) {
					const c = botGame(players, sauron, 10_000 * players + 100 * sauron + g, level);
					if (c.outcome!.victory) wins++;
					score += c.outcome!.score;
					loc += c.location;
				}
				cells.push(cell(wins, games, score, loc).padEnd(33));
			}
			lines.push(`  ${players}       | ${cells.join(' | ')}`);
		}
	}
	const times: number[] = [];
	for (let g = 0; g < 20; g++) {
		const t = performance.now();
		botGame(5, 12, 777 + g);
		times.push(performance.now() - t);
	}
	times.sort((a, b) => a - b);
	lines.push(`  one 5-bot game: median ${times[10].toFixed(0)} ms, max ${times[19].toFixed(0)} ms (20 games)`);
	return lines;
}

if (process.argv[1]?.endsWith('coop-bots.ts')) {
	const only = process.env.COOP_BENCH_LEVEL as BotLevel | undefined;
	for (const l of coopBotTable(undefined, only ? [only] : undefined)) console.log(l);
}
