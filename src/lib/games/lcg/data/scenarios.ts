/**
 * The three scenarios of the Core Set (rulebook « Aperçu de Scénario »), as facts: encounter
 * sets, quest deck order and the random stage-3 branch of Passage Through Mirkwood.
 *
 * Source: ../shared/data/lcg/scenarios.json (encounter sets cross-checked against the
 * RingsDB scenario table; deck sizes against the OCTGN quest decks). All three are playable.
 */
import { CARDS, type CardData } from './cards';

/** Scenario ids. */
export type ScenarioId = 'passage-through-mirkwood' | 'journey-down-the-anduin' | 'escape-from-dol-guldur';

/** One scenario: its quest deck as stages (a stage with two codes is picked at random by the card text). */
export interface ScenarioData {
	id: ScenarioId;
	number: number;
	name: string;
	nameFr: string;
	/** Official difficulty printed in the rulebook (« Niveau de Difficulté »). */
	difficulty: number;
	encounterSets: string[];
	/** Quest card codes by stage, in sequence order; stage 3 of Passage Through Mirkwood has two cards. */
	stages: string[][];
	/** Codes of the encounter cards put into play by the stage 1A setup, in order (before the encounter deck is shuffled). */
	setupToStaging: string[];
	/** Expected encounter deck size (counting setup cards), a cross-check. */
	encounterDeckSize: number;
	playable: boolean;
}

/** The Core Set scenarios, in campaign order (« Jeu Expert »). */
export const SCENARIOS: Readonly<Record<ScenarioId, ScenarioData>> = {
	'passage-through-mirkwood': {
		id: 'passage-through-mirkwood',
		number: 1,
		name: 'Passage Through Mirkwood',
		nameFr: 'Passage dans la Forêt Noire',
		difficulty: 1,
		encounterSets: ['Passage Through Mirkwood', 'Spiders of Mirkwood', 'Dol Guldur Orcs'],
		stages: [['01119'], ['01120'], ['01121', '01122']],
		setupToStaging: ['01096', '01099'],
		encounterDeckSize: 36,
		playable: true
	},
	'journey-down-the-anduin': {
		id: 'journey-down-the-anduin',
		number: 2,
		name: 'Journey Down the Anduin',
		nameFr: "Voyage le Long de l'Anduin",
		difficulty: 4,
		encounterSets: ['Journey Down the Anduin', "Sauron's Reach", 'Dol Guldur Orcs', 'Wilderlands'],
		stages: [['01126'], ['01127'], ['01128']],
		setupToStaging: [],
		encounterDeckSize: 47,
		playable: true
	},
	'escape-from-dol-guldur': {
		id: 'escape-from-dol-guldur',
		number: 3,
		name: 'Escape from Dol Guldur',
		nameFr: 'Évasion de Dol Guldur',
		difficulty: 7,
		encounterSets: ['Escape from Dol Guldur', 'Spiders of Mirkwood', 'Dol Guldur Orcs'],
		stages: [['01123'], ['01124'], ['01125']],
		setupToStaging: [],
		encounterDeckSize: 41,
		playable: true
	}
};

/**
 * The encounter deck list of a scenario: every non-quest card of its encounter sets, each
 * code repeated by its quantity (« Le deck de rencontre ... est construit avec toutes les
 * cartes des sets de rencontre suivants »). In easy mode (FFG's later official rule) each
 * card counts its easy-mode quantity from the data (Hall of Beorn; the full quantity when it
 * has none).
 * @returns card codes in collector order (unshuffled)
 */
export function encounterDeckList(id: ScenarioId, easy = false): string[] {
	const sets = SCENARIOS[id].encounterSets;
	const out: string[] = [];
	for (const c of CARDS as CardData[]) {
		if (c.type === 'quest' || !c.encounterSet || !sets.includes(c.encounterSet)) continue;
		const n = easy ? (c.easyQuantity ?? c.quantity) : c.quantity;
		for (let i = 0; i < n; i++) out.push(c.code);
	}
	return out;
}
