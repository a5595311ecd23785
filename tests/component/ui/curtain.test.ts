import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import PassDeviceCurtain from '$lib/ui/PassDeviceCurtain.svelte';

describe('PassDeviceCurtain (DESIGN.md "Hidden information on one tablet")', () => {
	it('names the next player, lists what happened since their turn, and reveals only on their tap', async () => {
		const onreveal = vi.fn();
		render(PassDeviceCurtain, { seat: 1, name: 'Christine', since: ['Fabien took a face-up card', 'Jean drew from the deck'], onreveal });
		expect(screen.getByRole('heading', { name: 'Pass the tablet to Christine' })).toBeInTheDocument();
		expect(screen.getByText('Jean drew from the deck')).toBeInTheDocument();
		expect(onreveal).not.toHaveBeenCalled();
		await userEvent.click(screen.getByRole('button', { name: 'Show my hand' }));
		expect(onreveal).toHaveBeenCalledTimes(1);
	});
	it('lists every line since the last turn, the first as well as the last (issue 16: a long list is never cut)', () => {
		const since = Array.from({ length: 14 }, (_, i) => `Move ${i + 1}`);
		render(PassDeviceCurtain, { seat: 1, name: 'Christine', since, onreveal: () => {} });
		expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(since);
	});
	it('says so when nothing happened since the last turn', () => {
		render(PassDeviceCurtain, { seat: 0, name: 'Ann', since: [], onreveal: () => {} });
		expect(screen.getByText('Nothing new since your last turn.')).toBeInTheDocument();
	});
});
