/**
 * The statechart is the rulebook's flow (../shared/rules/risk.fr.txt « Comment se déroule un
 * tour ? »: « Phase 1 : les renforts », « Phase 2 : le combat », « Phase 3 : les manœuvres »,
 * « Phase 4 : pioche des cartes », « Phase 5 : déplacer la communauté »; « Commencez ! »;
 * « Fin de la partie »). The test walks the chart: every state accepts only the event types of
 * its step; every transition (END_PHASE, the events that end a step, the steps the game takes by
 * itself) leads only to the rulebook's next states, guarded by a condition of the rules
 * (rules/flow.ts) and described by the rulebook's own words (`npm run check:quotes` checks
 * each « quote » against the rulebook's text, which lives beside the project, not in it). Then games check that the chart's state always agrees with the rules'
 * result (`stateOf(context)`), and that the rules' conditions never read the `phase` field.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import def from '$lib/games/risk/definition';
import { randomPlayout } from '$lib/engine/playout';
import type { GameSnapshot } from '$lib/engine/types';
import { riskMachine, stateOf } from '$lib/games/risk/machine';
import * as flow from '$lib/games/risk/rules/flow';
import { botMove } from '$lib/games/risk/bot/index';
import type { Phase, RiskContext } from '$lib/games/risk/types';
import { quotesOf as quotes } from '$lib/games/risk/rules/quotes';

/** Every state of the chart, by dotted path, leaves only (compound states enter their initial child). */
function leaves(node: AnyStateNode, out = new Map<string, AnyStateNode>()): Map<string, AnyStateNode> {
	const kids = Object.values(node.states) as AnyStateNode[];
	if (kids.length === 0 && node.path.length > 0) out.set(node.path.join('.'), node);
	for (const k of kids) leaves(k, out);
	return out;
}

/** The leaf a target state enters (a compound state enters its initial child). */
function entered(node: AnyStateNode): string {
	let n = node;
	while (Object.keys(n.states).length > 0) n = n.states[(n.config.initial as string) ?? ''] as AnyStateNode;
	return n.path.join('.');
}

type Guard = string | { type: string } | ((...a: unknown[]) => unknown) | undefined;

/** A guard's name: 'legal', 'not(conquestToMoveIn)', 'and(legal,ringReactionOpen)', '' for none. */
function guardName(g: Guard): string {
	if (g === undefined) return '';
	if (typeof g === 'string') return g;
	if (typeof g === 'function') return `${g.name}(${((g as unknown as { guards: Guard[] }).guards ?? []).map(guardName).join(',')})`;
	return g.type;
}

interface Edge {
	on: string;
	guard: string;
	to: string;
	description: string;
}

/** Every transition that leaves `node` (its own and its ancestors'), with a target. */
function edges(node: AnyStateNode): Edge[] {
	const out: Edge[] = [];
	for (let n: AnyStateNode | undefined = node; n; n = n.parent) {
		const all = [...(n.always ?? []).map((t) => ['always', t] as const), ...Object.entries(n.on).flatMap(([on, ts]) => ts.map((t) => [on, t] as const))];
		for (const [on, t] of all)
			for (const x of t.target ?? []) out.push({ on, guard: guardName(t.guard as Guard), to: entered(x), description: t.description ?? '' });
	}
	return out;
}

/** What the rulebook asks of each step: the event types it accepts (the passing states none). */
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
	'turn.draw.drawn': [],
	'turn.draw.discard': ['DISCARD_ADVENTURE'],
	'turn.leader': ['PLACE_LEADER'],
	'turn.fellowship': ['PLAY_POWER', 'RING_ROLL'],
	'turn.ringReaction': ['NO_REACTION', 'REACT'],
	'turn.rolled': [],
	end: []
};

/** Every state of a turn may end the game (« Fin de la partie »: the turn's own eventless step). */
const END = 'always [gameOver] → end';

/**
 * « Comment se déroule un tour ? », transition by transition: `trigger [guard] → state`. The
 * guards are the rules' conditions of rules/flow.ts (`legal`: the event is in `legalEvents`).
 */
const FLOW: Record<string, string[]> = {
	// « Commencez ! »: free territories claimed, then one more battalion at a time, then the leaders.
	'setup.claim': ['always [allTerritoriesClaimed] → setup.place'],
	'setup.place': ['always [setupArmiesPlaced] → setup.leader'],
	'setup.leader': ['always [setupLeadersPlaced] → turn.reinforcement'],
	// « Phase 1 : les renforts » → « Phase 2 : le combat » (the player ends it, or all is placed).
	'turn.reinforcement': ['END_PHASE [legal] → turn.combat.battle', 'always [reinforcementsPlaced] → turn.combat.battle', END],
	// « Phase 2 »: an invasion may wait for the defender's reaction, a conquest for its move-in; END_PHASE → « Phase 3 ».
	'turn.combat.battle': ['END_PHASE [legal] → turn.manoeuvre.choose', 'always [attackReactionOpen] → turn.combat.reaction', 'always [conquestToMoveIn] → turn.combat.conquest', END],
	// (+ a legacy edge: a Faramir window saved in this state by the chart before issue 19)
	'turn.combat.reaction': [
		'NO_REACTION [and(legal,ringReactionOpen)] → turn.rolled',
		'REACT [and(legal,ringReactionOpen)] → turn.rolled',
		'always [conquestToMoveIn] → turn.combat.conquest',
		'always [reactionAnswered] → turn.combat.battle',
		END
	],
	'turn.combat.conquest': ['always [not(conquestToMoveIn)] → turn.combat.battle', END],
	// « Phase 3 : les manœuvres » → « Phase 4 » (the player ends it, or the last move is made).
	'turn.manoeuvre.choose': ['END_PHASE [legal] → turn.draw.choose', 'always [manoeuvreToCount] → turn.manoeuvre.count', END],
	'turn.manoeuvre.count': ['always [manoeuvresOver] → turn.draw.choose', 'always [not(manoeuvreToCount)] → turn.manoeuvre.choose', END],
	// « Phase 4 : pioche des cartes »: one card (or none to draw), the hand's limit, a lost leader, then « Phase 5 ».
	'turn.draw.choose': ['DRAW [legal] → turn.draw.drawn', 'always [nothingToDraw] → turn.draw.drawn', END],
	'turn.draw.drawn': ['always [adventureHandOverLimit] → turn.draw.discard', 'always [fellowshipToMove] → turn.fellowship', 'always [leaderToPlace] → turn.leader', END],
	'turn.draw.discard': ['DISCARD_ADVENTURE [legal] → turn.draw.drawn', END],
	'turn.leader': ['always [fellowshipToMove] → turn.fellowship', END],
	// « Phase 5 : déplacer la communauté »: the roll, Faramir's window, then the next player's « Phase 1 » (or the end).
	'turn.fellowship': ['RING_ROLL [legal] → turn.rolled', END],
	'turn.ringReaction': ['NO_REACTION [legal] → turn.rolled', 'REACT [legal] → turn.rolled', END],
	'turn.rolled': ['always [] → turn.reinforcement', 'always [gameOver] → end', 'always [ringReactionOpen] → turn.ringReaction', END],
	end: []
};

/** The rulebook's phases of a turn, in its order, and the chart's state of each. */
const PHASES: [string, string][] = [
	['Phase 1 : les renforts', 'turn.reinforcement'],
	['Phase 2 : le combat', 'turn.combat'],
	['Phase 3 : les manœuvres', 'turn.manoeuvre'],
	['Phase 4 : pioche des cartes', 'turn.draw'],
	['Phase 5 : déplacer la communauté', 'turn.fellowship']
];

const PHASE_VALUES: Phase[] = ['claim', 'setupPlace', 'setupLeader', 'reinforce', 'combat', 'react', 'conquer', 'manoeuvre', 'manoeuvreCount', 'draw', 'discardAdventure', 'placeLeader', 'fellowship', 'end'];

/** The rules' conditions (rules/flow.ts): every exported predicate. */
const CONDITIONS = Object.entries(flow).filter(([k]) => k !== 'drawChoices') as [string, (c: RiskContext) => boolean][];

/** The dotted path of a state value (one active leaf: the chart has no parallel states). */
const pathOf = (v: unknown): string => (typeof v === 'string' ? v : Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k}.${pathOf(x)}`)[0]);

describe('the Risk statechart is the rulebook’s flow', () => {
	const all = leaves(riskMachine.root);
	const node = (path: string) => riskMachine.getStateNodeById(`risk.${path}`);

	it('has one state per step of the rulebook', () => {
		expect([...all.keys()].sort()).toEqual(Object.keys(ACCEPTS).sort());
	});

	it('the rulebook’s five phases, in its order, are the turn’s states, « Comment se déroule un tour ? »', () => {
		// The section's headings, « Phase 1 » to « Phase 5 », in the rulebook's order.
		expect(PHASES.map(([title]) => Number(/^Phase (\d) : /.exec(title)?.[1]))).toEqual([1, 2, 3, 4, 5]);
		for (const [title, path] of PHASES) expect([path, node(path).description]).toEqual([path, `« ${title} »`]);
		expect(node('turn').description).toBe('« Comment se déroule un tour ? »');
		expect(node('setup').description).toBe('« Commencez ! »');
		expect(node('end').description).toBe('« Fin de la partie »');
	});

	it('each state accepts only the event types of its step', () => {
		for (const [path, n] of all) {
			const own = new Set<string>();
			for (let x: AnyStateNode | undefined = n; x; x = x.parent) for (const t of Object.keys(x.config.on ?? {})) own.add(t);
			expect([path, [...own].sort()]).toEqual([path, ACCEPTS[path]]);
		}
	});

	it('every transition leads only to the rulebook’s next states, guarded by a rules condition', () => {
		for (const [path, n] of all) {
			const got = edges(n)
				.map((e) => `${e.on} [${e.guard}] → ${e.to}`)
				.sort();
			expect([path, got]).toEqual([path, [...FLOW[path]].sort()]);
		}
	});

	it('the steps the game takes by itself are guarded by the rules’ conditions (rules/flow.ts), only the passing state’s last choice is “otherwise”', () => {
		const names = new Set(CONDITIONS.map(([k]) => k));
		for (const [path, n] of all)
			for (const e of edges(n).filter((x) => x.on === 'always')) {
				const inner = e.guard.replace(/^not\((.*)\)$/, '$1');
				if (inner === '') expect([path, e.to]).toEqual(['turn.rolled', 'turn.reinforcement']);
				else expect([path, inner, names.has(inner)]).toEqual([path, inner, true]);
			}
	});

	it('every state and transition is described, quoting the rulebook (the quotes are checked against its text by `npm run check:quotes`)', () => {
		const checked = new Set<string>();
		for (const [path, n] of all) {
			for (let x: AnyStateNode | undefined = n; x && x.path.length > 0; x = x.parent) expect([x.path.join('.'), typeof x.description]).toEqual([x.path.join('.'), 'string']);
			for (const e of edges(n)) {
				expect([path, e.on, e.to, e.description.length > 0]).toEqual([path, e.on, e.to, true]);
				if (e.on === 'END_PHASE') expect(e.description).toMatch(/^« Phase \d : /);
				for (const q of quotes(e.description)) checked.add(q);
			}
			for (let x: AnyStateNode | undefined = n; x && x.path.length > 0; x = x.parent) for (const q of quotes(x.description ?? '')) checked.add(q);
		}
		expect(checked.size).toBeGreaterThan(25);
	});

	it('in random games (legal events chosen at random, some by the bot) the chart’s state agrees with `stateOf(context)` after every event, the passing states never hold, and the rules’ conditions never read the `phase` field', () => {
		const seen = new Set<string>();
		let states = 0;
		const check = (s: GameSnapshot<unknown>) => {
			const c = s.context as RiskContext;
			const path = pathOf((s as unknown as { value: unknown }).value);
			seen.add(path);
			if (path !== stateOf(c)) throw new Error(`the chart is in ${path}, the rules in ${c.phase}`);
			if (states++ % 8) return;
			for (const [name, f] of CONDITIONS) {
				const want = f(c);
				for (const phase of PHASE_VALUES) if (f({ ...c, phase }) !== want) throw new Error(`${name} changes with phase ${phase} (the game in ${c.phase})`);
			}
		};
		for (const [players, seed] of [
			[2, 11],
			[3, 13],
			[4, 14]
		]) {
			const r = randomPlayout(def, Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })), seed, { botShare: 0.3, check, maxSteps: 20000 });
			expect(r.result?.kind).toBe('ranking');
		}
		expect(states).toBeGreaterThan(1000);
		expect(seen.has('turn.draw.drawn') || seen.has('turn.rolled')).toBe(false);
		for (const p of ['setup.claim', 'setup.place', 'setup.leader', 'turn.reinforcement', 'turn.combat.battle', 'turn.combat.conquest', 'turn.manoeuvre.choose', 'turn.manoeuvre.count', 'turn.fellowship', 'end'])
			expect([p, seen.has(p)]).toEqual([p, true]);
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
				const path = pathOf(s.value);
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
