/**
 * What the table remembers of one saved game beyond its log, across reloads (localStorage,
 * one record per save): where each seat last moved ("since your last turn"), how far the
 * table has confirmed a board's panels (a reveal, an evaluation), and the first-game tips it
 * has shown. Nothing here changes the game; a lost record only shows a little more again.
 */
import type { SeatId } from '$lib/engine/types';

/** A seat's move as the table saw it: the game log's and the engine log's lengths just after it. */
export interface SeatMark {
	/** Game-log entries (GameDefinition.log) up to and including the move itself (its first line). */
	log: number;
	/** Engine-log entries (LiveGame.log) up to and including the move. */
	events: number;
}

/** Game-log entries a step summary showed in its own words: "since your last turn" lists its title once instead. */
export interface ToldSummary {
	/** The summary's title, in the language it was shown in. */
	title: string;
	/** The game-log indexes it stands for, ascending. */
	at: number[];
}

/** The record kept per save. */
export interface TableRecord {
	/** Per seat, its moves' marks, oldest first (an undo drops the marks past the log). */
	marks: Record<string, SeatMark[]>;
	/** Per board panel key, how far the table confirmed it (a log index, a count: the board's unit). */
	seen: Record<string, number>;
	/** Ids of the coach tips shown in this game (shown once: never again after their step). */
	tips: string[];
	/** The step summaries queued, with the log entries each stands for (the newest few). */
	told: ToldSummary[];
}

/** Where a record is kept: localStorage in the browser, a Map in tests. */
export interface MemoryStore {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
}

/** The localStorage key of a save's record. */
export const memoryKey = (saveId: string) => `met-table:${saveId}`;

const empty = (): TableRecord => ({ marks: {}, seen: {}, tips: [], told: [] });

/** A store that keeps nothing past the page (no localStorage). */
export function memoryStore(): MemoryStore {
	const m = new Map<string, string>();
	return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

/** The browser's localStorage, or an in-memory store where there is none (or it is blocked). */
export function defaultStore(): MemoryStore {
	try {
		if (typeof localStorage !== 'undefined' && localStorage) return localStorage;
	} catch {
		/* blocked */
	}
	return memoryStore();
}

/** One save's table memory: read once, written after each change (a full or blocked store keeps it for the page). */
export class TableMemory {
	private rec: TableRecord;

	constructor(
		private readonly store: MemoryStore,
		private readonly key: string
	) {
		this.rec = empty();
		try {
			const raw = JSON.parse(store.getItem(key) ?? 'null') as Partial<TableRecord> | null;
			if (raw && typeof raw === 'object') {
				this.rec = {
					marks: raw.marks && typeof raw.marks === 'object' ? raw.marks : {},
					seen: raw.seen && typeof raw.seen === 'object' ? raw.seen : {},
					tips: Array.isArray(raw.tips) ? raw.tips.filter((t) => typeof t === 'string') : [],
					told: Array.isArray(raw.told) ? raw.told.filter((t) => t && typeof t.title === 'string' && Array.isArray(t.at) && t.at.every((i) => Number.isInteger(i))) : []
				};
			}
		} catch {
			/* unreadable: start afresh */
		}
	}

	/** The seat's last move still in a log of `events` entries (an undone move is no longer its last). */
	lastMark(seat: SeatId, events: number): SeatMark | undefined {
		const list = this.rec.marks[seat] ?? [];
		for (let i = list.length - 1; i >= 0; i--) {
			const m = list[i];
			if (Number.isInteger(m?.log) && Number.isInteger(m?.events) && m.events <= events) return m;
		}
		return undefined;
	}

	/** Records a move of `seat`; marks past it (of moves undone) are dropped. */
	mark(seat: SeatId, mark: SeatMark): void {
		const list = (this.rec.marks[seat] ?? []).filter((m) => m.events < mark.events);
		// Only the last few are needed (undo takes back one's moves since one's turn began).
		this.rec.marks[seat] = [...list, mark].slice(-20);
		this.save();
	}

	/** How far the table confirmed the board's panel `key` (undefined: never). */
	seen(key: string): number | undefined {
		const n = this.rec.seen[key];
		return typeof n === 'number' ? n : undefined;
	}

	/** Records how far the table confirmed the board's panel `key`. */
	setSeen(key: string, n: number): void {
		if (this.rec.seen[key] === n) return;
		this.rec.seen[key] = n;
		this.save();
	}

	/** True when the tip was shown in this game. */
	tipShown(id: string): boolean {
		return this.rec.tips.includes(id);
	}

	/** Records that the tip was shown. */
	showTip(id: string): void {
		if (this.rec.tips.includes(id)) return;
		this.rec.tips.push(id);
		this.save();
	}

	/** The summaries told, with the log entries each stands for. */
	get told(): readonly ToldSummary[] {
		return this.rec.told;
	}

	/** Records a summary queued and the log entries it stands for (the newest 40 are kept). */
	tell(told: ToldSummary): void {
		if (told.at.length === 0) return;
		this.rec.told = [...this.rec.told, told].slice(-40);
		this.save();
	}

	/** Forgets the newest record of the summary titled `title` (skipped before it was seen). */
	untell(title: string): void {
		const i = this.rec.told.findLastIndex((t) => t.title === title);
		if (i < 0) return;
		this.rec.told = this.rec.told.filter((_, j) => j !== i);
		this.save();
	}

	/** Forgets what stood for entries past a log of `length` entries (an undo took them back). */
	forgetPast(length: number): void {
		const keep = this.rec.told.filter((t) => t.at.every((i) => i < length));
		if (keep.length === this.rec.told.length) return;
		this.rec.told = keep;
		this.save();
	}

	private save(): void {
		try {
			this.store.setItem(this.key, JSON.stringify(this.rec));
		} catch {
			/* full or blocked: kept for this page */
		}
	}
}
