/**
 * A fading summary lets taps through but hides what it lies over (co-op at 1180×820: it sat over
 * the payment's "I do not pay" for its seconds): it goes where it covers the least of what may be
 * tapped, the middle when nothing is in the way.
 */
import { describe, expect, it } from 'vitest';
import { placeAway } from '$lib/ui/place-away';

const VIEW = { width: 1180, height: 820 };
const PANEL = { width: 400, height: 200 };
const covers = (at: { x: number; y: number }, c: { x: number; y: number; width: number; height: number }) =>
	at.x < c.x + c.width && c.x < at.x + PANEL.width && at.y < c.y + c.height && c.y < at.y + PANEL.height;

describe('placeAway', () => {
	it('sits over the middle when nothing may be tapped there', () => {
		expect(placeAway(PANEL, VIEW, [])).toEqual({ x: 390, y: 269 });
		expect(placeAway(PANEL, VIEW, [{ x: 0, y: 760, width: 1180, height: 60 }])).toEqual({ x: 390, y: 269 });
	});

	it('moves off a payment in the right-hand column (the co-op at 1180×820)', () => {
		const payment = [
			{ x: 760, y: 300, width: 380, height: 48 },
			{ x: 760, y: 356, width: 380, height: 48 }
		];
		const middle = { x: 390, y: 269 };
		expect(payment.some((c) => covers(middle, c))).toBe(true);
		const at = placeAway(PANEL, VIEW, payment);
		expect(payment.some((c) => covers(at, c))).toBe(false);
	});

	it('stays over the board: never over the top bar, the prompt or the strip above it', () => {
		const board = { x: 0, y: 200, width: 1180, height: 620 };
		const at = placeAway(PANEL, VIEW, [{ x: 400, y: 300, width: 380, height: 400 }], board);
		expect(at.y).toBeGreaterThanOrEqual(board.y);
		expect(placeAway(PANEL, VIEW, [], board)).toEqual({ x: 390, y: 200 + 0.45 * 620 - 100 });
	});

	it('covers the least it can when every place covers something, and stays inside the viewport', () => {
		const everywhere = [{ x: 0, y: 0, width: 1180, height: 820 }];
		const at = placeAway({ width: 1400, height: 900 }, VIEW, everywhere);
		expect(at).toEqual({ x: 0, y: 0 });
		const small = placeAway(PANEL, { width: 820, height: 1180 }, [{ x: 0, y: 400, width: 820, height: 300 }]);
		expect(small.x).toBeGreaterThanOrEqual(0);
		expect(small.x + PANEL.width).toBeLessThanOrEqual(820);
		expect(covers(small, { x: 0, y: 400, width: 820, height: 300 })).toBe(false);
	});
});
