/**
 * Issue 16, "the module-level Maps go; rematch starts the next game without a page reload":
 * what a Board remembers of the panels the table has confirmed (Les Deux Tours' evaluation,
 * the region cards' scoring, the LCG's reveals) lives in the Board instance, so two games
 * mounted one after the other in the same module instance start clean — even when the second
 * game looks exactly like the first (same names, same cards: what the old per-game keys read).
 */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import type { GameDefinition } from '$lib/engine/types';
import { boardInput } from '$lib/ui/play/board-input';
import ttDef from '$lib/games/two-towers/definition';
import TTBoard from '$lib/games/two-towers/view/Board.svelte';
import type { TTContext } from '$lib/games/two-towers/types';
import { actorAt, cardPool, craft, tokenOf, RED, GREEN, STATE } from '../../unit/two-towers/helpers';
import kcDef from '$lib/games/knizia-cards/definition';
import KcBoard from '$lib/games/knizia-cards/view/Board.svelte';
import { fresh, places, put, sessionFrom, setHand } from '../../unit/knizia-cards/helpers';
import lcgDef from '$lib/games/lcg/definition';
import LcgBoard from '$lib/games/lcg/view/Board.svelte';
import type { LcgContext } from '$lib/games/lcg/types';
import { table, type TableSpec } from '../../unit/lcg/table';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function mount(Board: any, def: GameDefinition<any, any>, snapshot: GameSnapshot<any>, viewer: SeatId | 'table', seats: { name: string }[]) {
	const send = vi.fn(async (_ev: GameEvent) => {});
	const legal = typeof viewer === 'number' ? def.legalEvents(snapshot, viewer) : [];
	return render(Board, { ...boardInput(def, snapshot, viewer), viewer, seats, legal, send, explain: vi.fn() });
}

describe('Les Deux Tours: the evaluation summary', () => {
	/** A 3-player game just after the evaluation at Fangorn (the same position every call). */
	function evaluated(): GameSnapshot<TTContext> {
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
	const seats = [{ name: 'Fabien' }, { name: 'Christine' }, { name: 'Jean' }];

	it('a second game at the same position shows its own evaluation, though the first game’s was confirmed', async () => {
		mount(TTBoard, ttDef, evaluated(), 0, seats);
		await userEvent.click(screen.getByTestId('summary-ok'));
		expect(screen.queryByTestId('summary')).toBeNull();
		cleanup();
		mount(TTBoard, ttDef, evaluated(), 0, seats);
		expect(screen.getByTestId('summary')).toHaveTextContent('Evaluation at Fangorn');
	});
});

describe('the region card game: the scoring summary', () => {
	const seats = [{ name: 'Frodo' }, { name: 'Sam' }, { name: 'Merry' }, { name: 'Pippin' }];
	const P = places();
	/** A 4-player game just after Bag End's scoring (the same position every call). */
	function scored() {
		const c = fresh(4);
		['R-2-1', 'R-2-2', 'B-1-1', 'B-1-2', 'G-2-1', 'Y-1-1', 'Y-1-2', 'R-1-1', 'G-1-1'].forEach((id, i) => put(c, P[i][0], P[i][1], id));
		setHand(c, 1, ['B-4-1', 'B-1-5']);
		c.current = 1;
		const s = sessionFrom(c);
		s.send({ type: 'play', seat: 1, card: 'B-4-1', x: P[9][0], y: P[9][1] });
		return s.snapshot;
	}

	it('a second game at the same position shows its own scoring, though the first game’s was confirmed', async () => {
		mount(KcBoard, kcDef, scored(), 1, seats);
		await userEvent.click(screen.getByTestId('summary-ok'));
		expect(screen.queryByTestId('scoring-summary')).toBeNull();
		cleanup();
		mount(KcBoard, kcDef, scored(), 1, seats);
		expect(screen.getByTestId('scoring-summary').textContent).toContain('Bag End');
	});
});

describe('the LCG: the reveal panels', () => {
	const seats = [{ name: 'Ann' }];
	const spec = (): TableSpec => ({ p1: { heroes: ['Aragorn'] }, encounterDeck: ['Hill Troll', 'Forest Spider'], at: 'quest.commit', options: { pauseAtEveryWindow: false } });

	it('a second game, with the same table, opens with no reveal panel left from the first', async () => {
		// Game one: opened before its staging, then left.
		const one = table(spec());
		mount(LcgBoard, lcgDef, one.snapshot as GameSnapshot<LcgContext>, 'table', seats);
		expect(screen.queryByTestId('reveal')).toBeNull();
		cleanup();
		// Game two, the same table, is opened after its staging: a game opened shows no reveal of before.
		const two = table(spec());
		two.done(0);
		expect(two.ctx.log.some((e) => e.key === 'lcg_log_reveal')).toBe(true);
		mount(LcgBoard, lcgDef, two.snapshot as GameSnapshot<LcgContext>, 'table', seats);
		expect(screen.queryByTestId('reveal')).toBeNull();
	});

	it('the same Board given a shorter log (an undo, or the next game) pulls its mark back and shows the new reveal', async () => {
		const one = table(spec());
		one.done(0);
		const r = mount(LcgBoard, lcgDef, one.snapshot as GameSnapshot<LcgContext>, 'table', seats);
		expect(screen.queryByTestId('reveal')).toBeNull();
		const two = table(spec());
		await r.rerender({ ...boardInput(lcgDef, two.snapshot as GameSnapshot<LcgContext>, 'table') });
		two.done(0);
		await r.rerender({ ...boardInput(lcgDef, two.snapshot as GameSnapshot<LcgContext>, 'table') });
		expect((await screen.findByTestId('reveal')).getAttribute('data-code')).toBe('01082');
	});
});
