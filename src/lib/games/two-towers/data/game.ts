/**
 * Les Deux Tours (Ravensburger 2002, Reiner Knizia): the printed facts the rules need.
 *
 * Source: ../shared/data/two-towers/game.json and SOURCES.md (public reviews S1–S9 and
 * the project's French rulebook `two-towers.fr.txt`, section « CONTENU » and « PRÉPARATIFS »).
 *
 * Values marked `RECONSTRUCTED` were NOT found in any source: they are a playable proposal
 * consistent with the known facts (see SOURCES.md, "Reconstruction rationale", and
 * RULES-NOTES.md). They live only in this file, so a correction is a one-line change.
 */

/** The four qualities (« la force, la sagesse, la persévérance, la résolution »), in printed order. */
export const QUALITIES = ['strength', 'wisdom', 'endurance', 'determination'] as const;

/** One of the four qualities a quality card shows and a location asks for. */
export type Quality = (typeof QUALITIES)[number];

/**
 * Card colours. The rulebook only says « quatre couleurs »; the names are placeholder labels
 * for the UI. RECONSTRUCTED (labels only; they change no rule).
 */
export const COLOURS = ['red', 'blue', 'green', 'yellow'] as const;

/** One of the four card colours (index 0..3 in `COLOURS`). */
export type Colour = (typeof COLOURS)[number];

/** « 80 cartes qualité »: 4 colours × 4 qualities × 5 (exact, S3, S9). */
export const COPIES_PER_COLOUR_AND_QUALITY = 5;
/** « 16 cartes de Gandalf (joker) » (exact). */
export const GANDALF_COUNT = 16;
/** 80 quality cards + 16 Gandalf cards. */
export const CARD_COUNT = COLOURS.length * QUALITIES.length * COPIES_PER_COLOUR_AND_QUALITY + GANDALF_COUNT;

/** « Chaque joueur reçoit six cartes » (exact). */
export const HAND_SIZE = 6;
/** « retournez quatre cartes et placez-les au milieu de la table » (exact). */
export const FACE_UP_AT_START = 4;

/** « 24 jetons de points (par groupe de 6 numérotés de 2 à 5) » (rulebook). */
export const TOKEN_VALUES = [2, 3, 4, 5] as const;
/** Six tokens of each value. */
export const TOKENS_PER_VALUE = 6;
/** 24 point tokens. */
export const TOKEN_COUNT = TOKEN_VALUES.length * TOKENS_PER_VALUE;

/** A location card, in journey order. */
export interface LocationData {
	/** Order number printed on the card (0 = Amon Hen, the start). */
	order: number;
	id: string;
	names: { fr: string; en: string };
	/** Whether the location is scored (Amon Hen is not: no tokens there). */
	scored: boolean;
	/** The quality symbols printed on the card, left to right. */
	qualities: readonly Quality[];
	/** True when `qualities` is a reconstruction (see RECONSTRUCTED_LOCATION_QUALITIES). */
	qualitiesReconstructed: boolean;
}

/**
 * RECONSTRUCTED: the printed symbols of every location except Fangorn (which the rulebook's
 * evaluation example fixes as wisdom + strength) and except the counts (1–2 each, three at
 * Minas Tirith, exact per S6–S8). Replace a line here when the printed card is known.
 */
const RECONSTRUCTED_LOCATION_QUALITIES: Record<string, readonly Quality[]> = {
	rohan: ['endurance'],
	edoras: ['determination', 'wisdom'],
	orthanc: ['determination'],
	'helms-deep': ['strength', 'endurance'],
	'minas-tirith': ['strength', 'wisdom', 'determination']
};

/** « Posez les sept cartes de lieux ... en fonction de leur numéro » (names and order: exact, S1). */
export const LOCATIONS: readonly LocationData[] = [
	{ order: 0, id: 'amon-hen', names: { fr: 'Amon Hen', en: 'Amon Hen' }, scored: false, qualities: [], qualitiesReconstructed: false },
	{ order: 1, id: 'rohan', names: { fr: 'Rohan', en: 'Rohan' }, scored: true, qualities: RECONSTRUCTED_LOCATION_QUALITIES.rohan, qualitiesReconstructed: true },
	{ order: 2, id: 'fangorn', names: { fr: 'Fangorn', en: 'Fangorn' }, scored: true, qualities: ['wisdom', 'strength'], qualitiesReconstructed: false },
	{ order: 3, id: 'edoras', names: { fr: 'Edoras', en: 'Edoras' }, scored: true, qualities: RECONSTRUCTED_LOCATION_QUALITIES.edoras, qualitiesReconstructed: true },
	{ order: 4, id: 'orthanc', names: { fr: 'Orthanc', en: 'Orthanc' }, scored: true, qualities: RECONSTRUCTED_LOCATION_QUALITIES.orthanc, qualitiesReconstructed: true },
	{ order: 5, id: 'helms-deep', names: { fr: 'Le Gouffre de Helm', en: "Helm's Deep" }, scored: true, qualities: RECONSTRUCTED_LOCATION_QUALITIES['helms-deep'], qualitiesReconstructed: true },
	{ order: 6, id: 'minas-tirith', names: { fr: 'Minas Tirith', en: 'Minas Tirith' }, scored: true, qualities: RECONSTRUCTED_LOCATION_QUALITIES['minas-tirith'], qualitiesReconstructed: true }
];

/** Index of the last location, Minas Tirith (« le lieu de destination »). */
export const LAST_LOCATION = LOCATIONS.length - 1;

/**
 * RECONSTRUCTED: the spaces printed on each of the six path cards. Sources agree on a range
 * of 2–4 spaces (S3, S4, S9) but none lists the cards; this is an even spread (18 spaces).
 */
export const PATH_CARD_SPACES: readonly number[] = [2, 2, 3, 3, 4, 4];

/** Whether each group of facts above is a reconstruction, for the UI and RULES-NOTES.md. */
export const RECONSTRUCTED = {
	locationQualities: true,
	pathCardSpaces: true,
	colourNames: true,
	/** How « au moins un jeton de 5 » at Minas Tirith is guaranteed: a 5 is put there first. */
	minasTirithFiveProcedure: true
} as const;
