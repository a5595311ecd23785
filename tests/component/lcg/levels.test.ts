/** Issue 21: the new-game screen describes the LCG partner's levels as the bench measured them. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import LevelsNote from '$lib/games/lcg/bot/LevelsNote.svelte';
import { MEASURED } from '$lib/games/lcg/bot/levels';

describe('the LCG levels on the new-game screen', () => {
	it('describes each level a seat uses, with the win rates measured by the bench', () => {
		render(LevelsNote, { seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'normal' }] });
		const normal = screen.getByTestId('lcg-level-normal');
		expect(normal).toHaveTextContent(`won ${MEASURED.normal.mirkwoodSolo} % of Passage Through Mirkwood games alone and ${MEASURED.normal.mirkwoodDuo} % with two seats (${MEASURED.normal.games} games each)`);
		expect(normal).toHaveTextContent(`with two seats, ${MEASURED.normal.anduinDuoWon} of ${MEASURED.normal.games} Journey Down the Anduin games and ${MEASURED.normal.dolGuldurDuoWon} of ${MEASURED.normal.games} Escape from Dol Guldur games`);
		expect(screen.queryByTestId('lcg-level-easy')).toBeNull();
	});

	it('says nothing when every seat is a person', () => {
		render(LevelsNote, { seats: [{ name: 'Ann', kind: 'human' }] });
		expect(screen.queryByTestId('lcg-levels')).toBeNull();
	});
});
