/**
 * Les Deux Tours computer players: legal moves at every level and player count, and no
 * peeking — a bot decides from its seat's view only (« Chaque joueur reçoit six cartes qu'il
 * prend en main »: the other hands and the pile are hidden).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createRng, rngCursor } from '$lib/engine/rng';
import { jsonEqual } from '$lib/engine/equal';
import type { AnyGameDefinition, BotLevel, GameSnapshot } from '$lib/engine/types';
import { playBotGame, stream } from '../engine/bot-games';
import def, { hintEvent, ttView } from '$lib/games/two-towers/definition';
import { determinize } from '$lib/games/two-towers/bot-view';
import { cardPlaces } from '$lib/games/two-towers/rules';
import type { TTContext } from '$lib/games/two-towers/types';
import { seatsOf } from './helpers';

const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];


/** Snapshots where a seat must move, taken along a game of random legal moves. */
function midGameSnapshots(players: number, seed: number, every: number): GameSnapshot<TTContext>[] {
	const actor = createActor(def.machine, { input: def.createInput({ seats: seatsOf(players), seed }) }).start();
	const random = stream(seed + 1);
	const out: GameSnapshot<TTContext>[] = [];
	for (let step = 0; ; step++) {
		const s = actor.getSnapshot() as GameSnapshot<TTContext>;
		if (def.result(s)) break;
		if (step % every === 0) out.push(s);
		const seat = def.activeSeats(s)[0];
		const legal = def.legalEvents(s, seat);
		actor.send(legal[Math.floor(random() * legal.length)]);
	}
	actor.stop();
	return out;
}

/**
 * The same game with everything `seat` cannot see dealt again: the other hands, the pile and
 * the set-aside pile (same counts, other cards), and another RNG state.
 */
function reshuffleHidden(s: GameSnapshot<TTContext>, seat: number, seed: number): GameSnapshot<TTContext> {
	const c = s.context;
	const r = rngCursor(createRng(seed));
	const pool = r.shuffle([...c.hands.flatMap((h, i) => (i === seat ? [] : h)), ...c.deck, ...c.aside]);
	const hands = c.hands.map((h, i) => (i === seat ? h.slice() : pool.splice(0, h.length)));
	const deck = pool.splice(0, c.deck.length);
	return { ...s, context: { ...c, hands, deck, aside: pool, rng: createRng(seed + 1) } };
}

describe('Les Deux Tours bots', () => {
	for (const level of LEVELS) {
		it(`${level}: every move is legal, with 2 to 5 players, and the game ends`, () => {
			for (let players = 2; players <= 5; players++) {
				const actor = createActor(def.machine, { input: def.createInput({ seats: seatsOf(players), seed: 40 + players }) }).start();
				const moves = playBotGame(def as unknown as AnyGameDefinition, actor, level, stream(players));
				expect(moves).toBeGreaterThan(30);
			}
		});
	}

	it('a bot imagines the hidden cards without creating or losing any', () => {
		for (const s of midGameSnapshots(3, 7, 13)) {
			const seat = def.activeSeats(s)[0];
			const view = ttView(s, seat);
			const imagined = determinize(view, stream(3));
			const all = cardPlaces(imagined).flatMap(([, cards]) => cards).sort((a, b) => a - b);
			expect(all).toEqual(Array.from({ length: 96 }, (_, i) => i));
			expect(imagined.hands[seat]).toEqual(s.context.hands[seat]);
			expect(imagined.hands.map((h) => h.length)).toEqual(s.context.hands.map((h) => h.length));
			expect(imagined.deck.length).toBe(s.context.deck.length);
			expect(ttView({ ...s, context: imagined }, seat)).toEqual({ ...view, log: [] });
		}
	});

	it('no peeking: games that differ only in what the seat cannot see get the same move, at every level', () => {
		let compared = 0;
		for (const players of [2, 4]) {
			for (const s of midGameSnapshots(players, 11 + players, 5)) {
				const seat = def.activeSeats(s)[0];
				const other = reshuffleHidden(s, seat, 99 + compared);
				expect(JSON.stringify(other.context)).not.toBe(JSON.stringify(s.context));
				expect(ttView(other, seat)).toEqual(ttView(s, seat));
				for (const level of LEVELS) {
					expect(def.botEvent(other, seat, level, stream(compared))).toEqual(def.botEvent(s, seat, level, stream(compared)));
				}
				compared++;
			}
		}
		expect(compared).toBeGreaterThan(20);
	});

	it('the hint (what would the computer do?) is a legal move, the same when asked again, and blind to hidden information', () => {
		let asked = 0;
		for (const s of midGameSnapshots(3, 31, 7)) {
			const seat = def.activeSeats(s)[0];
			const hint = hintEvent(s, seat);
			expect(def.legalEvents(s, seat).some((l) => jsonEqual(l, hint))).toBe(true);
			expect(hintEvent(s, seat)).toEqual(hint);
			expect(hintEvent(reshuffleHidden(s, seat, 5), seat)).toEqual(hint);
			asked++;
		}
		expect(asked).toBeGreaterThan(5);
	});
});
