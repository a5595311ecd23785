/**
 * Reactions: adventure cards played outside the holder's own moves (RULES-NOTES.md « Reactions »).
 *
 * A window (phase 'react', `RiskContext.reaction`) opens for one player — the reaction seat —
 * who answers with REACT (one card) or NO_REACTION; then play goes on where it stopped.
 * Two triggers:
 * - a battle declared (the first of an invasion `from` → `to`, once per pair and turn) against a
 *   territory of another player who holds a reaction playable against it; then the declared
 *   battle is fought. The neutral army never reacts.
 * - the Fellowship's roll to leave its step, when a player holds Faramir and ±2 would change
 *   the result; then the roll takes effect.
 * The cards (data/reactions.ts, RECONSTRUCTED deck membership):
 * - Courage Alone Will Not Save You ('courage'): 4 more battalions in the invaded territory.
 * - Strategic Withdrawal ('withdrawal', with `to`): all but 1 battalion of the invaded territory
 *   go to an adjacent territory of the holder (the leader stays).
 * - Violent Storms ('violentStorms'): only against a battle over a sea line into a territory
 *   with a port; the battalions committed to this battle (its dice) are destroyed, no roll.
 * - Faramir Finds the Ringbearer ('faramir', with `shift` +2 or −2): added to the roll.
 */
import { ADVENTURE_CARDS, type ReactionEffect } from '../data/adventure';
import { TERRITORIES } from '../data/map';
import { NEIGHBOURS, connection } from './board';
import { ringRollSucceeds } from './fellowship';
import { grant, log, remove, tname } from './state';
import type { ReactionWindow, RiskContext, RiskEvent } from '../types';

const REACTIONS: ReactionEffect[] = ['courage', 'withdrawal', 'violentStorms', 'faramir'];

/** The reaction effect of adventure card `id`, or null. */
export function reactionOf(id: number): ReactionEffect | null {
	const k = ADVENTURE_CARDS[id]?.kind;
	return k && k.type === 'power' && (REACTIONS as string[]).includes(k.effect) ? (k.effect as ReactionEffect) : null;
}

/** The key of an invasion in `TurnState.invasions`. */
export const invasionKey = (from: number, to: number): number => from * 64 + to;

/** The seat who must act now: the reaction seat while a window is open, else the player on turn. */
export function actingSeat(c: RiskContext): number {
	return c.phase === 'react' && c.reaction ? c.reaction.seat : c.current;
}

/** One way to play a reaction: a destination (Strategic Withdrawal), a shift (Faramir), or nothing more. */
type Option = { to?: number; shift?: 2 | -2 };

/** Every REACT / NO_REACTION event the reaction seat may send (empty for any other seat). */
export function reactionEvents(c: RiskContext, seat: number): RiskEvent[] {
	const w = c.reaction;
	if (c.phase !== 'react' || !w || w.seat !== seat) return [];
	const out: RiskEvent[] = [];
	const seen = new Set<ReactionEffect>();
	for (const card of playable(c, seat)) {
		const eff = reactionOf(card) as ReactionEffect;
		if (seen.has(eff)) continue;
		seen.add(eff);
		for (const o of reactionOptions(c, w, eff)) out.push({ type: 'REACT', seat, card, ...o });
	}
	out.push({ type: 'NO_REACTION', seat });
	return out;
}

/** Reaction cards `seat` holds that it may play (not one it drew this turn, « Pioche des cartes »). */
function playable(c: RiskContext, seat: number): number[] {
	return c.adventureHands[seat].filter((card) => reactionOf(card) !== null && !(seat === c.current && card === c.turn.drawnAdventure));
}

/** How a reaction may be played in window `w` ([] when it may not). */
function reactionOptions(c: RiskContext, w: ReactionWindow, eff: ReactionEffect): Option[] {
	if (eff === 'faramir') {
		if (!w.ring) return [];
		const total = w.ring.die + w.ring.plus;
		const now = ringRollSucceeds(total, c.options.ringRoll);
		return ([2, -2] as const).filter((s) => ringRollSucceeds(total + s, c.options.ringRoll) !== now).map((shift) => ({ shift }));
	}
	if (!w.attack) return [];
	const { from, to } = w.attack;
	switch (eff) {
		case 'courage':
			return [{}];
		case 'withdrawal':
			return c.armies[to] >= 2 ? NEIGHBOURS[to].filter((n) => c.owner[n] === w.seat).map((n) => ({ to: n })) : [];
		case 'violentStorms':
			return connection(from, to) === 'sea' && TERRITORIES[to].port ? [{}] : [];
	}
}

/** Whether `seat` holds a reaction playable in window `w`. */
function canReact(c: RiskContext, w: ReactionWindow): boolean {
	return playable(c, w.seat).some((card) => reactionOptions(c, w, reactionOf(card) as ReactionEffect).length > 0);
}

/**
 * Opens a window for the battle `from` → `to` with `dice` just declared by `attacker`, when the
 * defender may react (first battle of this invasion this turn; a player, not the neutral army).
 * @returns true when the window is open (the battle waits for the answer)
 */
export function openReaction(c: RiskContext, attacker: number, from: number, to: number, dice: number): boolean {
	const key = invasionKey(from, to);
	const invasions = (c.turn.invasions ??= []);
	if (invasions.includes(key)) return false;
	invasions.push(key);
	const defender = c.owner[to];
	if (defender < 0 || defender === attacker || c.eliminated[defender]) return false;
	const w: ReactionWindow = { seat: defender, attack: { from, to, dice, attacker } };
	if (!canReact(c, w)) return false;
	c.reaction = w;
	c.phase = 'react';
	return true;
}

/**
 * Opens a window after the Fellowship's roll (`die` + `plus`, rolled at the end of `roller`'s
 * turn) for the first player in play order from `roller` who may play Faramir so that it
 * changes the result (never when the Fellowship stays anyway: Boromir, A Balrog Is Come).
 * @returns true when the window is open (the roll waits for the answer)
 */
export function openRingReaction(c: RiskContext, roller: number, die: number, plus: number): boolean {
	if (c.turn.ringStay) return false;
	const i = c.order.indexOf(roller);
	for (let k = 0; k < c.order.length; k++) {
		const seat = c.order[(i + k) % c.order.length];
		if (c.eliminated[seat]) continue;
		const w: ReactionWindow = { seat, ring: { die, plus, roller } };
		if (canReact(c, w)) {
			c.reaction = w;
			c.phase = 'react';
			return true;
		}
	}
	return false;
}

/** What is left to do once a window is answered. */
export type Answered = { battle: NonNullable<ReactionWindow['attack']> | null; ring: (NonNullable<ReactionWindow['ring']> & { shift: number }) | null };

/**
 * Plays the answer (REACT or NO_REACTION; it must be legal) and closes the window.
 * @returns the declared battle to fight now (null when none is left: Violent Storms), or the
 *   Fellowship's roll to apply with Faramir's shift (0 without)
 */
export function answerReaction(c: RiskContext, ev: Extract<RiskEvent, { type: 'REACT' | 'NO_REACTION' }>): Answered {
	const w = c.reaction as ReactionWindow;
	c.reaction = null;
	c.phase = w.ring ? 'fellowship' : 'combat';
	const done: Answered = { battle: w.attack ?? null, ring: w.ring ? { ...w.ring, shift: 0 } : null };
	if (ev.type === 'NO_REACTION') return done;
	const seat = ev.seat;
	const eff = reactionOf(ev.card) as ReactionEffect;
	c.adventureHands[seat] = c.adventureHands[seat].filter((x) => x !== ev.card);
	c.adventureScored[seat].push(ev.card);
	const key = ADVENTURE_CARDS[ev.card].key;
	if (eff === 'faramir') {
		done.ring!.shift = ev.shift as number;
		log(c, 'react_faramir', { card: key, shift: (ev.shift as number) > 0 ? '+2' : '−2' }, seat);
		return done;
	}
	const { from, to, dice } = w.attack!;
	switch (eff) {
		case 'courage':
			log(c, 'react_courage', { card: key, territory: tname(to) }, seat);
			grant(c, to, 4);
			return done;
		case 'withdrawal': {
			const n = c.armies[to] - 1;
			c.armies[to] -= n;
			c.armies[ev.to as number] += n;
			log(c, 'react_withdrawal', { card: key, from: tname(to), to: tname(ev.to as number), count: n }, seat);
			return done;
		}
		case 'violentStorms': {
			const lost = Math.min(dice, c.armies[from] - 1);
			remove(c, from, lost);
			log(c, 'react_violentStorms', { card: key, from: tname(from), count: lost }, seat);
			return { battle: null, ring: null };
		}
	}
}
