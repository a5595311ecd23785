/**
 * The LCG's Board and the moves of others (issue 11): what other players' and bots' moves
 * touched is highlighted (`recent`), the move the computer would make is marked (`hint`,
 * with its sentence from `describeEvent`), and a card that has just arrived animates once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import type { RecentMove } from '$lib/ui/contract';
import def from '$lib/games/lcg/definition';
import Board from '$lib/games/lcg/view/Board.svelte';
import ui from '$lib/games/lcg/view/index';
import type { LcgContext, LcgEvent } from '$lib/games/lcg/types';
import { setLocale } from '$lib/paraglide/runtime.js';
import { table, type TestGame } from '../../unit/lcg/table';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Ann' }, { name: 'Bob' }];
const snap = (g: TestGame) => g.snapshot as GameSnapshot<LcgContext>;
const cardEl = (id: string) => document.querySelector(`[data-testid="card"][data-id="${id}"]`) as HTMLElement;
const faceButton = (id: string) => cardEl(id).querySelector('button') as HTMLButtonElement;
const handCard = (id: string) => screen.getAllByTestId('hand-card').find((b) => b.dataset.id === id)!;

function renderBoard(snapshot: GameSnapshot<LcgContext>, viewer: SeatId, extra: { recent?: RecentMove[]; hint?: GameEvent | null } = {}) {
	const send = vi.fn(async (_ev: GameEvent) => {});
	const legal = def.legalEvents(snapshot, viewer);
	const r = render(Board, { ...boardInput(def, snapshot, viewer), viewer, seats, legal, send, explain: vi.fn(), ...extra });
	return { send, legal: legal as LcgEvent[], ...r };
}

/** The legal event of `seat` that `pick` finds (fails the test when there is none). */
function legalOf(g: TestGame, seat: number, pick: (e: LcgEvent) => boolean): LcgEvent {
	const ev = g.legal(seat).find(pick);
	expect(ev, 'no such legal event').toBeDefined();
	return ev!;
}

afterEach(() => setLocale('en', { reload: false }));

describe("other players' and bots' moves since the viewer last looked (recent)", () => {
	it('the ally another player brought into play and the character they committed are highlighted; the rest is not', () => {
		const g = table({
			players: [{ heroes: ['Aragorn'] }, { heroes: ['Legolas', 'Glóin'], hand: ['Guard of the Citadel'], resources: { Glóin: 2 } }],
			at: 'planning.play'
		});
		// Ann has nothing to play: her turn of planning passes, then Bob's comes.
		g.continueTo('planning.play');
		const play = legalOf(g, 1, (e) => e.type === 'PLAY' && e.card === g.id('Guard of the Citadel'));
		g.send(play);
		g.continueTo('quest.commit');
		if (g.ctx.cursor === 0) g.done(0);
		const commit = legalOf(g, 1, (e) => e.type === 'COMMIT' && e.card === g.id('Legolas'));
		g.send(commit);
		renderBoard(snap(g), 0, { recent: [{ ev: play, by: 'bot' }, { ev: commit, by: 'human' }] });
		expect(faceButton(g.id('Guard of the Citadel'))).toHaveAttribute('data-recent', 'true');
		expect(faceButton(g.id('Legolas'))).toHaveAttribute('data-recent', 'true');
		expect(faceButton(g.id('Glóin'))).not.toHaveAttribute('data-recent');
		expect(faceButton(g.id('Aragorn'))).not.toHaveAttribute('data-recent');
		expect(faceButton(g.id('Legolas'))).toHaveClass('recent');
	});

	it('an attachment played by another player highlights it and the character it went on', () => {
		const g = table({ players: [{ heroes: ['Aragorn'] }, { heroes: ['Glóin'], hand: ['Steward of Gondor'], resources: { Glóin: 2 } }], at: 'planning.play' });
		// Ann has nothing to play: her turn of planning passes, then Bob's comes.
		g.continueTo('planning.play');
		const play = legalOf(g, 1, (e) => e.type === 'PLAY' && e.target === g.id('Glóin'));
		g.send(play);
		renderBoard(snap(g), 0, { recent: [{ ev: play, by: 'bot' }] });
		expect(faceButton(g.id('Glóin'))).toHaveAttribute('data-recent', 'true');
		expect(screen.getByTestId('attachment')).toHaveAttribute('data-recent', 'true');
		expect(faceButton(g.id('Aragorn'))).not.toHaveAttribute('data-recent');
	});

	it('the enemy another player engaged is highlighted', () => {
		const g = table({ players: [{ heroes: ['Aragorn'] }, { heroes: ['Legolas'] }], staging: ['Forest Spider', 'Wolf Rider'], at: 'encounter.optional' });
		g.done(0);
		const engage = legalOf(g, 1, (e) => e.type === 'ENGAGE' && e.enemy === g.id('Forest Spider'));
		g.send(engage);
		renderBoard(snap(g), 0, { recent: [{ ev: engage, by: 'human' }] });
		expect(faceButton(g.id('Forest Spider'))).toHaveAttribute('data-recent', 'true');
		expect(faceButton(g.id('Wolf Rider'))).not.toHaveAttribute('data-recent');
	});

	it('nothing is highlighted without recent moves', () => {
		const g = table({ players: [{ heroes: ['Aragorn'] }, { heroes: ['Legolas'] }], at: 'quest.commit' });
		renderBoard(snap(g), 0);
		expect(document.querySelector('[data-recent="true"]')).toBeNull();
	});
});

describe('the move the computer would make (hint)', () => {
	it('play a card: the hand card and its target are marked, and the sentence names the card', async () => {
		const g = table({ players: [{ heroes: ['Aragorn', 'Glóin'], hand: ['Steward of Gondor', 'Guard of the Citadel'], resources: { Aragorn: 1, Glóin: 2 } }], at: 'planning.play' });
		const hint = legalOf(g, 0, (e) => e.type === 'PLAY' && e.target === g.id('Glóin') && e.pay[g.id('Glóin')] === 2);
		renderBoard(snap(g), 0, { hint });
		expect(handCard(g.id('Steward of Gondor'))).toHaveAttribute('data-hint', 'true');
		expect(handCard(g.id('Guard of the Citadel'))).not.toHaveAttribute('data-hint');
		expect(faceButton(g.id('Glóin'))).toHaveAttribute('data-hint', 'true');
		expect(faceButton(g.id('Aragorn'))).not.toHaveAttribute('data-hint');
		expect(ui.describeEvent!(snap(g), hint, seats)).toBe('Play Steward of Gondor → Glóin · pay Glóin 2');
		// Once the card is selected and its target tapped, the hinted payment is the marked answer.
		await userEvent.click(handCard(g.id('Steward of Gondor')));
		await userEvent.click(faceButton(g.id('Glóin')));
		const marked = screen.getAllByTestId('answer').filter((b) => b.dataset.hint === 'true');
		expect(marked.map((b) => b.textContent)).toEqual(['Glóin 2']);
	});

	it('commit: the character is marked, and the same move in the list of every move', async () => {
		const g = table({ players: [{ heroes: ['Aragorn', 'Glóin'] }], staging: ['Forest Spider'], at: 'quest.commit' });
		const hint = legalOf(g, 0, (e) => e.type === 'COMMIT' && e.card === g.id('Glóin'));
		renderBoard(snap(g), 0, { hint });
		expect(faceButton(g.id('Glóin'))).toHaveAttribute('data-hint', 'true');
		expect(faceButton(g.id('Aragorn'))).not.toHaveAttribute('data-hint');
		expect(screen.getByTestId('btn-done')).not.toHaveAttribute('data-hint');
		expect(screen.getByTestId('move-list-toggle')).toHaveAttribute('data-hint', 'true');
		await userEvent.click(screen.getByTestId('move-list-toggle'));
		const marked = screen.getAllByTestId('move').filter((b) => b.dataset.hint === 'true');
		expect(marked.map((b) => b.textContent)).toEqual(['Commit Glóin to the quest']);
		expect(ui.describeEvent!(snap(g), hint, seats)).toBe('Commit Glóin to the quest');
		setLocale('fr', { reload: false });
		expect(ui.describeEvent!(snap(g), hint, seats)).toMatch(/Glóin/);
		expect(ui.describeEvent!(snap(g), hint, seats)).not.toBe('Commit Glóin to the quest');
	});

	it('pass: Done (or Continue) is the marked button, in words in English and French', () => {
		const g = table({ players: [{ heroes: ['Aragorn', 'Glóin'] }], staging: ['Forest Spider'], at: 'quest.commit' });
		const hint = legalOf(g, 0, (e) => e.type === 'DONE');
		renderBoard(snap(g), 0, { hint });
		expect(screen.getByTestId('btn-done')).toHaveAttribute('data-hint', 'true');
		expect(faceButton(g.id('Glóin'))).not.toHaveAttribute('data-hint');
		expect(ui.describeEvent!(snap(g), hint, seats)).toBe('Done committing');
		const w = table({ players: [{ heroes: ['Aragorn'] }], at: 'planning.play' });
		expect(w.step).toBe('planning.window');
		const cont = legalOf(w, 0, (e) => e.type === 'CONTINUE');
		expect(ui.describeEvent!(snap(w), cont, seats)).toBe('Continue without playing an Action');
		setLocale('fr', { reload: false });
		expect(ui.describeEvent!(snap(w), cont, seats)).toBe('Continuer sans jouer d’Action');
	});

	it('a decision: the hinted option is marked; every event type has a sentence', () => {
		const g = table({ players: [{ heroes: ['Aragorn'], resources: { Aragorn: 1 } }], at: 'quest.commit' });
		g.send(legalOf(g, 0, (e) => e.type === 'COMMIT'));
		g.done(0);
		// Aragorn's Response after he commits.
		expect(g.ctx.decision).not.toBeNull();
		const choices = g.legal(0);
		const hint = choices.find((e) => e.type === 'CHOOSE' && e.value === 'decline') ?? choices[0];
		renderBoard(snap(g), 0, { hint });
		const marked = screen.getAllByTestId('choice').filter((b) => b.dataset.hint === 'true');
		expect(marked).toHaveLength(1);
		expect(ui.describeEvent!(snap(g), hint, seats)).toMatch(/^Choose “.+”$/);
		const s = snap(g);
		const any = (type: string, more: object = {}) => ui.describeEvent!(s, { type, seat: 0, ...more } as GameEvent, seats);
		for (const t of ['KEEP', 'MULLIGAN', 'CONTINUE', 'DONE', 'NO_DEFENDER', 'CONFIRM']) expect(any(t)).not.toBe('');
		for (const t of ['COMMIT', 'DEFEND', 'ADD_ATTACKER']) expect(any(t, { card: g.id('Aragorn') })).toContain('Aragorn');
		expect(any('SOMETHING_ELSE')).toBe('Make the highlighted move');
	});
});

describe('a card that has just arrived (card-arrive)', () => {
	it('a card just played from hand carries the class once; a card already in play does not', async () => {
		const g = table({ players: [{ heroes: ['Aragorn'], hand: ['Guard of the Citadel', 'Ever Vigilant'], resources: { Aragorn: 2 } }], at: 'planning.play' });
		const { rerender } = renderBoard(snap(g), 0);
		expect(document.querySelector('.card-arrive')).toBeNull();
		g.send(legalOf(g, 0, (e) => e.type === 'PLAY' && e.card === g.id('Guard of the Citadel')));
		await rerender({ ...boardInput(def, snap(g), 0), legal: def.legalEvents(snap(g), 0) });
		await waitFor(() => expect(cardEl(g.id('Guard of the Citadel'))).toHaveClass('card-arrive'));
		expect(cardEl(g.id('Aragorn'))).not.toHaveClass('card-arrive');
		expect(handCard(g.id('Ever Vigilant'))).not.toHaveClass('card-arrive');
		// The next snapshot: it is no longer new.
		g.continueTo('quest.commit');
		await rerender({ ...boardInput(def, snap(g), 0), legal: def.legalEvents(snap(g), 0) });
		await waitFor(() => expect(cardEl(g.id('Guard of the Citadel'))).not.toHaveClass('card-arrive'));
	});
});
