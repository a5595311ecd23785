/**
 * The computer players' win-rate table (issue 11, "Computer players worth playing against"):
 * for Les Deux Tours and Knizia's region card game, every bot level against players choosing
 * uniformly among legal moves, and the levels against each other, for every player count,
 * over seeded games (same seeds every run, so the table is reproducible).
 *
 * Count per cell: env `BOTS_BENCH_GAMES` (default 200). Which games: env `BOTS_BENCH_ONLY`
 * (`two-towers` or `knizia-cards`; default both). Run alone with `npx tsx scripts/bench/bots.ts`.
 */
import { createActor } from 'xstate';
import { createRng, rngCursor } from '../../src/lib/engine/rng';
import type { AnyGameDefinition, BotLevel, GameSnapshot, SeatId } from '../../src/lib/engine/types';

/** Who plays a seat in a bench game: a bot level or the uniform random player. */
export type Player = BotLevel | 'random';

/**
 * Plays one whole game through the real machine with `players[seat]` choosing each move.
 * @returns the winners (several only on a shared win) and the bot milliseconds per level
 */
export function playGame(def: AnyGameDefinition, players: Player[], seed: number): { winners: SeatId[]; ms: Record<string, number[]> } {
	const seats = players.map((p, i) => ({ name: `P${i + 1}`, bot: p === 'random' ? undefined : p }));
	const actor = createActor(def.machine, { input: def.createInput({ seats, options: def.defaultOptions, seed }) }).start();
	const chooser = rngCursor(createRng(seed * 7919 + 13));
	const random = () => chooser.int(0, 999_999) / 1_000_000;
	const ms: Record<string, number[]> = {};
	for (let steps = 0; steps < 20000; steps++) {
		const s = actor.getSnapshot() as GameSnapshot<unknown>;
		const res = def.result(s);
		if (res) {
			actor.stop();
			return { winners: res.kind === 'ranking' ? res.winners : [], ms };
		}
		const seat = def.activeSeats(s)[0];
		const p = players[seat];
		let ev;
		if (p === 'random') {
			const legal = def.legalEvents(s, seat);
			ev = legal[chooser.int(0, legal.length - 1)];
		} else {
			const t = performance.now();
			ev = def.botEvent(s, seat, p, random);
			(ms[p] ??= []).push(performance.now() - t);
		}
		actor.send(ev);
	}
	throw new Error(`${def.id}: game ${seed} did not end`);
}

/**
 * Share of `games` seeded games won by `hero` at one seat (rotating through the seats) against
 * `others` at every other seat. A shared win counts as a win.
 */
export function winRate(def: AnyGameDefinition, hero: Player, others: Player, players: number, games: number, seedBase: number) {
	let wins = 0;
	const ms: number[] = [];
	for (let g = 0; g < games; g++) {
		const seat = g % players;
		const lineup = Array.from({ length: players }, (_, i) => (i === seat ? hero : others));
		const r = playGame(def, lineup, seedBase + g);
		if (r.winners.includes(seat)) wins++;
		for (const v of Object.values(r.ms)) ms.push(...v);
	}
	return { rate: wins / games, ms };
}

function pct(xs: number[], p: number): number {
	if (xs.length === 0) return 0;
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];
const PAIRS: [BotLevel, BotLevel][] = [
	['normal', 'easy'],
	['hard', 'normal']
];

/**
 * Prints the table for one game: per player count, each level's win rate against random
 * players (fair share 1/N), then one seat of the stronger level against the weaker at every
 * other seat; and how long it took.
 */
export async function benchBotsFor(def: AnyGameDefinition, games: number, log = console.log) {
	const t0 = performance.now();
	log(`${def.id} bots: win rate of one seat (rotating) over ${games} seeded games per cell`);
	log(`  players | fair | ${LEVELS.map((l) => `${l} vs random`.padEnd(16)).join(' | ')} | ${PAIRS.map(([a, b]) => `${a} vs ${b}`.padEnd(16)).join(' | ')}`);
	const hardMs: number[] = [];
	for (let n = def.players.min; n <= def.players.max; n++) {
		const cells: string[] = [];
		for (const l of LEVELS) {
			const r = winRate(def, l, 'random', n, games, 100_000 + n * 10_000);
			if (l === 'hard') hardMs.push(...r.ms);
			cells.push(`${(100 * r.rate).toFixed(1)}%`.padEnd(16));
		}
		for (const [a, b] of PAIRS) {
			const r = winRate(def, a, b, n, games, 200_000 + n * 10_000);
			cells.push(`${(100 * r.rate).toFixed(1)}%`.padEnd(16));
		}
		log(`  ${String(n).padEnd(7)} | ${(100 / n).toFixed(0).padStart(3)}% | ${cells.join(' | ')}`);
	}
	log(`  hard bot time per move: median ${pct(hardMs, 50).toFixed(1)} ms, p95 ${pct(hardMs, 95).toFixed(1)} ms, max ${pct(hardMs, 100).toFixed(1)} ms`);
	log(`  took ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** The bot section of `npm run bench`: both games (env BOTS_BENCH_GAMES, BOTS_BENCH_ONLY). */
export async function benchBots(log = console.log) {
	const games = Number(process.env.BOTS_BENCH_GAMES ?? 200);
	const only = process.env.BOTS_BENCH_ONLY;
	const defs: AnyGameDefinition[] = [];
	if (!only || only === 'two-towers') defs.push((await import('../../src/lib/games/two-towers/definition')).default as AnyGameDefinition);
	if (!only || only === 'knizia-cards') defs.push((await import('../../src/lib/games/knizia-cards/definition')).default as AnyGameDefinition);
	for (const def of defs) await benchBotsFor(def, games, log);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBots();
