/**
 * The statechart of Knizia's region card game. States follow the rulebook:
 * - `playing` — « DEROULEMENT DU JEU » / « Le dépôt des cartes »: the seat to act lays cards one
 *   event at a time (`play`, `relocate`), then `endTurn`;
 * - `afterDeposit` (passed through) — was that « la dernière place libre »?
 * - `scoring` (passed through) — « Décompte des points » of a full region, then the filler's
 *   refill, then « FIN DU JEU » or:
 * - `placingRegion` — « Dépôt à la région suivante »: the filler lays the next region;
 * - `turnEnd` (passed through) — refill (« compléter son jeu »), drop-out, next seat to the left;
 * - `finalScoring` (passed through) — everybody has laid all their cards: « Un décompte se
 *   fait, même au cas où il reste des endroits libres »;
 * - `gameOver` — final.
 * Every action works on a copy of the context (rules.ts `cloneContext`): context stays plain JSON.
 */
import { assign, setup } from 'xstate';
import {
	applyPlaceRegion,
	applyPlay,
	applyRelocate,
	cloneContext,
	createContext,
	currentRegionFull,
	endAfterScoring,
	endGame,
	finishTurn,
	playProblem,
	regionProblem,
	relocateProblem,
	scoreCurrentRegion,
	seatsWithCards,
	startNextTurn
} from './rules';
import type { KcContext, KcEvent, KcInput } from './types';

/** The machine (see the module comment for the states). Input: `KcInput`. */
export const kcMachine = setup({
	types: {
		context: {} as KcContext,
		events: {} as KcEvent,
		input: {} as KcInput
	},
	guards: {
		canPlay: ({ context, event }) => event.type === 'play' && playProblem(context, event) === null,
		canRelocate: ({ context, event }) => event.type === 'relocate' && relocateProblem(context, event) === null,
		canEndTurn: ({ context, event }) =>
			event.type === 'endTurn' && event.seat === context.current && !context.out[event.seat] && context.turn.deposited > 0,
		canPlaceRegion: ({ context, event }) =>
			event.type === 'placeRegion' && event.seat === context.current && regionProblem(context, event.x, event.y) === null,
		regionFull: ({ context }) => currentRegionFull(context),
		nobodyHasCards: ({ context }) => seatsWithCards(context).length === 0,
		gameEndsAfterScoring: ({ context }) => endAfterScoring(context) !== null
	},
	actions: {
		play: assign(({ context, event }) => {
			const c = cloneContext(context);
			if (event.type === 'play') applyPlay(c, event);
			return c;
		}),
		relocate: assign(({ context, event }) => {
			const c = cloneContext(context);
			if (event.type === 'relocate') applyRelocate(c, event);
			return c;
		}),
		placeRegion: assign(({ context, event }) => {
			const c = cloneContext(context);
			if (event.type === 'placeRegion') applyPlaceRegion(c, event);
			return c;
		}),
		scoreFullRegion: assign(({ context }) => {
			const c = cloneContext(context);
			scoreCurrentRegion(c, false);
			finishTurn(c);
			return c;
		}),
		finishTurn: assign(({ context }) => {
			const c = cloneContext(context);
			finishTurn(c);
			return c;
		}),
		nextTurn: assign(({ context }) => {
			const c = cloneContext(context);
			startNextTurn(c, c.current);
			return c;
		}),
		finalScoring: assign(({ context }) => {
			const c = cloneContext(context);
			if (!c.regions[c.regions.length - 1].scored) scoreCurrentRegion(c, true);
			endGame(c, 'all-played');
			return c;
		}),
		endAfterScoring: assign(({ context }) => {
			const c = cloneContext(context);
			endGame(c, endAfterScoring(c)!);
			return c;
		})
	}
}).createMachine({
	id: 'knizia-cards',
	context: ({ input }) => createContext(input),
	initial: 'playing',
	states: {
		playing: {
			on: {
				play: { guard: 'canPlay', target: 'afterDeposit', actions: 'play' },
				relocate: { guard: 'canRelocate', target: 'afterDeposit', actions: 'relocate' },
				endTurn: { guard: 'canEndTurn', target: 'turnEnd' }
			}
		},
		afterDeposit: {
			always: [{ guard: 'regionFull', target: 'scoring' }, { target: 'playing' }]
		},
		scoring: {
			entry: 'scoreFullRegion',
			always: [{ guard: 'gameEndsAfterScoring', target: 'gameOver', actions: 'endAfterScoring' }, { target: 'placingRegion' }]
		},
		turnEnd: {
			entry: 'finishTurn',
			always: [{ guard: 'nobodyHasCards', target: 'finalScoring' }, { target: 'playing', actions: 'nextTurn' }]
		},
		finalScoring: {
			entry: 'finalScoring',
			always: { target: 'gameOver' }
		},
		placingRegion: {
			on: {
				placeRegion: { guard: 'canPlaceRegion', target: 'playing', actions: 'placeRegion' }
			}
		},
		gameOver: { type: 'final' }
	}
});
