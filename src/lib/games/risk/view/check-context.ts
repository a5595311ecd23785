/**
 * The rule checks a Risk board makes for its viewer (odds of an attack, who acts, a trade's
 * value) read a `RiskContext`; the board only has the viewer's `RiskView` (issue 16: boards
 * get a view, not the snapshot). This rebuilds a context from the view for those checks.
 */
import { createRng } from '$lib/engine/rng';
import type { RiskView } from '../definition';
import type { RiskContext } from '../types';

/**
 * A context for the checks a board makes for `view.viewer` on the current position: the
 * public table and the viewer's own cards as they are; every other hand and both decks empty
 * (the board does not know them), a zero RNG. Never to play on.
 */
export function checkContext(view: RiskView): RiskContext {
	const { viewer, territoryDeckCount: _t, adventureDeckCount: _a, handCounts, adventureHandCounts: _h, hand, adventureHand, scores: _s, ...rest } = view;
	void _t;
	void _a;
	void _h;
	void _s;
	return {
		...rest,
		territoryDeck: [],
		adventureDeck: [],
		hands: handCounts.map((_, s) => (s === viewer && hand ? hand : [])),
		adventureHands: handCounts.map((_, s) => (s === viewer && adventureHand ? adventureHand : [])),
		rng: createRng(0)
	};
}
