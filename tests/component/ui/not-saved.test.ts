/**
 * The "not saved — try again" banner (issue 20): one plain sentence and a Try again button
 * that calls back; disabled while a retry is in flight.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import NotSavedBanner from '$lib/ui/NotSavedBanner.svelte';

describe('NotSavedBanner', () => {
	it('says the move was not saved and Try again calls back', async () => {
		const onretry = vi.fn();
		render(NotSavedBanner, { onretry });
		expect(screen.getByRole('alert').textContent).toMatch(/not saved/);
		await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
		expect(onretry).toHaveBeenCalledTimes(1);
	});
	it('cannot be tapped twice while the retry runs', () => {
		render(NotSavedBanner, { onretry: () => undefined, busy: true });
		expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(true);
	});
});
