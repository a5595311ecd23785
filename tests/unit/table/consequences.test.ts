/**
 * Issue 16, "Every consequence is shown", at the table: a move's automatic consequences that
 * change the table reach the summary the table shows after it (TableSession's summaries queue,
 * from GameUi.summaries), not only "since your last turn" and the log — the co-op game's
 * (Sauron, the die, the end of an adventure, the next location's Legend cards) and Risk's (the
 * roller's own draw and Fellowship roll, before the next player's curtain).
 */
import { afterEach, describe, expect, it } from 'vitest';
import coop from '$lib/games/coop-board/definition';
import coopUi from '$lib/games/coop-board/view/index';
import risk from '$lib/games/risk/definition';
import riskUi from '$lib/games/risk/view/index';
import twoTowers from '$lib/games/two-towers/definition';
import ttUi from '$lib/games/two-towers/view/index';
import { evaluationSummary as ttEvaluation } from '$lib/games/two-towers/view/summaries';
import type { TTContext } from '$lib/games/two-towers/types';
import knizia from '$lib/games/knizia-cards/definition';
import kcUi from '$lib/games/knizia-cards/view/index';
import type { KcContext } from '$lib/games/knizia-cards/types';
import type { AnyGameDefinition, LogEntry } from '$lib/engine/types';
import type { PhaseSummary } from '$lib/ui/contract';
import { closeAll } from '../storage/helpers';
import { newTable, step } from './drive';
import { toyGame, draw } from '../engine/toy-game';

afterEach(() => closeAll());

/** The summaries the table queued, closed one by one (as the players' OK would); a fading one under the curtain shows once it is lifted. */
function drain(table: { view(): { summary: PhaseSummary | null; curtain: boolean }; closeSummary(): void; liftCurtain(): void }): PhaseSummary[] {
	const out: PhaseSummary[] = [];
	if (table.view().curtain && !table.view().summary) table.liftCurtain();
	for (let v = table.view(); v.summary; v = table.view()) {
		out.push(v.summary);
		table.closeSummary();
	}
	return out;
}

describe('the summary of a step shows its consequences', () => {
	it('co-op, all-human table: Sauron, the die and the end of an adventure are in the summaries the table shows', async () => {
		const seats = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cid' }];
		const t = await newTable(coop as AnyGameDefinition, seats, { seed: 33, ui: coopUi, settings: { summariesConfirm: true } });
		const shown: string[] = [];
		const wanted = new Set(['cb_log_sauron', 'cb_log_die', 'cb_log_adventure_end', 'cb_log_location', 'cb_log_deal']);
		const missing: string[] = [];
		for (let i = 0; i < 400 && !t.table.view().result; i++) {
			const log = t.live.def.log(t.live.snapshot) as readonly LogEntry[];
			const from = log.length;
			if (!(await step(t))) break;
			const fresh = (t.live.def.log(t.live.snapshot) as readonly LogEntry[]).slice(from);
			const lines = drain(t.table).flatMap((s) => s.lines);
			shown.push(...lines);
			for (const e of fresh.slice(1)) if (wanted.has(e.key) && !lines.includes(coopUi.formatLog(e, seats))) missing.push(`${e.key} after ${fresh[0].key}`);
			if (log.some((e) => e.key === 'cb_log_location' && e.params?.location === 'lothlorien')) break;
		}
		expect(missing).toEqual([]);
		// The game went past Moria's end: the table showed it, and Lothlórien's cards.
		expect(shown.some((l) => l.startsWith('End of Moria'))).toBe(true);
		expect(shown).toContain(coopUi.formatLog({ key: 'cb_log_deal', params: { home: 'lothlorien', n: 12 } }, seats));
	});

	it('Risk, two people: the roller sees their draw and the Fellowship before the next player\'s curtain', async () => {
		const seats = [{ name: 'Ann' }, { name: 'Bob' }];
		const t = await newTable(risk as AnyGameDefinition, seats, { seed: 11, ui: riskUi, settings: { summariesConfirm: true } });
		let summary: PhaseSummary | null = null;
		for (let i = 0; i < 2000 && !summary; i++) {
			if (!(await step(t))) break;
			summary = t.table.view().summary;
			if (summary && !summary.id.startsWith('risk-turn-')) (t.table.closeSummary(), (summary = null));
		}
		expect(summary?.id).toBe('risk-turn-1');
		const v = t.table.view();
		// It waits for OK: the next player's curtain waits for it (TableOverlays draws none meanwhile).
		expect(v.summaryHolds).toBe(true);
		expect(summary!.title).toContain('Ann');
		const log = t.live.def.log(t.live.snapshot) as readonly LogEntry[];
		const drawn = log.find((e) => e.key === 'risk_log_draw_territory' || e.key === 'risk_log_draw_adventure' || e.key === 'risk_log_draw_none');
		const fellowship = log.find((e) => e.key === 'risk_log_ring_move' || e.key === 'risk_log_ring_stays');
		expect(drawn && fellowship).toBeTruthy();
		expect(summary!.lines).toContain(riskUi.formatLog(drawn!, seats));
		expect(summary!.lines).toContain(riskUi.formatLog(fellowship!, seats));
	});
});

describe('the summaries queue', () => {
	it('a fading summary gives way to a newer step (the queue never lags behind the game); one to confirm stays', async () => {
		let n = 0;
		const summaries = (): PhaseSummary[] => [{ id: `s${++n}`, title: 't', lines: [`step ${n}`], fade: n !== 1 }];
		const t = await newTable(toyGame, [{ name: 'Ann' }, { name: 'Bob' }], { ui: { summaries } });
		await step(t, () => draw(0));
		await step(t, () => draw(1));
		await step(t, () => draw(0));
		// s1 waits for OK; s2 (fading) was superseded by s3.
		expect(drain(t.table).map((x) => x.id)).toEqual(['s1', 's3']);
	});
});

/**
 * Issue 16, "one queue every game uses": Les Deux Tours' evaluation and the region card game's
 * scoring reach the table's summary queue (GameUi.summaries), drawn by the shared SummaryPanel
 * like co-op's and Risk's, instead of a panel inside their boards: it waits for OK (the computer
 * players, the curtain and the end screen wait), and the table shows it once.
 */
describe('the card games’ results go through the table’s queue', () => {
	/** Plays for the person (and lets the computers play) until the table shows a summary whose id starts with `prefix`. */
	async function until(t: Awaited<ReturnType<typeof newTable>>, prefix: string): Promise<PhaseSummary> {
		for (let i = 0; i < 400; i++) {
			const s = t.table.view().summary;
			if (s?.id.startsWith(prefix)) return s;
			if (s) t.table.closeSummary();
			else if (!(await step(t))) await t.timers.flush();
		}
		throw new Error(`no ${prefix} summary`);
	}

	it('Les Deux Tours: the first evaluation waits for OK, the computer players wait for it, then it is gone for good', async () => {
		const seats = [{ name: 'Ann' }, { name: 'Bob', bot: 'normal' as const }, { name: 'Cid', bot: 'normal' as const }];
		const t = await newTable(twoTowers as AnyGameDefinition, seats, { seed: 5, ui: ttUi, settings: { summariesConfirm: true } });
		const summary = await until(t, 'tt-eval-');
		const rec = (t.live.snapshot.context as TTContext).scorings[0];
		expect(summary).toEqual(ttEvaluation(rec, seats, false));
		expect(summary.table!.rows.map((r) => r.seat)).toEqual(rec.ranking);
		expect(summary.lines[0]).toMatch(/(takes|keeps) the ring/);
		const v = t.table.view();
		expect(v.summaryMode).toBe('confirm');
		expect(v.summaryHolds).toBe(true);
		// Nobody moves while the table reads it.
		const events = t.live.log.length;
		await t.timers.flush();
		expect(t.live.log.length).toBe(events);
		// A tab that only watches (another tab plays) has nothing to confirm: the same summary fades there.
		t.table.setReadOnly(true);
		expect(t.table.view().summaryMode).toBe('fade');
		expect(t.table.view().summaryHolds).toBe(false);
		t.table.setReadOnly(false);
		expect(t.table.view().summaryMode).toBe('confirm');
		t.table.closeSummary();
		await t.timers.flush();
		expect(t.table.view().summary?.id).not.toBe(summary.id);
	});

	it('the region card game with hidden scores: the scoring is in the queue with every player’s points as "?"', async () => {
		const seats = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cid', bot: 'normal' as const }];
		const t = await newTable(knizia as AnyGameDefinition, seats, { seed: 3, options: { hideScores: true }, ui: kcUi, settings: { summariesConfirm: true } });
		const summary = await until(t, 'kc-scoring-');
		expect(summary.id).toBe('kc-scoring-0');
		expect(summary.title).toMatch(/^Scoring at /);
		const rows = summary.table!.rows;
		expect(rows.length).toBeGreaterThan(0);
		// Points column (the 4th cell): hidden for the whole table, Ann's and Bob's too (both see the panel).
		expect(rows.map((r) => r.cells[3])).toEqual(rows.map(() => '?'));
		expect(t.table.view().summaryHolds).toBe(true);
	});

	it('the region card game with hidden scores, one person against the computer: their own points show, the computer’s are "?"', async () => {
		const seats = [{ name: 'Ann' }, { name: 'Bob', bot: 'normal' as const }];
		const t = await newTable(knizia as AnyGameDefinition, seats, { seed: 3, options: { hideScores: true }, ui: kcUi, settings: { summariesConfirm: true } });
		const summary = await until(t, 'kc-scoring-');
		const rec = (t.live.snapshot.context as KcContext).scorings[0];
		expect(summary.table!.rows.map((r) => r.cells[3])).toEqual(rec.rows.map((r) => (r.seat === 0 ? String(r.points) : '?')));
	});
});

describe('a step summary and the curtain (issue 16: the fading summary was hidden under the curtain)', () => {
	it('co-op, two people: a fading summary waits under the curtain, named on the curtain, and shows once the curtain is lifted', async () => {
		const seats = [{ name: 'Ann' }, { name: 'Bob' }];
		const t = await newTable(coop as AnyGameDefinition, seats, { seed: 11, ui: coopUi, settings: { summariesConfirm: true } });
		let waited = 0;
		for (let i = 0; i < 150 && !t.table.view().result && waited < 3; i++) {
			const v = t.table.view();
			if (v.summary && v.summaryHolds) {
				t.table.closeSummary();
				continue;
			}
			if (v.curtain) {
				// Nothing fades under the curtain.
				expect(v.summary === null || v.summaryHolds).toBe(true);
				// The queue holds a fading summary: lifting the curtain shows it, and its lines were on the curtain.
				t.table.liftCurtain();
				const after = t.table.view();
				if (after.summary && !after.summaryHolds) {
					// The curtain named it (its lines are not listed twice: they are the summary's).
					expect(v.since).toContain(`Summary: ${after.summary.title}`);
					for (const line of after.summary.lines) expect(v.since).not.toContain(line);
					waited++;
					// It fades (SummaryPanel's timer).
					t.table.closeSummary();
				}
			}
			if (!(await step(t))) break;
		}
		expect(waited, 'a fading summary met the curtain').toBeGreaterThan(0);
	});
});

/**
 * Issue 16 (newcomer run, the region card game): "since your last turn" and the since strip
 * repeated each scoring line the scoring's summary had just shown as its table. A line a summary
 * shows (PhaseSummary.covers, else its own lines) is listed once, as a line naming the summary,
 * in every game.
 */
describe('since your last turn does not repeat what a summary showed', () => {
	const rank = /→ \d+ points?\.$/;
	it('the region card game, two people: each scoring is one line on the curtain and the strip, not its rank lines', async () => {
		const seats = [{ name: 'Ann' }, { name: 'Bob' }];
		const t = await newTable(knizia as AnyGameDefinition, seats, { seed: 3, ui: kcUi, settings: { summariesConfirm: true } });
		let checked = 0;
		for (let i = 0; i < 300 && checked < 3 && !t.table.view().result; i++) {
			const v = t.table.view();
			if (v.summary) {
				const title = v.summary.title;
				t.table.closeSummary();
				const after = t.table.view();
				const lists = [after.curtain ? after.since : [], after.recentLines.map((l) => l.text)];
				if (lists.every((l) => l.length === 0)) continue;
				for (const list of lists) {
					if (!list.length) continue;
					expect(list.filter(rank.test.bind(rank)), list.join(' | ')).toEqual([]);
					expect(list.filter((l) => l === `Summary: ${title}`)).toHaveLength(1);
					expect(new Set(list.filter((l) => l.startsWith('Summary: '))).size).toBe(list.filter((l) => l.startsWith('Summary: ')).length);
				}
				checked++;
				continue;
			}
			await step(t);
		}
		expect(checked).toBeGreaterThan(0);
		// The log drawer still has every line.
		expect(t.table.logLines().some((l) => rank.test(l))).toBe(true);
	});

	it('co-op, all-human: a step summary\'s lines are not listed again, a line names the summary', async () => {
		const seats = [{ name: 'Ann' }, { name: 'Bob' }];
		const t = await newTable(coop as AnyGameDefinition, seats, { seed: 33, ui: coopUi, settings: { summariesConfirm: true } });
		let seen = 0;
		for (let i = 0; i < 200 && seen < 3 && !t.table.view().result; i++) {
			const v = t.table.view();
			if (v.summary) {
				const s = v.summary;
				t.table.closeSummary();
				const after = t.table.view();
				const list = after.curtain ? after.since : after.recentLines.map((l) => l.text);
				if (list.length) {
					for (const line of s.lines) expect(list, line).not.toContain(line);
					expect(list).toContain(`Summary: ${s.title}`);
					seen++;
				}
				continue;
			}
			await step(t);
		}
		expect(seen).toBeGreaterThan(0);
	});
});

