import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameEvent, GameSnapshot } from '$lib/engine/types';
import def from '$lib/games/lcg/definition';
import Board from '$lib/games/lcg/view/Board.svelte';
import RevealPanel from '$lib/games/lcg/view/RevealPanel.svelte';
import { autoContinue, autoPassOn, holdNextWindow, quietFor, setAutoPass } from '$lib/games/lcg/view/autopass';
import { gameKey } from '$lib/games/lcg/view/reveal';
import type { LcgContext } from '$lib/games/lcg/types';
import { table } from '../../unit/lcg/table';
import { viewOf } from '$lib/games/lcg/definition';
import { boardInput } from '$lib/ui/play/board-input';

/** A context with only a log (quietFor reads nothing else). */
const withLog = (log: { key: string; seat?: number }[]) => ({ log }) as unknown as LcgContext;

describe('LCG "pass until something happens to me" (issue 11, UI.md "Action windows")', () => {
	it('a window is quiet for a player when nothing was revealed, no Response used and no enemy engaged them', () => {
		const c = withLog([{ key: 'lcg_log_reveal' }, { key: 'lcg_log_commit', seat: 0 }, { key: 'lcg_log_progress' }]);
		// From index 1 on, nothing happened to anybody.
		expect(quietFor(c, 0, 1)).toBe(true);
		// The reveal at index 0 concerns every player.
		expect(quietFor(c, 0, 0)).toBe(false);
		expect(quietFor(c, 1, 0)).toBe(false);
	});

	it('an engagement stops the window only for the engaged player; a Response used by a player stops it for the others', () => {
		const engaged = withLog([{ key: 'lcg_log_engage', seat: 1 }]);
		expect(quietFor(engaged, 1, 0)).toBe(false);
		expect(quietFor(engaged, 0, 0)).toBe(true);
		const response = withLog([{ key: 'lcg_log_response', seat: 0 }]);
		expect(quietFor(response, 1, 0)).toBe(false);
	});

	it('is on by default, per player; the table setting "stop at every window" turns it off for everyone', () => {
		const key = `test-${Math.random()}`;
		expect(autoPassOn(key, 0, false)).toBe(true);
		setAutoPass(key, 0, false);
		expect(autoPassOn(key, 0, false)).toBe(false);
		expect(autoPassOn(key, 1, false)).toBe(true);
		expect(autoPassOn(key, 1, true)).toBe(false);
		setAutoPass(key, 0, true);
		expect(autoPassOn(key, 0, false)).toBe(true);
	});

	it("a Response stops the others' windows, not the window of the player who chose to use it", () => {
		const c = withLog([{ key: 'lcg_log_response', seat: 0 }]);
		expect(quietFor(c, 0, 0)).toBe(true);
		expect(quietFor(c, 1, 0)).toBe(false);
	});

	it('a reveal the table confirmed in its panel does not stop the window after it; one not confirmed does', () => {
		const c = withLog([{ key: 'lcg_log_commit', seat: 0 }, { key: 'lcg_log_reveal' }, { key: 'lcg_log_shadow_revealed' }]);
		expect(quietFor(c, 0, 0, 3)).toBe(true);
		expect(quietFor(c, 0, 0, 2)).toBe(false);
		expect(quietFor(c, 0, 0)).toBe(false);
	});
});

describe('the table passes quiet windows by itself (autoContinue)', () => {
	/** A solo game at the commit step whose windows stay open (pauseAtEveryWindow), named apart from the other tests' games. */
	const commitTable = (heroes: string[]) => table({ p1: { heroes }, staging: ['Forest Spider'], at: 'quest.commit', options: { pauseAtEveryWindow: true } });

	it('the first window after a game was first seen at another step passes', () => {
		const g = commitTable(['Éowyn']);
		const key = gameKey(g.ctx);
		expect(autoContinue(key, viewOf(g.ctx, 'table'), false, false)).toBeNull();
		g.send({ type: 'COMMIT', seat: 0, card: g.id('Éowyn') }).done(0);
		expect(g.step).toBe('quest.commitWindow');
		expect(autoContinue(key, viewOf(g.ctx, 'table'), false, false)).toEqual({ type: 'CONTINUE', seat: 0 });
	});

	it('after an undo back before a move, the window that move leads to passes again when the move is made again', () => {
		const g = commitTable(['Glorfindel']);
		const key = gameKey(g.ctx);
		const atCommit = g.ctx;
		expect(autoContinue(key, viewOf(atCommit, 'table'), false, false)).toBeNull();
		g.send({ type: 'COMMIT', seat: 0, card: g.id('Glorfindel') }).done(0);
		const atWindow = g.ctx;
		expect(autoContinue(key, viewOf(atWindow, 'table'), false, false)).toEqual({ type: 'CONTINUE', seat: 0 });
		// Undo (the table's Continue goes back with the move): the table is at the commit step again.
		expect(autoContinue(key, viewOf(atCommit, 'table'), false, false)).toBeNull();
		// The same move again: its quiet window passes as the first time.
		expect(autoContinue(key, viewOf(atWindow, 'table'), false, false)).toEqual({ type: 'CONTINUE', seat: 0 });
	});

	it('after an undo back to a window, that window is shown, not passed again', () => {
		const g = commitTable(['Beravor']);
		const key = gameKey(g.ctx);
		autoContinue(key, viewOf(g.ctx, 'table'), false, false);
		g.send({ type: 'COMMIT', seat: 0, card: g.id('Beravor') }).done(0);
		const atWindow = g.ctx;
		expect(autoContinue(key, viewOf(atWindow, 'table'), false, false)).toEqual({ type: 'CONTINUE', seat: 0 });
		g.continue();
		expect(g.ctx.log.length).toBeGreaterThan(atWindow.log.length);
		autoContinue(key, viewOf(g.ctx, 'table'), false, false);
		// An undo of that Continue alone (the move before it could not be taken back): the window waits.
		expect(autoContinue(key, viewOf(atWindow, 'table'), false, false)).toBeNull();
	});

	it('"Stop for an Action" makes the next window wait', () => {
		const g = commitTable(['Denethor']);
		const key = gameKey(g.ctx);
		autoContinue(key, viewOf(g.ctx, 'table'), false, false);
		holdNextWindow(key);
		g.send({ type: 'COMMIT', seat: 0, card: g.id('Denethor') }).done(0);
		expect(autoContinue(key, viewOf(g.ctx, 'table'), false, false)).toBeNull();
	});

	it('a quiet window reached while the move before it is still being saved passes once the save is done', async () => {
		const g = commitTable(['Beravor']);
		let release = () => {};
		const send = vi.fn((_ev: GameEvent, _opts?: { auto?: boolean }) => new Promise<void>((r) => (release = r)));
		const snap = () => g.snapshot as GameSnapshot<LcgContext>;
		const { rerender } = render(Board, { ...boardInput(def, snap(), 0), viewer: 0, seats: [{ name: 'Ann' }], legal: def.legalEvents(snap(), 0), send, explain: vi.fn() });
		await userEvent.click(document.querySelector(`[data-testid="card"][data-id="${g.id('Beravor')}"] button`) as HTMLButtonElement);
		expect(send).toHaveBeenLastCalledWith({ type: 'COMMIT', seat: 0, card: g.id('Beravor') });
		// The shell paints the move (and the next step) before the save resolves.
		g.send({ type: 'COMMIT', seat: 0, card: g.id('Beravor') }).done(0);
		expect(g.step).toBe('quest.commitWindow');
		await rerender({ ...boardInput(def, snap(), 0), legal: def.legalEvents(snap(), 0) });
		await new Promise((r) => setTimeout(r, 10));
		expect(send).toHaveBeenCalledTimes(1);
		release();
		await waitFor(() => expect(send).toHaveBeenLastCalledWith({ type: 'CONTINUE', seat: 0 }, { auto: true }));
	});
});

describe('a window in which a seat holds a playable card is never passed by default (issue 17)', () => {
	/** A solo game at the encounter step, before combat, with the windows kept open (pauseAtEveryWindow). */
	const beforeCombat = (resources: Record<string, number>) =>
		table({
			p1: { heroes: ['Gimli', 'Legolas'], hand: ['Feint'], resources, engaged: ['Forest Spider', 'Dol Guldur Orcs'] },
			at: 'encounter.optional',
			options: { pauseAtEveryWindow: true }
		});

	it('Feint in hand and 4 Tactics resources: the table stops at the window after the shadow cards and after the attacker is chosen', () => {
		const g = beforeCombat({ Gimli: 4 });
		const key = gameKey(g.ctx);
		expect(autoContinue(key, viewOf(g.ctx, 'table'), false, false)).toBeNull();
		g.continueTo('combat.shadowsWindow');
		// The table does not see the hand, but the view says the window is not quiet.
		expect(viewOf(g.ctx, 'table').windowQuiet).toBe(false);
		expect(autoContinue(key, viewOf(g.ctx, 'table'), false, false)).toBeNull();
		g.continue();
		g.send({ type: 'RESOLVE_ATTACK', seat: 0, enemy: g.id('Forest Spider') });
		expect(g.step).toBe('combat.enemyChooseWindow');
		expect(autoContinue(key, viewOf(g.ctx, 'table'), false, false)).toBeNull();
		// Feint is playable there: the Orcs have not attacked yet.
		g.play(0, 'Feint', { target: g.id('Dol Guldur Orcs') });
	});

	it('the same windows pass when Feint cannot be paid for (no Tactics resource): nobody can play anything', () => {
		const g = beforeCombat({});
		const key = gameKey(g.ctx);
		autoContinue(key, viewOf(g.ctx, 'table'), false, false);
		g.continueTo('combat.shadowsWindow');
		expect(viewOf(g.ctx, 'table').windowQuiet).toBe(true);
		expect(autoContinue(key, viewOf(g.ctx, 'table'), false, false)).toEqual({ type: 'CONTINUE', seat: 0 });
	});

	it('"pass until something happens to me" is the explicit choice that passes it anyway', () => {
		const g = beforeCombat({ Gimli: 4 });
		const key = gameKey(g.ctx);
		autoContinue(key, viewOf(g.ctx, 'table'), false, false, 0, 'until-me');
		g.continueTo('combat.shadowsWindow');
		expect(autoContinue(key, viewOf(g.ctx, 'table'), false, false, 0, 'until-me')).toEqual({ type: 'CONTINUE', seat: 0 });
	});
});

describe('the table passes quiet windows with the curtain down', () => {
	it("a quiet window painted while the table's previous Continue is being saved passes once the save is done", async () => {
		// Heroes without an Action: the windows are quiet (Beravor's Action would keep them open).
		const g = table({ p1: { heroes: ['Gimli'] }, p2: { heroes: ['Thalin'] }, at: 'quest.commit', options: { pauseAtEveryWindow: true } });
		const releases: (() => void)[] = [];
		const send = vi.fn((_ev: GameEvent, _opts?: { auto?: boolean }) => new Promise<void>((r) => releases.push(r)));
		const snap = () => g.snapshot as GameSnapshot<LcgContext>;
		const seats = [{ name: 'Ann' }, { name: 'Bob' }];
		// The curtain is down: the table has no legal events of its own.
		const { rerender } = render(Board, { ...boardInput(def, snap(), 'table'), viewer: 'table', seats, legal: [], send, explain: vi.fn() });
		g.done(0).done(1);
		expect(g.step).toBe('quest.commitWindow');
		await rerender({ ...boardInput(def, snap(), 'table') });
		await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'CONTINUE', seat: 0 }, { auto: true }));
		// The Continue is painted (an empty encounter deck reveals nothing: the next window is quiet) before it is saved.
		g.continue();
		expect(g.step).toBe('quest.stagingWindow');
		await rerender({ ...boardInput(def, snap(), 'table') });
		await new Promise((r) => setTimeout(r, 10));
		expect(send).toHaveBeenCalledTimes(1);
		releases[0]();
		await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
		expect(send).toHaveBeenLastCalledWith({ type: 'CONTINUE', seat: 0 }, { auto: true });
	});
});

describe('the reveal panel', () => {
	const base = { code: '01074', shadow: false, lines: [], index: 1, count: 1, onok: () => {}, onskip: () => {} };

	it('offers "Stop for an Action" when auto-pass is on (onhold), and only then', async () => {
		const onhold = vi.fn();
		const r = render(RevealPanel, { ...base, onhold });
		await userEvent.click(screen.getByTestId('reveal-hold'));
		expect(onhold).toHaveBeenCalledOnce();
		r.unmount();
		render(RevealPanel, base);
		expect(screen.queryByTestId('reveal-hold')).toBeNull();
	});
});

