/**
 * Issue 16, "Every consequence is shown": the co-op log (GameDefinition.log, which the table
 * lists as "since your last turn", in the log drawer and in summaries) names every automatic
 * consequence of a move, not only the move — over random games, each change of the table
 * between two snapshots comes with its line in the new part of the log:
 * - « Sauron avance » (the Sauron marker moved): cb_log_sauron;
 * - a hobbit « se déplace vers les ténèbres / la lumière » on the corruption track: cb_log_dark / cb_log_light (or Athelas);
 * - « se faire éliminer »: cb_log_eliminated, for that hobbit;
 * - the Ring changes hands (« l'Anneau passe », « déterminer le porteur de l'Anneau »): cb_log_ring_passed / cb_log_new_bearer;
 * - a die is rolled (« le dé de Péril »): cb_log_die, with its face;
 * - the Fellowship reaches a new location (« Lothlórien »…): cb_log_location, and its Legend cards dealt: cb_log_deal
 *   (or lost: cb_log_legends_lost, or the last one taken: cb_log_legend).
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '$lib/engine/playout';
import type { GameSnapshot, LogEntry } from '$lib/engine/types';
import def from '$lib/games/coop-board/definition';
import type { CoopContext } from '$lib/games/coop-board/types';

const GAMES = Number(process.env.COOP_CONSEQUENCE_GAMES ?? 40);

/** The problems of one step: changes of the table without their log line. */
function unlogged(b: CoopContext, a: CoopContext): string[] {
	const fresh: LogEntry[] = a.log.slice(b.log.length);
	const has = (key: string, seat?: number) => fresh.some((e) => e.key === key && (seat === undefined || e.seat === seat));
	const out: string[] = [];
	if (a.sauron !== b.sauron && !has('cb_log_sauron')) out.push(`Sauron ${b.sauron}→${a.sauron} not logged`);
	a.players.forEach((p, s) => {
		const q = b.players[s];
		if (p.pos > q.pos && !has('cb_log_dark', s)) out.push(`seat ${s} dark ${q.pos}→${p.pos} not logged`);
		if (p.pos < q.pos && !has('cb_log_light', s)) out.push(`seat ${s} light ${q.pos}→${p.pos} not logged`);
		if (p.out && !q.out && !has('cb_log_eliminated', s)) out.push(`seat ${s} eliminated, not logged`);
	});
	if (a.bearer !== null && b.bearer !== null && a.bearer !== b.bearer && !has('cb_log_ring_passed', a.bearer) && !has('cb_log_new_bearer', a.bearer))
		out.push(`Ring ${b.bearer}→${a.bearer} not logged`);
	if (a.lastRoll && a.lastRoll !== b.lastRoll && JSON.stringify(a.lastRoll) !== JSON.stringify(b.lastRoll) && !has('cb_log_die')) out.push('a die roll not logged');
	if (a.location !== b.location && !has('cb_log_location')) out.push(`location ${b.location}→${a.location} not logged`);
	const dealt = Object.keys(a.legends).filter((h) => (b.legends as Record<string, string[]>)[h].length > 0 && (a.legends as Record<string, string[]>)[h].length === 0);
	// (Dealt at a new location, lost to the box, or the last one taken as a reward: « prenez la carte Légende ».)
	if (dealt.length && !has('cb_log_deal') && !has('cb_log_legends_lost') && !has('cb_log_legend')) out.push(`legends of ${dealt.join(',')} dealt, not logged`);
	return out;
}

describe('co-op: every automatic consequence is in the log', () => {
	it(`over ${GAMES} random games of 2 to 5 hobbits, every change of the table has its line`, () => {
		const problems = new Set<string>();
		let steps = 0;
		for (let g = 0; g < GAMES; g++) {
			const seats = Array.from({ length: 2 + (g % 4) }, (_, i) => ({ name: `H${i + 1}` }));
			let before: CoopContext | null = null;
			randomPlayout(def, seats, 1000 + g, {
				maxSteps: 4000,
				check(s, ev) {
					const a = (s as GameSnapshot<CoopContext>).context;
					if (ev && before) for (const p of unlogged(before, a)) problems.add(`${ev.type}: ${p}`);
					before = structuredClone(a);
					steps++;
				}
			});
		}
		expect(steps).toBeGreaterThan(GAMES * 20);
		expect([...problems]).toEqual([]);
	}, 300_000);
});
