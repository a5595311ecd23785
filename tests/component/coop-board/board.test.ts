/**
 * The cooperative game's view: the corruption track (hobbits, Sauron, the Ring, the fallen),
 * the "who pays what" payment panel (need, pot, contributions, declining), and the Board
 * (only the viewer's hand, the special-card sheet raising a curtain for its hobbit).
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import CorruptionTrack from '$lib/games/coop-board/view/CorruptionTrack.svelte';
import PaymentPanel from '$lib/games/coop-board/view/PaymentPanel.svelte';
import Board from '$lib/games/coop-board/view/Board.svelte';
import def from '$lib/games/coop-board/definition';
import { setupGame } from '$lib/games/coop-board/rules/flow';
import { applyEvent, legalEventsFor } from '$lib/games/coop-board/rules/moves';
import { payment } from '$lib/games/coop-board/rules/payment';
import { QUEST_IDS, CARDS } from '$lib/games/coop-board/data/game';
import type { CoopContext } from '$lib/games/coop-board/types';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Anna' }, { name: 'Bilal' }, { name: 'Chloé' }];
const start = (seed = 4) => setupGame({ seats, options: { sauron: 12, passRing: false, equalTurns: false, solo: false, competitive: false }, seed });
const snap = (c: CoopContext): GameSnapshot<CoopContext> => ({ context: c, value: 'haven', status: 'active' });

describe('the corruption track', () => {
	it('places every hobbit and Sauron on their spaces, marks the Ring-bearer, lists the fallen', () => {
		render(CorruptionTrack, {
			sauron: 9,
			bearer: 1,
			hobbits: [
				{ pos: 0, initial: 'F', out: false, name: 'Anna (Frodo)' },
				{ pos: 4, initial: 'S', out: false, name: 'Bilal (Sam)' },
				{ pos: 11, initial: 'P', out: true, name: 'Chloé (Pippin)' }
			]
		});
		const track = screen.getByTestId('corruption-track');
		const space = (i: number) => track.querySelector(`[data-space="${i}"]`) as HTMLElement;
		expect(within(space(0)).getByTestId('hobbit-0')).toBeTruthy();
		expect(within(space(4)).getByTestId('hobbit-1').querySelector('[data-icon="ring"]')).toBeTruthy();
		expect(within(space(4)).getByTestId('hobbit-1').textContent).toContain('Ring-bearer');
		expect(within(space(9)).getByTestId('sauron')).toBeTruthy();
		expect(screen.queryByTestId('hobbit-2')).toBeNull();
		expect(track.textContent).toContain('Chloé (Pippin)');
		expect(space(10).className).toContain('beyond');
		expect(track.querySelectorAll('[data-space]')).toHaveLength(16);
	});
});

describe('the payment panel (« who pays what »)', () => {
	it('shows what is missing, what each hobbit gave, and sends the viewer\'s contribution or the refusal', async () => {
		const c = start();
		const grey = QUEST_IDS.find((id) => CARDS[id].colour === 'grey' && CARDS[id].symbols.fighting)!;
		const pay = payment('group', { symbols: { fighting: 3 } }, 'orcsAttack', [], []);
		pay.cards.push({ seat: 1, card: grey });
		const onsend = vi.fn();
		const legal: GameEvent[] = [{ type: 'PAY_RUNE', seat: 0 } as GameEvent, { type: 'DECLINE', seat: 0 } as GameEvent];
		render(PaymentPanel, { ctx: c, pay, names: seats.map((s) => s.name), legal, onsend });
		expect(screen.getByTestId('need').textContent).toMatch(/2 × /);
		expect(screen.getByTestId('payment').textContent).toContain('Bilal');
		await userEvent.click(screen.getByTestId('decline'));
		expect(onsend).toHaveBeenCalledWith({ type: 'DECLINE', seat: 0 });
		await userEvent.click(screen.getByTestId('contribute'));
		expect(onsend).toHaveBeenCalledWith({ type: 'PAY_RUNE', seat: 0 });
	});
	it('a person deciding with computer hobbits at the table may hand them the payment', async () => {
		const c = setupGame({ seats: [seats[0], { ...seats[1], bot: 'normal' }, seats[2]], options: { sauron: 12, passRing: false, equalTurns: false, solo: false, competitive: false }, seed: 4 });
		const pay = payment('group', { cards: 3 }, 'lastResort', [], [], true);
		c.decision = { kind: 'pay', pay };
		const legal = legalEventsFor(c, 0);
		expect(legal).toContainEqual({ type: 'ASK_BOTS', seat: 0 });
		const onsend = vi.fn();
		render(PaymentPanel, { ctx: c, pay, names: seats.map((s) => s.name), legal, onsend });
		expect(screen.getByTestId('bots-wait')).toBeTruthy();
		await userEvent.click(screen.getByTestId('ask-bots'));
		expect(onsend).toHaveBeenCalledWith({ type: 'ASK_BOTS', seat: 0 });
	});
});

describe('the board', () => {
	function renderBoard(c: CoopContext, viewer: SeatId | 'table') {
		const send = vi.fn(async (_ev: GameEvent) => {});
		const legal = typeof viewer === 'number' ? legalEventsFor(c, viewer) : [];
		// `seatView`: what the play screen gives the board for a hobbit that took the tablet behind the special sheet's curtain.
		const seatView = (s: SeatId) => ({ view: def.view(snap(c), s), legal: legalEventsFor(c, s) });
		render(Board, { ...boardInput(def, snap(c), viewer), viewer, seats, legal, send, explain: vi.fn(), seatView });
		return send;
	}
	it('« LE POUVOIR DE L\'ANNEAU »: after the roll the board shows the die face and the spaces it gives (4 minus its symbols)', async () => {
		const { DIE_FACES } = await import('$lib/games/coop-board/data/game');
		let c = start();
		while (c.decision?.kind !== 'reveal' || !c.adv) {
			const d = c.decision!;
			const seat = d.kind === 'die' ? d.holder : d.kind === 'pay' ? [0, 1, 2].find((x) => legalEventsFor(c, x).length)! : d.seat;
			c = applyEvent(c, legalEventsFor(c, seat).find((e) => e.type !== 'GANDALF' && e.type !== 'EPIC')!);
		}
		c.players.forEach((p) => (p.hand = p.hand.filter((h) => h !== 'L-belt' && h !== 'L-mithril')));
		c.players.forEach((p) => (p.pos = 0));
		// Two cards: a « discard two cards » face is paid at once.
		c.questDiscard.push(...c.players[c.bearer!].hand.splice(2));
		c = applyEvent(c, { type: 'RING', seat: c.bearer! });
		expect(c.decision).toMatchObject({ kind: 'track', reason: 'ring' });
		renderBoard(c, c.bearer!);
		const face = c.lastRoll!.face;
		const n = 4 - DIE_FACES[face - 1].symbols;
		expect(screen.getByTestId('ring-roll').textContent).toContain(`${n} space`);
	});
	it("renders only the viewer's hand, and none for the table", () => {
		const c = start();
		renderBoard(c, 1);
		const shown = Array.from(screen.getByTestId('hand').querySelectorAll('[data-card]')).map((e) => e.getAttribute('data-card'));
		expect(shown.sort()).toEqual(c.players[1].hand.slice().sort());
		document.body.innerHTML = '';
		renderBoard(c, 'table');
		expect(screen.queryByTestId('hand')).toBeNull();
	});
	it('« JEU COMPÉTITIF »: the other hobbits\' runes are hidden, every hobbit shows a special-card button behind a curtain', async () => {
		const c = setupGame({ seats, options: { sauron: 12, passRing: false, equalTurns: false, solo: false, competitive: true }, seed: 4 });
		c.players.forEach((p, i) => (p.silver = [3, 17, 4][i]));
		renderBoard(c, 0);
		expect(screen.getByTestId('seat-0').textContent).toContain('3');
		expect(screen.getByTestId('runes-hidden-1')).toBeTruthy();
		expect(screen.getByTestId('seat-1').textContent).not.toContain('17');
		expect(screen.queryByTestId('runes-hidden-0')).toBeNull();
		// Seat 1 could call Gandalf (17 runes), seat 2 could not: both buttons show, both ask for the tablet.
		for (const s of [1, 2]) {
			await userEvent.click(screen.getByTestId(`special-${s}`));
			expect(within(screen.getByTestId('specials')).queryByTestId('specials-show')).toBeTruthy();
			await userEvent.click(within(screen.getByTestId('specials')).getByText(/Close|Fermer/));
		}
	});
	it('a hobbit\'s special cards open behind a small curtain for that hobbit, then send its event', async () => {
		let c = start();
		c = applyEvent(c, { type: 'CHOOSE', seat: 0, option: 'skip' });
		const lembasHolder = 2;
		c = JSON.parse(JSON.stringify(c));
		c.players[lembasHolder].hand.push('L-lembas');
		c.legends.lothlorien = c.legends.lothlorien.filter((x) => x !== 'L-lembas');
		c.questDiscard.push(...c.players[1].hand.splice(2));
		const send = renderBoard(c, 0);
		await userEvent.click(screen.getByTestId(`special-${lembasHolder}`));
		const sheet = screen.getByTestId('specials');
		expect(within(sheet).queryAllByTestId('special-event')).toHaveLength(0);
		await userEvent.click(within(sheet).getByTestId('specials-show'));
		const options = within(sheet).getAllByTestId('special-event');
		expect(options.length).toBeGreaterThan(0);
		await userEvent.click(options[0]);
		expect(send).toHaveBeenCalledWith(expect.objectContaining({ type: 'EPIC', seat: lembasHolder, card: 'lembas' }));
		expect(def.legalEvents(snap(c), lembasHolder)).toContainEqual(send.mock.calls[0][0]);
	});
});

describe('the adventure board', () => {
	it('one numbering: every space shows the number the log names (Moria fighting, space 10 of 10, 20 points)', async () => {
		const { default: AdventureBoard } = await import('$lib/games/coop-board/view/AdventureBoard.svelte');
		const { formatLog } = await import('$lib/games/coop-board/view/text');
		render(AdventureBoard, { adv: { id: 'moria', tracks: { fighting: 10, travelling: 0, hiding: 0 }, event: 0, ringUsed: false, ending: false }, onexplain: () => {} });
		const row = document.querySelector('[data-track="fighting"]') as HTMLElement;
		const here = row.querySelector('li.here .sp') as HTMLElement;
		expect(here.querySelector('[data-track-space]')!.textContent).toBe('10');
		expect(here.textContent).toContain('20');
		const line = formatLog({ key: 'cb_log_advance_main', params: { track: 'fighting', n: 3, to: 10, last: 10, score: 20 }, seat: 0 }, seats);
		expect(line).toContain('10');
		expect(line).toContain('20');
	});
});

describe('a payment names its consequence', () => {
	it('« Orcs Attack »: nobody pays → Sauron moves 2 steps; « Watcher in the Water » for one hobbit: its die; the group\'s refusal is offered', () => {
		const c = start();
		const legal: GameEvent[] = [{ type: 'DECLINE', seat: 0 } as GameEvent];
		const { unmount } = render(PaymentPanel, { ctx: c, pay: payment('group', { symbols: { fighting: 5 } }, 'orcsAttack', [], [{ k: 'sauron', n: 2 }]), names: seats.map((s) => s.name), legal, onsend: () => {} });
		expect(screen.getByTestId('consequence').textContent).toBe('Nobody pays: Sauron moves 2 steps toward the hobbits.');
		expect(screen.getByTestId('decline').textContent).toBe('The group does not pay');
		unmount();
		render(PaymentPanel, { ctx: c, pay: payment(1, { symbols: { hiding: 1 } }, 'watcher', [], [{ k: 'roll', seat: 1 }]), names: seats.map((s) => s.name), legal, onsend: () => {} });
		expect(screen.getByTestId('consequence').textContent).toBe('If Bilal does not pay: Bilal rolls the Peril die.');
	});
	it('every event and haven payment of the game has a consequence sentence (none is left blank)', async () => {
		const { eventSteps, havenSteps } = await import('$lib/games/coop-board/rules/events');
		const { consequence } = await import('$lib/games/coop-board/view/consequence');
		const { ADVENTURES } = await import('$lib/games/coop-board/data/game');
		const c = start();
		const pays: { fail: unknown[] }[] = [];
		const collect = (steps: { k: string; pay?: unknown; steps?: unknown[] }[]) => {
			for (const st of steps) {
				if (st.k === 'pay') pays.push(st.pay as { fail: unknown[] });
				if (st.steps) collect(st.steps as never);
			}
		};
		for (const adv of Object.keys(ADVENTURES) as (keyof typeof ADVENTURES)[]) {
			c.adv = { id: adv, tracks: {}, event: 0, ringUsed: false, ending: false };
			for (let i = 1; i <= 5; i++) collect(eventSteps(c, adv, i) as never);
		}
		for (const a of ['nazgul', 'fellowship', 'testOfGaladriel']) collect(havenSteps(c, a) as never);
		expect(pays.length).toBeGreaterThan(10);
		for (const p of pays) {
			const line = consequence(p as never, (s) => seats[s]?.name ?? '?');
			expect(line).toMatch(/^(Nobody pays|If .+ does not pay): .+\.$/);
			expect(line).not.toMatch(/cb_/);
		}
	});
});
