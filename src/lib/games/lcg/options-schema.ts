/**
 * The options an LCG save may carry (`GameDefinition.optionsSchema`), checked before an
 * imported save is set up (the defaults are merged in first, so a save made before an
 * option existed still passes).
 *
 * Strict (issue 20): an unknown key is refused, as in every game, so junk in a file never
 * reaches the rules. A new option must be added here. A custom deck's cards are checked
 * here only as lists of short codes; the game's setup refuses a deck it cannot build.
 */
import * as v from 'valibot';

const code = v.pipe(v.string(), v.maxLength(16));

/** A starter deck id or a custom deck (`DeckList`: hero codes and card codes). */
const deck = v.union([
	v.picklist(['leadership', 'tactics', 'spirit', 'lore']),
	v.strictObject({ heroes: v.pipe(v.array(code), v.maxLength(3)), cards: v.pipe(v.array(code), v.maxLength(200)) })
]);

/** What a seat carries into a campaign scenario (`SeatCarryOver`), or null for a fresh start. */
const carry = v.nullable(
	v.strictObject({
		threat: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50))),
		damage: v.record(code, v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)))
	})
);

/** `{ scenario, shadows, decks, firstPlayer, pauseAtEveryWindow, easy?, carryOver?, campaignId? }` (LcgOptions). */
export const lcgOptionsSchema = v.strictObject({
	scenario: v.picklist(['passage-through-mirkwood', 'journey-down-the-anduin', 'escape-from-dol-guldur']),
	shadows: v.boolean(),
	decks: v.nullable(v.pipe(v.array(deck), v.maxLength(4))),
	firstPlayer: v.union([v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)), v.literal('random')]),
	pauseAtEveryWindow: v.optional(v.boolean()),
	easy: v.optional(v.boolean()),
	carryOver: v.optional(v.nullable(v.pipe(v.array(carry), v.maxLength(4)))),
	campaignId: v.optional(v.pipe(v.string(), v.maxLength(100)))
});
