/**
 * Checks the player names typed on the new-game screen, field by field, so each problem is
 * marked on its own field as soon as it is typed (issue 11 "New-game screen"). The limit is the
 * storage layer's one name limit (`NAME_MAX`, the same as import's), counted in characters
 * (code points) after bidirectional and control characters are removed (`cleanName`).
 */
import { NAME_MAX, cleanName } from '$lib/storage/schemas';

/** What is wrong with one name: nothing (null), empty, the same as an earlier seat's, or too long. */
export type NameProblem = { kind: 'empty' } | { kind: 'duplicate'; of: number } | { kind: 'long'; length: number; max: number };

/** Length of a name as the limit counts it (characters after `cleanName`). */
export function nameLength(name: string): number {
	return Array.from(cleanName(name)).length;
}

/**
 * One entry per name: null when it can be used, else its problem. A name equal (ignoring case)
 * to an earlier seat's is the duplicate; the first one is fine.
 * @param names the names as typed, seat order
 * @returns same length as `names`
 */
export function nameProblems(names: readonly string[]): (NameProblem | null)[] {
	const first = new Map<string, number>();
	return names.map((raw, i) => {
		const name = cleanName(raw);
		if (!name) return { kind: 'empty' };
		const length = Array.from(name).length;
		if (length > NAME_MAX) return { kind: 'long', length, max: NAME_MAX };
		const key = name.toLocaleLowerCase();
		const earlier = first.get(key);
		if (earlier !== undefined) return { kind: 'duplicate', of: earlier };
		first.set(key, i);
		return null;
	});
}

/** Longest short name (characters, an ellipsis included) of a compact seat chip. */
export const SHORT_NAME_MAX = 6;

/**
 * A short form of a player's name for a compact chip (the top bar with many players acting):
 * "Player 2" → "P2" (a word or two and a number: their initials and the number), "Fatty Bolger" →
 * "Fatty" (the first word), a first word longer than `SHORT_NAME_MAX` cut with "…". The seat's
 * colour and shape beside it tell seats apart; the full name stays the chip's accessible name.
 */
export function shortName(name: string): string {
	const words = name.trim().split(/\s+/).filter(Boolean);
	if (words.length === 0) return '';
	const last = words[words.length - 1];
	if (words.length > 1 && /^\d+$/.test(last)) return words.slice(0, -1).map((w) => Array.from(w)[0]).join('') + last;
	const first = Array.from(words[0]);
	return first.length <= SHORT_NAME_MAX ? words[0] : first.slice(0, SHORT_NAME_MAX - 1).join('') + '…';
}
