/**
 * The cooperative game's board, issue 11: the moves of the others since the viewer last looked
 * (`recent`: the track advanced, the card played, the tile drawn, the corruption change), the
 * computer's suggested move (`hint`: the card, the track, the button), `describeEvent` in
 * English and French, and the arrivals (a card new in the hand or on the table).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import type { RecentMove } from '$lib/ui/contract';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import Board from '$lib/games/coop-board/view/Board.svelte';
import def from '$lib/games/coop-board/definition';
import ui from '$lib/games/coop-board/view';
import { setupGame } from '$lib/games/coop-board/rules/flow';
import { applyEvent, legalEventsFor } from '$lib/games/coop-board/rules/moves';
import { moveDark } from '$lib/games/coop-board/rules/state';
import { botMove } from '$lib/games/coop-board/bot';
import type { CoopContext, CoopEvent } from '$lib/games/coop-board/types';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Anna' }, { name: 'Bilal' }, { name: 'Chloé' }];
const snap = (c: CoopContext): GameSnapshot<CoopContext> => ({ context: c, value: 'cards', status: 'active' });
const other = (ev: CoopEvent): RecentMove => ({ ev: ev as unknown as GameEvent, by: 'human' });
const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

/** Plays bot moves until `until` holds (deterministic for a seed). */
function playUntil(c: CoopContext, until: (c: CoopContext) => boolean, max = 3000): CoopContext {
	let k = 0;
	while (!until(c)) {
		if (c.outcome || k++ > max) throw new Error('did not reach the state');
		const d = c.decision!;
		const seat = d.kind === 'die' ? d.holder : d.kind === 'pay' ? Math.max(0, c.players.findIndex((_, s) => legalEventsFor(c, s).length > 0)) : d.seat;
		c = applyEvent(c, botMove(c, seat, 'normal', () => 0.5));
	}
	return c;
}
/** The first state of an adventure (seed 3 upwards) where `until` holds. */
function reach(until: (c: CoopContext) => boolean): CoopContext {
	for (let seed = 3; seed < 60; seed++) {
		try {
			return playUntil(setupGame({ seats, options: { sauron: 15, passRing: false, equalTurns: false, solo: false, competitive: false }, seed }), until);
		} catch {
			/* that seed lost early: try the next */
		}
	}
	throw new Error('state not reached');
}
/** The seat the decision asks (reveal and play decisions name one). */
const actor = (c: CoopContext): SeatId => (c.decision as { seat: SeatId }).seat;
const atReveal = () => reach((c) => !!c.adv && c.decision?.kind === 'reveal');
const atPlay = () => reach((c) => !!c.adv && c.decision?.kind === 'play' && legalEventsFor(c, actor(c)).some((e) => e.type === 'PLAY_CARD'));

function renderBoard(c: CoopContext, viewer: SeatId | 'table', extra: { recent?: RecentMove[]; recentLogFrom?: number; hint?: GameEvent | null } = {}) {
	const props = { ...boardInput(def, snap(c), viewer), viewer, seats, legal: typeof viewer === 'number' ? legalEventsFor(c, viewer) : [], send: vi.fn(async () => {}), explain: vi.fn(), ...extra };
	const r = render(Board, props);
	return {
		...r,
		redraw: (next: CoopContext, more: { recent?: RecentMove[]; recentLogFrom?: number } = {}) =>
			r.rerender({ ...props, ...more, ...boardInput(def, snap(next), viewer), legal: typeof viewer === 'number' ? legalEventsFor(next, viewer) : [] })
	};
}

describe('co-op: the others’ recent moves', () => {
	it('marks the track advanced, and nothing without recent moves', () => {
		const c = atPlay();
		const seat = actor(c);
		const play = legalEventsFor(c, seat).find((e) => e.type === 'PLAY_CARD') as Extract<CoopEvent, { type: 'PLAY_CARD' }>;
		const after = applyEvent(c, play);
		const viewer = (seat + 1) % 3;
		renderBoard(after, viewer, { recent: [other(play)] });
		const row = document.querySelector(`[data-track="${play.track}"]`)!;
		expect(row.getAttribute('data-recent')).toBe('true');
		expect(row.textContent).toContain('★');
		document.body.innerHTML = '';
		renderBoard(after, viewer);
		expect(document.querySelectorAll('[data-recent="true"]')).toHaveLength(0);
	});
	it('draws no second "since your last turn" list: the moves in words are the table’s one recap (issue 16)', () => {
		// Another hobbit played a card, then the next drew a Story tile: the board marks them, the
		// table's strip above the board says them (from the game log); the board never lists them again.
		const c = atPlay();
		const seat = actor(c);
		const play = legalEventsFor(c, seat).find((e) => e.type === 'PLAY_CARD') as Extract<CoopEvent, { type: 'PLAY_CARD' }>;
		const after = applyEvent(c, play);
		renderBoard(after, (seat + 1) % 3, { recent: [other(play)], recentLogFrom: c.log.length });
		expect(document.querySelectorAll('[data-recent="true"]').length, 'the move is marked on the board').toBeGreaterThan(0);
		expect(document.body.textContent).not.toMatch(/since your last/i);
		expect(document.querySelectorAll('li[data-recent], [data-testid="cb-recent"]')).toHaveLength(0);
	});
	it('shows the Story tile another hobbit drew', () => {
		const c = atReveal();
		const seat = actor(c);
		const after = applyEvent(c, { type: 'REVEAL', seat });
		renderBoard(after, (seat + 1) % 3, { recent: [other({ type: 'REVEAL', seat })] });
		expect(screen.getByTestId('story-tile').getAttribute('data-recent')).toBe('true');
	});
	it('marks the hobbits that moved on the corruption track since the viewer last looked (the log from recentLogFrom)', async () => {
		const c = atReveal();
		const seat = actor(c);
		const viewer = (seat + 1) % 3;
		const { redraw } = renderBoard(c, viewer, { recent: [] });
		expect(document.querySelectorAll('[data-recent="true"]')).toHaveLength(0);
		const after = structuredClone(c);
		moveDark(after, seat, 1);
		await redraw(after, { recent: [other({ type: 'ROLL', seat })], recentLogFrom: c.log.length });
		expect(screen.getByTestId(`hobbit-${seat}`).getAttribute('data-recent')).toBe('true');
		expect(screen.getByTestId(`hobbit-${viewer}`).getAttribute('data-recent')).toBeNull();
		expect(screen.getByTestId('sauron').getAttribute('data-recent')).toBeNull();
	});
});

describe('co-op: the corruption marks read the log from where the viewer last moved', () => {
	it('counts only what came after recentLogFrom: the viewer’s own earlier move is not news', async () => {
		const c = atReveal();
		const me = actor(c);
		const next = (me + 1) % 3;
		// My move darkens me; then the next hobbit's move darkens them.
		const mine = structuredClone(c);
		moveDark(mine, me, 1);
		const theirs = structuredClone(mine);
		moveDark(theirs, next, 2);
		const r = renderBoard(theirs, me, { recent: [other({ type: 'ROLL', seat: next })], recentLogFrom: mine.log.length });
		expect(screen.getByTestId(`hobbit-${next}`).getAttribute('data-recent')).toBe('true');
		expect(screen.getByTestId(`hobbit-${me}`).getAttribute('data-recent')).toBeNull();
		// Not known (the viewer has not moved since the page opened), or past the log's end (an undo): no mark.
		await r.redraw(theirs, { recentLogFrom: undefined });
		expect(screen.getByTestId(`hobbit-${next}`).getAttribute('data-recent')).toBeNull();
		await r.redraw(theirs, { recentLogFrom: theirs.log.length + 3 });
		expect(screen.getByTestId(`hobbit-${next}`).getAttribute('data-recent')).toBeNull();
	});
});

describe('co-op: the hint', () => {
	it('marks the card to play, its track and then its button; nothing for no hint', async () => {
		const c = atPlay();
		const seat = actor(c);
		const play = legalEventsFor(c, seat).find((e) => e.type === 'PLAY_CARD') as Extract<CoopEvent, { type: 'PLAY_CARD' }>;
		renderBoard(c, seat, { hint: play as unknown as GameEvent });
		const card = screen.getAllByTestId('hand-card').find((b) => b.getAttribute('data-card') === play.card)!;
		expect(card.getAttribute('data-hint')).toBe('true');
		expect(document.querySelector(`[data-track="${play.track}"]`)!.getAttribute('data-hint')).toBe('true');
		await userEvent.click(card);
		expect(screen.getByTestId(`play-${play.track}`).getAttribute('data-hint')).toBe('true');
		document.body.innerHTML = '';
		renderBoard(c, seat, { hint: null });
		expect(document.querySelectorAll('[data-hint="true"]')).toHaveLength(0);
	});
	it('marks the button of a move without a card', () => {
		const c = atReveal();
		const seat = actor(c);
		renderBoard(c, seat, { hint: { type: 'REVEAL', seat } as GameEvent });
		expect(screen.getByTestId('reveal').getAttribute('data-hint')).toBe('true');
		expect(document.querySelectorAll('[data-hint="true"]')).toHaveLength(1);
	});
	it('describes every kind of move in English and in French', () => {
		const c = atPlay();
		const s = snap(c);
		const say = (ev: object) => ui.describeEvent!(s, ev as GameEvent, seats);
		setLocale('en', { reload: false });
		expect(say({ type: 'REVEAL', seat: 0 })).toBe('Reveal a Story tile');
		expect(say({ type: 'TRACK', seat: 0, track: 'hiding' })).toBe('Advance on the Hiding track');
		expect(say({ type: 'GIVE', seat: 0, card: c.players[0].hand[0], to: 1 })).toContain('to Bilal (Sam)');
		setLocale('fr', { reload: false });
		expect(say({ type: 'TRACK', seat: 0, track: 'hiding' })).toBe('Avancer sur la piste Discrétion');
		expect(say({ type: 'END_TURN', seat: 0 })).toBe('Finir le tour');
		const card = c.players[0].hand[0];
		const every: CoopEvent[] = [
			{ type: 'REVEAL', seat: 0 },
			{ type: 'RESOLVE', seat: 0 },
			{ type: 'PLAY_CARD', seat: 0, card, track: 'fighting' },
			{ type: 'DRAW_TWO', seat: 0 },
			{ type: 'HEAL', seat: 0 },
			{ type: 'END_TURN', seat: 0 },
			{ type: 'PAY_CARD', seat: 0, card },
			{ type: 'PAY_RUNE', seat: 0 },
			{ type: 'PAY_TOKEN', seat: 0, token: 'sun' },
			{ type: 'DECLINE', seat: 0 },
			{ type: 'ASK_BOTS', seat: 0 },
			{ type: 'CHOOSE', seat: 0, option: 'skip' },
			{ type: 'TRACK', seat: 0, track: 'travelling' },
			{ type: 'DISCARD', seat: 0, card },
			{ type: 'ROLL', seat: 0 },
			{ type: 'PASS', seat: 0 },
			{ type: 'PASS_CARD', seat: 0, card },
			{ type: 'GIVE', seat: 0, card, to: 2 },
			{ type: 'ORDER', seat: 0, order: [1, 0] },
			{ type: 'RING', seat: 0 },
			{ type: 'GANDALF', seat: 0, card: 'healing', target: 1 },
			{ type: 'EPIC', seat: 0, card: 'miruvor' }
		];
		for (const locale of ['en', 'fr'] as const) {
			setLocale(locale, { reload: false });
			const generic = say({ type: 'WHATEVER', seat: 0 });
			const lines = every.map(say);
			for (const line of lines) {
				expect(line).not.toBe(generic);
				expect(line).not.toMatch(/cb_/);
			}
			expect(new Set(lines).size).toBe(lines.length);
		}
		setLocale('en', { reload: false });
	});
});

describe('co-op: arrivals (≤ 200 ms, CSS only)', () => {
	it('lets only the card new in the hand arrive, and none on the first drawing', async () => {
		const c = atPlay();
		const seat = actor(c);
		const { redraw } = renderBoard(c, seat);
		expect(document.querySelectorAll('.card-arrive')).toHaveLength(0);
		const next = structuredClone(c);
		const drawn = next.questDeck.shift()!;
		next.players[seat].hand.push(drawn);
		await redraw(next);
		const arriving = document.querySelectorAll('[data-testid="hand-card"].card-arrive');
		expect(arriving).toHaveLength(1);
		expect(arriving[0].getAttribute('data-card')).toBe(drawn);
		await redraw(structuredClone(next));
		expect(document.querySelectorAll('.card-arrive')).toHaveLength(0);
	});
});
