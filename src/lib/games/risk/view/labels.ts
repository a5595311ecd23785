/**
 * Where the map's words go (issue 19: names readable at "Fit map"): territory names keep at
 * least `NAME_PX` screen pixels whatever the zoom (their size in map units grows as the map is
 * shown smaller), wrap onto two lines and, where even that is wider than the territory, are
 * shortened with a full stop (the full name stays the territory's accessible name); army
 * counters keep their number at least `COUNT_PX` pixels; and the change markers (+ ⚔ ⚑ ➜ ✦) are
 * put where they cover no name and no counter. Names never lie on one another nor on a counter:
 * on a map drawn small (820×1180 with the panels below it), a name that finds no free place
 * even shortened is left out (`hidden`), and a tap on its territory shows it (MapView).
 * Pure: map units in, map units out.
 */
import { SHAPES } from '../data/layout';

/** Smallest on-screen size of a territory name, px. */
export const NAME_PX = 12;
/** Smallest on-screen size of an army count, px. */
export const COUNT_PX = 12;
/** A counter's number size in map units at scale 1 (MapView draws it). */
const COUNTER = { font: 17 };
/** Average glyph width of the map's sans-serif text, in ems (wide side, with its halo). */
const GLYPH = 0.6;
/** Line height of a wrapped name, in ems. */
const LINE = 1.05;

/** An axis-aligned box in map units. */
export interface Box {
	x: number;
	y: number;
	w: number;
	h: number;
}

/** One territory's name, placed. */
export interface NameLabel {
	/** The lines shown (one or two; shortened ones end with "."). */
	lines: string[];
	/** Centre x and the first line's baseline y. */
	x: number;
	y: number;
	box: Box;
	/** No free place for it at this zoom: not drawn (a tap on the territory shows its name). */
	hidden?: boolean;
}

/** Where one territory's change marker goes: its top-left corner and width (height `MARK_H`). */
export interface MarkPlace {
	x: number;
	y: number;
	w: number;
}

/** Height of a change marker, map units (at scale 1). */
export const MARK_H = 18;

/** The names and counters for one zoom (they do not depend on the moves). */
export interface NameLayout {
	/** Font size of the names, map units. */
	nameSize: number;
	/** Scale of the counters (1 = 34 × 26 units). */
	counterScale: number;
	names: NameLabel[];
	/** Each counter with its owner's shape and leader crown (names keep off it). */
	counters: Box[];
	/** Each counter's number plate (neither names nor markers cover it). */
	numbers: Box[];
}

/** The whole layout for one zoom and one set of change markers. */
export interface LabelLayout extends NameLayout {
	marks: Map<number, MarkPlace>;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The width of the largest outline of each territory, map units (fixed by the map). */
const WIDTHS: number[] = SHAPES.map((s) => {
	let best = 0;
	for (const p of s.polygons) {
		const xs = p.map((q) => q[0]);
		best = Math.max(best, Math.max(...xs) - Math.min(...xs));
	}
	return best;
});

/**
 * `name` in at most two lines of at most `max` characters: split at the space nearest the
 * middle, a line still too long cut to `max - 1` characters and a full stop.
 */
export function fitName(name: string, max: number): string[] {
	const n = Math.max(3, Math.floor(max));
	const cut = (s: string) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}.`);
	if (name.length <= n) return [name];
	const spaces = [...name].flatMap((ch, i) => (ch === ' ' ? [i] : []));
	if (spaces.length === 0) return [cut(name)];
	const mid = name.length / 2;
	const at = spaces.reduce((a, b) => (Math.abs(b - mid) < Math.abs(a - mid) ? b : a));
	return [cut(name.slice(0, at)), cut(name.slice(at + 1))];
}

/**
 * The names and counters at `pxPerUnit` screen pixels per map unit (the map shown whole on a
 * 800 px wide panel: about 0.6). Depends only on the zoom, the panel's size and the locale:
 * compute it once for those, not on every move.
 * @param names each territory's name in the current locale
 */
export function layoutNames(pxPerUnit: number, names: string[]): NameLayout {
	const k = pxPerUnit > 0 ? pxPerUnit : 1;
	const nameSize = Math.max(10, NAME_PX / k);
	const counterScale = Math.max(1, COUNT_PX / (COUNTER.font * k));
	// The counter with its owner's shape (top left) and leader crown (top right), as MapView draws them.
	const counters: Box[] = SHAPES.map((s) => ({ x: s.anchor[0] - 26 * counterScale, y: s.anchor[1] - 24 * counterScale, w: 51 * counterScale, h: 37 * counterScale }));
	const byIndex = names.map((_, t) => t);
	// The narrowest territories first (they have the fewest places), or the map's order: whichever leaves out fewer names.
	const tries = [[...byIndex].sort((a, b) => WIDTHS[a] - WIDTHS[b] || a - b), byIndex].map((order) => placeNames(order, names, nameSize, counters));
	const out = tries.reduce((a, b) => (hiddenCount(b) < hiddenCount(a) ? b : a));
	const numbers: Box[] = SHAPES.map((s) => ({ x: s.anchor[0] - 17 * counterScale, y: s.anchor[1] - 13 * counterScale, w: 34 * counterScale, h: 26 * counterScale }));
	return { nameSize, counterScale, names: out, counters, numbers };
}

const hiddenCount = (names: NameLabel[]) => names.filter((n) => n.hidden).length;

/** The names placed one by one in `order`, each where it covers no counter and no name placed before it (else hidden). */
function placeNames(order: number[], names: string[], nameSize: number, counters: Box[]): NameLabel[] {
	const taken: Box[] = [...counters];
	const out: NameLabel[] = new Array(names.length);
	for (const t of order) {
		const name = names[t];
		const [ax, ay] = SHAPES[t].anchor;
		const room = Math.max(WIDTHS[t], 4.5 * nameSize * GLYPH);
		const free = (b: Box) => !taken.some((o) => o !== counters[t] && overlaps(o, b));
		let chosen: { lines: string[]; box: Box } | null = null;
		// Below the counter, else above, else a little aside, else beside it; then the same with a shorter name.
		for (const squeeze of [1, 0.75, 0.55, 0.4]) {
			const lines = fitName(name, (room * squeeze) / (nameSize * GLYPH));
			const w = Math.max(...lines.map((l) => l.length)) * nameSize * GLYPH;
			const h = lines.length * nameSize * LINE;
			const c = counters[t];
			const [below, above] = [c.y + c.h + 1, c.y - 1 - h];
			const boxes = [below, above].flatMap((y) => [0, -w / 3, w / 3, -w / 2, w / 2].map((dx) => ({ x: ax - w / 2 + dx, y, w, h })));
			boxes.push({ x: c.x + c.w + 1, y: ay - h / 2, w, h }, { x: c.x - 1 - w, y: ay - h / 2, w, h });
			const box = boxes.find(free);
			if (box) {
				chosen = { lines, box };
				break;
			}
		}
		if (chosen) {
			taken.push(chosen.box);
			out[t] = { lines: chosen.lines, x: chosen.box.x + chosen.box.w / 2, y: chosen.box.y + nameSize * 0.85, box: chosen.box };
		} else {
			// No place where it covers nothing: left out rather than laid over another name or a count.
			const box = { x: ax, y: ay, w: 0, h: 0 };
			out[t] = { lines: [], x: ax, y: ay, box, hidden: true };
		}
	}
	return out;
}

/**
 * Where each change marker goes in `layout`: next to its counter, covering no name and no
 * counter's number (it may cover the owner's shape cue or crown). The cheap part, redone when
 * the moves change.
 * @param marks the territories with a change marker, each with its number of glyphs
 */
export function placeMarks(layout: NameLayout, marks: Map<number, number>): Map<number, MarkPlace> {
	const { counterScale, numbers } = layout;
	const blocked: Box[] = [...numbers, ...layout.names.filter((n) => !n.hidden).map((n) => n.box)];
	const placed = new Map<number, MarkPlace>();
	const mh = MARK_H * counterScale;
	for (const [t, glyphs] of marks) {
		const [ax, ay] = SHAPES[t].anchor;
		const w = (12 + 12 * glyphs) * counterScale;
		const c = numbers[t];
		const candidates: Box[] = [];
		// Rings around the number, nearest first: left, right, above, below, then the corners.
		for (const gap of [3, 14, 28].map((g) => g * counterScale)) {
			const [left, right, top, bottom] = [c.x - gap - w, c.x + c.w + gap, c.y - gap - mh, c.y + c.h + gap];
			candidates.push(
				{ x: left, y: ay - mh / 2, w, h: mh },
				{ x: right, y: ay - mh / 2, w, h: mh },
				{ x: ax - w / 2, y: top, w, h: mh },
				{ x: ax - w / 2, y: bottom, w, h: mh },
				{ x: left, y: top, w, h: mh },
				{ x: right, y: top, w, h: mh },
				{ x: left, y: bottom, w, h: mh },
				{ x: right, y: bottom, w, h: mh }
			);
		}
		const box = candidates.find((b) => !blocked.some((o) => overlaps(o, b))) ?? candidates[0];
		blocked.push(box);
		placed.set(t, { x: box.x, y: box.y, w });
	}
	return placed;
}

/** `layoutNames` and `placeMarks` together (see both). */
export function layoutLabels(pxPerUnit: number, names: string[], marks: Map<number, number> = new Map()): LabelLayout {
	const layout = layoutNames(pxPerUnit, names);
	return { ...layout, marks: placeMarks(layout, marks) };
}
