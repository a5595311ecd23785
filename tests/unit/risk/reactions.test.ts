/**
 * Reactions (rules/reactions.ts, RULES-NOTES.md « Reactions »): the window opened for a
 * defender holding Courage Alone, Strategic Withdrawal or Violent Storms when a battle is
 * declared on its territory, answered only through legalEvents, once per invasion and turn.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, isLegal, legalEvents } from '$lib/games/risk/rules/turn';
import { actingSeat } from '$lib/games/risk/rules/reactions';
import { reactMove } from '$lib/games/risk/bot/react';
import { connection } from '$lib/games/risk/rules/board';
import { ADVENTURE_CARDS, ADVENTURE_DECK } from '$lib/games/risk/data/adventure';
import { TERRITORIES } from '$lib/games/risk/data/map';
import { RING_PATH } from '$lib/games/risk/data/game';
import { freshTurn } from '$lib/games/risk/rules/setup';
import def from '$lib/games/risk/definition';
import type { GameSnapshot } from '$lib/engine/types';
import type { RiskContext, RiskEvent } from '$lib/games/risk/types';
import { fill, fresh, T } from './helpers';

const card = (key: string) => ADVENTURE_CARDS.findIndex((a) => a.key === key);
const COURAGE = card('courage_alone');
const WITHDRAWAL = card('strategic_withdrawal');
const STORMS = card('violent_storms');
const FARAMIR = card('faramir');
/** The first step of the Fellowship's path with a die (Moria). */
const DIE_STEP = RING_PATH.findIndex((s) => s.die);
const snap = (context: RiskContext): GameSnapshot<RiskContext> => ({ context, value: {}, status: 'active' });

/** 3 players; seat 0 attacks Mithlond (a port, seat 1's) from Forodwaith across the sea line, or from Lune Valley by land. */
function board(hand: number[]): RiskContext {
	const c = fresh(3, 5);
	fill(c, 2, 1);
	c.owner[T('forodwaith')] = 0;
	c.armies[T('forodwaith')] = 6;
	c.owner[T('lune_valley')] = 0;
	c.armies[T('lune_valley')] = 6;
	c.owner[T('mithlond')] = 1;
	c.armies[T('mithlond')] = 5;
	c.owner[T('tower_hills')] = 1;
	c.armies[T('tower_hills')] = 2;
	c.leaders = [[], [], []];
	c.adventureHands = [[], hand, []];
	c.current = 0;
	c.phase = 'combat';
	c.turn = freshTurn();
	c.ledger = { granted: c.armies.reduce((a, b) => a + b, 0), lost: 0 };
	return c;
}
const attack = (from: string, dice = 3): RiskEvent => ({ type: 'ATTACK', seat: 0, from: T(from), to: T('mithlond'), dice });
const onBoard = (c: RiskContext) => c.armies.reduce((a, b) => a + b, 0);

describe('the deck', () => {
	it('holds 40 cards: the 4 reactions replace the duplicate Gríma, Ambush!, Dangerous Crossing and Gollum; earlier ids keep their cards', () => {
		expect(ADVENTURE_DECK).toHaveLength(40);
		expect(new Set(ADVENTURE_DECK).size).toBe(40);
		expect(ADVENTURE_DECK).toEqual(expect.arrayContaining([COURAGE, WITHDRAWAL, STORMS, FARAMIR]));
		expect([27, 34, 35, 39].map((i) => ADVENTURE_CARDS[i].key)).toEqual(['grima', 'dangerous_crossing', 'gollum', 'ambush']);
		expect([COURAGE, WITHDRAWAL, STORMS, FARAMIR]).toEqual([40, 41, 42, 43]);
		expect(ADVENTURE_DECK.some((i) => [27, 34, 35, 39].includes(i))).toBe(false);
		expect(ADVENTURE_CARDS.filter((a) => a.key === 'grima')).toHaveLength(2);
	});
	it('the map has the sea line the tests use: Forodwaith → Mithlond, a port', () => {
		expect(connection(T('forodwaith'), T('mithlond'))).toBe('sea');
		expect(TERRITORIES[T('mithlond')].port).toBe(true);
		expect(connection(T('lune_valley'), T('mithlond'))).toBe('land');
	});
});

describe('the reaction window', () => {
	it('opens for the defender holding Courage Alone: only it may act, and the battle waits', () => {
		const c = applyEvent(board([COURAGE]), attack('lune_valley'));
		expect(c.phase).toBe('react');
		expect(actingSeat(c)).toBe(1);
		expect(def.activeSeats(snap(c))).toEqual([1]);
		expect(legalEvents(c, 0)).toEqual([]);
		expect(legalEvents(c, 1)).toEqual([{ type: 'REACT', seat: 1, card: COURAGE }, { type: 'NO_REACTION', seat: 1 }]);
		expect(c.lastBattle).toBeNull();
		expect(c.armies[T('mithlond')]).toBe(5);
		expect(isLegal(c, attack('lune_valley'))).toBe(false);
	});
	it('marks the declaring attack as a reveal (the defender holds a reaction), so it cannot be taken back', () => {
		const before = board([COURAGE]);
		const after = applyEvent(before, attack('lune_valley'));
		expect(def.revealsHidden(attack('lune_valley'), snap(before), snap(after))).toBe(true);
	});
	it('Courage Alone: 4 battalions in the invaded territory, then the declared battle is fought', () => {
		const open = applyEvent(board([COURAGE]), attack('lune_valley'));
		const c = applyEvent(open, { type: 'REACT', seat: 1, card: COURAGE });
		expect(c.phase === 'combat' || c.phase === 'conquer').toBe(true);
		expect(c.lastBattle).toMatchObject({ from: T('lune_valley'), to: T('mithlond'), attacker: 0, defender: 1 });
		expect(c.lastBattle!.attack).toHaveLength(3);
		const lost = c.lastBattle!.defenderLosses;
		expect(c.armies[T('mithlond')]).toBe(5 + 4 - lost);
		expect(c.adventureHands[1]).toEqual([]);
		expect(c.adventureScored[1]).toEqual([COURAGE]);
		expect(onBoard(c)).toBe(c.ledger.granted - c.ledger.lost);
		expect(c.log.some((l) => l.key === 'risk_log_react_courage')).toBe(true);
	});
	it('Strategic Withdrawal: all but 1 battalion go to an adjacent territory of the defender (only those are offered)', () => {
		const open = applyEvent(board([WITHDRAWAL]), attack('lune_valley'));
		const plays = legalEvents(open, 1).filter((e) => e.type === 'REACT');
		expect(plays).toEqual([{ type: 'REACT', seat: 1, card: WITHDRAWAL, to: T('tower_hills') }]);
		const c = applyEvent(open, plays[0]);
		expect(c.armies[T('tower_hills')]).toBe(2 + 4);
		expect(c.lastBattle!.defend).toHaveLength(1);
		expect(c.armies[T('mithlond')]).toBeLessThanOrEqual(1);
		expect(onBoard(c)).toBe(c.ledger.granted - c.ledger.lost);
	});
	it('Violent Storms: only against a battle by sea into a port; the committed battalions are lost, no dice', () => {
		const land = applyEvent(board([STORMS]), attack('lune_valley'));
		expect(land.phase).not.toBe('react');
		expect(land.lastBattle).not.toBeNull();
		const open = applyEvent(board([STORMS]), attack('forodwaith', 2));
		expect(open.phase).toBe('react');
		const c = applyEvent(open, { type: 'REACT', seat: 1, card: STORMS });
		expect(c.phase).toBe('combat');
		expect(c.armies[T('forodwaith')]).toBe(6 - 2);
		expect(c.armies[T('mithlond')]).toBe(5);
		expect(c.lastBattle).toBeNull();
		expect(c.rng).toEqual(open.rng);
		expect(c.ledger.lost).toBe(open.ledger.lost + 2);
	});
	it('NO_REACTION fights the declared battle; the window opens once per invasion and turn', () => {
		const open = applyEvent(board([COURAGE]), attack('lune_valley', 1));
		const c = applyEvent(open, { type: 'NO_REACTION', seat: 1 });
		expect(c.lastBattle).toMatchObject({ from: T('lune_valley'), to: T('mithlond') });
		expect(c.adventureHands[1]).toEqual([COURAGE]);
		expect(c.phase).toBe('combat');
		const again = applyEvent(c, attack('lune_valley', 1));
		expect(again.phase).not.toBe('react');
		// Another invasion of the same territory opens a new window.
		expect(applyEvent(c, attack('forodwaith', 1)).phase).toBe('react');
	});
	it('never opens without a reaction card, against the neutral army, or for your own card', () => {
		expect(applyEvent(board([]), attack('lune_valley')).phase).not.toBe('react');
		const neutral = board([COURAGE]);
		neutral.owner[T('mithlond')] = -2;
		expect(applyEvent(neutral, attack('lune_valley')).phase).not.toBe('react');
		const own = board([]);
		own.adventureHands[0] = [COURAGE];
		expect(applyEvent(own, attack('lune_valley')).phase).not.toBe('react');
		expect(legalEvents(own, 0).some((e) => e.type === 'PLAY_POWER' && e.card === COURAGE)).toBe(false);
	});
	it('bots answer with a legal event: normal plays Courage; easy picks among the legal answers', () => {
		const open = applyEvent(board([COURAGE]), attack('lune_valley'));
		expect(reactMove(open, 1, 'normal', () => 0.5)).toEqual({ type: 'REACT', seat: 1, card: COURAGE });
		for (const x of [0, 0.99]) expect(isLegal(open, reactMove(open, 1, 'easy', () => x))).toBe(true);
		expect(isLegal(open, def.botEvent(snap(open), 1, 'hard', () => 0.3))).toBe(true);
		expect(() => reactMove(open, 0, 'normal', () => 0.5)).toThrow();
	});
});

describe('Faramir Finds the Ringbearer (after the Fellowship roll)', () => {
	/** 3 players, seat 0 ends its turn on a die step; seat `holder` holds Faramir; the die comes out as `die`. */
	function atRoll(holder: number): RiskContext {
		const c = fresh(3, 5);
		fill(c, 0, 2);
		c.owner[T('mithlond')] = 1;
		c.owner[T('forodwaith')] = 2;
		c.leaders = [[], [], []];
		c.adventureHands = [[], [], []];
		c.adventureHands[holder] = [FARAMIR];
		c.current = 0;
		c.phase = 'fellowship';
		c.turn = freshTurn();
		c.ring = DIE_STEP;
		return c;
	}
	/** Finds an RNG state (by trying seeds) whose next die is `die`. */
	function withDie(c: RiskContext, die: number): RiskContext {
		for (let seed = 1; seed < 500; seed++) {
			const probe = { ...c, rng: fresh(2, seed).rng, adventureHands: [[], [], []] };
			const out = applyEvent(probe, { type: 'RING_ROLL', seat: 0 });
			if (out.ringRoll?.die === die) return { ...c, rng: probe.rng };
		}
		throw new Error('no seed');
	}
	it('opens for the holder (another player) only when ±2 changes the result, offering only such shifts', () => {
		const start = atRoll(1);
		expect(legalEvents(start, 0).some((e) => e.type === 'RING_ROLL')).toBe(true);
		// Default rule « faire un 3 »: a 1 becomes 3 with +2; a 5 with −2; a 3 can fail both ways; a 6 cannot change.
		const one = applyEvent(withDie(start, 1), { type: 'RING_ROLL', seat: 0 });
		expect(one.phase).toBe('react');
		expect(actingSeat(one)).toBe(1);
		expect(one.reaction?.ring).toEqual({ die: 1, plus: 0, roller: 0 });
		expect(legalEvents(one, 1)).toEqual([{ type: 'REACT', seat: 1, card: FARAMIR, shift: 2 }, { type: 'NO_REACTION', seat: 1 }]);
		const three = applyEvent(withDie(start, 3), { type: 'RING_ROLL', seat: 0 });
		expect(legalEvents(three, 1).filter((e) => e.type === 'REACT').map((e) => (e as { shift?: number }).shift)).toEqual([2, -2]);
		const six = applyEvent(withDie(start, 6), { type: 'RING_ROLL', seat: 0 });
		expect(six.phase).not.toBe('react');
	});
	it('+2 on a 1 moves the Fellowship on; the next turn begins after the answer', () => {
		const one = applyEvent(withDie(atRoll(1), 1), { type: 'RING_ROLL', seat: 0 });
		const step = one.ring;
		const c = applyEvent(one, { type: 'REACT', seat: 1, card: FARAMIR, shift: 2 });
		expect(c.ring).toBe(step + 1);
		expect(c.ringRoll).toMatchObject({ die: 1, plus: 2, moved: true });
		expect(c.current).not.toBe(0);
		expect(['reinforce', 'combat']).toContain(c.phase);
		expect(c.adventureScored[1]).toEqual([FARAMIR]);
		expect(c.closedStep).toBe(true);
	});
	it('−2 on a 3 holds it back; NO_REACTION lets the roll stand', () => {
		const three = applyEvent(withDie(atRoll(2), 3), { type: 'RING_ROLL', seat: 0 });
		expect(three.ring).toBe(DIE_STEP);
		const held = applyEvent(three, { type: 'REACT', seat: 2, card: FARAMIR, shift: -2 });
		expect(held.ring).toBe(DIE_STEP);
		expect(held.ringRoll).toMatchObject({ die: 3, plus: -2, moved: false });
		const stood = applyEvent(three, { type: 'NO_REACTION', seat: 2 });
		expect(stood.ring).toBe(DIE_STEP + 1);
		expect(stood.adventureHands[2]).toEqual([FARAMIR]);
	});
	it('the player on turn may play it too, but not a Faramir drawn this turn; never when Boromir holds the Fellowship anyway', () => {
		const own = applyEvent(withDie(atRoll(0), 1), { type: 'RING_ROLL', seat: 0 });
		expect(own.phase).toBe('react');
		expect(actingSeat(own)).toBe(0);
		const drawn = withDie(atRoll(0), 1);
		drawn.turn.drawnAdventure = FARAMIR;
		expect(applyEvent(drawn, { type: 'RING_ROLL', seat: 0 }).phase).not.toBe('react');
		const stay = withDie(atRoll(1), 1);
		stay.turn.ringStay = true;
		expect(applyEvent(stay, { type: 'RING_ROLL', seat: 0 }).phase).not.toBe('react');
	});
	it('bots: the sole leader lets the Fellowship go on, the others hold it back', () => {
		const three = applyEvent(withDie(atRoll(1), 3), { type: 'RING_ROLL', seat: 0 });
		// Seat 1 holds one territory: far from leading, it holds the Fellowship back.
		const hold = reactMove(three, 1, 'normal', () => 0.5);
		expect(hold).toMatchObject({ type: 'REACT', seat: 1, card: FARAMIR });
		expect(applyEvent(three, hold).ring).toBe(DIE_STEP);
		const lead = structuredClone(three);
		lead.owner = lead.owner.map((o) => (o === 0 ? 1 : o));
		expect(reactMove(lead, 1, 'hard', () => 0.5)).toEqual({ type: 'NO_REACTION', seat: 1 });
	});
});
