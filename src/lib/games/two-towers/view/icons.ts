/**
 * The one SVG icon per quality (and Gandalf) used everywhere in Les Deux Tours' view, and
 * the second cue of each card colour (a letter and a pattern), UI.md "Look": colour always
 * comes with a second cue. Our own drawings (24 × 24 box), not the printed symbols.
 */
import type { Quality } from '../data/game';

/** SVG path data (viewBox 0 0 24 24) of each quality's icon. */
export const QUALITY_PATHS: Record<Quality, string> = {
	// A sword.
	strength: 'M11 1.5 12 0l1 1.5V14h-2Z M6.5 14h11v2h-11Z M11 16h2v4.5h-2Z M9.5 20.5h5V23h-5Z',
	// An open eye.
	wisdom: 'M12 5C6.5 5 2 12 2 12s4.5 7 10 7 10-7 10-7-4.5-7-10-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.3a2.2 2.2 0 1 0 0-4.4 2.2 2.2 0 0 0 0 4.4Z',
	// A mountain.
	endurance: 'M1 21 8.5 6l3.8 7 2.7-4L23 21Z M7.2 8.6l1.3-2.6 1.4 2.6-1.4 1Z',
	// A flame.
	determination: 'M12 1c1.2 4.6 6 6.6 6 12.4A6 6 0 0 1 6 13.4c0-3.3 2-4.6 2.4-7.6 1.6 1.5 2.6 3.2 2.6 5.4 1.4-2.3 1.8-5.7 1-10.2Z'
};

/** A wizard's hat: the Gandalf card's icon. */
export const GANDALF_PATH = 'M12 1 17 16H7Z M3 17h18v2.5H3Z M11.2 7.5l.8-1.6.8 1.6 1.7.2-1.3 1.1.4 1.7-1.6-.9-1.6.9.4-1.7-1.3-1.1Z';

/** Fill colour (CSS) of each card colour (index 0..3 = red, blue, green, yellow). */
export const COLOUR_FILL = ['#b8322a', '#2d5c9c', '#2f7a3b', '#d8a21c'] as const;
/** Text colour to use on each card colour. */
export const COLOUR_ON = ['#fff8ec', '#fff8ec', '#fff8ec', '#2b1d12'] as const;
/** Pattern class of each card colour: stripes, dots, checks, waves (the second cue with the letter). */
export const COLOUR_PATTERN = ['stripes', 'dots', 'checks', 'zigzag'] as const;

/** The CSS class (patterns.css) drawing the pattern of colour `colour` (0..3). */
export function patternClass(colour: number): string {
	return `tt-pat-${COLOUR_PATTERN[colour]}`;
}
