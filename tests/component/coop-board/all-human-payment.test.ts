/**
 * Issue 18: « With every seat human, a group payment says what is asked, offers "the group does
 * not pay", and the hint works there too. » « Si une instruction demande au "groupe" … c'est aux
 * joueurs de décider entre eux qui contribue » (« ÉVÉNEMENTS »). Group payments are reached in
 * real games of three people (the moves made for them by the Normal computer player); at each,
 * every person who may decide gets a hint that is one of their legal moves, and the panel they
 * see names what is missing, what not paying costs, and offers the group's refusal.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import type { GameEvent, GameSnapshot } from '$lib/engine/types';
import def from '$lib/games/coop-board/definition';
import Board from '$lib/games/coop-board/view/Board.svelte';
import { setupGame } from '$lib/games/coop-board/rules/flow';
import { applyEvent, deciders, legalEventsFor } from '$lib/games/coop-board/rules/moves';
import { botMove } from '$lib/games/coop-board/bot';
import { hintFor } from '$lib/ui/hint';
import { boardInput } from '$lib/ui/play/board-input';
import type { CoopContext } from '$lib/games/coop-board/types';

const people = [{ name: 'Anna' }, { name: 'Bilal' }, { name: 'Chloé' }];
const snap = (c: CoopContext): GameSnapshot<CoopContext> => ({ context: c, value: 'cards', status: 'active' });

/** The group payments met in games of three people (seeds 1..`games`), with the seats that decide there. */
function groupPayments(games: number): CoopContext[] {
	const found: CoopContext[] = [];
	for (let seed = 1; seed <= games; seed++) {
		let c = setupGame({ seats: people, options: { sauron: 15, passRing: false, equalTurns: false, solo: false, competitive: false }, seed });
		for (let k = 0; k < 4000 && !c.outcome; k++) {
			const d = c.decision!;
			if (d.kind === 'pay' && d.pay.who === 'group') found.push(c);
			const seat = d.kind === 'die' ? d.holder : d.kind === 'pay' ? deciders(c)[0] : d.seat;
			c = applyEvent(c, botMove(c, seat, 'normal', () => 0.5));
		}
	}
	return found;
}

describe('a group payment at a table of people only', () => {
	const payments = groupPayments(6);
	it('is met in real games', () => {
		expect(payments.length).toBeGreaterThan(5);
	});
	it('every person who may decide may ask for a hint, and the hint is one of their legal moves', () => {
		for (const c of payments) {
			const who = deciders(c);
			expect(who.length).toBeGreaterThan(0);
			for (const seat of who) {
				const legal = legalEventsFor(c, seat) as unknown as GameEvent[];
				expect(legal.some((e) => e.type === 'DECLINE')).toBe(true);
				expect(legal.some((e) => e.type === 'ASK_BOTS')).toBe(false);
				const hint = hintFor(def, snap(c), seat, legal, c.log.length);
				expect(hint, `${(c.decision as { pay: { reason: string } }).pay.reason} for seat ${seat}`).not.toBeNull();
				expect(legal).toContainEqual(hint);
			}
		}
	});
	it('the panel says what is asked and what not paying costs, and offers "The group does not pay"; the hinted button is marked', () => {
		for (const c of payments.slice(0, 4)) {
			const seat = deciders(c)[0];
			const legal = legalEventsFor(c, seat) as unknown as GameEvent[];
			const hint = hintFor(def, snap(c), seat, legal, c.log.length);
			document.body.innerHTML = '';
			render(Board, { ...boardInput(def, snap(c), seat), viewer: seat, seats: people, legal, send: vi.fn(async () => {}), explain: vi.fn(), hint });
			expect(screen.getByTestId('need').textContent!.trim()).not.toBe('');
			expect(screen.getByTestId('consequence').textContent).toMatch(/^Nobody pays: /);
			expect(screen.getByTestId('decline').textContent).toBe('The group does not pay');
			expect(screen.getByTestId('payment').querySelectorAll('[data-hint="true"]').length).toBeGreaterThan(0);
		}
	});
});
