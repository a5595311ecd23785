/**
 * Deprecated alias of the one settings store, `prefs.svelte.ts`, kept for views outside the
 * shared UI that still import it (the LCG board reads `stopEveryWindow`). New code imports
 * `$lib/ui/prefs.svelte`.
 */
import { prefs } from './prefs.svelte';

export { BOT_DELAY_MS, SUMMARY_FADE_MS, type BotSpeed, type SummaryMode } from './prefs.svelte';

/** Read-only view for older callers: `stopEveryWindow` is the opposite of `prefs.autoPass`. */
export const tablePrefs = {
	get stopEveryWindow(): boolean {
		return !prefs.autoPass;
	},
	get botSpeed() {
		return prefs.botSpeed;
	},
	get summaries() {
		return prefs.summaries;
	},
	get sound() {
		return prefs.sound;
	}
};
