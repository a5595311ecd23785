/**
 * The options a saved cooperative game may carry (`GameDefinition.optionsSchema`), checked
 * before an imported save is set up (the defaults are merged in first, so a save made before
 * an option existed still passes).
 */
import * as v from 'valibot';

/**
 * `{ sauron, passRing, equalTurns, solo, competitive }` (CoopOptions): Sauron's start 15 / 12 / 10
 * and the rulebook's « VARIANTES » (« PASSAGE DE L'ANNEAU », « ÉGALITÉ DE TOURS »,
 * « JEU COMPÉTITIF »), plus the one-person option.
 */
export const coopOptionsSchema = v.strictObject({
	sauron: v.picklist([15, 12, 10]),
	passRing: v.boolean(),
	equalTurns: v.boolean(),
	solo: v.boolean(),
	competitive: v.boolean()
});
