/**
 * The cooperative game's all-bot table for `npm run bench` (issue 8 « measured difficulty »):
 * win rate and mean score of computer hobbits by player count (2–5) × Sauron's start
 * (15 / 12 / 10), over COOP_BENCH_GAMES seeded games each (default 300), and the time of one
 * 5-bot game. Runs the pure rules (the same functions the statechart calls) for speed.
 */
import { botMove } from '../src/lib/games/coop-board/bot';
import { setupGame } from '../src/lib/games/coop-board/rules/flow';
import { applyEvent, deciders } from '../src/lib/games/coop-board/rules/moves';
import type { CoopContext } from '../src/lib/games/coop-board/types';
import { createRng, rngCursor } from '../src/lib/engine/rng';

/** Plays one all-bot game from `seed`. @returns the final context */
export function botGame(players: number, sauron: 15 | 12 | 10, seed: number): CoopContext {
	let c = setupGame({ seats: Array.from({ length: players }, (_, i) => ({ name: `B${i + 1}`, bot: 'normal' as const })), options: { sauron, passRing: false, equalTurns: false, solo: false, competitive: false }, seed });
	const r = rngCursor(createRng(seed ^ 0xb07));
	for (let i = 0; i < 20000 && !c.outcome; i++) {
		const seat = deciders(c)[0];
		c = applyEvent(c, botMove(c, seat, 'normal', () => r.int(0, 999_999) / 1_000_000));
	}
	if (!c.outcome) throw new Error(`bot game ${seed} did not end`);
	return c;
}

/** The table's lines. */
export function coopBotTable(games = Number(process.env.COOP_BENCH_GAMES ?? 300)): string[] {
	const lines = [`  all-bot games (normal bots, ${games} seeded games per cell): win rate · mean score · mean final location`];
	lines.push('  players | Sauron 15 (intro)      | Sauron 12 (normal)     | Sauron 10 (expert)');
	for (let players = 2; players <= 5; players++) {
		const cells: string[] = [];
		for (const sauron of [15, 12, 10] as const) {
			let wins = 0;
			let score = 0;
			let loc = 0;
			for (let g = 0; g < games; g++) {
				const c = botGame(players, sauron, 10_000 * players + 100 * sauron + g);
				if (c.outcome!.victory) wins++;
				score += c.outcome!.score;
				loc += c.location;
			}
			cells.push(`${((100 * wins) / games).toFixed(1).padStart(5)}% · ${(score / games).toFixed(1).padStart(5)} · ${(loc / games).toFixed(1)}`.padEnd(22));
		}
		lines.push(`  ${players}       | ${cells.join(' | ')}`);
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

if (process.argv[1]?.endsWith('coop-bots.ts')) for (const l of coopBotTable()) console.log(l);
