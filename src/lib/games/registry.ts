/**
 * The five games of the table, as the home and new-game screens list them. Everything
 * heavy (the game's definition, rules, data and view) is behind a dynamic import so the
 * home screen stays within its budget (DESIGN.md "Budgets").
 */
import type { AnyGameDefinition, BotLevel, GameId } from '$lib/engine/types';
import type { GameUi } from '$lib/ui/contract';

/** A game as listed on the home screen. `ready` is false for games not built yet ("coming soon"). */
export interface GameEntry {
	id: GameId;
	players: { min: number; max: number };
	/** Cooperative games have no ranking. */
	cooperative: boolean;
	ready: boolean;
	/** The computer-player levels the game offers, weakest first (empty: no bots). */
	botLevels: BotLevel[];
	/** The rulebook file in shared/rules (for the record; not loaded at runtime). */
	rulebook: string;
	loadDefinition?: () => Promise<AnyGameDefinition>;
	loadUi?: () => Promise<GameUi>;
}

/** All five games, in the order the home screen shows them. */
export const GAMES: GameEntry[] = [
	{
		id: 'two-towers',
		players: { min: 2, max: 5 },
		cooperative: false,
		ready: true,
		botLevels: ['easy', 'normal', 'hard'],
		rulebook: 'two-towers.fr.txt',
		loadDefinition: () => import('./two-towers/definition').then((m) => m.default as AnyGameDefinition),
		loadUi: () => import('./two-towers/view/index').then((m) => m.default)
	},
	{
		id: 'knizia-cards',
		players: { min: 2, max: 4 },
		cooperative: false,
		ready: true,
		botLevels: ['easy', 'normal', 'hard'],
		rulebook: 'knizia-card-game.fr.txt',
		loadDefinition: () => import('./knizia-cards/definition').then((m) => m.default as AnyGameDefinition),
		loadUi: () => import('./knizia-cards/view/index').then((m) => m.default)
	},
	{
		id: 'lcg',
		players: { min: 1, max: 4 },
		cooperative: true,
		ready: true,
		botLevels: ['easy', 'normal'],
		rulebook: 'lcg.fr.txt',
		loadDefinition: () => import('./lcg/definition').then((m) => m.default as AnyGameDefinition),
		loadUi: () => import('./lcg/view/index').then((m) => m.default)
	},
	{
		id: 'coop-board',
		players: { min: 2, max: 5 },
		cooperative: true,
		ready: true,
		botLevels: ['easy', 'normal'],
		rulebook: 'coop-board-game.fr.txt',
		loadDefinition: () => import('./coop-board/definition').then((m) => m.default as AnyGameDefinition),
		loadUi: () => import('./coop-board/view/index').then((m) => m.default)
	},
	{
		id: 'risk',
		players: { min: 2, max: 4 },
		cooperative: false,
		ready: true,
		botLevels: ['easy', 'normal', 'hard'],
		rulebook: 'risk.fr.txt',
		loadDefinition: () => import('./risk/definition').then((m) => m.default as AnyGameDefinition),
		loadUi: () => import('./risk/view/index').then((m) => m.default)
	}
];

/** The entry for `id`, or undefined for an unknown id (a foreign save, a bad link). */
export function gameEntry(id: string): GameEntry | undefined {
	return GAMES.find((g) => g.id === id);
}

/** Loads the definitions of every ready game (for import validation and resume). */
export async function loadAllDefinitions(): Promise<Record<string, AnyGameDefinition>> {
	const out: Record<string, AnyGameDefinition> = {};
	for (const g of GAMES) if (g.ready && g.loadDefinition) out[g.id] = await g.loadDefinition();
	return out;
}
