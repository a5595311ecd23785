/**
 * The options a saved game of the region card game may carry (`GameDefinition.optionsSchema`),
 * checked before an imported save is set up.
 */
import * as v from 'valibot';

/** `{ hideScores }`: « ne pas révéler le nombre de fiches gagnées » during play. */
export const kcOptionsSchema = v.strictObject({
	hideScores: v.boolean()
});
