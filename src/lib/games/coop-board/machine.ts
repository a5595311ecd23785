/**
 * Knizia's cooperative Lord of the Rings as an XState 5 statechart: the chart is the
 * rulebook's flow (../shared/rules/coop-board-game.fr.txt).
 *
 *   havenActions            « HAVRES DE PAIX » (Bag End, Rivendell, Lothlórien: actions left to right)
 *   adventure               « TOUR DE JEU PENDANT UNE AVENTURE »
 *     revealStoryTiles        « 1. RÉVÉLER DES TUILES RÉCIT » (with the events, « ÉVÉNEMENTS »)
 *     playCards               « 2. JOUER DES CARTES » (then « 3. TERMINER SON TOUR »)
 *     endOfAdventure          « FIN D'UNE AVENTURE » (life tokens, Ring-bearer, Fatty: no decision)
 *   mountDoom               « VICTOIRE »: the Ring on the volcano, the active hobbit rolls to destroy it
 *   end                     « SCORE »
 *
 * Each step has sub-steps, one per thing the game may wait for there (`STEP_KINDS`): a
 * payment, a choice, the Peril die window (Belt, Mithril), a discard, a marker to move, the
 * Council, the Preparations, Foresight… Each sub-step accepts only its own event types
 * (`KIND_EVENTS`), plus the special cards « à tout moment » where they may be played
 * (`SPECIAL_EVENTS`); every event is guarded by `isLegal`, which accepts exactly what
 * `legalEventsFor` lists (the single source of legality). The transitions between the
 * rulebook's steps (`STEP_TRANSITIONS`) are transitions of the chart, named after the
 * rulebook; the pure interpreter (rules/flow.ts `runStep`) resolves effects up to the end of
 * the current step, and the entry of the next step goes on (`continueFlow`).
 *
 * Saves: the event log is the save format. A snapshot of the earlier chart (states `haven`,
 * `route`, `adventure.storyTiles`…) does not resolve in this one, so it is rebuilt by replay.
 */
import { assign, setup } from 'xstate';
import { setupGame } from './rules/flow';
import { applyMove, continueFlow, isLegal } from './rules/moves';
import type { CoopContext, CoopEvent, CoopInput, CoopPhase, Decision } from './types';

type Kind = Decision['kind'];
/** The guards of the transitions between the rulebook's steps. */
type StepGuard = 'adventureBegins' | 'activityAdvanced' | 'nextTurn' | 'adventureOver' | 'atHaven' | 'ringOnVolcano';
type EventType = CoopEvent['type'];

/** The rulebook's steps that are states of the chart, by the interpreter's phase. */
export const STEP_STATES: Record<Exclude<CoopPhase, 'end'>, string> = {
	haven: 'havenActions',
	storyTiles: 'adventure.revealStoryTiles',
	cards: 'adventure.playCards',
	endOfAdventure: 'adventure.endOfAdventure',
	mountDoom: 'mountDoom'
};

/** The sub-step (child state) of each decision kind, named after what the table does. */
export const SUBSTEP: Record<Kind, string> = {
	reveal: 'revealTile',
	tile: 'resolveTile',
	play: 'playOrRest',
	pay: 'payment',
	choose: 'choice',
	track: 'moveMarker',
	discard: 'discard',
	die: 'perilDie',
	council: 'council',
	distribute: 'preparations',
	foresight: 'foresight',
	doom: 'destroyRoll'
};

/** The event types each sub-step accepts (besides the special cards). */
export const KIND_EVENTS: Record<Kind, EventType[]> = {
	reveal: ['REVEAL'],
	tile: ['RESOLVE'],
	play: ['PLAY_CARD', 'DRAW_TWO', 'HEAL', 'END_TURN'],
	pay: ['PAY_CARD', 'PAY_RUNE', 'PAY_TOKEN', 'DECLINE', 'ASK_BOTS'],
	choose: ['CHOOSE'],
	track: ['TRACK'],
	discard: ['DISCARD'],
	die: ['PASS'],
	council: ['PASS_CARD'],
	distribute: ['GIVE'],
	foresight: ['ORDER'],
	doom: ['ROLL']
};

/**
 * The special plays each sub-step accepts: « à tout moment » (the Ring, Gandalf and Epic
 * cards) while the game waits for a turn step, a payment, a choice, a discard, the Council,
 * the Preparations or the Mount Doom roll; only Belt and Mithril (EPIC) in the die window;
 * none while a marker is being moved or Foresight's tiles are ordered (moves.ts SPECIAL_OK).
 */
export const SPECIAL_EVENTS: Record<Kind, EventType[]> = {
	reveal: ['RING', 'GANDALF', 'EPIC'],
	tile: ['RING', 'GANDALF', 'EPIC'],
	play: ['RING', 'GANDALF', 'EPIC'],
	pay: ['RING', 'GANDALF', 'EPIC'],
	choose: ['RING', 'GANDALF', 'EPIC'],
	discard: ['RING', 'GANDALF', 'EPIC'],
	council: ['RING', 'GANDALF', 'EPIC'],
	distribute: ['RING', 'GANDALF', 'EPIC'],
	doom: ['RING', 'GANDALF', 'EPIC'],
	die: ['EPIC'],
	track: [],
	foresight: []
};

/** What each rulebook step may wait for (its sub-steps). */
export const STEP_KINDS: Record<'havenActions' | 'revealStoryTiles' | 'playCards' | 'mountDoom', Kind[]> = {
	// Preparations (choice, die, distribution), the Council, Nazgûl / Fellowship / Test of Galadriel payments, Recovery.
	havenActions: ['choose', 'pay', 'die', 'discard', 'distribute', 'council'],
	// Tiles, events (payments, choices, dice, discards), wild tiles, the Ring, Gandalf's Guidance and Foresight.
	revealStoryTiles: ['reveal', 'tile', 'pay', 'choose', 'track', 'discard', 'die', 'foresight'],
	// Cards, the spaces they reach (die, discard), the Ring, Guidance and Foresight.
	playCards: ['play', 'track', 'die', 'discard', 'foresight'],
	// The roll to destroy the Ring, its die window and discards.
	mountDoom: ['doom', 'die', 'discard']
};

/**
 * The transitions between the rulebook's steps: [from, to, name (the rulebook's words), guard].
 * Every step may also end the game (« SCORE »: `gameOver`).
 */
export const STEP_TRANSITIONS: [from: string, to: string, name: string, guard: StepGuard][] = [
	['havenActions', 'adventure.revealStoryTiles', '« MISE EN PLACE D\'UNE NOUVELLE AVENTURE »: the Ring-bearer begins', 'adventureBegins'],
	['adventure.revealStoryTiles', 'adventure.playCards', '« Dès qu\'une tuile Récit fait avancer un pion … le joueur actif peut jouer une ou deux cartes »', 'activityAdvanced'],
	['adventure.playCards', 'adventure.revealStoryTiles', '« 3. TERMINER SON TOUR », then the next hobbit « 1. RÉVÉLER DES TUILES RÉCIT »', 'nextTurn'],
	['adventure.revealStoryTiles', 'adventure.endOfAdventure', '« FIN D\'UNE AVENTURE »: the last event resolved or the main track finished', 'adventureOver'],
	['adventure.playCards', 'adventure.endOfAdventure', '« FIN D\'UNE AVENTURE »: the main track finished', 'adventureOver'],
	['adventure.endOfAdventure', 'havenActions', '« LE VOYAGE CONTINUE »: a peaceful haven', 'atHaven'],
	['adventure.endOfAdventure', 'adventure.revealStoryTiles', '« LE VOYAGE CONTINUE »: the next adventure (Helm\'s Deep → Shelob\'s Lair)', 'adventureBegins'],
	['adventure.revealStoryTiles', 'mountDoom', '« VICTOIRE »: « l\'Anneau est placé sur le volcan »', 'ringOnVolcano'],
	['adventure.playCards', 'mountDoom', '« VICTOIRE »: « l\'Anneau est placé sur le volcan »', 'ringOnVolcano']
];

const phaseIs = (phase: CoopPhase) => ({ context }: { context: CoopContext }) => context.phase === phase && !context.outcome;
const kindIs = (kind: Kind) => ({ context }: { context: CoopContext }) => context.decision?.kind === kind;

/** A rulebook step's state: its entry goes on with the rules, its sub-steps wait for decisions. */
function stepState(step: keyof typeof STEP_KINDS, path: string) {
	const kinds = STEP_KINDS[step];
	const toKind = kinds.map((k) => ({ guard: `is_${k}` as const, target: SUBSTEP[k] }));
	const out = STEP_TRANSITIONS.filter(([from]) => from === path).map(([, to, , guard]) => ({ guard, target: `#coop.${to}` }));
	return {
		entry: 'continue' as const,
		initial: 'next',
		always: [{ guard: 'gameOver' as const, target: '#coop.end' }, ...out],
		states: {
			// Entering the step (or a decision of another sub-step): to the sub-step of the decision.
			next: { always: toKind },
			...Object.fromEntries(
				kinds.map((k) => [
					SUBSTEP[k],
					{
						always: toKind.filter((x) => x.target !== SUBSTEP[k]),
						on: Object.fromEntries([...KIND_EVENTS[k], ...SPECIAL_EVENTS[k]].map((type) => [type, { guard: 'legal' as const, actions: 'apply' as const }]))
					}
				])
			)
		}
	};
}

const KINDS = Object.keys(KIND_EVENTS) as Kind[];

/** The statechart of one game; start it with `createActor(coopMachine, { input })`. */
export const coopMachine = setup({
	types: { context: {} as CoopContext, events: {} as CoopEvent, input: {} as CoopInput },
	guards: {
		legal: ({ context, event }) => isLegal(context, event),
		gameOver: ({ context }) => context.outcome !== null,
		adventureBegins: phaseIs('storyTiles'),
		activityAdvanced: phaseIs('cards'),
		nextTurn: phaseIs('storyTiles'),
		adventureOver: phaseIs('endOfAdventure'),
		atHaven: phaseIs('haven'),
		ringOnVolcano: phaseIs('mountDoom'),
		...(Object.fromEntries(KINDS.map((k) => [`is_${k}`, kindIs(k)])) as Record<`is_${Kind}`, ReturnType<typeof kindIs>>)
	},
	actions: {
		apply: assign(({ context, event }) => applyMove(context, event)),
		continue: assign(({ context }) => continueFlow(context))
	}
}).createMachine({
	id: 'coop',
	context: ({ input }) => setupGame(input),
	initial: 'havenActions',
	states: {
		havenActions: stepState('havenActions', 'havenActions'),
		adventure: {
			initial: 'revealStoryTiles',
			states: {
				revealStoryTiles: stepState('revealStoryTiles', 'adventure.revealStoryTiles'),
				playCards: stepState('playCards', 'adventure.playCards'),
				endOfAdventure: {
					// No decision here: the entry resolves « DESCENDRE VERS LES TÉNÈBRES », « DÉTERMINER LE
					// PORTEUR DE L'ANNEAU », « GROS BOLGER » and moves the Fellowship on.
					entry: 'continue',
					always: [{ guard: 'gameOver', target: '#coop.end' }, ...STEP_TRANSITIONS.filter(([from]) => from === 'adventure.endOfAdventure').map(([, to, , guard]) => ({ guard, target: `#coop.${to}` }))]
				}
			}
		},
		mountDoom: stepState('mountDoom', 'mountDoom'),
		end: { type: 'final' }
	}
});
