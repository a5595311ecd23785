/**
 * The options a saved Risk game may carry (`GameDefinition.optionsSchema`), checked before an
 * imported save is set up (the defaults are merged in first, so a save made before an option
 * existed still passes). Strict: an unknown key or a value outside its choices is refused
 * (issue 20: `ringRoll: "banana"` used to play as "higher than three").
 */
import * as v from 'valibot';

/**
 * `{ ringRoll, regionPoints, adventureDraw, strongholdBattalions }` (RiskOptions): the
 * the Ring's roll (a 3 exactly, or higher than three),
 * region points, when adventure cards are drawn, and the battalions a stronghold adds (types.ts);
 * `adventureDeck` (optional): the deck's edition (1 for saves made before issue 19).
 */
export const riskOptionsSchema = v.strictObject({
	ringRoll: v.picklist(['three', 'higherThanThree']),
	regionPoints: v.picklist(['one', 'bonus']),
	adventureDraw: v.picklist(['stronghold', 'siteOfPower']),
	strongholdBattalions: v.boolean(),
	adventureDeck: v.optional(v.picklist([1, 2]))
});
