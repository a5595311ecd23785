/**
 * Computer players of Knizia's region card game: legal moves at every level and player count,
 * and no peeking — a bot decides from its seat's view only: not the other hands, not any deck's
 * order (« Chaque joueur … mélange et dépose ensuite devant lui faces cachées »), and not the
 * other players' points when they are kept hidden (« Les joueurs peuvent également décider en
 * début de partie de ne pas révéler le nombre de fiches gagnées »).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createRng, rngCursor } from '$lib/engine/rng';
import { jsonEqual } from '$lib/engine/equal';
import type { AnyGameDefinition, BotLevel, GameSnapshot } from '$lib/engine/types';
import { playBotGame, stream } from '../engine/bot-games';
import def, { hintEvent, kcView } from '$lib/games/knizia-cards/definition';
import { determinize } from '$lib/games/knizia-cards/bot-view';
import type { KcContext } from '$lib/games/knizia-cards/types';
import { checkConservation, seatsOf } from './helpers';

const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];


function newActor(players: number, seed: number, hideScores: boolean) {
	return createActor(def.machine, { input: def.createInput({ seats: seatsOf(players), options: { hideScores }, seed }) }).start();
}

/** Snapshots where a seat must move (including region placements), along a game of 'normal' bots. */
function midGameSnapshots(players: number, seed: number, every: number, hideScores: boolean): GameSnapshot<KcContext>[] {
	const actor = newActor(players, seed, hideScores);
	const random = stream(seed + 1);
	const out: GameSnapshot<KcContext>[] = [];
	for (let step = 0; ; step++) {
		const s = actor.getSnapshot() as GameSnapshot<KcContext>;
		if (def.result(s)) break;
		const seat = def.activeSeats(s)[0];
		if (step % every === 0 || String(s.value) === 'placingRegion') out.push(s);
		actor.send(def.botEvent(s, seat, 'normal', random));
	}
	actor.stop();
	return out;
}

/**
 * The same game with everything `seat` cannot see changed: every other seat's hand and deck
 * dealt again from the same cards, the seat's own deck in another order, the other seats'
 * hidden points raised, another RNG state.
 */
function changeHidden(s: GameSnapshot<KcContext>, seat: number, seed: number): GameSnapshot<KcContext> {
	const c = s.context;
	const r = rngCursor(createRng(seed));
	const hands = c.hands.map((h) => h.slice());
	const decks = c.decks.map((d) => d.slice());
	for (let i = 0; i < hands.length; i++) {
		if (i === seat) {
			decks[i] = r.shuffle(decks[i]);
			continue;
		}
		const pool = r.shuffle([...hands[i], ...decks[i]]);
		hands[i] = pool.splice(0, hands[i].length);
		decks[i] = pool;
	}
	const scores = c.scores.map((p, i) => (i === seat ? p : p + 5 + i));
	return { ...s, context: { ...c, hands, decks, scores, rng: createRng(seed + 1) } };
}

describe("Knizia's card game bots", () => {
	for (const level of LEVELS) {
		it(`${level}: every move is legal, with 2 to 4 players, and the game ends`, () => {
			for (let players = 2; players <= 4; players++) {
				const actor = newActor(players, 60 + players, players === 3);
				const moves = playBotGame(def as unknown as AnyGameDefinition, actor, level, stream(players));
				expect(moves).toBeGreaterThan(30);
			}
		});
	}

	it('a bot imagines the hidden hands and decks without creating or losing any card', () => {
		for (const s of midGameSnapshots(2, 5, 17, true)) {
			const seat = def.activeSeats(s)[0];
			const view = kcView(s, seat);
			const imagined = determinize(view, stream(9));
			checkConservation(imagined);
			expect(imagined.hands[seat]).toEqual(s.context.hands[seat]);
			expect(imagined.hands.map((h) => h.length)).toEqual(s.context.hands.map((h) => h.length));
			expect(imagined.decks.map((d) => d.length)).toEqual(s.context.decks.map((d) => d.length));
			expect(imagined.cells).toEqual(s.context.cells);
		}
	});

	it('no peeking: games that differ only in what the seat cannot see (hidden scores included) get the same move, at every level', () => {
		let compared = 0;
		let placements = 0;
		for (const players of [2, 3, 4]) {
			for (const s of midGameSnapshots(players, 20 + players, 9, true)) {
				const seat = def.activeSeats(s)[0];
				const other = changeHidden(s, seat, 300 + compared);
				expect(JSON.stringify(other.context)).not.toBe(JSON.stringify(s.context));
				expect(kcView(other, seat)).toEqual(kcView(s, seat));
				for (const level of LEVELS) {
					expect(def.botEvent(other, seat, level, stream(compared))).toEqual(def.botEvent(s, seat, level, stream(compared)));
				}
				if (String(s.value) === 'placingRegion') placements++;
				compared++;
			}
		}
		expect(compared).toBeGreaterThan(20);
		expect(placements).toBeGreaterThan(3);
	});

	it('the hint (what would the computer do?) is a legal move, the same when asked again, and blind to hidden information', () => {
		let asked = 0;
		for (const s of midGameSnapshots(2, 41, 11, true)) {
			const seat = def.activeSeats(s)[0];
			const hint = hintEvent(s, seat);
			expect(def.legalEvents(s, seat).some((l) => jsonEqual(l, hint))).toBe(true);
			expect(hintEvent(s, seat)).toEqual(hint);
			expect(hintEvent(changeHidden(s, seat, 5), seat)).toEqual(hint);
			asked++;
		}
		expect(asked).toBeGreaterThan(5);
	});
});
