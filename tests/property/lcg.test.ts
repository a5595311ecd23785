/**
 * Random games of Passage Through Mirkwood: 1-4 players, random starter decks (distinct, so
 * no hero is used twice), random seeds, random first player, shadow cards on or off (« Jeu
 * de Base »), events drawn from `legalEvents` only (some games partly played by the bot).
 * Every game must end, never throw, accept every listed event, and keep every card in
 * exactly one zone; the result's score must be the score sheet's.
 */
import { describe, expect, it } from 'vitest';
import def from '$lib/games/lcg/definition';
import { randomPlayout } from '$lib/engine/playout';
import { createRng, rngCursor } from '$lib/engine/rng';
import { scoreSheet } from '$lib/games/lcg/rules';
import { STARTER_DECK_IDS } from '$lib/games/lcg/data/decks';
import { encounterDeckList } from '$lib/games/lcg/data/scenarios';
import type { GameSnapshot } from '$lib/engine/types';
import type { LcgContext } from '$lib/games/lcg/types';

/** 1000 by default; LCG_PROPERTY_GAMES overrides it (a quicker local run, a longer soak). */
const GAMES = Number(process.env.LCG_PROPERTY_GAMES ?? 1000);

function checkInvariants(ctx: LcgContext, expectedCards: number): void {
	const seen = new Set<string>();
	for (const [z, ids] of Object.entries(ctx.zones)) {
		for (const id of ids) {
			if (seen.has(id)) throw new Error(`${id} is in two zones`);
			seen.add(id);
			if (ctx.cards[id].zone !== z) throw new Error(`${id} listed in ${z} but in ${ctx.cards[id].zone}`);
		}
	}
	const all = Object.keys(ctx.cards);
	if (all.length !== expectedCards) throw new Error(`${all.length} cards instead of ${expectedCards}`);
	for (const id of all) if (!seen.has(id)) throw new Error(`${id} is in no zone`);
	for (const p of ctx.players) if (p.threat < 0) throw new Error('negative threat');
	for (const id of all) {
		const c = ctx.cards[id];
		if (c.damage < 0 || c.resources < 0 || c.progress < 0) throw new Error(`negative tokens on ${id}`);
		if ((c.zone === 'attached' || c.zone === 'shadow') && (!c.attachedTo || !ctx.cards[c.attachedTo])) throw new Error(`${id} attached to nothing`);
	}
	if (ctx.pending.length > 0 && !ctx.decision && !ctx.outcome) throw new Error('effects left pending at rest');
}

describe('LCG random games (Passage Through Mirkwood)', () => {
	it(`${GAMES} random games end, never throw and keep every card in exactly one zone`, () => {
		const r = rngCursor(createRng(20261121));
		const outcomes: Record<string, number> = {};
		let totalSteps = 0;
		let rounds = 0;
		for (let g = 0; g < GAMES; g++) {
			const n = r.int(1, 4);
			const decks = r.shuffle(STARTER_DECK_IDS).slice(0, n);
			const seed = r.int(1, 2 ** 30);
			const options = {
				decks,
				firstPlayer: r.int(0, n - 1),
				shadows: r.int(0, 4) > 0
			};
			const expected = n * 33 + encounterDeckList('passage-through-mirkwood').length + 4;
			let prev: GameSnapshot<unknown> | null = null;
			const report = randomPlayout(
				def,
				Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` })),
				seed,
				{
					options,
					maxSteps: 20000,
					botShare: g % 4 === 0 ? 0.7 : 0,
					check(s, ev) {
						if (ev && prev && s === prev) throw new Error(`event ${ev.type} was listed but not accepted (seed ${seed})`);
						prev = s;
						checkInvariants(s.context as LcgContext, expected);
					}
				}
			);
			const ctx = report.final.context as LcgContext;
			expect(report.result?.kind).toBe('cooperative');
			if (report.result?.kind === 'cooperative') {
				expect(report.result.victory).toBe(ctx.outcome === 'victory');
				expect(report.result.score).toBe(scoreSheet(ctx).total);
			}
			expect(def.activeSeats(report.final as GameSnapshot<LcgContext>)).toEqual([]);
			outcomes[`${n}p ${ctx.outcome}`] = (outcomes[`${n}p ${ctx.outcome}`] ?? 0) + 1;
			totalSteps += report.steps;
			rounds += ctx.round;
		}
		console.log('LCG property:', outcomes, 'events', totalSteps, 'avg rounds', (rounds / GAMES).toFixed(1));
	});
});
