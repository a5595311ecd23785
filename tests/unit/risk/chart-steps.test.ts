/**
 * The chart's automatic steps, one by one, on live actors: each is taken because a condition of
 * the rules holds on the game's facts (rules/flow.ts), and lands where `stateOf(context)` says —
 * « Phase 3 : les manœuvres » → « Phase 4 : pioche des cartes » → « Phase 5 : déplacer la
 * communauté »; Faramir's window after the Fellowship's roll, then the next player's « Phase 1 :
 * les renforts »; and a Faramir window that the chart before issue 19 saved in the combat's
 * reaction state still resumes and moves the Fellowship.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { riskMachine, stateOf } from '$lib/games/risk/machine';
import { applyEvent } from '$lib/games/risk/rules/turn';
import { gameOver, manoeuvresOver, nothingToDraw, ringReactionOpen } from '$lib/games/risk/rules/flow';
import { freshTurn } from '$lib/games/risk/rules/setup';
import { ADVENTURE_CARDS } from '$lib/games/risk/data/adventure';
import { RING_PATH } from '$lib/games/risk/data/game';
import type { RiskContext, RiskEvent } from '$lib/games/risk/types';
import { fill, fresh, T } from './helpers';

const FARAMIR = ADVENTURE_CARDS.findIndex((a) => a.key === 'faramir');
/** The first step of the Fellowship's path with a die (Moria). */
const DIE_STEP = RING_PATH.findIndex((s) => s.die);

/** The dotted path of a state value. */
const pathOf = (v: unknown): string => (typeof v === 'string' ? v : Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k}.${pathOf(x)}`)[0]);

/** An actor resumed at state `path` with context `c` (as a saved snapshot resumes). */
function at(path: string, c: RiskContext) {
	const value = path.split('.').reduceRight<unknown>((inner, k) => (inner === null ? k : { [k]: inner }), null);
	// The input is only read by a fresh start; a resumed actor keeps the snapshot's context.
	const input = { seats: c.names.map((name) => ({ name })), options: c.options, seed: 1 };
	const actor = createActor(riskMachine, { input, snapshot: riskMachine.resolveState({ value: value as never, context: c }) });
	actor.start();
	return actor;
}

/** Sends `ev` and returns the chart's state path and the context after it. */
function send(actor: ReturnType<typeof at>, ev: RiskEvent): { path: string; c: RiskContext } {
	actor.send(ev);
	const s = actor.getSnapshot();
	return { path: pathOf(s.value), c: s.context };
}

/** 3 players, seat 0 on turn holding most of the map with its leader in The Shire. */
function board(): RiskContext {
	const c = fresh(3, 5);
	fill(c, 0, 2);
	c.owner[T('mithlond')] = 1;
	c.owner[T('forodwaith')] = 2;
	c.leaders = [[T('the_shire')], [T('mithlond')], [T('forodwaith')]];
	c.adventureHands = [[], [], []];
	c.pool = [0, 0, 0];
	c.current = 0;
	c.turn = freshTurn();
	return c;
}

describe('the chart’s automatic steps follow the rules’ conditions', () => {
	it('the last manoeuvre made (no power left for it) and nothing to draw: « Phase 3 » → « Phase 4 » → « Phase 5 » by themselves', () => {
		const c = { ...board(), phase: 'manoeuvre' as const };
		const actor = at('turn.manoeuvre.choose', c);
		const chosen = send(actor, { type: 'MANOEUVRE', seat: 0, from: T('the_shire'), to: T('buckland') });
		expect(chosen.path).toBe('turn.manoeuvre.count');
		expect(manoeuvresOver(chosen.c)).toBe(false);
		const moved = send(actor, { type: 'MOVE', seat: 0, count: 1, leader: false });
		expect(manoeuvresOver(moved.c)).toBe(true);
		expect(nothingToDraw(moved.c)).toBe(true);
		expect(moved.path).toBe('turn.fellowship');
		expect(moved.path).toBe(stateOf(moved.c));
		actor.stop();
	});

	it('a conquest this turn leaves a card to draw: the chart waits in « Phase 4 » until it is drawn, then « Phase 5 »', () => {
		const c = { ...board(), phase: 'manoeuvre' as const };
		c.turn.conquered = true;
		c.territoryDeck = [T('buckland'), T('the_shire')];
		const actor = at('turn.manoeuvre.choose', c);
		const ended = send(actor, { type: 'END_PHASE', seat: 0 });
		expect(ended.path).toBe('turn.draw.choose');
		expect(nothingToDraw(ended.c)).toBe(false);
		const drawn = send(actor, { type: 'DRAW', seat: 0, pile: 'territory' });
		expect(drawn.path).toBe('turn.fellowship');
		expect(drawn.c.hands[0]).toHaveLength(1);
		actor.stop();
	});

	it('a leader lost: « Si vous n’avez plus de héros sur le plateau, placez-en un » before the Fellowship moves', () => {
		const c = { ...board(), phase: 'manoeuvre' as const };
		c.leaders[0] = [];
		const actor = at('turn.manoeuvre.choose', c);
		const ended = send(actor, { type: 'END_PHASE', seat: 0 });
		expect(ended.path).toBe('turn.leader');
		const placed = send(actor, { type: 'PLACE_LEADER', seat: 0, territory: T('buckland') });
		expect(placed.path).toBe('turn.fellowship');
		actor.stop();
	});

	/** Seat 0's Fellowship roll from step `ring` (a step with a die) comes out as `die`; seat 1 holds Faramir when `faramir`. */
	function atRoll(die: number, ring = DIE_STEP, faramir = true): RiskContext {
		const c = { ...board(), phase: 'fellowship' as const, ring };
		if (faramir) c.adventureHands[1] = [FARAMIR];
		for (let seed = 1; seed < 500; seed++) {
			const probe = { ...c, rng: fresh(2, seed).rng, adventureHands: [[], [], []] };
			if (applyEvent(probe, { type: 'RING_ROLL', seat: 0 }).ringRoll?.die === die) return { ...c, rng: probe.rng };
		}
		throw new Error('no seed');
	}

	it('the Fellowship’s roll opens Faramir’s window when ±2 changes it; the answer starts the next player’s « Phase 1 : les renforts »', () => {
		const actor = at('turn.fellowship', atRoll(1));
		const rolled = send(actor, { type: 'RING_ROLL', seat: 0 });
		expect(ringReactionOpen(rolled.c)).toBe(true);
		expect(rolled.path).toBe('turn.ringReaction');
		const answered = send(actor, { type: 'REACT', seat: 1, card: FARAMIR, shift: 2 });
		expect(answered.c.ring).toBe(DIE_STEP + 1);
		expect(answered.c.current).toBe(1);
		expect(answered.path).toBe('turn.reinforcement');
		expect(answered.path).toBe(stateOf(answered.c));
		actor.stop();
	});

	it('a roll nobody may change goes straight to the next turn; the Fellowship leaving the Dead Marshes ends the game', () => {
		const six = at('turn.fellowship', atRoll(6));
		expect(send(six, { type: 'RING_ROLL', seat: 0 }).path).toBe('turn.reinforcement');
		six.stop();
		// The Dead Marshes, the last step, has a die: « faire un 3 » to leave it.
		const actor = at('turn.fellowship', atRoll(3, RING_PATH.length - 1, false));
		const out = send(actor, { type: 'RING_ROLL', seat: 0 });
		expect(gameOver(out.c)).toBe(true);
		expect(out.path).toBe('end');
		expect(out.c.phase).toBe('end');
		actor.stop();
	});

	it('a Faramir window saved by the chart before issue 19 (in the combat’s reaction state) resumes, and its answer moves the Fellowship', () => {
		const open = applyEvent(atRoll(1), { type: 'RING_ROLL', seat: 0 });
		expect(open.phase).toBe('react');
		const actor = at('turn.combat.reaction', open);
		const answered = send(actor, { type: 'NO_REACTION', seat: 1 });
		expect(answered.c.current).toBe(1);
		expect(answered.path).toBe('turn.reinforcement');
		expect(answered.path).toBe(stateOf(answered.c));
		actor.stop();
	});
});
