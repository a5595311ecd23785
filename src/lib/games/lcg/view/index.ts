/**
 * The LCG's UI module (src/lib/ui/contract.ts), loaded lazily by the play screen:
 * « Le Seigneur des Anneaux : le jeu de cartes », Core Set, Passage Through Mirkwood.
 */
import type { GameUi } from '$lib/ui/contract';
import Board from './Board.svelte';
import { endScreen } from './end';
import { describeEvent } from './describe';
import { coach } from './coach';
import { summaries } from './summaries';
import Options from './Options.svelte';
import { currentRule, rules } from './rules-text';
import { formatLog, phaseLabel, prompt, resultLines, scenarioName, tableMove, tablePrompt } from './text';
import { m } from '$lib/paraglide/messages.js';
import { seatProblems } from '../decks/seats';

/** The board and the words of the LCG (default export). */
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
	tablePrompt,
	tableMove,
	summaries,
	coach,
	/** The scenario a save plays (the saves list). */
	variantLabel: (options) => (typeof options.scenario === 'string' ? scenarioName(options.scenario) : null),
	/** A seat without heroes or with a deck the setup refuses: Start says why (decks/seats.ts). */
	optionsProblem(options, seats) {
		const p = seatProblems(
			seats.map((s) => s.name),
			options.decks
		)[0];
		return p ? m.lcgd_start_refused({ problem: p.text }) : null;
	}
};

export default ui;
