/**
 * The partner's one-step lookahead: how good a table is for the players (`tableValue`, in
 * rough "points"), and what a move changes (`moveGain`: the move applied by the engine's own
 * `applyEvent` to a determinized copy of the seat's view, see.ts `determinize`). Used for what
 * a card does in play (allies, attachments, events, Actions), so the partner judges a card
 * from its effect and stats, not from a list of card codes.
 */
import { getDef } from '../cards/registry';
import { UnknownCardError } from '../data/cards';
import { applyEvent, legalEvents } from '../flow';
import { settle } from '../replay';
import { decisionChoice } from './decisions';
import { dataOf, heroes, stagingThreat, stat, turnOrder, zoneIds, activeLocation } from '../state';
import type { LcgEvent } from '../types';
import { characterValue, determinize, expectedAttacks, hidden, myCharacters, readyOf, remaining, type View } from './see';
import { exposure } from './combat-math';

/** Steps in which a ready character may still defend or attack this round. */
function combatAhead(v: View): boolean {
	return ['planning', 'quest', 'travel', 'encounter', 'combat', 'resource'].includes(v.phase);
}

/**
 * The players' prospects on this table: characters (heroes far above allies), resources,
 * cards in hand, threat (steeply near 50), enemies engaged and their attacks still to come,
 * the staging area's threat, quest progress; during the quest, committed willpower against
 * the staging threat. Higher is better; only comparisons between two tables mean anything.
 */
export function tableValue(v: View): number {
	if (v.outcome === 'victory') return 1000;
	if (v.outcome === 'defeat') return -1000;
	let val = 0;
	const ahead = combatAhead(v);
	// Characters are valued by their lasting stats (a bonus until the end of the phase is not worth a card).
	const lasting = lastingValues(v);
	for (let s = 0; s < v.players.length; s++) {
		const p = v.players[s];
		if (p.eliminated) {
			val -= 300;
			continue;
		}
		for (const id of myCharacters(v, s)) {
			val += lasting.get(id) ?? characterValue(v, id);
			if (ahead && !v.cards[id].exhausted) val += 0.2 * stat(v, id, 'attack');
		}
		for (const id of zoneIds(v, `play:${s}`).concat(zoneIds(v, 'attached').filter((a) => v.cards[a].controller === s)))
			if (!hidden(v, id)) {
				const def = getDef(v.cards[id].cardId);
				if (def?.actions?.length) val += 1.5;
			}
		const res = heroes(v, s).reduce((n, h) => n + v.cards[h].resources, 0);
		val += 0.6 * Math.min(res, 8) + 0.2 * Math.max(0, res - 8);
		val += 0.8 * zoneIds(v, `hand:${s}`).length;
		val -= 0.3 * p.threat + 2 * Math.max(0, p.threat - 40);
		for (const e of zoneIds(v, `engaged:${s}`)) {
			if (hidden(v, e)) continue;
			val -= 0.8 * stat(v, e, 'attack') + 0.5 * Math.max(0, remaining(v, e)) + 1;
		}
		// The attacks still to come this round against the ready defenders.
		if (ahead) val -= exposure(v, s, expectedAttacks(v, s, false), readyOf(v, s));
	}
	val -= 0.6 * stagingThreat(v);
	for (const id of zoneIds(v, 'staging'))
		if (!hidden(v, id) && dataOf(v, id).type === 'enemy') val -= 0.3 * stat(v, id, 'attack') + 0.2 * Math.max(0, remaining(v, id));
	if (v.phase === 'quest' && v.step !== 'quest.commit' && v.committed.length > 0) {
		const will = v.committed.filter((id) => v.cards[id] && !hidden(v, id)).reduce((n, id) => n + stat(v, id, 'willpower'), 0);
		val += 1.2 * (will - stagingThreat(v));
	}
	val += v.quest.progress + 12 * v.quest.stage;
	const loc = activeLocation(v);
	if (loc) val += v.cards[loc].progress;
	val += 2 * zoneIds(v, 'victory').length;
	void turnOrder;
	return val;
}

/**
 * `characterValue` of every character in play by its lasting stats (the view without the
 * modifiers that end with the phase or round), keyed by card; empty when every modifier is
 * permanent (the view's own stats are then the lasting ones). Read in one pass before the
 * view's own stats: the engine caches the constant effects for one modifier list at a time
 * (state.ts `constants`), so alternating the two lists card by card recomputed them at every read.
 */
function lastingValues(v: View): Map<string, number> {
	const out = new Map<string, number>();
	if (!v.modifiers.some((m) => m.until !== 'permanent')) return out;
	const lasting: View = { ...v, modifiers: v.modifiers.filter((m) => m.until === 'permanent') };
	for (let s = 0; s < v.players.length; s++) if (!v.players[s].eliminated) for (const id of myCharacters(v, s)) out.set(id, characterValue(lasting, id));
	return out;
}

/**
 * What `ev` is worth for the players: the table value after it (applied to a determinized copy
 * of the view, and the decisions it opens taken as the partner would, up to 4) minus the value now. Null when the lookahead cannot play it (it reaches a card
 * the seat cannot know, such as the next quest stage).
 */
export function moveGain(v: View, ev: LcgEvent, random: () => number): number | null {
	return lookahead(v, random)(ev);
}

/**
 * One sampled table for several moves (the same sample for each, so they compare fairly, and
 * the copy and its value are made once): returns the gain function of `moveGain`.
 */
export function lookahead(v: View, random: () => number): (ev: LcgEvent) => number | null {
	const after = lookaheadAfter(v, random);
	return (ev) => after(ev)?.gain ?? null;
}

/**
 * `lookahead`, with the table the move leads to: `{ after, gain }`, or null when the
 * lookahead cannot play the move.
 */
export function lookaheadAfter(v: View, random: () => number): (ev: LcgEvent) => { after: View; gain: number } | null {
	let d: View | null = null;
	let before = 0;
	return (ev) => {
		try {
			if (!d) {
				d = determinize(v, random);
				before = tableValue(d);
			}
			let after = applyEvent(d, ev);
			// A decision the move opens (a Forced effect's choice, a Response offered) is taken as the partner would.
			for (let n = 0; n < 4 && after.decision && after.outcome === null; n++) {
				const seat = after.decision.seat;
				after = applyEvent(after, decisionChoice(after, seat, legalEvents(after, seat)).event);
			}
			return { after, gain: tableValue(after) - before };
		} catch (err) {
			if (reachedHidden(err)) return null;
			throw err;
		}
	};
}

/**
 * True when `err` is the engine refusing a card the seat cannot know (data/cards.ts `cardData`
 * of the hidden code '?', an `UnknownCardError` whose `hidden` is set: the next quest stage, a
 * card no sample could name). Only that ends a lookahead quietly; any other error, whatever its
 * text, is a defect and is thrown.
 */
export function reachedHidden(err: unknown): boolean {
	return err instanceof UnknownCardError && err.hidden;
}

/** Rounds a card's repeatable Action is counted for when the card is played (later uses, discounted). */
const REPEAT = 2.5;

/**
 * What a card with an Action brings each round once in play: the best gain of using that
 * Action on `played` (the table just after the card was played), times `REPEAT`; 0 when it
 * cannot be used there or brings nothing.
 */
export function repeatedActionGain(played: View, seat: number, card: string): number {
	let best = 0;
	try {
		// The step after a play moves on to its action window (the statechart's eventless transitions).
		const after = settle(played, played.step).ctx;
		const base = tableValue(after);
		const seen = new Set<number>();
		for (const e of legalEvents(after, seat)) {
			if (e.type !== 'ACTIVATE' || e.card !== card || seen.has(e.ability)) continue;
			seen.add(e.ability);
			best = Math.max(best, tableValue(applyEvent(after, e)) - base);
		}
	} catch (err) {
		if (reachedHidden(err)) return 0;
		throw err;
	}
	return REPEAT * best;
}
