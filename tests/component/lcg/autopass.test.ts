import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import RevealPanel from '$lib/games/lcg/view/RevealPanel.svelte';

describe('the reveal panel', () => {
	const base = { code: '01074', shadow: false, lines: [], index: 1, count: 1, onok: () => {}, onskip: () => {} };

	it('offers "Stop for an Action" when the table may pass the next window by itself (onhold), and only then', async () => {
		const onhold = vi.fn();
		const r = render(RevealPanel, { ...base, onhold });
		await userEvent.click(screen.getByTestId('reveal-hold'));
		expect(onhold).toHaveBeenCalledOnce();
		r.unmount();
		render(RevealPanel, base);
		expect(screen.queryByTestId('reveal-hold')).toBeNull();
	});
});
