/**
 * Issue 16, "Every consequence is shown": the co-op game's step summaries (GameUi.summaries).
 * A move that sets off automatic consequences that change the table — « Sauron avance », a
 * hobbit moved toward the darkness, the die (« le dé de Péril »), the Ring passed, a hobbit
 * « éliminé », the end of an adventure, the Fellowship reaching a location and its Legend cards
 * dealt — gets a summary of that step with each of those lines, over random games; a move that
 * does only what it says gets none.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import { randomPlayout } from '$lib/engine/playout';
import type { GameSnapshot, LogEntry } from '$lib/engine/types';
import def from '$lib/games/coop-board/definition';
import ui from '$lib/games/coop-board/view/index';
import { formatLog } from '$lib/games/coop-board/view/text';
import { TELLING } from '$lib/games/coop-board/view/summaries';
import type { CoopContext } from '$lib/games/coop-board/types';

const GAMES = Number(process.env.COOP_SUMMARY_GAMES ?? 8);
/** The consequences the issue names, and whether the board alone does not show them (the summary waits for OK). */
const NAMED: Record<string, boolean> = {
	cb_log_sauron: false,
	cb_log_dark: false,
	cb_log_die: false,
	cb_log_ring_passed: true,
	cb_log_new_bearer: true,
	cb_log_eliminated: true,
	cb_log_adventure_end: true,
	cb_log_location: true,
	cb_log_deal: true
};
const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

describe('co-op step summaries', () => {
	it(`over ${GAMES} random games, every named consequence of a move is in the summary of that step, in English and French`, () => {
		const seen = new Map<string, number>();
		let quiet = 0;
		for (let g = 0; g < GAMES; g++) {
			setLocale(g % 2 ? 'fr' : 'en', { reload: false });
			const seats = Array.from({ length: 2 + (g % 4) }, (_, i) => ({ name: `H${i + 1}` }));
			let prev: GameSnapshot<CoopContext> | null = null;
			randomPlayout(def, seats, 500 + g, {
				maxSteps: 4000,
				botShare: 0.7,
				check: (snap) => {
					const s = snap as GameSnapshot<CoopContext>;
					if (prev) {
						const fresh: LogEntry[] = s.context.log.slice(prev.context.log.length);
						const named = fresh.slice(1).filter((e) => e.key in NAMED);
						const out = ui.summaries!(prev, s, seats);
						if (!fresh.slice(1).some((e) => TELLING.has(e.key))) {
							expect(out).toEqual([]);
							quiet++;
						}
						for (const e of named) {
							seen.set(e.key, (seen.get(e.key) ?? 0) + 1);
							expect(out.length, `${e.key} after ${fresh[0]?.key}`).toBe(1);
							const lines = out[0].lines;
							// A long step is cut (« … and N more »): the lines kept are its first ones.
							if (!/\d/.test(lines[lines.length - 1]) || lines.length < 12) expect(lines).toContain(formatLog(e, seats));
							if (NAMED[e.key]) expect(out[0].fade, `${e.key}: waits for OK`).toBe(false);
						}
					}
					prev = s;
				}
			});
		}
		for (const k of ['cb_log_sauron', 'cb_log_die', 'cb_log_adventure_end', 'cb_log_location', 'cb_log_deal', 'cb_log_eliminated']) expect(seen.get(k) ?? 0, k).toBeGreaterThan(0);
		expect(quiet).toBeGreaterThan(0);
	});

	it('a move with no consequence that changes the table, and an undo, get no summary', () => {
		setLocale('en', { reload: false });
		const seats = [{ name: 'Ann' }, { name: 'Bob' }];
		let prev: GameSnapshot<CoopContext> | null = null;
		let checked = 0;
		randomPlayout(def, seats, 77, {
			maxSteps: 4000,
			check: (snap) => {
				const s = snap as GameSnapshot<CoopContext>;
				if (prev && checked < 200) {
					expect(ui.summaries!(s, prev, seats)).toEqual([]);
					checked++;
				}
				prev = s;
			}
		});
		expect(checked).toBeGreaterThan(50);
	});
});
