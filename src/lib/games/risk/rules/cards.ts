/**
 * Adventure cards (rulebook « Les cartes Aventure », « Les cartes Mission », « Les cartes
 * événement », « Les cartes Pouvoir ») and the leader's arrival on a territory.
 */
import { ADVENTURE_CARDS, type PowerEffect } from '../data/adventure';
import { RING_PATH } from '../data/game';
import { TERRITORIES, territoryIndex } from '../data/map';
import { NEIGHBOURS } from './board';
import { ringOnDie } from './fellowship';
import { ACROSS_MOUNTAINS, BRIDGES, blockBridge, crossesBlockedBridge, invasionTargets, mountainPassed, openMountainPass, playLocalUprising } from './special';
import { drawTerritoryCard, grant, log, remove, tname, type Cursor } from './state';
import { NEUTRAL, WILD_CARDS, type Phase, type RiskContext, type RiskEvent } from '../types';

/** Whether a leader entering `t` earns an adventure card (option `adventureDraw`, « Phase 4 »). */
export function earnsAdventure(c: RiskContext, t: number): boolean {
	return c.options.adventureDraw === 'stronghold' ? TERRITORIES[t].stronghold !== null : TERRITORIES[t].siteOfPower !== null;
}

/**
 * A leader of `seat` reaches territory `t` (by conquest or manoeuvre): marks an adventure draw
 * if `t` earns one, and completes every mission in hand naming `t` (« votre héros doit
 * atteindre le site de pouvoir … en attaquant le territoire en question ou en s'y déplaçant »):
 * the card is laid down, its reward for the player's side is given (battalions in `t`, or an
 * extra territory card at the end of the turn), and the leader stays there this turn.
 */
export function leaderArrives(c: RiskContext, seat: number, t: number): void {
	if (earnsAdventure(c, t)) c.turn.leaderAdventure = true;
	for (const id of c.adventureHands[seat].slice()) {
		const k = ADVENTURE_CARDS[id].kind;
		if (k.type !== 'mission' || territoryIndex(k.territory) !== t) continue;
		c.adventureHands[seat] = c.adventureHands[seat].filter((x) => x !== id);
		c.adventureScored[seat].push(id);
		const reward = k.reward[c.sides[seat]];
		if (reward.battalions) grant(c, t, reward.battalions);
		if (reward.territoryCards) c.turn.extraTerritoryCards += reward.territoryCards;
		if (!c.turn.missionLocked.includes(t)) c.turn.missionLocked.push(t);
		log(c, 'mission', { card: ADVENTURE_CARDS[id].key, territory: tname(t), battalions: reward.battalions ?? 0, cards: reward.territoryCards ?? 0 }, seat);
	}
}

/** Draws up to 3 territory cards for an event and returns their territories (wild cards show none). */
function revealThree(c: RiskContext, r: Cursor): number[] {
	const out: number[] = [];
	for (let i = 0; i < 3; i++) {
		const card = drawTerritoryCard(c, r);
		if (card === null) break;
		c.territoryDiscard.push(card);
		if (!WILD_CARDS.includes(card)) out.push(card);
	}
	c.territoryRevealed = out.slice();
	return out;
}

/** The side of the owner of `t`, or null for the neutral army. */
function sideOf(c: RiskContext, t: number) {
	const o = c.owner[t];
	return o >= 0 ? c.sides[o] : null;
}

/**
 * Plays an event at once (« Elles sont jouées immédiatement et défaussées après utilisation »).
 * @returns true when the player must now place a second leader
 */
export function playEvent(c: RiskContext, seat: number, id: number, r: Cursor): boolean {
	const k = ADVENTURE_CARDS[id].kind;
	if (k.type !== 'event') throw new TypeError('not an event');
	c.adventureDiscard.push(id);
	log(c, `event_${k.effect}`, {}, seat);
	switch (k.effect) {
		case 'secondLeader': {
			if (c.leaderShields[seat] >= 2 && c.leaders[seat].length >= 2) return false;
			c.leaderShields[seat] = 2;
			const free = c.owner.some((o, t) => o === seat && !c.leaders[seat].includes(t));
			return c.leaders[seat].length < 2 && free;
		}
		case 'winterStorms': {
			c.storms = { territories: revealThree(c, r), until: seat };
			return false;
		}
		case 'raiders': {
			for (const t of revealThree(c, r)) {
				const loss = Math.min(Math.floor(c.armies[t] / 2), c.armies[t] - 1);
				if (loss > 0) remove(c, t, loss);
				log(c, 'raid', { territory: tname(t), count: loss });
			}
			return false;
		}
		case 'mustering': {
			for (const t of revealThree(c, r)) {
				grant(c, t, 3);
				log(c, 'muster', { territory: tname(t), count: 3 });
			}
			return false;
		}
		case 'caveTroll':
		case 'entmoot': {
			const t = territoryIndex(k.effect === 'caveTroll' ? 'moria' : 'fangorn');
			const friend = k.effect === 'caveTroll' ? 'evil' : 'good';
			const side = sideOf(c, t);
			if (side === friend) grant(c, t, 2);
			else if (side !== null) remove(c, t, Math.min(2, c.armies[t] - 1));
			return false;
		}
		case 'localUprising':
			playLocalUprising(c, seat, r);
			return false;
		case 'corsairs':
			c.corsairs = { until: seat };
			return false;
	}
}

/**
 * Whether `to` can be invaded from `from` now: adjacent (or across the mountains by The Way Is
 * Under the Mountains), an enemy, no Winter Storms on either, and over a bridge blocked by You
 * Shall Not Pass! only with the invader's leader going along (rules/special.ts).
 */
export function canInvade(c: RiskContext, seat: number, from: number, to: number): boolean {
	if (c.owner[from] !== seat || c.owner[to] === seat) return false;
	if (!NEIGHBOURS[from].includes(to) && !mountainPassed(c, from, to)) return false;
	if (c.storms && (c.storms.territories.includes(from) || c.storms.territories.includes(to))) return false;
	if (crossesBlockedBridge(c, from, to) && !leaderGoesAlong(c, seat, from)) return false;
	return true;
}

/**
 * Whether `seat`'s leader in `from` goes along with an invasion or a move from there: a leader
 * that completed a mission this turn stays on its site (« Une fois sur un site de pouvoir, le
 * héros ne peut en sortir pendant le tour »).
 */
export function leaderGoesAlong(c: RiskContext, seat: number, from: number): boolean {
	return (c.leaders[seat]?.includes(from) ?? false) && !c.turn.missionLocked.includes(from);
}

/** The power effect of adventure card `id`, or null. */
export function powerOf(id: number): PowerEffect | null {
	const k = ADVENTURE_CARDS[id].kind;
	return k.type === 'power' ? k.effect : null;
}

/**
 * Every PLAY_POWER event `seat` may send in the current phase (« Vous pouvez les jouer
 * pendant votre phase Combat, sauf mention spéciale »; our timing per card: RULES-NOTES.md).
 */
export function powerEvents(c: RiskContext, seat: number): RiskEvent[] {
	return powerEventsIn(c, seat, c.phase);
}

/**
 * Every PLAY_POWER event `seat` may send in `phase` (the phases with powers: 'reinforce',
 * 'combat', 'manoeuvre', 'fellowship'; none in the others), the game being as `c` says
 * otherwise: the rules' flow asks it of a phase before the game stands in it (rules/flow.ts).
 */
export function powerEventsIn(c: RiskContext, seat: number, phase: Phase): RiskEvent[] {
	const out: RiskEvent[] = [];
	const seen = new Set<string>();
	for (const card of c.adventureHands[seat]) {
		if (card === c.turn.drawnAdventure) continue;
		const eff = powerOf(card);
		if (!eff || seen.has(eff)) continue;
		seen.add(eff);
		const push = (from?: number, to?: number) => out.push({ type: 'PLAY_POWER', seat, card, ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
		if (phase === 'combat') {
			for (let from = 0; from < c.owner.length; from++) {
				if (c.owner[from] !== seat) continue;
				const targets = invasionTargets(c, from).filter((to) => canInvade(c, seat, from, to));
				if (eff === 'mountainWay' && c.armies[from] >= 2)
					for (const to of ACROSS_MOUNTAINS[from]) if (c.owner[to] !== seat && !mountainPassed(c, from, to) && !(c.storms && (c.storms.territories.includes(from) || c.storms.territories.includes(to)))) push(from, to);
				if (eff === 'ambush' && targets.length) push(from);
				if (eff === 'grima') for (const to of targets) if (c.armies[to] >= 2) push(from, to);
			}
			if (eff === 'siege')
				for (let to = 0; to < c.owner.length; to++)
					if (TERRITORIES[to].stronghold && c.owner[to] !== seat && !c.turn.siege.includes(to) && NEIGHBOURS[to].some((f) => canInvade(c, seat, f, to) && c.armies[f] >= 2)) push(undefined, to);
		} else if (phase === 'manoeuvre') {
			if (eff === 'moveByNight') push();
		} else if (phase === 'reinforce') {
			if (eff === 'hunt') push();
			if (eff === 'youShallNotPass') for (const [a, b] of BRIDGES) push(a, b);
			if (eff === 'borne')
				for (const from of c.leaders[seat])
					for (let to = 0; to < c.owner.length; to++) if (c.owner[to] === seat && to !== from && !c.leaders[seat].includes(to)) push(from, to);
		} else if (phase === 'fellowship') {
			if (eff === 'knife' && !ringOnDie(c.ring) && !c.turn.ringForceRoll) push();
			if (eff === 'boromir' && !c.turn.ringStay) push();
			if (eff === 'balrog' && !c.turn.ringStay && RING_PATH[c.ring].territory === 'moria') push();
			if (eff === 'smeagol' && c.turn.ringPlus === 0 && (ringOnDie(c.ring) || c.turn.ringForceRoll)) push();
		}
	}
	return out;
}

/**
 * Plays a power (it is laid down and scores its points at the end).
 * @returns true when the Fellowship left the board (Hunt for the Ringbearer at the Dead Marshes)
 */
export function playPower(c: RiskContext, ev: Extract<RiskEvent, { type: 'PLAY_POWER' }>): boolean {
	const seat = ev.seat;
	const eff = powerOf(ev.card) as PowerEffect;
	c.adventureHands[seat] = c.adventureHands[seat].filter((x) => x !== ev.card);
	c.adventureScored[seat].push(ev.card);
	log(c, `power_${eff}`, { card: ADVENTURE_CARDS[ev.card].key, ...(ev.from !== undefined ? { from: tname(ev.from) } : {}), ...(ev.to !== undefined ? { to: tname(ev.to) } : {}) }, seat);
	switch (eff) {
		case 'ambush':
			grant(c, ev.from as number, 3);
			return false;
		case 'grima': {
			const to = ev.to as number;
			const n = Math.min(2, c.armies[to] - 1);
			c.armies[to] -= n;
			c.armies[ev.from as number] += n;
			return false;
		}
		case 'siege':
			c.turn.siege.push(ev.to as number);
			return false;
		case 'mountainWay':
			openMountainPass(c, ev.from as number, ev.to as number);
			return false;
		case 'youShallNotPass':
			blockBridge(c, seat, ev.from as number, ev.to as number);
			return false;
		case 'moveByNight':
			c.turn.manoeuvresLeft += 3;
			return false;
		case 'borne': {
			c.leaders[seat] = c.leaders[seat].map((t) => (t === ev.from ? (ev.to as number) : t));
			leaderArrives(c, seat, ev.to as number);
			return false;
		}
		case 'hunt': {
			const here = territoryIndex(RING_PATH[c.ring].territory);
			if (c.owner[here] === seat) {
				grant(c, here, 4);
				return false;
			}
			c.ring++;
			log(c, 'ring_move', { step: c.ring + 1 });
			return c.ring >= RING_PATH.length;
		}
		case 'knife':
			c.turn.ringForceRoll = true;
			return false;
		case 'boromir':
		case 'balrog':
			c.turn.ringStay = true;
			return false;
		case 'smeagol':
			c.turn.ringPlus = 2;
			return false;
		default:
			// Reactions are played with REACT in a window (rules/reactions.ts), never listed here.
			return false;
	}
}

/** Whether the neutral army holds `t` (2-player game). */
export function isNeutral(c: RiskContext, t: number): boolean {
	return c.owner[t] === NEUTRAL;
}
