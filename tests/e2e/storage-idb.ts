/**
 * Helpers of the storage e2e specs: read and damage the app's real IndexedDB from the page
 * (the raw IndexedDB API, no app code), as a damaged disk or another version would.
 */
import { expect, type Page } from '@playwright/test';
import { newGame } from './helpers';

/** Runs `fn(db)` on the app's database in the page (IndexedDB version = Dexie's × 10). */
export async function idb<T>(page: Page, fn: string, arg?: unknown): Promise<T> {
	// One string expression, evaluated by the DevTools protocol: the app's Content-Security-Policy
	// forbids `new Function` inside the page, but not what the test driver evaluates itself.
	const expr = `(async () => {
		const arg = ${arg === undefined ? 'undefined' : JSON.stringify(arg)};
		const db = await new Promise((resolve, reject) => {
			const r = indexedDB.open('middle-earth-table');
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		const tx = (stores, mode = 'readonly') => db.transaction(stores, mode);
		const req = (r) => new Promise((resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error))));
		try {
			return await (async () => { ${fn} })();
		} finally {
			db.close();
		}
	})()`;
	return page.evaluate(expr) as Promise<T>;
}

/** The number of events stored for a save. */
export function eventCount(page: Page, id: string): Promise<number> {
	return idb<number>(page, `return req(tx(['events']).objectStore('events').count(IDBKeyRange.bound([arg, 0], [arg, Infinity])));`, id);
}

/** A save's `saves` row, its snapshot row and its events, as stored. */
export function rows(page: Page, id: string): Promise<{ meta: any; snap: any; events: any[] }> {
	return idb(
		page,
		`const t = tx(['saves', 'snapshots', 'events']);
		 return { meta: await req(t.objectStore('saves').get(arg)), snap: await req(t.objectStore('snapshots').get(arg)),
		          events: await req(t.objectStore('events').getAll(IDBKeyRange.bound([arg, 0], [arg, Infinity]))) };`,
		id
	);
}

/** Puts a row into a store as it is. */
export function putRow(page: Page, store: string, row: unknown): Promise<void> {
	return idb(page, `const t = tx([arg.store], 'readwrite'); await req(t.objectStore(arg.store).put(arg.row));`, { store, row });
}

/** Every game with its smallest table of computer players (a game of bots plays by itself). */
export const BOT_TABLES: [gameId: string, bots: number][] = [
	['two-towers', 3],
	['knizia-cards', 2],
	['coop-board', 2],
	['risk', 2],
	['lcg', 1]
];

/**
 * Starts a game of `n` easy computer players from the home screen, waits until at least
 * `atLeast` of its moves are stored, and goes back home.
 * @returns the save's id
 */
export async function botGame(page: Page, gameId: string, n: number, atLeast: number): Promise<string> {
	await page.goto('/');
	const id = await newGame(page, gameId, Array.from({ length: n }, () => 'easy' as const));
	await expect.poll(() => eventCount(page, id), { timeout: 30_000 }).toBeGreaterThanOrEqual(atLeast);
	await page.goto('/');
	return id;
}
