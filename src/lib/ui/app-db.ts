/**
 * The screens' door to storage: one database for the app, and the heavy parts (the engine,
 * a game's rules and view, save validation) loaded only when a screen needs them, so the
 * home screen stays within its budget (DESIGN.md "Budgets").
 */
import { getDb, requestPersistentStorage } from '$lib/storage/db';
import { getSave, listSaves, listLibrary, deleteSave, duplicateSave, setSaveTitle } from '$lib/storage/saves';
import { CampaignRowSchema, isValid } from '$lib/storage/schemas';
import type { CampaignRecord, DamagedSave, SaveSummary } from '$lib/storage/types';
import type { OpenFailureCode } from '$lib/storage/resume';
import { importRefusal, openRefusal } from './storage-text';
import type { LiveGame } from '$lib/storage/live';
import type { AnyGameDefinition, GameId, GameResult, GameSnapshot, SeatSetup } from '$lib/engine/types';
import type { GameUi } from './contract';
import { gameEntry } from '$lib/games/registry';

export type { SaveSummary, DamagedSave, CampaignRecord };

/** A game opened for play: the live game (saves every move), its definition and its UI. */
export interface OpenedGame {
	live: LiveGame;
	def: AnyGameDefinition;
	ui: GameUi;
	save: { id: string; gameId: GameId; seats: SeatSetup[] };
	/**
	 * A move painted in an earlier visit never finished saving (the page died while saving it):
	 * the game opens one move earlier and the screen says so once (storage/pending-mark.ts).
	 */
	lostMove: boolean;
}

/** Loads the definition of a ready game, or undefined. */
async function definitionOf(gameId: GameId): Promise<AnyGameDefinition | undefined> {
	return gameEntry(gameId)?.loadDefinition?.();
}

/** The app's storage operations for the screens. */
export const appDb = {
	/** Every readable save, newest first (damaged rows left out: see `library`). */
	list(): Promise<SaveSummary[]> {
		return listSaves(getDb());
	},
	/** Every save, newest first, and the damaged rows apart (the saves screen). */
	library(): Promise<{ saves: SaveSummary[]; damaged: DamagedSave[] }> {
		return listLibrary(getDb());
	},
	/** The campaigns whose rows are readable, most recently changed first. */
	async campaigns(): Promise<CampaignRecord[]> {
		const rows: unknown[] = await getDb().campaigns.orderBy('updatedAt').reverse().toArray();
		return rows.filter((r) => isValid(CampaignRowSchema, r)) as CampaignRecord[];
	},
	/**
	 * A one-line state summary of a save for the saves screen: the round (when the game
	 * counts rounds) and the phase, or the result of a finished game. Loads the game's code.
	 * @returns null when the save has no usable snapshot or its game has no screen
	 */
	async summaryOf(id: string): Promise<{ round: number | null; line: string; result: GameResult | null; variant: string | null } | null> {
		try {
			const save = await getSave(getDb(), id);
			const entry = save ? gameEntry(save.gameId) : undefined;
			if (!save?.snapshot || !entry?.loadDefinition || !entry.loadUi) return null;
			const [def, ui] = await Promise.all([entry.loadDefinition(), entry.loadUi()]);
			const snap = save.snapshot as GameSnapshot<any>;
			const result = def.result(snap);
			return { round: def.round(snap), line: result ? '' : ui.phaseLabel(snap), result, variant: ui.variantLabel?.(save.options) ?? null };
		} catch {
			return null;
		}
	},
	/** Renames a save (a blank name removes the title). */
	rename(id: string, title: string): Promise<void> {
		return setSaveTitle(getDb(), id, title);
	},
	/** Copies a save under a new id. @returns the copy's id */
	duplicate(id: string, title?: string): Promise<string> {
		return duplicateSave(getDb(), id, title);
	},
	/** Every save and campaign as one JSON file to download. */
	async exportAll(): Promise<{ filename: string; body: string }> {
		const { exportAllSaves } = await import('$lib/storage/transfer');
		const f = await exportAllSaves(getDb());
		return { filename: f.filename, body: f.text };
	},
	/** Deletes a save for good. */
	async remove(id: string): Promise<void> {
		await deleteSave(getDb(), id);
	},
	/** A save as a JSON file to download (a damaged save: its rows as they stand). @throws Error when the save does not exist */
	async exportOne(id: string): Promise<{ filename: string; body: string }> {
		const { exportSave } = await import('$lib/storage/transfer');
		const f = await exportSave(getDb(), id);
		if (!f) throw new Error('no such save');
		return { filename: f.filename, body: f.text };
	},
	/** Imports a save file; refused files store nothing and give the reason (one sentence in the player's language). */
	async importText(text: string): Promise<{ ok: true; count: number } | { ok: false; error: string }> {
		const { importSaves } = await import('$lib/storage/transfer');
		try {
			const r = await importSaves(getDb(), text, (id) => definitionOf(id));
			if (r.length) void requestPersistentStorage();
			return { ok: true, count: r.length };
		} catch (e) {
			return { ok: false, error: importRefusal(e) };
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
		const live = await LiveGame.create(getDb(), def, seats, undefined, options);
		// After the first saved game: ask the browser to keep the storage (issue 10).
		void requestPersistentStorage();
		const id = live.id;
		live.close();
		return id;
	},
	/**
	 * Opens a save for play, or says why it cannot be opened (`reason`: one sentence in the
	 * player's language; `code` tells the screen whether export and delete apply).
	 */
	async open(id: string): Promise<{ ok: true; game: OpenedGame } | { ok: false; notFound: boolean; code: OpenFailureCode | 'no-screen'; reason: string }> {
		const { LiveGame } = await import('$lib/storage/live');
		const r = await LiveGame.open(getDb(), id, (gameId) => definitionOf(gameId));
		if (!r.ok) return { ok: false, notFound: r.code === 'not-found', code: r.code, reason: openRefusal(r.code) };
		const entry = gameEntry(r.game.def.id);
		if (!entry?.loadUi) {
			r.game.close();
			return { ok: false, notFound: false, code: 'no-screen', reason: openRefusal('no-screen') };
		}
		const ui = await entry.loadUi();
		return {
			ok: true,
			game: { live: r.game, def: r.game.def, ui, save: { id, gameId: r.game.def.id, seats: r.game.seats }, lostMove: r.lostMove }
		};
	},
	/**
	 * Whether the browser keeps this site's storage, and how much is used and free
	 * (`navigator.storage`); nulls where the browser does not say.
	 */
	async storageStatus(): Promise<{ persisted: boolean | null; used: number | null; quota: number | null }> {
		const st = typeof navigator !== 'undefined' ? navigator.storage : undefined;
		const persisted = st?.persisted ? await st.persisted().catch(() => null) : null;
		const est = st?.estimate ? await st.estimate().catch(() => null) : null;
		return { persisted, used: est?.usage ?? null, quota: est?.quota ?? null };
	}
};

/** Offers `body` as a file download named `filename`. */
export function download(filename: string, body: string): void {
	const url = URL.createObjectURL(new Blob([body], { type: 'application/json' }));
	const a = document.createElement('a');
	a.href = url;
	a.download = filename;
	a.click();
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}
