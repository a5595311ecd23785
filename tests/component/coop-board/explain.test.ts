/**
 * Issue 18 "A board that explains itself": one set of icons with a legend (in the rules drawer
 * and behind the board's Legend button), tap-to-explain on every track space, track, event,
 * corruption space, hobbit sheet, the decks and the hand's cards (a tap, never a hover), and
 * cards drawn as faces with their kind, colour and symbols — Frodo's grey Quest cards as stars.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import Board from '$lib/games/coop-board/view/Board.svelte';
import Legend from '$lib/games/coop-board/view/Legend.svelte';
import CardFace from '$lib/games/coop-board/view/CardFace.svelte';
import RulesView from '$lib/ui/RulesView.svelte';
import def from '$lib/games/coop-board/definition';
import ui from '$lib/games/coop-board/view';
import { ICONS, LEGEND } from '$lib/games/coop-board/view/icons';
import { setupGame } from '$lib/games/coop-board/rules/flow';
import { applyEvent, legalEventsFor } from '$lib/games/coop-board/rules/moves';
import { botMove } from '$lib/games/coop-board/bot';
import { ADVENTURES, CARDS, QUEST_IDS } from '$lib/games/coop-board/data/game';
import type { CoopContext } from '$lib/games/coop-board/types';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Anna' }, { name: 'Bilal' }, { name: 'Chloé' }];
const snap = (c: CoopContext): GameSnapshot<CoopContext> => ({ context: c, value: 'cards', status: 'active' });
const before = getLocale();
// jsdom has no CSS.escape (RulesView scrolls to its current section with it).
globalThis.CSS ??= { escape: (s: string) => s } as unknown as typeof CSS;
Element.prototype.scrollIntoView ??= function () {};
afterAll(() => setLocale(before, { reload: false }));

/** The first state (seed 3 upwards, bots playing every seat) where `until` holds. */
function reach(until: (c: CoopContext) => boolean): CoopContext {
	for (let seed = 3; seed < 60; seed++) {
		let c = setupGame({ seats, options: { sauron: 15, passRing: false, equalTurns: false, solo: false, competitive: false }, seed });
		for (let k = 0; k < 3000 && !c.outcome; k++) {
			if (until(c)) return c;
			const d = c.decision!;
			const seat = d.kind === 'die' ? d.holder : d.kind === 'pay' ? Math.max(0, c.players.findIndex((_, s) => legalEventsFor(c, s).length > 0)) : d.seat;
			c = applyEvent(c, botMove(c, seat, 'normal', () => 0.5));
		}
	}
	throw new Error('state not reached');
}
const actor = (c: CoopContext): SeatId => (c.decision as { seat: SeatId }).seat;

function renderBoard(c: CoopContext, viewer: SeatId) {
	const send = vi.fn(async (_ev: GameEvent) => {});
	const explain = vi.fn();
	render(Board, { ...boardInput(def, snap(c), viewer), viewer, seats, legal: legalEventsFor(c, viewer), send, explain });
	return { send, explain };
}
const explanation = () => screen.getByTestId('cb-explain');

describe('the icons and their legend', () => {
	it('every icon is in the legend exactly once, with a name and a sentence in English and in French', () => {
		const listed = LEGEND.flatMap((g) => g.icons);
		expect(listed.slice().sort()).toEqual(Object.keys(ICONS).sort());
		expect(new Set(listed).size).toBe(listed.length);
		for (const locale of ['en', 'fr'] as const) {
			setLocale(locale, { reload: false });
			document.body.innerHTML = '';
			render(Legend);
			const legend = screen.getByTestId('cb-legend');
			for (const id of listed) {
				const entry = legend.querySelector(`[data-legend="${id}"]`) as HTMLElement;
				expect(entry, id).toBeTruthy();
				expect(entry.querySelector(`svg[data-icon="${id}"]`), id).toBeTruthy();
				const name = entry.querySelector('dt')!.textContent!.trim();
				const help = entry.querySelector('dd')!.textContent!.trim();
				// A missing message would show its key.
				expect(name).not.toMatch(/cb_icon/);
				expect(help).not.toMatch(/cb_icon/);
				expect(help.length, `${locale} ${id}`).toBeGreaterThan(20);
			}
		}
		setLocale('en', { reload: false });
	});
	it('every drawing is on the 24-unit grid in one colour (the icon set is drawn alike)', () => {
		for (const [id, icon] of Object.entries(ICONS)) {
			expect(icon.shapes.length, id).toBeGreaterThan(0);
			for (const s of icon.shapes) expect(s.d, id).toMatch(/^M[-\d. ]/);
			expect(icon.colour, id).toMatch(/^#[0-9a-f]{6}$/);
		}
	});
	it('the rules drawer has the legend as its second section, drawn with the icons', () => {
		setLocale('en', { reload: false });
		const sections = ui.rules();
		expect(sections[1].id).toBe('legend');
		render(RulesView, { sections, current: 'legend' });
		const legend = document.querySelector('[data-rule="legend"]') as HTMLElement;
		expect(within(legend).getByTestId('cb-legend')).toBeTruthy();
		expect(legend.querySelectorAll('svg[data-icon]').length).toBe(Object.keys(ICONS).length);
		expect(legend.textContent).toContain('Peril die');
	});
});

describe('card faces', () => {
	const grey = QUEST_IDS.find((id) => CARDS[id].colour === 'grey' && CARDS[id].symbols.hiding)!;
	it('a Quest card shows its kind, colour and symbol; a grey one in Frodo’s hand shows a star', () => {
		setLocale('en', { reload: false });
		const { container } = render(CardFace, { card: grey });
		expect(container.textContent).toMatch(/Quest · grey/);
		expect(container.querySelector('svg[data-icon="hiding"]')).toBeTruthy();
		document.body.innerHTML = '';
		const frodo = render(CardFace, { card: grey, frodo: true });
		expect(frodo.container.querySelector('svg[data-icon="star"]')).toBeTruthy();
		expect(frodo.container.querySelector('svg[data-icon="hiding"]')).toBeNull();
		expect(frodo.container.textContent).toContain('joker for Frodo');
	});
	it('a Legend card shows each of its symbols and its name; an Epic card its kind; a Gandalf card its cost', () => {
		const gimli = render(CardFace, { card: 'L-gimli' });
		expect(gimli.container.querySelectorAll('svg[data-icon="fighting"]')).toHaveLength(2);
		expect(gimli.container.textContent).toContain('Gimli');
		document.body.innerHTML = '';
		const athelas = render(CardFace, { card: 'L-athelas' });
		expect(athelas.container.textContent).toContain('Epic');
		expect(athelas.container.querySelector('svg[data-icon="epic"]')).toBeTruthy();
		document.body.innerHTML = '';
		const gandalf = render(CardFace, { gandalf: 'healing' });
		expect(gandalf.container.textContent).toMatch(/Healing · 5/);
		expect(gandalf.container.querySelector('svg[data-icon="rune"]')).toBeTruthy();
	});
});

describe('tap to explain', () => {
	it('a track space, a track, an event and a corruption space each explain themselves on a tap; a second tap closes', async () => {
		setLocale('en', { reload: false });
		const c = reach((x) => !!x.adv && x.adv.id === 'moria' && x.decision?.kind === 'reveal');
		renderBoard(c, actor(c));
		const adv = screen.getByTestId('adventure');
		// Moria's hiding track, space 1: the Book (a Legend card).
		const book = adv.querySelector('[data-track="hiding"] [data-space="1"]') as HTMLElement;
		await userEvent.click(book);
		expect(explanation().getAttribute('data-explain')).toBe('space:hiding:1');
		expect(explanation().textContent).toContain('Legend card');
		expect(explanation().textContent).toContain('Book');
		await userEvent.click(book);
		expect(screen.queryByTestId('cb-explain')).toBeNull();
		// The main track's last space gives its score.
		const last = ADVENTURES.moria.tracks.fighting!.spaces.length - 1;
		await userEvent.click(adv.querySelector(`[data-track="fighting"] [data-space="${last}"]`) as HTMLElement);
		expect(explanation().textContent).toContain('20');
		await userEvent.click(screen.getByTestId('track-label-fighting'));
		expect(explanation().textContent).toMatch(/main track/);
		await userEvent.click(adv.querySelector('[data-event="5"]') as HTMLElement);
		expect(explanation().textContent).toContain('five fighting symbols');
		// Only one explanation at a time: the corruption track's replaces the board's.
		await userEvent.click(screen.getByTestId('corruption-track').querySelector(`[data-space="${c.sauron}"] button`) as HTMLElement);
		expect(screen.getAllByTestId('cb-explain')).toHaveLength(1);
		expect(explanation().textContent).toMatch(/Sauron is here/);
		await userEvent.click(within(explanation()).getByRole('button'));
		expect(screen.queryByTestId('cb-explain')).toBeNull();
	});
	it('a hobbit’s sheet and the decks are told in words; nothing on the board is explained by hover alone', async () => {
		const c = reach((x) => !!x.adv && x.decision?.kind === 'reveal');
		renderBoard(c, actor(c));
		await userEvent.click(screen.getByTestId('stats-1'));
		expect(explanation().textContent).toContain('Bilal (Sam)');
		expect(explanation().textContent).toContain(`cards in hand ${c.players[1].hand.length}`);
		await userEvent.click(screen.getByTestId('cb-decks'));
		expect(explanation().textContent).toContain(`Quest cards left to draw: ${c.questDeck.length}`);
		expect(document.querySelectorAll('[title]')).toHaveLength(0);
	});
	it('a hand card tapped when it can be played is chosen (the tracks are offered) and explained', async () => {
		const c = reach((x) => !!x.adv && x.decision?.kind === 'play' && legalEventsFor(x, actor(x)).some((e) => e.type === 'PLAY_CARD'));
		const seat = actor(c);
		const { send } = renderBoard(c, seat);
		const playable = legalEventsFor(c, seat).find((e) => e.type === 'PLAY_CARD') as { card: string };
		const cardButton = screen.getByTestId('hand').querySelector(`[data-card="${playable.card}"]`) as HTMLElement;
		await userEvent.click(cardButton);
		expect(screen.getByTestId('track-choice')).toBeTruthy();
		expect(explanation().getAttribute('data-explain')).toBe(`card:${playable.card}`);
		expect(send).not.toHaveBeenCalled();
	});
	it('a hand card tapped while the hobbit reveals tiles is explained with why it cannot be played, and nothing is sent', async () => {
		const c = reach((x) => !!x.adv && x.decision?.kind === 'reveal' && x.players[actor(x)].hand.some((h) => CARDS[h].kind === 'quest' && CARDS[h].colour === 'brown'));
		const seat = actor(c);
		const { send } = renderBoard(c, seat);
		const card = c.players[seat].hand.find((h) => CARDS[h].kind === 'quest' && CARDS[h].colour === 'brown')!;
		await userEvent.click(screen.getByTestId('hand').querySelector(`[data-card="${card}"]`) as HTMLElement);
		expect(explanation().getAttribute('data-explain')).toBe(`card:${card}`);
		expect(explanation().textContent).toMatch(/Quest card: 1 ×/);
		expect(explanation().textContent).toContain('not possible now');
		expect(send).not.toHaveBeenCalled();
	});
	it('Frodo’s grey Quest card is explained as a star in his hand', async () => {
		const c = reach((x) => !!x.adv && x.decision?.kind === 'reveal');
		const grey = QUEST_IDS.find((id) => CARDS[id].colour === 'grey')!;
		const frodoSeat = c.players.findIndex((p) => p.hobbit === 'frodo');
		const holder = c.players.findIndex((p) => p.hand.includes(grey));
		if (holder >= 0) c.players[holder].hand.splice(c.players[holder].hand.indexOf(grey), 1);
		else c.questDeck.splice(c.questDeck.indexOf(grey), 1);
		c.players[frodoSeat].hand.push(grey);
		renderBoard(c, frodoSeat);
		const card = screen.getByTestId('hand').querySelector(`[data-card="${grey}"]`) as HTMLElement;
		expect(card.querySelector('svg[data-icon="star"]')).toBeTruthy();
		await userEvent.click(card);
		expect(explanation().textContent).toMatch(/counts as a star/);
	});
	it('the Legend button opens every icon with its meaning, in French too', async () => {
		setLocale('fr', { reload: false });
		const c = reach((x) => !!x.adv && x.decision?.kind === 'reveal');
		renderBoard(c, actor(c));
		await userEvent.click(screen.getByTestId('cb-legend-open'));
		const sheet = screen.getByTestId('cb-legend-sheet');
		expect(sheet.querySelectorAll('[data-legend]')).toHaveLength(Object.keys(ICONS).length);
		expect(sheet.textContent).toContain('Dé de Péril');
		await userEvent.click(within(sheet).getByText('Fermer'));
		expect(screen.queryByTestId('cb-legend-sheet')).toBeNull();
		setLocale('en', { reload: false });
	});
});
