/**
 * Deck legality (« Personnalisation et Construction de Decks de Tournoi »): « Un deck de
 * tournoi doit contenir au moins 50 cartes. Et il ne peut y avoir plus de 3 exemplaires
 * d'une même carte »; « Chaque joueur commence la partie avec 1 à 3 héros »; off-sphere cards
 * warned, not forbidden; copies limited by the Core Sets owned.
 */
import { describe, expect, it } from 'vitest';
import { checkDeck, copyLimit, isLegal, type DeckRules } from '$lib/games/lcg/decks/validate';
import { STARTER_DECKS } from '$lib/games/lcg/data/decks';
import { codeByName } from '$lib/games/lcg/data/cards';

const c = codeByName;
const casual1: DeckRules = { coreSets: 1, tournament: false };
const tourney3: DeckRules = { coreSets: 3, tournament: true };
const n = (name: string, k: number) => Array.from({ length: k }, () => c(name));

describe('the starter decks', () => {
	it('are legal for casual play with one Core Set, with the 50-card warning', () => {
		for (const d of Object.values(STARTER_DECKS)) {
			const r = checkDeck(d, casual1);
			expect(r.errors).toEqual([]);
			expect(r.warnings).toEqual([{ code: 'casual-size', count: 30, limit: 50 }]);
		}
	});
	it('are too small for a tournament (30 < 50)', () => {
		expect(checkDeck(STARTER_DECKS.lore, tourney3).errors).toEqual([{ code: 'too-few-cards', count: 30, limit: 50 }]);
	});
});

describe('heroes: 1 to 3, each title once', () => {
	it('needs a hero', () => {
		expect(checkDeck({ heroes: [], cards: n('Gandalf', 1) }, casual1).errors).toEqual([{ code: 'no-hero' }]);
	});
	it('allows at most 3', () => {
		const heroes = ['Aragorn', 'Glóin', 'Théodred', 'Gimli'].map(c);
		expect(checkDeck({ heroes, cards: n('Gandalf', 1) }, casual1).errors).toEqual([{ code: 'too-many-heroes', count: 4 }]);
	});
	it('refuses an ally as a hero, a hero twice, and a hero in the player deck', () => {
		const r = checkDeck({ heroes: [c('Aragorn'), c('Aragorn'), c('Gandalf')], cards: [c('Legolas')] }, casual1);
		expect(r.errors).toEqual([
			{ code: 'duplicate-hero', card: c('Aragorn') },
			{ code: 'not-a-hero', card: c('Gandalf') },
			{ code: 'hero-in-deck', card: c('Legolas') }
		]);
	});
});

describe('copies', () => {
	it('at most 3 of a title, even with 3 Core Sets', () => {
		const r = checkDeck({ heroes: [c('Aragorn')], cards: n('Guard of the Citadel', 4) }, { coreSets: 3, tournament: false });
		expect(r.errors).toEqual([{ code: 'too-many-copies', card: c('Guard of the Citadel'), count: 4, limit: 3 }]);
	});
	it('no more than the boxes hold: Steward of Gondor is 2 per box', () => {
		expect(copyLimit(c('Steward of Gondor'), 1)).toBe(2);
		expect(copyLimit(c('Steward of Gondor'), 2)).toBe(3);
		// Gandalf: 4 in one box, still 3 per deck.
		expect(copyLimit(c('Gandalf'), 1)).toBe(3);
		const deck = { heroes: [c('Aragorn')], cards: n('Steward of Gondor', 3) };
		expect(checkDeck(deck, casual1).errors).toEqual([{ code: 'not-owned', card: c('Steward of Gondor'), count: 3, limit: 2 }]);
		expect(isLegal(deck, { coreSets: 2, tournament: false })).toBe(true);
	});
	it('refuses encounter cards in a player deck', () => {
		expect(checkDeck({ heroes: [c('Aragorn')], cards: [c('Forest Spider')] }, casual1).errors).toEqual([{ code: 'not-a-player-card', card: c('Forest Spider') }]);
	});
	it('refuses unknown codes', () => {
		expect(checkDeck({ heroes: ['99999'], cards: [c('Gandalf')] }, casual1).errors).toEqual([{ code: 'unknown-card', card: '99999' }]);
	});
});

describe('size and spheres', () => {
	it('an empty deck is refused even for casual play', () => {
		expect(checkDeck({ heroes: [c('Aragorn')], cards: [] }, casual1).errors).toEqual([{ code: 'empty-deck' }]);
	});
	it('50 cards make a tournament deck', () => {
		const cards = [
			'Guard of the Citadel', 'Faramir', 'Son of Arnor', 'Snowbourn Scout', 'Silverlode Archer', 'Longbeard Orc Slayer', 'Ever Vigilant',
			'Common Cause', 'For Gondor!', 'Sneak Attack', 'Valiant Sacrifice', 'Grim Resolve', 'Steward of Gondor', "Celebrían's Stone",
			'Gandalf', 'Veteran Axehand', 'Gondorian Spearman', 'Horseback Archer'
		].flatMap((x) => n(x, 3)).slice(0, 50);
		const r = checkDeck({ heroes: [c('Aragorn'), c('Gimli')], cards }, tourney3);
		expect(r.errors).toEqual([]);
		expect(cards).toHaveLength(50);
	});
	it('warns (does not forbid) a card whose sphere no hero has; neutral Gandalf never warns', () => {
		const r = checkDeck({ heroes: [c('Aragorn')], cards: [c('Gandalf'), c('Blade Mastery'), c('Guard of the Citadel')] }, casual1);
		expect(r.errors).toEqual([]);
		expect(r.warnings).toContainEqual({ code: 'off-sphere', card: c('Blade Mastery'), sphere: 'tactics' });
		expect(r.warnings.filter((w) => w.code === 'off-sphere')).toHaveLength(1);
	});
});
