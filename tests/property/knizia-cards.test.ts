/**
 * Property test of Knizia's region card game: thousands of random games (2–4 players, random
 * seeds, random legal events, some with the normal bot) must end, never throw, never create or
 * lose a card (every card is in a hand, a deck, on the map or removed from the game), give
 * points only through scorings, and list exactly the events the rules allow.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '$lib/engine/playout';
import type { GameEvent, GameSnapshot } from '$lib/engine/types';
import def from '$lib/games/knizia-cards/definition';
import { HAND_SIZE } from '$lib/games/knizia-cards/data/cards';
import { placeCells } from '$lib/games/knizia-cards/data/placement';
import { REGIONS, RING_IDS } from '$lib/games/knizia-cards/data/regions';
import {
	allCards,
	cardLocations,
	currentRegion,
	filledPlaces,
	playProblem,
	regionProblem,
	relocateProblem,
	topCard
} from '$lib/games/knizia-cards/rules';
import type { KcContext, KcEvent } from '$lib/games/knizia-cards/types';

/** Random games per run (KC_PROPERTY_GAMES lowers it while iterating; the suite runs 2,000). */
const GAMES = Number(process.env.KC_PROPERTY_GAMES ?? 2000);

function seats(n: number) {
	return Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
}

const ALL: Record<number, string[]> = {};

/** True when `a` and `b` hold the same numbers in the same order (what comparing their JSON said, without the strings). */
function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
	return true;
}

/** The invariants that hold after every event. */
function checkInvariants(c: KcContext) {
	// cards: each exactly once
	const loc = cardLocations(c);
	const all = (ALL[c.hands.length] ??= allCards(c));
	if (loc.size !== all.length) throw new Error(`${all.length - loc.size} cards lost or created`);
	for (const id of all) if (!loc.has(id)) throw new Error(`card ${id} lost`);
	// hands and seats
	c.hands.forEach((h, s) => {
		if (h.length > HAND_SIZE) throw new Error(`seat ${s} holds ${h.length} cards`);
		if (c.out[s] && (h.length || c.decks[s].length || c.ringsHeld[s].length)) throw new Error(`seat ${s} is out but holds something`);
	});
	// rings: each at most once among held, on cards, lost
	const rings = [...c.ringsHeld.flat(), ...Object.values(c.ringOn), ...c.ringsLost];
	if (new Set(rings).size !== rings.length || rings.some((r) => !RING_IDS.includes(r))) throw new Error(`ring duplicated: ${rings}`);
	for (const card of Object.keys(c.ringOn)) {
		const where = loc.get(card);
		if (!where?.startsWith('cell ') || topCard(c, where.slice(5)) !== card) throw new Error(`ringed card ${card} is not on top of a place`);
	}
	// no Nazgûl on the map
	for (const k in c.cells) for (const id of c.cells[k]) if (id.endsWith('-N')) throw new Error('a Nazgûl stays on the map');
	// scores only from scorings
	const fromScorings = c.scores.map((_, s) => c.scorings.reduce((a, r) => a + r.seatPoints[s], 0));
	if (!sameNumbers(fromScorings, c.scores)) throw new Error(`scores ${c.scores} are not the sum of the scorings ${fromScorings}`);
	for (const rec of c.scorings) {
		const region = REGIONS[rec.regionIndex];
		const sum = c.scores.map(() => 0);
		for (const row of rec.rows) {
			const expected = row.cards > 0 && row.rank <= Math.min(3, rec.rows.length - 1) ? region.points[row.rank - 1] : 0;
			if (row.points !== expected) throw new Error(`wrong points at ${rec.region}`);
			sum[row.seat] += row.points;
		}
		if (rec.penalty) sum[rec.penalty.seat] -= rec.penalty.lost;
		if (!sameNumbers(sum, rec.seatPoints)) throw new Error(`seat points of ${rec.region} do not add up`);
	}
	if (c.scores.some((p) => p < 0)) throw new Error('negative score');
	// regions: laid in order, at most ten, only the current one unscored
	c.regions.forEach((r, i) => {
		if (r.index !== i) throw new Error('regions out of order');
		if (i < c.regions.length - 1 && !r.scored) throw new Error('an earlier region was never scored');
	});
	if (c.scorings.length !== c.regions.filter((r) => r.scored).length) throw new Error('scorings do not match scored regions');
}

/** Every candidate event near the current state; the listed ones must be exactly those the rules accept. */
function checkExactness(s: GameSnapshot<KcContext>) {
	const c = s.context;
	const phase = s.value as string;
	for (let seat = 0; seat < c.hands.length; seat++) {
		const listed = new Set(def.legalEvents(s, seat).map((e) => JSON.stringify(e)));
		const accepted = new Set<string>();
		if (phase === 'playing') {
			const r = currentRegion(c);
			const cells = placeCells(r.x, r.y).map((k) => k.split(',').map(Number));
			cells.push([r.x, r.y]);
			const rings = [undefined, ...new Set(c.ringsHeld[seat].filter((g) => g !== 'lothlorien'))] as (KcEvent & { type: 'play' })['ring'][];
			for (const card of c.hands[seat])
				for (const ring of rings)
					for (const [x, y] of cells) {
						const ev = ring ? { type: 'play', seat, card, x, y, ring } : { type: 'play', seat, card, x, y };
						if (playProblem(c, ev as never) === null) accepted.add(JSON.stringify(ev));
					}
			for (const k in c.cells) {
				const card = topCard(c, k);
				if (!card) continue;
				for (const [x, y] of cells) {
					const ev = { type: 'relocate', seat, card, x, y };
					if (relocateProblem(c, ev as never) === null) accepted.add(JSON.stringify(ev));
				}
			}
			if (seat === c.current && c.turn.deposited > 0) accepted.add(JSON.stringify({ type: 'endTurn', seat }));
		} else if (phase === 'placingRegion' && seat === c.current) {
			const xs = Object.keys(c.cells).map((k) => k.split(',').map(Number));
			const minX = Math.min(...xs.map((p) => p[0])) - 4, maxX = Math.max(...xs.map((p) => p[0])) + 4;
			const minY = Math.min(...xs.map((p) => p[1])) - 3, maxY = Math.max(...xs.map((p) => p[1])) + 3;
			for (let y = minY; y <= maxY; y++)
				for (let x = minX; x <= maxX; x++) if (regionProblem(c, x, y) === null) accepted.add(JSON.stringify({ type: 'placeRegion', seat, x, y }));
		}
		const a = [...accepted].sort();
		const l = [...listed].sort();
		if (JSON.stringify(a) !== JSON.stringify(l)) throw new Error(`legal events differ for seat ${seat} in ${phase}: listed ${l.length}, accepted ${a.length}`);
	}
}

describe('knizia-cards: random games', () => {
	it(`${GAMES} random games end, never throw, keep every card, and score only through scorings`, () => {
		const ends: Record<string, number> = {};
		let totalScorings = 0;
		for (let g = 0; g < GAMES; g++) {
			const seed = 1000 + g * 7919;
			const n = 2 + (g % 3);
			let lastLog = -1;
			const deep = g % 20 === 0;
			const rep = randomPlayout(def, seats(n), seed, {
				options: { hideScores: g % 7 === 0 },
				botShare: g % 40 === 5 ? 0.5 : 0,
				check: (snap: GameSnapshot<unknown>, ev: GameEvent | null) => {
					const s = snap as GameSnapshot<KcContext>;
					const c = s.context;
					checkInvariants(c);
					// every listed event that was sent changed the game
					if (ev && c.log.length === lastLog) throw new Error(`${ev.type} was listed but changed nothing`);
					lastLog = c.log.length;
					if (s.value === 'playing' && filledPlaces(c, currentRegion(c)) >= 10) throw new Error('a full region was not scored');
					if (deep) checkExactness(s);
				}
			});
			const c = rep.final.context as KcContext;
			expect(rep.result?.kind).toBe('ranking');
			expect(c.ended).not.toBeNull();
			ends[c.ended!] = (ends[c.ended!] ?? 0) + 1;
			totalScorings += c.scorings.length;
		}
		// all three endings happen
		expect(Object.keys(ends).sort()).toEqual(['all-played', 'no-region-left', 'one-left']);
		expect(totalScorings).toBeGreaterThan(GAMES * 5);
	});
});
