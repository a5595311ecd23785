import { describe, expect, it } from 'vitest';
import { CARDS, cardData, codeByName } from '$lib/games/lcg/data/cards';
import { SCENARIOS, encounterDeckList } from '$lib/games/lcg/data/scenarios';
import { STARTER_DECKS, STARTER_DECK_IDS } from '$lib/games/lcg/data/decks';

const copies = (pred: (c: (typeof CARDS)[number]) => boolean) => CARDS.filter(pred).reduce((n, c) => n + c.quantity, 0);

describe('LCG Core Set data (« Contenu »)', () => {
	it('has 128 titles numbered 1..128 and 226 physical cards', () => {
		expect(CARDS.length).toBe(128);
		expect(CARDS.map((c) => c.position)).toEqual(Array.from({ length: 128 }, (_, i) => i + 1));
		expect(copies(() => true)).toBe(226);
	});
	it('splits into 12 heroes, 120 player cards, 84 encounter cards and 10 quest cards', () => {
		expect(copies((c) => c.type === 'hero')).toBe(12);
		expect(copies((c) => ['ally', 'attachment', 'event'].includes(c.type))).toBe(120);
		expect(copies((c) => ['enemy', 'location', 'treachery', 'objective'].includes(c.type))).toBe(84);
		expect(copies((c) => c.type === 'quest')).toBe(10);
		expect(CARDS.filter((c) => ['ally', 'attachment', 'event'].includes(c.type)).length).toBe(61);
	});
	it('keeps the printed numbers the rulebook examples use', () => {
		expect(cardData(codeByName("Ungoliant's Spawn"))).toMatchObject({ attack: 5, engagementCost: 32, health: 9 });
		expect(cardData(codeByName('Forest Spider'))).toMatchObject({ attack: 2, engagementCost: 25, quantity: 4 });
		expect(cardData(codeByName('King Spider')).engagementCost).toBe(20);
		expect(cardData(codeByName('Hummerhorns'))).toMatchObject({ engagementCost: 40, victory: 5 });
		expect(cardData(codeByName('Dol Guldur Beastmaster'))).toMatchObject({ defense: 1, health: 5 });
		expect(cardData(codeByName('Dol Guldur Orcs'))).toMatchObject({ defense: 0, health: 3 });
		expect(cardData(codeByName('Enchanted Stream')).questPoints).toBe(2);
		expect(cardData(codeByName('Éowyn'))).toMatchObject({ willpower: 4, threat: 9 });
		expect(cardData(codeByName('Silverlode Archer'))).toMatchObject({ defense: 0, health: 1, keywords: ['Ranged'] });
		expect(cardData(codeByName('Araignée des Forêts')).code).toBe('01096');
	});
	it('parses Doomed X out of the keywords', () => {
		expect(cardData(codeByName('Cavern Guardian')).doomed).toBe(1);
		expect(cardData(codeByName('Endless Caverns'))).toMatchObject({ doomed: 1, keywords: ['Surge'] });
	});
});

describe('Starter decks (« Pour la Première Partie »)', () => {
	it('are 30 cards each: the sphere cards 13-27, 28-42, 43-57, 58-72 plus one Gandalf, with three heroes', () => {
		for (const id of STARTER_DECK_IDS) {
			const d = STARTER_DECKS[id];
			expect(d.cards.length).toBe(30);
			expect(d.heroes.length).toBe(3);
			expect(d.cards.filter((c) => c === '01073').length).toBe(1);
			for (const h of d.heroes) expect(cardData(h)).toMatchObject({ type: 'hero', sphere: id });
			for (const c of d.cards) if (c !== '01073') expect(cardData(c).sphere).toBe(id);
			expect(new Set(d.cards).size).toBe(16);
		}
		expect(STARTER_DECKS.leadership.heroes.map((h) => cardData(h).name)).toEqual(['Aragorn', 'Glóin', 'Théodred']);
		expect(STARTER_DECKS.lore.heroes.map((h) => cardData(h).name)).toEqual(['Glorfindel', 'Denethor', 'Beravor']);
	});
	it('use all 4 Gandalf copies of the box between them', () => {
		expect(cardData('01073').quantity).toBe(4);
	});
});

describe('Scenarios (« Aperçu de Scénario »)', () => {
	it('builds the encounter decks at their known sizes (36 / 47 / 41)', () => {
		for (const s of Object.values(SCENARIOS)) expect(encounterDeckList(s.id).length).toBe(s.encounterDeckSize);
	});
	it('Passage Through Mirkwood: quest cards 119-122, random stage 3, setup cards in the deck', () => {
		const s = SCENARIOS['passage-through-mirkwood'];
		expect(s.stages.flat().map((c) => cardData(c).position)).toEqual([119, 120, 121, 122]);
		expect(s.stages[2].length).toBe(2);
		const deck = encounterDeckList(s.id);
		for (const c of s.setupToStaging) expect(deck).toContain(c);
		expect(cardData('01121').sideBName).toBe("Don't Leave the Path!");
		expect(cardData('01122').sideBName).toBe("Beorn's Path");
	});
});
