/**
 * Helpers of the table tests: a TableSession on a real saved game (fake-indexeddb), with its
 * timers run by hand, and a driver that plays for the people as a tablet would.
 */
import { LiveGame } from '$lib/storage/live';
import { TableSession, type TableDeps, type TableSettings, type TableUi } from '$lib/table/session';
import { memoryStore, type MemoryStore } from '$lib/table/memory';
import type { AnyGameDefinition, GameEvent, SeatSetup } from '$lib/engine/types';
import { freshDb } from '../storage/helpers';

/** Timers run by `flush`, never by the clock. */
export class ManualTimers {
	private queue: { f: () => void; id: number }[] = [];
	private next = 1;
	/** The pause asked for by each timer set, in order (milliseconds). */
	readonly delays: number[] = [];
	set = (f: () => void, ms: number): unknown => {
		const id = this.next++;
		this.queue.push({ f, id });
		this.delays.push(ms);
		return id;
	};
	clear = (id: unknown): void => {
		this.queue = this.queue.filter((t) => t.id !== id);
	};
	/** Runs the timers due, one by one, letting each move settle. @returns how many ran */
	async flush(max = 500): Promise<number> {
		let n = 0;
		while (this.queue.length && n < max) {
			const t = this.queue.shift()!;
			t.f();
			n++;
			await settle();
		}
		return n;
	}
}

/** Lets queued promises (a move's commit) finish. */
export async function settle(): Promise<void> {
	for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}

/** Keeps the opening hand (the LCG's mulligan step asks both players at once); otherwise the first legal move. For `step`. */
export const keep = (legal: GameEvent[]): GameEvent => legal.find((e) => e.type === 'KEEP') ?? legal[0];

/** The default table settings of a new device. */
export const SETTINGS: TableSettings = { curtain: true, delayMs: 0, autoDelayMs: 0, autoPass: 'quiet', summariesConfirm: false, coachDone: [], strict: false };

/** A table on a new saved game. */
export async function newTable(
	def: AnyGameDefinition,
	seats: SeatSetup[],
	opts: { seed?: number; options?: Record<string, unknown>; ui?: Partial<TableUi>; settings?: Partial<TableSettings>; deps?: Partial<TableDeps>; store?: MemoryStore } = {}
) {
	const db = freshDb();
	const live = await LiveGame.create(db, def, seats, opts.seed ?? 7, opts.options ?? {});
	const timers = new ManualTimers();
	const settings = { ...SETTINGS, ...opts.settings };
	const errors: unknown[] = [];
	const store = opts.store ?? memoryStore();
	const ui: TableUi = { formatLog: (e) => e.key, ...opts.ui };
	const deps: TableDeps = { settings: () => settings, setTimer: timers.set, clearTimer: timers.clear, onError: (e) => void errors.push(e), ...opts.deps };
	const table = new TableSession(live, ui, deps, store);
	table.start();
	await timers.flush();
	return { db, live, table, timers, settings, errors, store, ui, deps };
}

/**
 * Plays one step of the game as the people at the table would: picks the first player who
 * may act in a shared window, lifts the curtain, and sends the move `choose` picks (default:
 * the game's own bot move for that seat, a fixed stream of chance). Then runs the table's moves.
 * @returns the move sent, or null when nobody could act
 */
export async function step(t: { table: TableSession; timers: ManualTimers; live: LiveGame }, choose?: (legal: GameEvent[]) => GameEvent): Promise<GameEvent | null> {
	let v = t.table.view();
	if (v.result) return null;
	if (v.actingSeat === null && v.activeHumans.length > 0) t.table.pick(v.activeHumans[0]);
	v = t.table.view();
	if (v.curtain) t.table.liftCurtain();
	v = t.table.view();
	if (v.actingSeat === null || v.legal.length === 0) {
		await t.timers.flush();
		return null;
	}
	let r = 0.37;
	const ev = choose ? choose(v.legal) : (t.live.def.botEvent(v.snapshot, v.actingSeat, 'normal', () => (r = (r * 9301 + 0.49297) % 1)) as GameEvent);
	await t.table.send(ev);
	await t.timers.flush();
	return ev;
}
