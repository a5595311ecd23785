import { describe, expect, it, vi } from 'vitest';
import { createRawSnippet } from 'svelte';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import DelayedButton from '$lib/ui/DelayedButton.svelte';
import SummaryPanel from '$lib/ui/SummaryPanel.svelte';
import type { PhaseSummary } from '$lib/ui/contract';

const text = (t: string) => createRawSnippet(() => ({ render: () => `<span>${t}</span>` }));

describe('DelayedButton (UI.md "A control whose meaning changes stays disabled for 400 ms")', () => {
	it('is disabled for 400 ms after it appears and after its meaning changes, not after a re-render with the same meaning', async () => {
		vi.useFakeTimers();
		try {
			const onclick = vi.fn();
			const r = render(DelayedButton, { meaning: 'Done', onclick, children: text('Done') });
			const b = screen.getByRole('button', { name: 'Done' });
			expect(b).toBeDisabled();
			await vi.advanceTimersByTimeAsync(399);
			expect(b).toBeDisabled();
			await vi.advanceTimersByTimeAsync(2);
			expect(b).toBeEnabled();
			b.click();
			expect(onclick).toHaveBeenCalledTimes(1);
			// Same meaning: stays enabled.
			await r.rerender({ meaning: 'Done', onclick, children: text('Done') });
			expect(b).toBeEnabled();
			// "Done" became "Done committing" at the same place: a second tap does nothing for 400 ms.
			await r.rerender({ meaning: 'Done committing', onclick, children: text('Done committing') });
			expect(b).toBeDisabled();
			b.click();
			expect(onclick).toHaveBeenCalledTimes(1);
			await vi.advanceTimersByTimeAsync(400);
			expect(b).toBeEnabled();
		} finally {
			vi.useRealTimers();
		}
	});

	it('stays disabled when the caller disables it', async () => {
		vi.useFakeTimers();
		try {
			render(DelayedButton, { meaning: 'Pass', disabled: true, children: text('Pass') });
			await vi.advanceTimersByTimeAsync(1000);
			expect(screen.getByRole('button', { name: 'Pass' })).toBeDisabled();
		} finally {
			vi.useRealTimers();
		}
	});
});

const SUMMARY: PhaseSummary = { id: 'lcg-1-refresh', title: 'End of the refresh phase (round 1)', lines: ['Every card is readied.', "Frodo's threat rises by 1 to 30."] };

describe('SummaryPanel (UI.md "summary panel, confirmed or fading")', () => {
	it('confirm mode: a modal panel with its lines that waits for OK', async () => {
		vi.useFakeTimers();
		try {
			const onclose = vi.fn();
			render(SummaryPanel, { summary: SUMMARY, mode: 'confirm', onclose });
			expect(screen.getByRole('dialog', { name: SUMMARY.title })).toBeInTheDocument();
			expect(screen.getByText("Frodo's threat rises by 1 to 30.")).toBeInTheDocument();
			await vi.advanceTimersByTimeAsync(60_000);
			expect(onclose).not.toHaveBeenCalled();
			screen.getByRole('button', { name: 'OK' }).click();
			expect(onclose).toHaveBeenCalledTimes(1);
		} finally {
			vi.useRealTimers();
		}
	});

	it('fade mode: not modal, goes by itself after the fade time, or sooner on ×', async () => {
		vi.useFakeTimers();
		try {
			const onclose = vi.fn();
			render(SummaryPanel, { summary: SUMMARY, mode: 'fade', onclose, fadeMs: 3000 });
			expect(screen.queryByRole('dialog')).toBeNull();
			expect(screen.getByRole('status')).toHaveTextContent('Every card is readied.');
			await vi.advanceTimersByTimeAsync(2999);
			expect(onclose).not.toHaveBeenCalled();
			await vi.advanceTimersByTimeAsync(2);
			expect(onclose).toHaveBeenCalledTimes(1);
		} finally {
			vi.useRealTimers();
		}
		const onclose2 = vi.fn();
		render(SummaryPanel, { summary: { ...SUMMARY, id: 'x' }, mode: 'fade', onclose: onclose2 });
		await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
		expect(onclose2).toHaveBeenCalledTimes(1);
	});
});
