/**
 * The options an LCG save may carry (`GameDefinition.optionsSchema`), checked before an
 * imported save is set up.
 *
 * Deliberately permissive where other work adds fields: `v.looseObject` keeps unknown keys
 * (campaign or deck options added later pass through; the import's total size limit still
 * bounds them), and a custom deck is only checked as a small JSON object here; the game's
 * setup refuses a deck it cannot build. Merge point: add a new option's schema here.
 */
import * as v from 'valibot';

const deck = v.union([
	v.picklist(['leadership', 'tactics', 'spirit', 'lore']),
	v.pipe(v.string(), v.maxLength(64)),
	v.looseObject({})
]);

/** `{ scenario, shadows, decks, firstPlayer, pauseAtEveryWindow, ... }` (LcgOptions). */
export const lcgOptionsSchema = v.looseObject({
	scenario: v.picklist(['passage-through-mirkwood', 'journey-down-the-anduin', 'escape-from-dol-guldur']),
	shadows: v.boolean(),
	decks: v.nullable(v.pipe(v.array(deck), v.maxLength(4))),
	firstPlayer: v.union([v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)), v.literal('random')]),
	pauseAtEveryWindow: v.optional(v.boolean())
});
