/**
 * What the partner reads from its seat's view (definition.ts `viewOf`): only visible cards are
 * looked at (a hidden card has `cardId: '?'`). Stats, the encounter deck's unseen composition
 * (the scenario's encounter list minus every encounter card the seat has seen), and a
 * determinized copy of the view for a one-step lookahead (`determinize`): hidden cards get
 * identities sampled from what they can be, never read from the real game.
 */
import { createRng } from '$lib/engine/rng';
import { getDef } from '../cards/registry';
import { QueryImpl } from '../effects/api';
import { cardData, HIDDEN_CODE } from '../data/cards';
import { encounterDeckList } from '../data/scenarios';
import { deckFor } from '../setup';
import { dataOf, engagedWith, forEachInPlay, heroes, isInPlayZone, stat, turnOrder, zoneIds } from '../state';
import type { Iid, LcgContext } from '../types';
import { cardIds, setCardIds, type WithIds } from '../draft';
import { questDef } from '../flow-round';

/** A seat's view (definition.ts `LcgView`: the context with hidden cards masked). */
export type View = LcgContext;

/** True when the seat cannot see which card `id` is. */
export function hidden(v: View, id: Iid): boolean {
	return v.cards[id]?.cardId === HIDDEN_CODE;
}

/** Hit points left (health minus damage). */
export function remaining(v: View, id: Iid): number {
	return stat(v, id, 'health') - v.cards[id].damage;
}

/** Heroes and allies `seat` controls in play (face up). */
export function myCharacters(v: View, seat: number): Iid[] {
	return zoneIds(v, `play:${seat}`).filter((id) => !hidden(v, id) && !v.cards[id].faceDown && ['hero', 'ally'].includes(dataOf(v, id).type));
}

/** Ready characters of `seat`. */
export function readyOf(v: View, seat: number): Iid[] {
	return myCharacters(v, seat).filter((id) => !v.cards[id].exhausted);
}

/**
 * True when the character has a Response to its own commitment to the quest that readies it,
 * paid from its resource pool (Aragorn), read from its card's effect: a resource kept on it
 * lets it quest and still defend or attack.
 */
export function readiesOnCommit(v: View, id: Iid): boolean {
	if (hidden(v, id)) return false;
	const def = getDef(v.cards[id].cardId);
	return !!def?.responses?.some((r) => r.on === 'committed' && String(r.run).includes('ready'));
}

/** True for a hero. */
export function isHero(v: View, id: Iid): boolean {
	return !hidden(v, id) && dataOf(v, id).type === 'hero';
}

/** Resources in `seat`'s heroes' pools. */
export function resourcesOf(v: View, seat: number): number {
	return heroes(v, seat).reduce((n, h) => n + v.cards[h].resources, 0);
}

/**
 * True when `enemy` cannot attack `seat` this phase (Feint's flag, Forest Snare's constant
 * « cannot attack »), read from what is on the table.
 */
export function cannotAttack(v: View, enemy: Iid, seat: number): boolean {
	if (v.flags.includes(`phase:noAttack:${enemy}:${seat}`)) return true;
	const q = new QueryImpl(v);
	let blocked = false;
	forEachInPlay(v, (id) => {
		if (!blocked && !hidden(v, id) && getDef(v.cards[id].cardId)?.cannotAttack?.(q, id, enemy, seat)) blocked = true;
	});
	return blocked;
}

/**
 * Enemies engaged with `seat` that may still attack it this combat phase (or this round, before
 * combat). The enemies that already attacked (`combat.attacked`) count only in the combat
 * phase: the list is emptied when the next combat phase begins (flow-combat.ts), so before
 * combat it still names last round's attackers, which attack again this round.
 */
export function attackersOf(v: View, seat: number): Iid[] {
	const done = v.phase === 'combat' ? v.combat.attacked : [];
	return engagedWith(v, seat).filter((e) => !hidden(v, e) && !done.includes(e) && !cannotAttack(v, e, seat));
}

/** True when a face-down shadow card is attached to `enemy` (its effect unknown). */
export function hasHiddenShadow(v: View, enemy: Iid): boolean {
	return zoneIds(v, 'shadow').some((s) => v.cards[s].attachedTo === enemy && v.cards[s].faceDown);
}

/** Codes of the encounter cards the seat has not seen: the scenario's list minus every encounter card visible. */
export function unseenEncounter(v: View): string[] {
	const hit = unseenCache.get(v.cards);
	if (hit) return hit.slice();
	const pool = encounterDeckList(v.options.scenario, v.options.easy ?? false);
	const counts = new Map<string, number>();
	for (const c of pool) counts.set(c, (counts.get(c) ?? 0) + 1);
	const cards: WithIds = v.cards;
	for (const id of cardIds(cards)) {
		const c = cards[id];
		if (c.owner !== null || c.cardId === '?') continue;
		const n = counts.get(c.cardId);
		if (n) counts.set(c.cardId, n - 1);
	}
	const out: string[] = [];
	for (const [c, n] of counts) for (let i = 0; i < n; i++) out.push(c);
	unseenCache.set(v.cards, out);
	return out.slice();
}

/** `unseenEncounter` per cards record (a view's cards never change). */
const unseenCache = new WeakMap<object, string[]>();

/**
 * The threat one encounter card revealed now adds on average (enemies and locations: their
 * threat; treacheries count 1 for their harm; Surge counts the next card too, once).
 */
export function expectedRevealThreat(v: View): number {
	const pool = unseenEncounter(v);
	if (pool.length === 0) return 1.5;
	let total = 0;
	for (const code of pool) {
		const d = cardData(code);
		let t = d.type === 'treachery' ? 1 : (d.threat ?? 0);
		if (d.keywords.includes('Surge')) t += 1.5;
		total += t;
	}
	return total / pool.length;
}

/** Codes a player's hidden cards may be: their deck list minus their cards the seat has seen. */
function unseenPlayerCards(v: View, owner: number): string[] {
	const deck = deckFor(v.options, owner);
	const counts = new Map<string, number>();
	for (const c of deck.cards) counts.set(c, (counts.get(c) ?? 0) + 1);
	const cards: WithIds = v.cards;
	for (const id of cardIds(cards)) {
		const c = cards[id];
		if (c.owner !== owner || c.cardId === '?') continue;
		const n = counts.get(c.cardId);
		if (n) counts.set(c.cardId, n - 1);
	}
	const out: string[] = [];
	for (const [c, n] of counts) for (let i = 0; i < n; i++) out.push(c);
	return out;
}

/**
 * A copy of the view where every hidden encounter or player card gets an identity drawn from
 * what it may be (`random`), and a generator seeded from `random`: a possible game, for the
 * one-step lookahead. Quest cards stay hidden (the lookahead that reaches one fails and is
 * ignored).
 */
export function determinize(v: View, random: () => number): View {
	const pools = new Map<number | null, string[]>();
	const poolOf = (owner: number | null) => {
		let p = pools.get(owner);
		if (!p) pools.set(owner, (p = owner === null ? unseenEncounter(v) : unseenPlayerCards(v, owner)));
		return p;
	};
	// Copied from the record's id list (draft.ts `cardIds`), in its order, which the copy shares.
	const src: WithIds = v.cards;
	const ids = cardIds(src);
	const cards: WithIds = {};
	const sampled: Iid[] = [];
	for (let k = 0; k < ids.length; k++) {
		const id = ids[k];
		const c = src[id];
		cards[id] = c;
		if (c.cardId !== '?' || c.zone === 'questDeck') continue;
		const p = poolOf(c.owner);
		if (p.length === 0) continue;
		const i = Math.floor(random() * p.length) % p.length;
		cards[id] = { ...c, cardId: p[i] };
		p.splice(i, 1);
		sampled.push(id);
	}
	setCardIds(cards, ids);
	// The cards whose constant effects the engine reads (state.ts `constants`) follow the sampled
	// identities: a hidden card in play (a face-down shadow card, turned over in the lookahead)
	// counts by what it was sampled to be, not by the real card.
	const constantSources = v.constantSources.filter((id) => cards[id].cardId !== '?' && !sampled.includes(id) && !!getDef(cards[id].cardId)?.constant);
	for (const id of sampled) if (isInPlayZone(cards[id].zone) && getDef(cards[id].cardId)?.constant) constantSources.push(id);
	return { ...v, cards, constantSources, rng: createRng(Math.floor(random() * 2 ** 31)) };
}

/** Value of a character to its side: its stats, hit points left, and far more for a hero (losing one is crippling). */
export function characterValue(v: View, id: Iid): number {
	const w = stat(v, id, 'willpower');
	const a = stat(v, id, 'attack');
	const d = stat(v, id, 'defense');
	return w + a + d + 0.5 * Math.max(0, remaining(v, id)) + (isHero(v, id) ? 25 : 0);
}

/** Value of a card in hand: what it costs (a rough measure of what it does). */
export function handCardValue(v: View, id: Iid): number {
	if (hidden(v, id)) return 1;
	const d = dataOf(v, id);
	const cost = typeof d.cost === 'number' ? d.cost : 2;
	return 1 + cost + (d.type === 'ally' ? 1 : 0);
}

/**
 * Encounter cards the next staging step reveals (« Renforcement »: 1 per player; the quest
 * stage may add some, Anduin Passage, or skip the step, Ambush on the Shore), as
 * flow-round.ts `quest.staging` does.
 */
export function revealsPerQuest(v: View): number {
	const def = questDef(v);
	return def?.skipStaging ? 0 : turnOrder(v).length + (def?.extraStagingReveals ?? 0);
}

/** True when the encounter phase makes engagement checks (the quest stage may say none: Anduin Passage). */
export function engagementChecksMade(v: View): boolean {
	return !questDef(v)?.noEngagementChecks;
}

/**
 * Who the engagement checks will give each visible enemy of the staging area to, at today's
 * threats (encounter.ts `engagementCheck`: from the first player round the table, each player
 * engages the enemy with the highest engagement cost not above their threat, until a whole
 * round engages none). Enemies no one engages are absent; none when the quest stage makes no
 * engagement checks (`engagementChecksMade`).
 */
export function engagers(v: View): Map<Iid, number> {
	const out = new Map<Iid, number>();
	if (!engagementChecksMade(v)) return out;
	const order = turnOrder(v);
	const left = zoneIds(v, 'staging').filter((id) => !hidden(v, id) && !v.cards[id].faceDown && dataOf(v, id).type === 'enemy');
	for (let misses = 0, i = 0; order.length > 0 && misses < order.length && left.length > 0; i++) {
		const seat = order[i % order.length];
		const cands = left.filter((id) => stat(v, id, 'engagementCost') <= v.players[seat].threat);
		if (cands.length === 0) {
			misses++;
			continue;
		}
		misses = 0;
		const best = cands.reduce((a, b) => (stat(v, b, 'engagementCost') > stat(v, a, 'engagementCost') ? b : a));
		out.set(best, seat);
		left.splice(left.indexOf(best), 1);
	}
	return out;
}

/**
 * The attacks `seat` expects this round, as attack values: enemies engaged that may still
 * attack, enemies of the staging area the engagement checks will give it (`engagers`), and, when at least a third of
 * the unseen encounter cards are enemies that would engage, one average such enemy (neither
 * when the quest stage makes no engagement checks).
 */
export function expectedAttacks(v: View, seat: number, countReveals = true): number[] {
	const threat = v.players[seat].threat;
	const out: number[] = [];
	const shadowBonus = v.options.shadows ? 0.5 : 0;
	for (const e of attackersOf(v, seat)) out.push(stat(v, e, 'attack') + (hasHiddenShadow(v, e) ? 1 : v.phase === 'combat' ? 0 : shadowBonus));
	if (v.phase === 'combat') return out;
	const engager = engagers(v);
	for (const id of zoneIds(v, 'staging')) if (engager.get(id) === seat) out.push(stat(v, id, 'attack') + shadowBonus);
	if (countReveals && engagementChecksMade(v) && (v.phase === 'quest' || v.phase === 'planning' || v.phase === 'resource')) {
		const pool = unseenEncounter(v);
		const engaging = pool.map(cardData).filter((d) => d.type === 'enemy' && (d.engagementCost ?? 99) <= threat);
		if (pool.length > 0 && engaging.length / pool.length >= 0.3) out.push(engaging.reduce((n, d) => n + (d.attack ?? 0), 0) / engaging.length + shadowBonus);
	}
	return out;
}

/**
 * Enemies `seat` may destroy this round: visible enemies engaged with it that are still there,
 * and enemies of the staging area the engagement checks will give it (`engagers`) or that the
 * quest stage needs destroyed and its ready characters can destroy at once (`stageKill`: the
 * seat may engage it), before combat only.
 */
export function killTargets(v: View, seat: number): Iid[] {
	const out = engagedWith(v, seat).filter((e) => !hidden(v, e));
	if (v.phase === 'combat') return out;
	const engager = engagers(v);
	const strength = readyOf(v, seat).reduce((n, id) => n + stat(v, id, 'attack'), 0);
	for (const id of zoneIds(v, 'staging')) {
		if (engager.get(id) === seat) out.push(id);
		// One the stage needs destroyed that the seat's ready characters can destroy at once: it may engage it (bot/engagement.ts).
		else if (!engager.has(id) && !hidden(v, id) && dataOf(v, id).type === 'enemy' && stageKill(v, id) && strength >= stat(v, id, 'defense') + remaining(v, id)) out.push(id);
	}
	return out;
}

/**
 * The view with the cards of the seat's open decision shown as its options name them (a
 * search of a deck shows the seat the cards it picks from: the option's label carries the
 * card's code, `lcg_opt_card`); the view itself when none is hidden.
 */
export function withOptionCards(v: View): View {
	let cards: View['cards'] | null = null;
	for (const o of v.decision?.options ?? []) {
		const code = o.label?.params?.card;
		if (typeof o.value !== 'string' || typeof code !== 'string' || !hidden(v, o.value)) continue;
		cards ??= { ...v.cards };
		// Shown face up: a face-down card has no stats (state.ts `stat`), and a searched deck card is seen.
		cards[o.value] = { ...cards[o.value], cardId: code, faceDown: false };
	}
	return cards ? { ...v, cards } : v;
}

/** The view without the enemies `ids` in play (moved to the removed zone): what the table would be once they are destroyed. */
function without(v: View, ids: Iid[]): View {
	const cards = { ...v.cards };
	const zones = { ...v.zones };
	for (const id of ids) {
		const zone = v.cards[id].zone;
		cards[id] = { ...v.cards[id], zone: 'removed' };
		zones[zone] = (zones[zone] ?? []).filter((x) => x !== id);
	}
	return { ...v, cards, zones };
}

/**
 * The view with `enemy` moved from the staging area to `seat`'s engagement area, as an optional
 * engagement leaves it (« Engagement Optionnel »), to read the engagement checks and combat that
 * follow (see.ts `engagers`, `expectedAttacks`). A copy with its own players array, so the
 * engine's cached constant effects are computed for it.
 */
export function engagedTo(v: View, enemy: Iid, seat: number): View {
	const from = v.cards[enemy].zone;
	const to = `engaged:${seat}` as const;
	const cards = { ...v.cards, [enemy]: { ...v.cards[enemy], zone: to } };
	const zones = { ...v.zones, [from]: (v.zones[from] ?? []).filter((x) => x !== enemy), [to]: [...(v.zones[to] ?? []), enemy] };
	return { ...v, players: v.players.slice(), cards, zones };
}

/**
 * True when the quest stage in play needs `enemy` destroyed, read from the stage's own card
 * (its effect, not a list of codes): it cannot be defeated while this enemy (and every copy of
 * it) is in play and could be without them (« Vers la Rivière… » and its Hill Trolls), the
 * players win once no enemy is in play (`victoryWhen`: « Embuscade sur la Rive »), or a Forced
 * effect of the stage answers its destruction (« Ne Quittez pas le Chemin » wins when
 * Ungoliant's Spawn is destroyed). Such an enemy is worth destroying far above its attack: the
 * game does not go on without it.
 */
export function stageKill(v: View, enemy: Iid): boolean {
	if (hidden(v, enemy) || v.cards[enemy].faceDown) return false;
	const key = `${enemy}`;
	let memo = stageKillCache.get(v.cards);
	if (!memo) stageKillCache.set(v.cards, (memo = new Map()));
	const hit = memo.get(key);
	if (hit !== undefined) return hit;
	let out = false;
	const stage = zoneIds(v, 'quest').find((id) => !hidden(v, id));
	const def = stage ? getDef(v.cards[stage].cardId) : undefined;
	if (stage && def) {
		const q = new QueryImpl(v);
		const enemies = q.enemies().filter((id) => !hidden(v, id));
		const copies = enemies.filter((id) => v.cards[id].cardId === v.cards[enemy].cardId);
		if (def.canDefeat && !def.canDefeat(q, stage) && def.canDefeat(new QueryImpl(without(v, copies)), stage)) out = true;
		if (!out && def.victoryWhen && !def.victoryWhen(q, stage) && def.victoryWhen(new QueryImpl(without(v, enemies)), stage)) out = true;
		const ev = { type: 'destroyed' as const, card: enemy, cardId: v.cards[enemy].cardId, kind: 'enemy' as const };
		if (!out) for (const f of def.forced ?? []) if (f.on === 'destroyed' && (!f.when || (f.when as (q: QueryImpl, s: Iid, e: typeof ev) => boolean)(q, stage, ev))) out = true;
	}
	memo.set(key, out);
	return out;
}

/** `stageKill` per cards record (a view's cards never change). */
const stageKillCache = new WeakMap<object, Map<string, boolean>>();
