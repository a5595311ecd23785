/**
 * Importing what RingsDB and OCTGN export (issue 17): the deck's name, "Packs: …", section
 * headers with their counts, "Total Cards: (50)", a sideboard, comments and the "Deck built on"
 * footer are read or left out with a note; an unknown card name is reported with its line and
 * does not stop the rest of the list; OCTGN's .o8d XML is read by its sections.
 */
import { describe, expect, it } from 'vitest';
import { importDeckText, parseDeckText } from '$lib/games/lcg/decks/text';
import { codeByName } from '$lib/games/lcg/data/cards';

const c = codeByName;
const rules = { coreSets: 3, tournament: false } as const;
const count = (cards: string[], name: string) => cards.filter((x) => x === c(name)).length;

/** RingsDB's plain-text download (Export → Text file). */
const RINGSDB_PLAIN = `Gondor Leadership

Packs: From Core Set to The Hunt for Gollum


Heroes (3)

1x Aragorn (Core Set)
1x Théodred (Core Set)
1x Glóin (Core Set)

Allies (5)

3x Guard of the Citadel (Core Set)
2x Faramir (Core Set)
2x Snowbourn Scout (Core Set)
1x Brok Ironfist (Core Set)
3x Gondorian Spearman (Core Set)

Attachments (1)

2x Steward of Gondor (Core Set)
2x Ranger Spikes (Heirs of Númenor)

Events (3)

2x Sneak Attack (Core Set)
2x For Gondor! (Core Set)
3x Ever Vigilant (Core Set)

Player Side Quests (0)


Deck built on https://ringsdb.com.
`;

/** The deck page's text view: "Total Cards", "Hero: (3)" headers and a sideboard. */
const RINGSDB_TOTAL = `Dwarves of the Core

Total Cards: (12)

Hero: (3)
1x Glóin (Core Set)
1x Gimli (Core Set)
1x Thalin (Core Set)

Ally: (6)
3x Veteran Axehand (Core Set)
3x Longbeard Orc Slayer (Core Set)

Event: (6)
3x Blade Mastery (Core Set)
3x Durin's Song (Khazad-dûm)

Sideboard: (2)
2x Feint (Core Set)
`;

/** RingsDB's markdown (forum) export. */
const RINGSDB_MARKDOWN = `# Spirit of the Forest
### Hero (2)
* 1x [Eowyn](https://ringsdb.com/card/01010) _Core Set_
* 1x [Dúnhere](https://ringsdb.com/card/01009) _Core Set_
### Ally (2)
* 3x [Lórien Guide](https://ringsdb.com/card/01053) _Core Set_
* 2x [Wandering Took](https://ringsdb.com/card/01046) _Core Set_
### Event (1)
* 3x [A Test of Will](https://ringsdb.com/card/01050) _Core Set_
`;

/** OCTGN's .o8d, as RingsDB writes it. */
const OCTGN = `<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<deck game="a21af4e8-be4b-4cda-a6b6-534f9717391f">
  <section name="Hero" shared="False">
    <card qty="1" id="51223bd0-ffd1-11df-a976-0801200c9004">Glorfindel</card>
    <card qty="1" id="51223bd0-ffd1-11df-a976-0801200c9005">Beravor</card>
  </section>
  <section name="Ally" shared="False">
    <card qty="2" id="51223bd0-ffd1-11df-a976-0801200c9060">Henamarth Riversong</card>
    <card qty="3" id="51223bd0-ffd1-11df-a976-0801200c9061">Miner of the Iron Hills</card>
  </section>
  <section name="Attachment" shared="False">
    <card qty="3" id="51223bd0-ffd1-11df-a976-0801200c9057">Forest Snare</card>
  </section>
  <section name="Event" shared="False">
    <card qty="2" id="51223bd0-ffd1-11df-a976-0801200c9053">Gandalf&apos;s Search</card>
    <card qty="2" id="51223bd0-ffd1-11df-a976-0801200c9999">Radagast&apos;s Cunning</card>
  </section>
  <section name="Side Quest" shared="False">
  </section>
  <section name="Sideboard" shared="False">
    <card qty="1" id="51223bd0-ffd1-11df-a976-0801200c9054">Lore of Imladris</card>
  </section>
  <section name="Quest" shared="True">
    <card qty="1" id="51223bd0-ffd1-11df-a976-0801200c9119">Flies and Spiders</card>
  </section>
  <section name="Encounter" shared="True" />
  <section name="Special" shared="True" />
  <section name="Setup" shared="True" />
  <notes><![CDATA[]]></notes>
</deck>
`;

describe('RingsDB exports', () => {
	it('the plain-text download: name, "Packs", counted headers and the footer; an unknown card is reported with its line, the rest is read', () => {
		const r = importDeckText(RINGSDB_PLAIN, rules);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.name).toBe('Gondor Leadership');
		expect(r.deck.heroes).toEqual([c('Aragorn'), c('Théodred'), c('Glóin')]);
		expect(r.deck.cards).toHaveLength(3 + 2 + 2 + 1 + 3 + 2 + 2 + 2 + 3);
		expect(count(r.deck.cards, 'Guard of the Citadel')).toBe(3);
		expect(count(r.deck.cards, 'Ever Vigilant')).toBe(3);
		expect(count(r.deck.cards, 'Gondorian Spearman')).toBe(3);
		// Ranger Spikes is no Core Set card: its line is reported, the lines after it are read.
		expect(r.skipped).toEqual([{ code: 'unknown-name', line: 23, text: 'Ranger Spikes' }]);
		expect(r.notes).toEqual([
			{ code: 'comment', line: 3, text: 'Packs: From Core Set to The Hunt for Gollum' },
			{ code: 'comment', line: 34, text: 'Deck built on https://ringsdb.com.' }
		]);
	});

	it('"Total Cards: (12)", "Hero: (3)" headers and a sideboard: the sideboard is left out with a note, a card of another set is reported, the total is checked', () => {
		expect(parseDeckText('1x Aragorn (The Hunt for Gollum)').problems).toEqual([{ code: 'other-set', line: 1, text: 'Aragorn', set: 'The Hunt for Gollum' }]);
		const p = parseDeckText(RINGSDB_TOTAL);
		expect(p.name).toBe('Dwarves of the Core');
		expect(p.deck.heroes).toEqual([c('Glóin'), c('Gimli'), c('Thalin')]);
		expect(p.deck.cards).toHaveLength(9);
		// Durin's Song (Khazad-dûm) is no Core Set card: reported with its line.
		expect(p.problems).toEqual([{ code: 'unknown-name', line: 16, text: "Durin's Song" }]);
		// 12 = 3 heroes + 9 cards read: the total matches, no note for it.
		expect(p.notes).toEqual([{ code: 'sideboard', line: 19, text: '2x Feint (Core Set)' }]);
		const r = importDeckText(RINGSDB_TOTAL, rules);
		expect(r.ok && count(r.deck.cards, 'Feint')).toBe(0);
		expect(r.ok && r.skipped).toEqual([{ code: 'unknown-name', line: 16, text: "Durin's Song" }]);
	});

	it('a "Total Cards" that does not match what was read gives a note', () => {
		const p = parseDeckText(RINGSDB_TOTAL.replace('Total Cards: (12)', 'Total Cards: (50)'));
		expect(p.notes).toContainEqual({ code: 'total-mismatch', line: 3, stated: 50, counted: 12 });
	});

	it('the markdown export: "# name", "### Hero (2)" headers, bullets, links and _set_', () => {
		const r = importDeckText(RINGSDB_MARKDOWN, rules);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.name).toBe('Spirit of the Forest');
		expect(r.deck.heroes).toEqual([c('Éowyn'), c('Dúnhere')]);
		expect(r.deck.cards).toHaveLength(8);
		expect(r.skipped).toEqual([]);
	});
});

describe('OCTGN .o8d', () => {
	it('reads the player sections; the sideboard and the shared (encounter) sections are left out with a note; an unknown card is reported with its line', () => {
		const r = importDeckText(OCTGN, rules);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.deck.heroes).toEqual([c('Glorfindel'), c('Beravor')]);
		expect(count(r.deck.cards, 'Henamarth Riversong')).toBe(2);
		expect(count(r.deck.cards, 'Forest Snare')).toBe(3);
		expect(count(r.deck.cards, "Gandalf's Search")).toBe(2);
		expect(count(r.deck.cards, 'Lore of Imladris')).toBe(0);
		expect(r.deck.cards).toHaveLength(2 + 3 + 3 + 2 + 2);
		expect(r.skipped).toEqual([]);
		expect(r.notes).toEqual([
			{ code: 'sideboard', line: 21, text: '1x Lore of Imladris' },
			{ code: 'encounter-section', line: 24, text: '1x Flies and Spiders' }
		]);
	});

	it('an unknown card in the XML is reported with its line and the rest is read', () => {
		const p = parseDeckText(OCTGN.replace('Forest Snare</card>', 'Forest Snaer</card>'));
		expect(p.problems).toEqual([{ code: 'unknown-name', line: 12, text: 'Forest Snaer' }]);
		expect(p.deck.heroes).toHaveLength(2);
		expect(p.deck.cards).toHaveLength(9);
	});
});
