/**
 * Where a panel that lets taps through (a fading step summary, UI.md "A phase change that
 * changes the table gets a short summary panel, confirmed or fading") should sit so that it
 * hides as little as possible of what the player may tap: the prompt's buttons, a payment's
 * decline, the acting hand. Pure: the caller measures the page.
 */

/** A rectangle in CSS pixels, from the viewport's top-left corner. */
export interface Box {
	x: number;
	y: number;
	width: number;
	height: number;
}

/** Candidate centres, as fractions of the board's area (x, y): the middle first, so it wins a tie. */
export const PLACES: ReadonlyArray<readonly [number, number]> = [
	[0.5, 0.45],
	[0.3, 0.45],
	[0.7, 0.45],
	[0.5, 0.25],
	[0.3, 0.25],
	[0.7, 0.25],
	[0.5, 0.65],
	[0.3, 0.65],
	[0.7, 0.65]
];

const overlap = (a: Box, b: Box) =>
	Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * The panel's top-left corner among `PLACES` over the board's area (so never over the top bar,
 * the prompt or the "since" strip above it), kept inside the viewport, that covers the least
 * area of the `controls`; the first such place on a tie.
 * @param panel the panel's size (px; its x and y are ignored)
 * @param viewport the viewport's width and height (px)
 * @param controls the boxes of what may be tapped (px)
 * @param area the board's box (px); the whole viewport when not given
 * @returns the top-left corner (px) to place the panel at
 */
export function placeAway(panel: Pick<Box, 'width' | 'height'>, viewport: { width: number; height: number }, controls: Box[], area: Box = { x: 0, y: 0, ...viewport }): { x: number; y: number } {
	let best = { x: 0, y: 0 };
	let bestCover = Infinity;
	for (const [fx, fy] of PLACES) {
		const x = Math.min(Math.max(0, area.x + fx * area.width - panel.width / 2), Math.max(0, viewport.width - panel.width));
		const y = Math.min(Math.max(0, area.y + fy * area.height - panel.height / 2), Math.max(0, viewport.height - panel.height));
		const box = { x, y, width: panel.width, height: panel.height };
		const cover = controls.reduce((sum, c) => sum + overlap(box, c), 0);
		if (cover < bestCover) {
			best = { x, y };
			bestCover = cover;
		}
	}
	return best;
}
