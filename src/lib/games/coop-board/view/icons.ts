/**
 * The cooperative game's icons (issue 18 "A board that explains itself"): one SVG drawing per
 * symbol of the box, our own, used everywhere (cards, tracks, tiles, payments, the hobbits'
 * sheets, the legend). Every drawing is on a 24 × 24 grid, outlined with a 2-unit stroke in
 * the current colour, with at most one filled shape, so the set reads alike at 16–40 px.
 * `Icon.svelte` draws them; `LEGEND` lists them with their name and meaning (messages
 * `cb_icon_<id>` and `cb_icon_help_<id>`).
 */
import type { Activity, CardSymbol, LifeToken, Reward, TileKind } from '../data/game';

/** One shape of a drawing: an SVG path, outlined (default) or filled with the icon's colour. */
export interface IconShape {
	d: string;
	fill?: boolean;
}

/** A drawing: its shapes and the colour it is drawn in (a token's own colour, or ink). */
export interface IconDef {
	shapes: IconShape[];
	colour: string;
}

/** A circle as a path (centre x, y and radius, in grid units). */
const circle = (x: number, y: number, r: number) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

const INK = '#2b1d12';

/** Every icon's name. */
export type IconName =
	| 'fighting'
	| 'hiding'
	| 'travelling'
	| 'friendship'
	| 'star'
	| 'heart'
	| 'sun'
	| 'ring'
	| 'rune'
	| 'goldRune'
	| 'die'
	| 'light'
	| 'dark'
	| 'legend'
	| 'mountDoom'
	| 'start'
	| 'timePasses'
	| 'ringInfluence'
	| 'sauronWill'
	| 'lastResort'
	| 'retreat'
	| 'sauron'
	| 'event'
	| 'fellowship'
	| 'marker'
	| 'cards'
	| 'gandalf'
	| 'epic'
	| 'out'
	| 'protected'
	| 'haven';

/** Every drawing by id. */
export const ICONS: Record<IconName, IconDef> = {
	// ── the four activities and the star (cards, tracks, activity tiles) ──
	fighting: { colour: '#8a1c1c', shapes: [{ d: 'M5 19 19 5M15 5h4v4M4 16l4 4M3 21l3-3' }, { d: 'M19 19 5 5M5 9V5h4M20 16l-4 4M21 21l-3-3' }] },
	hiding: { colour: '#2f5d34', shapes: [{ d: 'M12 21v-6M6 15a6 6 0 0 1 0-7 6 6 0 0 1 12 0 6 6 0 0 1 0 7Z', fill: true }] },
	travelling: { colour: '#6b4a1f', shapes: [{ d: 'M4 20c5 0 3-6 8-6s3-6 8-6' }, { d: 'M16 4l4 4-4 4' }, { d: circle(5, 20, 1.5), fill: true }] },
	friendship: { colour: '#1f4f7a', shapes: [{ d: circle(8, 7, 3) }, { d: circle(16, 7, 3) }, { d: 'M2 20c0-5 3-7 6-7s6 2 6 7M10 20c0-5 3-7 6-7s6 2 6 7' }] },
	star: { colour: '#8a6b00', shapes: [{ d: 'M12 2.5l2.8 6.2 6.7.7-5 4.6 1.4 6.6L12 17.3l-5.9 3.3 1.4-6.6-5-4.6 6.7-.7Z', fill: true }] },
	// ── life tokens ──
	heart: { colour: '#b3262e', shapes: [{ d: 'M12 21 4 13a4.8 4.8 0 0 1 8-6 4.8 4.8 0 0 1 8 6Z', fill: true }] },
	sun: { colour: '#c77700', shapes: [{ d: circle(12, 12, 4.5), fill: true }, { d: 'M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1' }] },
	ring: { colour: '#9a7300', shapes: [{ d: circle(12, 13, 7) }, { d: circle(12, 13, 4.5) }, { d: 'M9 4.5h6' }] },
	// ── what spaces give ──
	rune: { colour: '#4d5560', shapes: [{ d: 'M6 3h12l2 9-2 9H6l-2-9Z' }, { d: 'M10 7v10M10 9l4-2M10 12l4-2' }] },
	goldRune: { colour: '#8a6b00', shapes: [{ d: 'M6 3h12l2 9-2 9H6l-2-9Z', fill: true }, { d: 'M10 7v10M10 9l4-2M10 12l4-2' }] },
	die: { colour: INK, shapes: [{ d: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z' }, { d: `${circle(8, 8, 1.6)}${circle(12, 12, 1.6)}${circle(16, 16, 1.6)}`, fill: true }] },
	light: { colour: '#b07a00', shapes: [{ d: 'M21 12H5M10 7l-5 5 5 5' }, { d: circle(19, 5, 2.5), fill: true }] },
	dark: { colour: '#3a2333', shapes: [{ d: 'M3 12h16M14 7l5 5-5 5' }, { d: circle(5, 19, 2.5), fill: true }] },
	legend: { colour: '#6b3a7a', shapes: [{ d: 'M6 2h12v20H6Z' }, { d: 'M9 7h6M12 7v9M9 16h6' }] },
	mountDoom: { colour: '#a8321c', shapes: [{ d: 'M2 21 9 8h6l7 13Z', fill: true }, { d: 'M12 6V2M9 4l1 2M15 4l-1 2' }] },
	start: { colour: INK, shapes: [{ d: 'M6 22V3M6 4h12l-3 4 3 4H6' }] },
	// ── the other Story tiles ──
	timePasses: { colour: '#5b3d1d', shapes: [{ d: 'M6 2h12M6 22h12M7 2c0 6 10 6 10 10S7 16 7 22M17 2c0 6-10 6-10 10s10 4 10 10' }] },
	ringInfluence: { colour: '#9a7300', shapes: [{ d: circle(9, 12, 6) }, { d: 'M15 12h7M19 9l3 3-3 3' }] },
	sauronWill: { colour: '#a8321c', shapes: [{ d: 'M1.5 12C5 6 19 6 22.5 12 19 18 5 18 1.5 12Z' }, { d: 'M12 8c1.2 1 1.2 7 0 8-1.2-1-1.2-7 0-8Z', fill: true }] },
	lastResort: { colour: INK, shapes: [{ d: 'M3 5h8v14H3ZM8 3h8v14H8ZM13 5h8v14h-8Z' }] },
	retreat: { colour: INK, shapes: [{ d: 'M20 19V9H7M11 5 7 9l4 4' }] },
	// ── pieces and other things the board shows ──
	sauron: { colour: '#a8321c', shapes: [{ d: 'M1.5 12C5 6 19 6 22.5 12 19 18 5 18 1.5 12Z', fill: true }, { d: 'M12 8c1.2 1 1.2 7 0 8-1.2-1-1.2-7 0-8Z' }] },
	event: { colour: '#5b3d1d', shapes: [{ d: 'M6 22V2l12 5-12 5' }] },
	fellowship: { colour: INK, shapes: [{ d: `${circle(12, 6, 3.5)}M6 21c0-7 2.5-10 6-10s6 3 6 10Z`, fill: true }] },
	marker: { colour: INK, shapes: [{ d: `${circle(12, 12, 7)}`, fill: true }] },
	cards: { colour: INK, shapes: [{ d: 'M8 3h11v16H8Z' }, { d: 'M5 6v15h11' }] },
	gandalf: { colour: '#3d4f6b', shapes: [{ d: 'M4 21h16M7 21 12 2l5 19' }, { d: 'M9 13h6' }] },
	epic: { colour: '#8a6b00', shapes: [{ d: 'M12 2 21 9l-9 13L3 9Z' }, { d: 'M3 9h18M8 9l4 13 4-13' }] },
	out: { colour: INK, shapes: [{ d: 'M4 4l16 16M20 4 4 20' }] },
	protected: { colour: '#2f5d34', shapes: [{ d: 'M4 20C4 9 10 4 20 4c0 10-5 16-16 16ZM4 20 13 11' }] },
	haven: { colour: '#2f5d34', shapes: [{ d: 'M3 11 12 3l9 8M5 9.5V21h14V9.5M10 21v-6h4v6' }] }
};

/** An icon's id. */
export type IconId = IconName;

/** The icon of a card symbol, an activity or a life token (the same id). */
export const symbolIcon = (s: CardSymbol | Activity | LifeToken): IconId => s;

/** The icon of what an activity space gives. */
export function rewardIcon(r: Reward): IconId {
	switch (r.k) {
		case 'token':
			return r.token;
		default:
			return r.k;
	}
}

/** The icon of a Story tile kind: an activity tile shows its activity. */
export const tileIcon = (k: TileKind): IconId => k;

/**
 * The legend (rules drawer and the board's "Legend" sheet): groups of icons, each with its
 * name (`cb_icon_<id>`) and one sentence (`cb_icon_help_<id>`), in the order a newcomer meets them.
 */
export const LEGEND: readonly { group: string; icons: readonly IconId[] }[] = [
	{ group: 'activities', icons: ['fighting', 'hiding', 'travelling', 'friendship', 'star'] },
	{ group: 'tokens', icons: ['heart', 'sun', 'ring', 'rune', 'goldRune'] },
	{ group: 'spaces', icons: ['start', 'die', 'light', 'legend', 'mountDoom'] },
	{ group: 'tiles', icons: ['timePasses', 'ringInfluence', 'sauronWill', 'lastResort', 'retreat'] },
	{ group: 'pieces', icons: ['fellowship', 'marker', 'event', 'sauron', 'dark', 'cards', 'gandalf', 'epic', 'protected', 'out', 'haven'] }
];
