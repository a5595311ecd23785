/**
 * The statechart of « Le Seigneur des Anneaux : le jeu de cartes » (LCG-DESIGN.md layer 1).
 * States follow « Séquence du Tour » (the rulebook's table, pages 30-31), one state per red
 * step and one per green action window (« Actions des joueurs »):
 *
 *   setup      mulligan (« Piocher la Main de Départ ») → scenario (« Suivre les Instructions
 *              de Mise en Place du Scénario »)
 *   resource   gather (« Chaque joueur ajoute 1 ressource ... puis pioche 1 carte ») → window
 *   planning   play (« Le premier joueur joue des cartes allié et attachement ») → window,
 *              for each player in turn
 *   quest      commit (« Les joueurs engagent les personnages ») → window → staging
 *              (« Renforcement ») → window → resolve (« Résolution de la quête ») → window
 *   travel     choose (« voyager vers 1 lieu ») → window
 *   encounter  optional (« choisir 1 ennemi ... pour s'engager ») → window → checks (« Tests
 *              d'engagement au combat ») → window
 *   combat     shadows (« Attribuez 1 carte ombre ») → window → for each enemy attack:
 *              choose → window → defend → window → shadow → window → damage → window;
 *              then for each player attack: declare → window → strength → window → damage →
 *              window; then the closing window
 *   refresh    ready (« restaure », threat +1, first player token) → window
 *   victory / defeat (final)
 *
 * Each state accepts only the events of its step (flow.ts `STEPS[step].events`) and a
 * decision's CHOOSE (the effect engine may wait for a player's choice in any step; `ctx.decision`
 * says which, the state value does not). Each accepted event runs one action: the event (flow.ts
 * `applyEvent`), then the steps that finish by themselves (steps.ts `settle`, in the order of
 * `STEP_NEXT`) until a player must act; the event's transition goes to the state of that step
 * (or to `victory` / `defeat`): one transition per place the event may lead, each guarded by
 * "legal, and leads there" (the engine runs once per event, for the first guard, and the action
 * reads its result). One XState microstep and one snapshot per event, not one per step passed
 * (the steps passed through are never seen by anyone) nor an eventless transition to follow the
 * engine. The rules themselves are in flow*.ts, rules.ts (and the files it re-exports: setup,
 * play, encounter, combat) and effects/engine.ts; an event is legal when `isLegal` says so,
 * which accepts exactly what `legalEvents` lists.
 *
 * The phases are the top states, so the state value is `{ <phase>: <step> }` (`{ quest: 'commit' }`),
 * or `victory` / `defeat`. Until 2026-11-28 they were states of `play.flow`, `play` a parallel state
 * with a second region, `prompt` (`idle` / `decision`, following `ctx.decision`):
 * `upgradeSnapshot` turns a snapshot saved then into the current shape (tests/unit/lcg/saves.test.ts
 * resumes such a save from its snapshot).
 */
import { assign, setup } from 'xstate';
import { applyEvent, enterStep, isLegal, STEPS } from './flow';
import { createContext } from './rules';
import { settle, STEP_NEXT } from './steps';
import type { LcgContext, LcgEvent, LcgInput, Step } from './types';

/** The XState id of a step's state ('quest.commit' → 'quest_commit'). */
export function stateId(step: Step): string {
	return step.replace('.', '_');
}

export { STEP_NEXT };

type StepName = keyof typeof STEP_NEXT;
const STEP_NAMES = Object.keys(STEP_NEXT) as StepName[];

/** Where a legal event leads: the context after it and the step (or end) reached, where a player must act. */
type Outcome = ReturnType<typeof settle>;

/*
 * What the last event leads to, computed once for the transition's guards and read again by its
 * action (XState evaluates a transition's guards on the snapshot's context and the event object,
 * then runs its actions with the same two): the engine runs once per event. Keyed by the identity
 * of both (a context is never changed once an event produced it, flow.ts).
 */
let lastCtx: LcgContext | null = null;
let lastEvent: LcgEvent | null = null;
let lastOutcome: Outcome | null = null;

/**
 * Where `event` leads from `context`: `settle(applyEvent(...))` (steps.ts), or null when the event
 * is not legal there (`isLegal`, exactly what `legalEvents` lists).
 * @throws whatever the engine throws on a broken context (the actor then stops in error)
 */
function outcome(context: LcgContext, event: LcgEvent): Outcome | null {
	if (context === lastCtx && event === lastEvent) return lastOutcome;
	const out = isLegal(context, event) ? settle(applyEvent(context, event), context.step) : null;
	lastCtx = context;
	lastEvent = event;
	lastOutcome = out;
	return out;
}

/** Guard parameters: the step (or end of the game) a transition goes to. */
type To = { to: Step | 'victory' | 'defeat' };

/**
 * The transitions of an event accepted in step `from`: one per place the event may lead, the
 * engine having walked through the steps that finish by themselves (steps.ts `settle`): the same
 * step first (no move), then the other steps in round order from `from`, each targeting its
 * state, then the end of the game. Each is guarded by `leadsTo` (the event is legal and leads
 * there) and runs `apply`; an event that is not legal takes none (it is ignored).
 */
function transitions(from: StepName) {
	const i = STEP_NAMES.indexOf(from);
	const order = [...STEP_NAMES.slice(i + 1), ...STEP_NAMES.slice(0, i)];
	const leadsTo = (to: To['to']) => ({ type: 'leadsTo' as const, params: { to } });
	return [
		{ guard: leadsTo(from), actions: 'apply' as const },
		...order.map((to) => ({ guard: leadsTo(to), target: `#${stateId(to)}`, actions: 'apply' as const })),
		{ guard: leadsTo('victory'), target: '#lcg.victory', actions: 'apply' as const },
		{ guard: leadsTo('defeat'), target: '#lcg.defeat', actions: 'apply' as const }
	];
}

/** A step state: accepts the events of its step and CHOOSE, each going where the engine stops next. */
function st(step: StepName) {
	const ts = transitions(step);
	return { id: stateId(step), on: Object.fromEntries([...STEPS[step].events, 'CHOOSE'].map((type) => [type, ts])) };
}

/** Every step state of the phase `phase`, keyed by its name within the phase ('quest.commit' → commit). */
function phaseStates(phase: string) {
	const states: Record<string, ReturnType<typeof st>> = {};
	for (const step of STEP_NAMES) if (step.startsWith(`${phase}.`)) states[step.slice(phase.length + 1)] = st(step);
	return states;
}

/** The statechart; start a game with `createActor(lcgMachine, { input })` (input: definition.ts `createInput`). */
export const lcgMachine = setup({
	types: {
		context: {} as LcgContext,
		events: {} as LcgEvent,
		input: {} as LcgInput
	},
	guards: {
		leadsTo: ({ context, event }, params: To) => outcome(context, event)?.at === params.to
	},
	actions: {
		apply: assign(({ context, event }) => outcome(context, event)!.ctx)
	}
}).createMachine({
	id: 'lcg',
	context: ({ input }) => settle(enterStep(createContext(input), 'setup.mulligan'), 'setup.mulligan').ctx,
	initial: 'setup',
	states: {
		setup: { initial: 'mulligan', states: phaseStates('setup') },
		resource: { initial: 'gather', states: phaseStates('resource') },
		planning: { initial: 'play', states: phaseStates('planning') },
		quest: { initial: 'commit', states: phaseStates('quest') },
		travel: { initial: 'choose', states: phaseStates('travel') },
		encounter: { initial: 'optional', states: phaseStates('encounter') },
		combat: { initial: 'shadows', states: phaseStates('combat') },
		refresh: { initial: 'ready', states: phaseStates('refresh') },
		victory: { type: 'final' },
		defeat: { type: 'final' }
	}
});

/**
 * A persisted snapshot of this statechart as it is now: a state value saved before 2026-11-28,
 * `{ play: { flow: { <phase>: <step> }, prompt } }` (the phases were states of `play.flow`, beside
 * a parallel region `prompt`), becomes `{ <phase>: <step> }` (the context says whether a decision
 * is open); any other snapshot is returned as it is. Never changes `snapshot`. The session
 * applies it before restoring a save (definition.ts).
 */
export function upgradeSnapshot(snapshot: unknown): unknown {
	const s = snapshot as { value?: { play?: { flow?: unknown } } } | null;
	const play = s && typeof s === 'object' && s.value && typeof s.value === 'object' ? s.value.play : undefined;
	if (!play || typeof play !== 'object' || !play.flow || typeof play.flow !== 'object') return snapshot;
	return { ...s, value: play.flow };
}
