/**
 * The table between two moves (issue 16), without a browser: one test per defect the issue
 * lists, on real games saved in fake-indexeddb.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import lcg from '$lib/games/lcg/definition';
import { formatLog as lcgFormat } from '$lib/games/lcg/view/text';
import { coach as lcgCoach } from '$lib/games/lcg/view/coach';
import { coach as riskCoach } from '$lib/games/risk/view/coach';
import riskDef from '$lib/games/risk/definition';
import { m } from '$lib/paraglide/messages.js';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import type { AnyGameDefinition } from '$lib/engine/types';
import type { LcgContext } from '$lib/games/lcg/types';
import { toyGame, TWO, draw } from '../engine/toy-game';
import { closeAll } from '../storage/helpers';
import { memoryStore } from '$lib/table/memory';
import { keep, newTable, settle, step } from './drive';

const LCG = lcg as AnyGameDefinition;
const FRODO_SAM = [{ name: 'Frodo' }, { name: 'Sam' }];
const before = getLocale();
afterEach(() => closeAll());
afterAll(() => setLocale(before, { reload: false }));

describe('"since your last turn" (the curtain)', () => {
	for (const locale of ['en', 'fr'] as const) {
		it(`after the other player kept a hand, setup and the resource phase, it lists them (not "Nothing new"), in ${locale}`, async () => {
			setLocale(locale, { reload: false });
			// Windows open even when nobody can act in them (the option): the table passes them by itself.
			const t = await newTable(LCG, FRODO_SAM, { ui: { formatLog: lcgFormat }, options: { pauseAtEveryWindow: true }, settings: { autoPass: 'until-me' } });
			// Both may keep or mulligan: Frodo first, then Sam.
			await step(t, keep);
			await step(t, keep);
			const v = t.table.view();
			// The table passed the quiet windows by itself (their Continue is seat 0's move, sent by nobody).
			expect(t.live.log.some((e) => e.auto)).toBe(true);
			expect(v.curtain).toBe(true);
			expect(v.actingSeat).toBe(0);
			const since = v.since.join('\n');
			expect(v.since.length).toBeGreaterThan(2);
			// Sam's keep, and the resource phase that ran since Frodo kept.
			const sam = lcgFormat({ key: 'lcg_log_keep', seat: 1 }, FRODO_SAM);
			expect(since).toContain(sam);
			const ctx = v.snapshot.context as LcgContext;
			const resource = ctx.log.find((e) => e.key === 'lcg_log_phase' && e.params?.phase === 'resource');
			if (resource) expect(since).toContain(lcgFormat(resource, FRODO_SAM));
			else expect(ctx.log.some((e) => e.key === 'lcg_log_resources_gained')).toBe(true);
		});
	}

	it('a player with no move yet is told the whole game so far (setup included); the table\'s own moves end nobody\'s turn', async () => {
		const t = await newTable(LCG, FRODO_SAM, { ui: { formatLog: lcgFormat } });
		expect(t.table.since(1)).toEqual((t.table.view().snapshot.context as LcgContext).log.map((e) => lcgFormat(e, FRODO_SAM)));
	});

	it('is remembered across a reload of the page (a new table on the same save and memory)', async () => {
		const store = memoryStore();
		const t = await newTable(toyGame, [{ name: 'Ann' }, { name: 'Bob' }], { store });
		await step(t, () => draw(0));
		await step(t, () => draw(1));
		const since = t.table.since(0);
		expect(since).toEqual(['toy_draw']);
		const { TableSession } = await import('$lib/table/session');
		const again = new TableSession(t.live, t.ui, t.deps, store);
		expect(again.since(0)).toEqual(since);
	});
});

describe('undo is offered only when it would be taken', () => {
	it('2-player LCG: every Undo the curtain offers is taken when tapped; a refusal says the true reason', async () => {
		const t = await newTable(LCG, FRODO_SAM, { ui: { formatLog: lcgFormat }, seed: 3 });
		let offered = 0;
		let revealRefusals = 0;
		for (let i = 0; i < 220 && !t.table.view().result; i++) {
			const v = t.table.view();
			if (v.curtain && v.undo.curtain && offered < 6) {
				offered++;
				const n = t.live.log.length;
				await t.table.undo(v.undo.curtain.seat);
				expect(t.errors).toEqual([]);
				expect(t.live.log.length).toBeLessThan(n);
				continue;
			}
			if (v.curtain && !v.undo.curtain) {
				// The reason under the top bar's Undo is the engine's own verdict: a reveal says so.
				const verdict = t.live.session.undoVerdict(-1);
				if (verdict.refusal === 'reveal') {
					revealRefusals++;
					expect(v.undo.top.reason).toBe(m.undo_reveal());
				}
			}
			await step(t);
		}
		expect(offered).toBeGreaterThan(0);
		expect(revealRefusals).toBeGreaterThan(0);
	});

	it('after a window the table passed by itself revealed a card, no Undo is offered and the reason says it was a reveal', async () => {
		const t = await newTable(LCG, FRODO_SAM, { ui: { formatLog: lcgFormat }, seed: 3, options: { pauseAtEveryWindow: true } });
		let seen = 0;
		for (let i = 0; i < 200 && !t.table.view().result; i++) {
			const log = t.live.log;
			let k = log.length - 1;
			while (k >= 0 && log[k].auto && !log[k].reveal) k--;
			const v = t.table.view();
			// Since the last move somebody chose, a move the table made by itself revealed something.
			if (k >= 0 && log[k].auto && log[k].reveal && !v.result) {
				seen++;
				// The move before it is a person's, and lastChosen skips the table's own moves: the
				// reason is still the reveal (not "<name> has moved since"), and nothing is offered.
				expect(v.undo.curtain).toBeNull();
				expect(v.undo.top.enabled).toBe(false);
				expect(v.undo.top.reason).toBe(m.undo_reveal());
			}
			await step(t);
		}
		expect(seen).toBeGreaterThan(0);
	});

	it('an undo that lands on an action window shows it: the table does not pass it again', async () => {
		const t = await newTable(LCG, [{ name: 'Ann' }], { options: { pauseAtEveryWindow: true } });
		for (let i = 0; i < 80; i++) {
			const v = t.table.view();
			const ctx = v.snapshot.context as LcgContext;
			// A window stopped for a person (not quiet) and they act in it.
			if (/Window$/.test(ctx.step) && v.legal.some((e) => e.type === 'PLAY' || e.type === 'ACTIVATE')) {
				const at = ctx.step;
				const n = t.live.log.length;
				await t.table.send(v.legal.find((e) => e.type === 'PLAY' || e.type === 'ACTIVATE')!);
				await t.timers.flush();
				await t.table.undo(0);
				await t.timers.flush();
				expect(t.live.log.length).toBe(n);
				expect((t.table.view().snapshot.context as LcgContext).step).toBe(at);
				return;
			}
			await step(t, keep);
		}
	});
});

describe('the one auto-pass setting drives the one scheduler', () => {
	it("'stop' stops at every window, 'quiet' passes the quiet ones; bots and automatic moves go through the same table", async () => {
		// Windows open even when nobody has an Action (the option), so that the table's setting decides.
		const options = { pauseAtEveryWindow: true };
		const stop = await newTable(LCG, [{ name: 'Ann' }], { settings: { autoPass: 'stop' }, options });
		const quiet = await newTable(LCG, [{ name: 'Ann' }], { settings: { autoPass: 'quiet' }, options });
		for (let i = 0; i < 12; i++) {
			await step(stop, keep);
			await step(quiet, keep);
		}
		expect(stop.live.log.some((e) => e.auto)).toBe(false);
		expect(quiet.live.log.some((e) => e.auto)).toBe(true);
		// Changed while the game goes on: the next window passes.
		stop.settings.autoPass = 'quiet';
		for (let i = 0; i < 12 && !stop.live.log.some((e) => e.auto); i++) await step(stop, keep);
		expect(stop.live.log.some((e) => e.auto)).toBe(true);
	});
});

describe('the first-game coach', () => {
	const TIP_A = { id: 'toy:a', title: 'A', body: 'a' };
	const TIP_B = { id: 'toy:b', title: 'B', body: 'b' };
	/** A tip per seat to move (as a phase): Ann's turn is "a", Bob's "b". */
	const coach = (s: { context: unknown }) => ((s.context as { turn: number }).turn === 0 ? TIP_A : TIP_B);

	it('shows a tip when its phase comes up, never after its step, nor again after a reload', async () => {
		const store = memoryStore();
		const t = await newTable(toyGame, [{ name: 'Ann' }], { store, ui: { coach }, deps: { firstGame: true } });
		// Solo toy game: Ann always moves; tip "a" while the turn is Ann's.
		expect(t.table.view().tip?.id).toBe('toy:a');
		const two = await newTable(toyGame, [{ name: 'Ann' }, { name: 'Bob' }], { store: memoryStore(), ui: { coach }, deps: { firstGame: true }, settings: { curtain: false } });
		expect(two.table.view().tip?.id).toBe('toy:a');
		await step(two, () => draw(0));
		expect(two.table.view().tip?.id).toBe('toy:b');
		await step(two, () => draw(1));
		// Ann's turn again: its tip was shown in its step, and is not shown after it.
		expect(two.table.view().tip).toBeNull();
		// A reload in Bob's turn: his tip was seen already.
		await step(two, () => draw(0));
		const { TableSession } = await import('$lib/table/session');
		const reloaded = new TableSession(two.live, two.ui, two.deps, two.store);
		reloaded.start();
		expect(reloaded.view().tip).toBeNull();
	});

	it('waits for a person: no tip while a computer player acts, none marked as shown; Risk’s tips come at the person’s phases', async () => {
		// Bob (a computer) moves after Ann; tip "b" is his turn's.
		const onlyB = (s: { context: unknown }) => ((s.context as { turn: number }).turn === 1 ? TIP_B : null);
		const t = await newTable(toyGame, [{ name: 'Ann' }, { name: 'Bob', bot: 'normal' }], { ui: { coach: onlyB }, deps: { firstGame: true }, settings: { delayMs: 1000 } });
		await t.table.send(draw(0));
		await settle();
		expect(t.table.view().botActing).toBe(1);
		expect(t.table.view().tip).toBeNull();
		expect(t.table.memory.tipShown('toy:b')).toBe(false);
		// Risk against the computer: every tip shown is shown while Ann may act, at most once each.
		const risk = await newTable(riskDef as AnyGameDefinition, [{ name: 'Ann' }, { name: 'Bob', bot: 'normal' }], { seed: 4, ui: { coach: riskCoach as never }, deps: { firstGame: true } });
		const shown: string[] = [];
		for (let i = 0; i < 300 && shown.length < 4; i++) {
			const v = risk.table.view();
			if (v.tip) {
				expect(v.activeHumans).toEqual([0]);
				expect(shown).not.toContain(v.tip.id);
				shown.push(v.tip.id);
				risk.table.closeTip();
			}
			if (!(await step(risk))) await risk.timers.flush();
		}
		expect(shown.slice(0, 2)).toEqual(['risk:setup', 'risk:reinforce']);
	});

	it('a fading summary does not hide the tip (the person may act under it); one to confirm does', async () => {
		let n = 0;
		const summaries = () => [{ id: `s${++n}`, title: 't', lines: ['x'], fade: true }];
		const t = await newTable(toyGame, [{ name: 'Ann' }], { ui: { coach: () => TIP_A, summaries }, deps: { firstGame: true } });
		await step(t, () => draw(0));
		expect(t.table.view().summary?.fade).toBe(true);
		expect(t.table.view().tip?.id).toBe('toy:a');
		const held = await newTable(toyGame, [{ name: 'Ann' }], { ui: { coach: () => TIP_A, summaries: () => [{ id: 'c', title: 't', lines: ['x'] }] }, deps: { firstGame: true }, settings: { summariesConfirm: true } });
		await step(held, () => draw(0));
		expect(held.table.view().summaryHolds).toBe(true);
		expect(held.table.view().tip).toBeNull();
		held.table.closeSummary();
		expect(held.table.view().tip?.id).toBe('toy:a');
	});

	it('"Got it" closes the tip; a game not first of its kind has none; the real LCG tips follow the phase', async () => {
		const t = await newTable(LCG, [{ name: 'Ann' }], { ui: { coach: lcgCoach as never, formatLog: lcgFormat }, deps: { firstGame: true } });
		for (let i = 0; i < 10 && !t.table.view().tip; i++) await step(t, keep);
		const tip = t.table.view().tip!;
		expect(tip.id).toBe(`lcg:${(t.table.view().snapshot.context as LcgContext).phase}`);
		t.table.closeTip();
		expect(t.table.view().tip).toBeNull();
		const other = await newTable(LCG, [{ name: 'Ann' }], { ui: { coach: lcgCoach as never }, deps: { firstGame: false } });
		expect(other.table.view().tip).toBeNull();
	});
});

describe('consequences are shown', () => {
	it("a player's own move's consequences (the lines after the move's own line) are news to that player too", async () => {
		const t = await newTable(toyGame, [{ name: 'Ann' }], {});
		await step(t, () => draw(0));
		// The toy game logs one line per move: nothing after it.
		expect(t.table.since(0)).toEqual([]);
	});
});

describe('legal events are computed once per position', () => {
	it('redraws without a move (a tip closed, the since list closed) reuse the same list; a move gives a new one', async () => {
		let calls = 0;
		const counted: AnyGameDefinition = { ...toyGame, legalEvents: (s, seat) => (calls++, toyGame.legalEvents(s, seat)) };
		const t = await newTable(counted, [{ name: 'Ann' }, { name: 'Bob' }]);
		const first = t.table.view().legal;
		expect(first.length).toBeGreaterThan(0);
		const before = calls;
		t.table.closeRecent();
		t.table.closeTip();
		const again = t.table.view().legal;
		expect(again).toBe(first);
		expect(calls).toBe(before);
		await step(t, () => draw(0));
		expect(t.table.view().legal).not.toBe(first);
	});
});
