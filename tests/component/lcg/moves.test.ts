/**
 * How the Board reaches legal events (view/moves.ts): direct taps, questions that narrow a
 * card's PLAY/ACTIVATE events down to one (target keys, X, payment), twins of a listed card,
 * and the guarantee that every legal event of real positions is reachable.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '$lib/engine/playout';
import { jsonEqual } from '$lib/engine/equal';
import type { GameSnapshot } from '$lib/engine/types';
import def from '$lib/games/lcg/definition';
import { dimsOf, narrow, nextQuestion, sortMoves, subjectOf, twins } from '$lib/games/lcg/view/moves';
import type { LcgContext, LcgEvent } from '$lib/games/lcg/types';
import { table } from '../../unit/lcg/table';

describe('moves', () => {
	it('sorts legal events into direct taps, selectable cards, buttons and choices', () => {
		const g = table({ p1: { heroes: ['Aragorn', 'Glóin'] }, staging: ['Forest Spider'], at: 'quest.commit' });
		const m = sortMoves(g.ctx, g.legal(0));
		expect([...m.direct.keys()].sort()).toEqual([g.id('Aragorn'), g.id('Glóin')].sort());
		expect(m.buttons.map((e) => e.type)).toEqual(['DONE']);
		expect(m.selectable.size).toBe(0);
		expect(m.choices).toEqual([]);
	});

	it('a decision option about a card (its value, or the target of a response) is a tap on that card', () => {
		const ctx = table({ p1: { heroes: ['Aragorn'] }, staging: ['Old Forest Road'], at: 'planning.play' }).ctx;
		const road = Object.keys(ctx.cards).find((id) => ctx.cards[id].cardId === '01099')!;
		const use: LcgEvent = { type: 'CHOOSE', seat: 0, value: { src: 'x', r: 0, t: road } };
		const no: LcgEvent = { type: 'CHOOSE', seat: 0, value: 'decline' };
		const m = sortMoves(ctx, [use, no]);
		expect(m.choices).toEqual([use, no]);
		expect(m.direct.get(road)).toBe(use);
		expect(m.direct.size).toBe(1);
	});

	it('narrows an object target key by key, then the payment', () => {
		const events: LcgEvent[] = [
			{ type: 'PLAY', seat: 0, card: 'c', pay: {}, target: { exhaust: 'a', ready: 'b' } },
			{ type: 'PLAY', seat: 0, card: 'c', pay: {}, target: { exhaust: 'a', ready: 'd' } },
			{ type: 'PLAY', seat: 0, card: 'c', pay: {}, target: { exhaust: 'b', ready: 'a' } }
		];
		expect(dimsOf(events).map((d) => d.id)).toEqual(['target.exhaust', 'target.ready', 'x', 'pay']);
		const q1 = nextQuestion(events)!;
		expect(q1.dim.id).toBe('target.exhaust');
		expect(q1.answers).toEqual(['"a"', '"b"']);
		const after = narrow(events, { 'target.exhaust': '"a"' });
		expect(after.length).toBe(2);
		expect(nextQuestion(after)!.dim.id).toBe('target.ready');
		expect(narrow(events, { 'target.exhaust': '"a"', 'target.ready': '"d"' })).toEqual([events[1]]);
		const pays: LcgEvent[] = [
			{ type: 'PLAY', seat: 0, card: 'c', pay: { h1: 2 } },
			{ type: 'PLAY', seat: 0, card: 'c', pay: { h1: 1, h2: 1 } }
		];
		expect(nextQuestion(pays)!.dim.id).toBe('pay');
		expect(nextQuestion([pays[0]])).toBeNull();
	});

	it('a twin of a listed card (same title, zone and state) answers for it', () => {
		const g = table({ p1: { heroes: ['Aragorn'] }, staging: ['Forest Spider', 'Forest Spider'], at: 'encounter.optional' });
		const m = sortMoves(g.ctx, g.legal(0));
		const [a, b] = g.ids('Forest Spider', 'staging');
		expect(m.direct.has(a) !== m.direct.has(b)).toBe(true);
		const listed = m.direct.has(a) ? a : b;
		const other = listed === a ? b : a;
		expect(twins(g.ctx, m.direct.keys()).get(other)).toBe(listed);
	});

	it('every legal event of random positions is a button, a choice, a direct tap, or a card selection narrowed to it', () => {
		let checked = 0;
		for (const seed of [3, 4]) {
			randomPlayout(def, [{ name: 'A' }, { name: 'B' }], seed, {
				botShare: 0.7,
				check: (snap) => {
					const s = snap as GameSnapshot<LcgContext>;
					for (const seat of def.activeSeats(s)) {
						const legal = def.legalEvents(s, seat) as LcgEvent[];
						const view = def.view(s, seat) as LcgContext;
						const m = sortMoves(view, legal);
						const tw = twins(view, m.direct.keys());
						for (const ev of legal) {
							checked++;
							if (m.buttons.includes(ev) || m.choices.includes(ev)) continue;
							const subject = subjectOf(ev);
							if (subject) {
								// The listed card, or a twin of it, sends exactly this event.
								expect(jsonEqual(m.direct.get(subject), ev) || [...tw.values()].includes(subject)).toBe(true);
								continue;
							}
							expect(ev.type === 'PLAY' || ev.type === 'ACTIVATE').toBe(true);
							const card = (ev as { card: string }).card;
							let cands = m.selectable.get(card)!;
							const answers: Record<string, string> = {};
							for (let q = nextQuestion(cands); q; q = nextQuestion(cands)) {
								const mine = q.answers.find((a) => narrow([ev], { [q.dim.id]: a }).length === 1)!;
								expect(mine).toBeDefined();
								answers[q.dim.id] = mine;
								cands = narrow(m.selectable.get(card)!, answers);
							}
							expect(cands.length).toBe(1);
							expect(jsonEqual(cands[0], ev)).toBe(true);
						}
					}
				}
			});
		}
		expect(checked).toBeGreaterThan(500);
	});
});
