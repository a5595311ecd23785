/**
 * The play screen's Toast (src/lib/ui/play/Toast.svelte): a message stays TOAST_MS, and the same
 * message told again while it is shown (a second refused tap) stays its full time again, instead
 * of going with the first message's timer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import Toast from '$lib/ui/play/Toast.svelte';
import { TOAST_MS } from '$lib/ui/play/toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Toast', () => {
	it('goes after its time', async () => {
		render(Toast, { message: 'Not your turn', seq: 1 });
		expect(screen.getByTestId('toast').textContent).toBe('Not your turn');
		await vi.advanceTimersByTimeAsync(TOAST_MS + 10);
		expect(screen.queryByTestId('toast')).toBeNull();
	});

	it('the same message told again restarts its time', async () => {
		const { rerender } = render(Toast, { message: 'Not your turn', seq: 1 });
		await vi.advanceTimersByTimeAsync(TOAST_MS - 500);
		await rerender({ message: 'Not your turn', seq: 2 });
		// The first message's time is over: the second one is still there.
		await vi.advanceTimersByTimeAsync(1000);
		expect(screen.getByTestId('toast').textContent).toBe('Not your turn');
		await vi.advanceTimersByTimeAsync(TOAST_MS);
		expect(screen.queryByTestId('toast')).toBeNull();
	});
});
