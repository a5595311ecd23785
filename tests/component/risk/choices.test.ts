/**
 * Risk's panel and map choices (issue 19): a card with many targets is played by tapping its
 * target on the map (the targets glow; the panel keeps one button and "End combat"), each phase
 * starts from a clean selection, "Move N" says from where to where, the odds never read "using
 * all 0 battalions", a tapped territory shows a selection ring (not a focus frame), and the
 * score lines add up to their totals in points.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import def from '$lib/games/risk/definition';
import Board from '$lib/games/risk/view/Board.svelte';
import { ADVENTURE_CARDS } from '$lib/games/risk/data/adventure';
import { applyEvent, legalEvents } from '$lib/games/risk/rules/turn';
import { resultLines } from '$lib/games/risk/view/text';
import { scoreSheet } from '$lib/games/risk/rules/scoring';
import { TERRITORIES } from '$lib/games/risk/data/map';
import type { RiskContext } from '$lib/games/risk/types';
import { fill, fresh, T } from '../../unit/risk/helpers';
import { combatContext } from './contexts';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Frodo' }, { name: 'Sauron' }];
const snap = (c: RiskContext): GameSnapshot<RiskContext> => ({ context: c, value: 'turn', status: 'active' });
const card = (key: string) => ADVENTURE_CARDS.findIndex((a) => a.key === key);

function props(c: RiskContext, viewer: SeatId, send: (e: GameEvent) => Promise<void>, explain: (s: string) => void) {
	const s = snap(c);
	return { ...boardInput(def, s, viewer), viewer, seats, legal: def.legalEvents(s, viewer), send, explain };
}
function renderBoard(c: RiskContext, viewer: SeatId = 0) {
	const send = vi.fn(async (_ev: GameEvent) => {});
	const explain = vi.fn();
	const r = render(Board, props(c, viewer, send, explain));
	return { send, explain, update: (next: RiskContext) => r.rerender(props(next, viewer, send, explain)) };
}
/** Territories drawn as targets (glowing) on the map. */
const glowing = () => [...new Set([...document.querySelectorAll('polygon.target')].map((p) => p.getAttribute('data-testid')))];

/** Frodo holds every other territory with 3 battalions, Sauron the rest with 2: borders everywhere. */
function wideCombat(adventure: number[]): RiskContext {
	const c = combatContext([[], []], [adventure, []]);
	for (let t = 0; t < c.owner.length; t++) [c.owner[t], c.armies[t]] = t % 2 === 0 ? [0, 3] : [1, 2];
	return c;
}
/** Taps territory `t` (its first outline). */
const tap = (t: number) => fireEvent.click(screen.getAllByTestId(`territory-${TERRITORIES[t].id}`)[0]);

describe('a card with many targets is played on the map', () => {
	it('Ambush!: one button; its ten-odd territories glow; a tap plays it there; "End combat" stays', async () => {
		const ambush = card('ambush');
		const c = wideCombat([ambush]);
		const plays = legalEvents(c, 0).filter((e) => e.type === 'PLAY_POWER');
		expect(plays.length).toBeGreaterThanOrEqual(8);
		const { send } = renderBoard(c);
		expect(screen.getAllByTestId('play-power')).toHaveLength(1);
		await fireEvent.click(screen.getByTestId('play-power'));
		expect(screen.getByTestId('risk-aim').textContent).toContain('Ambush!');
		expect(screen.getByTestId('end-phase')).toBeTruthy();
		const froms = plays.map((e) => (e as { from: number }).from);
		expect(glowing().sort()).toEqual(froms.map((t) => `territory-${TERRITORIES[t].id}`).sort());
		const pickAt = froms[froms.length - 1];
		await tap(pickAt);
		expect(send).toHaveBeenCalledWith({ type: 'PLAY_POWER', seat: 0, card: ambush, from: pickAt });
		expect(screen.queryByTestId('risk-aim')).toBeNull();
	});
	it('Gríma (from, then to): the first tap picks where from, the second the enemy next door; Cancel puts the card down', async () => {
		const grima = card('grima');
		const c = wideCombat([grima]);
		const plays = legalEvents(c, 0).filter((e): e is Extract<typeof e, { type: 'PLAY_POWER' }> => e.type === 'PLAY_POWER');
		const { send, explain } = renderBoard(c);
		await fireEvent.click(screen.getByTestId('play-power'));
		const from = plays[0].from!;
		expect(glowing()).toContain(`territory-${TERRITORIES[from].id}`);
		// An enemy territory is not a start: explained, nothing sent.
		await tap(plays[0].to!);
		expect(explain).toHaveBeenCalled();
		await tap(from);
		const tos = plays.filter((e) => e.from === from).map((e) => e.to!);
		expect(glowing().sort()).toEqual([...new Set(tos.map((t) => `territory-${TERRITORIES[t].id}`))].sort());
		expect(screen.getByTestId('risk-aim').textContent).toContain(TERRITORIES[from].name.en);
		await fireEvent.click(screen.getByTestId('aim-cancel'));
		expect(screen.queryByTestId('risk-aim')).toBeNull();
		expect(send).not.toHaveBeenCalled();
		await fireEvent.click(screen.getByTestId('play-power'));
		await tap(from);
		await tap(tos[0]);
		expect(send).toHaveBeenCalledWith(plays.find((e) => e.from === from && e.to === tos[0]));
	});
});

describe('clean selections and plain move buttons', () => {
	it('the manoeuvre starts from a clean selection: the territory that attacked is not its start', async () => {
		const c = wideCombat([]);
		for (const t of [T('the_shire'), T('buckland'), T('old_forest')]) [c.owner[t], c.armies[t]] = [0, 4];
		const next = applyEvent(c, { type: 'END_PHASE', seat: 0 });
		expect(next.phase).toBe('manoeuvre');
		const attackFroms = new Set(legalEvents(c, 0).flatMap((e) => (e.type === 'ATTACK' ? [e.from] : [])));
		const move = legalEvents(next, 0).find((e) => e.type === 'MANOEUVRE' && attackFroms.has(e.from)) as Extract<ReturnType<typeof legalEvents>[number], { type: 'MANOEUVRE' }>;
		expect(move).toBeDefined();
		const { send, update } = renderBoard(c);
		await tap(move.from);
		expect(document.querySelector('[data-testid=selected-ring]')).not.toBeNull();
		await update(next);
		expect(document.querySelector('[data-testid=selected-ring]')).toBeNull();
		// With the attacking territory still selected, this tap was a move to it.
		await tap(move.to);
		expect(send).not.toHaveBeenCalled();
	});
	it('"Move N" names where from and where to (the route above, the buttons’ names), in the manoeuvre and after a conquest', () => {
		let c = wideCombat([]);
		for (const t of [T('the_shire'), T('buckland')]) [c.owner[t], c.armies[t]] = [0, 4];
		c = applyEvent(c, { type: 'END_PHASE', seat: 0 });
		c = applyEvent(c, { type: 'MANOEUVRE', seat: 0, from: T('the_shire'), to: T('buckland') });
		expect(c.phase).toBe('manoeuvreCount');
		renderBoard(c);
		expect(screen.getByTestId('risk-move-route').textContent).toBe('From The Shire to Buckland');
		const buttons = screen.getAllByRole('button').filter((b) => b.getAttribute('data-testid')?.startsWith('move-'));
		expect(buttons.length).toBeGreaterThan(0);
		// The route once above them; each button short ("Move 3", a row of them keeps the hand in view), its name in full.
		for (const b of buttons) expect(b.textContent).toMatch(/^Move \d+( · |$)/);
		for (const b of buttons) expect(b.getAttribute('aria-label')).toMatch(/^Move \d+ battalions? from The Shire to Buckland/);
	});
	it('the odds go away once the attacking territory has no battalion left to attack with', async () => {
		const c = combatContext([[], []]);
		const { update } = renderBoard(c);
		await tap(T('the_shire'));
		await tap(T('buckland'));
		expect(screen.getByTestId('risk-odds').textContent).toContain('5 battalions');
		const spent = structuredClone(c);
		spent.armies[T('the_shire')] = 1;
		await update(spent);
		expect(screen.queryByTestId('risk-odds')).toBeNull();
		expect(document.querySelector('[data-testid=selected-ring]')).toBeNull();
	});
	it('a tapped territory is marked by the selection ring, with no focus frame of its own', async () => {
		renderBoard(combatContext([[], []]));
		const shire = screen.getAllByTestId('territory-the_shire')[0];
		await fireEvent.click(shire);
		expect(shire.getAttribute('stroke')).not.toBe('#000');
		expect(document.querySelectorAll('[data-testid=selected-ring]').length).toBeGreaterThan(0);
	});
});

describe('the score explained in points', () => {
	it('each line adds up to its total, strongholds counted 2 each', () => {
		const c = fresh(3, 7);
		fill(c, 0, 1);
		for (let t = 0; t < 14; t++) c.owner[t] = 1;
		c.owner[T('moria')] = 2;
		c.adventureScored[2] = [card('edoras')];
		const lines = scoreSheet(c);
		const text = resultLines({ context: { ...c, phase: 'end' }, value: 'end', status: 'done' }, [{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
		expect(text).toHaveLength(3);
		for (const line of text) {
			const m = line.match(/: (\d+) points? = territories (\d+) \+ regions (\d+) \+ strongholds (\d+) \(\d+ × 2\) \+ adventure cards (\d+)$/);
			expect(m, line).not.toBeNull();
			const [total, ...parts] = m!.slice(1).map(Number);
			expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
		}
		for (const l of lines) expect(l.territoryPoints + l.regionPoints + l.strongholdPoints + l.adventure).toBe(l.total);
		expect(lines.some((l) => l.strongholds > 0 && l.strongholdPoints === 2 * l.strongholds)).toBe(true);
		expect(lines[2].adventure).toBeGreaterThan(0);
	});
});
