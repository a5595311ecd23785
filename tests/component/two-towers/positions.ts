/**
 * Les Deux Tours positions shared by the component tests (the Board's own tests and the table's
 * rematch test): each call builds the same position anew.
 */
import type { GameSnapshot } from '$lib/engine/types';
import type { TTContext } from '$lib/games/two-towers/types';
import { actorAt, cardPool, craft, tokenOf, RED, GREEN, STATE } from '../../unit/two-towers/helpers';

/**
 * A 3-player game just after the evaluation at Fangorn: Fabien (seat 0) laid two red Wisdom
 * cards and takes tokens 2 and 4 and the ring; Jean (seat 2) laid a green Strength card;
 * Christine (seat 1, who started) laid none.
 */
export function evaluatedAtFangorn(): GameSnapshot<TTContext> {
	const p = cardPool();
	const h0 = [p.q(RED, 'wisdom'), p.q(RED, 'wisdom')];
	const h2 = [p.q(GREEN, 'strength')];
	const a = actorAt(STATE.evaluation, craft({ players: 3, round: 1, startSeat: 1, hands: [h0, [], h2], locationTokens: { 2: [tokenOf(2), tokenOf(4)] } }));
	a.send({ type: 'DONE', seat: 1 });
	a.send({ type: 'LAY', seat: 2, card: h2[0] });
	a.send({ type: 'DONE', seat: 2 });
	for (const card of h0) a.send({ type: 'LAY', seat: 0, card });
	a.send({ type: 'DONE', seat: 0 });
	return a.getSnapshot() as GameSnapshot<TTContext>;
}
