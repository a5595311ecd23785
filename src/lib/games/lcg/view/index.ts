/**
 * The LCG's UI module (src/lib/ui/contract.ts), loaded lazily by the play screen:
 * « Le Seigneur des Anneaux : le jeu de cartes », Core Set, Passage Through Mirkwood.
 */
import type { GameUi } from '$lib/ui/contract';
import Board from './Board.svelte';
import { currentRule, rules } from './rules-text';
import { formatLog, phaseLabel, prompt, resultLines } from './text';

/** The board and the words of the LCG (default export). */
const ui: GameUi = {
	Board,
	formatLog,
	phaseLabel,
	prompt,
	rules,
	currentRule,
	resultLines
};

export default ui;
