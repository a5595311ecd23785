/**
 * What the builder shows: cost curve, spheres, types, starting threat (« Préparation »), and
 * heroes shared between players settled before the game (« Si plusieurs joueurs désirent
 * utiliser le même héros, ils doivent se mettre d'accord avant le début de la partie »).
 */
import { describe, expect, it } from 'vitest';
import { costCurve, heroConflicts, settleAll, settleHero, sphereSummary, startingThreat, typeSummary } from '$lib/games/lcg/decks/summary';
import { STARTER_DECKS } from '$lib/games/lcg/data/decks';
import { codeByName } from '$lib/games/lcg/data/cards';
import { copyName, fromStored, starterDecks, toStored } from '$lib/games/lcg/decks/library';

const c = codeByName;

describe('summaries', () => {
	it('the Leadership starter deck: 30 cards over the curve, 29 Leadership + Gandalf, threat 29', () => {
		const d = STARTER_DECKS.leadership;
		const curve = costCurve(d);
		expect(Object.values(curve).reduce((a, b) => a + b, 0)).toBe(30);
		// 0: Common Cause ×2; 1: Snowbourn Scout ×3, Ever Vigilant, Sneak Attack, Valiant Sacrifice ×2;
		// 2: Guard of the Citadel ×3, For Gondor!, Steward of Gondor ×2, Celebrían's Stone; 3: Son of
		// Arnor, Silverlode Archer ×2; 4: Faramir, Longbeard Orc Slayer ×2; 5+: Grim Resolve (5),
		// Gandalf (5), Brok Ironfist (6).
		expect(curve).toEqual({ '0': 2, '1': 9, '2': 8, '3': 4, '4': 4, '5+': 3, X: 0 });
		const sp = sphereSummary(d);
		expect(sp.leadership).toEqual({ heroes: 3, cards: 29 });
		expect(sp.neutral).toEqual({ heroes: 0, cards: 1 });
		// Aragorn 12 + Glóin 9 + Théodred 8.
		expect(startingThreat(d)).toBe(29);
		const t = typeSummary(d);
		expect((t.ally ?? 0) + (t.attachment ?? 0) + (t.event ?? 0)).toBe(30);
	});
	it('X-cost cards have their own bucket', () => {
		expect(costCurve({ heroes: [], cards: [c('Stand and Fight'), c("Gandalf's Search"), c('Gandalf')] })).toMatchObject({ X: 2, '5+': 1 });
	});
});

describe('heroes shared between players', () => {
	const mine = { heroes: [c('Aragorn'), c('Gimli')], cards: [] };
	const yours = { heroes: [c('Aragorn'), c('Legolas')], cards: [] };
	const theirs = { heroes: [c('Gimli')], cards: [] };
	it('lists each shared title with the seats holding it', () => {
		expect(heroConflicts([mine, yours, theirs])).toEqual([
			{ hero: c('Aragorn'), seats: [0, 1] },
			{ hero: c('Gimli'), seats: [0, 2] }
		]);
		expect(heroConflicts(Object.values(STARTER_DECKS))).toEqual([]);
	});
	it('settling keeps the hero with one seat and takes it from the others', () => {
		const s = settleHero([mine, yours, theirs], c('Aragorn'), 1);
		expect(s.map((d) => d.heroes)).toEqual([[c('Gimli')], [c('Aragorn'), c('Legolas')], [c('Gimli')]]);
		const t = settleHero(s, c('Gimli'), 2);
		expect(heroConflicts(t)).toEqual([]);
		expect(t[0].heroes).toEqual([]);
		expect(mine.heroes).toHaveLength(2);
	});
});

describe('the deck library', () => {
	it('has the four starter decks from the start', () => {
		expect(starterDecks().map((d) => d.id)).toEqual(['starter:leadership', 'starter:tactics', 'starter:spirit', 'starter:lore']);
	});
	it('stores and reads back a deck, and refuses a record with unknown codes or Core Set count', () => {
		const d = { ...starterDecks()[0], id: 'x', name: 'Mine', coreSets: 2 as const, tournament: true, starter: undefined };
		const back = fromStored({ id: 'x', name: 'Mine', data: JSON.parse(JSON.stringify(toStored(d))) });
		expect(back).toEqual({ id: 'x', name: 'Mine', heroes: d.heroes, cards: d.cards, coreSets: 2, tournament: true });
		expect(fromStored({ id: 'y', name: 'Bad', data: { ...toStored(d), cards: ['nope'] } })).toBeNull();
		expect(fromStored({ id: 'y', name: 'Bad', data: { ...toStored(d), coreSets: 4 } })).toBeNull();
	});
	it('names a copy "Name (2)", "Name (3)"', () => {
		expect(copyName('Dwarves', ['Dwarves'])).toBe('Dwarves (2)');
		expect(copyName('Dwarves (2)', ['Dwarves', 'Dwarves (2)'])).toBe('Dwarves (3)');
	});
});

describe('settling every shared hero before the game', () => {
	const a = { heroes: [c('Aragorn'), c('Gimli')], cards: [] };
	const b = { heroes: [c('Aragorn'), c('Legolas')], cards: [] };
	it('gives each shared hero to the chosen seat, else to the first seat holding it', () => {
		const first = settleAll([a, b], {});
		expect(first.settled).toEqual([{ hero: c('Aragorn'), seats: [0, 1], keeper: 0 }]);
		expect(first.decks.map((d) => d.heroes)).toEqual([[c('Aragorn'), c('Gimli')], [c('Legolas')]]);
		const chosen = settleAll([a, b], { [c('Aragorn')]: 1 });
		expect(chosen.decks.map((d) => d.heroes)).toEqual([[c('Gimli')], [c('Aragorn'), c('Legolas')]]);
		// A keeper that does not hold the hero is ignored.
		expect(settleAll([a, b], { [c('Aragorn')]: 3 }).settled[0].keeper).toBe(0);
	});
});
