/**
 * A Svelte action for a card's text on its face (issue 17: text readable where it lies): on
 * the box the text may fill (flex-sized), sets `--lines` to the number of whole lines it has
 * room for, and caps the text element inside it (its first child) at that many lines, so that
 * CSS `line-clamp` ends the last one with "…" instead of cutting a line in half. The whole
 * text is on the card shown large (long press). Measured again when the box changes size (one
 * observer for all cards: every box read, then every box written);
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

/** What each observed text box last got (`${lines}@${lineHeight}`), so that an unchanged box is not written again. */
const lastOf = new WeakMap<HTMLElement, string>();
let shared: ResizeObserver | null = null;

/**
 * One ResizeObserver for every card's text on the page (issue 17, the LCG's painted p95): when
 * the card size changes, every card's box is read first, then every one written. One observer
 * per card read its box after the card before it had written its own (a style and a layout
 * forced per card, 20 to 30 when the board's cards shrink or grow).
 */
function observer(): ResizeObserver {
	shared ??= new ResizeObserver((entries) => {
		const reads = entries.map((e) => {
			const node = e.target as HTMLElement;
			const s = getComputedStyle(node);
			const lh = parseFloat(s.lineHeight) || parseFloat(s.fontSize) * 1.18;
			// The flex box's own height (its content may be taller: it is clamped, not grown).
			return { node, lh, n: linesThatFit(node.clientHeight, lh) };
		});
		for (const { node, lh, n } of reads) {
			const key = `${n}@${lh}`;
			if (lastOf.get(node) === key) continue;
			lastOf.set(node, key);
			node.style.setProperty('--lines', String(n));
			node.style.visibility = n === 0 ? 'hidden' : '';
			const inner = node.firstElementChild as HTMLElement | null;
			if (inner) inner.style.maxHeight = `${n * lh}px`;
		}
	});
	return shared;
}

/** `use:clampLines` on the element holding a card's text. */
export const clampLines: Action<HTMLElement> = (node) => {
	if (typeof ResizeObserver === 'undefined') return;
	const ro = observer();
	ro.observe(node);
	return { destroy: () => ro.unobserve(node) };
};
