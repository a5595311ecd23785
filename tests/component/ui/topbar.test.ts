/**
 * The play screen's top bar (issue 16 "the reason Undo is disabled is only in a hover tooltip,
 * which a tablet cannot show"): when Undo is off, why is written beside it as text.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import TopBar from '$lib/ui/play/TopBar.svelte';

const props = (canUndo: boolean, undoWhyNot: string) => ({
	title: 'Les Deux Tours',
	phase: 'Round 1',
	active: [1],
	seats: [{ name: 'Ann' }, { name: 'Bob' }],
	canReopen: false,
	canUndo,
	undoWhyNot,
	settingsOpen: false,
	onleave: () => {},
	onreopen: () => {},
	onundo: () => {},
	onlog: () => {},
	onrules: () => {},
	onsettings: () => {}
});

describe('TopBar: why Undo is off is visible text', () => {
	it('writes the reason beside the disabled Undo (not only a tooltip) and ties it to the button', () => {
		const why = 'Ann has moved since: only they may take back their own move.';
		render(TopBar, props(false, why));
		const undo = screen.getByTestId('undo');
		expect(undo).toBeDisabled();
		const text = screen.getByText(why);
		expect(text).toBeVisible();
		// Not the button's title: an element of its own, in the page's text.
		expect(text.tagName).not.toBe('BUTTON');
		expect(undo).toHaveAccessibleDescription(why);
	});

	it('writes nothing when Undo may be tapped', () => {
		render(TopBar, props(true, ''));
		expect(screen.getByTestId('undo')).toBeEnabled();
		expect(screen.queryByTestId('undo-why')).toBeNull();
	});
});
