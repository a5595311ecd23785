/**
 * Les Deux Tours' first-game coach (GameUi.coach, UI.md "First game of a kind"): what the
 * phase is and what to tap, once per phase.
 */
import { m } from '$lib/paraglide/messages.js';
import type { GameSnapshot } from '$lib/engine/types';
import type { CoachTip } from '$lib/ui/contract';
import { phaseOf } from '../rules';
import type { TTContext } from '../types';

/** The tip for the phase now: moving (take cards), evaluation (lay cards); null otherwise. */
export function coach(s: GameSnapshot<TTContext>): CoachTip | null {
	const p = phaseOf(s.value);
	if (p === 'choose' || p === 'drawTwo') return { id: 'two-towers:movement', title: m.tt_coach_movement_title(), body: m.tt_coach_movement() };
	if (p === 'evaluation') return { id: 'two-towers:evaluation', title: m.tt_coach_evaluation_title(), body: m.tt_coach_evaluation() };
	return null;
}
