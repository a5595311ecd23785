/**
 * Issue 16, "the module-level Maps go; rematch starts the next game without a page reload":
 * what a Board remembers of the panels the table has confirmed (the LCG's reveals) lives in the
 * Board instance, so two games mounted one after the other in the same module instance start
 * clean — even when the second game looks exactly like the first (same names, same cards: what
 * the old per-game keys read). (Les Deux Tours' evaluation and the region cards' scoring are the
 * table's summaries now, in its queue, one TableSession per game: tests/unit/table/consequences.test.ts.)
 */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/svelte';
import type { GameDefinition, GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import { boardInput } from '$lib/ui/play/board-input';
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
