/**
 * A Svelte action for a card's text on its face (issue 17: text readable where it lies): on
 * the box the text may fill (flex-sized), sets `--lines` to the number of whole lines it has
 * room for, and caps the text element inside it (its first child) at that many lines, so that
 * CSS `line-clamp` ends the last one with "…" instead of cutting a line in half. The whole
 * text is on the card shown large (long press). Measured again when the box changes size;
 * where the browser has no ResizeObserver (tests) nothing is set and the text is not clamped.
 */
import type { Action } from 'svelte/action';

/**
 * Whole lines of `lineHeight` px that fit in `height` px (0 when not even one does).
 * @param height the box's height in px
 * @param lineHeight one line's height in px
 */
export function linesThatFit(height: number, lineHeight: number): number {
	if (!(lineHeight > 0) || !(height > 0)) return 0;
	return Math.floor((height + 0.5) / lineHeight);
}

/** `use:clampLines` on the element holding a card's text. */
export const clampLines: Action<HTMLElement> = (node) => {
	if (typeof ResizeObserver === 'undefined') return;
	let last = '';
	const measure = () => {
		const s = getComputedStyle(node);
		const lh = parseFloat(s.lineHeight) || parseFloat(s.fontSize) * 1.18;
		// The flex box's own height (its content may be taller: it is clamped, not grown).
		const n = linesThatFit(node.clientHeight, lh);
		if (`${n}@${lh}` === last) return;
		last = `${n}@${lh}`;
		node.style.setProperty('--lines', String(n));
		node.style.visibility = n === 0 ? 'hidden' : '';
		const inner = node.firstElementChild as HTMLElement | null;
		if (inner) inner.style.maxHeight = `${n * lh}px`;
	};
	const ro = new ResizeObserver(measure);
	ro.observe(node);
	return { destroy: () => ro.disconnect() };
};
