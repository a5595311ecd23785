/**
 * The Knizia card game's UI module (src/lib/ui/contract.ts), loaded lazily by the play screen.
 */
import type { GameUi } from '$lib/ui/contract';
import Board from './Board.svelte';
import { endScreen } from './end';
import { coach } from './coach';
import { summaries } from './summaries';
import Options from './Options.svelte';
import { currentRule, rules } from './rules-text';
import { describeEvent, formatLog, phaseLabel, prompt, resultLines } from './text';

const ui: GameUi = {
	Board,
	Options,
	formatLog,
	describeEvent,
	phaseLabel,
	prompt,
	rules,
	currentRule,
	resultLines,
	endScreen,
	coach,
	summaries
};

export default ui;
