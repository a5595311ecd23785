/**
 * Importing and exporting a deck as a plain text list: quantity + name, English or French
 * names, the "1x Name (Core Set)" form, headers; a clear problem per unknown name or illegal
 * point, nothing accepted until every line reads and the deck is legal.
 */
import { describe, expect, it } from 'vitest';
import { cardByName, exportDeckText, FRENCH_EXPORT, importDeckText, nameKey, parseDeckText } from '$lib/games/lcg/decks/text';
import { STARTER_DECKS } from '$lib/games/lcg/data/decks';
import { CARDS, codeByName } from '$lib/games/lcg/data/cards';

const c = codeByName;
const casual = { coreSets: 1, tournament: false } as const;
const sorted = (d: { heroes: string[]; cards: string[] }) => ({ heroes: d.heroes, cards: d.cards.slice().sort() });

describe('card names', () => {
	it('every player card answers to its English and French name, accents and punctuation optional', () => {
		for (const card of CARDS.filter((x) => x.encounterSet === null)) {
			expect(cardByName(card.name)?.code).toBe(card.code);
			if (card.nameFr) expect(cardByName(card.nameFr)?.code).toBe(card.code);
		}
		expect(cardByName('gandalfs search')?.code).toBe(c("Gandalf's Search"));
		expect(cardByName('Gandalf’s Search')?.code).toBe(c("Gandalf's Search"));
		expect(cardByName('THEODRED')?.code).toBe(c('Théodred'));
		expect(cardByName('pour le gondor')?.code).toBe(c('For Gondor!'));
	});
	it('no two player cards share a name key', () => {
		const keys = new Map<string, string>();
		for (const card of CARDS.filter((x) => x.encounterSet === null))
			for (const n of [card.name, card.nameFr]) {
				if (!n) continue;
				const k = nameKey(n);
				if (keys.has(k)) expect(keys.get(k)).toBe(card.code);
				keys.set(k, card.code);
			}
	});
});

describe('import', () => {
	it('reads the common "1x Name (Core Set)" form with headers and a deck name', () => {
		const text = `My Gondor deck

Hero (2)
1x Aragorn (Core Set)
1x Denethor (Core Set)

Ally (5)
3x Guard of the Citadel (Core Set)
2x Faramir (Core Set)

Event (1)
1x Sneak Attack (Core Set)
`;
		const r = importDeckText(text, casual);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.name).toBe('My Gondor deck');
		expect(r.deck.heroes).toEqual([c('Aragorn'), c('Denethor')]);
		expect(r.deck.cards.slice().sort()).toEqual([c('Guard of the Citadel'), c('Guard of the Citadel'), c('Guard of the Citadel'), c('Faramir'), c('Faramir'), c('Sneak Attack')].sort());
		// Casual size, and Denethor (Lore) covers nothing off-sphere here.
		expect(r.warnings).toEqual([{ code: 'casual-size', count: 6, limit: 50 }]);
	});
	it('reads French names and other quantity forms ("3 Name", "x2 Name", "Name x2", no quantity)', () => {
		const text = `Nom : Forêt
Héros :
Glorfindel
Beravor (Boîte de base)
Alliés :
3 Garde de la Citadelle
x2 Fille de la Nimrodel
Gandalf x2
Savoir d'Imladris`;
		const r = importDeckText(text, casual);
		expect(r).toMatchObject({ ok: true, name: 'Forêt' });
		if (!r.ok) return;
		expect(r.deck.heroes).toEqual([c('Glorfindel'), c('Beravor')]);
		expect(r.deck.cards).toHaveLength(8);
	});
	it('reports each unknown name with its line, and reads the rest of the list', () => {
		const r = importDeckText('1x Aragorn\n3x Guard of the Citadl\n2x Frodo Baggins\n1x Gandalf', casual);
		expect(r).toEqual({
			ok: true,
			name: null,
			deck: { heroes: [c('Aragorn')], cards: [c('Gandalf')] },
			warnings: [{ code: 'casual-size', count: 1, limit: 50 }],
			skipped: [
				{ code: 'unknown-name', line: 2, text: 'Guard of the Citadl' },
				{ code: 'unknown-name', line: 3, text: 'Frodo Baggins' }
			],
			notes: []
		});
	});
	it('unread lines are listed with the legality problems when what was read is no legal deck', () => {
		const r = importDeckText('1x Aragorn (Core Set)\n3x Guard of the Citdel (Core Set)', casual);
		expect(r).toEqual({
			ok: false,
			problems: [{ code: 'unknown-name', line: 2, text: 'Guard of the Citdel' }, { code: 'empty-deck' }],
			notes: []
		});
	});
	it('refuses a card of another set, a zero quantity and a hero more than once', () => {
		const r = parseDeckText('1x Aragorn (The Hunt for Gollum)\n0x Gandalf\n2x Gimli');
		expect(r.problems).toEqual([
			{ code: 'other-set', line: 1, text: 'Aragorn', set: 'The Hunt for Gollum' },
			{ code: 'bad-quantity', line: 2, text: '0x Gandalf' },
			{ code: 'bad-quantity', line: 3, text: '2x Gimli' }
		]);
	});
	it('an illegal deck gives the legality problems: 4 copies, no hero, an encounter card', () => {
		const r = importDeckText('4x Gandalf\n1x Forest Spider', { coreSets: 3, tournament: false });
		expect(r).toEqual({
			ok: false,
			problems: [
				{ code: 'no-hero' },
				{ code: 'not-a-player-card', card: c('Forest Spider') },
				{ code: 'too-many-copies', card: c('Gandalf'), count: 4, limit: 3 }
			],
			notes: []
		});
	});
	it('a tournament deck under 50 cards is refused', () => {
		const r = importDeckText('1x Aragorn\n3x Guard of the Citadel', { coreSets: 1, tournament: true });
		expect(r).toEqual({ ok: false, problems: [{ code: 'too-few-cards', count: 3, limit: 50 }], notes: [] });
	});
	it('empty text or text with no card says so', () => {
		expect(parseDeckText('').problems).toEqual([{ code: 'no-cards' }]);
		expect(parseDeckText('\n\n# Just a name\n').problems).toEqual([{ code: 'no-cards' }]);
	});
});

describe('export', () => {
	it('writes "Nx Name (Core Set)" lines by type, and reads back to the same deck (English and French)', () => {
		for (const d of Object.values(STARTER_DECKS)) {
			const en = exportDeckText('Starter', d);
			expect(en).toContain('(Core Set)');
			const back = parseDeckText(en);
			expect(back.problems).toEqual([]);
			expect(back.name).toBe('Starter');
			expect(sorted(back.deck)).toEqual(sorted(d));
			const fr = parseDeckText(exportDeckText('Départ', d, FRENCH_EXPORT));
			expect(fr.problems).toEqual([]);
			expect(sorted(fr.deck)).toEqual(sorted(d));
		}
		const text = exportDeckText('Lead', STARTER_DECKS.leadership);
		expect(text.split('\n').slice(0, 6)).toEqual(['# Lead', '', 'Heroes (3)', '1x Aragorn (Core Set)', '1x Glóin (Core Set)', '1x Théodred (Core Set)']);
		expect(text).toContain('Allies (');
		expect(text).toContain('3x Guard of the Citadel (Core Set)');
	});
});
