/**
 * The statechart is the rulebook's flow (issue 18): its states are the rulebook's steps
 * (« HAVRES DE PAIX », « 1. RÉVÉLER DES TUILES RÉCIT », « 2. JOUER DES CARTES », « FIN D'UNE
 * AVENTURE », « VICTOIRE », « SCORE ») with their sub-steps; each accepts only its own event
 * types; the transitions between steps are the chart's, named after the rulebook; and games
 * played through the chart visit exactly those states and transitions.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import def from '$lib/games/coop-board/definition';
import { coopMachine, KIND_EVENTS, SPECIAL_EVENTS, STEP_KINDS, STEP_STATES, STEP_TRANSITIONS, SUBSTEP } from '$lib/games/coop-board/machine';
import { botMove } from '$lib/games/coop-board/bot';
import { deciders } from '$lib/games/coop-board/rules/moves';
import type { CoopContext, CoopEvent } from '$lib/games/coop-board/types';
import type { GameSnapshot } from '$lib/engine/types';

/** The rulebook's steps, in the order the rulebook tells them (« TOUR DE JEU », « FIN D'UNE AVENTURE », « VICTOIRE », « SCORE »). */
const RULEBOOK_STEPS = ['havenActions', 'adventure', 'adventure.revealStoryTiles', 'adventure.playCards', 'adventure.endOfAdventure', 'mountDoom', 'end'];

/** The rulebook's transitions between its steps (from → to). */
const RULEBOOK_TRANSITIONS = [
	'havenActions → adventure.revealStoryTiles', // « Le porteur de l'Anneau débute l'aventure »
	'adventure.revealStoryTiles → adventure.playCards', // « Dès qu'une tuile Récit fait avancer un pion … »
	'adventure.playCards → adventure.revealStoryTiles', // « 3. TERMINER SON TOUR »; the next hobbit reveals
	'adventure.revealStoryTiles → adventure.endOfAdventure', // « le dernier événement … a été résolu » (or the main track by a tile)
	'adventure.playCards → adventure.endOfAdventure', // « le pion de l'échelle d'activité principale atteint la dernière case »
	'adventure.endOfAdventure → havenActions', // « LE VOYAGE CONTINUE »: the Lothlórien
	'adventure.endOfAdventure → adventure.revealStoryTiles', // « Après le Gouffre de Helm se trouve l'Antre d'Arachne »
	'adventure.revealStoryTiles → mountDoom', // « l'Anneau est placé sur le volcan »
	'adventure.playCards → mountDoom'
].sort();

const pathOf = (n: AnyStateNode) => n.path.join('.');
function allNodes(n: AnyStateNode): AnyStateNode[] {
	return [n, ...Object.values(n.states).flatMap(allNodes)];
}
/** The rulebook step of a state value path (its first one or two segments). */
const stepOf = (path: string) => (path.startsWith('adventure.') ? path.split('.').slice(0, 2).join('.') : path.split('.')[0]);
const leaf = (value: unknown): string => (typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}.${leaf(v)}`)[0]);

describe('the chart\'s states are the rulebook\'s steps and their sub-steps', () => {
	it('the steps are the rulebook\'s, in its order', () => {
		const steps = allNodes(coopMachine.root).map(pathOf).filter((p) => p && !/\./.test(p.replace(/^adventure\./, '')) );
		expect(steps).toEqual(RULEBOOK_STEPS);
		expect(Object.values(STEP_STATES).every((s) => RULEBOOK_STEPS.includes(s))).toBe(true);
		expect(coopMachine.root.states.end.type).toBe('final');
	});
	it('each sub-step accepts only its own event types (and the special cards where they may be played)', () => {
		for (const [step, kinds] of Object.entries(STEP_KINDS)) {
			const node = allNodes(coopMachine.root).find((n) => pathOf(n) === (step === 'havenActions' || step === 'mountDoom' ? step : `adventure.${step}`))!;
			expect(Object.keys(node.states).sort()).toEqual(['next', ...kinds.map((k) => SUBSTEP[k])].sort());
			expect(node.ownEvents).toEqual([]);
			for (const k of kinds) {
				const sub = node.states[SUBSTEP[k]];
				expect(sub.ownEvents.slice().sort(), `${step}.${SUBSTEP[k]}`).toEqual([...KIND_EVENTS[k], ...SPECIAL_EVENTS[k]].sort());
			}
		}
		// The end of an adventure waits for nothing; the end accepts nothing.
		expect(coopMachine.root.states.adventure.states.endOfAdventure.ownEvents).toEqual([]);
		expect(coopMachine.root.states.end.ownEvents).toEqual([]);
	});
	it('the transitions between steps are the rulebook\'s, each named by a guard after it', () => {
		const found: string[] = [];
		for (const n of allNodes(coopMachine.root)) {
			for (const t of n.always ?? []) {
				for (const target of t.target ?? []) {
					const from = stepOf(pathOf(n));
					const to = stepOf(pathOf(target));
					if (from !== to && to !== 'end') found.push(`${from} → ${to}`);
				}
			}
		}
		expect([...new Set(found)].sort()).toEqual(RULEBOOK_TRANSITIONS);
		expect(STEP_TRANSITIONS.map(([from, to]) => `${from} → ${to}`).sort()).toEqual(RULEBOOK_TRANSITIONS);
		for (const [, , name] of STEP_TRANSITIONS) expect(name).toMatch(/«.+»/);
	});
});

describe('games played through the chart walk the rulebook\'s steps', () => {
	it('every state reached matches the game (step and decision), every step change is a listed transition, and all are used', () => {
		const used = new Set<string>();
		const visited = new Set<string>();
		for (let g = 0; g < 40; g++) {
			const players = 2 + (g % 3);
			const seats = Array.from({ length: players }, (_, i) => ({ name: `B${i}`, bot: 'normal' as const }));
			// Every microstep's transitions (the transient « FIN D'UNE AVENTURE » included).
			const inspect = (e: { type: string; _transitions?: { source: AnyStateNode; target?: AnyStateNode[] }[] }) => {
				if (e.type !== '@xstate.microstep') return;
				for (const t of e._transitions ?? []) for (const target of t.target ?? []) {
					const from = stepOf(pathOf(t.source));
					const to = stepOf(pathOf(target));
					if (from !== to && to !== 'end') used.add(`${from} → ${to}`);
				}
			};
			const actor = createActor(coopMachine, { input: def.createInput({ seats, options: { sauron: 15, equalTurns: g % 2 === 0 }, seed: 1000 + g }), inspect: inspect as never });
			actor.start();
			for (let k = 0; k < 20000; k++) {
				const s = actor.getSnapshot() as unknown as GameSnapshot<CoopContext> & { value: unknown };
				const c = s.context;
				const path = leaf(s.value);
				visited.add(path);
				if (c.outcome) {
					expect(path).toBe('end');
					break;
				}
				expect(stepOf(path)).toBe(STEP_STATES[c.phase as keyof typeof STEP_STATES]);
				expect(path.split('.').at(-1)).toBe(SUBSTEP[c.decision!.kind]);
				const seat = deciders(c)[0];
				const ev: CoopEvent = botMove(c, seat, 'normal', () => ((k * 7919 + g) % 1000) / 1000);
				actor.send(ev);
			}
			actor.stop();
		}
		for (const t of used) expect(RULEBOOK_TRANSITIONS).toContain(t);
		// Through a haven and the Helm's Deep → Shelob's Lair passage, to Mount Doom and the score.
		expect([...used].sort()).toEqual(RULEBOOK_TRANSITIONS.filter((t) => used.has(t)));
		for (const t of ['havenActions → adventure.revealStoryTiles', 'adventure.revealStoryTiles → adventure.playCards', 'adventure.playCards → adventure.revealStoryTiles', 'adventure.endOfAdventure → havenActions', 'adventure.endOfAdventure → adventure.revealStoryTiles']) expect(used).toContain(t);
		expect([...used].some((t) => t.endsWith('→ mountDoom'))).toBe(true);
		expect([...used].some((t) => t.endsWith('→ adventure.endOfAdventure'))).toBe(true);
		expect(visited).toContain('end');
	});
	it('a sub-step ignores the events of the other sub-steps (nothing changes)', () => {
		const seats = [{ name: 'A' }, { name: 'B' }];
		const actor = createActor(coopMachine, { input: def.createInput({ seats, options: {}, seed: 5 }) });
		actor.start();
		const before = actor.getSnapshot();
		expect(leaf(before.value)).toBe('havenActions.choice');
		actor.send({ type: 'REVEAL', seat: 0 });
		actor.send({ type: 'END_TURN', seat: 0 });
		expect(actor.getSnapshot().context).toBe(before.context);
		actor.stop();
	});
});

describe('saves: the event log is the save format', () => {
	it('a snapshot of the earlier chart ({ adventure: "cards" }) is rebuilt by replaying the log; a new snapshot restores as is', async () => {
		const { GameSession } = await import('$lib/engine/session');
		const fixture = (await import('../../fixtures/saves/format-2-coop-board.json')).default as unknown as {
			save: { seats: { name: string }[]; options: Record<string, unknown>; seed: number; events: { ev: CoopEvent; by: 'human'; reveal: boolean; at: number }[]; snapshot: { value: unknown } };
		};
		const save = fixture.save;
		expect(save.snapshot.value).toEqual({ adventure: 'cards' });
		const setup = { seats: save.seats, options: save.options, seed: save.seed };
		const { session, restoredBy } = GameSession.fromSave(def as never, setup, save.events as never, save.snapshot);
		expect(restoredBy).toBe('replay');
		const s = session.snapshot as GameSnapshot<CoopContext> & { value: unknown };
		expect(leaf(s.value)).toBe(`${STEP_STATES[s.context.phase as keyof typeof STEP_STATES]}.${SUBSTEP[s.context.decision!.kind]}`);
		const again = GameSession.fromSave(def as never, setup, save.events as never, session.persisted());
		expect(again.restoredBy).toBe('snapshot');
		expect(again.session.snapshot.context).toEqual(s.context);
	});
});
