/**
 * The first-game coach of Knizia's card game (GameUi.coach, UI.md "First game of a kind").
 */
import { m } from '$lib/paraglide/messages.js';
import type { GameSnapshot } from '$lib/engine/types';
import type { CoachTip } from '$lib/ui/contract';
import { phaseOf } from '../definition';
import type { KcContext } from '../types';

/** The tip for the phase now: laying cards, or laying the next region; null at the end. */
export function coach(s: GameSnapshot<KcContext>): CoachTip | null {
	const p = phaseOf(s);
	if (p === 'playing') return { id: 'knizia-cards:playing', title: m.kc_coach_playing_title(), body: m.kc_coach_playing() };
	if (p === 'placingRegion') return { id: 'knizia-cards:region', title: m.kc_coach_region_title(), body: m.kc_coach_region() };
	return null;
}
