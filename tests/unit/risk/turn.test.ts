/**
 * Setup, manoeuvre paths, missions, the Ring's stops, the end and tie-breaks, through the pure
 * rules (rules/turn.ts, rules/fellowship.ts, rules/scoring.ts, rules/manoeuvre.ts).
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, isLegal, legalEvents } from '$lib/games/risk/rules/turn';
import { adjacent } from '$lib/games/risk/rules/board';
import { manoeuvrePath, reachable } from '$lib/games/risk/rules/manoeuvre';
import { endChanceWithin, ringRollSucceeds, ringSuccessChance } from '$lib/games/risk/rules/fellowship';
import { ranking, scoreSheet, tiedForFirst } from '$lib/games/risk/rules/scoring';
import { ADVENTURE_CARDS } from '$lib/games/risk/data/adventure';
import { freshTurn } from '$lib/games/risk/rules/setup';
import { NEUTRAL, type RiskContext } from '$lib/games/risk/types';
import { fill, fresh, T } from './helpers';

function inTurn(c: RiskContext, seat: number, phase: RiskContext['phase']): RiskContext {
	c.current = seat;
	c.phase = phase;
	c.turn = freshTurn();
	return c;
}

describe('setup', () => {
	it('2 players: 9 Evil and 9 Good territories, 14 neutral territories with 2 battalions each', () => {
		const c = fresh(2, 7);
		const [evil, good] = c.order;
		expect(c.sides[evil]).toBe('evil');
		expect(c.sides[good]).toBe('good');
		expect(c.owner.filter((o) => o === evil)).toHaveLength(9);
		expect(c.owner.filter((o) => o === good)).toHaveLength(9);
		const neutral = c.owner.flatMap((o, t) => (o === NEUTRAL ? [c.armies[t]] : []));
		expect(neutral).toEqual(new Array(14).fill(2));
		expect(c.pool[evil]).toBe(35 - 9);
		expect(c.phase).toBe('claim');
	});
	it('3 and 4 players follow the deal tables (9 / 9 / 9 and 5 / 5 / 4 / 4)', () => {
		const c3 = fresh(3, 3);
		expect(c3.order.map((s) => c3.owner.filter((o) => o === s).length)).toEqual([9, 9, 9]);
		expect(c3.order.map((s) => c3.sides[s])).toEqual(['evil', 'good', 'evil']);
		const c4 = fresh(4, 3);
		expect(c4.order.map((s) => c4.owner.filter((o) => o === s).length)).toEqual([5, 5, 4, 4]);
		expect(c4.pool[c4.order[0]]).toBe(30 - 5);
	});
	it('claims every free territory in turn, places the rest one at a time, then the leaders', () => {
		let c = fresh(3, 11);
		let guard = 0;
		while (c.phase !== 'reinforce' && guard++ < 500) {
			const ev = legalEvents(c, c.current)[0];
			c = applyEvent(c, ev);
		}
		expect(c.phase).toBe('reinforce');
		expect(c.owner.every((o) => o >= 0)).toBe(true);
		expect(c.armies.reduce((a, b) => a + b, 0)).toBe(105);
		expect(c.leaders.map((l) => l.length)).toEqual([1, 1, 1]);
		expect(c.adventureHands.every((h) => h.length === 3 && h.every((id) => ADVENTURE_CARDS[id].kind.type !== 'event'))).toBe(true);
		expect(c.territoryDeck).toHaveLength(20);
		expect(c.ring).toBe(0);
	});
});

describe('combat events', () => {
	it('only allows attacks on adjacent enemies from territories with 2+ battalions, at most 3 dice', () => {
		const c = inTurn(fresh(2, 1), 0, 'combat');
		fill(c, 1, 1);
		c.owner[T('the_shire')] = 0;
		c.armies[T('the_shire')] = 5;
		const attacks = legalEvents(c, 0).filter((e) => e.type === 'ATTACK');
		expect(new Set(attacks.map((e) => (e as { to: number }).to))).toEqual(new Set([T('buckland'), T('evendim_hills'), T('tower_hills'), T('harlindon'), T('south_downs'), T('minhiriath')].filter((t) => attacks.some((a) => (a as { to: number }).to === t))));
		expect(Math.max(...attacks.map((e) => (e as { dice: number }).dice))).toBe(3);
		expect(isLegal(c, { type: 'ATTACK', seat: 0, from: T('the_shire'), to: T('moria'), dice: 1 })).toBe(false);
	});
	it('moves at least as many battalions as dice into a conquest, and the attacking leader with them', () => {
		let c = inTurn(fresh(2, 1), 0, 'combat');
		fill(c, 1, 1);
		const from = T('the_shire');
		const to = T('buckland');
		c.owner[from] = 0;
		c.armies[from] = 30;
		c.leaders = [[from], []];
		c.adventureHands[0] = [];
		for (let i = 0; i < 20 && c.phase === 'combat'; i++) c = applyEvent(c, { type: 'ATTACK', seat: 0, from, to, dice: 3 });
		expect(c.phase).toBe('conquer');
		const moves = legalEvents(c, 0).map((e) => (e as { count: number }).count);
		expect(Math.min(...moves)).toBe(3);
		expect(Math.max(...moves)).toBe(c.armies[from] - 1);
		c = applyEvent(c, { type: 'MOVE_IN', seat: 0, count: 3 });
		expect(c.leaders[0]).toEqual([to]);
		expect(c.armies[to]).toBe(3);
		expect(c.turn.conquered).toBe(true);
	});
});

describe('manoeuvre', () => {
	it('goes only through the player’s own connected territories', () => {
		const c = fresh(2, 1);
		fill(c, 1);
		for (const id of ['the_shire', 'buckland', 'old_forest', 'fornost']) c.owner[T(id)] = 0;
		const path = manoeuvrePath(c.owner, 0, T('the_shire'), T('fornost'))!;
		expect(path[0]).toBe(T('the_shire'));
		expect(path[path.length - 1]).toBe(T('fornost'));
		path.slice(1).forEach((t, i) => expect(adjacent(path[i], t)).toBe(true));
		expect(path.every((t) => c.owner[t] === 0)).toBe(true);
		c.owner[T('buckland')] = 1;
		expect(reachable(c.owner, 0, T('the_shire'))).toEqual([]);
		expect(manoeuvrePath(c.owner, 0, T('the_shire'), T('fornost'))).toBeNull();
	});
	it('allows one manoeuvre a turn, leaving a battalion behind', () => {
		let c = inTurn(fresh(2, 1), 0, 'manoeuvre');
		fill(c, 1);
		c.owner[T('the_shire')] = 0;
		c.owner[T('buckland')] = 0;
		c.armies[T('the_shire')] = 4;
		c.leaders = [[], []];
		c = applyEvent(c, { type: 'MANOEUVRE', seat: 0, from: T('the_shire'), to: T('buckland') });
		expect(legalEvents(c, 0).filter((e) => e.type === 'MOVE').map((e) => (e as { count: number }).count)).toEqual([1, 2, 3]);
		c = applyEvent(c, { type: 'MOVE', seat: 0, count: 3, leader: false });
		expect(c.armies[T('buckland')]).toBe(4);
		expect(c.phase).not.toBe('manoeuvre');
	});
});

describe('missions', () => {
	it('a leader reaching its mission’s site completes it: the side’s reward there, and the leader stays', () => {
		let c = inTurn(fresh(2, 1), 0, 'manoeuvre');
		fill(c, 1);
		c.sides = ['evil', 'good'];
		const bree = ADVENTURE_CARDS.findIndex((a) => a.key === 'bree');
		c.adventureHands[0] = [bree];
		c.owner[T('old_forest')] = 0;
		c.owner[T('fornost')] = 0;
		c.armies[T('old_forest')] = 3;
		c.leaders = [[T('old_forest')], []];
		c = applyEvent(c, { type: 'MANOEUVRE', seat: 0, from: T('old_forest'), to: T('fornost') });
		c = applyEvent(c, { type: 'MOVE', seat: 0, count: 1, leader: true });
		expect(c.adventureScored[0]).toEqual([bree]);
		expect(c.armies[T('fornost')]).toBe(1 + 1 + 6);
		expect(c.turn.missionLocked).toEqual([T('fornost')]);
		expect(scoreSheet(c)[0].adventure).toBe(1);
	});
});

describe('the Fellowship', () => {
	it('leaves a die step on exactly 3 by the summary, on 4–6 by the printed reading', () => {
		expect([1, 2, 3, 4, 5, 6].map((d) => ringRollSucceeds(d, 'three'))).toEqual([false, false, true, false, false, false]);
		expect([1, 2, 3, 4, 5, 6].map((d) => ringRollSucceeds(d, 'higherThanThree'))).toEqual([false, false, false, true, true, true]);
		expect(ringSuccessChance('three')).toBeCloseTo(1 / 6);
		expect(ringSuccessChance('higherThanThree')).toBeCloseTo(1 / 2);
	});
	it('moves one step a turn off a plain step, stops on the die steps (Moria, Lothlórien, the Dead Marshes)', () => {
		let c = inTurn(fresh(2, 1), 0, 'fellowship');
		c.order = [0, 1];
		c.ring = 0;
		c = applyEvent(c, { type: 'RING_ROLL', seat: 0 });
		expect(c.ring).toBe(1);
		expect(c.current).toBe(1);
		expect(endChanceWithin(13, 1, 'higherThanThree')).toBeCloseTo(0.5);
		expect(endChanceWithin(12, 1, 'three')).toBe(0);
		expect(endChanceWithin(13, 2, 'three')).toBeCloseTo(1 - (5 / 6) ** 2);
	});
	it('ends the game when the Ring leaves the Dead Marshes', () => {
		let c = inTurn(fresh(2, 1), 0, 'fellowship');
		c.ring = 13;
		c.options.ringRoll = 'higherThanThree';
		for (let i = 0; i < 50 && c.phase !== 'end'; i++) {
			c = inTurn(c, c.order[0], 'fellowship');
			c = applyEvent(c, { type: 'RING_ROLL', seat: c.order[0] });
		}
		expect(c.phase).toBe('end');
		expect(c.ring).toBe(14);
	});
});

describe('score and tie-breaks', () => {
	// « Décompte des points : 1 point par territoire occupé. 1 point supplémentaire si vous contrôlez une région. 2 points supplémentaires par forteresse contrôlée. Les points supplémentaires rapportés par les cartes Aventure. »
	it('counts 1 per territory, 1 per whole region (or its bonus), 2 per stronghold, adventure points', () => {
		const c = fresh(2, 1);
		c.owner = c.owner.map((_, t) => (t < 7 ? 0 : 1));
		const [a] = scoreSheet(c);
		expect(a.territories).toBe(7);
		expect(a.regions).toBe(1);
		expect(a.strongholds).toBe(1);
		expect(a.total).toBe(7 + 1 + 2);
		c.options.regionPoints = 'bonus';
		expect(scoreSheet(c)[0].total).toBe(7 + 3 + 2);
	});
	// « En cas d'égalité : C'est le joueur au plus grand nombre de territoires qui l'emporte. Puis c'est le joueur au plus grand nombre de forteresses. Le joueur qui a totalisé le maximum de points cartes Aventure. Enfin, lancez les dés rouges. Le dé le plus fort l'emporte. »
	it('breaks ties by territories, then strongholds, then adventure points, then a die', () => {
		const line = (seat: number, total: number, territories: number, strongholds: number, adventure: number) => ({ seat, total, territories, territoryPoints: territories, regions: 0, regionPoints: 0, strongholds, strongholdPoints: 2 * strongholds, adventure });
		expect(ranking([line(0, 20, 18, 1, 0), line(1, 20, 16, 2, 0)], null).winners).toEqual([0]);
		expect(ranking([line(0, 20, 16, 1, 2), line(1, 20, 16, 2, 0)], null).winners).toEqual([1]);
		expect(ranking([line(0, 20, 16, 2, 1), line(1, 20, 16, 2, 0)], null).winners).toEqual([0]);
		const tied = [line(0, 20, 16, 2, 0), line(1, 20, 16, 2, 0)];
		expect(tiedForFirst(tied)).toEqual([0, 1]);
		expect(ranking(tied, [2, 5]).winners).toEqual([1]);
	});
});

describe('three players (RULES-NOTES « Three players »)', () => {
	// « Un vainqueur est déclaré quand il obtient le maximum de points » : one player wins, not a side, so nothing forbids one Evil player from attacking the other.
	it('an Evil player may attack the other Evil player, and each is scored on its own line', () => {
		const c = fresh(3, 1);
		const [a, b] = c.sides.flatMap((s, seat) => (s === 'evil' ? [seat] : []));
		expect([a, b].every((x) => x !== undefined)).toBe(true);
		const [from, to] = [T('mithlond'), T('forlindon')];
		expect(adjacent(from, to)).toBe(true);
		c.owner[from] = a;
		c.armies[from] = 4;
		c.owner[to] = b;
		c.armies[to] = 1;
		inTurn(c, a, 'combat');
		expect(isLegal(c, { type: 'ATTACK', seat: a, from, to, dice: 3 })).toBe(true);
		expect(scoreSheet(c).map((l) => l.seat)).toEqual([0, 1, 2]);
	});
});
