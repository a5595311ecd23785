/**
 * Issue 19's rule points, each against its source:
 * - the mission lock (../shared/rules/risk.fr.txt « Les cartes Mission »: « Une fois sur un site
 *   de pouvoir, le héros ne peut en sortir pendant le tour »; « Phase 3 »: « Le héros qui a été
 *   utilisé pour une mission durant le tour ne peut pas être déplacé ») holds in combat too;
 * - mission and power points as ../shared/data/risk/adventure-cards.json prints them;
 * - the card-draw missions' cap (adventure-cards.json: « Draw 1 extra Territory card at the end
 *   of your turn (up to a maximum of 5 in your hand) »);
 * - the last four cards of the deck (You Shall Not Pass!, The Way Is Under the Mountains, Local
 *   Uprising, Corsairs of Umbar) and the 40-card deck (« 40 cartes Aventure »).
 */
import { describe, expect, it } from 'vitest';
import { rngCursor } from '$lib/engine/rng';
import { applyEvent, battleBonuses, isLegal, legalEvents, MISSION_DRAW_HAND_CAP } from '$lib/games/risk/rules/turn';
import { NEIGHBOURS } from '$lib/games/risk/rules/board';
import { playEvent } from '$lib/games/risk/rules/cards';
import { ACROSS_MOUNTAINS, BRIDGES } from '$lib/games/risk/rules/special';
import { adventurePoints } from '$lib/games/risk/rules/scoring';
import { ADVENTURE_CARDS, ADVENTURE_DECK, ADVENTURE_DECK_1, DEFAULT_CARD_POINTS } from '$lib/games/risk/data/adventure';
import def from '$lib/games/risk/definition';
import { initialContext } from '$lib/games/risk/rules/setup';
import { freshTurn } from '$lib/games/risk/rules/setup';
import { riskView } from '$lib/games/risk/definition';
import type { GameSnapshot } from '$lib/engine/types';
import type { RiskContext, RiskEvent } from '$lib/games/risk/types';
import { fill, fresh, T } from './helpers';

const card = (key: string) => ADVENTURE_CARDS.findIndex((a) => a.key === key);

/** Seat 0 Evil, seat 1 Good, seat 0 on turn in `phase`; every territory seat 1's with 1 battalion. */
function board(phase: RiskContext['phase']): RiskContext {
	const c = fresh(2, 1);
	c.order = [0, 1];
	c.sides = ['evil', 'good'];
	c.current = 0;
	c.phase = phase;
	c.turn = freshTurn();
	c.turnNumber = 1;
	fill(c, 1);
	c.leaders = [[], []];
	c.adventureHands = [[], []];
	c.hands = [[], []];
	return c;
}

/** Attacks `from` → `to` with 3 dice until it falls (plenty of battalions), then moves in `count`. */
function conquer(c: RiskContext, from: number, to: number, count = 3): RiskContext {
	for (let i = 0; i < 200 && c.owner[to] !== 0; i++) c = applyEvent(c, { type: 'ATTACK', seat: 0, from, to, dice: 3 });
	expect(c.phase).toBe('conquer');
	return applyEvent(c, { type: 'MOVE_IN', seat: 0, count });
}

describe('a leader that completed a mission stays on its site for the rest of the turn', () => {
	it('« Une fois sur un site de pouvoir, le héros ne peut en sortir pendant le tour »: a conquest onward from the site leaves the leader there', () => {
		const site = T('forodwaith'); // Carn Dûm
		const [a, b] = NEIGHBOURS[site].filter((n) => n !== T('mithlond'));
		let c = board('combat');
		c.owner[a] = 0;
		c.armies[a] = 60;
		c.leaders[0] = [a];
		c.adventureHands[0] = [card('carn_dum')];
		c = conquer(c, a, site, 40);
		expect(c.leaders[0]).toEqual([site]);
		expect(c.adventureScored[0]).toEqual([card('carn_dum')]);
		expect(c.turn.missionLocked).toEqual([site]);
		// The locked leader does not join an invasion from its site: no +1, no move.
		expect(battleBonuses(c, site, b).attackLeader).toBe(false);
		expect(battleBonuses(c, site, b).attack).toBe(0);
		c = conquer(c, site, b, 3);
		expect(c.owner[b]).toBe(0);
		expect(c.leaders[0]).toEqual([site]);
		// « Le héros qui a été utilisé pour une mission durant le tour ne peut pas être déplacé »: nor in the manoeuvre.
		c = applyEvent(c, { type: 'END_PHASE', seat: 0 });
		const moves = legalEvents(c, 0).filter((e) => e.type === 'MANOEUVRE' && e.from === site);
		for (const mv of moves) {
			const n = applyEvent(c, mv);
			expect(legalEvents(n, 0).some((e) => e.type === 'MOVE' && e.leader)).toBe(false);
		}
	});
	it('a leader without a mission still joins and moves in with the conquest (« celui-ci doit rester sur le territoire conquis »)', () => {
		const from = T('forodwaith');
		const to = NEIGHBOURS[from][0];
		let c = board('combat');
		c.owner[from] = 0;
		c.armies[from] = 60;
		c.leaders[0] = [from];
		expect(battleBonuses(c, from, to).attack).toBe(1);
		c = conquer(c, from, to, 3);
		expect(c.leaders[0]).toEqual([to]);
	});
});

describe('adventure points as printed (adventure-cards.json)', () => {
	it('Harlond Evil 3 / Good 2, Edoras 2 / 2, Lothlórien 2 / 2, Carn Dûm 2 / 2, Gates of Moria Evil 1 / Good 2', () => {
		const printed: [string, number, number][] = [
			['harlond', 3, 2],
			['edoras', 2, 2],
			['lothlorien', 2, 2],
			['carn_dum', 2, 2],
			['gates_of_moria', 1, 2]
		];
		for (const [key, evil, good] of printed) {
			const ctx = { sides: ['evil', 'good'] as ('evil' | 'good')[], adventureScored: [[card(key)], [card(key)]] };
			expect([key, adventurePoints(ctx, 0), adventurePoints(ctx, 1)]).toEqual([key, evil, good]);
		}
	});
	it('You Shall Not Pass! and The Way Is Under the Mountains print 1; cards without a printed value score DEFAULT_CARD_POINTS (1); events 0', () => {
		expect(DEFAULT_CARD_POINTS).toBe(1);
		const ctx = (key: string) => ({ sides: ['evil'] as ('evil' | 'good')[], adventureScored: [[card(key)]] });
		expect(adventurePoints(ctx('you_shall_not_pass'), 0)).toBe(1);
		expect(adventurePoints(ctx('mountain_way'), 0)).toBe(1);
		expect(adventurePoints(ctx('hobbiton'), 0)).toBe(DEFAULT_CARD_POINTS);
		expect(adventurePoints(ctx('gollum'), 0)).toBe(DEFAULT_CARD_POINTS);
		expect(adventurePoints(ctx('raiders'), 0)).toBe(0);
	});
});

describe('card-draw missions: « up to a maximum of 5 in your hand »', () => {
	function endTurnWith(hand: number, extra: number): RiskContext {
		let c = board('manoeuvre');
		c.owner[T('mithlond')] = 0;
		c.leaders[0] = [T('mithlond')];
		c.hands[0] = [0, 1, 2, 3, 4, 5, 6].slice(0, hand);
		c.territoryDeck = [20, 21, 22, 23];
		c.turn.extraTerritoryCards = extra;
		c = applyEvent(c, { type: 'END_PHASE', seat: 0 });
		return c;
	}
	it('a hand of 5 ends the turn with 5', () => {
		expect(MISSION_DRAW_HAND_CAP).toBe(5);
		expect(endTurnWith(5, 1).hands[0]).toHaveLength(5);
	});
	it('a hand of 4 with two extra cards earned draws one; a hand of 2 draws both', () => {
		expect(endTurnWith(4, 2).hands[0]).toHaveLength(5);
		expect(endTurnWith(2, 2).hands[0]).toHaveLength(4);
	});
});

describe('the 40-card deck (« 40 cartes Aventure »)', () => {
	it('holds 40 cards: the 16 missions and one copy of each other 2002 text, the four last cards included', () => {
		expect(ADVENTURE_DECK).toHaveLength(40);
		const kinds = ADVENTURE_DECK.map((i) => ADVENTURE_CARDS[i].kind.type);
		expect(kinds.filter((k) => k === 'mission')).toHaveLength(16);
		expect(kinds.filter((k) => k === 'event')).toHaveLength(8);
		expect(kinds.filter((k) => k === 'power')).toHaveLength(16);
		const keys = ADVENTURE_DECK.map((i) => ADVENTURE_CARDS[i].key);
		expect(new Set(keys).size).toBe(40);
		for (const k of ['you_shall_not_pass', 'mountain_way', 'local_uprising', 'corsairs']) expect(keys).toContain(k);
	});
});

describe('saves made before this deck keep theirs', () => {
	it('options without `adventureDeck` (a save made before) deal the earlier 40 cards; a new game deals the new ones', () => {
		const seats = [{ name: 'A' }, { name: 'B' }];
		const old = def.createInput({ seats, options: { ringRoll: 'three', regionPoints: 'one', adventureDraw: 'stronghold', strongholdBattalions: false }, seed: 3 });
		expect(old.options.adventureDeck).toBe(1);
		expect(def.createInput({ seats, options: undefined, seed: 3 }).options.adventureDeck).toBe(2);
		expect(ADVENTURE_DECK_1).toHaveLength(40);
		expect(ADVENTURE_DECK_1.map((i) => ADVENTURE_CARDS[i].key)).not.toContain('local_uprising');
		expect(ADVENTURE_DECK_1.filter((i) => ADVENTURE_CARDS[i].key === 'second_leader')).toHaveLength(4);
		// Dealt at the end of setup: every card of a game on the old deck comes from it.
		let c = initialContext(old);
		while (c.phase !== 'reinforce') c = applyEvent(c, legalEvents(c, c.current)[0]);
		const all = [...c.adventureDeck, ...c.adventureHands.flat()].sort((a, b) => a - b);
		expect(all).toEqual(ADVENTURE_DECK_1.slice().sort((a, b) => a - b));
	});
});

describe('You Shall Not Pass!', () => {
	const [a, b] = BRIDGES.find(([x, y]) => x === T('the_shire') || y === T('the_shire'))!;
	it('« Play at the start of your turn »: one PLAY_POWER per bridge of the board in the reinforcement phase', () => {
		const c = board('reinforce');
		c.owner[T('mithlond')] = 0;
		c.adventureHands[0] = [card('you_shall_not_pass')];
		const plays = legalEvents(c, 0).filter((e) => e.type === 'PLAY_POWER');
		expect(BRIDGES).toHaveLength(15);
		expect(plays).toHaveLength(15);
	});
	it('« No battalions may cross that bridge unless a Leader goes with them », for every player, until the start of its next turn', () => {
		let c = board('reinforce');
		c.owner[a] = 0;
		c.armies[a] = 5;
		c.pool[0] = 0;
		c.adventureHands[0] = [card('you_shall_not_pass')];
		c = applyEvent(c, { type: 'PLAY_POWER', seat: 0, card: card('you_shall_not_pass'), from: a, to: b });
		expect(c.bridgeBlock).toEqual({ a, b, until: 0 });
		expect(c.adventureScored[0]).toEqual([card('you_shall_not_pass')]);
		c.phase = 'combat';
		const over = { type: 'ATTACK', seat: 0, from: a, to: b, dice: 3 } as RiskEvent;
		expect(isLegal(c, over)).toBe(false);
		c.leaders[0] = [a];
		expect(isLegal(c, over)).toBe(true);
		// The other player's turn: the bridge stays blocked for it too.
		const d = structuredClone(c);
		d.current = 1;
		d.owner = d.owner.map((o) => (o === 0 ? 1 : 0));
		d.leaders = [[], []];
		expect(isLegal(d, { type: 'ATTACK', seat: 1, from: a, to: b, dice: 3 })).toBe(false);
		// Manoeuvre over the bridge: only with the leader going along.
		c.phase = 'manoeuvre';
		c.owner = c.owner.map((_, t) => (t === a || t === b ? 0 : 1));
		c = applyEvent(c, { type: 'MANOEUVRE', seat: 0, from: a, to: b });
		const moves = legalEvents(c, 0).filter((e) => e.type === 'MOVE') as Extract<RiskEvent, { type: 'MOVE' }>[];
		expect(moves.length).toBeGreaterThan(0);
		expect(moves.every((e) => e.leader)).toBe(true);
	});
	it('the block ends when its player starts its next turn', () => {
		let c = board('fellowship');
		c.bridgeBlock = { a, b, until: 0 };
		c.ring = 1;
		c = applyEvent(c, { type: 'RING_ROLL', seat: 0 });
		expect(c.current).toBe(1);
		expect(c.bridgeBlock).toEqual({ a, b, until: 0 });
		c.phase = 'fellowship';
		c = applyEvent(c, { type: 'RING_ROLL', seat: 1 });
		expect(c.current).toBe(0);
		expect(c.bridgeBlock).toBeNull();
	});
});

describe('The Way Is Under the Mountains', () => {
	it('« Invade from a Territory next to a mountain range into another Territory next to the same mountain range »: one invasion over a mountain border this turn', () => {
		const from = T('dunland');
		const to = T('fangorn');
		expect(ACROSS_MOUNTAINS[from]).toContain(to);
		expect(NEIGHBOURS[from]).not.toContain(to);
		let c = board('combat');
		c.owner[from] = 0;
		c.armies[from] = 10;
		c.adventureHands[0] = [card('mountain_way')];
		const attack = { type: 'ATTACK', seat: 0, from, to, dice: 3 } as RiskEvent;
		expect(isLegal(c, attack)).toBe(false);
		const play = { type: 'PLAY_POWER', seat: 0, card: card('mountain_way'), from, to } as RiskEvent;
		expect(isLegal(c, play)).toBe(true);
		c = applyEvent(c, play);
		expect(isLegal(c, attack)).toBe(true);
		expect(legalEvents(c, 0)).toContainEqual(attack);
		c = applyEvent(c, { type: 'END_PHASE', seat: 0 });
		c.phase = 'combat';
		c.turn = freshTurn();
		expect(isLegal(c, attack)).toBe(false);
	});
});

describe('Local Uprising', () => {
	it('« Draw a Territory card and look at it secretly. When you control that Territory, reveal the card and add 4 battalions there »', () => {
		let c = board('combat');
		const target = T('fangorn');
		const from = NEIGHBOURS[target][0];
		c.owner[from] = 0;
		c.armies[from] = 60;
		c.territoryDeck = [target];
		const r = rngCursor(c.rng);
		playEvent(c, 0, card('local_uprising'), r);
		expect(c.uprisings).toEqual([{ seat: 0, card: target }]);
		expect(c.adventureDiscard).toContain(card('local_uprising'));
		const snap = { context: c } as GameSnapshot<RiskContext>;
		expect(riskView(snap, 0).uprising).toEqual([target]);
		expect(riskView(snap, 1).uprising).toEqual([]);
		expect(riskView(snap, 1).uprisingCounts).toEqual([1, 0]);
		expect(JSON.stringify(riskView(snap, 'table'))).not.toContain('uprisings');
		c = conquer(c, from, target, 3);
		expect(c.uprisings).toEqual([]);
		expect(c.armies[target]).toBe(3 + 4);
		expect(c.territoryDiscard).toContain(target);
	});
	it('a territory already held rises at once; a wild card is lost', () => {
		const c = board('draw');
		c.owner[T('fangorn')] = 0;
		c.territoryDeck = [42, T('fangorn')];
		playEvent(c, 0, card('local_uprising'), rngCursor(c.rng));
		expect(c.armies[T('fangorn')]).toBe(5);
		playEvent(c, 0, card('local_uprising'), rngCursor(c.rng));
		expect(c.uprisings).toEqual([]);
		expect(c.territoryDiscard).toContain(42);
	});
});

describe('Corsairs of Umbar', () => {
	it('« every seaborne invasion loses 3 battalions before it begins. 1 battalion must always remain », until the start of its player’s next turn', () => {
		let c = board('combat');
		const from = T('mithlond');
		const to = T('forodwaith');
		c.owner[from] = 0;
		c.armies[from] = 10;
		c.armies[to] = 30;
		playEvent(c, 1, card('corsairs'), rngCursor(c.rng));
		expect(c.corsairs).toEqual({ until: 1 });
		c = applyEvent(c, { type: 'ATTACK', seat: 0, from, to, dice: 3 });
		const lostInBattle = c.lastBattle!.attackerLosses;
		expect(c.armies[from]).toBe(10 - 3 - lostInBattle);
		const before = c.armies[from];
		c = applyEvent(c, { type: 'ATTACK', seat: 0, from, to, dice: 1 });
		expect(c.armies[from]).toBe(before - c.lastBattle!.attackerLosses);
		// A land invasion pays nothing.
		const land = NEIGHBOURS[from].find((n) => n !== to && c.owner[n] === 1)!;
		const at = c.armies[from];
		c = applyEvent(c, { type: 'ATTACK', seat: 0, from, to: land, dice: 1 });
		expect(c.armies[from]).toBe(at - c.lastBattle!.attackerLosses);
	});
	it('an invasion left with 1 battalion does not begin', () => {
		let c = board('combat');
		c.owner[T('mithlond')] = 0;
		c.armies[T('mithlond')] = 3;
		c.corsairs = { until: 1 };
		c = applyEvent(c, { type: 'ATTACK', seat: 0, from: T('mithlond'), to: T('forodwaith'), dice: 2 });
		expect(c.armies[T('mithlond')]).toBe(1);
		expect(c.lastBattle).toBeNull();
		expect(c.phase).toBe('combat');
	});
});
