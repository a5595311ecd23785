/**
 * Les Deux Tours: thousands of random games (random seeds, 2–5 players) through
 * `randomPlayout`. Every game must end without throwing; after every event the 96 cards
 * are each in exactly one place, the 24 tokens are each in exactly one place (a location,
 * a player, the box), scores only come from tokens, and legalEvents agrees with the
 * machine's guard.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import fc from 'fast-check';
import { randomPlayout } from '$lib/engine/playout';
import type { GameEvent, GameSnapshot, SeatSetup } from '$lib/engine/types';
import def from '$lib/games/two-towers/definition';
import { cardPlaces, isLegal, phaseOf, tokenPlaces, tokenValue } from '$lib/games/two-towers/rules';
import { CARD_COUNT, TOKEN_COUNT, LAST_LOCATION } from '$lib/games/two-towers/data/game';
import type { TTContext, TTEvent } from '$lib/games/two-towers/types';

const seatsOf = (n: number): SeatSetup[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

function checkInvariants(s: GameSnapshot<unknown>): void {
	const c = s.context as TTContext;
	const seen = new Array(CARD_COUNT).fill(0);
	for (const [place, cards] of cardPlaces(c)) {
		for (const id of cards) {
			if (!Number.isInteger(id) || id < 0 || id >= CARD_COUNT) throw new Error(`bad card ${id} in ${place}`);
			seen[id]++;
		}
	}
	const bad = seen.findIndex((n) => n !== 1);
	if (bad >= 0) throw new Error(`card ${bad} is in ${seen[bad]} places`);
	const tokens = new Array(TOKEN_COUNT).fill(0);
	for (const [, ts] of tokenPlaces(c)) for (const t of ts) tokens[t]++;
	if (tokens.some((n) => n !== 1)) throw new Error(`tokens not accounted for: ${JSON.stringify(tokenPlaces(c))}`);
	// Rows: one quality per row, a Gandalf only first, never alone.
	for (const rows of c.rows) {
		for (const [col, r] of rows.entries()) {
			if (!r) continue;
			if (r.cards.length === 0) throw new Error('empty row');
			if (r.cards.length === 1 && r.cards[0] >= 80) throw new Error('lone Gandalf');
			r.cards.forEach((id, i) => {
				if (id >= 80) {
					if (i !== 0) throw new Error('Gandalf not first');
				} else if (Math.floor(id / 20) !== col || Math.floor((id % 20) / 5) !== ['strength', 'wisdom', 'endurance', 'determination'].indexOf(r.quality)) {
					throw new Error(`card ${id} in the wrong row`);
				}
			});
		}
	}
	// Scores only from tokens won at evaluations.
	const won = c.playerTokens.map(() => 0);
	for (const rec of c.scorings) for (const a of rec.awards) won[a.seat] += tokenValue(a.token);
	c.playerTokens.forEach((ts, seat) => {
		if (ts.reduce((x, t) => x + tokenValue(t), 0) !== won[seat]) throw new Error('score not from evaluations');
	});
}

/** Random games per run (TT_PROPERTY_GAMES lowers it while iterating; the suite runs 2,000). */
const GAMES = Number(process.env.TT_PROPERTY_GAMES ?? 2000);

describe('two-towers random games', () => {
	it(`${GAMES} random games of 2–5 players all end, never throw, and keep every card and token exactly once`, () => {
		let ended = 0;
		let reshuffled = 0;
		fc.assert(
			fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (players, seed) => {
				const rep = randomPlayout(def, seatsOf(players), seed, { check: (s) => checkInvariants(s) });
				expect(rep.result?.kind).toBe('ranking');
				const c = rep.final.context as TTContext;
				expect(c.scorings.map((r) => r.location)).toEqual([1, 2, 3, 4, 5, LAST_LOCATION]);
				if (c.reshuffles > 0) reshuffled++;
				ended++;
			}),
			{ numRuns: GAMES }
		);
		expect(ended).toBe(GAMES);
		expect(reshuffled).toBeGreaterThan(0);
	});

	it('games with bots (botShare 0.7) end with the same invariants', () => {
		for (let i = 0; i < 150; i++) {
			const players = 2 + (i % 4);
			const rep = randomPlayout(def, seatsOf(players), 7000 + i, { botShare: 0.7, check: (s) => checkInvariants(s) });
			expect(rep.result?.kind).toBe('ranking');
		}
	});

	it('the machine accepts exactly the listed events (listed → accepted; near misses → refused)', () => {
		for (let g = 0; g < 40; g++) {
			const players = 2 + (g % 4);
			const actor = createActor(def.machine, { input: def.createInput({ seats: seatsOf(players), seed: 100 + g }) }).start();
			let steps = 0;
			while (!def.result(actor.getSnapshot())) {
				const s = actor.getSnapshot() as GameSnapshot<TTContext>;
				const phase = phaseOf(s.value);
				const seat = def.activeSeats(s)[0];
				const legal = def.legalEvents(s, seat);
				for (const e of legal) expect(isLegal(s.context, phase, e)).toBe(true);
				// Other seats have nothing; near misses are refused by the guard.
				for (let o = 0; o < players; o++) if (o !== seat) expect(def.legalEvents(s, o)).toEqual([]);
				const near: GameEvent[] = [
					...legal.map((e) => ({ ...e, seat: (seat + 1) % players })),
					...legal.filter((e) => 'card' in e).map((e) => ({ ...e, card: ((e as { card: number }).card + 1) % 96 }))
				];
				const legalJson = new Set(legal.map((l) => JSON.stringify(l)));
				const listed = (e: GameEvent) => legalJson.has(JSON.stringify(e));
				for (const e of near) {
					if (listed(e)) continue;
					expect(isLegal(s.context, phase, e as TTEvent)).toBe(false);
					const before = actor.getSnapshot();
					actor.send(e as TTEvent);
					expect(actor.getSnapshot()).toBe(before);
				}
				const ev = legal[(steps * 7919 + g) % legal.length];
				const before = actor.getSnapshot();
				actor.send(ev);
				expect(actor.getSnapshot()).not.toBe(before);
				steps++;
			}
			actor.stop();
		}
	});
});
