/**
 * Knizia's cooperative Lord of the Rings: random games (random seeds, 2–5 hobbits, Sauron on
 * 15, 12 and 10, every variant, « JEU COMPÉTITIF » in a random half) through `randomPlayout`. Every game must end without
 * throwing; after every event the 95 cards, 5 Gandalf cards, 23 Story tiles, 11 life tokens
 * and 6 gold runes are each in exactly one place, positions stay on the track, the score
 * follows « SCORE », and the machine refuses what legalEvents does not list.
 * Game count: COOP_PROPERTY_GAMES (default 2000).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { randomPlayout } from '$lib/engine/playout';
import type { GameSnapshot, SeatSetup } from '$lib/engine/types';
import def from '$lib/games/coop-board/definition';
import { CARDS, GANDALF_CARDS, LIFE_TOKENS, LIFE_TOKEN_COUNTS, TILES } from '$lib/games/coop-board/data/game';
import type { CoopContext, CoopEvent } from '$lib/games/coop-board/types';
import { STEP_STATES, SUBSTEP } from '$lib/games/coop-board/machine';

const GAMES = Number(process.env.COOP_PROPERTY_GAMES ?? 2000);
const seatsOf = (n: number, bots = false): SeatSetup[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, ...(bots ? { bot: 'normal' as const } : {}) }));

/** The chart's leaf state as a dotted path. */
const leafOf = (value: unknown): string => (typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}.${leafOf(v)}`)[0]);

/** Throws when a component is lost, duplicated or out of range, or the chart is not in the game's step. */
export function checkInvariants(s: GameSnapshot<unknown>): void {
	const c = s.context as CoopContext;
	// The statechart is the flow: its state is the rulebook step and the sub-step of the decision.
	const path = leafOf(s.value);
	const want = c.outcome ? 'end' : `${STEP_STATES[c.phase as keyof typeof STEP_STATES]}.${SUBSTEP[c.decision!.kind]}`;
	if (path !== want) throw new Error(`chart in ${path}, game in ${want}`);
	const seen = new Map<string, number>();
	const add = (ids: string[], where: string) => {
		for (const id of ids) {
			if (!CARDS[id]) throw new Error(`unknown card ${id} in ${where}`);
			seen.set(id, (seen.get(id) ?? 0) + 1);
		}
	};
	add(c.questDeck, 'deck');
	add(c.questDiscard, 'discard');
	add(c.box, 'box');
	for (const [home, ids] of Object.entries(c.legends)) add(ids, home);
	c.players.forEach((p, i) => add(p.hand, `hand ${i}`));
	if (c.decision?.kind === 'distribute') add(c.decision.cards, 'distribution');
	const total = Object.keys(CARDS).length;
	if (total !== 95) throw new Error('95 cards');
	for (const id of Object.keys(CARDS)) if (seen.get(id) !== 1) throw new Error(`card ${id} is in ${seen.get(id) ?? 0} places`);
	const g = [...c.gandalf, ...c.gandalfUsed].sort();
	if (JSON.stringify(g) !== JSON.stringify(GANDALF_CARDS.slice().sort())) throw new Error('Gandalf cards not conserved');
	const tiles = [...c.tiles, ...c.tileDiscard].sort((a, b) => a - b);
	if (tiles.length !== TILES.length || tiles.some((t, i) => t !== i)) throw new Error(`tiles not conserved: ${tiles.length}`);
	for (const t of LIFE_TOKENS) {
		const held = c.players.reduce((a, p) => a + p.tokens[t], 0);
		if (held + c.tokenSupply[t] !== LIFE_TOKEN_COUNTS[t] || c.tokenSupply[t] < 0) throw new Error(`${t} tokens not conserved`);
	}
	const gold = c.goldPool.length + c.goldSpent + c.players.reduce((a, p) => a + p.gold.length, 0);
	if (gold !== 6) throw new Error(`gold runes: ${gold}`);
	for (const p of c.players) {
		if (p.silver < 0 || p.pos < 0 || p.pos > 15) throw new Error('bad hobbit');
		if (!p.out && p.pos >= c.sauron) throw new Error('a hobbit past Sauron is still in');
		if (p.out && p.hand.length) throw new Error('an eliminated hobbit holds cards');
	}
	if (c.sauron < 0 || c.sauron > 15) throw new Error('bad Sauron');
	const o = c.outcome;
	if (o) {
		const own = c.players.map((p) => p.silver + p.gold.reduce((x, y) => x + y, 0));
		const runes = own.reduce((a, b) => a + b, 0);
		if (o.reason === 'corrupted' && !c.options.competitive) throw new Error('a corrupted bearer outside the competitive game');
		if (c.options.competitive && o.reason === 'destroyed') {
			// « chaque joueur marque 60 points plus … la somme des runes dont il dispose »; the best wins.
			const best = Math.max(...own) + 60;
			if (JSON.stringify(o.seatScores) !== JSON.stringify(own.map((r) => 60 + r)) || o.score !== best) throw new Error('competitive scores');
			if (JSON.stringify(o.winners) !== JSON.stringify(own.flatMap((r, i) => (60 + r === best ? [i] : [])))) throw new Error('competitive winners');
		} else if (o.reason === 'corrupted') {
			// « Il gagne seul … tous les autres joueurs marquent zéro point ».
			if (o.winners?.length !== 1 || o.seatScores?.some((v, i) => v !== (i === o.winners![0] ? c.mainScore : 0))) throw new Error('corrupted scores');
			if (c.players[o.winners[0]].tokens.ring < 3 && !c.players[o.winners[0]].out) throw new Error('corrupted without three Ring tokens');
		} else {
			const expected = o.victory ? 60 + runes : o.reason === 'allFellAtDoom' ? 60 : c.mainScore;
			if (o.score !== expected) throw new Error(`score ${o.score} ≠ ${expected}`);
			if (o.seatScores || o.winners) throw new Error('a winner without the competitive game or the Ring destroyed');
		}
	}
}

/** Sends an event the definition does not list and checks that nothing changes. */
function refusesIllegal(seed: number, players: number): void {
	const input = def.createInput({ seats: seatsOf(players), options: {}, seed });
	const actor = createActor(def.machine, { input }).start();
	for (let i = 0; i < 40 && !def.result(actor.getSnapshot()); i++) {
		const s = actor.getSnapshot();
		const seat = def.activeSeats(s)[0];
		const legal = def.legalEvents(s, seat) as CoopEvent[];
		const other = (seat + 1) % players;
		const probes: CoopEvent[] = [
			{ type: 'REVEAL', seat: other },
			{ type: 'END_TURN', seat },
			{ type: 'PLAY_CARD', seat, card: 'L-gollum', track: 'fighting' },
			{ type: 'PAY_RUNE', seat: other },
			{ type: 'RING', seat: other },
			{ type: 'CHOOSE', seat, option: 'nonsense' }
		];
		for (const p of probes) {
			if (def.legalEvents(s, p.seat).some((l: CoopEvent) => JSON.stringify(l) === JSON.stringify(p))) continue;
			const before = JSON.stringify(actor.getSnapshot().context);
			actor.send(p);
			expect(JSON.stringify(actor.getSnapshot().context)).toBe(before);
		}
		actor.send(legal[(seed + i) % legal.length]);
	}
	actor.stop();
}

describe('coop-board random games', () => {
	it(`${GAMES} random games of 2–5 hobbits at every difficulty end, never throw, and conserve every component`, () => {
		const reasons = new Set<string>();
		let moria = 0;
		let competitiveGames = 0;
		for (let i = 0; i < GAMES; i++) {
			const players = 2 + (i % 4);
			const sauron = [15, 12, 10][i % 3];
			// A random half of the games play « JEU COMPÉTITIF ».
			const competitive = Math.imul(i ^ 0x5bd1e995, 0x27d4eb2d) >>> 31 === 1;
			const options = { sauron, passRing: i % 5 === 0, equalTurns: i % 7 === 0, competitive };
			const rep = randomPlayout(def, seatsOf(players), 1 + i * 7919, { options, check: i % 10 === 0 ? checkInvariants : undefined, maxSteps: 5000 });
			checkInvariants(rep.final);
			const c = rep.final.context as CoopContext;
			expect(rep.result?.kind).toBe(c.outcome!.winners ? 'ranking' : 'cooperative');
			reasons.add(c.outcome!.reason);
			if (competitive) competitiveGames++;
			if (c.location >= 2) moria++;
		}
		// Random play mostly loses its Ring-bearer, but the journey is really travelled.
		expect(reasons.has('bearerFell')).toBe(true);
		expect(moria).toBeGreaterThan(GAMES / 4);
		expect(competitiveGames).toBeGreaterThan(GAMES / 4);
	}, 600_000); // about 35 s of CPU at 2,000 games; the shared machine can stretch the wall time

	it('games with computer hobbits (botShare 0.8) end with the same invariants, and some reach Mordor', () => {
		const n = Math.max(20, Math.floor(GAMES / 20));
		let mordor = 0;
		for (let i = 0; i < n; i++) {
			// Seat 0 is a person, the others computer hobbits (group payments wait for the person);
			// every other game is competitive (hidden runes).
			const seats = seatsOf(2 + (i % 4)).map((x, k) => (k === 0 ? x : { ...x, bot: 'normal' as const }));
			const rep = randomPlayout(def, seats, 90_000 + i, { botShare: 0.8, options: { sauron: [15, 12, 10][i % 3], competitive: i % 2 === 1 }, check: checkInvariants });
			expect(rep.result?.kind).toBe((rep.final.context as CoopContext).outcome!.winners ? 'ranking' : 'cooperative');
			if ((rep.final.context as CoopContext).location >= 6) mordor++;
		}
		expect(mordor).toBeGreaterThan(0);
	}, 300_000);

	it('the machine refuses events legalEvents does not list (nothing changes)', () => {
		for (let i = 0; i < 12; i++) refusesIllegal(500 + i, 2 + (i % 4));
	});
});
