/**
 * Risk's first-game coach (GameUi.coach, UI.md "First game of a kind: a one-panel coach the
 * first time each phase comes up"): what the phase is and what to tap, once per phase of the
 * turn (« Déroulement d'un tour » : renforts, combat, manœuvre, cartes, la Communauté). The table
 * shows a tip only while a person may act (TableSession), so it comes at that person's phase.
 */
import { m } from '$lib/paraglide/messages.js';
import type { GameSnapshot } from '$lib/engine/types';
import type { CoachTip } from '$lib/ui/contract';
import type { RiskContext } from '../types';

type Key = 'setup' | 'reinforce' | 'combat' | 'conquer' | 'manoeuvre' | 'draw' | 'fellowship' | 'react';

/** The tip's key for each phase (the setup's steps share one; the end has none). */
const KEYS: Record<string, Key> = {
	claim: 'setup',
	setupPlace: 'setup',
	setupLeader: 'setup',
	reinforce: 'reinforce',
	combat: 'combat',
	conquer: 'conquer',
	manoeuvre: 'manoeuvre',
	manoeuvreCount: 'manoeuvre',
	draw: 'draw',
	discardAdventure: 'draw',
	fellowship: 'fellowship',
	react: 'react'
};

const TIPS: Record<Key, () => { title: string; body: string }> = {
	setup: () => ({ title: m.risk_coach_setup_title(), body: m.risk_coach_setup() }),
	reinforce: () => ({ title: m.risk_coach_reinforce_title(), body: m.risk_coach_reinforce() }),
	combat: () => ({ title: m.risk_coach_combat_title(), body: m.risk_coach_combat() }),
	conquer: () => ({ title: m.risk_coach_conquer_title(), body: m.risk_coach_conquer() }),
	manoeuvre: () => ({ title: m.risk_coach_manoeuvre_title(), body: m.risk_coach_manoeuvre() }),
	draw: () => ({ title: m.risk_coach_draw_title(), body: m.risk_coach_draw() }),
	fellowship: () => ({ title: m.risk_coach_fellowship_title(), body: m.risk_coach_fellowship() }),
	react: () => ({ title: m.risk_coach_react_title(), body: m.risk_coach_react() })
};

/** The tip for the phase now (id `risk:<key>`), or null (the end, a leader placed after a mission). */
export function coach(s: GameSnapshot<RiskContext>): CoachTip | null {
	const key = KEYS[s.context.phase];
	return key ? { id: `risk:${key}`, ...TIPS[key]() } : null;
}
