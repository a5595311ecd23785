/**
 * The Knizia card game's UI module (src/lib/ui/contract.ts), loaded lazily by the play screen.
 */
import type { GameUi } from '$lib/ui/contract';
import Board from './Board.svelte';
import { currentRule, rules } from './rules-text';
import { formatLog, phaseLabel, prompt, resultLines } from './text';

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
