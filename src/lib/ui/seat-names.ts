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
