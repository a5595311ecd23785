/**
 * The table's one scheduler (issue 16): the moves the table makes by itself (an LCG action
 * window passed: GameDefinition.autoEvent) are nobody's move, and they are paced by the table's
 * speed setting as the computer players' are, and skippable. Real games in fake-indexeddb.
 */
import { afterEach, describe, expect, it } from 'vitest';
import lcg from '$lib/games/lcg/definition';
import { formatLog as lcgFormat } from '$lib/games/lcg/view/text';
import type { AnyGameDefinition, GameEvent } from '$lib/engine/types';
import { toyGame, draw } from '../engine/toy-game';
import { closeAll } from '../storage/helpers';
import { keep, newTable, step } from './drive';

const LCG = lcg as AnyGameDefinition;
const FRODO_SAM = [{ name: 'Frodo' }, { name: 'Sam' }];
afterEach(() => closeAll());

describe("an automatic move (the table's Continue) is the table's, not the seat's", () => {
	it("it ends nobody's turn: 'since your last turn' and the board's highlights still start at the seat's own last move", async () => {
		const t = await newTable(LCG, FRODO_SAM, { ui: { formatLog: lcgFormat }, options: { pauseAtEveryWindow: true }, settings: { autoPass: 'until-me' } });
		let checked = 0;
		for (let i = 0; i < 60 && !t.table.view().result; i++) {
			await step(t, keep);
			const log = t.live.log;
			for (const seat of [0, 1]) {
				// The last move this seat's person chose (never one the table passed in its name).
				let own = -1;
				for (let k = log.length - 1; k >= 0; k--)
					if (!log[k].auto && log[k].by === 'human' && log[k].ev.seat === seat) {
						own = k;
						break;
					}
				const autoSince = log.slice(own + 1).some((e) => e.auto && e.ev.seat === seat);
				if (own < 0 || !autoSince) continue;
				checked++;
				expect(t.table.memory.lastMark(seat, log.length)?.events).toBe(own + 1);
				// The other seat's highlights never list the table's own moves.
				expect(t.table.recent(1 - seat).every((r) => !log.slice(own + 1).some((e) => e.auto && e.ev === r.ev))).toBe(true);
			}
		}
		// The table passed windows in a seat's name after that seat's own move, many times.
		expect(checked).toBeGreaterThan(3);
	});

	it("an undo by the seat takes back its own move with the table's Continue after it, in one tap", async () => {
		const t = await newTable(LCG, [{ name: 'Ann' }], { ui: { formatLog: lcgFormat }, options: { pauseAtEveryWindow: true } });
		for (let i = 0; i < 80; i++) {
			const log = t.live.log;
			const last = log[log.length - 1];
			let own = log.length - 1;
			while (own >= 0 && log[own].auto) own--;
			const v = t.table.view();
			if (last?.auto && own >= 0 && log[own].by === 'human' && !log.slice(own).some((e) => e.reveal) && v.undo.top.enabled) {
				await t.table.undo();
				await t.timers.flush();
				// Back to before Ann's own move: the table's Continue went with it.
				expect(t.live.log.length).toBe(own);
				expect(t.errors).toEqual([]);
				return;
			}
			await step(t, keep);
		}
		throw new Error('no automatic move after a move of Ann that could be undone');
	});
});

describe('pacing: the speed setting paces the computers and the automatic moves; skip plays them at once', () => {
	it("the table's automatic moves wait the automatic pause, the computers' moves the computer pause", async () => {
		const settings = { delayMs: 450, autoDelayMs: 150 };
		const auto = await newTable(LCG, [{ name: 'Ann' }], { options: { pauseAtEveryWindow: true }, settings });
		for (let i = 0; i < 10 && !auto.live.log.some((e) => e.auto); i++) await step(auto, keep);
		expect(auto.live.log.some((e) => e.auto)).toBe(true);
		// Every timer the table set was for its own automatic move (no computer here): 150 ms each.
		expect(auto.timers.delays.length).toBeGreaterThan(0);
		expect(new Set(auto.timers.delays)).toEqual(new Set([150]));
		const bots = await newTable(toyGame, [{ name: 'Ann' }, { name: 'Hal', bot: 'normal' }], { settings });
		await step(bots, () => draw(0));
		expect(bots.live.log.some((e) => e.by === 'bot')).toBe(true);
		expect(new Set(bots.timers.delays)).toEqual(new Set([450]));
	});

	it('while the automatic move waits, nobody is asked (no legal move shown) and the view says the table goes on; skip plays it at once', async () => {
		const t = await newTable(LCG, [{ name: 'Ann' }], { options: { pauseAtEveryWindow: true }, settings: { autoDelayMs: 150 } });
		// Play until the table is about to pass a window by itself.
		for (let i = 0; i < 20 && !t.table.view().autoPending; i++) {
			const v = t.table.view();
			if (v.legal.length === 0) break;
			const ev = v.legal.find((e) => e.type === 'KEEP') ?? (t.live.def.botEvent(v.snapshot, 0, 'normal', () => 0.5) as GameEvent);
			await t.table.send(ev);
			// Not flushed: the table's move waits on its timer.
		}
		const v = t.table.view();
		expect(v.autoPending).toBe(true);
		expect(v.legal).toEqual([]);
		const n = t.live.log.length;
		t.table.skip();
		await t.timers.flush();
		expect(t.live.log.length).toBeGreaterThan(n);
		expect(t.timers.delays.at(-1)).toBe(0);
	});
});

describe("a board's panel holds the table's automatic moves, unless it lets them go on under it", () => {
	it('setBoardDialog(true) holds them; setBoardDialog(true, false) (the LCG reveal panel, issue 17) lets the table pass the window', async () => {
		const t = await newTable(LCG, [{ name: 'Ann' }], { options: { pauseAtEveryWindow: true }, settings: { autoDelayMs: 150 } });
		for (let i = 0; i < 20 && !t.table.view().autoPending; i++) {
			const v = t.table.view();
			if (v.legal.length === 0) break;
			await t.table.send(v.legal.find((e) => e.type === 'KEEP') ?? (t.live.def.botEvent(v.snapshot, 0, 'normal', () => 0.5) as GameEvent));
		}
		expect(t.table.view().autoPending).toBe(true);
		const n = t.live.log.length;
		t.table.setBoardDialog(true);
		expect(t.table.view().autoPending).toBe(false);
		await t.timers.flush();
		expect(t.live.log.length).toBe(n);
		t.table.setBoardDialog(true, false);
		expect(t.table.view().autoPending).toBe(true);
		await t.timers.flush(1);
		expect(t.live.log.length).toBeGreaterThan(n);
		expect(t.live.log.at(-1)?.auto).toBe(true);
	});
});

describe('a window the table passes by itself offers no Continue, not even while the move that opened it is being saved', () => {
	it("when a person's move paints such a window (its save not done yet), nobody is offered a move and the view says the table goes on", async () => {
		// A tap on that Continue raced the table's own: lcg.spec.ts saw it for up to 1.2 s on a loaded machine.
		const t = await newTable(LCG, [{ name: 'Ann' }], { settings: { autoDelayMs: 150 } });
		// What the screen is told at each paint (LiveGame swallows a listener's error: judged after).
		const painted: { sending: boolean; passes: boolean; acting: boolean; legal: number; autoPending: boolean }[] = [];
		t.live.subscribe((c) => {
			if (c !== 'painted') return;
			const v = t.table.view();
			const passes = LCG.autoEvent!(v.snapshot, 0, 'quiet') !== null;
			painted.push({ sending: t.table.sending, passes, acting: !v.result && LCG.activeSeats(v.snapshot).includes(0), legal: v.legal.length, autoPending: v.autoPending });
		});
		for (let i = 0; i < 80 && painted.filter((p) => p.passes).length < 3; i++) await step(t, keep);
		// Painted, not saved: the table plans its own move only once the save is done.
		expect(painted.every((p) => p.sending)).toBe(true);
		const passing = painted.filter((p) => p.passes);
		expect(passing.length).toBe(3);
		for (const p of passing) expect(p).toMatchObject({ legal: 0, autoPending: true });
		// Elsewhere the person is asked as before.
		const asked = painted.filter((p) => !p.passes && p.acting);
		expect(asked.length).toBeGreaterThan(0);
		for (const p of asked) expect(p.legal).toBeGreaterThan(0);
	});
});

describe('a phase summary to confirm holds the computers; one that only repeats the board fades and holds nothing', () => {
	for (const fade of [false, true]) {
		it(fade ? 'fading summary: the computer moves on' : 'summary to confirm: the computer waits for the tap', async () => {
			// A summary after every move of Ann's (seat 0).
			const summaries = (before: { context: unknown }, after: { context: unknown }) =>
				(before.context as { turn: number }).turn === 0 && (after.context as { turn: number }).turn === 1 ? [{ id: `s${Math.random()}`, title: 'After Ann', lines: [], fade }] : [];
			const t = await newTable(toyGame, [{ name: 'Ann' }, { name: 'Hal', bot: 'normal' }], { settings: { summariesConfirm: true }, ui: { summaries: summaries as never } });
			await step(t, () => draw(0));
			const v = t.table.view();
			expect(v.summary?.title).toBe('After Ann');
			expect(v.summaryMode).toBe(fade ? 'fade' : 'confirm');
			expect(v.summaryHolds).toBe(!fade);
			const bot = t.live.log.some((e) => e.by === 'bot');
			expect(bot).toBe(fade);
			if (!fade) {
				t.table.closeSummary();
				await t.timers.flush();
				expect(t.live.log.some((e) => e.by === 'bot')).toBe(true);
			}
		});
	}
});
