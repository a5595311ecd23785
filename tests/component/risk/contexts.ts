import { freshTurn } from '$lib/games/risk/rules/setup';
import type { RiskContext } from '$lib/games/risk/types';
import { fill, fresh, T } from '../../unit/risk/helpers';

/**
 * Frodo (seat 0) in combat in a 2-player game: the Shire with 6, every other territory
 * Sauron's with 2, no leaders.
 * @param hands the territory cards of each seat (territory indices, 42 and 43 the wild cards)
 * @param adventureHands the adventure cards of each seat
 */
export function combatContext(hands: number[][], adventureHands: number[][] = [[], []]): RiskContext {
	const c = fresh(2, 5);
	fill(c, 1, 2);
	c.owner[T('the_shire')] = 0;
	c.armies[T('the_shire')] = 6;
	c.leaders = [[], []];
	c.current = 0;
	c.phase = 'combat';
	c.turn = freshTurn();
	c.hands = hands;
	c.adventureHands = adventureHands;
	return c;
}
