/**
 * The events of the four event tracks and the actions of the three peaceful havens, written
 * as interpreter steps (adventure-boards.json `events`, main-board.json `peacefulHavens`,
 * read from the 2000 print; see RULES-NOTES.md for every reading).
 */
import type { SeatId } from '$lib/engine/types';
import { CARDS, type AdventureId, type CardSymbol, type LifeToken } from '../data/game';
import type { CoopContext, Payment, Step } from '../types';
import { payment } from './payment';
import { livingFrom } from './state';

const sauron = (n: number): Step => ({ k: 'sauron', n });
const roll = (seat: SeatId): Step => ({ k: 'roll', seat });
/** Placeholder seat inside `each` / `others`: replaced by each hobbit in turn. */
export const EACH = -1;

/**
 * The steps of event `index` (1-based) of `adv` (« ÉVÉNEMENTS »).
 * @throws RangeError for an unknown event
 */
export function eventSteps(c: CoopContext, adv: AdventureId, index: number): Step[] {
	const active = c.active;
	const bearer = c.bearer ?? active;
	const id = `${adv}:${index}`;
	switch (id) {
		case 'moria:1': // Speak Friend and Enter: group discards [friendship] and [star], otherwise Sauron
			return [{ k: 'pay', pay: payment('group', { symbols: { friendship: 1, star: 1 } }, 'speakFriend', [], [sauron(1)]) }];
		case 'moria:2': // Watcher in the Water: EACH PLAYER discards [hiding] otherwise die
			return [{ k: 'each', steps: [{ k: 'pay', pay: payment(EACH, { symbols: { hiding: 1 } }, 'watcher', [], [roll(EACH)]) }] }];
		case 'moria:3': // Stone in the Well
			return [{ k: 'revealQuest', then: 'stoneInWell' }];
		case 'moria:4': // Trapped?
			return complete(c, ['travelling', 'hiding']) ? [] : [sauron(2), roll(bearer)];
		case 'moria:5': // Orcs Attack
			return [{ k: 'pay', pay: payment('group', { symbols: { fighting: 5 } }, 'orcsAttack', [], [sauron(2)]) }];
		case 'moria:6': // Fly, You Fools! one player 3 dark steps, otherwise each player die
			return [{ k: 'choose', seat: active, reason: 'flyYouFools', options: [
				...livingFrom(c, active).map((s) => ({ id: `dark:${s}`, steps: [{ k: 'dark', seat: s, n: 3 } as Step] })),
				{ id: 'eachDie', steps: [{ k: 'each', steps: [roll(EACH)] }] }
			] }];
		case 'helmsDeep:1': // Wormtongue Unmasked
			return [{ k: 'pay', pay: payment('one', { symbols: { friendship: 1, fighting: 1 } }, 'wormtongue', [], [{ k: 'removeLegends', home: 'helmsDeep' }]) }];
		case 'helmsDeep:2': // Riders of Rohan
			return complete(c, ['friendship']) ? [{ k: 'legend', seat: active, card: 'L-riders' }] : [sauron(1), roll(bearer)];
		case 'helmsDeep:3': // Orcs Attack the Gate
			return partComplete(c, 0) ? [{ k: 'each', steps: [{ k: 'draw', seat: EACH, n: 1 }] }] : [sauron(2)];
		case 'helmsDeep:4': // Fire of Orthanc
			return [{ k: 'revealQuest', then: 'fireOfOrthanc' }];
		case 'helmsDeep:5': // Orcs Storm Forward: group discards a heart, a sun and a ring token
			return [{ k: 'pay', pay: payment('group', { tokens: ['heart', 'sun', 'ring'] }, 'orcsStorm', [], [sauron(2)]) }];
		case 'helmsDeep:6': // Orcs Conquer Helm's Deep
			return partComplete(c, 1) ? [sauron(2)] : [sauron(2), roll(bearer), roll(bearer)];
		case 'shelobsLair:1': // Gollum: the group may discard 7 runes
			return [{ k: 'pay', pay: payment('group', { runes: 7 }, 'gollum', [{ k: 'legend', seat: active, card: 'L-gollum' }, { k: 'others', seat: active, steps: [{ k: 'draw', seat: EACH, n: 2 }] }], [], true) }];
		case 'shelobsLair:2': // Faces of the Dead: EACH PLAYER discards [star] otherwise 3 runes
			return [{ k: 'each', steps: [{ k: 'pay', pay: payment(EACH, { symbols: { star: 1 } }, 'facesOfTheDead', [], [{ k: 'forcedRunes', seat: EACH, n: 3 }]) }] }];
		case 'shelobsLair:3': // The Forbidden Pool: one player discards 5 runes
			return [{ k: 'pay', pay: payment('one', { runes: 5 }, 'forbiddenPool', [{ k: 'each', steps: [{ k: 'draw', seat: EACH, n: 1 }] }], [sauron(2)]) }];
		case 'shelobsLair:4': // The Lord of the Nazgûl Searches for the Ring
			return [{ k: 'revealQuest', then: 'nazgulSearches' }];
		case 'shelobsLair:5': // Shelob Appears: active player two dice, otherwise Sauron two steps
			return [{ k: 'choose', seat: active, reason: 'shelobAppears', options: [
				{ id: 'dice', steps: [roll(active), roll(active)] },
				{ id: 'sauron', steps: [sauron(2)] }
			] }];
		case 'shelobsLair:6': // Shelob Attacks
			return [{ k: 'pay', pay: payment('group', { symbols: { fighting: 7 } }, 'shelobAttacks', [], [sauron(3)]) }];
		case 'mordor:1': // Sam Saves Frodo: EACH PLAYER may discard 3 runes to draw 2 or one step to the light
			return [{ k: 'each', steps: [{ k: 'choose', seat: EACH, reason: 'runesFor3', options: [] }] }];
		case 'mordor:2': // Lord of the Nazgûl Attacks: one player discards Éowyn
			return [{ k: 'pay', pay: payment('one', { legend: 'L-eowyn' }, 'lordOfNazgul', [{ k: 'each', steps: [{ k: 'draw', seat: EACH, n: 1 }] }], [{ k: 'each', steps: [roll(EACH)] }]) }];
		case 'mordor:3': // Battle of the Pelennor Fields
			return [{ k: 'each', steps: [{ k: 'pay', pay: lifeCheckPayment(EACH, 'heart', 'pelennor') }] }];
		case 'mordor:4': // Mouth of Sauron
			return [{ k: 'each', steps: [{ k: 'pay', pay: lifeCheckPayment(EACH, 'sun', 'mouthOfSauron') }] }];
		case 'mordor:5': // Surrounded by Dark Forces: group discards 7 cards
			return [{ k: 'pay', pay: payment('group', { cards: 7 }, 'surrounded', [], [sauron(3)]) }];
		case 'mordor:6': // The Ring is Mine! (« L'Œil de Sauron … met immédiatement fin à la partie »)
			return [{ k: 'gameOver', victory: false, reason: 'eye' }];
	}
	throw new RangeError(`no event ${id}`);
}

/**
 * « EACH PLAYER discards a [token] otherwise the Peril die and two cards » (Mordor events 3
 * and 4): a life-token check that Athelas answers (`Payment.lifeTokenCheck`).
 */
function lifeCheckPayment(seat: SeatId, token: LifeToken, reason: string): Payment {
	return { ...payment(seat, { tokens: [token] }, reason, [], [roll(seat), { k: 'discardCards', seat, n: 2 }]), lifeTokenCheck: true };
}

/**
 * The life token event `index` (1-based) of `adv` asks each hobbit for, when it is a
 * life-token check (`Payment.lifeTokenCheck`), else null. Pure (reads the event's steps).
 */
export function lifeTokenAsked(c: CoopContext, adv: AdventureId, index: number): LifeToken | null {
	if (index < 1 || index > 6) return null;
	const pay = eventSteps(c, adv, index).flatMap((st) => (st.k === 'each' ? st.steps : [st])).find((st) => st.k === 'pay' && st.pay.lifeTokenCheck);
	return pay?.k === 'pay' ? (pay.pay.need.tokens?.[0] ?? null) : null;
}

/** The choice « may discard N runes to either draw 2 Quest cards or one step to the light » for `seat`. */
export function runeChoice(c: CoopContext, seat: SeatId, cost: number): Step[] {
	const opts = [{ id: 'skip', steps: [] as Step[] }];
	if (c.players[seat].silver + c.players[seat].gold.reduce((a, b) => a + b, 0) >= cost) {
		opts.push({ id: 'draw', steps: [{ k: 'forcedRunes', seat, n: cost }, { k: 'draw', seat, n: 2 }] });
		if (c.players[seat].pos > 0) opts.push({ id: 'light', steps: [{ k: 'forcedRunes', seat, n: cost }, { k: 'light', seat, n: 1 }] });
	}
	return opts.length === 1 ? [] : [{ k: 'choose', seat, reason: cost === 2 ? 'recovery' : 'samSavesFrodo', options: opts }];
}

/**
 * After a Quest card is revealed from the deck: « défausser de sa main deux ou trois cartes
 * comportant le même symbole … Si un joker (étoile) est défaussé du paquet Quête, alors le
 * joueur ne peut défausser que des jokers ».
 */
export function afterQuestReveal(c: CoopContext, then: 'stoneInWell' | 'fireOfOrthanc' | 'nazgulSearches', card: string | null): Step[] {
	const sym: CardSymbol | null = card ? (Object.keys(CARDS[card].symbols)[0] as CardSymbol) : null;
	const who = then === 'nazgulSearches' ? (c.bearer ?? c.active) : c.active;
	const n = then === 'nazgulSearches' ? 3 : 2;
	const fail: Step[] =
		then === 'stoneInWell' ? [sauron(1), { k: 'nextEvent' }] : [{ k: 'each', steps: [roll(EACH)] }];
	if (!sym) return fail;
	const ok: Step[] =
		then === 'stoneInWell' ? [{ k: 'legend', seat: who, card: 'L-pipe' }] : then === 'nazgulSearches' ? [{ k: 'light', seat: who, n: 1 }] : [];
	return [{ k: 'pay', pay: payment(who, { symbols: { [sym]: n } }, then, ok, fail) }];
}

function complete(c: CoopContext, tracks: ('travelling' | 'hiding' | 'friendship')[]): boolean {
	const adv = c.adv!;
	return tracks.every((t) => (adv.tracks[t] ?? 0) >= trackLast(adv.id, t));
}

function partComplete(c: CoopContext, part: number): boolean {
	const adv = c.adv!;
	return (adv.tracks.travelling ?? 0) >= (part === 0 ? 5 : 10);
}

import { ADVENTURES } from '../data/game';
/** Index of the last space of a track. */
export function trackLast(adv: AdventureId, t: keyof (typeof ADVENTURES)['moria']['tracks'] | string): number {
	const tr = ADVENTURES[adv].tracks[t as 'fighting'];
	return tr ? tr.spaces.length - 1 : 0;
}

/**
 * A peaceful haven's action (« HAVRES DE PAIX », main-board.json), the Ring-bearer active.
 * @throws RangeError for an unknown action
 */
export function havenSteps(c: CoopContext, action: string): Step[] {
	const bearer = c.bearer ?? 0;
	switch (action) {
		case 'gandalf': // EACH PLAYER: receive 6 Quest cards
			return [{ k: 'each', steps: [{ k: 'draw', seat: EACH, n: 6 }] }];
		case 'preparations': // Ring-bearer may roll the die and reveal 4 Quest cards for distribution
			return [{ k: 'choose', seat: bearer, reason: 'preparations', options: [{ id: 'skip', steps: [] }, { id: 'do', steps: [roll(bearer), { k: 'prepare' }] }] }];
		case 'nazgul': // One player discards 2 [hiding] otherwise Sauron
			return [{ k: 'pay', pay: payment('one', { symbols: { hiding: 2 } }, 'nazgul', [], [sauron(1)]) }];
		case 'elrond':
			return [{ k: 'deal', home: 'rivendell' }];
		case 'council': // EACH PLAYER: pass 1 card face down to the left
			return [{ k: 'council' }];
		case 'fellowship': // EACH PLAYER: discard [friendship] otherwise die
			return [{ k: 'each', steps: [{ k: 'pay', pay: payment(EACH, { symbols: { friendship: 1 } }, 'fellowship', [], [roll(EACH)]) }] }];
		case 'galadriel':
			return [{ k: 'deal', home: 'lothlorien' }];
		case 'recovery': // EACH PLAYER: may discard 2 runes to draw 2 or one step to the light
			return [{ k: 'each', steps: [{ k: 'choose', seat: EACH, reason: 'runesFor2', options: [] }] }];
		case 'testOfGaladriel': // EACH PLAYER: discard [star] otherwise die
			return [{ k: 'each', steps: [{ k: 'pay', pay: payment(EACH, { symbols: { star: 1 } }, 'testOfGaladriel', [], [roll(EACH)]) }] }];
	}
	throw new RangeError(`no haven action ${action}`);
}

/** Replaces the EACH placeholder in steps with `seat` (deep, JSON). */
export function bindSeat(steps: Step[], seat: SeatId): Step[] {
	return JSON.parse(JSON.stringify(steps), (key, v) => ((key === 'seat' || key === 'who') && v === EACH ? seat : v));
}
