/**
 * The deck builder: filters (sphere, type, cost, trait), + / − within the copy limit of the
 * owned Core Sets, a card view with stats and our own text, the cost curve and spheres, one
 * sentence per problem, Save only for a legal deck, starter decks read-only; the seat picker
 * shows heroes and settles a hero two seats share.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import DeckBuilder from '$lib/games/lcg/decks/ui/DeckBuilder.svelte';
import SeatDecks from '$lib/games/lcg/decks/ui/SeatDecks.svelte';
import { starterDeck, starterDecks, type LcgDeck } from '$lib/games/lcg/decks/library';
import { problemText } from '$lib/games/lcg/decks/words';
import { codeByName } from '$lib/games/lcg/data/cards';
import en from '../../../messages/lcg-decks/en.json';
import fr from '../../../messages/lcg-decks/fr.json';

const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));
setLocale('en', { reload: false });

const c = codeByName;
const empty = (): LcgDeck => ({ id: '', name: 'Mine', heroes: [], cards: [], coreSets: 1, tournament: false });
const row = (code: string) => document.querySelector(`[data-testid="pool-card"][data-code="${code}"]`) as HTMLElement;

function renderBuilder(deck: LcgDeck, onsave: ReturnType<typeof vi.fn> = vi.fn()) {
	const onduplicate = vi.fn();
	const r = render(DeckBuilder, { deck, onsave: onsave as never, onduplicate });
	return { onsave, onduplicate, ...r };
}

describe('the deck builder', () => {
	it('filters the pool by type, sphere, cost and trait', async () => {
		const user = userEvent.setup();
		renderBuilder(empty());
		const count = () => screen.getAllByTestId('pool-card').length;
		// 12 heroes + 61 other player cards (Core Set 1-73).
		expect(count()).toBe(73);
		await user.click(screen.getByTestId('filter-type-hero'));
		expect(count()).toBe(12);
		await user.click(screen.getByTestId('filter-sphere-lore'));
		expect(screen.getAllByTestId('pool-card').map((e) => e.dataset.code)).toEqual([c('Denethor'), c('Glorfindel'), c('Beravor')]);
		await user.click(screen.getByTestId('filter-type-all'));
		await user.click(screen.getByTestId('filter-cost-X'));
		expect(screen.getAllByTestId('pool-card').map((e) => e.dataset.code)).toEqual([c("Gandalf's Search")]);
		await user.click(screen.getByTestId('filter-sphere-all'));
		expect(screen.getAllByTestId('pool-card').map((e) => e.dataset.code)).toEqual([c('Stand and Fight'), c("Gandalf's Search")]);
		await user.click(screen.getByTestId('filter-cost-all'));
		await user.selectOptions(screen.getByTestId('filter-trait'), 'Dwarf');
		expect(screen.getAllByTestId('pool-card').map((e) => e.dataset.code)).toContain(c('Gimli'));
		expect(screen.getAllByTestId('pool-card').map((e) => e.dataset.code)).not.toContain(c('Aragorn'));
	});

	it('adds heroes and cards up to the copy limit, shows curve and spheres, and saves only once legal', async () => {
		const user = userEvent.setup();
		const { onsave } = renderBuilder(empty());
		expect(screen.getByTestId('deck-save')).toBeDisabled();
		expect(screen.getByTestId('deck-errors')).toHaveTextContent('A deck needs at least one hero.');
		await user.click(within(row(c('Aragorn'))).getByTestId('plus'));
		expect(within(row(c('Aragorn'))).getByTestId('plus')).toBeDisabled();
		// Steward of Gondor: 2 in one Core Set.
		const steward = row(c('Steward of Gondor'));
		await user.click(within(steward).getByTestId('plus'));
		await user.click(within(steward).getByTestId('plus'));
		expect(within(steward).getByTestId('count')).toHaveTextContent('2/2');
		expect(within(steward).getByTestId('plus')).toBeDisabled();
		await user.click(screen.getByTestId('core-sets-2'));
		expect(within(steward).getByTestId('count')).toHaveTextContent('2/3');
		await user.click(within(row(c('Blade Mastery'))).getByTestId('plus'));
		expect(screen.getByTestId('deck-size')).toHaveTextContent('3 cards');
		expect(screen.getByTestId('curve-2')).toHaveTextContent('2');
		expect(screen.getByTestId('curve-1')).toHaveTextContent('1');
		expect(screen.getByTestId('sphere-leadership')).toHaveTextContent('1 / 2');
		expect(screen.getByTestId('deck-ok')).toBeInTheDocument();
		expect(screen.getByTestId('deck-warnings')).toHaveTextContent('No hero has the Tactics sphere to pay for Blade Mastery.');
		await user.click(screen.getByTestId('tournament'));
		expect(screen.getByTestId('deck-errors')).toHaveTextContent('A tournament deck needs at least 50 cards, and this one has 3.');
		expect(screen.getByTestId('deck-save')).toBeDisabled();
		await user.click(screen.getByTestId('tournament'));
		await user.click(within(row(c('Blade Mastery'))).getByTestId('minus'));
		await user.click(screen.getByTestId('deck-save'));
		expect(onsave).toHaveBeenCalledTimes(1);
		expect(onsave.mock.calls[0][0]).toMatchObject({ heroes: [c('Aragorn')], cards: [c('Steward of Gondor'), c('Steward of Gondor')], coreSets: 2 });
	});

	it('Save confirms once the deck is stored, and not when it was not', async () => {
		const user = userEvent.setup();
		const deck = { ...empty(), heroes: [c('Aragorn')], cards: [c('Steward of Gondor')] };
		const failing = renderBuilder(deck, vi.fn(async () => false) as never);
		await user.click(screen.getByTestId('deck-save'));
		expect(screen.queryByTestId('deck-saved')).toBeNull();
		failing.unmount();
		renderBuilder(deck, vi.fn(async () => true) as never);
		await user.click(screen.getByTestId('deck-save'));
		expect(screen.getByTestId('deck-saved')).toHaveTextContent('Deck saved.');
	});

	it('shows a card with its stats and our own text', async () => {
		const user = userEvent.setup();
		renderBuilder(empty());
		await user.click(within(row(c('Steward of Gondor'))).getByTestId('card-name'));
		const detail = screen.getByTestId('card-detail');
		expect(detail).toHaveTextContent('Steward of Gondor');
		expect(within(detail).getByTestId('card-text').textContent!.length).toBeGreaterThan(10);
		await user.click(screen.getByTestId('card-detail-close'));
		expect(screen.queryByTestId('card-detail')).toBeNull();
	});

	it('keeps a starter deck read-only but lets it be duplicated and exported', async () => {
		const user = userEvent.setup();
		const { onduplicate } = renderBuilder(starterDeck('tactics'));
		expect(screen.queryByTestId('deck-save')).toBeNull();
		expect(within(row(c('Gimli'))).getByTestId('minus')).toBeDisabled();
		await user.click(screen.getByTestId('deck-export'));
		expect((screen.getByTestId('export-text') as HTMLTextAreaElement).value).toContain('1x Legolas (Core Set)');
		await user.click(screen.getByTestId('deck-duplicate'));
		expect(onduplicate).toHaveBeenCalledTimes(1);
	});
});

describe('the seat deck picker', () => {
	it('shows each seat’s heroes and settles a shared hero', async () => {
		const user = userEvent.setup();
		const mine: LcgDeck = { ...empty(), id: 'd1', name: 'Aragorn and friends', heroes: [c('Aragorn'), c('Gimli')], cards: [c('Gandalf')] };
		const decks = [...starterDecks(), mine];
		const r = render(SeatDecks, { names: ['Ann', 'Bob'], decks, selected: ['starter:leadership', 'd1'], keepers: {} });
		expect(screen.getByTestId('seat-heroes-0')).toHaveTextContent('Aragorn');
		expect(screen.getByTestId('hero-conflict')).toHaveTextContent('Aragorn is in the decks of Ann and Bob');
		// Ann keeps him by default; Bob's deck plays without him.
		expect(screen.getByTestId('seat-heroes-1')).not.toHaveTextContent('Aragorn');
		await user.click(screen.getByRole('button', { name: 'Bob keeps Aragorn' }));
		expect(screen.getByTestId('seat-heroes-1')).toHaveTextContent('Aragorn');
		expect(screen.getByTestId('seat-heroes-0')).not.toHaveTextContent('Aragorn');
		await user.click(screen.getByTestId('deck-1-lore'));
		expect(screen.queryByTestId('hero-conflict')).toBeNull();
		r.unmount();
	});
});

describe('words', () => {
	it('every problem reads as one sentence in English and French', () => {
		expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
		const problems = [
			{ code: 'no-hero' },
			{ code: 'too-many-copies', card: c('Gandalf'), count: 4, limit: 3 },
			{ code: 'off-sphere', card: c('Blade Mastery'), sphere: 'tactics' },
			{ code: 'unknown-name', line: 3, text: 'Frodo' },
			{ code: 'other-set', line: 1, text: 'Aragorn', set: 'Heirs of Númenor' }
		] as const;
		for (const loc of ['en', 'fr'] as const) {
			setLocale(loc, { reload: false });
			for (const p of problems) {
				const s = problemText(p);
				expect(s).not.toMatch(/[{}]|undefined|lcgd_|\b01\d{3}\b/);
				expect(s).toMatch(/[.!]$/);
			}
		}
		setLocale('fr', { reload: false });
		expect(problemText({ code: 'off-sphere', card: c('Blade Mastery'), sphere: 'tactics' })).toBe('Aucun héros n’a la sphère Tactique pour payer Maîtrise des Armes.');
		setLocale('en', { reload: false });
	});
});
