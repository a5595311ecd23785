/**
 * The LCG board's card size (issue 17, "nothing that can be chosen is out of sight"): when the
 * players' areas hold more than their row has room for (four engaged enemies with their shadow
 * cards, a hero with three attachments), every card shrinks until they fit (never under
 * MIN_FS px) instead of hiding them in a scroll region.
 *
 * Issue 17, the LCG's painted p95: the board is looked at only where the browser has laid it
 * out already, in a ResizeObserver callback (after layout, before paint: reading sizes there
 * costs no layout), never by reading sizes right after a move's DOM writes (a synchronous
 * forced layout on every move). A search (write a size, read the layout, four or five times)
 * runs in the next animation frame, only when the cards overflow, or when they were shrunk and
 * something has left the board since (`roomFreed`: may they grow back?) or its base size changed.
 * A move that frees room is painted first (what was drawn still fits): its growth check runs in
 * the frame after, and tries one size up before any larger one (a Chrome trace of 56 bench
 * moves at 4x CPU throttle, load 7: 7 of the 10 moves over 300 ms ran a search in their own
 * frame, 2 to 5 layouts of the whole board, 0.2 to 1.1 s).
 */
import type { LcgContext } from '../types';

/** The smallest card font size (px) the fit goes down to. */
export const MIN_FS = 12;

/** Zones drawn as a pile, a count or not at all: only whether they are empty can change the rows' room. */
const PILE = /^(deck|hand|discard):|^(questDeck|questDone|encounterDeck|encounterDiscard|victory|removed|limbo)$/;

/** What takes room on the board: a count per thing (`boardRoom`). */
export type Room = Record<string, number>;

/**
 * What the cards' room depends on besides the screen: how many cards each zone drawn as cards
 * holds (a pile: 1 when it holds any, else 0), how many cards are turned sideways (exhausted),
 * and `extra` (the Board's banner and decision panel, as counts).
 * @param view the game view the Board draws
 * @param extra anything else of the Board that takes room, as counts
 */
export function boardRoom(view: Pick<LcgContext, 'zones' | 'cards'>, extra: Room = {}): Room {
	let exhausted = 0;
	for (const id in view.cards) if (view.cards[id].exhausted) exhausted++;
	const out: Room = { ...extra, exhausted };
	for (const z in view.zones) {
		const n = view.zones[z].length;
		out[`zone:${z}`] = PILE.test(z) ? Math.min(n, 1) : n;
	}
	return out;
}

/**
 * True when something takes less room in `now` than in `then` (a card left a zone, a card was
 * readied, the banner went): only then may shrunk cards grow back. Whatever only gained room
 * cannot make a larger size fit (what overflows is seen by the ResizeObserver anyway).
 */
export function roomFreed(now: Room, then: Room): boolean {
	for (const k in then) if ((now[k] ?? 0) < then[k]) return true;
	return false;
}

/** True when both count the same things alike. */
function sameRoom(a: Room, b: Room): boolean {
	for (const k in a) if ((b[k] ?? 0) !== a[k]) return false;
	for (const k in b) if ((a[k] ?? 0) !== b[k]) return false;
	return true;
}

/** True when the players' rows (`players`, a scroll box) or the whole board (`root`) hold more than their height. Reads the layout. */
export function overflows(root: HTMLElement, players: HTMLElement): boolean {
	return players.scrollHeight > players.clientHeight + 1 || root.scrollHeight > root.clientHeight + 1;
}

/**
 * The largest card font size (px) in [MIN_FS, base] at which nothing overflows, starting from
 * the size drawn now (`current`, which overflows or not as `overflowing` says): below it when
 * it overflows, else above it, by halving (cards that wrap to a second row make the height
 * jump, so no guess from the missing height). Each try writes `--lcg-card-fs` on `root` and
 * reads the layout, without the cards' transitions (`.fitting`: they would report the old
 * widths); a board that cannot grow costs one try. Leaves the size found written on `root`.
 */
export function searchFit(root: HTMLElement, players: HTMLElement, base: number, current: number, overflowing: boolean): number {
	const fits = (fs: number) => {
		root.style.setProperty('--lcg-card-fs', `${fs}px`);
		return !overflows(root, players);
	};
	const cur = Math.max(MIN_FS, Math.min(current, base));
	// lo: the answer when nothing in (lo, hi] fits.
	let lo: number;
	let hi: number;
	if (overflowing) {
		if (cur <= MIN_FS) return MIN_FS;
		lo = MIN_FS;
		hi = cur - 1;
	} else {
		if (cur >= base) return base;
		lo = cur;
		hi = base;
	}
	root.classList.add('fitting');
	let last = -1;
	// Growing: one size up first. Room freed seldom makes room for more than a step, and a
	// board that cannot grow (the usual case) then costs one layout instead of log2(base - cur).
	if (!overflowing) {
		last = cur + 1;
		if (fits(last)) lo = last;
		else hi = cur;
	}
	while (lo < hi) {
		const mid = Math.ceil((lo + hi) / 2);
		last = mid;
		if (fits(mid)) lo = mid;
		else hi = mid - 1;
	}
	if (last !== lo) root.style.setProperty('--lcg-card-fs', `${lo}px`);
	root.classList.remove('fitting');
	return lo;
}

/** What the watcher reads from and writes to the Board. */
export interface FitState {
	/** The card size the board's dimensions call for (px). */
	base(): number;
	/** What takes room on the board now (`boardRoom`). */
	room(): Room;
	/** The shrunk size now drawn, or null (the base size is drawn). */
	fs(): number | null;
	/** Draws `fs` (null: the base size). */
	set(fs: number | null): void;
}

/**
 * Keeps the cards fitted: observes the board (`root`), the players' scroll box (`players`) and
 * `watched` (what fills them: the players' rows' content, the encounter area, the tray), and
 * after each layout that changed one of their sizes checks for overflow for free; a search runs
 * in the next frame when the cards overflow, or when they are shrunk and room was freed since
 * (`roomFreed`) or the base size changed. `changed()` is called by the Board when its room or
 * base size may have changed (room freed need not change any observed size).
 * @returns `changed` and `stop` (disconnects; a search not yet run is dropped)
 * @throws nothing; does nothing where there is no ResizeObserver (tests: the base size stays)
 */
export function watchFit(root: HTMLElement, players: HTMLElement, watched: Element[], state: FitState): { changed(): void; stop(): void } {
	if (typeof ResizeObserver === 'undefined') return { changed() {}, stop() {} };
	/** The base size and room the size drawn was found for. */
	let fitted: { base: number; room: Room } | null = null;
	let frame = 0;
	/** The frame before the one a growth check is planned for (`later`). */
	let before = 0;
	const mayGrow = () => state.fs() !== null && (!fitted || fitted.base !== state.base() || roomFreed(state.room(), fitted.room));
	const run = () => {
		frame = 0;
		const base = state.base();
		const room = state.room();
		// Read where the frame lays the board out anyway (nothing written since but the move).
		const over = overflows(root, players);
		if (!over && !mayGrow()) {
			if (state.fs() === null) fitted = { base, room };
			return;
		}
		const fs = searchFit(root, players, base, state.fs() ?? base, over);
		fitted = { base, room };
		state.set(fs === base ? null : fs);
	};
	const schedule = () => {
		if (!frame) frame = requestAnimationFrame(run);
	};
	// A larger size is never needed to show the move (what was there still fits): the check
	// runs in the frame after the one that paints the move, whose only work is then the move.
	const later = () => {
		if (!frame && !before)
			before = requestAnimationFrame(() => {
				before = 0;
				schedule();
			});
	};
	const ro = new ResizeObserver(() => {
		// Called after layout: these reads cost nothing.
		if (overflows(root, players)) {
			// At the smallest size already, searched for this very board: nothing more to do.
			if (state.fs() !== MIN_FS || !fitted || fitted.base !== state.base() || !sameRoom(state.room(), fitted.room)) schedule();
		} else if (state.fs() === null) fitted = { base: state.base(), room: state.room() };
		else if (mayGrow()) schedule();
	});
	for (const el of [root, players, ...watched]) ro.observe(el);
	return {
		changed() {
			if (mayGrow()) later();
		},
		stop() {
			ro.disconnect();
			if (frame) cancelAnimationFrame(frame);
			if (before) cancelAnimationFrame(before);
			frame = before = 0;
		}
	};
}
