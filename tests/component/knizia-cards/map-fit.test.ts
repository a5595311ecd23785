/**
 * The Knizia map's fit-to-screen (issue 11): a finished game's map opens fitted (every region
 * and card inside the map area), the "See the whole map" button fits it again after zooming
 * and panning, a map too large to fit while playing opens on the current region at a zoom
 * where cards stay tappable, and a drag is never a tap. jsdom has no layout: the map area's
 * size is stubbed, and what is visible is computed from the drawing's transform.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { createActor } from 'xstate';
import { createRng, rngCursor } from '$lib/engine/rng';
import type { GameSnapshot } from '$lib/engine/types';
import def, { kcView } from '$lib/games/knizia-cards/definition';
import { isDark } from '$lib/games/knizia-cards/rules';
import type { KcContext } from '$lib/games/knizia-cards/types';
import MapView from '$lib/games/knizia-cards/view/MapView.svelte';
import { fitTransform } from '$lib/ui/PanZoom.svelte';

const W = 1180;
/** Pixels PanZoom keeps free on the right for its buttons when fitting. */
const BUTTONS = 62;
const H = 520;
const CW = 68;
const CH = 92;

beforeEach(() => {
	vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(W);
	vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(H);
});
afterEach(() => vi.restoreAllMocks());

/** Plays a seeded game with 'hard' bots at every seat; stops early when `stop` says so. */
function playedGame(players: number, seed: number, stop: (s: GameSnapshot<KcContext>) => boolean = () => false): GameSnapshot<KcContext> {
	const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, bot: 'hard' as const }));
	const actor = createActor(def.machine, { input: def.createInput({ seats, options: def.defaultOptions, seed }) }).start();
	const cur = rngCursor(createRng(seed));
	const random = () => cur.int(0, 999_999) / 1_000_000;
	for (let i = 0; i < 5000; i++) {
		const s = actor.getSnapshot() as GameSnapshot<KcContext>;
		if (def.result(s) || stop(s)) return s;
		const seat = def.activeSeats(s)[0];
		actor.send(def.botEvent(s, seat, 'hard', random));
	}
	throw new Error('the game did not end');
}

function renderMap(s: GameSnapshot<KcContext>) {
	const view = kcView(s, 'table');
	const oncell = vi.fn();
	render(MapView, { view, darkness: view.regions.map((r) => isDark(s.context, r)), oncell, onanchor: vi.fn(), onbackground: vi.fn() });
	return { view, oncell };
}

/** The drawing's transform: translate(tx ty) scale(k). */
function transform(): { tx: number; ty: number; k: number } {
	const g = screen.getByTestId('kc-panzoom').querySelector('svg[role=application] > g')!;
	const m = /translate\(([-\d.e]+) ([-\d.e]+)\) scale\(([-\d.e]+)\)/.exec(g.getAttribute('transform')!)!;
	return { tx: Number(m[1]), ty: Number(m[2]), k: Number(m[3]) };
}

/** Whether every region and every card of `view` lies inside the W × H map area. */
function allVisible(view: ReturnType<typeof kcView>): boolean {
	const { tx, ty, k } = transform();
	const boxes: [number, number, number][] = view.regions.map((r) => [r.x, r.y, 2]);
	for (const key of Object.keys(view.cells)) {
		const [x, y] = key.split(',').map(Number);
		boxes.push([x, y, 1]);
	}
	return boxes.every(([x, y, w]) => tx + k * x * CW >= 0 && ty + k * y * CH >= 0 && tx + k * (x + w) * CW <= W - BUTTONS && ty + k * (y + 1) * CH <= H);
}

describe('fitTransform', () => {
	it('shows a box centred with padding, limited by the tighter side and by the largest zoom', () => {
		const t = fitTransform({ x: 100, y: 50, width: 1000, height: 400 }, 520, 220, 10, 2);
		expect(t.k).toBeCloseTo(0.5);
		expect(t.tx + t.k * 600).toBeCloseTo(260);
		expect(t.ty + t.k * 250).toBeCloseTo(110);
		expect(fitTransform({ x: 0, y: 0, width: 10, height: 10 }, 500, 500, 0, 1.2).k).toBe(1.2);
		// 60 px kept free on the right for the buttons: the box is centred in what is left.
		const r = fitTransform({ x: 0, y: 0, width: 400, height: 100 }, 520, 520, 10, 2, 60);
		expect(r.k).toBeCloseTo(1.1);
		expect(r.tx + r.k * 200).toBeCloseTo(10 + 440 / 2);
	});
});

describe("Knizia's map: fit to screen", () => {
	const finished = playedGame(4, 21);

	it('a finished game opens with the whole map in view, below the playing zoom if need be', async () => {
		expect(finished.context.ended).not.toBeNull();
		const { view } = renderMap(finished);
		await vi.waitFor(() => expect(allVisible(view)).toBe(true));
		expect(view.regions.length).toBeGreaterThan(5);
		expect(Number(screen.getByTestId('kc-panzoom').dataset.zoom)).toBeLessThan(0.7);
	});

	it('"See the whole map" fits it again after zooming in and panning', async () => {
		const { view } = renderMap(finished);
		await vi.waitFor(() => expect(allVisible(view)).toBe(true));
		const fitted = transform();
		const zoomIn = screen.getByTestId('kc-panzoom-in');
		expect(zoomIn).toHaveAccessibleName('Zoom in');
		for (let i = 0; i < 4; i++) await fireEvent.click(zoomIn);
		const svg = screen.getByTestId('kc-panzoom').querySelector('svg[role=application]')!;
		await fireEvent.pointerDown(svg, { pointerId: 1, clientX: 300, clientY: 200 });
		await fireEvent.pointerMove(svg, { pointerId: 1, clientX: 500, clientY: 300 });
		await fireEvent.pointerUp(svg, { pointerId: 1, clientX: 500, clientY: 300 });
		expect(allVisible(view)).toBe(false);
		const fit = screen.getByTestId('kc-panzoom-fit');
		expect(fit).toHaveAccessibleName('See the whole map');
		await fireEvent.click(fit);
		expect(allVisible(view)).toBe(true);
		expect(transform()).toEqual(fitted);
	});

	it('a large map mid-game opens on the current region at a zoom where cards stay tappable (44 px)', async () => {
		const mid = playedGame(4, 21, (s) => s.context.regions.length >= 8 && s.value === 'playing');
		const { view } = renderMap(mid);
		await vi.waitFor(() => expect(transform().k).toBeGreaterThan(0));
		const { tx, ty, k } = transform();
		expect(64 * k).toBeGreaterThanOrEqual(44);
		const cur = view.regions[view.regions.length - 1];
		expect(tx + k * (cur.x + 1) * CW).toBeCloseTo(W / 2);
		expect(ty + k * (cur.y + 0.5) * CH).toBeCloseTo(H / 2);
	});

	it('a drag that ends on a place is not a tap; a tap is', async () => {
		const early = playedGame(2, 5, (s) => s.value === 'playing' && Object.keys(s.context.cells).length >= 2);
		const { oncell } = renderMap(early);
		const place = (await screen.findAllByTestId('place'))[0];
		await fireEvent.pointerDown(place, { pointerId: 3, clientX: 100, clientY: 100 });
		await fireEvent.pointerMove(place, { pointerId: 3, clientX: 160, clientY: 100 });
		await fireEvent.pointerUp(place, { pointerId: 3, clientX: 160, clientY: 100 });
		await fireEvent.click(place);
		expect(oncell).not.toHaveBeenCalled();
		await fireEvent.pointerDown(place, { pointerId: 4, clientX: 100, clientY: 100 });
		await fireEvent.pointerUp(place, { pointerId: 4, clientX: 100, clientY: 100 });
		await fireEvent.click(place);
		expect(oncell).toHaveBeenCalledTimes(1);
	});
});
