/**
 * Risk: The Lord of the Rings: random games (random seeds, 2–4 players, random legal moves
 * mixed with the normal bot) through `randomPlayout`. Every game must end (the Ring always
 * moves on eventually), never throw, and after every event: every territory card (44) and
 * adventure card of the deck (40, `ADVENTURE_DECK`) is in exactly one place (the others nowhere), every battalion is accounted for (on the board
 * plus in the pool = all ever granted − all ever lost), no territory is empty after setup, no
 * army holds two leaders on one territory, and a rejected illegal event changes nothing.
 * RISK_PROPERTY_GAMES sets the number of games (default 1000).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { randomPlayout } from '$lib/engine/playout';
import type { GameSnapshot, SeatSetup } from '$lib/engine/types';
import def from '$lib/games/risk/definition';
import { ADVENTURE_CARDS, ADVENTURE_DECK } from '$lib/games/risk/data/adventure';
import type { RiskContext } from '$lib/games/risk/types';
import { stateOf } from '$lib/games/risk/machine';

const GAMES = Number(process.env.RISK_PROPERTY_GAMES ?? 1000);
const seatsOf = (n: number): SeatSetup[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

/** The dotted path of a state value (one active leaf: the chart has no parallel states). */
const pathOf = (v: unknown): string => (typeof v === 'string' ? v : Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k}.${pathOf(x)}`)[0]);

/** Which adventure cards are in the deck (1) or not (0), by id: the count each must have after setup. */
const IN_DECK = ADVENTURE_CARDS.map((_, id) => (ADVENTURE_DECK.includes(id) ? 1 : 0));

/** Adds 1 to `counts[id]` for every id of `ids`. */
function tally(counts: number[], ids: readonly number[]): void {
	for (let i = 0; i < ids.length; i++) counts[ids[i]]++;
}

function check(s: GameSnapshot<unknown>): void {
	const c = s.context as RiskContext;
	const value = (s as unknown as { value: unknown }).value;
	if (pathOf(value) !== stateOf(c)) throw new Error(`the chart is in ${pathOf(value)}, the rules in ${c.phase}`);
	const setup = c.phase === 'claim' || c.phase === 'setupPlace' || c.phase === 'setupLeader';
	const tc = new Array<number>(44).fill(0);
	tally(tc, c.territoryDeck);
	tally(tc, c.territoryDiscard);
	tally(tc, c.territoryBox);
	for (const h of c.hands) tally(tc, h);
	for (const u of c.uprisings ?? []) tc[u.card]++;
	if (!setup && tc.some((n) => n !== 1)) throw new Error(`territory card count ${tc.join(',')}`);
	const ac = new Array<number>(ADVENTURE_CARDS.length).fill(0);
	tally(ac, c.adventureDeck);
	tally(ac, c.adventureDiscard);
	for (const h of c.adventureHands) tally(ac, h);
	for (const h of c.adventureScored) tally(ac, h);
	if (!setup && ac.some((n, id) => n !== IN_DECK[id])) throw new Error(`adventure card count ${ac.join(',')}`);
	if (c.phase === 'react' && !c.reaction) throw new Error('reaction phase without a window');
	let onBoard = 0;
	for (const a of c.armies) {
		if (a < 0) throw new Error('negative army');
		onBoard += a;
	}
	const expected = c.ledger.granted - c.ledger.lost;
	// Setup armies count once placed; a turn's reinforcements count from the start of the turn.
	const inPools = setup ? 0 : c.pool[c.current];
	if (onBoard + inPools !== expected) throw new Error(`battalions: board ${onBoard} + pool ${inPools} ≠ ${expected}`);
	if (!setup && c.phase !== 'conquer' && c.owner.some((o, t) => o < -2 || c.armies[t] < 1)) throw new Error('empty territory');
	for (let seat = 0; seat < c.players; seat++) {
		const leaders = c.leaders[seat];
		for (let i = 0; i < leaders.length; i++) {
			if (leaders.indexOf(leaders[i]) !== i) throw new Error('two leaders on one territory');
			if (c.owner[leaders[i]] !== seat) throw new Error('leader on a foreign territory');
		}
		if (c.adventureHands[seat].length > 3 && c.phase !== 'discardAdventure') throw new Error('adventure hand above 3');
	}
}

describe('risk random games', () => {
	// One test per player count; the time limit is generous because this machine is shared
	// (about 35 s of CPU for the default 1000 games, measured with /usr/bin/time).
	for (const players of [2, 3, 4]) {
		const games = Math.floor(GAMES / 3) + (players - 2 < GAMES % 3 ? 1 : 0);
		it(`${games} random ${players}-player games end, never throw and keep every battalion and card`, { timeout: 900_000 }, () => {
			for (let g = 0; g < games; g++) {
				const r = randomPlayout(def, seatsOf(players), 9000 + 10 * g + players, { botShare: g % 2 ? 0.5 : 0.1, check, maxSteps: 20000 });
				expect(r.result?.kind).toBe('ranking');
				if (r.result?.kind === 'ranking') expect(r.result.scores).toHaveLength(players);
			}
		});
	}

	it('rejects an illegal event without changing anything', () => {
		const actor = createActor(def.machine, { input: def.createInput({ seats: seatsOf(2), options: def.defaultOptions, seed: 3 }) });
		actor.start();
		const before = JSON.stringify(actor.getSnapshot().context);
		const s = actor.getSnapshot() as GameSnapshot<RiskContext>;
		const other = (s.context.current + 1) % 2;
		actor.send({ type: 'CLAIM', seat: other, territory: 0 });
		actor.send({ type: 'ATTACK', seat: s.context.current, from: 0, to: 1, dice: 3 });
		expect(JSON.stringify(actor.getSnapshot().context)).toBe(before);
		actor.stop();
	});
});
