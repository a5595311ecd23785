/**
 * Fixed seat colours (UI.md "Look": player colours are fixed per seat and used everywhere
 * that player appears). Each colour comes with a second cue, a shape, for colour-blind players.
 */
import type { SeatId } from '$lib/engine/types';

/** A seat's colour (CSS), the text colour to use on it, and its shape cue. */
export interface SeatStyle {
	colour: string;
	onColour: string;
	shape: 'circle' | 'square' | 'triangle' | 'diamond' | 'star';
}

const STYLES: SeatStyle[] = [
	{ colour: '#b3342b', onColour: '#fff8ec', shape: 'circle' },
	{ colour: '#2f5f9e', onColour: '#fff8ec', shape: 'square' },
	{ colour: '#3b7a3a', onColour: '#fff8ec', shape: 'triangle' },
	{ colour: '#d9a620', onColour: '#2b1d12', shape: 'diamond' },
	{ colour: '#6d3f8f', onColour: '#fff8ec', shape: 'star' }
];

/** The style of seat `seat` (0-based). */
export function seatStyle(seat: SeatId): SeatStyle {
	return STYLES[seat % STYLES.length];
}

/** SVG path data (in a 0..20 box) of a seat's shape cue. */
export function shapePath(shape: SeatStyle['shape']): string {
	switch (shape) {
		case 'circle':
			return 'M10 3a7 7 0 1 0 0.01 0Z';
		case 'square':
			return 'M4 4h12v12H4Z';
		case 'triangle':
			return 'M10 3l8 14H2Z';
		case 'diamond':
			return 'M10 2l8 8-8 8-8-8Z';
		case 'star':
			return 'M10 2l2.4 5.2 5.6.6-4.2 3.8 1.2 5.6L10 14.4 5 17.2l1.2-5.6L2 7.8l5.6-.6Z';
	}
}
