/**
 * The turn (rulebook « Comment se déroule un tour ? »): reinforcements, combat, manoeuvres,
 * card draw, the Fellowship; and the setup placements before it. `legalEvents` lists every
 * event the seat may send now; `applyEvent` plays one (pure: returns a new context). The
 * machine (machine.ts) accepts an event only when `isLegal` is true.
 */
import { rngCursor } from '$lib/engine/rng';
import { ADVENTURE_CARDS } from '../data/adventure';
import { RING_PATH } from '../data/game';
import { TERRITORIES } from '../data/map';
import { canInvade, leaderArrives, leaderGoesAlong, playEvent, playPower, powerEvents } from './cards';
import { defendDice, maxAttackDice, resolveRoll } from './combat';
import { ringOnDie, ringRollSucceeds } from './fellowship';
import { manoeuvrePath, reachable } from './manoeuvre';
import { actingSeat, answerReaction, invasionKey, openReaction, openRingReaction, reactionEvents } from './reactions';
import { mustTrade, reinforcements, tradableSets, tradeValue } from './reinforcement';
import { scoreSheet, tiedForFirst } from './scoring';
import { corsairsToll, expireAtTurnStart, invasionTargets, settleUprisings } from './special';
import { finishSetup, freshTurn, logPlacement } from './setup';
import { adventureHandOverLimit, allTerritoriesClaimed, drawChoices, gameOver, leaderLost, manoeuvresOver, nothingToDraw, reinforcementsPlaced } from './flow';
import { cloneCtx, drawAdventureCard, drawTerritoryCard, grant, log, remove, territoriesOf, tname, type Cursor } from './state';
import { EMPTY, NEUTRAL, type RiskContext, type RiskEvent } from '../types';

/** Whether `seat` has a leader in `t`. */
export function leaderIn(c: RiskContext, seat: number, t: number): boolean {
	return c.leaders[seat]?.includes(t) ?? false;
}

/** The leader of any player standing in `t` (owner's), or false. */
function ownerLeaderIn(c: RiskContext, t: number): boolean {
	const o = c.owner[t];
	return o >= 0 && leaderIn(c, o, t);
}

/**
 * Bonuses of a battle from `from` into `to` (« Les héros »: +1 to the highest die of the side
 * whose leader is there; « Les forteresses »: +1 to the defender's highest die, unless a
 * siege card cancelled it this turn). A leader that completed a mission this turn does not
 * join an invasion from its site (« Une fois sur un site de pouvoir, le héros ne peut en sortir
 * pendant le tour »: joining would take it into the conquered territory): no +1, it stays.
 */
export function battleBonuses(c: RiskContext, from: number, to: number): { attack: number; defend: number; attackLeader: boolean; defendLeader: boolean; stronghold: boolean } {
	const attackLeader = c.owner[from] >= 0 && leaderGoesAlong(c, c.owner[from], from);
	const defendLeader = ownerLeaderIn(c, to);
	const stronghold = TERRITORIES[to].stronghold !== null && !c.turn.siege.includes(to);
	return { attack: attackLeader ? 1 : 0, defend: (defendLeader ? 1 : 0) + (stronghold ? 1 : 0), attackLeader, defendLeader, stronghold };
}

/** Every event `seat` may send now (empty when it is not that seat's move). */
export function legalEvents(c: RiskContext, seat: number): RiskEvent[] {
	if (c.phase === 'end' || seat !== actingSeat(c)) return [];
	const out: RiskEvent[] = [];
	const own = territoriesOf(c, seat);
	switch (c.phase) {
		case 'claim':
			c.owner.forEach((o, t) => o === EMPTY && out.push({ type: 'CLAIM', seat, territory: t }));
			break;
		case 'setupPlace':
			for (const t of own) out.push({ type: 'PLACE', seat, territory: t, count: 1 });
			break;
		case 'setupLeader':
		case 'placeLeader':
			for (const t of own) if (!leaderIn(c, seat, t)) out.push({ type: 'PLACE_LEADER', seat, territory: t });
			break;
		case 'reinforce': {
			const forced = mustTrade(c.hands[seat]);
			for (const cards of tradableSets(c.hands[seat])) out.push({ type: 'TRADE', seat, cards });
			if (forced) break;
			const pool = c.pool[seat];
			if (pool > 0) for (const t of own) for (const count of pool > 1 ? [1, pool] : [1]) out.push({ type: 'PLACE', seat, territory: t, count });
			else out.push({ type: 'END_PHASE', seat });
			out.push(...powerEvents(c, seat));
			break;
		}
		case 'combat':
			for (const from of own) {
				const max = maxAttackDice(c.armies[from]);
				if (max === 0) continue;
				for (const to of invasionTargets(c, from)) if (canInvade(c, seat, from, to)) for (let dice = 1; dice <= max; dice++) out.push({ type: 'ATTACK', seat, from, to, dice });
			}
			out.push(...powerEvents(c, seat));
			out.push({ type: 'END_PHASE', seat });
			break;
		case 'react':
			out.push(...reactionEvents(c, seat));
			break;
		case 'conquer': {
			const p = c.pending!;
			for (let count = p.min; count <= p.max; count++) out.push({ type: 'MOVE_IN', seat, count });
			break;
		}
		case 'manoeuvre':
			if (c.turn.manoeuvresLeft > 0)
				for (const from of own) {
					const movableLeader = leaderGoesAlong(c, seat, from);
					if (c.armies[from] < 2 && !movableLeader) continue;
					// Over a bridge You Shall Not Pass! blocks, only with the leader going along.
					const alone = c.bridgeBlock ? new Set(reachable(c.owner, seat, from, c.bridgeBlock)) : null;
					for (const to of reachable(c.owner, seat, from)) {
						const leaderNeeded = alone !== null && !alone.has(to);
						if (leaderNeeded && (!movableLeader || leaderIn(c, seat, to))) continue;
						if (c.armies[from] < 2 && leaderIn(c, seat, to)) continue;
						out.push({ type: 'MANOEUVRE', seat, from, to });
					}
				}
			out.push(...powerEvents(c, seat));
			out.push({ type: 'END_PHASE', seat });
			break;
		case 'manoeuvreCount': {
			const p = c.pending!;
			const leaderMay = leaderGoesAlong(c, seat, p.from) && !leaderIn(c, seat, p.to);
			const alone = battalionsMayGoAlone(c, seat, p.from, p.to);
			for (let count = 0; count <= c.armies[p.from] - 1; count++) {
				if (count > 0 && alone) out.push({ type: 'MOVE', seat, count, leader: false });
				if (leaderMay) out.push({ type: 'MOVE', seat, count, leader: true });
			}
			out.push({ type: 'CANCEL', seat });
			break;
		}
		case 'draw': {
			const d = drawChoices(c);
			if (d.territory) out.push({ type: 'DRAW', seat, pile: 'territory' });
			if (d.adventure) out.push({ type: 'DRAW', seat, pile: 'adventure' });
			break;
		}
		case 'discardAdventure':
			for (const card of c.adventureHands[seat]) out.push({ type: 'DISCARD_ADVENTURE', seat, card });
			break;
		case 'fellowship':
			out.push({ type: 'RING_ROLL', seat });
			out.push(...powerEvents(c, seat));
			break;
	}
	return out;
}

/**
 * Whether battalions may move `from` → `to` without the leader: some way avoids the bridge
 * You Shall Not Pass! blocks (« No battalions may cross that bridge unless a Leader goes with them »).
 */
function battalionsMayGoAlone(c: RiskContext, seat: number, from: number, to: number): boolean {
	return !c.bridgeBlock || manoeuvrePath(c.owner, seat, from, to, c.bridgeBlock) !== null;
}

/** Whether `ev` is among `legalEvents` (compared field by field). */
export function isLegal(c: RiskContext, ev: RiskEvent): boolean {
	if (!ev || typeof ev !== 'object' || ev.seat !== actingSeat(c) || c.phase === 'end') return false;
	const fast = fastLegal(c, ev);
	if (fast !== null) return fast;
	return legalEvents(c, ev.seat).some((e) => e.type === ev.type && sameEvent(e, ev));
}

const isInt = (x: unknown, lo: number, hi: number): boolean => typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;

/**
 * The same answer as searching `legalEvents`, computed directly for the events with large
 * enumerations (ATTACK, MOVE_IN, MOVE, PLACE, CLAIM); null for the others.
 */
function fastLegal(c: RiskContext, ev: RiskEvent): boolean | null {
	const keys = Object.keys(ev).length;
	const seat = ev.seat;
	switch (ev.type) {
		case 'ATTACK':
			return c.phase === 'combat' && keys === 5 && isInt(ev.from, 0, c.owner.length - 1) && isInt(ev.to, 0, c.owner.length - 1) && canInvade(c, seat, ev.from, ev.to) && isInt(ev.dice, 1, maxAttackDice(c.armies[ev.from]));
		case 'MOVE_IN':
			return c.phase === 'conquer' && keys === 3 && isInt(ev.count, c.pending!.min, c.pending!.max);
		case 'CLAIM':
			return c.phase === 'claim' && keys === 3 && isInt(ev.territory, 0, c.owner.length - 1) && c.owner[ev.territory] === EMPTY;
		case 'PLACE': {
			if (keys !== 4 || !isInt(ev.territory, 0, c.owner.length - 1) || c.owner[ev.territory] !== seat) return false;
			if (c.phase === 'setupPlace') return ev.count === 1;
			if (c.phase !== 'reinforce' || mustTrade(c.hands[seat])) return false;
			const pool = c.pool[seat];
			return pool > 0 && (ev.count === 1 || ev.count === pool);
		}
		case 'MOVE': {
			if (c.phase !== 'manoeuvreCount' || keys !== 4 || typeof ev.leader !== 'boolean') return false;
			const p = c.pending!;
			if (!isInt(ev.count, 0, c.armies[p.from] - 1)) return false;
			if (!ev.leader) return ev.count > 0 && battalionsMayGoAlone(c, seat, p.from, p.to);
			return leaderGoesAlong(c, seat, p.from) && !leaderIn(c, seat, p.to);
		}
	}
	return null;
}

/** Whether two events have the same fields and values (card lists compared in order). */
export function sameEvent(a: RiskEvent, b: RiskEvent): boolean {
	const x = a as unknown as Record<string, unknown>;
	const y = b as unknown as Record<string, unknown>;
	const kx = Object.keys(x);
	if (kx.length !== Object.keys(y).length) return false;
	for (const k of kx) {
		const u = x[k];
		const v = y[k];
		if (Array.isArray(u)) {
			if (!Array.isArray(v) || u.length !== v.length || u.some((q, i) => q !== v[i])) return false;
		} else if (u !== v) return false;
	}
	return true;
}

/** A canonical string of an event (field order independent). */
export function eventKey(ev: RiskEvent): string {
	const o = ev as unknown as Record<string, unknown>;
	return Object.keys(o)
		.sort()
		.map((k) => `${k}=${JSON.stringify(o[k])}`)
		.join('&');
}

/** The next seat in play order that still holds territories. */
function nextSeat(c: RiskContext, from: number): number {
	const i = c.order.indexOf(from);
	for (let k = 1; k <= c.order.length; k++) {
		const s = c.order[(i + k) % c.order.length];
		if (!c.eliminated[s]) return s;
	}
	return from;
}

/** Starts `seat`'s turn: its reinforcements (« Phase 1 : les renforts »). */
function beginTurn(c: RiskContext, seat: number): void {
	c.current = seat;
	c.turnNumber++;
	c.turn = freshTurn();
	c.pending = null;
	c.territoryRevealed = [];
	if (c.storms && c.storms.until === seat) c.storms = null;
	expireAtTurnStart(c, seat);
	const r = reinforcements(c.owner, seat, c.options.strongholdBattalions);
	c.pool[seat] = r.total;
	c.ledger.granted += r.total;
	log(c, 'turn', { turn: c.turnNumber, territories: r.territories, regions: r.regions, strongholds: r.strongholds, total: r.total }, seat);
}

/** Ends the game: final score, and a die for players still tied (« Enfin, lancez les dés rouges »). */
function finish(c: RiskContext, r: Cursor): void {
	c.phase = 'end';
	c.pending = null;
	const lines = scoreSheet(c);
	let tied = tiedForFirst(lines);
	if (tied.length > 1) {
		const rolls = new Array(c.players).fill(0);
		for (let round = 0; round < 20 && tied.length > 1; round++) {
			for (const s of tied) rolls[s] = r.int(1, 6);
			const best = Math.max(...tied.map((s) => rolls[s]));
			log(c, 'tie_roll', { rolls: tied.map((s) => `${c.names[s]} ${rolls[s]}`).join(' · ') });
			tied = tied.filter((s) => rolls[s] === best);
		}
		c.tieRolls = rolls;
	}
	log(c, 'end', { reason: c.ring >= RING_PATH.length ? 'ring' : 'conquest' });
}

/** The hand size up to which a mission's extra territory card is drawn (adventure-cards.json: « up to a maximum of 5 in your hand »). */
export const MISSION_DRAW_HAND_CAP = 5;

/** After the draw phase: extra mission cards, a lost leader replaced, then the Fellowship. */
function afterDraw(c: RiskContext, r: Cursor): void {
	const seat = c.current;
	// Harlond, Edoras, Lothlórien: « Draw 1 extra Territory card at the end of your turn (up to a
	// maximum of 5 in your hand) ».
	while (c.turn.extraTerritoryCards > 0 && c.hands[seat].length < MISSION_DRAW_HAND_CAP) {
		c.turn.extraTerritoryCards--;
		const card = drawTerritoryCard(c, r);
		if (card === null) break;
		c.hands[seat].push(card);
		log(c, 'draw_territory', {}, seat);
	}
	if (c.turn.extraTerritoryCards > 0) {
		log(c, 'mission_cards_capped', { count: c.turn.extraTerritoryCards, max: MISSION_DRAW_HAND_CAP }, seat);
		c.turn.extraTerritoryCards = 0;
	}
	if (leaderLost(c)) {
		c.phase = 'placeLeader';
		c.turn.leaderReason = 'replace';
		return;
	}
	c.phase = 'fellowship';
}

/** Ends the manoeuvre phase (« Phase 4 : pioche des cartes »: skipped when nothing may be drawn). */
function toDraw(c: RiskContext, r: Cursor): void {
	c.phase = 'draw';
	c.pending = null;
	if (nothingToDraw(c)) {
		log(c, 'draw_none', {}, c.current);
		afterDraw(c, r);
	}
}

/**
 * Plays one event (it must be legal; see `isLegal`).
 * @returns the new context (the input is not changed)
 */
export function applyEvent(ctx: RiskContext, ev: RiskEvent): RiskContext {
	const c = cloneCtx(ctx);
	const r = rngCursor(c.rng);
	const seat = ev.seat;
	c.territoryRevealed = ev.type === 'DRAW' ? [] : c.territoryRevealed;
	switch (ev.type) {
		case 'CLAIM': {
			c.owner[ev.territory] = seat;
			c.armies[ev.territory] = 1;
			c.ledger.granted += 1;
			c.pool[seat]--;
			logPlacement(c, 'claim', seat, ev.territory);
			if (!allTerritoriesClaimed(c)) c.current = nextSeat(c, seat);
			else startSetupPlacing(c);
			break;
		}
		case 'PLACE': {
			c.armies[ev.territory] += ev.count;
			c.pool[seat] -= ev.count;
			if (c.phase === 'setupPlace') {
				c.ledger.granted += ev.count;
				const next = nextWithPool(c, seat);
				if (next === null) {
					c.phase = 'setupLeader';
					c.current = c.order[0];
					log(c, 'leaders');
				} else c.current = next;
			} else {
				log(c, 'place', { territory: tname(ev.territory), count: ev.count }, seat);
				if (reinforcementsPlaced(c)) c.phase = 'combat';
			}
			break;
		}
		case 'PLACE_LEADER': {
			c.leaders[seat].push(ev.territory);
			logPlacement(c, 'leader', seat, ev.territory);
			if (c.phase === 'setupLeader') {
				const i = c.order.indexOf(seat);
				if (i < c.order.length - 1) c.current = c.order[i + 1];
				else {
					finishSetup(c, r);
					beginTurn(c, c.order[0]);
					c.phase = 'reinforce';
				}
			} else {
				const reason = c.turn.leaderReason;
				c.turn.leaderReason = null;
				if (reason === 'second') afterDraw(c, r);
				else c.phase = 'fellowship';
			}
			break;
		}
		case 'TRADE': {
			const value = tradeValue(ev.cards, c.owner, seat);
			c.hands[seat] = c.hands[seat].filter((x) => !ev.cards.includes(x));
			c.territoryDiscard.push(...ev.cards);
			c.pool[seat] += value;
			c.ledger.granted += value;
			log(c, 'trade', { count: value }, seat);
			break;
		}
		case 'PLAY_POWER': {
			if (playPower(c, ev)) finish(c, r);
			break;
		}
		case 'END_PHASE': {
			if (c.phase === 'reinforce') c.phase = 'combat';
			else if (c.phase === 'combat') {
				c.phase = 'manoeuvre';
				c.lastBattle = null;
			} else if (c.phase === 'manoeuvre') toDraw(c, r);
			break;
		}
		case 'ATTACK': {
			const first = !(c.turn.invasions ?? []).includes(invasionKey(ev.from, ev.to));
			const dice = first && corsairsToll(c, seat, ev.from, ev.to) > 0 ? Math.min(ev.dice, maxAttackDice(c.armies[ev.from])) : ev.dice;
			if (dice === 0) {
				(c.turn.invasions ??= []).push(invasionKey(ev.from, ev.to));
				break;
			}
			if (!openReaction(c, seat, ev.from, ev.to, dice)) attack(c, r, seat, ev.from, ev.to, dice);
			break;
		}
		case 'REACT':
		case 'NO_REACTION': {
			const next = answerReaction(c, ev);
			if (next.battle) attack(c, r, next.battle.attacker, next.battle.from, next.battle.to, next.battle.dice);
			if (next.ring) resolveRing(c, r, next.ring.roller, next.ring.die, next.ring.plus + next.ring.shift);
			break;
		}
		case 'MOVE_IN': {
			const p = c.pending!;
			c.armies[p.from] -= ev.count;
			c.armies[p.to] += ev.count;
			log(c, 'move_in', { territory: tname(p.to), count: ev.count }, seat);
			if (p.leader) {
				c.leaders[seat] = c.leaders[seat].map((t) => (t === p.from ? p.to : t));
				leaderArrives(c, seat, p.to);
			}
			c.pending = null;
			c.phase = 'combat';
			if (gameOver(c)) finish(c, r);
			break;
		}
		case 'MANOEUVRE':
			c.pending = { from: ev.from, to: ev.to, min: 0, max: c.armies[ev.from] - 1, leader: false };
			c.phase = 'manoeuvreCount';
			break;
		case 'CANCEL':
			c.pending = null;
			c.phase = 'manoeuvre';
			break;
		case 'MOVE': {
			const p = c.pending!;
			c.armies[p.from] -= ev.count;
			c.armies[p.to] += ev.count;
			c.turn.manoeuvresLeft--;
			log(c, ev.leader ? 'manoeuvre_leader' : 'manoeuvre', { from: tname(p.from), to: tname(p.to), count: ev.count }, seat);
			if (ev.leader) {
				const path = manoeuvrePath(c.owner, seat, p.from, p.to) ?? [p.to];
				// The leader's way may take the bridge You Shall Not Pass! blocks (it goes along).
				c.leaders[seat] = c.leaders[seat].map((t) => (t === p.from ? p.to : t));
				for (const t of path.slice(1, -1)) if (TERRITORIES[t] && (c.options.adventureDraw === 'stronghold' ? TERRITORIES[t].stronghold : TERRITORIES[t].siteOfPower)) c.turn.leaderAdventure = true;
				leaderArrives(c, seat, p.to);
			}
			c.pending = null;
			c.phase = 'manoeuvre';
			if (manoeuvresOver(c)) toDraw(c, r);
			break;
		}
		case 'DRAW': {
			if (ev.pile === 'territory') {
				const card = drawTerritoryCard(c, r);
				if (card !== null) c.hands[seat].push(card);
				log(c, 'draw_territory', {}, seat);
				afterDraw(c, r);
			} else {
				const card = drawAdventureCard(c, r) as number;
				c.turn.drawnAdventure = card;
				if (ADVENTURE_CARDS[card].kind.type === 'event') {
					if (playEvent(c, seat, card, r)) {
						c.phase = 'placeLeader';
						c.turn.leaderReason = 'second';
					} else afterDraw(c, r);
				} else {
					c.adventureHands[seat].push(card);
					log(c, 'draw_adventure', {}, seat);
					if (adventureHandOverLimit(c)) c.phase = 'discardAdventure';
					else afterDraw(c, r);
				}
			}
			break;
		}
		case 'DISCARD_ADVENTURE':
			c.adventureHands[seat] = c.adventureHands[seat].filter((x) => x !== ev.card);
			c.adventureDiscard.push(ev.card);
			log(c, 'discard_adventure', { card: ADVENTURE_CARDS[ev.card].key }, seat);
			afterDraw(c, r);
			break;
		case 'RING_ROLL':
			ringRoll(c, r, seat);
			break;
	}
	settleUprisings(c);
	c.rng = r.state();
	c.closedStep = closesStep(ctx, c, ev);
	return c;
}

/**
 * Whether `ev` (from `before` to `after`) closed a step of play that undo may not reopen: the
 * player ended a phase (END_PHASE), or the next player's turn began (the setup's last leader, the
 * Fellowship's move). A phase that moves on by itself (the last reinforcement placed, the last
 * manoeuvre made, a leader placed) is no barrier: nothing hidden was revealed (issue 19).
 */
function closesStep(before: RiskContext, after: RiskContext, ev: RiskEvent): boolean {
	return ev.type === 'END_PHASE' || after.turnNumber !== before.turnNumber;
}

function startSetupPlacing(c: RiskContext): void {
	c.phase = 'setupPlace';
	c.current = c.order[0];
	log(c, 'all_claimed');
	if (c.pool[c.current] === 0) {
		const next = nextWithPool(c, c.current);
		if (next === null) {
			c.phase = 'setupLeader';
			c.current = c.order[0];
		} else c.current = next;
	}
}

function nextWithPool(c: RiskContext, from: number): number | null {
	const i = c.order.indexOf(from);
	for (let k = 1; k <= c.order.length; k++) {
		const s = c.order[(i + k) % c.order.length];
		if (c.pool[s] > 0) return s;
	}
	return null;
}

/** One roll of a battle (« Comment mener un combat ? »). */
function attack(c: RiskContext, r: Cursor, seat: number, from: number, to: number, dice: number): void {
	const defender = c.owner[to];
	const dd = defendDice(c.armies[to], dice);
	const bonus = battleBonuses(c, from, to);
	const a = Array.from({ length: dice }, () => r.int(1, 6)).sort((x, y) => y - x);
	const d = Array.from({ length: dd }, () => r.int(1, 6)).sort((x, y) => y - x);
	const res = resolveRoll(a, d, bonus.attack, bonus.defend);
	remove(c, from, res.attackerLosses);
	remove(c, to, res.defenderLosses);
	const conquered = c.armies[to] === 0;
	c.lastBattle = { from, to, attacker: seat, defender, attack: a, defend: d, attackBonus: bonus.attack, defendBonus: bonus.defend, attackerLosses: res.attackerLosses, defenderLosses: res.defenderLosses, conquered };
	log(c, 'battle', { from: tname(from), to: tname(to), attack: a.join(' '), defend: d.join(' '), lost: res.attackerLosses, killed: res.defenderLosses }, seat);
	if (!conquered) return;
	c.owner[to] = seat;
	c.turn.conquered = true;
	if (defender >= 0) {
		c.leaders[defender] = c.leaders[defender].filter((t) => t !== to);
		if (!c.owner.includes(defender)) {
			c.eliminated[defender] = true;
			c.hands[seat].push(...c.hands[defender]);
			c.hands[defender] = [];
			c.adventureDiscard.push(...c.adventureHands[defender]);
			c.adventureHands[defender] = [];
			log(c, 'eliminated', { other: c.names[defender] }, seat);
		}
	}
	log(c, 'conquest', { territory: tname(to), other: defender === NEUTRAL ? 'neutral' : (c.names[defender] ?? '') }, seat);
	c.pending = { from, to, min: dice, max: c.armies[from] - 1, leader: bonus.attackLeader };
	c.phase = 'conquer';
}

/**
 * « Phase 5 : déplacer la communauté »: the die when the step needs one (a Faramir window may
 * open before it takes effect, rules/reactions.ts), then `resolveRing`.
 */
function ringRoll(c: RiskContext, r: Cursor, seat: number): void {
	const needsRoll = ringOnDie(c.ring) || c.turn.ringForceRoll;
	if (!needsRoll) {
		c.ringRoll = { die: 0, plus: 0, moved: !c.turn.ringStay, seat, step: c.ring };
		resolveRing(c, r, seat, null, 0);
		return;
	}
	const die = r.int(1, 6);
	const plus = c.turn.ringPlus;
	c.ringRoll = { die, plus, moved: ringRollSucceeds(die + plus, c.options.ringRoll) && !c.turn.ringStay, seat, step: c.ring };
	log(c, 'ring_roll', { die, plus }, seat);
	if (openRingReaction(c, seat, die, plus)) return;
	resolveRing(c, r, seat, die, plus);
}

/** The Fellowship moves or stays after the roll `die` + `plus` (null: no roll needed), then the next turn begins. */
function resolveRing(c: RiskContext, r: Cursor, seat: number, die: number | null, plus: number): void {
	let moved = true;
	if (die !== null) {
		moved = ringRollSucceeds(die + plus, c.options.ringRoll);
		c.ringRoll = { ...(c.ringRoll ?? { seat, step: c.ring }), die, plus, moved: moved && !c.turn.ringStay };
	}
	if (c.turn.ringStay) moved = false;
	if (moved) {
		c.ring++;
		log(c, c.ring >= RING_PATH.length ? 'ring_leaves' : 'ring_move', { step: c.ring + 1, territory: RING_PATH[c.ring]?.territory ?? '' });
	} else log(c, 'ring_stays', { step: c.ring + 1 });
	// « Quand l'anneau quitte les Marais des morts » (the other end comes with a conquest's move-in).
	if (c.ring >= RING_PATH.length) {
		finish(c, r);
		return;
	}
	beginTurn(c, nextSeat(c, seat));
	c.phase = reinforcementsPlaced(c) ? 'combat' : 'reinforce';
}

export { grant };
