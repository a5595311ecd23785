/**
 * Les Deux Tours' board, issue 11: the hinted move (`BoardProps.hint`) marks what it touches with
 * `data-hint="true"` (hand card, row or display, face-up card, pile, Pass); `describeEvent` says
 * every event in words in English and French; a card that has just arrived (laid in a row, put
 * face up, drawn into the hand) gets the shared `.card-arrive` class once, an old one does not;
 * a recent move of someone else carries `data-recent="true"`.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import { createActor } from 'xstate';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import def from '$lib/games/two-towers/definition';
import Board from '$lib/games/two-towers/view/Board.svelte';
import ui from '$lib/games/two-towers/view/index';
import type { TTContext, TTEvent } from '$lib/games/two-towers/types';
import type { RecentMove } from '$lib/ui/contract';
import { actorAt, cardPool, craft, STATE, RED, BLUE, GREEN } from '../../unit/two-towers/helpers';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Fabien' }, { name: 'Christine' }, { name: 'Jean' }];
const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

function props(snapshot: GameSnapshot<TTContext>, viewer: SeatId | 'table', extra: { hint?: GameEvent | null; recent?: RecentMove[] } = {}) {
	return {
		...boardInput(def, snapshot, viewer),
		viewer,
		seats,
		legal: typeof viewer === 'number' ? def.legalEvents(snapshot, viewer) : [],
		send: vi.fn(async (_ev: GameEvent) => {}),
		explain: vi.fn(),
		...extra
	};
}
/** A typed event of this game as the shell's GameEvent. */
const tt = (ev: TTEvent) => ev as unknown as GameEvent;
const hinted = () => Array.from(document.querySelectorAll('[data-hint="true"]'));
const start = () => createActor(def.machine, { input: def.createInput({ seats, seed: 11 }) }).start().getSnapshot() as GameSnapshot<TTContext>;

function atEvaluation() {
	const p = cardPool();
	const red = p.q(RED, 'wisdom');
	const blue = p.q(BLUE, 'wisdom');
	const g = p.g();
	const ctx = craft({ players: 3, round: 1, hands: [[red, blue, g], [p.q(GREEN, 'wisdom')], []], rows: [[null, p.row(BLUE, 'strength', 2), null, null], [null, null, null, null], [null, null, null, null]] });
	return { s: actorAt(STATE.evaluation, ctx).getSnapshot() as GameSnapshot<TTContext>, red, blue, g };
}

describe('the hint', () => {
	it('TAKE_FACEUP marks that face-up card only; no hint marks nothing', async () => {
		const s = start();
		const card = s.context.faceUp[1];
		const r = render(Board, props(s, 0, { hint: tt({ type: 'TAKE_FACEUP', seat: 0, card }) }));
		expect(hinted().map((e) => e.getAttribute('data-card'))).toEqual([String(card)]);
		expect(hinted()[0].getAttribute('data-testid')).toBe('faceup-card');
		await r.rerender({ hint: null });
		expect(hinted()).toEqual([]);
	});
	it('TAKE_DECK marks the pile', () => {
		render(Board, props(start(), 0, { hint: { type: 'TAKE_DECK', seat: 0 } }));
		expect(hinted().map((e) => e.getAttribute('data-testid'))).toEqual(['pile']);
	});
	it('DISCARD marks the hand card and the display', () => {
		const s = start();
		const card = s.context.hands[0][2];
		render(Board, props(s, 0, { hint: tt({ type: 'DISCARD', seat: 0, card }) }));
		expect(hinted().map((e) => e.getAttribute('data-testid')).sort()).toEqual(['display', 'hand-card']);
		expect(within(screen.getByTestId('hand')).getAllByTestId('hand-card').find((b) => b.dataset.hint === 'true')!.dataset.card).toBe(String(card));
	});
	it('LAY marks the hand card and the row of its colour; LAY_GANDALF both hand cards and the row', async () => {
		const { s, red, blue, g } = atEvaluation();
		const r = render(Board, props(s, 0, { hint: tt({ type: 'LAY', seat: 0, card: blue }) }));
		const myRows = () => within(screen.getAllByTestId('player')[0]).getAllByTestId('row');
		expect(myRows()[BLUE].dataset.hint).toBe('true');
		expect(hinted().map((e) => e.getAttribute('data-testid')).sort()).toEqual(['hand-card', 'row']);
		await r.rerender({ hint: tt({ type: 'LAY_GANDALF', seat: 0, gandalf: g, card: red }) });
		expect(myRows()[RED].dataset.hint).toBe('true');
		expect(myRows()[BLUE].dataset.hint).toBeUndefined();
		const cards = hinted().filter((e) => e.getAttribute('data-testid') === 'hand-card').map((e) => Number(e.getAttribute('data-card')));
		expect(cards.sort((a, b) => a - b)).toEqual([red, g].sort((a, b) => a - b));
	});
	it('DONE marks the Pass button', () => {
		const { s } = atEvaluation();
		render(Board, props(s, 0, { hint: { type: 'DONE', seat: 0 } }));
		expect(hinted().map((e) => e.getAttribute('data-testid'))).toEqual(['done']);
	});
	it('NO_DRAW marks its button', () => {
		const ctx = craft({ players: 3, hands: [[], [], []], deck: [], rest: 'aside' });
		ctx.aside = []; // pile, set-aside pile and display empty: nothing to draw
		const s = actorAt(STATE.choose, ctx).getSnapshot() as GameSnapshot<TTContext>;
		const hint = def.legalEvents(s, 0).find((e) => e.type === 'NO_DRAW');
		expect(hint).toBeDefined();
		render(Board, props(s, 0, { hint }));
		expect(hinted().map((e) => e.getAttribute('data-testid'))).toEqual(['no-draw']);
	});
});

describe('describeEvent', () => {
	const say = (s: GameSnapshot<TTContext>, ev: TTEvent) => ui.describeEvent!(s, ev as unknown as GameEvent, seats);
	it('says every event in English and in French', () => {
		const { s, red, blue, g } = atEvaluation();
		const m = start();
		const face = m.context.faceUp[0];
		setLocale('en', { reload: false });
		expect(say(m, { type: 'TAKE_DECK', seat: 0 })).toBe('Take the top card of the pile');
		expect(say(m, { type: 'TAKE_FACEUP', seat: 0, card: face })).toMatch(/^Take the face-up (Gandalf|\w+ \w+)$/);
		expect(say(m, { type: 'DISCARD', seat: 0, card: red })).toBe('Put red wisdom with the face-up cards to take two');
		expect(say(m, { type: 'NO_DRAW', seat: 0 })).toBe('Nothing to take: pass the turn');
		expect(say(s, { type: 'LAY', seat: 0, card: red })).toBe('Start your red row with red wisdom');
		expect(say(s, { type: 'LAY', seat: 0, card: blue })).toBe('Lay blue wisdom instead of your blue row (its 2 cards are set aside)');
		expect(say(s, { type: 'LAY_GANDALF', seat: 0, gandalf: g, card: red })).toBe('Start your red row with Gandalf under red wisdom');
		expect(say(s, { type: 'DONE', seat: 0 })).toBe('Pass (lay nothing)');
		const laid = { ...s, context: { ...s.context, laid: [1, 0, 0] } };
		expect(say(laid, { type: 'DONE', seat: 0 })).toBe('End your presentation');
		setLocale('fr', { reload: false });
		expect(say(m, { type: 'TAKE_DECK', seat: 0 })).toBe('Prendre la première carte de la pioche');
		expect(say(m, { type: 'DISCARD', seat: 0, card: red })).toBe('Poser sagesse rouge avec les cartes retournées pour en prendre deux');
		expect(say(m, { type: 'NO_DRAW', seat: 0 })).toBe('Rien à prendre : passer son tour');
		expect(say(m, { type: 'TAKE_FACEUP', seat: 0, card: face })).toMatch(/^Prendre la carte retournée /);
		expect(say(s, { type: 'LAY', seat: 0, card: red })).toBe('Commencer votre rangée rouge avec sagesse rouge');
		expect(say(s, { type: 'LAY', seat: 0, card: blue })).toBe('Poser sagesse bleue à la place de votre rangée bleue (ses 2 cartes sont mises de côté)');
		expect(say(s, { type: 'LAY_GANDALF', seat: 0, gandalf: g, card: red })).toBe('Commencer votre rangée rouge avec Gandalf sous sagesse rouge');
		expect(say(s, { type: 'DONE', seat: 0 })).toBe('Passer (ne rien poser)');
		expect(say(laid, { type: 'DONE', seat: 0 })).toBe('Terminer votre présentation');
		setLocale('en', { reload: false });
	});
	it('says adding to a row of the same quality', () => {
		const p = cardPool();
		const card = p.q(RED, 'strength');
		const ctx = craft({ players: 3, round: 1, hands: [[card], [], []], rows: [[p.row(RED, 'strength', 1), null, null, null], [null, null, null, null], [null, null, null, null]] });
		const s = actorAt(STATE.evaluation, ctx).getSnapshot() as GameSnapshot<TTContext>;
		expect(say(s, { type: 'LAY', seat: 0, card })).toBe('Add red strength to your red row');
	});
});

describe('cards that have just arrived', () => {
	it('a card laid in a row by another player gets .card-arrive (and data-recent), the cards already there do not', async () => {
		const p = cardPool();
		const old = p.row(GREEN, 'endurance', 2);
		const newCard = p.q(BLUE, 'wisdom');
		const ctx = craft({ players: 3, round: 1, startSeat: 1, hands: [[p.q(RED, 'wisdom')], [newCard], []], rows: [[null, null, null, null], [null, null, old, null], [null, null, null, null]] });
		const a = actorAt(STATE.evaluation, ctx);
		const s1 = a.getSnapshot() as GameSnapshot<TTContext>;
		const r = render(Board, props(s1, 0));
		expect(document.querySelectorAll('.card-arrive')).toHaveLength(0);
		a.send({ type: 'LAY', seat: 1, card: newCard });
		const s2 = a.getSnapshot() as GameSnapshot<TTContext>;
		await r.rerender({ ...boardInput(def, s2, 0), legal: def.legalEvents(s2, 0), recent: [{ ev: tt({ type: 'LAY', seat: 1, card: newCard }), by: 'bot' }] });
		const slot = (card: number) => document.querySelector(`[data-row-card="${card}"]`)!;
		expect(slot(newCard).classList.contains('card-arrive')).toBe(true);
		expect(slot(newCard).getAttribute('data-recent')).toBe('true');
		for (const c of old.cards) expect(slot(c).classList.contains('card-arrive')).toBe(false);
		expect(document.querySelectorAll('.card-arrive')).toHaveLength(1);
	});
	it('a card put face up and the cards drawn into the hand arrive; the others do not', async () => {
		const a = createActor(def.machine, { input: def.createInput({ seats, seed: 11 }) }).start();
		const s1 = a.getSnapshot() as GameSnapshot<TTContext>;
		const r = render(Board, props(s1, 0));
		const oldFace = s1.context.faceUp.slice();
		const oldHand = s1.context.hands[0].slice();
		const put = oldHand[0];
		a.send({ type: 'DISCARD', seat: 0, card: put });
		a.send({ type: 'TAKE_DECK', seat: 0 });
		const s2 = a.getSnapshot() as GameSnapshot<TTContext>;
		await r.rerender({ ...boardInput(def, s2, 0), legal: def.legalEvents(s2, 0) });
		const face = (card: number) => screen.getAllByTestId('faceup-card').find((b) => b.dataset.card === String(card))!;
		expect(face(put).classList.contains('card-arrive')).toBe(true);
		for (const c of oldFace) expect(face(c).classList.contains('card-arrive')).toBe(false);
		const drawn = s2.context.hands[0].filter((c) => !oldHand.includes(c));
		expect(drawn).toHaveLength(1);
		const hand = within(screen.getByTestId('hand')).getAllByTestId('hand-card');
		for (const b of hand) expect(b.classList.contains('card-arrive')).toBe(b.dataset.card === String(drawn[0]));
	});
});
