/**
 * The deck builder's and campaign screen's words in the player's language: one plain sentence
 * per deck or import problem (validate.ts, text.ts), a deck's shown name, a scenario's name.
 */
import { m } from '$lib/paraglide/messages.js';
import { cardName, isFrench, sphereName } from '../view/text';
import { SCENARIOS, type ScenarioId } from '../data/scenarios';
import type { DeckProblem } from './validate';
import type { ImportNote, ImportProblem } from './text';
import type { LcgDeck } from './library';
import { ENGLISH_EXPORT, FRENCH_EXPORT, type ExportWords } from './text';

/** One sentence for a problem of a deck or of an imported list. */
export function problemText(p: DeckProblem | ImportProblem): string {
	switch (p.code) {
		case 'unknown-card':
			return m.lcgd_p_unknown_card({ card: p.card });
		case 'no-hero':
			return m.lcgd_p_no_hero();
		case 'too-many-heroes':
			return m.lcgd_p_too_many_heroes({ count: p.count });
		case 'not-a-hero':
			return m.lcgd_p_not_a_hero({ card: cardName(p.card) });
		case 'duplicate-hero':
			return m.lcgd_p_duplicate_hero({ card: cardName(p.card) });
		case 'hero-in-deck':
			return m.lcgd_p_hero_in_deck({ card: cardName(p.card) });
		case 'not-a-player-card':
			return m.lcgd_p_not_player({ card: cardName(p.card) });
		case 'too-many-copies':
			return m.lcgd_p_too_many_copies({ card: cardName(p.card), count: p.count, limit: p.limit });
		case 'not-owned':
			return m.lcgd_p_not_owned({ card: cardName(p.card), count: p.count, limit: p.limit });
		case 'empty-deck':
			return m.lcgd_p_empty();
		case 'too-few-cards':
			return m.lcgd_p_too_few({ count: p.count, limit: p.limit });
		case 'casual-size':
			return m.lcgd_p_casual_size({ count: p.count, limit: p.limit });
		case 'off-sphere':
			return m.lcgd_p_off_sphere({ card: cardName(p.card), sphere: sphereName(p.sphere) });
		case 'unknown-name':
			return m.lcgd_p_unknown_name({ line: p.line, text: p.text });
		case 'bad-quantity':
			return m.lcgd_p_bad_quantity({ line: p.line, text: p.text });
		case 'other-set':
			return m.lcgd_p_other_set({ line: p.line, text: p.text, set: p.set });
		case 'no-cards':
			return m.lcgd_p_no_cards();
	}
}

/** One sentence for a line of an imported list left out on purpose (text.ts `ImportNote`). */
export function noteText(n: ImportNote): string {
	switch (n.code) {
		case 'sideboard':
			return m.lcgd_n_sideboard({ line: n.line, text: n.text });
		case 'encounter-section':
			return m.lcgd_n_encounter({ line: n.line, text: n.text });
		case 'comment':
			return m.lcgd_n_comment({ line: n.line, text: n.text });
		case 'total-mismatch':
			return m.lcgd_n_total({ line: n.line, stated: n.stated, counted: n.counted });
	}
}

/** A deck's name as shown: the localised sphere name for a starter deck, else its own name. */
export function deckName(d: Pick<LcgDeck, 'name' | 'starter'>): string {
	switch (d.starter) {
		case 'leadership':
			return m.lcgd_deck_starter_leadership();
		case 'tactics':
			return m.lcgd_deck_starter_tactics();
		case 'spirit':
			return m.lcgd_deck_starter_spirit();
		case 'lore':
			return m.lcgd_deck_starter_lore();
		default:
			return d.name;
	}
}

/** A scenario's name in the current locale. */
export function scenarioName(id: ScenarioId): string {
	const s = SCENARIOS[id];
	return isFrench() ? s.nameFr : s.name;
}

/** The words of an exported list in the current locale. */
export function exportWords(): ExportWords {
	return isFrench() ? FRENCH_EXPORT : ENGLISH_EXPORT;
}
