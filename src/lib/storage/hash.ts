/**
 * The hash that ties a stored snapshot to the log it came from (DESIGN.md "Sessions, saves,
 * undo": every snapshot is stored with the length and a hash of the log it came from).
 *
 * A chain: `h(0) = LOG_HASH_EMPTY`, `h(k+1) = mix(h(k), JSON of entry k)`, so a move extends
 * the hash in O(1) and any changed, missing or reordered entry changes it. cyrb53 (a public
 * domain 53-bit string hash); not cryptographic: it detects damage, not an attacker.
 */
import type { LoggedEvent } from '$lib/engine/session';

/** The hash of an empty log. */
export const LOG_HASH_EMPTY = '0';

function cyrb53(str: string, seed: number): number {
	let h1 = 0xdeadbeef ^ seed;
	let h2 = 0x41c6ce57 ^ seed;
	for (let i = 0; i < str.length; i++) {
		const ch = str.charCodeAt(i);
		h1 = Math.imul(h1 ^ ch, 2654435761);
		h2 = Math.imul(h2 ^ ch, 1597334677);
	}
	h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
	h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
	return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The hash of a log one entry longer.
 * @param prev the hash of the log before `entry` (a base-36 string)
 * @returns the hash of the log with `entry` appended (a base-36 string)
 */
export function chainLogHash(prev: string, entry: LoggedEvent): string {
	// The previous hash is folded into the text (its 53 bits do not fit in the 32-bit seed).
	return cyrb53(prev + '|' + JSON.stringify(entry), 0x5eed).toString(36);
}

/** The hash of a whole log (oldest entry first). */
export function logHash(entries: readonly LoggedEvent[]): string {
	let h = LOG_HASH_EMPTY;
	for (const e of entries) h = chainLogHash(h, e);
	return h;
}

/**
 * The hash of a persisted snapshot's content (issue 20: a tie to the log proves that a
 * snapshot belongs to the log, not that its content is sound). Written with the snapshot in
 * the same row and checked on open: a snapshot whose content was changed or damaged since it
 * was written is not trusted, and the game is rebuilt by replay.
 * @param snapshot the persisted snapshot (plain JSON; IndexedDB keeps its key order)
 * @returns a base-36 string; `JSON.stringify` failing (a cycle) gives '' which matches no stored hash
 */
export function snapshotHash(snapshot: unknown): string {
	let text: string | undefined;
	try {
		text = JSON.stringify(snapshot);
	} catch {
		return '';
	}
	return cyrb53(text ?? 'undefined', 0x5a7e).toString(36);
}
