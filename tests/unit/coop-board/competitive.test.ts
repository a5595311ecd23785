/**
 * « JEU COMPÉTITIF » (../shared/rules/coop-board-game.fr.txt, section « JEU COMPÉTITIF »):
 *
 * « les joueurs gardent leurs runes faces cachées et ne les montrent pas aux autres joueurs.
 * Si l'Anneau est détruit, chaque joueur marque 60 points plus un bonus égal à la somme des
 * runes dont il dispose, même s'il s'est fait éliminer. … le joueur ayant obtenu le meilleur
 * score … est considéré comme le vainqueur. »
 * « Si le porteur de l'Anneau possède trois jetons Anneau lorsque son Hobbit rejoint Sauron sur
 * l'échelle de corruption, il est corrompu par l'Anneau et rejoint Sauron. Il gagne seul la
 * partie et marque autant de points que la case où se trouve le pion sur l'échelle d'activité
 * principale tandis que tous les autres joueurs marquent zéro point. »
 * « Si l'Anneau n'est pas détruit, la Communauté a failli dans sa tâche, aucune rune n'est
 * comptée et tous les joueurs marquent autant de point que la valeur de la case … il n'y a pas
 * pour autant de vainqueur. »
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import def from '$lib/games/coop-board/definition';
import { botBelief, botMove } from '$lib/games/coop-board/bot';
import { run, setupGame } from '$lib/games/coop-board/rules/flow';
import { applyEvent, deciders, legalEventsFor } from '$lib/games/coop-board/rules/moves';
import { gameOver, moveDark, moveSauron } from '$lib/games/coop-board/rules/state';
import { payment } from '$lib/games/coop-board/rules/payment';
import type { GameSnapshot } from '$lib/engine/types';
import type { CoopContext, CoopOptions } from '$lib/games/coop-board/types';
import { createRng, rngCursor } from '$lib/engine/rng';

const OPTS: CoopOptions = { sauron: 12, passRing: false, equalTurns: false, solo: false, competitive: true };
const seats = (n: number, bots = false) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, ...(bots ? { bot: 'normal' as const } : {}) }));
const start = (n = 3, options: Partial<CoopOptions> = {}, bots = false) => setupGame({ seats: seats(n, bots), options: { ...OPTS, ...options }, seed: 5 });
const snap = (c: CoopContext): GameSnapshot<CoopContext> => ({ context: c, value: 'haven', status: 'active' });

/** A 3-hobbit game in Moria, main track on its 3rd space, bearer Frodo (seat 0) one step from Sauron. */
function nearSauron(options: Partial<CoopOptions> = {}): CoopContext {
	const c = start(3, options);
	c.adv = { id: 'moria', tracks: { fighting: 3, travelling: 0, hiding: 0 }, event: 0, ringUsed: false, ending: false };
	c.location = 2;
	c.mainScore = 12;
	c.decision = { kind: 'reveal', seat: 0 };
	c.queue = [];
	c.players[0].pos = c.sauron - 1;
	c.players[0].tokens = { heart: 0, sun: 0, ring: 3 };
	c.tokenSupply.ring -= 3;
	c.players.forEach((p, i) => (p.silver = [4, 9, 2][i]));
	return c;
}

describe('« JEU COMPÉTITIF »: an option of the game', () => {
	it('the options schema and createInput carry it; the default game is cooperative', () => {
		expect(def.defaultOptions.competitive).toBe(false);
		expect(def.createInput({ seats: seats(2), options: { competitive: true }, seed: 1 }).options.competitive).toBe(true);
		expect(def.createInput({ seats: seats(2), options: {}, seed: 1 }).options.competitive).toBe(false);
		const schema = def.optionsSchema!;
		expect(v.is(schema, { ...def.defaultOptions, competitive: true })).toBe(true);
		expect(v.is(schema, { ...def.defaultOptions, competitive: 'yes' })).toBe(false);
		expect(v.is(schema, { ...def.defaultOptions, sauron: 7 })).toBe(false);
		expect(v.is(schema, { ...def.defaultOptions, cheat: true })).toBe(false);
	});
});

describe('« les joueurs gardent leurs runes faces cachées »', () => {
	it('the view hides the other hobbits\' runes (and every hobbit\'s to the table), not the viewer\'s own', () => {
		const c = start(3);
		c.players[0].silver = 4;
		c.players[1].silver = 7;
		c.players[1].gold = [3];
		const v1 = def.view(snap(c), 1);
		expect(v1.players[1]).toMatchObject({ silver: 7, gold: [3], goldCount: 1 });
		expect(v1.players[0]).toMatchObject({ silver: null, gold: null, goldCount: 0 });
		expect(def.view(snap(c), 0).players[1]).toMatchObject({ silver: null, gold: null, goldCount: 1 });
		expect(def.view(snap(c), 'table').players.every((p) => p.silver === null && p.gold === null)).toBe(true);
		expect(JSON.stringify(def.view(snap(c), 0).players[1])).not.toContain('7');
	});
	it('the cooperative game and the one-person option show every hobbit\'s silver runes', () => {
		for (const o of [{ competitive: false }, { solo: true }]) {
			const c = start(3, o);
			c.players[1].silver = 7;
			expect(def.view(snap(c), 0).players[1].silver).toBe(7);
		}
	});
});

describe('« il est corrompu par l\'Anneau … Il gagne seul la partie »', () => {
	it('the Ring-bearer with three Ring tokens meeting Sauron wins alone with the main-track value; the others score 0', () => {
		const c = nearSauron();
		moveDark(c, 0, 1);
		expect(c.outcome).toMatchObject({ victory: false, reason: 'corrupted', mainScore: 12, seatScores: [12, 0, 0], winners: [0] });
		expect(def.result(snap(c))).toEqual({ kind: 'ranking', scores: [12, 0, 0], winners: [0] });
		expect(c.log.some((e) => e.key === 'cb_log_corrupted_wins' && e.seat === 0)).toBe(true);
	});
	it('Sauron moving onto the bearer counts too (« rejoint Sauron sur l\'échelle de corruption »)', () => {
		const c = nearSauron();
		moveSauron(c, 1);
		expect(c.outcome?.reason).toBe('corrupted');
	});
	it('two Ring tokens, or the cooperative game: the bearer simply falls, nobody wins', () => {
		const two = nearSauron();
		two.players[0].tokens.ring = 2;
		moveDark(two, 0, 1);
		expect(two.outcome).toMatchObject({ reason: 'bearerFell', score: 12 });
		expect(two.outcome!.winners).toBeUndefined();
		expect(def.result(snap(two))).toEqual({ kind: 'cooperative', victory: false, score: 12 });
		const coop = nearSauron({ competitive: false });
		moveDark(coop, 0, 1);
		expect(coop.outcome?.reason).toBe('bearerFell');
	});
	it('a bearer eliminated for not paying has not joined Sauron: not corrupted', () => {
		const c = nearSauron();
		c.players[0].pos = 0;
		c.players[0].silver = 1;
		c.decision = null;
		c.queue = [{ k: 'forcedRunes', seat: 0, n: 3 }, { k: 'revealPrompt' }];
		run(c);
		expect(c.outcome?.reason).toBe('bearerFell');
	});
	it('another hobbit with three Ring tokens meeting Sauron is only eliminated', () => {
		const c = nearSauron();
		c.players[0].pos = 0;
		c.players[1].pos = c.sauron - 1;
		c.players[1].tokens.ring = 3;
		c.players[0].tokens.ring = 0;
		moveDark(c, 1, 1);
		expect(c.players[1].out).toBe(true);
		expect(c.outcome).toBeNull();
	});
});

describe('« chaque joueur marque 60 points plus … la somme des runes dont il dispose, même s\'il s\'est fait éliminer »', () => {
	it('the Ring destroyed: 60 + own runes each, the best score wins (an eliminated hobbit counts)', () => {
		const c = nearSauron();
		c.players[0].pos = 0;
		c.players[1].out = true;
		c.players[1].hand = [];
		c.players[2].gold = [3];
		gameOver(c, true, 'destroyed');
		expect(c.outcome).toMatchObject({ victory: true, seatScores: [64, 69, 65], winners: [1], score: 69 });
		expect(def.result(snap(c))).toEqual({ kind: 'ranking', scores: [64, 69, 65], winners: [1] });
	});
	it('equal best scores share the win', () => {
		const c = nearSauron();
		c.players.forEach((p) => (p.silver = 5));
		gameOver(c, true, 'destroyed');
		expect(c.outcome!.winners).toEqual([0, 1, 2]);
	});
	it('« Si l\'Anneau n\'est pas détruit … aucune rune n\'est comptée … pas … de vainqueur »: the Eye of Sauron', () => {
		const c = nearSauron();
		gameOver(c, false, 'eye');
		expect(c.outcome).toMatchObject({ score: 12, runes: 0 });
		expect(c.outcome!.seatScores).toBeUndefined();
		expect(def.result(snap(c))).toEqual({ kind: 'cooperative', victory: false, score: 12 });
	});
});

describe('computer hobbits do not read hidden runes', () => {
	it('a group rune payment: the bot counts only its own runes when the others\' are face down', () => {
		const make = (competitive: boolean, others: number) => {
			const c = start(3, { competitive }, true);
			c.adv = { id: 'shelobsLair', tracks: { hiding: 1, travelling: 0, fighting: 0 }, event: 1, ringUsed: false, ending: false };
			c.players.forEach((p, i) => ((p.silver = i === 0 ? 3 : others), (p.gold = [])));
			c.queue = [{ k: 'revealPrompt' }];
			c.decision = { kind: 'pay', pay: payment('group', { runes: 7 }, 'gollum', [], [], true) };
			return c;
		};
		// The cooperative bot sees 3 + 15 + 15 runes and pays; with hidden runes it sees only its 3.
		expect(botMove(make(false, 15), 0, 'normal', () => 0.5)).toEqual({ type: 'PAY_RUNE', seat: 0 });
		expect(botMove(make(true, 15), 0, 'normal', () => 0.5)).toEqual({ type: 'DECLINE', seat: 0 });
		expect(botMove(make(true, 0), 0, 'normal', () => 0.5)).toEqual({ type: 'DECLINE', seat: 0 });
		const seen = botBelief(make(true, 15), 0);
		expect(seen.players.map((p) => p.silver)).toEqual([3, 0, 0]);
	});
	it('in random all-bot competitive games, changing the other hobbits\' runes never changes a bot\'s move', () => {
		let compared = 0;
		for (let g = 0; g < 6; g++) {
			let c = setupGame({ seats: seats(2 + (g % 4), true), options: { ...OPTS, sauron: 15 }, seed: 300 + g });
			const r = rngCursor(createRng(g + 1));
			for (let i = 0; i < 4000 && !c.outcome; i++) {
				const seat = deciders(c)[0];
				const ev = botMove(c, seat, 'normal', () => 0.5);
				// The same table, the others' runes different.
				const alt: CoopContext = { ...c, players: c.players.map((p, k) => (k === seat ? p : { ...p, silver: r.int(0, 20), gold: [] })) };
				if (JSON.stringify(legalEventsFor(alt, seat)) === JSON.stringify(legalEventsFor(c, seat)) && deciders(alt).includes(seat)) {
					expect(botMove(alt, seat, 'normal', () => 0.5)).toEqual(ev);
					compared++;
				}
				c = applyEvent(c, ev);
			}
		}
		expect(compared).toBeGreaterThan(500);
	});
});
