/** localStorage keys of the app's device preferences (read before the database opens). */
export const LANGUAGE_CHOSEN = 'met-language-chosen';
/** '1' when the player asked for reduced motion in the settings. */
export const REDUCED_MOTION = 'met-reduced-motion';
