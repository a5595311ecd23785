/**
 * Small helpers over the context shared by the rule modules: copying, the log, the seeded
 * dice and the territory deck (« Une fois la pioche épuisée, la défausse sera mélangée »).
 */
import { rngCursor } from '$lib/engine/rng';
import { TERRITORIES } from '../data/map';
import { TERRITORY_COUNT } from '../data/map';
import type { RiskContext } from '../types';

/** A random cursor over the context's RNG (write it back with `ctx.rng = r.state()`). */
export type Cursor = ReturnType<typeof rngCursor>;

/** A deep copy of the context, cheap on the log (entries are never changed once written). */
export function cloneCtx(c: RiskContext): RiskContext {
	return {
		...c,
		options: { ...c.options },
		names: c.names.slice(),
		order: c.order.slice(),
		sides: c.sides.slice(),
		owner: c.owner.slice(),
		armies: c.armies.slice(),
		leaders: c.leaders.map((l) => l.slice()),
		leaderShields: c.leaderShields.slice(),
		pool: c.pool.slice(),
		territoryDeck: c.territoryDeck.slice(),
		territoryDiscard: c.territoryDiscard.slice(),
		territoryBox: c.territoryBox.slice(),
		hands: c.hands.map((h) => h.slice()),
		adventureDeck: c.adventureDeck.slice(),
		adventureDiscard: c.adventureDiscard.slice(),
		adventureHands: c.adventureHands.map((h) => h.slice()),
		adventureScored: c.adventureScored.map((h) => h.slice()),
		territoryRevealed: c.territoryRevealed.slice(),
		storms: c.storms ? { territories: c.storms.territories.slice(), until: c.storms.until } : null,
		eliminated: c.eliminated.slice(),
		ringRoll: c.ringRoll ? { ...c.ringRoll } : null,
		turn: {
			...c.turn,
			missionLocked: c.turn.missionLocked.slice(),
			siege: c.turn.siege.slice(),
			invasions: (c.turn.invasions ?? []).slice(),
			...(c.turn.mountainPass ? { mountainPass: c.turn.mountainPass.slice() } : {})
		},
		...(c.bridgeBlock !== undefined ? { bridgeBlock: c.bridgeBlock ? { ...c.bridgeBlock } : null } : {}),
		...(c.corsairs !== undefined ? { corsairs: c.corsairs ? { ...c.corsairs } : null } : {}),
		...(c.uprisings !== undefined ? { uprisings: c.uprisings.map((u) => ({ ...u })) } : {}),
		reaction: c.reaction
			? { seat: c.reaction.seat, ...(c.reaction.attack ? { attack: { ...c.reaction.attack } } : {}), ...(c.reaction.ring ? { ring: { ...c.reaction.ring } } : {}) }
			: null,
		pending: c.pending ? { ...c.pending } : null,
		lastBattle: c.lastBattle ? { ...c.lastBattle, attack: c.lastBattle.attack.slice(), defend: c.lastBattle.defend.slice() } : null,
		ledger: { ...c.ledger },
		tieRolls: c.tieRolls ? c.tieRolls.slice() : null,
		log: c.log.slice(),
		rng: c.rng.slice()
	};
}

/** Appends a log line (a Paraglide message key `risk_log_*` and its parameters). */
export function log(c: RiskContext, key: string, params?: Record<string, string | number>, seat?: number): void {
	c.log.push({ key: `risk_log_${key}`, ...(params ? { params } : {}), ...(seat !== undefined ? { seat } : {}) });
}

/** Draws the top territory card, reshuffling the discard when the deck is empty; null when both are empty. */
export function drawTerritoryCard(c: RiskContext, r: Cursor): number | null {
	if (c.territoryDeck.length === 0) {
		if (c.territoryDiscard.length === 0) return null;
		c.territoryDeck = r.shuffle(c.territoryDiscard);
		c.territoryDiscard = [];
		log(c, 'reshuffle', { count: c.territoryDeck.length });
	}
	return c.territoryDeck.pop() ?? null;
}

/** Whether a territory card can still be drawn (deck or discard not empty). */
export function canDrawTerritory(c: RiskContext): boolean {
	return c.territoryDeck.length + c.territoryDiscard.length > 0;
}

/** Draws the top adventure card, reshuffling its discard when needed; null when none is left. */
export function drawAdventureCard(c: RiskContext, r: Cursor): number | null {
	if (c.adventureDeck.length === 0) {
		if (c.adventureDiscard.length === 0) return null;
		c.adventureDeck = r.shuffle(c.adventureDiscard);
		c.adventureDiscard = [];
		log(c, 'adventure_reshuffle', { count: c.adventureDeck.length });
	}
	return c.adventureDeck.pop() ?? null;
}

/** Territories `who` holds. */
export function territoriesOf(c: Pick<RiskContext, 'owner'>, who: number): number[] {
	const out: number[] = [];
	for (let i = 0; i < TERRITORY_COUNT; i++) if (c.owner[i] === who) out.push(i);
	return out;
}

/** Adds `n` battalions to territory `t` (from outside the board: reinforcements, rewards, events). */
export function grant(c: RiskContext, t: number, n: number): void {
	c.armies[t] += n;
	c.ledger.granted += n;
}

/** Removes `n` battalions from territory `t` (battle losses, events). */
export function remove(c: RiskContext, t: number, n: number): void {
	c.armies[t] -= n;
	c.ledger.lost += n;
}

/** Territory name key for logs (the view turns the id into a name). */
export function tname(t: number): string {
	return TERRITORIES[t].id;
}
