/**
 * The statechart is the rulebook's flow (../shared/rules/risk.fr.txt « Comment se déroule un
 * tour ? »: « Phase 1 : les renforts », « Phase 2 : le combat », « Phase 3 : les manœuvres »,
 * « Phase 4 : pioche des cartes », « Phase 5 : déplacer la communauté »; « Commencez ! »;
 * « Fin de la partie »). The test walks the chart: every state accepts only the event types of
 * its step, and moves only to the rulebook's next states; then whole games check that the
 * chart's state always matches the rules' result.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import def from '$lib/games/risk/definition';
import { riskMachine, stateOf } from '$lib/games/risk/machine';
import { botMove } from '$lib/games/risk/bot/index';
import type { RiskContext } from '$lib/games/risk/types';

/** Every leaf state of the chart, by dotted path. */
function leaves(node: AnyStateNode, out = new Map<string, AnyStateNode>()): Map<string, AnyStateNode> {
	const kids = Object.values(node.states) as AnyStateNode[];
	if (kids.length === 0 && node.path.length > 0) out.set(node.path.join('.'), node);
	for (const k of kids) leaves(k, out);
	return out;
}

/** The initial leaf a target state enters (a compound state enters its initial child). */
function entered(node: AnyStateNode): string {
	let n = node;
	while (Object.keys(n.states).length > 0) n = n.states[(n.config.initial as string) ?? ''] as AnyStateNode;
	return n.path.join('.');
}

/** The leaves reached from `node` by its eventless transitions and by END_PHASE (its own and its ancestors'). */
function successors(node: AnyStateNode): { always: string[]; endPhase: string[] } {
	const always = new Set<string>();
	const endPhase = new Set<string>();
	for (let n: AnyStateNode | undefined = node; n; n = n.parent) {
		for (const t of n.always ?? []) for (const x of t.target ?? []) always.add(entered(x));
		for (const t of n.on.END_PHASE ?? []) for (const x of t.target ?? []) endPhase.add(entered(x));
	}
	return { always: [...always].sort(), endPhase: [...endPhase].sort() };
}

/** What the rulebook asks of each step: the event types it accepts. */
const ACCEPTS: Record<string, string[]> = {
	'setup.claim': ['CLAIM'],
	'setup.place': ['PLACE'],
	'setup.leader': ['PLACE_LEADER'],
	'turn.reinforcement': ['END_PHASE', 'PLACE', 'PLAY_POWER', 'TRADE'],
	'turn.combat.battle': ['ATTACK', 'END_PHASE', 'PLAY_POWER'],
	'turn.combat.reaction': ['NO_REACTION', 'REACT'],
	'turn.combat.conquest': ['MOVE_IN'],
	'turn.manoeuvre.choose': ['END_PHASE', 'MANOEUVRE', 'PLAY_POWER'],
	'turn.manoeuvre.count': ['CANCEL', 'MOVE'],
	'turn.draw.choose': ['DRAW'],
	'turn.draw.discard': ['DISCARD_ADVENTURE'],
	'turn.leader': ['PLACE_LEADER'],
	'turn.fellowship': ['PLAY_POWER', 'RING_ROLL'],
	'turn.ringReaction': ['NO_REACTION', 'REACT'],
	end: []
};

/** « Comment se déroule un tour ? »: where each step may lead by itself, and where END_PHASE leads. */
const FLOW: Record<string, { always: string[]; endPhase: string[] }> = {
	'setup.claim': { always: ['setup.leader', 'setup.place'], endPhase: [] },
	'setup.place': { always: ['setup.leader'], endPhase: [] },
	'setup.leader': { always: ['turn.reinforcement'], endPhase: [] },
	// Phase 1 → Phase 2 (by END_PHASE or the last battalion placed); Hunt for the Ringbearer may end the game.
	'turn.reinforcement': { always: ['end', 'turn.combat.battle'], endPhase: ['turn.combat.battle'] },
	// Phase 2: a battle may open the defender's window or take the territory; END_PHASE → Phase 3.
	'turn.combat.battle': { always: ['turn.combat.conquest', 'turn.combat.reaction'], endPhase: ['turn.manoeuvre.choose'] },
	// (+ two legacy edges for a Faramir window saved by the chart before issue 19)
	'turn.combat.reaction': { always: ['end', 'turn.combat.battle', 'turn.combat.conquest', 'turn.reinforcement'], endPhase: [] },
	'turn.combat.conquest': { always: ['end', 'turn.combat.battle'], endPhase: [] },
	// Phase 3 → Phase 4 (by END_PHASE or the last move made).
	'turn.manoeuvre.choose': { always: ['turn.manoeuvre.count'], endPhase: ['turn.draw.choose'] },
	'turn.manoeuvre.count': { always: ['turn.draw.choose', 'turn.manoeuvre.choose'], endPhase: [] },
	// Phase 4 → a lost leader replaced → Phase 5.
	'turn.draw.choose': { always: ['turn.draw.discard', 'turn.fellowship', 'turn.leader'], endPhase: [] },
	'turn.draw.discard': { always: ['turn.fellowship', 'turn.leader'], endPhase: [] },
	'turn.leader': { always: ['turn.fellowship'], endPhase: [] },
	// Phase 5 → the next player's Phase 1 (or Phase 2 with nothing to place), Faramir's window, or the end.
	'turn.fellowship': { always: ['end', 'turn.combat.battle', 'turn.reinforcement', 'turn.ringReaction'], endPhase: [] },
	'turn.ringReaction': { always: ['end', 'turn.combat.battle', 'turn.reinforcement'], endPhase: [] },
	end: { always: [], endPhase: [] }
};

describe('the Risk statechart is the rulebook’s flow', () => {
	const all = leaves(riskMachine.root);

	it('has one state per step of the rulebook', () => {
		expect([...all.keys()].sort()).toEqual(Object.keys(ACCEPTS).sort());
	});

	it('each state accepts only the event types of its step', () => {
		for (const [path, node] of all) {
			const own = new Set<string>();
			for (let n: AnyStateNode | undefined = node; n; n = n.parent) for (const t of Object.keys(n.config.on ?? {})) own.add(t);
			expect([path, [...own].sort()]).toEqual([path, ACCEPTS[path]]);
		}
	});

	it('END_PHASE and the steps the rules take by themselves lead only to the rulebook’s next states, each transition named', () => {
		for (const [path, node] of all) {
			expect([path, successors(node)]).toEqual([path, FLOW[path]]);
			for (let n: AnyStateNode | undefined = node; n; n = n.parent) {
				for (const t of n.always ?? []) expect(typeof t.description).toBe('string');
				for (const t of n.on.END_PHASE ?? []) expect(t.description).toMatch(/Phase \d/);
			}
		}
	});

	it('in whole games (2, 3 and 4 players, easy and normal) the chart’s state matches the rules’ result after every event', () => {
		for (const [players, seed] of [
			[2, 5],
			[3, 6],
			[4, 7]
		]) {
			const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
			const actor = createActor(def.machine, { input: def.createInput({ seats, options: undefined, seed }) });
			actor.start();
			let rnd = seed;
			const random = () => ((rnd = (rnd * 16807) % 2147483647) - 1) / 2147483646;
			const levels = ['easy', 'normal', 'easy', 'normal'] as const;
			const seen = new Set<string>();
			for (let i = 0; i < 20000; i++) {
				const s = actor.getSnapshot();
				const c = s.context as RiskContext;
				const path = (function flat(v: unknown): string {
					return typeof v === 'string' ? v : Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k}.${flat(x)}`)[0];
				})(s.value);
				expect(path).toBe(stateOf(c));
				seen.add(path);
				if (c.phase === 'end') break;
				const seat = def.activeSeats(s as never)[0];
				const ev = botMove(c, seat, levels[seat], random);
				const before = JSON.stringify(c);
				actor.send(ev);
				expect(JSON.stringify(actor.getSnapshot().context)).not.toBe(before);
			}
			expect((actor.getSnapshot().context as RiskContext).phase).toBe('end');
			expect(seen.size).toBeGreaterThan(8);
			actor.stop();
		}
	});
});
