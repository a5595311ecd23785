/**
 * Risk's board, issue 11: the moves of others since the viewer last looked (`recent`) marked on
 * the map and in a "Just played" list, the computer's suggested move (`hint`) marked on its
 * territories and its button, `describeEvent` in English and French, and the short arrivals
 * (a counter whose battalions changed, a card new in the hand, new dice).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import type { RecentMove } from '$lib/ui/contract';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import def from '$lib/games/risk/definition';
import ui from '$lib/games/risk/view';
import Board from '$lib/games/risk/view/Board.svelte';
import { applyEvent } from '$lib/games/risk/rules/turn';
import { ADVENTURE_CARDS } from '$lib/games/risk/data/adventure';
import type { RiskContext, RiskEvent } from '$lib/games/risk/types';
import { T } from '../../unit/risk/helpers';
import { combatContext } from './contexts';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Frodo' }, { name: 'Sauron' }];
const snap = (c: RiskContext): GameSnapshot<RiskContext> => ({ context: c, value: 'turn', status: 'active' });
const bot = (ev: RiskEvent): RecentMove => ({ ev: ev as unknown as GameEvent, by: 'bot' });
const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

function renderBoard(c: RiskContext, viewer: SeatId | 'table', extra: { recent?: RecentMove[]; hint?: GameEvent | null } = {}) {
	const s = snap(c);
	const props = { ...boardInput(def, s, viewer), viewer, seats, legal: typeof viewer === 'number' ? def.legalEvents(s, viewer) : [], send: vi.fn(async () => {}), explain: vi.fn(), ...extra };
	const r = render(Board, props);
	return {
		...r,
		/** Draws the board again for a new context, as the shell does after a move. */
		redraw: (next: RiskContext) => {
			const ns = snap(next);
			return r.rerender({ ...props, ...boardInput(def, ns, viewer), legal: typeof viewer === 'number' ? def.legalEvents(ns, viewer) : [] });
		}
	};
}
const territory = (id: string) => screen.getAllByTestId(`territory-${id}`)[0];

describe('risk: others’ recent moves on the board', () => {
	it('marks the territories attacked from and to and the one conquered, with a glyph, and nothing else', () => {
		const recent = [
			bot({ type: 'PLACE', seat: 1, territory: T('fornost'), count: 3 }),
			bot({ type: 'ATTACK', seat: 1, from: T('buckland'), to: T('the_shire'), dice: 3 }),
			bot({ type: 'MOVE_IN', seat: 1, count: 3 })
		];
		renderBoard(combatContext([[T('moria')], []]), 0, { recent });
		expect(territory('fornost').getAttribute('data-recent')).toBe('true');
		expect(territory('buckland').getAttribute('data-recent')).toBe('true');
		expect(territory('the_shire').getAttribute('data-recent')).toBe('true');
		expect(territory('moria').getAttribute('data-recent')).toBeNull();
		expect(screen.getByTestId('recent-mark-fornost').textContent).toBe('+');
		expect(screen.getByTestId('recent-mark-the_shire').textContent).toContain('⚑');
		expect(screen.getByTestId('recent-mark-buckland').textContent).toBe('⚔');
		expect(document.querySelectorAll('.recent-ring').length).toBeGreaterThanOrEqual(3);
	});
	it('marks both ends of a manoeuvre, the target of a card, the Fellowship’s roll and lists the cards played', () => {
		const ambush = ADVENTURE_CARDS.findIndex((a) => a.key === 'ambush');
		const recent = [
			bot({ type: 'PLAY_POWER', seat: 1, card: ambush, from: T('moria') }),
			bot({ type: 'TRADE', seat: 1, cards: [T('fornost'), T('dunland'), 42] }),
			bot({ type: 'MANOEUVRE', seat: 1, from: T('fornost'), to: T('weather_hills') }),
			bot({ type: 'MOVE', seat: 1, count: 1, leader: false }),
			bot({ type: 'RING_ROLL', seat: 1 })
		];
		renderBoard(combatContext([[T('moria')], []]), 0, { recent });
		expect(screen.getByTestId('recent-mark-fornost').textContent).toBe('➜');
		expect(screen.getByTestId('recent-mark-weather_hills').textContent).toBe('➜');
		expect(screen.getByTestId('recent-mark-moria').textContent).toBe('✦');
		const list = screen.getByTestId('risk-recent-cards');
		const items = list.querySelectorAll('li[data-recent="true"]');
		expect(items).toHaveLength(2);
		expect(items[0].textContent).toContain('Sauron');
		expect(items[0].textContent).toContain('Ambush!');
		expect(items[1].textContent).toContain('Fornost');
		expect(screen.getByTestId('risk-fellowship').getAttribute('data-recent')).toBe('true');
	});
	it('marks nothing without recent moves', () => {
		renderBoard(combatContext([[T('moria')], []]), 0);
		expect(document.querySelectorAll('[data-recent="true"]')).toHaveLength(0);
		expect(document.querySelectorAll('.recent-ring')).toHaveLength(0);
		expect(screen.queryByTestId('risk-recent-cards')).toBeNull();
	});
});

describe('risk: the hint', () => {
	const attack: GameEvent = { type: 'ATTACK', seat: 0, from: T('the_shire'), to: T('buckland'), dice: 3 } as unknown as GameEvent;
	it('marks the territories of the hinted attack and pre-selects them: odds shown, its button marked', () => {
		renderBoard(combatContext([[T('moria')], []]), 0, { hint: attack });
		expect(territory('the_shire').getAttribute('data-hint')).toBe('true');
		expect(territory('buckland').getAttribute('data-hint')).toBe('true');
		expect(territory('fornost').getAttribute('data-hint')).toBeNull();
		expect(document.querySelectorAll('.hint-ring').length).toBeGreaterThanOrEqual(2);
		// No tap needed: the attack from the Shire into Buckland is chosen, its odds and dice shown.
		expect(screen.getByTestId('risk-odds').textContent).toMatch(/Buckland.*%/);
		expect(screen.getByTestId('attack-3').getAttribute('data-hint')).toBe('true');
		expect(screen.getByTestId('attack-2').getAttribute('data-hint')).toBeNull();
	});
	it('marks the button of a move without a territory', () => {
		renderBoard(combatContext([[T('moria')], []]), 0, { hint: { type: 'END_PHASE', seat: 0 } as GameEvent });
		expect(screen.getByTestId('end-phase').getAttribute('data-hint')).toBe('true');
		expect(document.querySelectorAll('[data-hint="true"]')).toHaveLength(1);
	});
	it('shows and marks the hinted move-in count even where the choices are thinned out', () => {
		let c = combatContext([[T('moria')], []]);
		c.armies[T('the_shire')] = 20;
		c.armies[T('buckland')] = 1;
		for (let i = 0; i < 20 && c.phase === 'combat'; i++) c = applyEvent(c, { type: 'ATTACK', seat: 0, from: T('the_shire'), to: T('buckland'), dice: 3 });
		expect(c.phase).toBe('conquer');
		const counts = def.legalEvents(snap(c), 0).flatMap((e) => (e.type === 'MOVE_IN' ? [(e as unknown as { count: number }).count] : []));
		expect(counts.length).toBeGreaterThan(8);
		renderBoard(c, 0);
		const pick = counts.find((n) => !screen.queryByTestId(`move-${n}`))!;
		expect(pick).toBeDefined();
		document.body.innerHTML = '';
		renderBoard(c, 0, { hint: { type: 'MOVE_IN', seat: 0, count: pick } as unknown as GameEvent });
		expect(screen.getByTestId(`move-${pick}`).getAttribute('data-hint')).toBe('true');
		expect(territory('the_shire').getAttribute('data-hint')).toBe('true');
		expect(territory('buckland').getAttribute('data-hint')).toBe('true');
	});
	it('marks nothing when no hint is asked', () => {
		renderBoard(combatContext([[T('moria')], []]), 0, { hint: null });
		expect(document.querySelectorAll('[data-hint="true"]')).toHaveLength(0);
		expect(document.querySelectorAll('.hint-ring')).toHaveLength(0);
	});
	it('describes every kind of move in English and in French', () => {
		const c = combatContext([[T('moria')], []]);
		const s = snap(c);
		const say = (ev: object) => ui.describeEvent!(s, ev as GameEvent, seats);
		setLocale('en', { reload: false });
		expect(say(attack)).toBe('Attack Buckland from The Shire with 3 dice');
		expect(say({ type: 'ATTACK', seat: 0, from: T('the_shire'), to: T('buckland'), dice: 1 })).toBe('Attack Buckland from The Shire with 1 die');
		expect(say({ type: 'PLACE', seat: 0, territory: T('the_shire'), count: 1 })).toBe('Place 1 battalion in The Shire');
		expect(say({ type: 'END_PHASE', seat: 0 })).toBe('End combat');
		expect(say({ type: 'DRAW', seat: 0, pile: 'adventure' })).toBe('Draw an adventure card');
		setLocale('fr', { reload: false });
		expect(say(attack)).toBe('Attaquer Pays de Bouc depuis La Comté avec 3 dés');
		expect(say({ type: 'PLACE', seat: 0, territory: T('the_shire'), count: 4 })).toBe('Placer 4 bataillons en La Comté');
		expect(say({ type: 'NO_REACTION', seat: 0 })).toBe('Ne pas réagir');
		// Every event type of the game has its own sentence, never the generic one.
		const every: RiskEvent[] = [
			{ type: 'CLAIM', seat: 0, territory: 1 },
			{ type: 'PLACE', seat: 0, territory: 1, count: 2 },
			{ type: 'PLACE_LEADER', seat: 0, territory: 1 },
			{ type: 'TRADE', seat: 0, cards: [1, 2, 3] },
			{ type: 'PLAY_POWER', seat: 0, card: 0 },
			{ type: 'END_PHASE', seat: 0 },
			{ type: 'ATTACK', seat: 0, from: 1, to: 2, dice: 2 },
			{ type: 'MOVE_IN', seat: 0, count: 2 },
			{ type: 'MANOEUVRE', seat: 0, from: 1, to: 2 },
			{ type: 'MOVE', seat: 0, count: 2, leader: true },
			{ type: 'CANCEL', seat: 0 },
			{ type: 'DRAW', seat: 0, pile: 'territory' },
			{ type: 'DISCARD_ADVENTURE', seat: 0, card: 0 },
			{ type: 'RING_ROLL', seat: 0 },
			{ type: 'REACT', seat: 0, card: 0, shift: 2 },
			{ type: 'NO_REACTION', seat: 0 }
		];
		for (const locale of ['en', 'fr'] as const) {
			setLocale(locale, { reload: false });
			const generic = say({ type: 'WHATEVER', seat: 0 });
			const lines = every.map(say);
			for (const line of lines) expect(line).not.toBe(generic);
			expect(new Set(lines).size).toBe(lines.length);
		}
		setLocale('en', { reload: false });
	});
});

describe('risk: arrivals (≤ 200 ms, CSS only)', () => {
	it('pulses the counters whose battalions changed, once, and none on the first drawing', async () => {
		const c = combatContext([[T('moria')], []]);
		const { redraw } = renderBoard(c, 0);
		expect(document.querySelectorAll('.counter.pulse')).toHaveLength(0);
		const next = structuredClone(c);
		next.armies[T('buckland')] = 1;
		next.armies[T('the_shire')] = 5;
		await redraw(next);
		expect(screen.getByTestId('counter-buckland').classList.contains('pulse')).toBe(true);
		expect(screen.getByTestId('counter-the_shire').classList.contains('pulse')).toBe(true);
		expect(screen.getByTestId('counter-fornost').classList.contains('pulse')).toBe(false);
		await redraw(structuredClone(next));
		expect(document.querySelectorAll('.counter.pulse')).toHaveLength(0);
	});
	it('lets only the card new in the hand arrive', async () => {
		const c = combatContext([[T('moria')], []]);
		const { redraw } = renderBoard(c, 0);
		expect(document.querySelectorAll('.card-arrive')).toHaveLength(0);
		const next = structuredClone(c);
		next.hands[0] = [T('moria'), T('dunland')];
		await redraw(next);
		const cards = screen.getAllByTestId('hand-card');
		expect(cards).toHaveLength(2);
		expect(cards[0].classList.contains('card-arrive')).toBe(false);
		expect(cards[1].classList.contains('card-arrive')).toBe(true);
	});
	it('rolls in the first dice of a turn, shown on a board that had none', async () => {
		const start = combatContext([[T('moria')], []]);
		start.armies[T('buckland')] = 12;
		const { redraw } = renderBoard(start, 0);
		expect(screen.queryByTestId('risk-dice')).toBeNull();
		await redraw(applyEvent(start, { type: 'ATTACK', seat: 0, from: T('the_shire'), to: T('buckland'), dice: 2 }));
		expect(screen.getAllByTestId('attack-die').every((d) => d.classList.contains('rolling'))).toBe(true);
	});
	it('rolls new dice in, not the dice already shown', async () => {
		const start = combatContext([[T('moria')], []]);
		start.armies[T('buckland')] = 12;
		const c = applyEvent(start, { type: 'ATTACK', seat: 0, from: T('the_shire'), to: T('buckland'), dice: 3 });
		expect(c.phase).toBe('combat');
		const { redraw } = renderBoard(c, 0);
		expect(screen.getAllByTestId('attack-die').some((d) => d.classList.contains('rolling'))).toBe(false);
		await redraw(structuredClone(c));
		expect(screen.getAllByTestId('attack-die').some((d) => d.classList.contains('rolling'))).toBe(false);
		await redraw(applyEvent(c, { type: 'ATTACK', seat: 0, from: T('the_shire'), to: T('buckland'), dice: 1 }));
		expect(screen.getAllByTestId('attack-die').every((d) => d.classList.contains('rolling'))).toBe(true);
	});
});
