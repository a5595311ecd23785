/**
 * The screens' door to storage: one database for the app, and the heavy parts (the engine,
 * a game's rules and view, save validation) loaded only when a screen needs them, so the
 * home screen stays within its budget (DESIGN.md "Budgets").
 */
import { getDb, requestPersistentStorage } from '$lib/storage/db';
import { listSaves, deleteSave } from '$lib/storage/saves';
import type { SaveSummary } from '$lib/storage/types';
import type { LiveGame } from '$lib/storage/live';
import type { AnyGameDefinition, GameId, SeatSetup } from '$lib/engine/types';
import type { GameUi } from './contract';
import { gameEntry } from '$lib/games/registry';

export type { SaveSummary };

/** A game opened for play: the live game (saves every move), its definition and its UI. */
export interface OpenedGame {
	live: LiveGame;
	def: AnyGameDefinition;
	ui: GameUi;
	save: { id: string; gameId: GameId; seats: SeatSetup[] };
}

/** Loads the definition of a ready game, or undefined. */
async function definitionOf(gameId: GameId): Promise<AnyGameDefinition | undefined> {
	return gameEntry(gameId)?.loadDefinition?.();
}

/** The app's storage operations for the screens. */
export const appDb = {
	/** Every save, newest first. */
	list(): Promise<SaveSummary[]> {
		return listSaves(getDb());
	},
	/** Deletes a save for good. */
	async remove(id: string): Promise<void> {
		await deleteSave(getDb(), id);
	},
	/** A save as a JSON file to download. @throws Error when the save does not exist */
	async exportOne(id: string): Promise<{ filename: string; body: string }> {
		const { exportSave } = await import('$lib/storage/transfer');
		const f = await exportSave(getDb(), id);
		if (!f) throw new Error('no such save');
		return { filename: f.filename, body: f.text };
	},
	/** Imports a save file; refused files store nothing and give the reason. */
	async importText(text: string): Promise<{ ok: true; count: number } | { ok: false; error: string }> {
		const { importSaves } = await import('$lib/storage/transfer');
		try {
			const r = await importSaves(getDb(), text, (id) => definitionOf(id));
			return { ok: true, count: r.length };
		} catch (e) {
			return { ok: false, error: e instanceof Error ? e.message : String(e) };
		}
	},
	/**
	 * Starts a new game and saves it.
	 * @returns the new save's id
	 * @throws Error for an unknown game, StorageFullError when the device is full
	 */
	async create(gameId: GameId, seats: SeatSetup[], options: Record<string, unknown>): Promise<string> {
		const def = await definitionOf(gameId);
		if (!def) throw new Error(`unknown game ${gameId}`);
		const { LiveGame } = await import('$lib/storage/live');
		void requestPersistentStorage();
		const live = await LiveGame.create(getDb(), def, seats, undefined, options);
		const id = live.id;
		live.close();
		return id;
	},
	/** Opens a save for play, or says why it cannot be opened. */
	async open(id: string): Promise<{ ok: true; game: OpenedGame } | { ok: false; notFound: boolean; reason: string }> {
		const { LiveGame } = await import('$lib/storage/live');
		const r = await LiveGame.open(getDb(), id, (gameId) => definitionOf(gameId));
		if (!r.ok) return { ok: false, notFound: r.code === 'not-found', reason: r.reason };
		const entry = gameEntry(r.game.def.id);
		if (!entry?.loadUi) return { ok: false, notFound: false, reason: 'this game has no screen yet' };
		const ui = await entry.loadUi();
		return {
			ok: true,
			game: { live: r.game, def: r.game.def, ui, save: { id, gameId: r.game.def.id, seats: r.game.seats } }
		};
	}
};
