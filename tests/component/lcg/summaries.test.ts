/**
 * Issue 17, "fewer confirmations": a phase summary that only repeats what the board shows
 * (progress, damage tokens, readied cards, the threat dial, the first player token) fades by
 * itself (`fade`), a quest failure too (the threat dials show it); one with news the board does
 * not show by itself (a new stage, a card destroyed, a player eliminated) waits for OK.
 * Checked over whole games.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import { randomPlayout } from '$lib/engine/playout';
import type { GameSnapshot } from '$lib/engine/types';
import def from '$lib/games/lcg/definition';
import { summaries } from '$lib/games/lcg/view/summaries';
import type { LcgContext } from '$lib/games/lcg/types';

const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

describe('LCG phase summaries', () => {
	it('fade when they only repeat the board, wait for OK when they carry news', () => {
		setLocale('en', { reload: false });
		const seats = [{ name: 'Ann' }, { name: 'Bob' }];
		const seen: { id: string; fade: boolean; lines: string[] }[] = [];
		for (const seed of [21, 22, 23]) {
			let prev: GameSnapshot<LcgContext> | null = null;
			randomPlayout(def, seats, seed, {
				botShare: 0.9,
				check: (snap) => {
					const s = snap as GameSnapshot<LcgContext>;
					if (prev) for (const x of summaries(prev, s, seats)) seen.push({ id: x.id, fade: x.fade === true, lines: x.lines });
					prev = s;
				}
			});
		}
		const news = /(is|are) destroyed\.|(is|are) eliminated|^Quest stage/;
		for (const x of seen) expect(x.fade, `${x.id}: ${x.lines.join(' / ')}`).toBe(!x.lines.some((l) => news.test(l)));
		// A refresh phase (ready, +1 threat, first player) is the board's own news: it fades.
		expect(seen.filter((x) => x.id.endsWith('-refresh') && x.fade).length).toBeGreaterThan(0);
		expect(seen.some((x) => !x.fade)).toBe(true);
	});
});
