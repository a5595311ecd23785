/**
 * Army colours by allegiance, in every player count (rulebook « Avant de commencer… »:
 * « Choisissez votre camp : vert et jaune pour les forces du bien, noir et rouge pour les forces
 * du mal »): the first Good player in play order is green, the second yellow; the first Evil
 * player red, the second black. Each keeps a shape cue (UI.md: never colour alone).
 */
import type { SeatStyle } from '$lib/ui/seats';
import type { Side } from '../data/game';

/** The two army colours of each side, in play order. */
export const SIDE_STYLES: Record<Side, SeatStyle[]> = {
	good: [
		{ colour: '#3b7a3a', onColour: '#fff8ec', shape: 'triangle' },
		{ colour: '#d9a620', onColour: '#2b1d12', shape: 'diamond' }
	],
	evil: [
		{ colour: '#b3342b', onColour: '#fff8ec', shape: 'circle' },
		{ colour: '#2b2623', onColour: '#fff8ec', shape: 'square' }
	]
};

/**
 * The army style of `seat`: its side's first or second colour, by its place among the players
 * of its side in play order (`order`, player 1 first).
 */
export function armyStyle(order: readonly number[], sides: readonly Side[], seat: number): SeatStyle {
	const side = sides[seat];
	const rank = order.filter((s) => sides[s] === side).indexOf(seat);
	return SIDE_STYLES[side][Math.max(0, rank) % 2];
}
