/**
 * Knizia's cooperative Lord of the Rings as an XState 5 statechart. The states mirror the
 * rulebook's phases (../shared/rules/coop-board-game.fr.txt):
 *
 *   haven         « HAVRES DE PAIX » (Bag End, Rivendell, Lothlórien: actions left to right)
 *   adventure
 *     storyTiles  « 1. RÉVÉLER DES TUILES RÉCIT » (with events, « ÉVÉNEMENTS »)
 *     cards       « 2. JOUER DES CARTES » then « 3. TERMINER SON TOUR »
 *     endOfAdventure  « FIN D'UNE AVENTURE » (passing: life tokens, Ring-bearer, Fatty)
 *   mountDoom     « VICTOIRE »: the Ring is on the volcano, the active hobbit rolls to destroy it
 *   end           « SCORE »
 *
 * Effects are resolved by the pure rules interpreter (rules/flow.ts); every event is guarded
 * by `isLegal`, which accepts exactly what `legalEventsFor` lists. Special cards (« à tout
 * moment ») are events like any other, accepted in every state that lists them.
 */
import { assign, setup } from 'xstate';
import { setupGame } from './rules/flow';
import { applyEvent, isLegal } from './rules/moves';
import type { CoopContext, CoopEvent, CoopInput, CoopPhase } from './types';

const inPhase = (phase: CoopPhase) => ({ context }: { context: CoopContext }) => context.phase === phase;
const on = { '*': { guard: 'legal' as const, actions: 'apply' as const } };

/** The statechart of one game; start it with `createActor(coopMachine, { input })`. */
export const coopMachine = setup({
	types: { context: {} as CoopContext, events: {} as CoopEvent, input: {} as CoopInput },
	guards: {
		legal: ({ context, event }) => isLegal(context, event),
		haven: inPhase('haven'),
		storyTiles: inPhase('storyTiles'),
		cards: inPhase('cards'),
		endOfAdventure: inPhase('endOfAdventure'),
		mountDoom: inPhase('mountDoom'),
		over: ({ context }) => context.outcome !== null
	},
	actions: {
		apply: assign(({ context, event }) => applyEvent(context, event))
	}
}).createMachine({
	id: 'coop',
	context: ({ input }) => setupGame(input),
	initial: 'route',
	states: {
		route: {
			always: [
				{ guard: 'over', target: 'end' },
				{ guard: 'haven', target: 'haven' },
				{ guard: 'storyTiles', target: 'adventure.storyTiles' },
				{ guard: 'cards', target: 'adventure.cards' },
				{ guard: 'endOfAdventure', target: 'adventure.endOfAdventure' },
				{ guard: 'mountDoom', target: 'mountDoom' }
			]
		},
		haven: { on, always: { guard: ({ context }) => context.phase !== 'haven', target: 'route' } },
		adventure: {
			initial: 'storyTiles',
			states: {
				storyTiles: { on, always: { guard: ({ context }) => context.phase !== 'storyTiles', target: '#coop.route' } },
				cards: { on, always: { guard: ({ context }) => context.phase !== 'cards', target: '#coop.route' } },
				endOfAdventure: { on, always: { guard: ({ context }) => context.phase !== 'endOfAdventure', target: '#coop.route' } }
			}
		},
		mountDoom: { on, always: { guard: ({ context }) => context.phase !== 'mountDoom', target: 'route' } },
		end: { type: 'final' }
	}
});
