/**
 * Risk's UI module (src/lib/ui/contract.ts), loaded lazily by the play screen.
 */
import type { GameUi } from '$lib/ui/contract';
import Board from './Board.svelte';
import Options from './Options.svelte';
import { currentRule, rules } from './rules-text';
import { formatLog, phaseLabel, prompt, resultLines } from './text';
import { describeEvent } from './marks';
import { summaries } from './summaries';
import { coach } from './coach';

/** The board and the words of Risk: The Lord of the Rings (default export). */
const ui: GameUi = { Board, Options, describeEvent, formatLog, phaseLabel, prompt, rules, currentRule, resultLines, summaries, coach };

export default ui;
