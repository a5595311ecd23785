/**
 * A mark, written synchronously before a move's commit starts and cleared when it ends, so
 * that reopening a save can say that a move painted on screen was cut off before it was saved
 * (the tab was killed, the device slept, the browser crashed) instead of silently showing the
 * game one move earlier (issue 20, README "Reliability").
 *
 * localStorage because it is synchronous: the mark is on disk before the commit begins, even
 * if the page dies in the next instant. Where there is no localStorage (Node tests without a
 * DOM, a browser that refuses it), marks are kept in memory for this page only.
 */

const KEY = (saveId: string) => `met-pending:${saveId}`;
const memory = new Map<string, string>();

function store(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
	try {
		if (typeof localStorage !== 'undefined' && localStorage) return localStorage;
	} catch {
		/* a browser that refuses storage access */
	}
	return {
		getItem: (k) => memory.get(k) ?? null,
		setItem: (k, v) => void memory.set(k, v),
		removeItem: (k) => void memory.delete(k)
	};
}

/**
 * Notes that the move making the log `length` long is being saved.
 * @param length the log's length once this move is stored (moves)
 */
export function markPending(saveId: string, length: number): void {
	try {
		store().setItem(KEY(saveId), String(length));
	} catch {
		/* full or refused: the reopen then just cannot say it */
	}
}

/** Clears the mark (the commit ended, saved or rolled back on screen). */
export function clearPending(saveId: string): void {
	try {
		store().removeItem(KEY(saveId));
	} catch {
		/* nothing to clear */
	}
}

/**
 * On open: true when a move was painted but its commit never finished (a mark for a longer log
 * than the one stored). The mark is cleared either way.
 * @param storedLength the stored log's length (moves)
 */
export function takeLostMove(saveId: string, storedLength: number): boolean {
	let mark: string | null = null;
	try {
		mark = store().getItem(KEY(saveId));
	} catch {
		return false;
	}
	if (mark === null) return false;
	clearPending(saveId);
	const n = Number(mark);
	return Number.isInteger(n) && n > storedLength;
}
