/**
 * Where the map's words go (view/labels.ts, issue 19): names of at least NAME_PX on screen at
 * any zoom, counters' numbers of at least COUNT_PX, and change markers on every territory at
 * once that cover no name and no counter, at the scales of "Fit map" in both orientations.
 */
import { describe, expect, it } from 'vitest';
import { COUNT_PX, fitName, layoutLabels, NAME_PX, type Box } from '$lib/games/risk/view/labels';
import { TERRITORIES } from '$lib/games/risk/data/map';

const meet = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('map labels', () => {
	// Fit map: 1180×820 shows 1000 × 1080 units in about 840 × 700 px (0.65 px a unit); 820×1180 in 820 × 620 px (0.57). At 0.55 and less (a map under about 600 px tall) Old Forest's name can touch South Downs' count (by these estimated boxes).
	it.each([0.57, 0.65, 1, 2])('at %f px a unit: names ≥ NAME_PX, counts ≥ COUNT_PX, markers cover nothing', (k) => {
		for (const locale of ['en', 'fr'] as const) {
			const marks = new Map(TERRITORIES.map((_, t) => [t, 1 + (t % 3)]));
			const l = layoutLabels(k, TERRITORIES.map((x) => x.name[locale]), marks);
			expect(l.nameSize * k).toBeGreaterThanOrEqual(NAME_PX - 1e-9);
			expect(17 * l.counterScale * k).toBeGreaterThanOrEqual(COUNT_PX - 1e-9);
			expect(l.marks.size).toBe(42);
			// No name lies on an army count (a name left out is not drawn).
			const under = l.names.flatMap((n, u) => (n.hidden ? [] : l.numbers).flatMap((c, v) => (meet(n.box, c) ? [`name ${u} on count ${v}`] : [])));
			expect(under, under.join(', ')).toEqual([]);
			const covered: string[] = [];
			for (const [t, p] of l.marks) {
				const box = { x: p.x, y: p.y, w: p.w, h: 18 * l.counterScale };
				l.names.forEach((n, u) => !n.hidden && meet(box, n.box) && covered.push(`${t} on name ${u}`));
				l.numbers.forEach((c, u) => meet(box, c) && covered.push(`${t} on count ${u}`));
			}
			expect(covered, covered.join(', ')).toEqual([]);
		}
	});
	// Issue 16 (820×1180: the map drawn smaller, names laid over one another): a name never lies on
	// another name nor on a count at any zoom; one that finds no free place is left out (a tap on its
	// territory shows it, MapView), and at "Fit map" in either orientation at most one is.
	it.each([0.3, 0.4, 0.45, 0.5, 0.57, 0.65, 1, 2])('at %f px a unit: no name on another name or on a counter', (k) => {
		for (const locale of ['en', 'fr'] as const) {
			const l = layoutLabels(k, TERRITORIES.map((x) => x.name[locale]));
			const shown = l.names.flatMap((n, t) => (n.hidden ? [] : [{ n, t }]));
			const meets: string[] = [];
			shown.forEach((a, i) => shown.slice(i + 1).forEach((b) => meet(a.n.box, b.n.box) && meets.push(`${a.t}/${b.t}`)));
			shown.forEach((a) => l.counters.forEach((c, u) => u !== a.t && meet(a.n.box, c) && meets.push(`${a.t} on counter ${u}`)));
			expect(meets, `${locale}: ${meets.join(', ')}`).toEqual([]);
			for (const { n } of shown) expect(n.lines.length).toBeGreaterThan(0);
			if (k >= 0.57) expect(l.names.filter((n) => n.hidden).length, locale).toBeLessThanOrEqual(1);
		}
	});
	it('wraps a long name on two lines and shortens a word that does not fit with a full stop', () => {
		expect(fitName('Nord de la Forêt Noire', 12)).toEqual(['Nord de la', 'Forêt Noire']);
		expect(fitName('Buckland', 6)).toEqual(['Buckl.']);
		expect(fitName('Moria', 6)).toEqual(['Moria']);
	});
});
