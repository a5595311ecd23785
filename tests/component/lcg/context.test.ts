/**
 * What the LCG board shows so that nobody is asked about a card never seen (issue 11,
 * "responses without context"; issue 7, the Dol Guldur prisoner and Iron Shackles):
 * - a Response offer shows the card that triggered it (face and text) and names it in the
 *   prompt; the reveal panel of a card whose effect a response cancelled still opens, marked;
 * - the prisoner is a labelled card (its hero, how it is rescued), an Orc Guard is labelled,
 *   Iron Shackles are shown on the deck they are attached to, the Nazgûl set aside is shown,
 *   an encounter card guarding an objective says so;
 * - card faces show their text and traits (translated in French), long titles are not cut.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';
import def from '$lib/games/lcg/definition';
import Board from '$lib/games/lcg/view/Board.svelte';
import CardFace from '$lib/games/lcg/view/CardFace.svelte';
import ui from '$lib/games/lcg/view/index';
import type { LcgContext } from '$lib/games/lcg/types';
import { codeByName } from '$lib/games/lcg/data/cards';
import { triggerLine } from '$lib/games/lcg/view/text';
import { responseTrigger } from '$lib/games/lcg/view/trigger';
import { setLocale } from '$lib/paraglide/runtime.js';
import { table } from '../../unit/lcg/table';
import { boardInput } from '$lib/ui/play/board-input';

const seats = [{ name: 'Ann' }, { name: 'Bob' }];
const snap = (g: { snapshot: unknown }) => g.snapshot as GameSnapshot<LcgContext>;

function renderBoard(snapshot: GameSnapshot<LcgContext>, viewer: SeatId | 'table') {
	const send = vi.fn(async (_ev: GameEvent) => {});
	const legal = typeof viewer === 'number' ? def.legalEvents(snapshot, viewer) : [];
	const r = render(Board, { ...boardInput(def, snapshot, viewer), viewer, seats, legal, send, explain: vi.fn() });
	return { send, ...r };
}

afterEach(() => setLocale('en', { reload: false }));

describe('a Response offer shows what triggered it', () => {
	const start = () =>
		table({
			p1: { heroes: ['Eleanor', 'Aragorn'] },
			encounterDeck: ["The Necromancer's Reach", 'Old Forest Road', 'Forest Gate'],
			at: 'quest.commitWindow'
		});
	const reach = codeByName("The Necromancer's Reach");

	it('"Use Eleanor\'s response?" comes with the treachery\'s face, text and what happened, and the prompt names it', async () => {
		const g = start();
		const { rerender } = renderBoard(snap(g), 0);
		g.continue();
		expect(g.ctx.decision?.prompt.key).toBe('lcg_prompt_response');
		await rerender({ ...boardInput(def, snap(g), 0), legal: def.legalEvents(snap(g), 0) });
		const panel = screen.getByTestId('decision');
		expect(panel).toHaveTextContent("Use Eleanor's response to The Necromancer's Reach?");
		const trigger = within(panel).getByTestId('response-trigger');
		expect(trigger).toHaveAttribute('data-code', reach);
		expect(within(trigger).getByTestId('response-trigger-line')).toHaveTextContent("The Necromancer's Reach was just revealed.");
		// Its face and our wording of its text, readable next to the question.
		expect(trigger.querySelector(`[data-code="${reach}"]`)).not.toBeNull();
		expect(trigger).toHaveTextContent(/When revealed/i);
		// The shell's prompt (top bar, curtain) names it too.
		expect(ui.prompt(snap(g), 0, seats)).toBe("Use Eleanor's response to The Necromancer's Reach?");
		// The reveal panel waits while the response is asked (the decision shows the card).
		expect(screen.queryByTestId('reveal')).toBeNull();
	});

	it('a card cancelled by the response still gets its reveal panel, marked cancelled', async () => {
		const g = start();
		const { rerender } = renderBoard(snap(g), 0);
		g.continue();
		await rerender({ ...boardInput(def, snap(g), 0), legal: def.legalEvents(snap(g), 0) });
		const use = g.ctx.decision!.options.find((o) => o.value !== 'decline')!.value;
		g.choose(use, 0);
		expect(g.log().some((l) => /cancelled/.test(l))).toBe(true);
		await rerender({ ...boardInput(def, snap(g), 0), legal: def.legalEvents(snap(g), 0) });
		const panel = await screen.findByTestId('reveal');
		expect(panel).toHaveAttribute('data-code', reach);
		expect(panel).toHaveAttribute('data-cancelled', 'true');
		expect(within(panel).getByTestId('reveal-cancelled')).toHaveTextContent('Cancelled');
		// Then the card revealed in its place.
		await userEvent.click(screen.getByTestId('reveal-ok'));
		const next = await screen.findByTestId('reveal');
		expect(next).toHaveAttribute('data-code', codeByName('Old Forest Road'));
		expect(next).toHaveAttribute('data-cancelled', 'false');
	});

	it('declined: the reveal panel opens, not marked', async () => {
		const g = start();
		const { rerender } = renderBoard(snap(g), 0);
		g.continue();
		g.choose('decline', 0);
		await rerender({ ...boardInput(def, snap(g), 0), legal: def.legalEvents(snap(g), 0) });
		const panel = await screen.findByTestId('reveal');
		expect(panel).toHaveAttribute('data-code', reach);
		expect(panel).toHaveAttribute('data-cancelled', 'false');
	});
});

describe('a Response to characters committing together', () => {
	it("shows the card whose Response it is, and says the characters are committed (one list, one verb)", async () => {
		// Théodred: "Response: after Théodred commits to a quest…" — he commits with Glóin.
		const g = table({ p1: { heroes: ['Glóin', 'Théodred'] }, at: 'quest.commit' });
		const { rerender } = renderBoard(snap(g), 0);
		g.commit(0, ['Glóin', 'Théodred']);
		expect(g.ctx.decision?.prompt.key).toBe('lcg_prompt_response');
		await rerender({ ...boardInput(def, snap(g), 0), legal: def.legalEvents(snap(g), 0) });
		const trigger = within(screen.getByTestId('decision')).getByTestId('response-trigger');
		expect(trigger).toHaveAttribute('data-code', codeByName('Théodred'));
		expect(within(trigger).getByTestId('response-trigger-line')).toHaveTextContent('Théodred and Glóin are committed to the quest.');
		// The prompt does not send Théodred's Response "to" another card.
		expect(ui.prompt(snap(g), 0, seats)).toBe("Use Théodred's response?");
		setLocale('fr', { reload: false });
		expect(triggerLine(responseTrigger(g.ctx)!)).toBe('Théodred et Glóin sont engagés dans la quête.');
	});

	it('several Responses offered at once are named in the prompt', () => {
		const g = table({ p1: { heroes: ['Aragorn', 'Théodred'], resources: { Aragorn: 1 } }, at: 'quest.commit' });
		g.commit(0, ['Aragorn', 'Théodred']);
		expect(ui.prompt(snap(g), 0, seats)).toBe('Responses of Aragorn and Théodred: use one, or decline.');
	});
});

describe('a shadow effect cancelled by Hasty Stroke', () => {
	it('the offer shows the shadow card; its panel then opens marked cancelled, with the enemy it was dealt to', async () => {
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ['Hasty Stroke'], resources: { Éowyn: 1 }, engaged: ['Forest Spider'] },
			encounterDeck: ['Dol Guldur Orcs'],
			at: 'combat.shadows'
		});
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Éowyn') });
		const { rerender } = renderBoard(snap(g), 0);
		g.continueTo('combat.enemyShadow');
		expect(g.ctx.decision?.prompt.key).toBe('lcg_prompt_response');
		await rerender({ ...boardInput(def, snap(g), 0), legal: def.legalEvents(snap(g), 0) });
		const orcs = codeByName('Dol Guldur Orcs');
		expect(screen.getByTestId('response-trigger')).toHaveAttribute('data-code', orcs);
		expect(screen.getByTestId('response-trigger-line')).toHaveTextContent('The shadow effect of Dol Guldur Orcs triggers.');
		expect(screen.getByTestId('decision')).toHaveTextContent('Play Hasty Stroke now, in response to Dol Guldur Orcs?');
		expect(screen.queryByTestId('reveal')).toBeNull();
		const use = g.ctx.decision!.options.find((o) => o.value !== 'decline')!.value;
		g.choose(use, 0);
		await rerender({ ...boardInput(def, snap(g), 0), legal: def.legalEvents(snap(g), 0) });
		const panel = await screen.findByTestId('reveal');
		expect(panel).toHaveAttribute('data-code', orcs);
		expect(panel).toHaveAttribute('data-cancelled', 'true');
		expect(panel).toHaveTextContent('Shadow card of Forest Spider');
	});
});

describe('face-down and set-aside cards are labelled', () => {
	it('the prisoner is its hero, face down, with how it is rescued', async () => {
		const g = table({ p1: { heroes: ['Gimli', 'Glóin'], prisoner: 'Glóin' }, at: 'planning.play', options: { scenario: 'escape-from-dol-guldur' } });
		renderBoard(snap(g), 'table');
		const slot = document.querySelector(`[data-testid="card"][data-id="${g.id('Glóin')}"]`) as HTMLElement;
		const caption = within(slot).getByTestId('card-caption');
		expect(caption).toHaveTextContent('Prisoner: Glóin');
		expect(caption).toHaveTextContent('Rescued when progress is placed on Through the Caverns (stage 2).');
		// The button is named by it (screen readers), and the large view says the same.
		expect(within(slot).getByRole('button', { name: /Prisoner: Glóin/ })).toBeInTheDocument();
		await userEvent.click(within(slot).getByRole('button', { name: /Prisoner: Glóin/ }));
		expect(screen.getByTestId('card-detail')).toHaveTextContent('Prisoner: Glóin');
		expect(screen.getByTestId('card-caption-note')).toHaveTextContent(/Through the Caverns/);
	});

	it('an Orc Guard is labelled and shows its enemy stats', () => {
		const g = table({ p1: { heroes: ['Gimli'], deck: ['Citadel Plate', 'Feint'] }, staging: ['Tower Gate'], at: 'travel.choose' });
		g.send({ type: 'TRAVEL', seat: 0, location: g.id('Tower Gate') });
		renderBoard(snap(g), 'table');
		const guard = g.id('Citadel Plate');
		const slot = document.querySelector(`[data-testid="card"][data-id="${guard}"]`) as HTMLElement;
		expect(within(slot).getByTestId('card-caption')).toHaveTextContent('Orc Guard');
		expect(slot.querySelector('[data-stat="attack"]')).toHaveTextContent('1');
		// Nobody has seen the card under it.
		expect(document.body.innerHTML).not.toContain(`data-code="${codeByName('Citadel Plate')}"`);
	});

	it("Iron Shackles are shown on the deck they are attached to, the Nazgûl set aside in the encounter side", () => {
		const g = table({
			p1: { heroes: ['Gimli'], deck: ['Feint'] },
			p2: { heroes: ['Aragorn'], deck: ['Sneak Attack'] },
			encounterDeck: ['Iron Shackles', 'Forest Gate', 'Old Forest Road'],
			setAside: ['Nazgûl of Dol Guldur'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.zoneOf('Iron Shackles')).toBe('setAside');
		renderBoard(snap(g), 'table');
		const areas = screen.getAllByTestId('player-area');
		const onDeck = within(areas[0]).getByTestId('on-deck-card');
		expect(onDeck).toHaveAttribute('data-code', codeByName('Iron Shackles'));
		expect(onDeck).toHaveTextContent('On the deck');
		expect(within(areas[1]).queryByTestId('on-deck-card')).toBeNull();
		const aside = screen.getByTestId('set-aside');
		expect(within(aside).getByTestId('set-aside-card')).toHaveAttribute('data-code', codeByName('Nazgûl of Dol Guldur'));
		expect(aside).toHaveTextContent('Set aside');
		// Not drawn twice.
		expect(within(aside).queryByText(/Iron Shackles/)).toBeNull();
	});

	it('an encounter card guarding an objective says so, and the objective says who guards it', () => {
		const g = table({ p1: { heroes: ['Gimli'] }, staging: ["Gandalf's Map", 'Dol Guldur Orcs'], at: 'planning.play', options: { scenario: 'escape-from-dol-guldur' } });
		g.ctx.cards[g.id('Dol Guldur Orcs')].attachedTo = g.id("Gandalf's Map");
		renderBoard(snap(g), 'table');
		const orcs = document.querySelector(`[data-testid="card"][data-id="${g.id('Dol Guldur Orcs')}"]`) as HTMLElement;
		expect(orcs).toHaveTextContent("Guards Gandalf's Map");
		const map = document.querySelector(`[data-testid="card"][data-id="${g.id("Gandalf's Map")}"]`) as HTMLElement;
		expect(map).toHaveTextContent('Guarded by Dol Guldur Orcs');
	});
});

describe('card faces', () => {
	it('show the card text and translated traits; French traits in French', () => {
		const gimli = codeByName('Gimli');
		const r = render(CardFace, { code: gimli, text: true });
		expect(screen.getByTestId('card-traits')).toHaveTextContent('Dwarf · Noble · Warrior');
		expect(screen.getByTestId('face-text').textContent).toMatch(/damage/i);
		r.unmount();
		setLocale('fr', { reload: false });
		render(CardFace, { code: gimli, text: true });
		expect(screen.getByTestId('card-traits')).toHaveTextContent('Nain · Noble · Guerrier');
		expect(screen.getByTestId('face-text').textContent).toMatch(/dégât/i);
	});

	it('a long French title is shown whole (smaller, wrapped), never cut', () => {
		setLocale('fr', { reload: false });
		render(CardFace, { code: codeByName('Longbeard Orc Slayer') });
		const name = screen.getByTestId('card-name');
		expect(name.textContent).toBe("Chasseur d'Orques Longue Barbe");
		// The smallest title size: CardFace wraps it (no line clamp, no ellipsis).
		expect(name.className).toMatch(/\blong\b/);
	});
});

describe('a Response offer’s buttons say what they do (issue 17)', () => {
	/** Gondorian Spearman defends against the Forest Spider: its response is offered. */
	const offer = () => {
		const g = table({ p1: { heroes: ['Aragorn'], play: ['Gondorian Spearman'], engaged: ['Forest Spider'] }, at: 'combat.enemyChoose' });
		for (let i = 0; i < 6 && g.step !== 'combat.enemyDefend'; i++) g.continue();
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Gondorian Spearman') });
		return g;
	};

	it('"Use Gondorian Spearman\'s response to Forest Spider?": the button is "Use Gondorian Spearman\'s response", the other "Decline"', async () => {
		const g = offer();
		expect(g.ctx.decision?.prompt.key).toBe('lcg_prompt_response');
		renderBoard(snap(g), 0);
		const panel = screen.getByTestId('decision');
		expect(panel).toHaveTextContent("Use Gondorian Spearman's response to Forest Spider?");
		const labels = within(panel).getAllByTestId('choice-label').map((b) => b.textContent);
		expect(labels).toEqual(["Use Gondorian Spearman's response", 'Decline']);
		// Its name, as read by a screen reader, is what it does: never the bare card name.
		expect(within(panel).getByRole('button', { name: "Use Gondorian Spearman's response" })).toBeTruthy();
	});

	it('in French, with elision: « Utiliser la réponse de Lancier de Gondor » / « d’Éowyn »-style before a vowel', async () => {
		setLocale('fr', { reload: false });
		const g = offer();
		renderBoard(snap(g), 0);
		const labels = within(screen.getByTestId('decision')).getAllByTestId('choice-label').map((b) => b.textContent);
		expect(labels[0]).toMatch(/^Utiliser la réponse de \S/);
		expect(labels[1]).toBe('Décliner');
		const before = (card: string) => ui.formatLog({ key: 'lcg_opt_response', params: { card } }, seats);
		expect(before(codeByName('Aragorn'))).toBe("Utiliser la réponse d'Aragorn");
	});
});
