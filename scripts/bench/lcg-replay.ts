import { fileURLToPath } from 'node:url';
import { randomPlayout } from '../../src/lib/engine/playout';
import { replay } from '../../src/lib/engine/session';
import type { AnyGameDefinition } from '../../src/lib/engine/types';

function pct(xs: number[], p: number): number {
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/**
 * The LCG's replay time (issue 10: a 1,000-event save must rebuild by replay in ≤ 300 ms at
 * 4× CPU throttle, so ≤ 75 ms here, unthrottled). Random games rarely last 1,000 events, so
 * the longest of 20 bot-played 4-player games with every action window kept open is replayed
 * through the session's `replay` (each event checked legal, as a resume does; the LCG's
 * `replayState`, then one actor), 15 times; the median is given for its length and scaled to
 * 1,000 events, next to the budget (the verdict uses the wall-clock median). Alone: `npx tsx scripts/bench/lcg-replay.ts`. The 4× figure is the unthrottled one times 4 (the CPU
 * throttle of the browser bench), an estimate, not a browser measurement.
 */
/** The budget at 4× CPU throttle, in milliseconds, for 1,000 events. */
export const LCG_REPLAY_BUDGET_MS = 300;

export function benchLcgReplay(def: AnyGameDefinition): string {
	const seats = [{ name: 'P1' }, { name: 'P2' }, { name: 'P3' }, { name: 'P4' }];
	const options = { ...def.defaultOptions, pauseAtEveryWindow: true };
	let best = { seed: 0, events: [] as ReturnType<typeof randomPlayout>['events'] };
	for (let seed = 1; seed <= 20; seed++) {
		const r = randomPlayout(def, seats, seed, { options, maxSteps: 20000, botShare: 1 });
		if (r.events.length > best.events.length) best = { seed, events: r.events };
	}
	const events = best.events.slice(0, 1000);
	const times: number[] = [];
	const cpu: number[] = [];
	for (let i = 0; i < 15; i++) {
		const t = performance.now();
		const c = process.cpuUsage();
		replay(def, { seats, options, seed: best.seed }, events).stop();
		const u = process.cpuUsage(c);
		times.push(performance.now() - t);
		cpu.push((u.user + u.system) / 1000);
	}
	const med = pct(times, 50);
	const per1000 = (med * 1000) / events.length;
	const at4x = per1000 * 4;
	const verdict = at4x <= LCG_REPLAY_BUDGET_MS ? 'OK' : 'OVER';
	return [
		`  replay of a ${events.length}-event save: best ${Math.min(...times).toFixed(1)} ms, median ${med.toFixed(1)} ms (${((events.length / med) * 1000).toFixed(0)} events/s), CPU time median ${pct(cpu, 50).toFixed(1)} ms (a loaded machine makes the wall-clock median the larger)`,
		`  replay of 1,000 events: ${per1000.toFixed(0)} ms unthrottled (budget ${LCG_REPLAY_BUDGET_MS / 4} ms), about ${at4x.toFixed(0)} ms at 4x CPU (budget ${LCG_REPLAY_BUDGET_MS} ms) ${verdict}`
	].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const { default: lcg } = await import('../../src/lib/games/lcg/definition');
	console.log(benchLcgReplay(lcg as unknown as AnyGameDefinition));
}
