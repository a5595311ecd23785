import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { nameProblems } from '$lib/ui/seat-names';
import { NAME_MAX } from '$lib/storage/schemas';
import { GAMES } from '$lib/games/registry';

vi.mock('$app/state', () => ({ page: { params: { gameId: 'two-towers' } } }));
vi.mock('$app/navigation', () => ({ goto: vi.fn() }));

const { default: NewGame } = await import('../../../src/routes/new/[gameId]/+page.svelte');
// The page loads the game's screens with a dynamic import when it mounts, and no test waits for
// that: loaded here first, the page finds them loaded. Else, on a busy machine, the import was
// still running when the file ended ("Cannot load ... after the environment was torn down": three
// unhandled errors failed a whole vitest run in which every test had passed).
await GAMES.find((g) => g.id === 'two-towers')!.loadUi!();

/** The new-game screen (issue 11 "New-game screen"): names checked on their own field as typed. */
describe('new-game screen: names', () => {
	beforeEach(() => localStorage.clear());

	it('nameProblems: empty, duplicate of an earlier seat (ignoring case and bidi marks), too long; fine names are null', () => {
		expect(nameProblems(['Ann', ' ', 'ann', '\u202EAnn', 'x'.repeat(NAME_MAX), 'y'.repeat(NAME_MAX + 1)])).toEqual([
			null,
			{ kind: 'empty' },
			{ kind: 'duplicate', of: 0 },
			{ kind: 'duplicate', of: 0 },
			null,
			{ kind: 'long', length: NAME_MAX + 1, max: NAME_MAX }
		]);
		// Emoji count as one character each (code points), as import counts them.
		expect(nameProblems(['🧙'.repeat(NAME_MAX)])).toEqual([null]);
	});

	it('a player added with "+ Add a player" is a person, with a name nobody uses', async () => {
		const user = userEvent.setup();
		render(NewGame);
		const rows = () => document.querySelectorAll('ol.seats > li');
		await vi.waitFor(() => expect(rows().length).toBe(3));
		// Remove the first seat, then add one: "Player 3" is taken, so the new one is "Player 1".
		await user.click(rows()[0].querySelector('button.remove')!);
		await user.click(screen.getByTestId('add-seat'));
		expect(rows().length).toBe(3);
		const last = rows()[2];
		expect(last.querySelector('.kind button[aria-pressed="true"]')?.textContent).toBe('Person');
		expect(screen.getByTestId<HTMLInputElement>('seat-name-2').value).toBe('Player 1');
		expect(screen.queryByTestId('seat-problem-2')).toBeNull();
	});

	it('marks an empty or duplicate name on its field at once, and Start waits until they are fixed', async () => {
		const user = userEvent.setup();
		render(NewGame);
		await vi.waitFor(() => expect(screen.getByTestId('seat-name-1')).toBeInTheDocument());
		const second = screen.getByTestId<HTMLInputElement>('seat-name-1');
		await user.clear(second);
		expect(second).toHaveAttribute('aria-invalid', 'true');
		expect(screen.getByTestId('seat-problem-1')).toHaveTextContent('Give this player a name.');
		expect(screen.getByTestId('start-game')).toBeDisabled();
		await user.type(second, 'player 1');
		expect(screen.getByTestId('seat-problem-1')).toHaveTextContent('Player 1 already has this name');
		expect(screen.getByTestId('seat-name-0')).toHaveAttribute('aria-invalid', 'false');
		await user.type(second, 'x');
		expect(screen.queryByTestId('seat-problem-1')).toBeNull();
		expect(second).toHaveAttribute('aria-invalid', 'false');
		expect(screen.getByTestId('start-game')).toBeEnabled();
	});

	it('counts characters against the one limit, and a longer name is kept as typed and marked, not cut', async () => {
		const user = userEvent.setup();
		render(NewGame);
		await vi.waitFor(() => expect(screen.getByTestId('seat-name-0')).toBeInTheDocument());
		const first = screen.getByTestId<HTMLInputElement>('seat-name-0');
		expect(screen.getByTestId('seat-count-0')).toHaveTextContent(`8/${NAME_MAX}`);
		await user.clear(first);
		const long = 'Meriadoc Brandybuck of Buckland';
		await user.click(first);
		await user.paste(long);
		expect(first.value).toBe(long);
		expect(screen.getByTestId('seat-count-0')).toHaveTextContent(`${long.length}/${NAME_MAX}`);
		expect(screen.getByTestId('seat-count-0')).toHaveClass('over');
		expect(screen.getByTestId('seat-problem-0')).toHaveTextContent(`Too long: at most ${NAME_MAX} characters.`);
		expect(screen.getByTestId('start-game')).toBeDisabled();
	});
});
