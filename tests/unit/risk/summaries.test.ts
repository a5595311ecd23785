/**
 * Issue 16, "Every consequence is shown": Risk's step summaries (GameUi.summaries). When a turn
 * ends (« Piochez une carte », « Déplacez la Communauté »), the cards drawn and the Fellowship's
 * roll and move are in the summary of that turn's end — the roll is the turn's last move, so
 * without it the next player's curtain would hide the result from the roller. A person's turn
 * with an adventure card or the Fellowship waits for OK; a computer's fades.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import { randomPlayout } from '$lib/engine/playout';
import type { GameSnapshot } from '$lib/engine/types';
import def from '$lib/games/risk/definition';
import ui from '$lib/games/risk/view/index';
import { formatLog } from '$lib/games/risk/view/text';
import type { RiskContext } from '$lib/games/risk/types';

const GAMES = Number(process.env.RISK_SUMMARY_GAMES ?? 2);
/** A turn's end lines the issue names: the draws and the Fellowship. */
const NAMED = ['risk_log_draw_territory', 'risk_log_draw_adventure', 'risk_log_ring_roll', 'risk_log_ring_move', 'risk_log_ring_stays'];
const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

describe('Risk step summaries', () => {
	it(`over ${GAMES} games, each turn's draws and Fellowship roll are in the summary shown when it ends`, () => {
		const seen = new Map<string, number>();
		let turns = 0;
		for (let g = 0; g < GAMES; g++) {
			setLocale(g % 2 ? 'fr' : 'en', { reload: false });
			// Seat 1 is a computer player: its turns' summaries fade.
			const seats = [{ name: 'Ann' }, { name: 'Bob', bot: 'normal' as const }, { name: 'Cid' }];
			let prev: GameSnapshot<RiskContext> | null = null;
			randomPlayout(def, seats, 40 + g, {
				maxSteps: 6000,
				botShare: 1,
				check: (snap) => {
					const s = snap as GameSnapshot<RiskContext>;
					if (prev && s.context.turnNumber > prev.context.turnNumber && prev.context.turnNumber > 0) {
						// A turn ended: its lines since it began.
						const log = s.context.log;
						const begun = log.findLastIndex((e, i) => i < prev!.context.log.length && e.key === 'risk_log_turn');
						const ended = log.findLastIndex((e) => e.key === 'risk_log_turn');
						const named = log.slice(begun + 1, ended).filter((e) => NAMED.includes(e.key));
						const out = ui.summaries!(prev, s, seats);
						if (named.length) {
							turns++;
							expect(out.map((x) => x.id)).toEqual([`risk-turn-${prev.context.turnNumber}`]);
							for (const e of named) {
								seen.set(e.key, (seen.get(e.key) ?? 0) + 1);
								expect(out[0].lines).toContain(formatLog(e, seats));
							}
							const seat = log[begun].seat!;
							const news = named.some((e) => e.key !== 'risk_log_draw_territory');
							expect(out[0].fade).toBe(seat === 1 || !news);
						}
					} else if (prev && s.context.phase !== 'end') {
						// No turn ended: no summary.
						expect(ui.summaries!(prev, s, seats)).toEqual([]);
					}
					prev = s;
				}
			});
		}
		expect(turns).toBeGreaterThan(5);
		for (const k of NAMED) expect(seen.get(k) ?? 0, k).toBeGreaterThan(0);
	});
});
