/**
 * A deck as a plain text list, the way players share them: one line per title, quantity then
 * name (« 3x Guard of the Citadel », « 3 Garde de la Citadelle », « 1x Aragorn (Core Set) »),
 * English or French names, accents and punctuation optional. What RingsDB and OCTGN export is
 * read as well: the deck's name on the first line, section headers with their counts ("Heroes
 * (3)", "Hero: (3)", « Alliés : »), "Total Cards: (50)" (checked against the cards read),
 * "Packs: …" and "Deck built on …" lines, markdown bullets and links, comments, a sideboard,
 * and OCTGN's .o8d XML (`<section name="Hero">`, `<card qty="1">Aragorn</card>`). Heroes are
 * recognised by their card type, wherever they appear.
 *
 * Pure: parsing returns problem records (a line that could not be read: its number and text)
 * and notes (a line read and left out on purpose: a sideboard card, a comment, an encounter
 * section, a total that does not match); nothing is stored here. A line that cannot be read
 * does not stop the rest of the list: the deck is what was read, then checked by `checkDeck`
 * (validate.ts), and the screen saves only a legal deck, saying which lines were left out.
 */
import { CARDS, CARD_BY_CODE, type CardData, type CardType } from '../data/cards';
import type { DeckList } from '../data/decks';
import { checkDeck, countCodes, type DeckProblem, type DeckRules } from './validate';

/** A line of an imported list that could not be read (`line` counts from 1). */
export type ImportProblem =
	| { code: 'unknown-name'; line: number; text: string }
	| { code: 'bad-quantity'; line: number; text: string }
	| { code: 'other-set'; line: number; text: string; set: string }
	| { code: 'no-cards' };

/**
 * A line read and left out of the deck on purpose:
 * - `sideboard`: a card listed under "Sideboard" (kept aside, not in the deck);
 * - `encounter-section`: a card of an OCTGN shared section (quest, encounter, setup…);
 * - `comment`: a comment, a "Packs: …" or "Deck built on …" line, a second name line;
 * - `total-mismatch`: the list's "Total Cards" differs from the cards read into the deck.
 */
export type ImportNote =
	| { code: 'sideboard'; line: number; text: string }
	| { code: 'encounter-section'; line: number; text: string }
	| { code: 'comment'; line: number; text: string }
	| { code: 'total-mismatch'; line: number; stated: number; counted: number };

/** What a text list gives: the deck read (every line that could be read), its name if any, the lines not read and the notes. */
export interface ParsedDeck {
	name: string | null;
	deck: DeckList;
	problems: ImportProblem[];
	notes: ImportNote[];
}

/**
 * The result of an import: a legal deck to save, with the lines that could not be read
 * (`skipped`, left out), the notes and the deck's warnings; or, when what was read is no legal
 * deck (or no card at all), every problem (unread lines first, then legality).
 */
export type ImportResult =
	| { ok: true; name: string | null; deck: DeckList; warnings: DeckProblem[]; skipped: ImportProblem[]; notes: ImportNote[] }
	| { ok: false; problems: (ImportProblem | DeckProblem)[]; notes: ImportNote[] };

/**
 * A comparison key for card names: accents, case, apostrophes, punctuation and spaces
 * ignored ("Gandalf’s Search", "gandalfs search" and "GANDALF'S SEARCH!" are equal).
 */
export function nameKey(s: string): string {
	return s
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^a-z0-9]/g, '');
}

/** Every card by the key of its English and French names (player cards first, so they win a clash). */
const BY_NAME: Map<string, CardData> = (() => {
	const m = new Map<string, CardData>();
	const order = [...CARDS].sort((a, b) => Number(a.encounterSet !== null) - Number(b.encounterSet !== null));
	for (const c of order) {
		for (const n of [c.name, c.nameFr]) {
			if (!n) continue;
			const k = nameKey(n);
			if (!m.has(k)) m.set(k, c);
		}
	}
	return m;
})();

/** The card with this English or French name (any accents, case, punctuation), or null. */
export function cardByName(name: string): CardData | null {
	return BY_NAME.get(nameKey(name)) ?? null;
}

/** Names the Core Set goes by in a set suffix: "(Core Set)", "(Core)", « (Boîte de base) ». */
const CORE_SET_KEYS = new Set(['coreset', 'core', 'boitedebase', 'jeudebase', 'core set', 'lotrlcgcoreset'].map(nameKey));

/** What a section header says about the cards under it. */
type SectionKind = 'deck' | 'sideboard' | 'encounter';

/** Section names (by `nameKey`) and what their cards are: RingsDB, OCTGN and French headers. */
const SECTIONS: Record<string, SectionKind> = Object.fromEntries([
	...['hero', 'heroes', 'heros', 'ally', 'allies', 'allie', 'allies', 'attachment', 'attachments', 'attachement', 'attachements', 'event', 'events', 'evenement', 'evenements', 'evenement', 'sidequest', 'sidequests', 'playersidequest', 'playersidequests', 'contract', 'contracts', 'treasure', 'treasures', 'playerdeck', 'deck', 'maindeck', 'cards', 'cartes', 'deckdejoueur'].map((k) => [k, 'deck' as const]),
	...['sideboard', 'side', 'reserve'].map((k) => [k, 'sideboard' as const]),
	...['quest', 'quests', 'encounter', 'special', 'secondspecial', 'setup', 'stagingarea', 'activelocation', 'questdeck', 'encounterdeck'].map((k) => [k, 'encounter' as const])
]);

/** "Heroes (3)", "Hero: (3)", « Alliés : », "Sideboard: (4)", "### Events (12)": the section's kind, or null. */
function sectionOf(line: string): SectionKind | null {
	const m = /^(.+?)\s*:?\s*(?:\(\s*\d+\s*\)|\d+)?\s*:?\s*$/u.exec(line);
	if (!m) return null;
	return SECTIONS[nameKey(m[1])] ?? null;
}

const TOTAL = /^total(?:\s+cards)?\s*:?\s*\(?\s*(\d+)\s*\)?\s*(?:cards?|cartes?)?\s*$/i;
const COMMENT = /^(?:\/\/|--|;|%)|^(?:packs?|from\s.+\sto\s|deck built on|built on|created (?:with|on)|https?:\/\/|www\.|description|notes?\s*:)/i;
const QTY_FIRST = /^(\d+)\s*[x×]?\s+(.+)$/i;
const X_FIRST = /^[x×]\s*(\d+)\s+(.+)$/i;
const QTY_LAST = /^(.+?)\s+[x×]\s*(\d+)$/i;
const SET_SUFFIX = /\s*(?:\(([^)]*)\)|_([^_]+)_|\*([^*]+)\*)\s*$/;
const NAME_LINE = /^(?:#\s|#(?!#)|name\s*:|nom\s*:|title\s*:|deck name\s*:)\s*(.+)$/i;

/** One line to read: its number in the pasted text, its words, and for OCTGN the section it opens. */
type RawLine = { at: number; text: string; section?: { name: string; shared: boolean } };

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function unescapeXml(s: string): string {
	return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) =>
		e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (XML_ENTITIES[e.toLowerCase()] ?? all)
	);
}

/** The lines of OCTGN's .o8d XML: each `<section>` and each `<card qty="N">Name</card>`, with its line number. */
function octgnLines(text: string): RawLine[] {
	const out: RawLine[] = [];
	const re = /<section\b[^>]*?\bname\s*=\s*"([^"]*)"[^>]*>|<card\b[^>]*?\bqty\s*=\s*"([^"]*)"[^>]*>([^<]*)<\/card>/gi;
	for (const m of text.matchAll(re)) {
		const at = text.slice(0, m.index).split(/\r\n|\r|\n/).length;
		if (m[1] !== undefined) {
			const shared = /\bshared\s*=\s*"true"/i.test(m[0]);
			out.push({ at, text: unescapeXml(m[1]), section: { name: unescapeXml(m[1]), shared } });
		} else out.push({ at, text: `${m[2]}x ${unescapeXml(m[3]).trim()}` });
	}
	return out;
}

/** A markdown line as plain words: no bullet, heading marks, emphasis around the whole line, link syntax. */
function plainLine(raw: string): string {
	return raw
		.trim()
		.replace(/^(?:[*\-•+]\s+)/, '')
		.replace(/^#{2,}\s*/, '')
		.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
		.replace(/^\*\*(.+?)\*\*/, '$1')
		.trim();
}

/**
 * Reads a text list (or OCTGN XML) line by line. A line that cannot be read is reported and
 * the rest is read; sideboard cards, encounter sections and comments are left out with a note.
 * @param text the list (any line endings)
 * @returns the deck read (heroes by type, every other card as one code per copy), its name,
 *   a problem per line that could not be read, and a note per line left out on purpose
 */
export function parseDeckText(text: string): ParsedDeck {
	const problems: ImportProblem[] = [];
	const notes: ImportNote[] = [];
	const heroes: string[] = [];
	const cards: string[] = [];
	let name: string | null = null;
	let sawCard = false;
	let section: SectionKind = 'deck';
	let total: { line: number; stated: number } | null = null;
	const xml = /^\s*(?:<\?xml|<deck\b)/i.test(text);
	const lines: RawLine[] = xml ? octgnLines(text) : text.split(/\r\n|\r|\n/).map((t, i) => ({ at: i + 1, text: t }));
	for (const raw of lines) {
		const at = raw.at;
		if (raw.section) {
			section = raw.section.shared ? 'encounter' : (sectionOf(raw.section.name) ?? 'deck');
			continue;
		}
		const original = raw.text.trim();
		if (!original) continue;
		const named = NAME_LINE.exec(original);
		if (named && !/^#{2,}/.test(original)) {
			if (name === null && !sawCard) name = named[1].trim();
			else notes.push({ code: 'comment', line: at, text: original });
			continue;
		}
		const line = plainLine(original);
		if (!line) continue;
		const t = TOTAL.exec(line);
		if (t) {
			total = { line: at, stated: Number(t[1]) };
			continue;
		}
		const sec = sectionOf(line);
		if (sec) {
			section = sec;
			continue;
		}
		if (COMMENT.test(line)) {
			notes.push({ code: 'comment', line: at, text: original });
			continue;
		}
		let qty: number | null = null;
		let rest = line;
		const m1 = QTY_FIRST.exec(line) ?? X_FIRST.exec(line);
		const m2 = m1 ? null : QTY_LAST.exec(line);
		if (m1) {
			qty = Number(m1[1]);
			rest = m1[2];
		} else if (m2) {
			qty = Number(m2[2]);
			rest = m2[1];
		}
		let set: string | null = null;
		const s = SET_SUFFIX.exec(rest);
		if (s) {
			set = (s[1] ?? s[2] ?? s[3]).trim();
			rest = rest.slice(0, s.index).trim();
		}
		if (section !== 'deck') {
			notes.push({ code: section === 'sideboard' ? 'sideboard' : 'encounter-section', line: at, text: line });
			continue;
		}
		const card = cardByName(rest);
		if (!card) {
			// A first line that is no card and has no quantity is the deck's name.
			if (qty === null && !sawCard && name === null && set === null) name = line;
			else problems.push({ code: 'unknown-name', line: at, text: rest || line });
			continue;
		}
		sawCard = true;
		if (set !== null && set !== '' && !CORE_SET_KEYS.has(nameKey(set))) {
			problems.push({ code: 'other-set', line: at, text: rest, set });
			continue;
		}
		const n = qty ?? 1;
		if (!Number.isInteger(n) || n < 1 || n > 99 || (card.type === 'hero' && n !== 1)) {
			problems.push({ code: 'bad-quantity', line: at, text: line });
			continue;
		}
		if (card.type === 'hero') heroes.push(card.code);
		else for (let k = 0; k < n; k++) cards.push(card.code);
	}
	if (heroes.length + cards.length === 0 && !problems.some((p) => p.code !== 'no-cards')) problems.push({ code: 'no-cards' });
	// RingsDB's "Total Cards" counts the heroes with the deck.
	if (total && total.stated !== heroes.length + cards.length && total.stated !== cards.length)
		notes.push({ code: 'total-mismatch', line: total.line, stated: total.stated, counted: heroes.length + cards.length });
	return { name, deck: { heroes, cards }, problems, notes };
}

/**
 * Imports a text list: the lines read must make a legal deck under `rules`; lines that could
 * not be read are left out and listed (`skipped`), they do not block the rest.
 * @returns the deck with its warnings, skipped lines and notes; or every problem (unread
 *   lines first, then legality) when no legal deck was read
 */
export function importDeckText(text: string, rules: DeckRules): ImportResult {
	const p = parseDeckText(text);
	if (p.deck.heroes.length + p.deck.cards.length === 0) return { ok: false, problems: p.problems, notes: p.notes };
	const check = checkDeck(p.deck, rules);
	if (check.errors.length > 0) return { ok: false, problems: [...p.problems, ...check.errors], notes: p.notes };
	return { ok: true, name: p.name, deck: p.deck, warnings: check.warnings, skipped: p.problems, notes: p.notes };
}

/** Words of an exported list in one language. */
export interface ExportWords {
	/** Localised card name of a code. */
	cardName: (code: string) => string;
	/** Section header for a card type and its count, e.g. "Allies (12)". */
	header: (type: CardType, count: number) => string;
	/** The set suffix, e.g. "Core Set". */
	coreSet: string;
}

/** English words for an exported list (the common "1x Name (Core Set)" form). */
export const ENGLISH_EXPORT: ExportWords = {
	cardName: (code) => CARD_BY_CODE[code]?.name ?? code,
	header: (type, n) => `${{ hero: 'Heroes', ally: 'Allies', attachment: 'Attachments', event: 'Events' }[type as string] ?? type} (${n})`,
	coreSet: 'Core Set'
};

/** French words for an exported list. */
export const FRENCH_EXPORT: ExportWords = {
	cardName: (code) => CARD_BY_CODE[code]?.nameFr ?? CARD_BY_CODE[code]?.name ?? code,
	header: (type, n) => `${{ hero: 'Héros', ally: 'Alliés', attachment: 'Attachements', event: 'Événements' }[type as string] ?? type} (${n})`,
	coreSet: 'Boîte de base'
};

/**
 * A deck as a text list: its name, then heroes, allies, attachments and events, each line
 * "Nx Name (Core Set)" in collector order. `parseDeckText` reads it back to the same deck.
 */
export function exportDeckText(name: string, deck: DeckList, words: ExportWords = ENGLISH_EXPORT): string {
	const out: string[] = [`# ${name}`];
	const line = (code: string, n: number) => `${n}x ${words.cardName(code)} (${words.coreSet})`;
	const counts = countCodes(deck.cards);
	const byPos = (a: string, b: string) => (CARD_BY_CODE[a]?.position ?? 0) - (CARD_BY_CODE[b]?.position ?? 0);
	out.push('', words.header('hero', deck.heroes.length));
	for (const h of deck.heroes) out.push(line(h, 1));
	for (const type of ['ally', 'attachment', 'event'] as const) {
		const codes = [...counts.keys()].filter((c) => CARD_BY_CODE[c]?.type === type).sort(byPos);
		if (codes.length === 0) continue;
		out.push('', words.header(type, codes.reduce((n, c) => n + counts.get(c)!, 0)));
		for (const c of codes) out.push(line(c, counts.get(c)!));
	}
	return out.join('\n') + '\n';
}
