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
import type { GameDefinition, GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import { boardInput } from '$lib/ui/play/board-input';
import ttDef from '$lib/games/two-towers/definition';
import TTBoard from '$lib/games/two-towers/view/Board.svelte';
import { evaluatedAtFangorn } from '../two-towers/positions';
import kcDef from '$lib/games/knizia-cards/definition';
import KcBoard from '$lib/games/knizia-cards/view/Board.svelte';
import { regionDue } from '../knizia-cards/positions';
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

/**
 * Game one at `position()` is mounted and its panel `panel` confirmed (gone); then it is left and
 * game two, at the same position, is mounted: the caller checks that game two shows its own panel.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function confirmedThenSecondGame(Board: any, def: GameDefinition<any, any>, position: () => GameSnapshot<any>, viewer: SeatId, seats: { name: string }[], panel: string) {
	mount(Board, def, position(), viewer, seats);
	await userEvent.click(screen.getByTestId('summary-ok'));
	expect(screen.queryByTestId(panel)).toBeNull();
	cleanup();
	mount(Board, def, position(), viewer, seats);
}

describe('Les Deux Tours: the evaluation summary', () => {
	const seats = [{ name: 'Fabien' }, { name: 'Christine' }, { name: 'Jean' }];

	it('a second game at the same position shows its own evaluation, though the first game’s was confirmed', async () => {
		await confirmedThenSecondGame(TTBoard, ttDef, evaluatedAtFangorn, 0, seats, 'summary');
		expect(screen.getByTestId('summary')).toHaveTextContent('Evaluation at Fangorn');
	});
});

describe('the region card game: the scoring summary', () => {
	const seats = [{ name: 'Frodo' }, { name: 'Sam' }, { name: 'Merry' }, { name: 'Pippin' }];

	it('a second game at the same position shows its own scoring, though the first game’s was confirmed', async () => {
		// Bag End just scored (the same position every call).
		await confirmedThenSecondGame(KcBoard, kcDef, () => regionDue().snapshot, 1, seats, 'scoring-summary');
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
