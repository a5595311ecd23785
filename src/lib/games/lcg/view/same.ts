/**
 * Values that keep their identity while their content stays the same (issue 17, the LCG's
 * painted p95). Every move gives the Board a new game view, so every value a card computes
 * from it (its look, badges, tags) is a new object even for the cards the move did not touch,
 * and Svelte then re-ran every template expression of every card on the board (labels, stats,
 * tokens; Svelte's update was 63 % of the JavaScript of the bench's LCG moves before the frame,
 * in a Chrome profile at 4x CPU throttle). A derived value that returns the object it returned
 * before when nothing in it changed stops there.
 */
import { jsonEqual } from '$lib/engine/equal';
import type { CardTags } from './tags';

/**
 * A keeper for one derived value: `keep(next)` returns the value it returned last time when
 * `next` has the same content (plain JSON values, `jsonEqual`), else `next` (kept for the next call).
 * @returns the keeping function (one per derived value: it remembers that value only)
 */
export function keeper<T>(): (next: T) => T {
	let last: { v: T } | null = null;
	return (next) => {
		if (last && jsonEqual(last.v, next)) return last.v;
		last = { v: next };
		return next;
	};
}

/** The eight tag sets, by recent × 4 + hint × 2 + arrive. */
const TAGS: readonly CardTags[] = Array.from({ length: 8 }, (_, i) => Object.freeze({ recent: (i & 4) !== 0, hint: (i & 2) !== 0, arrive: (i & 1) !== 0 }));

/** The one frozen CardTags object with these values (the same object for the same values, so that nothing redraws when they stay). */
export function tagsFor(recent: boolean, hint: boolean, arrive: boolean): CardTags {
	return TAGS[(recent ? 4 : 0) + (hint ? 2 : 0) + (arrive ? 1 : 0)];
}
