/**
 * The GameDefinition contract: data facts, view (hidden hands, deck order, hidden scores),
 * revealsHidden, hasPrivateHand, createInput for every player count, bots.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { randomPlayout } from '$lib/engine/playout';
import type { GameSnapshot } from '$lib/engine/types';
import def, { kcView } from '$lib/games/knizia-cards/definition';
import { REGIONS, RING_IDS } from '$lib/games/knizia-cards/data/regions';
import type { KcContext } from '$lib/games/knizia-cards/types';
import { atRegion, ctxOf, fresh, places, put, seatsOf, sessionFrom, setHand, start } from './helpers';

const P = places();

describe('region data (game.json, rulebook)', () => {
	it('ten regions in order with the printed points, light/dark and specials', () => {
		expect(REGIONS.map((r) => r.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
		expect(REGIONS.map((r) => r.background)).toEqual(['light', 'light', 'dark', 'dark', 'light', 'light', 'dark', 'dark', 'light', 'dark']);
		expect(REGIONS.find((r) => r.id === 'ford')!.points).toEqual([5, 4, 3]);
		expect(REGIONS.filter((r) => r.special).map((r) => [r.id, r.special])).toEqual([
			['ford', 'ford'],
			['caradhras', 'caradhras'],
			['moria', 'moria']
		]);
		expect(REGIONS.map((r) => r.names.fr)).toContain('Cul-de-Sac');
		expect(REGIONS.map((r) => r.names.fr)).toContain('Les Collines du Temps');
	});

	it('six ring tiles: Bag End, Bree, Weathertop, Rivendell 1st and 2nd, Lothlórien', () => {
		const won = REGIONS.flatMap((r) => r.rings.filter((x) => x !== null));
		expect(won).toEqual([...RING_IDS]);
		expect(REGIONS.find((r) => r.id === 'rivendell')!.rings).toEqual(['rivendell-1', 'rivendell-2']);
	});
});

describe('the definition', () => {
	it('createInput accepts every player count with default options and the machine starts', () => {
		for (const n of [2, 3, 4]) {
			const actor = createActor(def.machine, { input: def.createInput({ seats: seatsOf(n), seed: n }) });
			actor.start();
			const s = actor.getSnapshot() as GameSnapshot<KcContext>;
			expect(s.value).toBe('playing');
			expect(s.context.hands).toHaveLength(n);
			expect(JSON.parse(JSON.stringify(s.context))).toEqual(s.context);
			actor.stop();
		}
	});

	it('view: a seat sees its own hand only; nobody sees deck order; the table sees no hand', () => {
		const s = start(3, 5);
		const snap = s.snapshot;
		const v1 = kcView(snap, 1);
		expect(v1.hand).toEqual(snap.context.hands[1]);
		expect(v1.handCounts).toEqual([6, 6, 6]);
		expect(v1.deckCounts).toEqual([16, 16, 16]);
		const text = JSON.stringify(v1);
		for (const id of [...snap.context.hands[0], ...snap.context.hands[2], ...snap.context.decks.flat()]) expect(text).not.toContain(`"${id}"`);
		const vt = kcView(snap, 'table');
		expect(vt.hand).toBeNull();
		for (const id of [...snap.context.hands.flat(), ...snap.context.decks.flat()]) expect(JSON.stringify(vt)).not.toContain(`"${id}"`);
	});

	it('hidden scores (setup option): others’ points hidden during play, the log says ranks without points, all shown at the end', () => {
		const c = fresh(4, 1, { hideScores: true });
		atRegion(c, 2);
		['R-2-1', 'R-2-2', 'B-2-1', 'B-2-2', 'B-1-1', 'G-1-1', 'G-1-2', 'G-1-3', 'Y-1-1'].forEach((id, i) => put(c, P[i][0], P[i][1], id));
		setHand(c, 0, ['R-4-1', 'R-1-2']);
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 0, card: 'R-4-1', x: P[9][0], y: P[9][1] });
		const snap = s.snapshot;
		expect(snap.context.scores).toEqual([4, 3, 2, 0]);
		const v0 = kcView(snap, 0);
		expect(v0.scores).toEqual([4, null, null, null]);
		expect(v0.scorings[0].seatPoints).toEqual([4, 0, 0, 0]);
		expect(v0.scorings[0].rows.map((r) => r.points)).toEqual([4, 0, 0, 0]);
		expect(kcView(snap, 'table').scores).toEqual([null, null, null, null]);
		const ranks = snap.context.log.filter((e) => e.key.startsWith('kc_log_rank'));
		expect(ranks.every((e) => e.key === 'kc_log_rank_hidden' && e.params?.points === undefined)).toBe(true);
		const ended = { ...snap, value: 'gameOver', status: 'done' } as GameSnapshot<KcContext>;
		expect(kcView(ended, 2).scores).toEqual([4, 3, 2, 0]);
	});

	it('revealsHidden: true when a hand was refilled from the deck; hasPrivateHand while holding cards', () => {
		const s = start(4, 3);
		const card = ctxOf(s).hands[0].find((id) => !id.endsWith('N'))!;
		const e1 = s.send({ type: 'play', seat: 0, card, x: 0, y: -1 });
		expect(e1.reveal).toBe(false);
		expect(s.canUndo()).toBe(true);
		const e2 = s.send({ type: 'endTurn', seat: 0 });
		expect(e2.reveal).toBe(true);
		expect(s.canUndo()).toBe(false);
		expect(def.hasPrivateHand(s.snapshot, 1)).toBe(true);
		const c = fresh(4);
		c.out[2] = true;
		c.hands[2] = [];
		expect(def.hasPrivateHand({ context: c, value: 'playing', status: 'active' } as never, 2)).toBe(false);
	});

	it('undo takes back a card laid this turn', () => {
		const s = start(2, 8);
		const before = JSON.stringify(ctxOf(s));
		const card = ctxOf(s).hands[0][0];
		const ev = s.legalEvents(0).find((e) => e.type === 'play' && e.card === card)!;
		s.send(ev);
		s.undo();
		expect(JSON.stringify(ctxOf(s))).toBe(before);
	});

	it('bots: every level only picks legal events and finishes games', () => {
		for (const level of ['easy', 'normal'] as const) {
			for (let seed = 1; seed <= 4; seed++) {
				const s = start(2 + (seed % 3), seed);
				let r = seed * 7919;
				const random = () => ((r = (r * 48271) % 2147483647) / 2147483647);
				let steps = 0;
				while (!def.result(s.snapshot) && steps++ < 5000) {
					const seat = def.activeSeats(s.snapshot)[0];
					const ev = def.botEvent(s.snapshot, seat, level, random);
					s.send(ev, 'bot');
				}
				expect(def.result(s.snapshot)).not.toBeNull();
			}
		}
	});

	it('the normal bot beats random play more often than not', () => {
		let wins = 0;
		const games = 12;
		for (let seed = 1; seed <= games; seed++) {
			const s = start(2, seed);
			let r = seed;
			const random = () => ((r = (r * 48271) % 2147483647) / 2147483647);
			while (!def.result(s.snapshot)) {
				const seat = def.activeSeats(s.snapshot)[0];
				const legal = s.legalEvents(seat);
				const ev = seat === 0 ? def.botEvent(s.snapshot, 0, 'normal', random) : legal[Math.floor(random() * legal.length)];
				s.send(ev);
			}
			const res = def.result(s.snapshot)!;
			if (res.kind === 'ranking' && res.winners.includes(0)) wins++;
		}
		expect(wins).toBeGreaterThan(games / 2);
	});

	it('every log line the game writes has an English and a French text with the same parameters', async () => {
		const en = (await import('../../../messages/knizia-cards/en.json')).default as Record<string, unknown>;
		const fr = (await import('../../../messages/knizia-cards/fr.json')).default as Record<string, unknown>;
		// A message is a string, or (plural forms) variants whose texts together name its parameters.
		const text = (v: unknown): string =>
			typeof v === 'string' ? v : Array.isArray(v) ? v.flatMap((x: { match?: Record<string, string> }) => Object.values(x.match ?? {})).join(' ') : '';
		const params = (v: unknown) => [...new Set([...text(v).matchAll(/\{(\w+)\}/g)].map((x) => x[1]))].sort();
		expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
		for (const k of Object.keys(en)) if (k !== '$schema') expect(params(fr[k]), k).toEqual(params(en[k]));
		const keys = new Set<string>();
		for (let seed = 1; seed <= 60; seed++) {
			const rep = randomPlayout(def, seatsOf(2 + (seed % 3)), seed, { options: { hideScores: seed % 2 === 0 } });
			for (const e of (rep.final.context as KcContext).log) keys.add(e.key);
		}
		for (const k of keys) expect(text(en[k]), k).not.toBe('');
		expect(keys.size).toBeGreaterThan(15);
	});

	it('a game driven by bots alone ends through randomPlayout', () => {
		const rep = randomPlayout(def, seatsOf(3), 77, { botShare: 1 });
		expect(rep.result?.kind).toBe('ranking');
	});
});
