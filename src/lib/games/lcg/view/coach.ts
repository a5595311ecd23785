/**
 * The LCG's first-game coach (GameUi.coach, UI.md "First game of a kind"): one panel per
 * phase of the round (« Déroulement d'un tour de jeu »).
 */
import { m } from '$lib/paraglide/messages.js';
import type { GameSnapshot } from '$lib/engine/types';
import type { CoachTip } from '$lib/ui/contract';
import type { LcgContext } from '../types';

const TIPS: Record<string, [() => string, () => string]> = {
	planning: [m.lcg_coach_planning_title, m.lcg_coach_planning],
	quest: [m.lcg_coach_quest_title, m.lcg_coach_quest],
	travel: [m.lcg_coach_travel_title, m.lcg_coach_travel],
	encounter: [m.lcg_coach_encounter_title, m.lcg_coach_encounter],
	combat: [m.lcg_coach_combat_title, m.lcg_coach_combat]
};

/** The tip for the phase now, or null (setup, resource, refresh and the end need none). */
export function coach(s: GameSnapshot<LcgContext>): CoachTip | null {
	const c = s.context;
	if (c.outcome) return null;
	const t = TIPS[c.phase];
	return t ? { id: `lcg:${c.phase}`, title: t[0](), body: t[1]() } : null;
}
