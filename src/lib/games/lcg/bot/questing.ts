/**
 * Questing (« Engager les Personnages »): each character is committed when what its
 * willpower brings is worth more than what the table loses in combat without it. Willpower is
 * worth most up to the visible staging threat (each point short is a point of threat for every
 * player, dearer near 50), then up to what the encounter cards still to be revealed add on
 * average (see.ts `expectedRevealThreat`, from the unseen encounter cards) plus a margin, then
 * as progress. The combat side is the cost of the attacks expected this round (engaged
 * enemies, enemies that will engage, a likely new one) with the remaining ready defenders,
 * less the enemies the characters left over after defending can destroy (combat-math.ts
 * `combatOutlook`): a character is kept back when it makes a kill possible.
 */
import { hasKeyword, stagingThreat, stat, turnOrder, zoneIds } from '../state';
import type { Iid, LcgEvent } from '../types';
import { because, type BotChoice } from './reason';
import { expectedAttacks, expectedRevealThreat, hidden, revealsPerQuest, killTargets, readiesOnCommit, readyOf, type View } from './see';
import { combatOutlook } from './combat-math';

/** How careful the partner is; "easy" makes a new player's mistakes. */
export interface QuestStyle {
	/** Extra willpower wanted above the expected threat. */
	margin: number;
	/** Counts the cards still to be revealed (a new player looks only at the staging area). */
	countReveals: boolean;
	/** Keeps defenders back for enemies (a new player sends everyone). */
	keepDefenders: boolean;
}

/** The willpower the table should reach this quest: staging threat, expected reveals, margin. */
export function willpowerNeeded(v: View, style: QuestStyle): { threat: number; needed: number } {
	const threat = stagingThreat(v);
	const reveals = revealsPerQuest(v);
	const maxThreat = Math.max(...v.players.map((p) => (p.eliminated ? 0 : p.threat)));
	const margin = style.margin + (maxThreat >= 40 ? 2 : 0);
	const expected = style.countReveals ? reveals * expectedRevealThreat(v) : 0;
	return { threat, needed: Math.ceil(threat + expected + margin) };
}

/** Quest points still to place: the active location's, then the stage's. */
function pointsLeft(v: View): number {
	let n = 0;
	for (const id of zoneIds(v, 'active')) if (!hidden(v, id)) n += Math.max(0, stat(v, id, 'questPoints') - v.cards[id].progress);
	for (const id of zoneIds(v, 'quest')) if (!hidden(v, id)) n += Math.max(0, stat(v, id, 'questPoints') - v.quest.progress);
	return n;
}

/** What `w` willpower committed is worth this quest (see the file comment). */
function questWorth(v: View, w: number, threat: number, needed: number, left: number): number {
	const players = turnOrder(v).length;
	const maxThreat = Math.max(...v.players.map((p) => (p.eliminated ? 0 : p.threat)));
	const perThreat = (0.5 + players) * (maxThreat >= 40 ? 2 : maxThreat >= 33 ? 1.3 : 1);
	let val = 0;
	for (let i = 1; i <= w; i++) {
		if (i <= threat) val += perThreat;
		else if (i <= needed) val += 0.8 * perThreat;
		else if (i <= needed + left) val += 0.9;
		else val += 0.1;
	}
	return val;
}

/** True when the character readies itself after committing (see.ts `readiesOnCommit`) and has a resource to pay for it. */
function readiesAfterCommit(v: View, id: Iid): boolean {
	return readiesOnCommit(v, id) && v.cards[id].resources > 0;
}

/** True for a Ranged character with attack (it may join a partner's attacks). */
function isRanged(v: View, id: Iid): boolean {
	return stat(v, id, 'attack') > 0 && hasKeyword(v, id, 'Ranged');
}

/** Characters the commit choice forms groups from at most (2^n groups are judged). */
const MAX_GROUP = 7;

/** One step of committing: the next character to commit, or DONE. */
export function questChoice(v: View, seat: number, legal: LcgEvent[], style: QuestStyle): BotChoice {
	const done = legal.find((e) => e.type === 'DONE')!;
	const commits = legal.filter((e): e is Extract<LcgEvent, { type: 'COMMIT' }> => e.type === 'COMMIT');
	const committed = [...v.committed, ...v.selection].filter((id) => v.cards[id] && !hidden(v, id));
	const will = committed.reduce((n, id) => n + stat(v, id, 'willpower'), 0);
	const { threat, needed } = willpowerNeeded(v, style);
	const left = pointsLeft(v);
	// Ready characters that stay ready: not yet selected, or selected but readying themselves after
	// committing (Aragorn): each step of committing sees them among the defenders and attackers, as
	// the first step did when it counted them free.
	const ready = readyOf(v, seat).filter((id) => !v.selection.includes(id) || readiesAfterCommit(v, id));
	const attacks = style.keepDefenders ? expectedAttacks(v, seat, style.countReveals) : [];
	const targets = style.keepDefenders ? killTargets(v, seat) : [];
	// Ranged characters also help the partners destroy their enemies: each partner's combat outlook
	// counts those left ready as helpers (a seat that quests with everyone leaves its partner alone
	// against the Hill Troll).
	// and the partners' ready Ranged characters help this seat's kills the same way.
	const others = style.keepDefenders ? turnOrder(v).filter((s) => s !== seat) : [];
	const theirRanged = others.flatMap((p) => readyOf(v, p).filter((id) => isRanged(v, id)));
	const partners = ready.some((id) => isRanged(v, id)) ? others : [];
	const partnerFights = partners.map((p) => ({ p, attacks: expectedAttacks(v, p, style.countReveals), targets: killTargets(v, p), ready: readyOf(v, p) })).filter((f) => f.targets.length > 0);
	const outlook = (stay: Iid[]) => {
		let n = combatOutlook(v, seat, attacks, targets, stay, theirRanged);
		if (partnerFights.length === 0) return n;
		const helpers = stay.filter((id) => isRanged(v, id));
		for (const f of partnerFights) n += combatOutlook(v, f.p, f.attacks, f.targets, f.ready, helpers);
		return n;
	};
	const base = outlook(ready);
	const now = questWorth(v, will, threat, needed, left);
	// The best group still to commit (every group of the candidates, a kill or a quest that needs
	// two characters at once is seen), then its character with the most willpower goes first.
	const cands = commits.filter((e) => stat(v, e.card, 'willpower') > 0).slice(0, MAX_GROUP);
	const free = cands.map((e) => readiesAfterCommit(v, e.card));
	let bestMask = 0;
	let bestGain = 0;
	for (let mask = 1; mask < 1 << cands.length; mask++) {
		let w = 0;
		const stay: Iid[] = [];
		for (const id of ready) {
			const i = cands.findIndex((e) => e.card === id);
			if (i >= 0 && mask & (1 << i)) {
				w += stat(v, id, 'willpower');
				if (!free[i]) continue;
			}
			stay.push(id);
		}
		const gain = questWorth(v, will + w, threat, needed, left) - now - (outlook(stay) - base);
		if (gain > bestGain + 1e-9) {
			bestGain = gain;
			bestMask = mask;
		}
	}
	const group = cands.filter((_, i) => bestMask & (1 << i));
	group.sort((a, b) => stat(v, b.card, 'willpower') - stat(v, a.card, 'willpower'));
	const best = group.length ? { e: group[0], gain: bestGain } : null;
	if (best && best.gain > 0) {
		const key = will < needed ? 'lcgbot_reason_commit' : 'lcgbot_reason_commit_progress';
		return because(best.e, key, { card: v.cards[best.e.card].cardId, threat, needed, have: will });
	}
	const kept = commits.find((e) => stat(v, e.card, 'willpower') > 0);
	if (kept && attacks.length > 0) return because(done, 'lcgbot_reason_keep_back', { card: v.cards[kept.card].cardId, have: will, needed });
	return because(done, 'lcgbot_reason_commit_done', { have: will, needed });
}
