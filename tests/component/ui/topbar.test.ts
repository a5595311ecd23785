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

describe('TopBar: many players acting stay one line (issue 16: five badges stacked, 167 px)', () => {
	const five = ['Ann', 'Player 2', 'Bartholomew Baggins', 'Player 4', 'Joueur 5'].map((name) => ({ name }));
	it('one or two players acting: full badges with their names', () => {
		render(TopBar, { ...props(true, ''), active: [0, 1], seats: five });
		const who = screen.getByTestId('who');
		expect(who.textContent).toContain('Player 2');
		expect(who.querySelectorAll('.compact')).toHaveLength(0);
	});
	it('three or more: compact chips with a short name, the full name as each one’s accessible name', () => {
		render(TopBar, { ...props(true, ''), active: [0, 1, 2, 3, 4], seats: five });
		const chips = screen.getByTestId('who').querySelectorAll('.badge');
		expect(chips).toHaveLength(5);
		expect([...chips].map((c) => c.textContent?.trim())).toEqual(['Ann', 'P2', 'Barth…', 'P4', 'J5']);
		expect(screen.getByRole('img', { name: 'Bartholomew Baggins' })).toBeTruthy();
		expect(screen.queryByTestId('who-more')).toBeNull();
	});
	it('more than five: four chips and a "+N" chip naming the others', () => {
		const seats = [...five, { name: 'Fatty' }, { name: 'Lobelia' }];
		render(TopBar, { ...props(true, ''), active: [0, 1, 2, 3, 4, 5, 6], seats });
		expect(screen.getByTestId('who').querySelectorAll('.badge')).toHaveLength(4);
		const more = screen.getByTestId('who-more');
		expect(more.textContent).toBe('+3');
		expect(more).toHaveAccessibleName('Joueur 5, Fatty, Lobelia');
	});
});
