/**
 * Undo as the table offers it (issue 16 "Undo offered, then refused"; "the reason Undo is
 * disabled is only in a hover tooltip"): at every position of played games, the top bar's Undo
 * is either offered (and then taken when tapped) or off with a sentence saying why; never both,
 * never neither. Real games in fake-indexeddb, the people played by the drive helper.
 */
import { afterEach, describe, expect, it } from 'vitest';
import lcg from '$lib/games/lcg/definition';
import { formatLog as lcgFormat } from '$lib/games/lcg/view/text';
import type { AnyGameDefinition } from '$lib/engine/types';
import { closeAll } from '../storage/helpers';
import { keep, newTable, step } from './drive';

afterEach(() => closeAll());

const cases: { name: string; def: AnyGameDefinition; seats: { name: string; bot?: 'normal' }[]; options?: Record<string, unknown> }[] = [
	{ name: 'LCG, one person', def: lcg as AnyGameDefinition, seats: [{ name: 'Ann' }] },
	{ name: 'LCG, two people, every window', def: lcg as AnyGameDefinition, seats: [{ name: 'Frodo' }, { name: 'Sam' }], options: { pauseAtEveryWindow: true } }
];

describe("the top bar's and the curtain's Undo: offered and taken, or the top bar's off with its reason in words", () => {
	for (const c of cases) {
		it(c.name, async () => {
			const t = await newTable(c.def, c.seats, { seed: 5, options: c.options, ui: { formatLog: lcgFormat } });
			let offered = 0;
			let refused = 0;
			for (let i = 0; i < 90 && !t.table.view().result; i++) {
				// Both sides of a move: after it (curtain up) and once the next player took the tablet.
				for (const lift of [false, true]) {
					if (lift && t.table.view().curtain && t.table.view().undo.curtain === null) t.table.liftCurtain();
					const v = t.table.view();
					expect(v.undo.top.enabled).toBe(v.undo.top.reason === '');
					if (v.undo.top.enabled || v.undo.curtain) offered++;
					if (!v.undo.top.enabled) refused++;
				}
				const v = t.table.view();
				// Now and then, tap the offered Undo (the curtain's for the player who just moved, or the top bar's): it is taken.
				const by = v.undo.curtain?.seat ?? (v.undo.top.enabled ? v.undo.top.by : null);
				if (by !== null && i % 4 === 1) {
					const n = t.live.log.length;
					await t.table.undo(by);
					await t.timers.flush();
					expect(t.errors).toEqual([]);
					expect(t.live.log.length).toBeLessThan(n);
				}
				await step(t, keep);
			}
			expect(offered).toBeGreaterThan(0);
			expect(refused).toBeGreaterThan(0);
		});
	}
});
