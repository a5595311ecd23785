/**
 * The LCG computer partner's bench (issue 21): every seat a computer player of one level, the
 * starter decks given, seeded games through the engine (bot/sim.ts, no actor). Prints per
 * cell the win rate with its 95 % Wilson interval, the mean round reached, why games were
 * lost, and the partner's decision time (median, p99).
 *
 * Env: `LCG_BOT_BENCH_GAMES` (or `BENCH_GAMES`) games per cell (default 200); `LCG_BOT_BENCH_ONLY` a comma list
 * of cell names to run (e.g. `mirkwood-solo,mirkwood-duo`); `LCG_BOT_BENCH_LEVEL` (default
 * `normal`, or `easy`, or `both`); `LCG_BOT_BENCH_PAIRS=0` skips the starter-deck pairs.
 * Alone: `npx tsx scripts/bench/lcg-bot.ts`.
 */
import { fileURLToPath } from 'node:url';
import { createRng, rngCursor } from '../../src/lib/engine/rng';
import { wilson } from './stats';
import type { BotLevel, GameSnapshot } from '../../src/lib/engine/types';
import lcg, { DEFAULT_OPTIONS } from '../../src/lib/games/lcg/definition';
import { simSend, simStart, simTurn } from '../../src/lib/games/lcg/bot/sim';
import type { LcgContext, LcgOptions, StarterDeckId, ScenarioId } from '../../src/lib/games/lcg/types';
import { heroes } from '../../src/lib/games/lcg/state';

/** What one bench game did. */
export interface BenchGame {
	won: boolean;
	round: number;
	/** Why it was lost: 'threat' (a player reached 50), 'heroes' (all heroes dead), 'other'. */
	cause: 'won' | 'threat' | 'heroes' | 'other';
	ms: number[];
	events: number;
}

/** Plays one game with every seat the computer at `level`. */
export function benchGame(scenario: ScenarioId, decks: StarterDeckId[], level: BotLevel, seed: number): BenchGame {
	const options: LcgOptions = { ...DEFAULT_OPTIONS, scenario, decks };
	let g = simStart({ seats: decks.map((_, i) => `P${i + 1}`), options, seed });
	const chooser = rngCursor(createRng(seed * 7919 + 13));
	const random = () => chooser.int(0, 999_999) / 1_000_000;
	const ms: number[] = [];
	let events = 0;
	let lastCtx: LcgContext = g.ctx;
	const decide = (ctx: LcgContext, seat: number) => {
		const t = performance.now();
		const c = lcg.botChoice!({ status: 'active', context: ctx } as unknown as GameSnapshot<LcgContext>, seat, level, random);
		ms.push(performance.now() - t);
		return c;
	};
	for (;;) {
		const turn = simTurn(g, decide);
		if (!turn) break;
		if (events > 30000) throw new Error(`game ${scenario} seed ${seed} did not end`);
		lastCtx = g.ctx;
		g = simSend(g, turn.choice.event);
		events++;
	}
	const c = g.ctx;
	const won = c.outcome === 'victory';
	let cause: BenchGame['cause'] = 'won';
	if (!won) {
		if (c.players.some((p) => p.threat >= 50)) cause = 'threat';
		else if (c.players.every((p, s) => p.eliminated || heroes(c, s).length === 0 || heroes(lastCtx, s).length === 0)) cause = 'heroes';
		else cause = 'other';
	}
	return { won, round: c.round, cause, ms, events };
}

function pct(xs: number[], p: number): number {
	if (!xs.length) return 0;
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** One cell of the table: a scenario, decks by seat, a level. */
export function benchCell(scenario: ScenarioId, decks: StarterDeckId[], level: BotLevel, games: number, seedBase = 1) {
	let wins = 0;
	let rounds = 0;
	const causes: Record<string, number> = {};
	const ms: number[] = [];
	for (let i = 0; i < games; i++) {
		const r = benchGame(scenario, decks, level, seedBase + i);
		if (r.won) wins++;
		rounds += r.round;
		causes[r.cause] = (causes[r.cause] ?? 0) + 1;
		for (const m of r.ms) ms.push(m);
	}
	const [lo, hi] = wilson(wins, games);
	return { wins, games, lo, hi, rounds: rounds / games, causes, ms };
}

const SHORT: Record<ScenarioId, string> = {
	'passage-through-mirkwood': 'mirkwood',
	'journey-down-the-anduin': 'anduin',
	'escape-from-dol-guldur': 'dol-guldur'
};

/** Prints the partner's table (see the file comment). */
export function benchLcgBot(log = console.log) {
	const games = Number(process.env.LCG_BOT_BENCH_GAMES ?? process.env.BENCH_GAMES ?? 200);
	const only = process.env.LCG_BOT_BENCH_ONLY?.split(',');
	const lv = process.env.LCG_BOT_BENCH_LEVEL ?? 'normal';
	const levels: BotLevel[] = lv === 'both' ? ['normal', 'easy'] : [lv as BotLevel];
	const cells: { name: string; scenario: ScenarioId; decks: StarterDeckId[] }[] = [];
	for (const scenario of Object.keys(SHORT) as ScenarioId[]) {
		cells.push({ name: `${SHORT[scenario]}-solo`, scenario, decks: ['leadership'] });
		cells.push({ name: `${SHORT[scenario]}-duo`, scenario, decks: ['leadership', 'tactics'] });
	}
	if (process.env.LCG_BOT_BENCH_PAIRS !== '0') {
		const ids: StarterDeckId[] = ['leadership', 'tactics', 'spirit', 'lore'];
		for (const scenario of Object.keys(SHORT) as ScenarioId[])
			for (let a = 0; a < 4; a++)
				for (let b = a + 1; b < 4; b++) {
					if (ids[a] === 'leadership' && ids[b] === 'tactics') continue;
					cells.push({ name: `${SHORT[scenario]}-${ids[a]}+${ids[b]}`, scenario, decks: [ids[a], ids[b]] });
				}
	}
	const t0 = performance.now();
	const all: number[] = [];
	log(`lcg partner: every seat the computer, ${games} seeded games per cell, win rate with 95 % Wilson interval`);
	for (const level of levels) {
		for (const c of cells) {
			if (only && !only.includes(c.name)) continue;
			const r = benchCell(c.scenario, c.decks, level, games);
			for (const m of r.ms) all.push(m);
			const causes = Object.entries(r.causes)
				.filter(([k]) => k !== 'won')
				.map(([k, v]) => `${k} ${v}`)
				.join(', ');
			log(
				`  ${level.padEnd(6)} ${c.name.padEnd(26)} ${((100 * r.wins) / r.games).toFixed(1).padStart(5)} % [${Math.max(0, 100 * r.lo).toFixed(1)}–${(100 * r.hi).toFixed(1)}] (${r.wins}/${r.games}) mean round ${r.rounds.toFixed(1)}; lost by ${causes || '-'}; decision median ${pct(r.ms, 50).toFixed(2)} ms, p99 ${pct(r.ms, 99).toFixed(1)} ms`
			);
		}
	}
	const mean = all.reduce((a, b) => a + b, 0) / Math.max(1, all.length);
	log(`  decision time over ${all.length} decisions: mean ${mean.toFixed(2)} ms, median ${pct(all, 50).toFixed(2)} ms (target ≤ 20), p99 ${pct(all, 99).toFixed(1)} ms (target ≤ 200)`);
	log(`  took ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) benchLcgBot();
