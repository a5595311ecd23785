/**
 * « Le Seigneur des Anneaux : le jeu de cartes » (game id `lcg`) as a GameDefinition
 * (src/lib/engine/types.ts): 1 to 4 players, cooperative, scored lower-is-better
 * (« DÉCOMPTE »). Core Set: Passage Through Mirkwood, Journey Down the Anduin, Escape from
 * Dol Guldur (option `scenario`), easy mode (option `easy`).
 */
import type { GameDefinition, GameResult, GameSnapshot, SeatId } from '$lib/engine/types';
import { botMove } from './bot';
import { activeSeats, legalEvents } from './flow';
import { lcgMachine } from './machine';
import { groupScore } from './rules';
import type { CardInstance, Decision, LcgContext, LcgEvent, LcgInput, LcgOptions } from './types';
import { lcgOptionsSchema } from './options-schema';
import { replayState } from './replay';

/** The defaults: Passage Through Mirkwood, shadow cards on, normal mode, starter decks by seat, seat 1 first. */
export const DEFAULT_OPTIONS: LcgOptions = {
	scenario: 'passage-through-mirkwood',
	shadows: true,
	decks: null,
	firstPlayer: 0,
	pauseAtEveryWindow: false,
	easy: false
};

/**
 * What a seat may see: the context with hidden cards masked (`cardId: '?'`): other players'
 * hands, every deck (player, encounter, quest) and face-down shadow cards; the generator
 * state and the pending stack removed; another player's decision options and prompt parameters hidden.
 */
export type LcgView = LcgContext;

function hiddenFor(c: CardInstance, seat: SeatId | 'table'): boolean {
	const z = c.zone;
	if (z.startsWith('hand:')) return seat === 'table' || Number(z.slice(5)) !== seat;
	if (z.startsWith('deck:') || z === 'encounterDeck' || z === 'questDeck') return true;
	if (z === 'shadow') return c.faceDown;
	// A face-down Orc Guard is a player card nobody has seen (the prisoner is a known hero).
	if (c.faceDown && c.tokens.orcGuard) return true;
	return false;
}

/** The context as `seat` (or the whole table) may see it. */
export function viewOf(ctx: LcgContext, seat: SeatId | 'table'): LcgView {
	const cards: Record<string, CardInstance> = {};
	for (const [id, c] of Object.entries(ctx.cards)) cards[id] = hiddenFor(c, seat) ? { ...c, cardId: '?' } : c;
	let decision: Decision | null = ctx.decision;
	// Another player's decision shows neither its options nor the prompt's parameters (the card
	// a player looks at, Dark Knowledge or Henamarth Riversong, is for that player only).
	if (decision && decision.seat !== seat) decision = { ...decision, options: [], prompt: { key: decision.prompt.key } };
	return { ...ctx, cards, decision, pending: [], rng: [] };
}

const definition: GameDefinition<LcgContext, LcgEvent, LcgOptions, LcgInput, LcgView> = {
	id: 'lcg',
	players: { min: 1, max: 4 },
	defaultOptions: DEFAULT_OPTIONS,
	optionsSchema: lcgOptionsSchema,
	createInput: ({ seats, options, seed }) => ({
		seats: seats.map((s) => s.name),
		options: { ...DEFAULT_OPTIONS, ...(options ?? {}) },
		seed
	}),
	machine: lcgMachine,
	legalEvents: (s: GameSnapshot<LcgContext>, seat: SeatId) => (s.status === 'active' ? legalEvents(s.context, seat) : []),
	activeSeats: (s) => (s.status === 'active' ? activeSeats(s.context) : []),
	view: (s, seat) => viewOf(s.context, seat),
	result(s): GameResult | null {
		const o = s.context.outcome;
		if (!o) return null;
		// « DÉCOMPTE »: « Si les joueurs ont gagné la partie »; a lost game has no score.
		const sheet = groupScore(s.context);
		return sheet ? { kind: 'cooperative', victory: true, score: sheet.total } : { kind: 'cooperative', victory: false };
	},
	revealsHidden: (_ev, before, after) => after.context.reveals !== before.context.reveals,
	hasPrivateHand: (s, seat) => !s.context.players[seat]?.eliminated && (s.context.zones[`hand:${seat}`]?.length ?? 0) > 0,
	botEvent: (s, seat, _level, random) => botMove(s.context, seat, random),
	replayState
};

export default definition;
