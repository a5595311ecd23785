/**
 * The options a Les Deux Tours save may carry (`GameDefinition.optionsSchema`), checked
 * before an imported save is set up.
 */
import * as v from 'valibot';

/** `{ startSeat }`: « c'est le joueur le plus jeune qui commence », a seat from 0 to 4 (2–5 players). */
export const ttOptionsSchema = v.strictObject({
	startSeat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4))
});
