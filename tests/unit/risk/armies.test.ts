/**
 * Army colours follow allegiance (../shared/rules/risk.fr.txt « Avant de commencer… »: « vert
 * et jaune pour les forces du bien, noir et rouge pour les forces du mal ») in every player count.
 */
import { describe, expect, it } from 'vitest';
import { armyStyle, SIDE_STYLES } from '$lib/games/risk/view/armies';
import { fresh } from './helpers';

const GREEN = SIDE_STYLES.good[0].colour;
const YELLOW = SIDE_STYLES.good[1].colour;
const RED = SIDE_STYLES.evil[0].colour;
const BLACK = SIDE_STYLES.evil[1].colour;

describe('army colours by allegiance', () => {
	it('2 players: Evil red, Good green; 3 players: Evil red and black, Good green; 4 players: green, red, yellow, black', () => {
		const colours = (n: number) => {
			const c = fresh(n, 4);
			return c.order.map((s) => armyStyle(c.order, c.sides, s).colour);
		};
		expect(colours(2)).toEqual([RED, GREEN]);
		expect(colours(3)).toEqual([RED, GREEN, BLACK]);
		expect(colours(4)).toEqual([GREEN, RED, YELLOW, BLACK]);
		for (const n of [2, 3, 4]) {
			const c = fresh(n, 9);
			const shapes = c.order.map((s) => armyStyle(c.order, c.sides, s).shape);
			expect(new Set(shapes).size).toBe(n);
		}
	});
});
