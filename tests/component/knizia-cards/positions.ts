/**
 * Positions of the region card game shared by the component tests (the Board's own tests and
 * the table's rematch test): each call builds the same position anew.
 */
import { fresh, places, put, sessionFrom, setHand } from '../../unit/knizia-cards/helpers';

/**
 * A 4-player game where Sam (seat 1) has just filled the first region's last place with B-4-1:
 * Bag End is scored and the next region is due (Sam lays it). Returns the game's session.
 */
export function regionDue() {
	const P = places();
	const c = fresh(4);
	['R-2-1', 'R-2-2', 'B-1-1', 'B-1-2', 'G-2-1', 'Y-1-1', 'Y-1-2', 'R-1-1', 'G-1-1'].forEach((id, i) => put(c, P[i][0], P[i][1], id));
	setHand(c, 1, ['B-4-1', 'B-1-5']);
	c.current = 1;
	const game = sessionFrom(c);
	game.send({ type: 'play', seat: 1, card: 'B-4-1', x: P[9][0], y: P[9][1] });
	return game;
}
