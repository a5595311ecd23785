/**
 * The LCG's automatic move (GameDefinition.autoEvent, src/lib/games/lcg/autopass.ts): the table
 * passes an action window by itself when no held card matters in it (default) or nothing happened to the players who may act in it (until-me)
 * (UI.md "Action windows"). Pure: everything is read from the context.
 */
import { describe, expect, it } from 'vitest';
import def from '$lib/games/lcg/definition';
import { autoEvent, quietFor } from '$lib/games/lcg/autopass';
import { isQuietWindow } from '$lib/games/lcg/windows';
import type { LcgContext } from '$lib/games/lcg/types';
import type { GameSnapshot } from '$lib/engine/types';
import { table } from './table';

/** A context with only a log (quietFor reads nothing else). */
const withLog = (log: { key: string; seat?: number }[]) => ({ log }) as unknown as LcgContext;

describe("LCG 'until-me': nothing happened to the player (quietFor)", () => {
	it('an engagement concerns only the engaged player; what came before `from` is not new', () => {
		const engaged = withLog([{ key: 'lcg_log_engage', seat: 1 }]);
		expect(quietFor(engaged, 1, 0)).toBe(false);
		expect(quietFor(engaged, 0, 0)).toBe(true);
		expect(quietFor(engaged, 1, 1)).toBe(true);
	});

	it("a Response stops the others' windows, not the window of the player who used it", () => {
		const c = withLog([{ key: 'lcg_log_response', seat: 0 }]);
		expect(quietFor(c, 0, 0)).toBe(true);
		expect(quietFor(c, 1, 0)).toBe(false);
	});
});

describe('the table passes quiet windows (autoEvent)', () => {
	/** A solo game at the commit step whose windows stay open (pauseAtEveryWindow). */
	const commitTable = (heroes: string[]) => table({ p1: { heroes }, staging: ['Forest Spider'], at: 'quest.commit', options: { pauseAtEveryWindow: true } });
	const snap = (ctx: LcgContext) => ({ context: ctx, value: {}, status: 'active' }) as unknown as GameSnapshot<LcgContext>;

	it('passes a window nobody acted in, with the first player\'s Continue, through the definition', () => {
		const g = commitTable(['Éowyn']);
		expect(autoEvent(g.ctx, 0, 'quiet')).toBeNull();
		g.send({ type: 'COMMIT', seat: 0, card: g.id('Éowyn') }).done(0);
		expect(g.step).toBe('quest.commitWindow');
		// Éowyn's Action is spent once she is committed… the window may still hold a playable card: the default passes only a quiet one.
		expect(autoEvent(g.ctx, 0, 'quiet')).toEqual(isQuietWindow(g.ctx) ? { type: 'CONTINUE', seat: 0 } : null);
		expect(autoEvent(g.ctx, 0, 'until-me')).toEqual({ type: 'CONTINUE', seat: 0 });
		expect(def.autoEvent!(snap(g.ctx), 0, 'until-me')).toEqual({ type: 'CONTINUE', seat: 0 });
	});

	it("'stop' never passes a window", () => {
		const g = commitTable(['Beravor']);
		g.send({ type: 'COMMIT', seat: 0, card: g.id('Beravor') }).done(0);
		expect(g.step).toBe('quest.commitWindow');
		expect(autoEvent(g.ctx, 0, 'stop')).toBeNull();
	});

	it('a window stops once a player acted in it (the log grew since it opened)', () => {
		const g = commitTable(['Glorfindel']);
		g.send({ type: 'COMMIT', seat: 0, card: g.id('Glorfindel') }).done(0);
		const at = g.ctx;
		expect(autoEvent(at, 0, 'until-me')).not.toBeNull();
		const acted = { ...at, log: [...at.log, { key: 'lcg_log_play', seat: 0 }] } as LcgContext;
		expect(autoEvent(acted, 0, 'until-me')).toBeNull();
	});

	it('a window stops when an enemy engaged the player since the players last closed a window', () => {
		const g = commitTable(['Denethor']);
		g.send({ type: 'COMMIT', seat: 0, card: g.id('Denethor') }).done(0);
		const at = g.ctx;
		const from = at.windowClosed ?? 0;
		const log = [...at.log.slice(0, from), { key: 'lcg_log_engage', seat: 0 }, ...at.log.slice(from)];
		const engaged = { ...at, log, windowOpened: log.length } as LcgContext;
		expect(autoEvent(engaged, 0, 'until-me')).toBeNull();
	});

	it('a save from before the window marks were kept stops at the window it opens on', () => {
		const g = commitTable(['Théodred']);
		g.send({ type: 'COMMIT', seat: 0, card: g.id('Théodred') }).done(0);
		const old = { ...g.ctx };
		delete old.windowOpened;
		expect(autoEvent(old, 0, 'until-me')).toBeNull();
	});

	it('is the same on a replayed game (the marks are part of the context replay rebuilds)', () => {
		const g = commitTable(['Éowyn']);
		g.send({ type: 'COMMIT', seat: 0, card: g.id('Éowyn') }).done(0);
		expect(g.ctx.windowOpened).toBe(g.ctx.log.length);
		g.continue();
		expect(g.ctx.windowClosed).toBeGreaterThan(0);
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

	it('Feint in hand and 4 Tactics resources: the table stops at the window after the shadow cards; "until-me" passes it', () => {
		const g = beforeCombat({ Gimli: 4 });
		g.continueTo('combat.shadowsWindow');
		expect(autoEvent(g.ctx, 0, 'quiet')).toBeNull();
		expect(autoEvent(g.ctx, 0, 'until-me')).toEqual({ type: 'CONTINUE', seat: 0 });
	});

	it('the same window passes when Feint cannot be paid for (no Tactics resource): nobody can play anything', () => {
		const g = beforeCombat({});
		g.continueTo('combat.shadowsWindow');
		expect(autoEvent(g.ctx, 0, 'quiet')).toEqual({ type: 'CONTINUE', seat: 0 });
	});
});
