/**
 * The cooperative game's GameDefinition: hidden hands in `view` (and every hand in the
 * one-person option), the curtain (`hasPrivateHand`), undo stopping at tiles, draws and die
 * rolls (`revealsHidden`), the result, and a whole game of computer hobbits through the
 * statechart.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import def from '$lib/games/coop-board/definition';
import type { GameSnapshot } from '$lib/engine/types';
import type { CoopContext, CoopEvent } from '$lib/games/coop-board/types';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const actor = (n: number, options = {}, seed = 9) => createActor(def.machine, { input: def.createInput({ seats: seats(n), options, seed }) }).start();
const snap = (a: ReturnType<typeof actor>) => a.getSnapshot() as GameSnapshot<CoopContext>;

describe('coop-board definition', () => {
	it('view shows only the viewer\'s hand (none to the table), never the decks\' order or the RNG', () => {
		const s = snap(actor(3));
		const v = def.view(s, 1);
		expect(v.players[1].hand).toEqual(s.context.players[1].hand);
		expect(v.players[0].hand).toBeNull();
		expect(v.players[0].handCount).toBe(6);
		expect(def.view(s, 'table').players.every((p) => p.hand === null)).toBe(true);
		expect(JSON.stringify(v)).not.toContain('"rng"');
		expect(v).not.toHaveProperty('questDeck');
		expect(v).not.toHaveProperty('tiles');
	});
	it('the one-person option shows every hand and never raises the curtain', () => {
		const s = snap(actor(3, { solo: true }));
		expect(def.view(s, 0).players.every((p) => Array.isArray(p.hand))).toBe(true);
		expect(def.hasPrivateHand(s, 1)).toBe(false);
		expect(def.hasPrivateHand(snap(actor(3)), 1)).toBe(true);
	});
	it('options: Sauron 15 / 12 / 10, anything else is the normal game', () => {
		expect(snap(actor(2, { sauron: 10 })).context.sauron).toBe(10);
		expect(snap(actor(2, { sauron: 7 })).context.sauron).toBe(12);
	});
	it('revealsHidden is true for a Story tile reveal and false for a choice that reveals nothing', () => {
		const a = actor(2, { sauron: 15 }, 21);
		let s = snap(a);
		let guard = 0;
		while (s.context.decision?.kind !== 'reveal') {
			if (guard++ > 500 || def.result(s)) throw new Error('no reveal reached');
			const seat = def.activeSeats(s)[0];
			a.send(def.botEvent(s, seat, 'normal', () => 0.3));
			s = snap(a);
		}
		const seat = def.activeSeats(s)[0];
		const ev: CoopEvent = { type: 'REVEAL', seat };
		a.send(ev);
		const after = snap(a);
		expect(def.revealsHidden(ev, s, after)).toBe(true);
		const choose = def.legalEvents(snap(actor(2)), 0).find((e) => e.type === 'CHOOSE' && e.option === 'skip')!;
		const b = actor(2);
		const before = snap(b);
		b.send(choose);
		expect(def.revealsHidden(choose, before, snap(b))).toBe(false);
	});
	it('five computer hobbits play a whole game through the statechart to a cooperative result', () => {
		const a = actor(5, {}, 77);
		let s = snap(a);
		for (let i = 0; i < 5000 && !def.result(s); i++) {
			const seat = def.activeSeats(s)[0];
			const ev = def.botEvent(s, seat, 'normal', () => 0.42);
			expect(def.legalEvents(s, seat)).toContainEqual(ev);
			a.send(ev);
			s = snap(a);
		}
		const r = def.result(s);
		expect(r?.kind).toBe('cooperative');
		expect(def.activeSeats(s)).toEqual([]);
		expect(s.status).toBe('done');
	});
});
