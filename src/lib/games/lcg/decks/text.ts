/**
 * A deck as a plain text list, the way players share them: one line per title, quantity then
 * name (« 3x Guard of the Citadel », « 3 Garde de la Citadelle », « 1x Aragorn (Core Set) »),
 * English or French names, accents and punctuation optional, section headers ("Heroes (3)",
 * « Alliés ») and a first line with the deck's name allowed. Heroes are recognised by their
 * card type, wherever they appear.
 *
 * Pure: parsing returns problem records with line numbers; nothing is stored here. A list
 * whose lines all parse is then checked by `checkDeck` (validate.ts), so an import gives
 * one problem per unknown name or illegal point, and the screen saves only a legal deck.
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

/** What a text list gives: the deck (when every line was read) and its name, if the list has one. */
export interface ParsedDeck {
	name: string | null;
	deck: DeckList;
	problems: ImportProblem[];
}

/** The result of an import: a deck to save, or every problem found (lines, then legality). */
export type ImportResult =
	| { ok: true; name: string | null; deck: DeckList; warnings: DeckProblem[] }
	| { ok: false; problems: (ImportProblem | DeckProblem)[] };

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

/** Section headers that carry no card: "Heroes (3)", « Alliés : », "Player deck", "Total: 50". */
const HEADER =
	/^(heroes|hero|heros|héros|allies|ally|alliés|allie|allié|alliés|attachments?|attachements?|events?|évènements?|événements?|evenements?|player deck|deck|main deck|cards|cartes|sideboard|total|deck de joueur)\b[^a-z0-9]*(\(?\d+\)?)?\s*:?\s*\d*\s*$/i;

const QTY_FIRST = /^(\d+)\s*[x×]?\s+(.+)$/i;
const X_FIRST = /^[x×]\s*(\d+)\s+(.+)$/i;
const QTY_LAST = /^(.+?)\s+[x×]\s*(\d+)$/i;
const SET_SUFFIX = /\s*\(([^)]*)\)\s*$/;
const NAME_LINE = /^(?:#|name\s*:|nom\s*:)\s*(.+)$/i;

/**
 * Reads a text list line by line.
 * @param text the list (any line endings)
 * @returns the deck read so far (heroes by type, every other card as one code per copy),
 *   its name, and a problem per line that could not be read
 */
export function parseDeckText(text: string): ParsedDeck {
	const problems: ImportProblem[] = [];
	const heroes: string[] = [];
	const cards: string[] = [];
	let name: string | null = null;
	let sawCard = false;
	const lines = text.split(/\r\n|\r|\n/);
	lines.forEach((raw, i) => {
		const line = raw.trim();
		const at = i + 1;
		if (!line || line.startsWith('//')) return;
		const named = NAME_LINE.exec(line);
		if (named) {
			if (name === null) name = named[1].trim();
			return;
		}
		if (HEADER.test(line)) return;
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
			set = s[1].trim();
			rest = rest.slice(0, s.index).trim();
		}
		const card = cardByName(rest);
		if (!card) {
			// A first line that is no card and has no quantity is the deck's name.
			if (qty === null && !sawCard && name === null && set === null) name = line;
			else problems.push({ code: 'unknown-name', line: at, text: rest || line });
			return;
		}
		sawCard = true;
		if (set !== null && set !== '' && !CORE_SET_KEYS.has(nameKey(set))) {
			problems.push({ code: 'other-set', line: at, text: rest, set });
			return;
		}
		const n = qty ?? 1;
		if (!Number.isInteger(n) || n < 1 || n > 99 || (card.type === 'hero' && n !== 1)) {
			problems.push({ code: 'bad-quantity', line: at, text: line });
			return;
		}
		if (card.type === 'hero') heroes.push(card.code);
		else for (let k = 0; k < n; k++) cards.push(card.code);
	});
	if (!sawCard && problems.length === 0) problems.push({ code: 'no-cards' });
	return { name, deck: { heroes, cards }, problems };
}

/**
 * Imports a text list: every line must be read, then the deck must be legal under `rules`.
 * @returns the deck and its warnings, or all the problems (unreadable lines first)
 */
export function importDeckText(text: string, rules: DeckRules): ImportResult {
	const p = parseDeckText(text);
	if (p.problems.length > 0) return { ok: false, problems: p.problems };
	const check = checkDeck(p.deck, rules);
	if (check.errors.length > 0) return { ok: false, problems: check.errors };
	return { ok: true, name: p.name, deck: p.deck, warnings: check.warnings };
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
