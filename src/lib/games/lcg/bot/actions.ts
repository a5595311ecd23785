/**
 * Playing cards and using Actions (planning, and every action window): each PLAY or
 * ACTIVATE the seat may make is tried by the one-step lookahead (value.ts `moveGain`) and the
 * best one is made when it is worth it (allies and attachments that add to the table, A Test
 * of Will-like events when they change the outcome, Steward of Gondor's resources, Feint on an
 * attacker...). Payment variants of the same play are judged once (the first split).
 */
import type { LcgEvent } from '../types';
import { because, type BotChoice } from './reason';
import { getDef } from '../cards/registry';
import { lookaheadAfter, repeatedActionGain } from './value';
import { readiesOnCommit, type View } from './see';

/** The same play or Action with another way to pay counts once. */
function playKey(e: LcgEvent): string {
	if (e.type === 'PLAY') return `P:${e.card}:${JSON.stringify(e.target ?? null)}:${e.x ?? ''}`;
	if (e.type === 'ACTIVATE') return `A:${e.card}:${e.ability}:${JSON.stringify(e.target ?? null)}`;
	return JSON.stringify(e);
}

/**
 * How many heroes that ready themselves after questing (see.ts `readiesOnCommit`) keep a
 * resource after paying for `e` as it says.
 */
function payKeeps(v: View, e: LcgEvent): number {
	const pay = e.type === 'PLAY' || e.type === 'ACTIVATE' ? (e.pay ?? {}) : {};
	let n = 0;
	for (const id in pay) if (readiesOnCommit(v, id) && v.cards[id].resources - pay[id] < 1) n--;
	return n;
}

/** How many distinct plays the lookahead tries at most per decision (time budget). */
const MAX_TRIED = 24;

/**
 * The best PLAY/ACTIVATE of `legal` and its gain, or null when none is worth `threshold`.
 * @param random the bot's chance (the lookahead's sampled hidden cards)
 */
export function bestPlay(v: View, legal: LcgEvent[], random: () => number, threshold: number): { event: LcgEvent; gain: number } | null {
	// No gain can pass an infinite threshold ("easy" never acts in windows): nothing to look at.
	if (threshold === Infinity) return null;
	// One way to pay per play: the one that leaves a resource on the heroes that need one to ready after questing.
	const ways = new Map<string, LcgEvent>();
	for (const e of legal) {
		if (e.type !== 'PLAY' && e.type !== 'ACTIVATE') continue;
		const k = playKey(e);
		const had = ways.get(k);
		if (!had || payKeeps(v, e) > payKeeps(v, had)) ways.set(k, e);
	}
	let best: { event: LcgEvent; gain: number } | null = null;
	let tried = 0;
	const gain = lookaheadAfter(v, random);
	for (const e of ways.values()) {
		if (e.type !== 'PLAY' && e.type !== 'ACTIVATE') continue;
		if (tried++ >= MAX_TRIED) break;
		const r = gain(e);
		if (r === null) continue;
		// A card with an Action (Steward of Gondor...) is worth its later uses too.
		const g = r.gain + (e.type === 'PLAY' && getDef(v.cards[e.card].cardId)?.actions?.length ? repeatedActionGain(r.after, e.seat, e.card) : 0);
		if (!best || g > best.gain) best = { event: e, gain: g };
	}
	return best && best.gain > threshold ? best : null;
}

/** A reason for a play: the card played or used. */
export function playReason(v: View, e: LcgEvent, gain: number): BotChoice {
	const card = e.type === 'PLAY' || e.type === 'ACTIVATE' ? v.cards[e.card].cardId : '';
	return because(e, e.type === 'PLAY' ? 'lcgbot_reason_play' : 'lcgbot_reason_activate', { card, gain: Math.round(gain * 10) / 10 });
}

/** Planning (« Phase d'Organisation »): the best play while one is worth it, then DONE. */
export function planningChoice(v: View, legal: LcgEvent[], random: () => number, threshold: number): BotChoice {
	const best = bestPlay(v, legal, random, threshold);
	if (best) return playReason(v, best.event, best.gain);
	return because(legal.find((e) => e.type === 'DONE') ?? legal[0], 'lcgbot_reason_planning_done', {});
}

/** An action window: the best Action when worth it, else pass (CONTINUE: every player may pass). */
export function windowChoice(v: View, legal: LcgEvent[], random: () => number, threshold: number): BotChoice {
	const best = bestPlay(v, legal, random, threshold);
	if (best) return playReason(v, best.event, best.gain);
	return because(legal.find((e) => e.type === 'CONTINUE') ?? legal[0], 'lcgbot_reason_pass', {});
}
