/**
 * One LCG event in words for the shell's hint line (GameUi.describeEvent, issue 11: "what
 * would the computer do?"), in the current locale.
 */
import type { GameEvent, GameSnapshot, SeatSetup } from '$lib/engine/types';
import { m } from '$lib/paraglide/messages.js';
import type { LcgContext, LcgEvent } from '../types';
import { chooseLabel, eventLabel } from './text';

const KNOWN = new Set(['KEEP', 'MULLIGAN', 'CONTINUE', 'DONE', 'PLAY', 'ACTIVATE', 'COMMIT', 'TRAVEL', 'ENGAGE', 'RESOLVE_ATTACK', 'DEFEND', 'NO_DEFENDER', 'ATTACK', 'ADD_ATTACKER', 'CONFIRM', 'CHOOSE']);

/**
 * `ev` as a sentence for the player who would make it: "Keep your starting hand", "Play
 * Guard of the Citadel · pay Aragorn 2", "Commit Glóin to the quest", "Done committing",
 * "Continue without playing an Action", "Choose “Decline”"… An event of an unknown type gets
 * a generic sentence. Never throws.
 * @param s the snapshot the event is legal in (its context names the cards)
 */
export function describeEvent(s: GameSnapshot<LcgContext>, ev: GameEvent, seats: SeatSetup[]): string {
	const ctx = s.context;
	const e = ev as LcgEvent;
	if (!KNOWN.has(e.type)) return m.lcg_ui_hint_generic();
	switch (e.type) {
		case 'KEEP':
			return m.lcg_ui_hint_keep();
		case 'MULLIGAN':
			return m.lcg_ui_hint_mulligan();
		case 'CONTINUE':
			return m.lcg_ui_hint_continue();
		case 'CHOOSE':
			return m.lcg_ui_hint_choose({ option: chooseLabel(ctx, e.value, seats) });
		default:
			try {
				return eventLabel(ctx, e, seats) || m.lcg_ui_hint_generic();
			} catch {
				return m.lcg_ui_hint_generic();
			}
	}
}
