/**
 * Issue 17, "a reveal and its phase summary are one panel": the table passes quiet windows under
 * an open reveal panel, so the staging reveal's phase can end while it is read; the panel then
 * shows the summary of that phase (quest result) under the card, and its one OK closes both.
 * « Phase de Quête … Résolution de la quête » (the quest resolves right after staging).
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameSnapshot } from '$lib/engine/types';
import def from '$lib/games/lcg/definition';
import Board from '$lib/games/lcg/view/Board.svelte';
import ui from '$lib/games/lcg/view/index';
import type { LcgContext } from '$lib/games/lcg/types';
import { table } from '../../unit/lcg/table';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Ann' }];
const snap = (g: { snapshot: unknown }) => g.snapshot as GameSnapshot<LcgContext>;

/** A solo quest: Aragorn commits, the Hill Troll is revealed, then the quest resolves (the table passes the windows). */
function questEnded() {
	const g = table({ p1: { heroes: ['Aragorn'] }, encounterDeck: ['Hill Troll', 'Forest Spider'], at: 'quest.commit', options: { pauseAtEveryWindow: true } });
	const before = questBegun(snap(g));
	g.commit(0, ['Aragorn']).continueTo('quest.stagingWindow');
	const revealed = questBegun(snap(g));
	// The windows after staging and after the quest's resolution: passed by the table.
	for (let i = 0; i < 10 && g.step.startsWith('quest.'); i++) g.continue();
	return { g, before, revealed, after: questBegun(snap(g)) };
}

/** The position with the quest phase's first line before its log (the test table starts at a step, not a phase). */
function questBegun(s: GameSnapshot<LcgContext>): GameSnapshot<LcgContext> {
	return { ...s, context: { ...s.context, log: [{ key: 'lcg_log_phase', params: { phase: 'quest', round: 1 } }, ...s.context.log] } };
}

describe('a reveal and its phase summary are one panel', () => {
	it('the reveal panel lets the table pass quiet windows under it until its phase ends, then holds it', async () => {
		const { before, revealed, after } = questEnded();
		const r = render(Board, { ...boardInput(def, before, 0), viewer: 0, seats, legal: [], send: vi.fn(), explain: vi.fn() });
		await r.rerender({ ...boardInput(def, revealed, 0) });
		expect(await screen.findByTestId('reveal')).toHaveAttribute('data-table-moves', 'go');
		// The quest resolved under it and the travel phase began: what comes next is not passed unseen.
		await r.rerender({ ...boardInput(def, after, 0) });
		expect(screen.getByTestId('reveal')).toHaveAttribute('data-table-moves', 'wait');
	});

	it("the quest's summary, once the quest resolved under the panel, is shown in it; one OK closes both", async () => {
		const { g, before, after } = questEnded();
		expect(g.step.startsWith('quest.')).toBe(false);
		const [summary] = ui.summaries!(before, after, seats);
		expect(summary.id).toMatch(/^lcg-\d+-quest$/);
		const closeSummary = vi.fn();
		const r = render(Board, { ...boardInput(def, before, 0), viewer: 0, seats, legal: [], send: vi.fn(), explain: vi.fn(), closeSummary, summary: null });
		await r.rerender({ ...boardInput(def, after, 0), summary });
		const panel = await screen.findByTestId('reveal');
		const inside = within(panel).getByTestId('reveal-summary');
		expect(inside).toHaveTextContent(summary.title);
		for (const l of summary.lines) expect(inside).toHaveTextContent(l);
		// Each line once: what the summary says is not repeated above it.
		for (const l of summary.lines) expect(panel.textContent!.split(l).length - 1).toBe(1);
		await userEvent.click(within(panel).getByTestId('reveal-ok'));
		expect(closeSummary).toHaveBeenCalledOnce();
		expect(screen.queryByTestId('reveal')).toBeNull();
	});

	it('a summary of another phase is not taken in (the table shows it after the OK)', async () => {
		const { before, revealed, after } = questEnded();
		const [summary] = ui.summaries!(before, after, seats);
		const closeSummary = vi.fn();
		// The reveal is read while the quest has not resolved yet: no summary of its phase exists.
		const r = render(Board, { ...boardInput(def, before, 0), viewer: 0, seats, legal: [], send: vi.fn(), explain: vi.fn(), closeSummary, summary: null });
		await r.rerender({ ...boardInput(def, revealed, 0), summary: { ...summary, id: 'lcg-0-combat' } });
		const panel = await screen.findByTestId('reveal');
		expect(within(panel).queryByTestId('reveal-summary')).toBeNull();
		await userEvent.click(within(panel).getByTestId('reveal-ok'));
		expect(closeSummary).not.toHaveBeenCalled();
	});
});

describe('a quick OK on a reveal (issue 16: the phase summary came as a second panel)', () => {
	it('waits while the table still passes windows under the panel; the summary then comes into it and one OK closes both', async () => {
		const { before, revealed, after } = questEnded();
		const [summary] = ui.summaries!(before, after, seats);
		const closeSummary = vi.fn();
		const r = render(Board, { ...boardInput(def, before, 0), viewer: 0, seats, legal: [], send: vi.fn(), explain: vi.fn(), closeSummary, summary: null });
		// The reveal shows while the quest has not resolved: the table's next move is its own (a quiet window).
		await r.rerender({ ...boardInput(def, revealed, 0), autoPending: true });
		const panel = await screen.findByTestId('reveal');
		expect(panel).toHaveAttribute('data-table-moves', 'go');
		// Tapped at once: the panel stays (today's summary would come a moment later in a panel of its own).
		await userEvent.click(within(panel).getByTestId('reveal-ok'));
		expect(screen.getByTestId('reveal')).toBe(panel);
		expect(within(panel).getByTestId('reveal-ok')).toBeDisabled();
		expect(closeSummary).not.toHaveBeenCalled();
		// The table passed the windows: the quest resolved, its summary is the table's next one.
		await r.rerender({ ...boardInput(def, after, 0), autoPending: false, summary });
		expect(within(panel).getByTestId('reveal-summary')).toHaveTextContent(summary.title);
		expect(within(panel).getByTestId('reveal-ok')).toBeEnabled();
		await userEvent.click(within(panel).getByTestId('reveal-ok'));
		expect(closeSummary).toHaveBeenCalledOnce();
		expect(screen.queryByTestId('reveal')).toBeNull();
	});

	it('does not wait when the table stops for the players under it (their window: the OK lets them act)', async () => {
		const { before, revealed } = questEnded();
		const r = render(Board, { ...boardInput(def, before, 0), viewer: 0, seats, legal: [], send: vi.fn(), explain: vi.fn(), closeSummary: vi.fn(), summary: null });
		await r.rerender({ ...boardInput(def, revealed, 0), autoPending: false });
		const panel = await screen.findByTestId('reveal');
		expect(within(panel).getByTestId('reveal-ok')).toBeEnabled();
		await userEvent.click(within(panel).getByTestId('reveal-ok'));
		expect(screen.queryByTestId('reveal')).toBeNull();
	});
});

describe('the last reveal of a lost game', () => {
	it('offers no "Stop for an Action": no window comes after the end (the 1180×820 newcomer run saw it on the shadow card that ended the game)', async () => {
		const { before, after } = questEnded();
		const over = { ...after, context: { ...after.context, outcome: 'defeat' as const } };
		const r = render(Board, { ...boardInput(def, before, 0), viewer: 0, seats, legal: [], send: vi.fn(), explain: vi.fn(), holdAuto: vi.fn() });
		await r.rerender({ ...boardInput(def, after, 0) });
		expect(await screen.findByTestId('reveal-hold')).toBeInTheDocument();
		await r.rerender({ ...boardInput(def, over, 0) });
		expect(screen.getByTestId('reveal')).toBeInTheDocument();
		expect(screen.queryByTestId('reveal-hold')).toBeNull();
	});
});

describe('"commit nobody" says what is asked', () => {
	it("in a 2-player game it counts the willpower the other player committed (the 2p newcomer run read '0 willpower' after Ann's 2)", async () => {
		const g = table({ p1: { heroes: ['Aragorn'] }, p2: { heroes: ['Legolas'] }, staging: ['Forest Spider'], at: 'quest.commit', options: { pauseAtEveryWindow: false } });
		g.commit(0, ['Aragorn']);
		const s = snap(g);
		const legal = def.legalEvents(s, 1);
		expect(legal.some((e) => e.type === 'DONE')).toBe(true);
		// jsdom has no modal dialogs: the question is read from the page.
		HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
			this.open = true;
		};
		render(Board, { ...boardInput(def, s, 1), viewer: 1, seats: [{ name: 'Ann' }, { name: 'Bob' }], legal, send: vi.fn(), explain: vi.fn() });
		// (A button is off for 400 ms after its meaning is drawn: DelayedButton.)
		await waitFor(() => expect(screen.getByTestId('btn-done')).toBeEnabled(), { timeout: 2000 });
		await userEvent.click(screen.getByTestId('btn-done'));
		expect(screen.getByTestId('confirm-yes')).toBeInTheDocument();
		expect(document.getElementById('confirm-msg')).toHaveTextContent('Commit none of your characters? The quest has 2 willpower against 2 threat in the staging area.');
	});
});
