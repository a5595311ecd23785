/**
 * The choices of the table's one auto-pass control (prefs `autoPass`, GameDefinition.autoEvent),
 * in the order shown, with their labels in the current locale: the play screen's ⚙ and the
 * settings page show the same three.
 */
import { m } from '$lib/paraglide/messages.js';
import type { AutoPassPolicy } from '$lib/engine/types';

/** One choice: the policy and its label. */
export interface AutoPassChoice {
	id: AutoPassPolicy;
	label: () => string;
}

/** Pass the quiet windows (the default), pass until something happens to me, stop at every window. */
export const AUTO_PASS_CHOICES: readonly AutoPassChoice[] = [
	{ id: 'quiet', label: m.table_autopass_quiet },
	{ id: 'until-me', label: m.table_autopass_until_me },
	{ id: 'stop', label: m.table_autopass_stop }
];
