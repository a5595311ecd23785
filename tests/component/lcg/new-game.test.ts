/**
 * The LCG's new-game screen (issue 7, "New game"): a seat left without heroes (two seats on
 * the same starter deck, every hero kept by the first) or with a deck the setup refuses is
 * marked at its field with one plain sentence, and Start is refused with one sentence — no
 * raw error, no game created, the form kept as it was.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { setLocale } from '$lib/paraglide/runtime.js';
import { seatProblems } from '$lib/games/lcg/decks/seats';
import ui from '$lib/games/lcg/view/index';

const create = vi.fn(async () => 'new-save');
const goto = vi.fn(async () => {});
vi.mock('$app/state', () => ({ page: { params: { gameId: 'lcg' } } }));
vi.mock('$app/navigation', () => ({ goto: (...a: unknown[]) => goto(...(a as [])) }));
vi.mock('$lib/ui/app-db', () => ({ appDb: { create: (...a: unknown[]) => create(...(a as [])) } }));

const Page = (await import('../../../src/routes/new/[gameId]/+page.svelte')).default;

beforeEach(() => {
	create.mockClear();
	goto.mockClear();
	setLocale('en', { reload: false });
});

describe('seats and decks before Start', () => {
	it('a seat with no hero left: one sentence at its field, Start refused in one sentence, nothing created, the form kept', async () => {
		render(Page);
		await userEvent.click(await screen.findByTestId('add-seat'));
		await userEvent.clear(screen.getByTestId('seat-name-1'));
		await userEvent.type(screen.getByTestId('seat-name-1'), 'Sam');
		await userEvent.click(await screen.findByTestId('deck-1-leadership'));
		expect(screen.getByTestId('seat-problem-1')).toHaveTextContent('Sam has no hero left: pick another deck.');
		expect(screen.queryByTestId('seat-problem-0')).toBeNull();
		await userEvent.click(screen.getByTestId('start-game'));
		expect(create).not.toHaveBeenCalled();
		expect(goto).not.toHaveBeenCalled();
		const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
		expect(alerts).toContain('The game cannot start yet: Sam has no hero left: pick another deck.');
		// No raw error text (no "Error", no "seat 2:" from the engine).
		for (const a of alerts) expect(a).not.toMatch(/Error|seat \d|undefined/);
		// The form is kept.
		expect(screen.getByTestId('seat-name-1')).toHaveValue('Sam');
		expect(screen.getByTestId('deck-1-leadership')).toHaveAttribute('aria-pressed', 'true');
		expect(screen.getByTestId('start-game')).toBeEnabled();
		// Picking another deck clears it, and Start creates the game.
		await userEvent.click(screen.getByTestId('deck-1-spirit'));
		expect(screen.queryByTestId('seat-problem-1')).toBeNull();
		await userEvent.click(screen.getByTestId('start-game'));
		await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
	});

	it('in French too', async () => {
		setLocale('fr', { reload: false });
		render(Page);
		await userEvent.click(await screen.findByTestId('add-seat'));
		await userEvent.click(await screen.findByTestId('deck-1-leadership'));
		await userEvent.click(screen.getByTestId('start-game'));
		expect(create).not.toHaveBeenCalled();
		expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
			'La partie ne peut pas encore commencer : Joueur 2 n’a plus de héros : choisissez un autre deck.'
		);
	});
});

describe('seatProblems (decks/seats.ts)', () => {
	it('finds what the setup would refuse, one sentence per seat, and nothing for good decks', () => {
		expect(seatProblems(['Ann', 'Bob'], ['leadership', 'spirit'])).toEqual([]);
		expect(seatProblems(['Ann'], null)).toEqual([]);
		expect(seatProblems(['Ann', 'Bob'], ['leadership'])).toEqual([{ seat: 1, text: 'Bob has no deck: pick one.' }]);
		expect(seatProblems(['Ann', 'Bob'], ['leadership', 'leadership'])).toEqual([{ seat: 1, text: 'Bob and Ann have the same hero: choose who keeps it.' }]);
		const p = seatProblems(['Ann'], [{ heroes: ['01001', '01013'], cards: [] }]);
		expect(p).toHaveLength(1);
		expect(p[0].text).toMatch(/^Ann's deck cannot be played: /);
		expect(ui.optionsProblem!({ decks: [{ heroes: [], cards: [] }] }, [{ name: 'Ann', kind: 'human' }])).toBe(
			'The game cannot start yet: Ann has no hero left: pick another deck.'
		);
		expect(ui.optionsProblem!({ decks: ['lore'] }, [{ name: 'Ann', kind: 'human' }])).toBeNull();
	});
});
