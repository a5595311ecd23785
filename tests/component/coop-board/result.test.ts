/**
 * The cooperative game's end: its result lines say that the group's score counts up
 * (« DÉCOMPTE » : 60 + runes for a destroyed Ring, the main-track space otherwise), and the
 * shared end screen built from them does not say the opposite (it once read "lower is better",
 * the LCG's rule, under a board-game defeat).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { GameResult, GameSnapshot } from '$lib/engine/types';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import ui from '$lib/games/coop-board/view';
import { setupGame } from '$lib/games/coop-board/rules/flow';
import { applyEvent, legalEventsFor } from '$lib/games/coop-board/rules/moves';
import { botMove } from '$lib/games/coop-board/bot';
import type { CoopContext } from '$lib/games/coop-board/types';
import { defaultEndScreen } from '$lib/ui/end-screen';

const seats = [{ name: 'Anna' }, { name: 'Bilal' }, { name: 'Chloé' }];
const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

/** A whole game of normal computer hobbits from `seed`, to its outcome. */
function finished(seed: number): CoopContext {
	let c = setupGame({ seats, options: { sauron: 12, passRing: false, equalTurns: false, solo: false, competitive: false }, seed });
	for (let k = 0; !c.outcome; k++) {
		if (k > 20_000) throw new Error('the game did not end');
		const d = c.decision!;
		const seat = d.kind === 'die' ? d.holder : d.kind === 'pay' ? Math.max(0, c.players.findIndex((_, s) => legalEventsFor(c, s).length > 0)) : d.seat;
		c = applyEvent(c, botMove(c, seat, 'normal', () => 0.5));
	}
	return c;
}

describe('co-op: the end says which way the score counts', () => {
	it('in English and French, after a victory or a defeat', () => {
		const c = finished(5);
		const snap: GameSnapshot<CoopContext> = { context: c, value: 'over', status: 'done' };
		setLocale('en', { reload: false });
		const lines = ui.resultLines(snap, seats);
		expect(lines).toContain('The higher the score, the better: a destroyed Ring scores 60 and more.');
		const result: GameResult = { kind: 'cooperative', victory: c.outcome!.victory, score: c.outcome!.score };
		const screen = defaultEndScreen(result, seats, lines);
		expect(screen.notes.join(' ')).not.toMatch(/lower is better/);
		expect(screen.notes).toContain(`Score: ${c.outcome!.score}`);
		setLocale('fr', { reload: false });
		expect(ui.resultLines(snap, seats)).toContain('Plus le score est haut, mieux c’est : un Anneau détruit vaut 60 et plus.');
	});
});
