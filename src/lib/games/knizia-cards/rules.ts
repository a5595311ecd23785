/**
 * The rules of Knizia's region card game as pure functions over the plain-JSON context.
 * The statechart (machine.ts) only sequences them; the bot and the view reuse them.
 *
 * Functions named `apply…`, `score…`, `finish…` MUTATE the context they are given: callers pass
 * a copy made with `cloneContext` (the machine does so in every action).
 */
import type { SeatId } from '$lib/engine/types';
import { createRng, rngCursor } from '$lib/engine/rng';
import { cardInfo, colourDeck, HAND_SIZE, SEAT_COLOURS, type CardId, type Colour } from './data/cards';
import { MORIA_PENALTY, REGIONS, type RegionData, type RingId } from './data/regions';
import {
	cellKey,
	parseCell,
	FIRST_REGION_ANCHOR,
	legalRegionAnchors,
	placeCells,
	regionCells,
	regionPlacementProblem,
	type CellKey,
	type MapOccupancy,
	type PlacementProblem
} from './data/placement';
import type {
	KcContext,
	KcEvent,
	KcInput,
	PlaceRegionEvent,
	PlacedRegion,
	PlayEvent,
	RelocateEvent,
	ScoringRecord,
	ScoringRow,
	TurnState
} from './types';

/** The log key prefix of this game (Paraglide message ids). */
export const LOG = 'kc_log_';

/** A fresh, empty turn (« Le dépôt des cartes »: nothing laid yet). */
export function emptyTurn(): TurnState {
	return { deposited: 0, ones: 0, highs: 0, counted: 0, values: [] };
}

/**
 * Sets up a game (« PREPARATION »): the colours of each seat (2 players: two colours shuffled
 * into one deck; 3 players: grey-blue leaves the game), shuffled decks, hands of 6, Bag End laid
 * as the current region, seat 0 to start (« Les joueurs déterminent entre eux, qui entamera la
 * partie »: the app's seat order decides).
 * @throws Error when the number of names is not 2, 3 or 4
 */
export function createContext(input: KcInput): KcContext {
	const n = input.names.length;
	if (n < 2 || n > 4) throw new Error(`knizia-cards: 2 to 4 players, not ${n}`);
	const seatColours = SEAT_COLOURS[n as 2 | 3 | 4].map((c) => c.slice());
	const r = rngCursor(createRng(input.seed));
	const decks: CardId[][] = [];
	const hands: CardId[][] = [];
	for (const colours of seatColours) {
		const deck = r.shuffle(colours.flatMap((c) => colourDeck(c)));
		hands.push(deck.slice(0, HAND_SIZE));
		decks.push(deck.slice(HAND_SIZE));
	}
	const [x, y] = FIRST_REGION_ANCHOR;
	return {
		names: input.names.slice(),
		options: { ...input.options },
		rng: r.state(),
		seatColours,
		hands,
		decks,
		cells: {},
		ringOn: {},
		removed: [],
		regions: [{ index: 0, x, y, scored: false }],
		ringsHeld: seatColours.map(() => []),
		ringsLost: [],
		scores: seatColours.map(() => 0),
		scorings: [],
		current: 0,
		lastCardSeat: null,
		out: seatColours.map(() => false),
		turn: emptyTurn(),
		turnNumber: 1,
		log: [{ key: `${LOG}start`, params: { players: n, region: REGIONS[0].id } }],
		ended: null
	};
}

/**
 * A copy of the context deep enough for the `apply…` functions to mutate. Log and scorings are
 * append-only and their entries never change, so they are copied shallowly; so is `cells`,
 * whose stacks are never changed in place (`setStack` replaces them).
 */
export function cloneContext(c: KcContext): KcContext {
	const cells: Record<CellKey, CardId[]> = { ...c.cells };
	return {
		...c,
		options: { ...c.options },
		rng: c.rng.slice(),
		seatColours: c.seatColours.map((a) => a.slice()),
		hands: c.hands.map((a) => a.slice()),
		decks: c.decks.map((a) => a.slice()),
		cells,
		ringOn: { ...c.ringOn },
		removed: c.removed.slice(),
		regions: c.regions.map((r) => ({ ...r })),
		ringsHeld: c.ringsHeld.map((a) => a.slice()),
		ringsLost: c.ringsLost.slice(),
		scores: c.scores.slice(),
		scorings: c.scorings.slice(),
		out: c.out.slice(),
		turn: { ...c.turn, values: c.turn.values.slice() },
		log: c.log.slice()
	};
}

/** The seat that plays `colour`, or -1 when the colour is not in the game. */
export function seatOfColour(c: KcContext, colour: Colour): SeatId {
	return c.seatColours.findIndex((cs) => cs.includes(colour));
}

/** The seat that owns a card. @throws Error for a card of a colour not in the game */
export function ownerOf(c: KcContext, card: CardId): SeatId {
	const s = seatOfColour(c, cardInfo(card).colour);
	if (s < 0) throw new Error(`card ${card} is not in this game`);
	return s;
}

/** The current region (« la région déposée en dernier »). */
export function currentRegion(c: KcContext): PlacedRegion {
	return c.regions[c.regions.length - 1];
}

/** The printed data of a placed region. */
export function regionData(r: PlacedRegion): RegionData {
	return REGIONS[r.index];
}

/** The visible (top) card of a cell, or null when the place is free. */
export function topCard(c: KcContext, key: CellKey): CardId | null {
	const st = c.cells[key];
	return st && st.length > 0 ? st[st.length - 1] : null;
}

/**
 * A card's value on the map: its printed value, +2 with the first Rivendell ring
 * (« Anneau Imladris … La valeur de la carte déposée avec cet anneau est augmentée de 2 »).
 * The Nazgûl has no value (null).
 */
export function mapValue(c: KcContext, card: CardId): number | null {
	const v = cardInfo(card).value;
	if (v === null) return null;
	return c.ringOn[card] === 'rivendell-1' ? v + 2 : v;
}

/** True when a card on the map can be neither covered nor taken by a Nazgûl: a Hobbit or a card with a ring. */
export function isProtected(c: KcContext, card: CardId): boolean {
	return cardInfo(card).hobbit || c.ringOn[card] !== undefined;
}

/** True when some visible card on the region's places carries `ring` (a ring keeps its effect for every region it borders). */
export function regionHasRing(c: KcContext, r: PlacedRegion, ring: RingId): boolean {
	return placeCells(r.x, r.y).some((k) => {
		const t = topCard(c, k);
		return t !== null && c.ringOn[t] === ring;
	});
}

/**
 * True when the region counts as dark (« fond obscur »): its printed background, flipped by the
 * Bag End ring lying on one of its places (« Anneau Cul-de-Sac … la couleur du fond de la région
 * actuelle est inversée … une région ultérieurement frontalière … changera donc également »).
 */
export function isDark(c: KcContext, r: PlacedRegion): boolean {
	const printed = regionData(r).background === 'dark';
	return regionHasRing(c, r, 'bag-end') ? !printed : printed;
}

/** How many of the region's ten places hold a card. */
export function filledPlaces(c: KcContext, r: PlacedRegion): number {
	return placeCells(r.x, r.y).filter((k) => topCard(c, k) !== null).length;
}

/** True when all ten places of the current region hold a card (« Dès qu'un joueur dépose une carte à la dernière place libre … »). */
export function currentRegionFull(c: KcContext): boolean {
	const r = currentRegion(c);
	return !r.scored && filledPlaces(c, r) === 10;
}

/** Seats still in the game (they have cards in hand or in their deck). */
export function seatsWithCards(c: KcContext): SeatId[] {
	return c.out.flatMap((o, s) => (o ? [] : [s]));
}

/** The next seat to the left of `from` (clockwise, « le joueur situé à main gauche ») still in the game, `from` itself last; -1 if none. */
export function nextSeat(c: KcContext, from: SeatId): SeatId {
	const n = c.out.length;
	for (let i = 1; i <= n; i++) {
		const s = (from + i) % n;
		if (!c.out[s]) return s;
	}
	return -1;
}

/**
 * Why a card may not be laid where asked (a message id suffix; the UI explains it), or null.
 * - `not-your-turn`, `not-in-hand`, `not-a-place`: wrong seat, card, or cell;
 * - `ring-not-held`, `ring-on-nazgul`, `ring-lothlorien`: ring tiles (« Les fiches anneaux »);
 * - `weathertop-value`: the Weathertop ring needs a card of a value already laid this turn;
 * - `limit-ford`, `limit-caradhras`, `limit-high-played`, `limit-ones-played`: per-turn limits;
 * - `light-occupied`, `own-card`, `hobbit`, `ring-protected`, `not-higher`: the place is taken.
 */
export type PlayProblem =
	| 'not-your-turn'
	| 'not-in-hand'
	| 'not-a-place'
	| 'ring-not-held'
	| 'ring-on-nazgul'
	| 'ring-lothlorien'
	| 'weathertop-value'
	| 'limit-ford'
	| 'limit-caradhras'
	| 'limit-high-played'
	| 'limit-ones-played'
	| 'light-occupied'
	| 'own-card'
	| 'hobbit'
	| 'ring-protected'
	| 'not-higher'
	| 'not-scored-region'
	| 'not-your-card';

/**
 * The per-turn limit a card from the hand breaks, or null (« Le dépôt des cartes »: any number
 * of 1s or one higher card, the 0 and the Nazgûl besides; « Le Gué »: one or two cards of any
 * kind; « Caradhras »: at most one value-1 card). A card with the Weathertop ring is outside
 * the limits but must repeat a value laid earlier this turn (« Anneau Les Collines du temps »).
 */
export function limitProblem(c: KcContext, card: CardId, ring: RingId | undefined): PlayProblem | null {
	const info = cardInfo(card);
	if (ring === 'weathertop') {
		if (info.value === null) return 'ring-on-nazgul';
		return c.turn.values.includes(info.value) ? null : 'weathertop-value';
	}
	const special = regionData(currentRegion(c)).special;
	if (special === 'ford') return c.turn.counted >= 2 ? 'limit-ford' : null;
	if (info.value === null || info.value === 0) return null;
	if (c.turn.highs > 0) return 'limit-high-played';
	if (info.value === 1) return special === 'caradhras' && c.turn.ones >= 1 ? 'limit-caradhras' : null;
	return c.turn.ones > 0 ? 'limit-ones-played' : null;
}

/**
 * Whether a card of `value` (null = Nazgûl) laid by `seat` may go on cell `key` of the current
 * region (« Les endroits de dépôt »): a free place always; otherwise only at a dark region, on
 * another player's unprotected card, and (for a valued card) strictly higher than it. The
 * Nazgûl may take any such card (« Si la carte Nazgûl attaque une autre carte »).
 * `dark` is the region's background at the moment the card is laid.
 */
export function placeProblem(c: KcContext, seat: SeatId, value: number | null, key: CellKey, dark: boolean): PlayProblem | null {
	const top = topCard(c, key);
	if (top === null) return null;
	if (!dark) return 'light-occupied';
	if (ownerOf(c, top) === seat) return 'own-card';
	if (cardInfo(top).hobbit) return 'hobbit';
	if (c.ringOn[top] !== undefined) return 'ring-protected';
	if (value === null) return null;
	return value > (mapValue(c, top) ?? 0) ? null : 'not-higher';
}

/**
 * Why a `play` event is illegal now, or null when it is legal. The caller checks the phase.
 */
export function playProblem(c: KcContext, ev: Omit<PlayEvent, 'type'>): PlayProblem | null {
	if (ev.seat !== c.current || c.out[ev.seat]) return 'not-your-turn';
	if (!c.hands[ev.seat].includes(ev.card)) return 'not-in-hand';
	const r = currentRegion(c);
	const key = cellKey(ev.x, ev.y);
	if (!placeCells(r.x, r.y).includes(key)) return 'not-a-place';
	const info = cardInfo(ev.card);
	if (ev.ring !== undefined) {
		if ((ev.ring as RingId) === 'lothlorien') return 'ring-lothlorien';
		if (!c.ringsHeld[ev.seat].includes(ev.ring)) return 'ring-not-held';
		if (info.nazgul) return 'ring-on-nazgul';
	}
	const lim = limitProblem(c, ev.card, ev.ring);
	if (lim) return lim;
	const value = info.value === null ? null : info.value + (ev.ring === 'rivendell-1' ? 2 : 0);
	return placeProblem(c, ev.seat, value, key, isDark(c, r));
}

/** The cells around an already-scored region that are not places of the current region. */
export function scoredOnlyCells(c: KcContext): Set<CellKey> {
	const cur = currentRegion(c);
	const curPlaces = new Set(placeCells(cur.x, cur.y));
	const out = new Set<CellKey>();
	for (const r of c.regions) {
		if (!r.scored) continue;
		for (const k of placeCells(r.x, r.y)) if (!curPlaces.has(k)) out.add(k);
	}
	return out;
}

/** The cell where a card lies visible on the map, or null. */
export function cellOfTopCard(c: KcContext, card: CardId): CellKey | null {
	for (const k in c.cells) if (topCard(c, k) === card) return k;
	return null;
}

/**
 * Why a `relocate` event (Lothlórien ring) is illegal now, or null. « Anneau Lothlórien: …
 * remplacer une de ses cartes avec l'anneau autour d'une région pour laquelle le décompte … a
 * déjà eu lieu. Les cartes déjà couvertes d'un anneau n'entrent pas en ligne de compte. »
 * Our reading (RULES-NOTES.md): move one of your own visible cards without a ring from a place
 * of an already-scored region (not also a place of the current region) to a place of the
 * current region, with the ring on it; the usual place rules apply, the per-turn limits not.
 */
export function relocateProblem(c: KcContext, ev: Omit<RelocateEvent, 'type'>): PlayProblem | null {
	if (ev.seat !== c.current || c.out[ev.seat]) return 'not-your-turn';
	if (!c.ringsHeld[ev.seat].includes('lothlorien')) return 'ring-not-held';
	const from = cellOfTopCard(c, ev.card);
	if (from === null || ownerOf(c, ev.card) !== ev.seat) return 'not-your-card';
	if (!scoredOnlyCells(c).has(from)) return 'not-scored-region';
	if (c.ringOn[ev.card] !== undefined) return 'ring-protected';
	const r = currentRegion(c);
	const key = cellKey(ev.x, ev.y);
	if (!placeCells(r.x, r.y).includes(key)) return 'not-a-place';
	return placeProblem(c, ev.seat, mapValue(c, ev.card), key, isDark(c, r));
}

/**
 * Every legal `play` for the seat to act now (cards × ring or none × places). Same rules as
 * `playProblem` (the property test checks they agree), with the places examined once.
 */
export function legalPlays(c: KcContext, seat: SeatId): PlayEvent[] {
	if (seat !== c.current || c.out[seat]) return [];
	const r = currentRegion(c);
	const dark = isDark(c, r);
	// per place: free, or the value a card must beat to cover it (null = never), or false = no Nazgûl
	const spots = placeCells(r.x, r.y).map((key) => {
		const [x, y] = parseCell(key);
		const top = topCard(c, key);
		if (top === null) return { x, y, free: true, takeable: false, beat: 0 };
		const takeable = dark && ownerOf(c, top) !== seat && !isProtected(c, top);
		return { x, y, free: false, takeable, beat: mapValue(c, top) ?? 0 };
	});
	const rings: (PlayEvent['ring'] | undefined)[] = [undefined];
	for (const g of c.ringsHeld[seat]) if (g !== 'lothlorien' && !rings.includes(g)) rings.push(g);
	const out: PlayEvent[] = [];
	for (const card of c.hands[seat]) {
		const info = cardInfo(card);
		for (const ring of rings) {
			if (ring !== undefined && info.nazgul) continue;
			if (limitProblem(c, card, ring)) continue;
			const value = info.value === null ? null : info.value + (ring === 'rivendell-1' ? 2 : 0);
			for (const p of spots) {
				if (!p.free && !(p.takeable && (value === null || value > p.beat))) continue;
				out.push(ring === undefined ? { type: 'play', seat, card, x: p.x, y: p.y } : { type: 'play', seat, card, x: p.x, y: p.y, ring });
			}
		}
	}
	return out;
}

/** Every legal `relocate` (Lothlórien ring) for the seat to act now. */
export function legalRelocations(c: KcContext, seat: SeatId): RelocateEvent[] {
	if (seat !== c.current || c.out[seat] || !c.ringsHeld[seat].includes('lothlorien')) return [];
	const r = currentRegion(c);
	const places = placeCells(r.x, r.y);
	const dark = isDark(c, r);
	const out: RelocateEvent[] = [];
	for (const from of scoredOnlyCells(c)) {
		const card = topCard(c, from);
		if (card === null || ownerOf(c, card) !== seat || c.ringOn[card] !== undefined) continue;
		const value = mapValue(c, card);
		for (const key of places) {
			if (placeProblem(c, seat, value, key, dark)) continue;
			const [x, y] = key.split(',').map(Number);
			out.push({ type: 'relocate', seat, card, x, y });
		}
	}
	return out;
}

/** The map as the placement rule sees it (a cell key is in `cells` only while it holds a card). */
export function occupancy(c: KcContext): MapOccupancy {
	const regionSet = new Set<CellKey>();
	for (const r of c.regions) for (const k of regionCells(r.x, r.y)) regionSet.add(k);
	const cardSet = new Set(Object.keys(c.cells));
	return { isRegion: (k) => regionSet.has(k), hasCard: (k) => cardSet.has(k) };
}

/** Every legal position for the next region (data/placement.ts, reconstructed rule). */
export function legalRegionPlacements(c: KcContext, seat: SeatId): PlaceRegionEvent[] {
	if (seat !== c.current) return [];
	const cardCells = Object.keys(c.cells);
	return legalRegionAnchors(cardCells, occupancy(c)).map(([x, y]) => ({ type: 'placeRegion', seat, x, y }));
}

/** Why the next region may not go at (x, y), or null (see data/placement.ts). */
export function regionProblem(c: KcContext, x: number, y: number): PlacementProblem | null {
	return regionPlacementProblem(x, y, occupancy(c));
}

/** Replaces the stack of a cell (never mutate a stack in place: copies share them). */
function setStack(c: KcContext, key: CellKey, stack: CardId[]) {
	if (stack.length === 0) delete c.cells[key];
	else c.cells[key] = stack;
}

function log(c: KcContext, key: string, params: Record<string, string | number>, seat?: SeatId) {
	c.log.push(seat === undefined ? { key: LOG + key, params } : { key: LOG + key, params, seat });
}

function countCard(c: KcContext, card: CardId, exempt: boolean) {
	const v = cardInfo(card).value;
	c.turn.deposited++;
	if (v !== null) c.turn.values.push(v);
	if (exempt) return;
	c.turn.counted++;
	if (v === 1) c.turn.ones++;
	else if (v !== null && v >= 2) c.turn.highs++;
}

/**
 * Lays a card from the hand (MUTATES `c`; the event must be legal). A valued card goes on top
 * of the place (covering what lay there); a Nazgûl on a card removes both from the game, on a
 * free place only itself (« Pour le dépôt de la carte Nazgûl »). A ring tile goes on the card.
 */
export function applyPlay(c: KcContext, ev: PlayEvent): void {
	const key = cellKey(ev.x, ev.y);
	const r = currentRegion(c);
	const hand = c.hands[ev.seat];
	hand.splice(hand.indexOf(ev.card), 1);
	const info = cardInfo(ev.card);
	const region = regionData(r).id;
	const top = topCard(c, key);
	if (info.nazgul) {
		if (top === null) {
			c.removed.push(ev.card);
			log(c, 'nazgul_void', { player: ev.seat, card: ev.card, region }, ev.seat);
		} else {
			setStack(c, key, c.cells[key].slice(0, -1));
			c.removed.push(ev.card, top);
			log(c, 'nazgul_attack', { player: ev.seat, card: ev.card, victim: top, owner: ownerOf(c, top), region }, ev.seat);
		}
	} else {
		setStack(c, key, [...(c.cells[key] ?? []), ev.card]);
		if (ev.ring) {
			const held = c.ringsHeld[ev.seat];
			held.splice(held.indexOf(ev.ring), 1);
			c.ringOn[ev.card] = ev.ring;
		}
		const params: Record<string, string | number> = { player: ev.seat, card: ev.card, region };
		if (ev.ring) params.ring = ev.ring;
		if (top !== null) {
			params.covered = top;
			params.owner = ownerOf(c, top);
		}
		log(c, top === null ? (ev.ring ? 'play_ring' : 'play') : ev.ring ? 'cover_ring' : 'cover', params, ev.seat);
	}
	countCard(c, ev.card, ev.ring === 'weathertop');
	c.lastCardSeat = ev.seat;
}

/** Moves a card with the Lothlórien ring (MUTATES `c`; the event must be legal). */
export function applyRelocate(c: KcContext, ev: RelocateEvent): void {
	const from = cellOfTopCard(c, ev.card)!;
	setStack(c, from, c.cells[from].slice(0, -1));
	const key = cellKey(ev.x, ev.y);
	const top = topCard(c, key);
	setStack(c, key, [...(c.cells[key] ?? []), ev.card]);
	const held = c.ringsHeld[ev.seat];
	held.splice(held.indexOf('lothlorien'), 1);
	c.ringOn[ev.card] = 'lothlorien';
	const params: Record<string, string | number> = { player: ev.seat, card: ev.card, region: regionData(currentRegion(c)).id };
	if (top !== null) {
		params.covered = top;
		params.owner = ownerOf(c, top);
	}
	log(c, 'relocate', params, ev.seat);
	countCard(c, ev.card, true);
	c.lastCardSeat = ev.seat;
}

/**
 * The standings at a region now (« Décompte des points »), without changing anything: every
 * colour in the game ranked by the total of its visible cards on the ten places (each card
 * counts 1 when the Bree ring lies there), colours without a card there last; ties go to the
 * player nearest the left of `lastSeat` (« le joueur se trouvant à main gauche du joueur ayant
 * déposé la dernière carte »; `lastSeat` itself comes last). The 1st, 2nd, 3rd take the
 * region's points, but the lowest never scores (so with three colours only two score) and a
 * colour needs at least one card there (« au moins 1 carte … celle-ci peut être de valeur 0 »).
 * Rings go to the ranks that score, as printed.
 * @returns the rows in rank order, and whether the Bree ring applied
 */
export function standings(c: KcContext, r: PlacedRegion, lastSeat: SeatId): { rows: ScoringRow[]; bree: boolean } {
	const data = regionData(r);
	const bree = regionHasRing(c, r, 'bree');
	const n = c.seatColours.length;
	const order: { colour: Colour; seat: SeatId }[] = [];
	for (let i = 1; i <= n; i++) {
		const seat = (lastSeat + i) % n;
		for (const colour of c.seatColours[seat]) order.push({ colour, seat });
	}
	const totals = new Map<Colour, { total: number; cards: number }>();
	for (const u of order) totals.set(u.colour, { total: 0, cards: 0 });
	for (const k of placeCells(r.x, r.y)) {
		const t = topCard(c, k);
		if (t === null) continue;
		const e = totals.get(cardInfo(t).colour)!;
		e.cards++;
		e.total += bree ? 1 : (mapValue(c, t) ?? 0);
	}
	const ranked = order
		.map((u, i) => ({ ...u, ...totals.get(u.colour)!, i }))
		.sort((a, b) => Number(b.cards > 0) - Number(a.cards > 0) || b.total - a.total || a.i - b.i);
	const scoringPlaces = Math.min(3, order.length - 1);
	const rows: ScoringRow[] = ranked.map((u, pos) => {
		const scores = pos < scoringPlaces && u.cards > 0;
		return {
			colour: u.colour,
			seat: u.seat,
			total: u.total,
			cards: u.cards,
			rank: pos + 1,
			points: scores ? data.points[pos] : 0,
			ring: scores && pos < 2 ? data.rings[pos] : null
		};
	});
	return { rows, bree };
}

/**
 * Scores the current region (MUTATES `c`): points, ring tiles, Moria's penalty (« Moria: Le
 * joueur, qui aura déposé ici la plus petite valeur au total, perd 3 points de gain »: the
 * lowest-ranked colour that has a card there, when at least two colours have one; a score never
 * drops below 0). Marks the region scored and appends a ScoringRecord and log lines.
 * @param final true for the end-of-game scoring with free places left (« FIN DU JEU »)
 */
export function scoreCurrentRegion(c: KcContext, final: boolean): ScoringRecord {
	const r = currentRegion(c);
	const data = regionData(r);
	const lastSeat = c.lastCardSeat ?? c.current;
	const { rows, bree } = standings(c, r, lastSeat);
	const seatPoints = c.scores.map(() => 0);
	const hidden = c.options.hideScores;
	log(c, final ? 'scoring_final' : 'scoring', { region: data.id, bree: bree ? 1 : 0 });
	for (const row of rows) {
		if (row.cards === 0) continue;
		seatPoints[row.seat] += row.points;
		const params: Record<string, string | number> = { player: row.seat, colour: row.colour, rank: row.rank, total: row.total };
		if (!hidden) params.points = row.points;
		log(c, hidden ? 'rank_hidden' : 'rank', params, row.seat);
		if (row.ring) {
			if (c.out[row.seat]) {
				c.ringsLost.push(row.ring);
				log(c, 'ring_won_lost', { player: row.seat, ring: row.ring }, row.seat);
			} else {
				c.ringsHeld[row.seat].push(row.ring);
				log(c, 'ring_won', { player: row.seat, ring: row.ring }, row.seat);
			}
		}
	}
	for (let s = 0; s < c.scores.length; s++) c.scores[s] += seatPoints[s];
	let penalty: ScoringRecord['penalty'] = null;
	const withCards = rows.filter((row) => row.cards > 0);
	if (data.special === 'moria' && withCards.length >= 2) {
		const low = withCards[withCards.length - 1];
		const lost = Math.min(MORIA_PENALTY, Math.max(0, c.scores[low.seat]));
		c.scores[low.seat] -= lost;
		seatPoints[low.seat] -= lost;
		penalty = { colour: low.colour, seat: low.seat, lost };
		if (hidden) log(c, 'moria_penalty_hidden', { player: low.seat, colour: low.colour }, low.seat);
		else log(c, 'moria_penalty', { player: low.seat, colour: low.colour, lost }, low.seat);
	}
	r.scored = true;
	const rec: ScoringRecord = { region: data.id, regionIndex: r.index, final, lastSeat, bree, rows, penalty, seatPoints };
	c.scorings.push(rec);
	return rec;
}

/**
 * Ends the current seat's turn (MUTATES `c`): refills its hand to 6 from its own deck while the
 * deck lasts (« il reprend des cartes de son tas, de façon à toujours avoir 6 cartes en main »);
 * a seat with neither hand nor deck leaves the game and its unplayed rings lose their power
 * (« FIN DU JEU »). Resets the turn counters.
 */
export function finishTurn(c: KcContext): void {
	const s = c.current;
	const need = Math.max(0, HAND_SIZE - c.hands[s].length);
	const drawn = c.decks[s].splice(0, need);
	c.hands[s].push(...drawn);
	log(c, 'end_turn', { player: s, drawn: drawn.length, deck: c.decks[s].length }, s);
	if (c.hands[s].length === 0 && c.decks[s].length === 0 && !c.out[s]) {
		c.out[s] = true;
		log(c, 'out', { player: s }, s);
		for (const ring of c.ringsHeld[s]) {
			c.ringsLost.push(ring);
			log(c, 'ring_lost', { player: s, ring }, s);
		}
		c.ringsHeld[s] = [];
	}
	c.turn = emptyTurn();
}

/** The next seat starts a turn (MUTATES `c`). @throws Error when no seat is left */
export function startNextTurn(c: KcContext, from: SeatId, includeFrom = false): void {
	const s = includeFrom && !c.out[from] ? from : nextSeat(c, from);
	if (s < 0) throw new Error('no seat left to play');
	c.current = s;
	c.turn = emptyTurn();
	c.turnNumber++;
}

/**
 * After a scoring: why the game ends now (« FIN DU JEU »: everybody has laid all their cards,
 * or only one player has cards left; ours: or the tenth region was scored), or null.
 */
export function endAfterScoring(c: KcContext): KcContext['ended'] {
	const left = seatsWithCards(c).length;
	if (left === 0) return 'all-played';
	if (left === 1) return 'one-left';
	if (c.regions.length >= REGIONS.length) return 'no-region-left';
	return null;
}

/** Lays the next region (MUTATES `c`; the event must be legal); its placer starts (or the next seat with cards). */
export function applyPlaceRegion(c: KcContext, ev: PlaceRegionEvent): void {
	const index = c.regions.length;
	c.regions.push({ index, x: ev.x, y: ev.y, scored: false });
	const r = currentRegion(c);
	log(c, 'region_placed', { player: ev.seat, region: REGIONS[index].id, reused: filledPlaces(c, r) }, ev.seat);
	startNextTurn(c, ev.seat, true);
}

/** Logs the end of the game (MUTATES `c`). */
export function endGame(c: KcContext, reason: NonNullable<KcContext['ended']>): void {
	c.ended = reason;
	log(c, `end_${reason.replace(/-/g, '_')}`, {});
}

/**
 * The final ranking (« Le joueur ayant récolté le plus grand nombre de points de victoire, gagne
 * la partie. Lorsqu'il y a un score égal, le joueur ayant obtenu le plus grand nombre de points
 * de victoire lors du décompte précédent sera déclaré vainqueur »): seats sorted by score, ties
 * broken by the points of the latest scoring, then the one before, and so on.
 * @returns seats best first, and the winners (several only when tied all the way back)
 */
export function finalRanking(c: KcContext): { order: SeatId[]; winners: SeatId[]; tieBroken: boolean } {
	const seats = c.scores.map((_, s) => s);
	const cmp = (a: SeatId, b: SeatId) => {
		if (c.scores[a] !== c.scores[b]) return c.scores[b] - c.scores[a];
		for (let i = c.scorings.length - 1; i >= 0; i--) {
			const p = c.scorings[i].seatPoints;
			if (p[a] !== p[b]) return p[b] - p[a];
		}
		return 0;
	};
	const order = seats.slice().sort((a, b) => cmp(a, b) || a - b);
	const best = order[0];
	const winners = order.filter((s) => cmp(s, best) === 0);
	const tieBroken = order.filter((s) => c.scores[s] === c.scores[best]).length > winners.length;
	return { order, winners, tieBroken };
}

/** The events that are legal in the playing phase (plays, relocations, end of turn). */
export function legalInPlaying(c: KcContext, seat: SeatId): KcEvent[] {
	if (seat !== c.current || c.out[seat]) return [];
	const evs: KcEvent[] = [...legalPlays(c, seat), ...legalRelocations(c, seat)];
	if (c.turn.deposited > 0) evs.push({ type: 'endTurn', seat });
	return evs;
}

/** Every card id in the game (for the conservation invariant), from the seats' colours. */
export function allCards(c: KcContext): CardId[] {
	return c.seatColours.flat().flatMap((col) => colourDeck(col));
}

/** Where every card is now: hand, deck, map (any depth of a stack) or removed. */
export function cardLocations(c: KcContext): Map<CardId, string> {
	const m = new Map<CardId, string>();
	// Each place's name is made once for all its cards (the property test calls this after every event).
	const put = (ids: readonly CardId[], where: string) => {
		for (const id of ids) {
			if (m.has(id)) throw new Error(`card ${id} is in two places: ${m.get(id)} and ${where}`);
			m.set(id, where);
		}
	};
	c.hands.forEach((h, s) => put(h, `hand ${s}`));
	c.decks.forEach((d, s) => put(d, `deck ${s}`));
	for (const k in c.cells) put(c.cells[k], `cell ${k}`);
	put(c.removed, 'removed');
	return m;
}
