/**
 * Risk's view: the map (every territory drawn and tappable, armies as numbers, legal targets,
 * tap attacker then target with the exact odds shown before rolling), the dice explained with
 * modifiers, and the hand shown only to the seat that holds the tablet.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import def from '$lib/games/risk/definition';
import Board from '$lib/games/risk/view/Board.svelte';
import Dice from '$lib/games/risk/view/Dice.svelte';
import { conquestProbability } from '$lib/games/risk/rules/combat';
import { applyEvent } from '$lib/games/risk/rules/turn';
import { ADVENTURE_CARDS } from '$lib/games/risk/data/adventure';
import { RING_PATH } from '$lib/games/risk/data/game';
import type { RiskContext } from '$lib/games/risk/types';
import { T } from '../../unit/risk/helpers';
import { combatContext } from './contexts';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Frodo' }, { name: 'Sauron' }];
const snap = (c: RiskContext): GameSnapshot<RiskContext> => ({ context: c, value: 'turn', status: 'active' });

function renderBoard(c: RiskContext, viewer: SeatId | 'table') {
	const send = vi.fn(async (_ev: GameEvent) => {});
	const explain = vi.fn();
	const s = snap(c);
	render(Board, { ...boardInput(def, s, viewer), viewer, seats, legal: typeof viewer === 'number' ? def.legalEvents(s, viewer) : [], send, explain });
	return { send, explain };
}

describe('risk map', () => {
	it('draws all 42 territories with their armies', () => {
		renderBoard(combatContext([[T('moria'), 42], []], [[], [3]]), 0);
		expect(document.querySelectorAll('[data-testid^=territory-]').length).toBeGreaterThanOrEqual(42);
		expect(screen.getByTestId('armies-the_shire').textContent).toBe('6');
		expect(screen.getByTestId('armies-buckland').textContent).toBe('2');
	});
	it('taps attacker then target, shows the exact odds, and rolls with the chosen dice', async () => {
		const { send, explain } = renderBoard(combatContext([[T('moria'), 42], []], [[], [3]]), 0);
		await fireEvent.click(screen.getByTestId('territory-moria'));
		expect(explain).toHaveBeenCalled();
		await fireEvent.click(screen.getByTestId('territory-the_shire'));
		await fireEvent.click(screen.getByTestId('territory-buckland'));
		const pct = Math.round(conquestProbability(5, 2) * 1000) / 10;
		expect(screen.getByTestId('risk-odds').textContent).toContain(`${pct}`);
		await fireEvent.click(screen.getByTestId('attack-3'));
		expect(send).toHaveBeenCalledWith({ type: 'ATTACK', seat: 0, from: T('the_shire'), to: T('buckland'), dice: 3 });
	});
	it('shows the hand only to the seat holding the tablet', () => {
		renderBoard(combatContext([[T('moria'), 42], []], [[], [3]]), 'table');
		expect(screen.queryByTestId('risk-hand')).toBeNull();
	});
	it('shows the viewer’s own cards', () => {
		renderBoard(combatContext([[T('moria'), 42], []], [[], [3]]), 0);
		expect(screen.getByTestId('risk-hand').textContent).toContain('Moria');
	});
});

describe('risk reaction window', () => {
	/** Frodo (seat 0) attacks Sauron's Buckland, Sauron holds Courage Alone: the window is open. */
	function reactContext(): RiskContext {
		const c = combatContext([[T('moria'), 42], []], [[], [3]]);
		c.adventureHands = [[], [ADVENTURE_CARDS.findIndex((a) => a.key === 'courage_alone')]];
		return applyEvent(c, { type: 'ATTACK', seat: 0, from: T('the_shire'), to: T('buckland'), dice: 3 });
	}
	it('prompts the defender with the declared battle, the card and "no reaction"; sends the answer', async () => {
		const c = reactContext();
		expect(c.phase).toBe('react');
		const { send } = renderBoard(c, 1);
		expect(screen.getByTestId('risk-react-battle').textContent).toMatch(/Frodo.*3/);
		await fireEvent.click(screen.getByTestId('react-play'));
		expect(send).toHaveBeenCalledWith({ type: 'REACT', seat: 1, card: ADVENTURE_CARDS.findIndex((a) => a.key === 'courage_alone') });
		await fireEvent.click(screen.getByTestId('react-pass'));
		expect(send).toHaveBeenCalledWith({ type: 'NO_REACTION', seat: 1 });
	});
	it('after a Fellowship roll: offers Faramir with its shift and "the roll stands"', async () => {
		const c = combatContext([[T('moria'), 42], []], [[], [3]]);
		const faramir = ADVENTURE_CARDS.findIndex((x) => x.key === 'faramir');
		c.adventureHands = [[], [faramir]];
		c.phase = 'react';
		c.reaction = { seat: 1, ring: { die: 1, plus: 0, roller: 0 } };
		const { send } = renderBoard(c, 1);
		expect(screen.getByTestId('risk-react-ring').textContent).toContain('1');
		expect(screen.getByTestId('react-play').textContent).toContain('+2');
		expect(screen.getByTestId('react-pass').textContent).toMatch(/roll stands/);
		await fireEvent.click(screen.getByTestId('react-play'));
		expect(send).toHaveBeenCalledWith({ type: 'REACT', seat: 1, card: faramir, shift: 2 });
	});
	it('gives the attacker no controls while the defender answers', () => {
		renderBoard(reactContext(), 0);
		expect(screen.queryByTestId('risk-actions')).toBeNull();
		expect(screen.queryByTestId('react-play')).toBeNull();
	});
});

describe('risk dice', () => {
	it('shows each side’s dice with the modifiers and explains the losses', () => {
		render(Dice, { battle: { from: 0, to: 1, attacker: 0, defender: 1, attack: [6, 4, 1], defend: [5, 4], attackBonus: 0, defendBonus: 2, attackerLosses: 2, defenderLosses: 0, conquered: false } });
		expect(screen.getAllByTestId('attack-die')).toHaveLength(3);
		expect(screen.getAllByTestId('defend-die')).toHaveLength(2);
		expect(screen.getAllByTestId('defend-die')[0].textContent).toContain('+2');
		expect(screen.getByTestId('dice-explained').textContent).toMatch(/6 4 1.*5 4/);
	});
});

describe('your own moves shown (issue 19)', () => {
	it('the adventure card you drew is shown to you, not to the other player', () => {
		const c = combatContext([[], []], [[], []]);
		c.phase = 'fellowship';
		const smeagol = ADVENTURE_CARDS.findIndex((a) => a.key === 'smeagol');
		c.turn.drawnAdventure = smeagol;
		c.adventureHands[0] = [smeagol];
		renderBoard(c, 0);
		expect(screen.getByTestId('risk-own-drawn').textContent).toContain('Sméagol');
	});
	it('… and hidden from the other player (its view does not carry it)', () => {
		const c = combatContext([[], []], [[], []]);
		c.phase = 'fellowship';
		const smeagol = ADVENTURE_CARDS.findIndex((a) => a.key === 'smeagol');
		c.turn.drawnAdventure = smeagol;
		c.adventureHands[0] = [smeagol];
		expect(def.view(snap(c), 1).turn.drawnAdventure).toBeNull();
		renderBoard(c, 1);
		expect(screen.queryByTestId('risk-own-drawn')).toBeNull();
	});
	it('your own Fellowship roll stays shown after the turn passed', () => {
		let c = combatContext([[], []], [[], []]);
		c.phase = 'fellowship';
		c.ring = RING_PATH.findIndex((s) => s.territory === 'moria'); // a die step
		c = applyEvent(c, { type: 'RING_ROLL', seat: 0 });
		expect(c.current).toBe(1);
		renderBoard(c, 0);
		const text = screen.getByTestId('risk-own-ring').textContent ?? '';
		expect(text).toContain(`${c.ringRoll!.die}`);
		expect(text).toMatch(c.ringRoll!.moved ? /moves on/ : /stays/);
	});
});
