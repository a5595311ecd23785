/**
 * The LCG's Board: a hero with its tokens, the hand (only the viewer's, never for 'table'),
 * prompts for decisions that send the right event, tap-to-select-then-target, the generic
 * list of every move, reveal panels, and the card shown large with its text or its
 * "not built" note.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import def from '$lib/games/lcg/definition';
import Board from '$lib/games/lcg/view/Board.svelte';
import ui from '$lib/games/lcg/view/index';
import { jsonEqual } from '$lib/engine/equal';
import type { LcgContext, LcgEvent } from '$lib/games/lcg/types';
import CardDetail from '$lib/games/lcg/view/CardDetail.svelte';
import { CARDS } from '$lib/games/lcg/data/cards';
import { getDef } from '$lib/games/lcg/cards/registry';
import { table } from '../../unit/lcg/table';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Ann' }, { name: 'Bob' }];

function renderBoard(snapshot: GameSnapshot<LcgContext>, viewer: SeatId | 'table') {
	const send = vi.fn(async (_ev: GameEvent) => {});
	const explain = vi.fn();
	const legal = typeof viewer === 'number' ? def.legalEvents(snapshot, viewer) : [];
	const r = render(Board, { ...boardInput(def, snapshot, viewer), viewer, seats, legal, send, explain });
	return { send, explain, legal: legal as LcgEvent[], ...r };
}

const snap = (g: { snapshot: unknown }) => g.snapshot as GameSnapshot<LcgContext>;
const cardEl = (id: string) => document.querySelector(`[data-testid="card"][data-id="${id}"]`) as HTMLElement;
const faceButton = (id: string) => cardEl(id).querySelector('button') as HTMLButtonElement;

describe('a hero in play', () => {
	it('shows its resource tokens, damage, stats, and turns when exhausted', () => {
		const g = table({
			p1: { heroes: ['Aragorn', 'Glóin'], resources: { Aragorn: 3, Glóin: 1 }, damage: { Aragorn: 2 }, exhausted: ['Glóin'] },
			at: 'planning.play'
		});
		renderBoard(snap(g), 0);
		const aragorn = cardEl(g.id('Aragorn'));
		expect(within(aragorn).getByTestId('resources')).toHaveTextContent('3');
		expect(within(aragorn).getByTestId('damage')).toHaveTextContent('2');
		expect(aragorn.querySelector('[data-stat="willpower"]')).toHaveTextContent('2');
		expect(aragorn.querySelector('[data-stat="attack"]')).toHaveTextContent('3');
		expect(aragorn.querySelector('[data-stat="health"]')).toHaveTextContent('5');
		expect(faceButton(g.id('Aragorn')).dataset.exhausted).toBe('false');
		expect(faceButton(g.id('Glóin')).dataset.exhausted).toBe('true');
		expect(within(cardEl(g.id('Glóin'))).getByTestId('resources')).toHaveTextContent('1');
		// The sphere icon carries its name and a letter cue.
		expect(aragorn.querySelector('[data-sphere="leadership"]')).toHaveAttribute('aria-label', 'Leadership');
	});

	it('shows an attachment under its host and the first player token and threat dial', () => {
		const g = table({ p1: { heroes: ['Aragorn'], attachments: [['Steward of Gondor', 'Aragorn']], threat: 31 }, at: 'planning.play' });
		renderBoard(snap(g), 0);
		const tab = within(cardEl(g.id('Aragorn'))).getByTestId('attachment');
		expect(tab).toHaveAttribute('data-code', '01026');
		const area = screen.getAllByTestId('player-area')[0];
		expect(within(area).getByTestId('first-player')).toBeInTheDocument();
		expect(within(area).getByTestId('threat')).toHaveAttribute('data-threat', '31');
	});

	it('shows an engaged enemy with its face-down shadow card, hidden from everyone', () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Hill Troll'] }, encounterDeck: ['Forest Spider', 'Wargs'], at: 'combat.shadows' });
		const troll = g.id('Hill Troll');
		renderBoard(snap(g), 0);
		const shadow = within(cardEl(troll)).getByTestId('shadow');
		expect(shadow).toHaveAttribute('data-code', '?');
		expect(document.body.innerHTML).not.toContain('01096');
	});
});

describe('the hand', () => {
	const start = () => table({ p1: { heroes: ['Aragorn'], hand: ['Guard of the Citadel', 'Ever Vigilant'] }, p2: { heroes: ['Legolas'], hand: ['Blade Mastery', 'Feint'] }, at: 'planning.play' });

	it("renders the viewer's cards and never another seat's", () => {
		const g = start();
		renderBoard(snap(g), 1);
		const hand = screen.getByTestId('hand');
		const ids = within(hand).getAllByTestId('hand-card').map((b) => b.dataset.id);
		expect(ids).toEqual(g.ctx.zones['hand:1']);
		for (const id of g.ctx.zones['hand:0']) expect(document.querySelector(`[data-id="${id}"]`)).toBeNull();
		expect(document.body.innerHTML).not.toContain('data-code="01013"');
	});

	it("renders no hand at all for the table (curtain up)", () => {
		const g = start();
		renderBoard(snap(g), 'table');
		expect(screen.queryByTestId('hand')).toBeNull();
		for (const id of [...g.ctx.zones['hand:0'], ...g.ctx.zones['hand:1']]) expect(document.querySelector(`[data-id="${id}"]`)).toBeNull();
		for (const code of ['01013', '01020', '01032', '01034']) expect(document.body.innerHTML).not.toContain(`data-code="${code}"`);
	});

	it('select a hand card, then confirm: plays it with the only payment (PLAY)', async () => {
		const g = table({ p1: { heroes: ['Aragorn'], hand: ['Guard of the Citadel'], resources: { Aragorn: 2 } }, at: 'planning.play' });
		const { send } = renderBoard(snap(g), 0);
		const guard = g.id('Guard of the Citadel');
		await userEvent.click(screen.getAllByTestId('hand-card').find((b) => b.dataset.id === guard)!);
		expect(screen.getByTestId('selection')).toHaveTextContent('Guard of the Citadel');
		await userEvent.click(screen.getByTestId('confirm-play'));
		expect(send).toHaveBeenCalledWith({ type: 'PLAY', seat: 0, card: guard, pay: { [g.id('Aragorn')]: 2 } });
	});

	it('select an attachment, then tap the glowing hero: PLAY with that target; then choose who pays', async () => {
		const g = table({ p1: { heroes: ['Aragorn', 'Glóin'], hand: ['Steward of Gondor'], resources: { Aragorn: 1, Glóin: 2 } }, at: 'planning.play' });
		const { send, legal } = renderBoard(snap(g), 0);
		const steward = g.id('Steward of Gondor');
		await userEvent.click(screen.getAllByTestId('hand-card').find((b) => b.dataset.id === steward)!);
		expect(faceButton(g.id('Glóin')).dataset.mark).toBe('target');
		await userEvent.click(faceButton(g.id('Glóin')));
		// Several ways to pay 2 remain: asked with buttons.
		expect(screen.getByTestId('question')).toHaveTextContent('Who pays?');
		const answers = screen.getAllByTestId('answer');
		expect(answers.length).toBe(legal.filter((e) => e.type === 'PLAY' && e.target === g.id('Glóin')).length);
		await userEvent.click(answers.find((b) => b.textContent === 'Glóin 2')!);
		expect(send).toHaveBeenCalledWith({ type: 'PLAY', seat: 0, card: steward, pay: { [g.id('Glóin')]: 2 }, target: g.id('Glóin') });
	});
});

describe('decisions', () => {
	it('"Declare a defender against Hill Troll": tapping a glowing character sends DEFEND', async () => {
		const g = table({ p1: { heroes: ['Gimli', 'Glorfindel'], engaged: ['Hill Troll'] }, at: 'combat.enemyChoose' });
		g.continueTo('combat.enemyDefend');
		const s = snap(g);
		expect(ui.prompt(s, 0, seats)).toBe('Declare a defender against Hill Troll (attack 6), or none.');
		const { send } = renderBoard(s, 0);
		expect(faceButton(g.id('Gimli')).dataset.mark).toBe('live');
		await userEvent.click(faceButton(g.id('Gimli')));
		expect(send).toHaveBeenCalledWith({ type: 'DEFEND', seat: 0, card: g.id('Gimli') });
	});

	it('"No defender" is a button of its own', async () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Hill Troll'] }, at: 'combat.enemyChoose' });
		g.continueTo('combat.enemyDefend');
		const { send } = renderBoard(snap(g), 0);
		// The button settles for 400 ms after it appears (UI.md: a control whose meaning changes).
		await waitFor(() => expect(screen.getByTestId('btn-no_defender')).toBeEnabled());
		await userEvent.click(screen.getByTestId('btn-no_defender'));
		expect(send).toHaveBeenCalledWith({ type: 'NO_DEFENDER', seat: 0 });
	});

	it("\"Use Aragorn's response?\": the option sends the CHOOSE event, Decline declines", async () => {
		const g = table({ p1: { heroes: ['Aragorn', 'Glóin'], resources: { Aragorn: 1 } }, at: 'quest.commit' });
		g.send({ type: 'COMMIT', seat: 0, card: g.id('Aragorn') }).done(0);
		const s = snap(g);
		expect(g.ctx.decision?.prompt.key).toBe('lcg_prompt_response');
		expect(ui.prompt(s, 0, seats)).toBe("Use Aragorn's response?");
		const { send, legal } = renderBoard(s, 0);
		const panel = screen.getByTestId('decision');
		expect(panel).toHaveTextContent("Use Aragorn's response?");
		const buttons = within(panel).getAllByTestId('choice');
		expect(buttons.map((b) => within(b).getByTestId('choice-label').textContent)).toEqual(["Use Aragorn's response · pay Aragorn 1", 'Decline']);
		await userEvent.click(buttons[0]);
		const use = legal.find((e) => e.type === 'CHOOSE' && e.value !== 'decline')!;
		expect(send).toHaveBeenLastCalledWith(use);
		await userEvent.click(buttons[1]);
		expect(send).toHaveBeenLastCalledWith({ type: 'CHOOSE', seat: 0, value: 'decline' });
	});

	it('a decision about cards: the options glow and a tap on one sends it', async () => {
		const g = table({ p1: { heroes: ['Gimli', 'Glorfindel'], play: ['Guard of the Citadel'], engaged: ['Forest Spider'] }, at: 'combat.enemyChoose' });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'NO_DEFENDER', seat: 0 });
		g.continueTo('combat.enemyDamage');
		const s = snap(g);
		expect(ui.prompt(s, 0, seats)).toBe('Choose the hero who takes 2 damage.');
		const { send } = renderBoard(s, 0);
		expect(faceButton(g.id('Glorfindel')).dataset.mark).toBe('target');
		expect(faceButton(g.id('Guard of the Citadel')).dataset.mark).toBe('');
		await userEvent.click(faceButton(g.id('Glorfindel')));
		expect(send).toHaveBeenCalledWith({ type: 'CHOOSE', seat: 0, value: g.id('Glorfindel') });
	});

	it('commit: tapping characters sends COMMIT, the button says "Done committing"', async () => {
		const g = table({ p1: { heroes: ['Aragorn', 'Glóin'] }, staging: ['Forest Spider'], at: 'quest.commit' });
		const s = snap(g);
		expect(ui.prompt(s, 0, seats)).toBe('Commit characters to the quest (willpower 0 against threat 2 in the staging area).');
		const { send } = renderBoard(s, 0);
		await userEvent.click(faceButton(g.id('Glóin')));
		expect(send).toHaveBeenLastCalledWith({ type: 'COMMIT', seat: 0, card: g.id('Glóin') });
		expect(screen.getByTestId('btn-done')).toHaveTextContent('Done committing');
	});

	it('an action window: Continue is the first player\'s button', async () => {
		// Nothing to play: the planning step passes by itself and the window waits.
		const g = table({ p1: { heroes: ['Aragorn'] }, at: 'planning.play' });
		expect(g.step).toBe('planning.window');
		const s = snap(g);
		expect(ui.prompt(s, 0, seats)).toContain('Continue');
		const { send } = renderBoard(s, 0);
		// The button settles for 400 ms after it appears (UI.md: a control whose meaning changes).
		await waitFor(() => expect(screen.getByTestId('btn-continue')).toBeEnabled());
		await userEvent.click(screen.getByTestId('btn-continue'));
		expect(send).toHaveBeenCalledWith({ type: 'CONTINUE', seat: 0 });
	});

	it('explains a tap on a card that has no move now', async () => {
		const g = table({ p1: { heroes: ['Aragorn', 'Glóin'], exhausted: ['Glóin'] }, at: 'quest.commit' });
		const { send, explain } = renderBoard(snap(g), 0);
		await userEvent.click(faceButton(g.id('Glóin')));
		expect(send).not.toHaveBeenCalled();
		// Issue 17: the reason, not only "cannot be used now".
		expect(explain).toHaveBeenCalledWith('Glóin is exhausted.');
	});
});

describe('every legal event is reachable', () => {
	it('the list of every move holds each event without a button, and sends it', async () => {
		const g = table({ p1: { heroes: ['Aragorn', 'Glóin'], hand: ['Steward of Gondor', 'Guard of the Citadel'], resources: { Aragorn: 2, Glóin: 2 } }, at: 'planning.play' });
		const { send, legal } = renderBoard(snap(g), 0);
		const others = legal.filter((e) => e.type !== 'DONE');
		await userEvent.click(screen.getByTestId('move-list-toggle'));
		const items = screen.getAllByTestId('move');
		expect(items.length).toBe(others.length);
		await userEvent.click(items[items.length - 1]);
		expect(jsonEqual(send.mock.calls[0][0], others[others.length - 1])).toBe(true);
	});
});

describe('reveals and card text', () => {
	it('a revealed encounter card is shown for the table to confirm, one at a time', async () => {
		const g = table({ p1: { heroes: ['Aragorn'] }, encounterDeck: ['Hill Troll', 'Forest Spider'], at: 'quest.commit', options: { pauseAtEveryWindow: false } });
		const before = snap(g);
		const { rerender } = renderBoard(before, 'table');
		expect(screen.queryByTestId('reveal')).toBeNull();
		g.done(0);
		await rerender({ ...boardInput(def, snap(g), 'table') });
		const panel = await screen.findByTestId('reveal');
		expect(panel).toHaveAttribute('data-code', '01082');
		await userEvent.click(screen.getByTestId('reveal-ok'));
		expect(screen.queryByTestId('reveal')).toBeNull();
	});

	it('a shadow card turned face up is shown with the enemy it was dealt to', async () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Forest Spider'] }, encounterDeck: ['Dol Guldur Orcs', 'Wargs'], at: 'combat.shadows' });
		const { rerender } = renderBoard(snap(g), 'table');
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'NO_DEFENDER', seat: 0 });
		g.continueTo('combat.enemyShadowWindow');
		await rerender({ ...boardInput(def, snap(g), 'table') });
		const panel = await screen.findByTestId('reveal');
		expect(panel).toHaveAttribute('data-code', '01089');
		expect(panel).toHaveTextContent('Shadow card of Forest Spider');
	});

	it('a tap (for the table) or a long press (context menu) shows a card large with its text', async () => {
		const g = table({ p1: { heroes: ['Aragorn', 'Glóin'] }, staging: ['Forest Spider'], at: 'planning.play' });
		renderBoard(snap(g), 'table');
		await userEvent.click(faceButton(g.id('Aragorn')));
		expect(screen.getByTestId('card-detail')).toHaveAttribute('data-code', '01001');
		expect(screen.getByTestId('card-text').textContent).toMatch(/Response/);
		await userEvent.click(screen.getByTestId('card-detail-close'));
		expect(screen.queryByTestId('card-detail')).toBeNull();
		faceButton(g.id('Forest Spider')).dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
		expect(await screen.findByTestId('card-detail')).toHaveAttribute('data-code', '01096');
		expect(screen.getByTestId('card-text').textContent).toMatch(/Forced/);
	});

	it('every card shows its text, or says that its behaviour is not built (never shown as working)', () => {
		for (const c of CARDS) {
			const { unmount } = render(CardDetail, { code: c.code, onclose: () => {} });
			const note = screen.queryByTestId('not-built-note');
			const text = screen.queryByTestId('card-text');
			if (c.status === 'not-implemented') {
				expect(note, c.name).not.toBeNull();
				expect(text, c.name).toBeNull();
				expect(screen.getByTestId('not-built'), c.name).toBeInTheDocument();
			} else {
				expect(note, c.name).toBeNull();
				expect(screen.queryByTestId('not-built'), c.name).toBeNull();
				if (c.status === 'implemented') expect(text?.textContent, c.name).toBe(c.code && (getDef(c.code)?.text?.en ?? ''));
			}
			unmount();
		}
	});
});
