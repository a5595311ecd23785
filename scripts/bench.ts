/**
 * `npm run bench`: random full games per second for every ready game (engine only, the
 * XState actor driven by legalEvents), events per second, and autosave latency (one event +
 * snapshot written in one Dexie transaction, fake-indexeddb in Node; the browser numbers
 * come from scripts/bench-browser.mjs). `BENCH_ONLY=lcg` (comma-separated game ids) runs only
 * those games' engine rows, without the bot tables and ladders (but `risk` brings the Risk bot
 * ladder along); `BENCH_ONLY=lcg-bot` only the LCG partner's table.
 */
import 'fake-indexeddb/auto';
import { GAMES } from '../src/lib/games/registry';
import { randomPlayout } from '../src/lib/engine/playout';
import type { AnyGameDefinition } from '../src/lib/engine/types';
import { coopBotTable } from './coop-bots';
import { benchBots } from './bench/bots';
import { benchLcgReplay } from './bench/lcg-replay';
import { warmUp } from './bench/warm-up';

function pct(xs: number[], p: number): number {
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** The LCG engine's budget (issue 17): random-game events per second in every player count. */
const LCG_EVENTS_BUDGET = 20_000;

/**
 * Random games played before a game's rows are timed (scripts/bench/warm-up.ts):
 * BENCH_WARMUP_EVENTS events (default 40,000), at most BENCH_WARMUP_S CPU seconds (default 10).
 */
const WARMUP_EVENTS = Number(process.env.BENCH_WARMUP_EVENTS ?? 40_000);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 10);

async function benchGame(def: AnyGameDefinition) {
	const rows: string[] = [];
	const warm = warmUp(def, WARMUP_EVENTS, WARMUP_S);
	rows.push(`  (after ${warm.cpu.toFixed(1)} CPU s of warm-up, ${warm.events} events)`);
	/** Events per second of each player count, wall clock and per CPU second of this process. */
	const rates: { players: number; wall: number; cpu: number }[] = [];
	for (let players = def.players.min; players <= def.players.max; players++) {
		const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
		let games = 0;
		let events = 0;
		const t0 = performance.now();
		const c0 = process.cpuUsage();
		while (performance.now() - t0 < 1500) {
			const r = randomPlayout(def, seats, 1000 + games);
			games++;
			events += r.steps;
		}
		const s = (performance.now() - t0) / 1000;
		const u = process.cpuUsage(c0);
		const cpu = (u.user + u.system) / 1e6;
		rates.push({ players, wall: events / s, cpu: events / cpu });
		rows.push(`  ${players} players: ${(games / s).toFixed(1)} games/s, ${(events / s).toFixed(0)} events/s, ${(events / games).toFixed(0)} events/game`);
	}
	if (def.id === 'lcg') {
		// Wall clock is what the budget is about on an idle machine; the rate per CPU second of
		// this process (which counts the garbage collector's threads too) is the figure that other
		// engineers' load moves least, so it is held against the same budget.
		const low = rates.reduce((a, b) => (b.wall < a.wall ? b : a));
		const verdict = low.wall >= LCG_EVENTS_BUDGET ? 'OK' : 'TOO SLOW';
		const lowCpu = rates.reduce((a, b) => (b.cpu < a.cpu ? b : a));
		const verdictCpu = lowCpu.cpu >= LCG_EVENTS_BUDGET ? 'OK' : 'TOO SLOW';
		rows.push(
			`  LCG engine: lowest ${low.wall.toFixed(0)} events/s (${low.players} players) against the budget of ${LCG_EVENTS_BUDGET} events/s in every player count ${verdict}`,
			`  LCG engine per CPU second: lowest ${lowCpu.cpu.toFixed(0)} events/CPU-s (${lowCpu.players} players) against the budget of ${LCG_EVENTS_BUDGET} ${verdictCpu}; ${rates.map((r) => `${r.players}p ${r.cpu.toFixed(0)}`).join(', ')}`
		);
	}
	return rows;
}

async function benchAutosave(def: AnyGameDefinition) {
	const { LiveGame } = await import('../src/lib/storage/live');
	const { openDatabase } = await import('../src/lib/storage/db');
	const db = openDatabase(`bench-${def.id}-${Date.now()}`);
	const seats = Array.from({ length: def.players.min }, (_, i) => ({ name: `P${i + 1}` }));
	const live = await LiveGame.create(db, def, seats, 7, {});
	const times: number[] = [];
	for (let i = 0; i < 300 && !live.result(); i++) {
		const seat = live.activeSeats()[0];
		const legal = live.legalEvents(seat);
		const t = performance.now();
		await live.send(legal[i % legal.length], 'human');
		times.push(performance.now() - t);
	}
	live.close();
	return `  autosave (legal check + send + Dexie commit, fake-indexeddb): median ${pct(times, 50).toFixed(2)} ms, p95 ${pct(times, 95).toFixed(2)} ms over ${times.length} moves`;
}

const ONLY = process.env.BENCH_ONLY?.split(',');
for (const g of GAMES) {
	if (!g.ready || !g.loadDefinition || (ONLY && !ONLY.includes(g.id))) continue;
	const def = await g.loadDefinition();
	console.log(`${g.id}`);
	for (const row of await benchGame(def)) console.log(row);
	if (def.id === 'lcg') console.log(await benchLcgReplay(def));
	try {
		console.log(await benchAutosave(def));
	} catch (e) {
		console.log(`  autosave: not measured (${(e as Error).message})`);
	}
	// The cooperative game's measured difficulty (issue 8): COOP_BENCH_GAMES games per cell (default 300).
	if (g.id === 'coop-board' && !ONLY) for (const line of coopBotTable()) console.log(line);
}

if (!ONLY || ONLY.includes('risk')) {
	// Risk: the bot ladder (scripts/bench-risk.ts); `BENCH_ONLY=risk` runs it with Risk's engine rows.
	const { benchRisk } = await import('./bench-risk');
	benchRisk();
}
if (!ONLY) {
	// Computer players' win rates (issue 11): scripts/bench/bots.ts, env BOTS_BENCH_GAMES / BOTS_BENCH_ONLY.
	await benchBots();
}
if (!ONLY || ONLY.includes('lcg-bot')) {
	// The LCG partner (issue 21): win rates with 95 % intervals per scenario and seat count, the
	// starter decks in pairs, decision time (scripts/bench/lcg-bot.ts; env LCG_BOT_BENCH_GAMES or
	// BENCH_GAMES, default 200 per cell, LCG_BOT_BENCH_ONLY, LCG_BOT_BENCH_LEVEL, LCG_BOT_BENCH_PAIRS=0).
	// `BENCH_ONLY=lcg-bot` runs only this table.
	const { benchLcgBot } = await import('./bench/lcg-bot');
	benchLcgBot();
}
