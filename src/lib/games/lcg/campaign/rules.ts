/**
 * The campaign of the Core Set (rulebook « Jeu Expert »): « les joueurs peuvent essayer de
 * battre les trois scénarios en utilisant la même combinaison de joueurs, decks, et héros
 * pour jouer une campagne. On peut ajouter les scores de chaque scénario pour connaître le
 * résultat de la campagne. Pour un niveau "cauchemar", on ne réinitialise pas le niveau de
 * menace, les points de vie ou les decks des joueurs au début de chaque scénario ... il est
 * recommandé de commencer par le scénario Passage dans la Forêt Noire, suivi du scénario
 * Voyage le Long de l'Anduin et finir avec le scénario Évasion de Dol Guldur. »
 *
 * Pure: the campaign is plain JSON (`CampaignData`, stored as the campaign record's `data`).
 * A checkpoint is what the players start the next scenario with; it changes only when a
 * scenario is won, so a lost scenario is replayed from the same checkpoint (« battre les trois
 * scénarios »). In a normal campaign the players may instead apply a house rule, labelled as
 * one: count the loss and go on (`goOnAfterDefeat`). « DÉCOMPTE » scores a won game only
 * (« Si les joueurs ont gagné la partie »): a lost scenario has no score. Decisions where the
 * rulebook is silent are in RULES-NOTES.md next to this file.
 */
import type { DeckList } from '../data/decks';
import { cardData } from '../data/cards';
import type { ScenarioId } from '../data/scenarios';
import { ELIMINATION_THREAT, groupScore, type ScoreLine } from '../rules';
import { inPlay, zoneIds } from '../state';
import type { LcgContext, LcgOptions, SeatCarryOver } from '../types';

/** Normal: threat, damage and decks reset between scenarios; nightmare (« cauchemar »): they carry over. */
export type CampaignMode = 'normal' | 'nightmare';

/** The scenarios in campaign order (« Jeu Expert »). */
export const CAMPAIGN_ORDER: readonly ScenarioId[] = ['passage-through-mirkwood', 'journey-down-the-anduin', 'escape-from-dol-guldur'];

/** A player of the campaign: name, and the deck chosen at the start (kept for every scenario). */
export interface CampaignPlayer {
	name: string;
	/** The deck's name as chosen (a starter deck id or a saved deck's name), for the screen. */
	deckName: string;
	deck: DeckList;
}

/** What one seat starts the next scenario with. */
export interface SeatStart {
	/** Heroes still standing (all of the deck's heroes in a normal campaign). */
	heroes: string[];
	/** The player deck (the remaining cards in nightmare). */
	cards: string[];
	/** Starting threat; null = the heroes' threat costs (a fresh start). */
	threat: number | null;
	/** Damage on each hero, by code. */
	damage: Record<string, number>;
	/** Heroes fallen so far in the campaign and gone for good (nightmare only). */
	fallen: string[];
}

/** The start of the next scenario: which one, and each seat's state. `next` null: the campaign is over. */
export interface Checkpoint {
	next: ScenarioId | null;
	seats: SeatStart[];
}

/**
 * One finished scenario of the campaign.
 * - won: `score` is the group's « DÉCOMPTE » and `lines` its sheet;
 * - lost: no score (`score` null, `lines` empty), the end state only (`threat`, `fallen`);
 * - lost and counted by the house rule (`houseRule`): `score` and `lines` are what the house
 *   rule counted (`houseRuleLines`).
 */
export interface ScenarioResult {
	scenario: ScenarioId;
	saveId: string;
	outcome: 'victory' | 'defeat';
	/** The players gave up (a campaign-level action): a loss like any other. */
	conceded: boolean;
	/** The group's score (« DÉCOMPTE », lower is better); null for a loss the rulebook does not score. */
	score: number | null;
	/** The house rule "count the loss and go on" counted this lost scenario (normal campaigns). */
	houseRule?: boolean;
	/** Victory points in the victory display at the end (subtracted from the counted score). */
	victoryPoints: number;
	/** The score sheet's lines of what was counted; empty for an uncounted loss. */
	lines: ScoreLine[];
	/** Heroes dead at the end of this scenario, per seat. */
	fallen: string[][];
	/** Each seat's threat dial at the end, as it stands. */
	threat: number[];
}

/** A campaign (the campaign record's `data`). */
export interface CampaignData {
	kind: 'lcg-campaign';
	version: 1;
	mode: CampaignMode;
	players: CampaignPlayer[];
	/** Scenarios counted in the campaign, in order (one per scenario). */
	results: ScenarioResult[];
	/** Every lost attempt that was replayed, for the record. */
	lost: ScenarioResult[];
	/** The last checkpoint: what the next scenario starts from. */
	checkpoint: Checkpoint;
	/** The scenario being played (its save), or null between scenarios. */
	current: { scenario: ScenarioId; saveId: string } | null;
	/** A loss waiting for the players' choice: replay from the checkpoint, or go on (normal campaigns). */
	pendingDefeat: ScenarioResult | null;
}

function freshSeat(p: CampaignPlayer): SeatStart {
	return { heroes: p.deck.heroes.slice(), cards: p.deck.cards.slice(), threat: null, damage: {}, fallen: [] };
}

/**
 * A new campaign, before its first scenario.
 * @param mode normal or nightmare
 * @param players 1 to 4 players with their decks (heroes already settled between them)
 * @throws Error for 0 or more than 4 players, or a player without a hero
 */
export function newCampaign(mode: CampaignMode, players: CampaignPlayer[]): CampaignData {
	if (players.length < 1 || players.length > 4) throw new Error(`a campaign is played by 1 to 4 players, not ${players.length}`);
	for (const p of players) if (p.deck.heroes.length < 1) throw new Error(`${p.name} has no hero`);
	return {
		kind: 'lcg-campaign',
		version: 1,
		mode,
		players: players.map((p) => ({ name: p.name, deckName: p.deckName, deck: { heroes: p.deck.heroes.slice(), cards: p.deck.cards.slice() } })),
		results: [],
		lost: [],
		checkpoint: { next: CAMPAIGN_ORDER[0], seats: players.map(freshSeat) },
		current: null,
		pendingDefeat: null
	};
}

/** The campaign's score so far: the sum of the counted scenarios' scores (« On peut ajouter les scores »). */
export function campaignTotal(data: CampaignData): number {
	return data.results.reduce((n, r) => n + (r.score ?? 0), 0);
}

/** The campaign total after each counted scenario, in order (the running total of the campaign sheet). */
export function runningTotals(data: CampaignData): number[] {
	let n = 0;
	return data.results.map((r) => (n += r.score ?? 0));
}

/**
 * The heroes gone for good, per seat: in nightmare those fallen so far (they do not come
 * back); in a normal campaign none — every hero comes back for the next scenario (a hero who
 * fell is shown in that scenario's breakdown, `ScenarioResult.fallen`).
 */
export function fallenHeroes(data: CampaignData): string[][] {
	if (data.mode === 'nightmare') return data.checkpoint.seats.map((s) => s.fallen.slice());
	return data.players.map(() => []);
}

/**
 * Why the next scenario cannot start, or null when it can: the campaign is over, a scenario
 * is in progress or a loss awaits a choice, or (nightmare) a player has no hero left or a
 * threat that would eliminate them at once.
 */
export function blockedReason(data: CampaignData): 'finished' | 'in-progress' | 'pending-defeat' | 'no-hero' | 'threat' | null {
	if (data.pendingDefeat) return 'pending-defeat';
	if (data.current) return 'in-progress';
	if (!data.checkpoint.next) return 'finished';
	for (const s of data.checkpoint.seats) {
		if (s.heroes.length === 0) return 'no-hero';
		if (s.threat !== null && s.threat >= ELIMINATION_THREAT) return 'threat';
	}
	return null;
}

/**
 * The options of the next scenario's game, from the checkpoint: its scenario, one deck per
 * seat (heroes still standing, the deck's cards) and, when anything carries over, the
 * threat and damage (`LcgOptions.carryOver`).
 * @throws Error when `blockedReason` is not null
 */
export function nextScenarioOptions(data: CampaignData): Pick<LcgOptions, 'scenario' | 'decks' | 'carryOver'> {
	const why = blockedReason(data);
	if (why) throw new Error(`the next scenario cannot start: ${why}`);
	const seats = data.checkpoint.seats;
	const carries = seats.some((s) => s.threat !== null || Object.keys(s.damage).length > 0);
	const carryOver: SeatCarryOver[] | null = carries ? seats.map((s) => ({ threat: s.threat, damage: { ...s.damage } })) : null;
	return {
		scenario: data.checkpoint.next!,
		decks: seats.map((s) => ({ heroes: s.heroes.slice(), cards: s.cards.slice() })),
		carryOver
	};
}

/** Marks the next scenario as being played in save `saveId`. */
export function startScenario(data: CampaignData, saveId: string): CampaignData {
	if (blockedReason(data)) throw new Error('the next scenario cannot start now');
	return { ...data, current: { scenario: data.checkpoint.next!, saveId } };
}

/**
 * The result of a finished (or conceded) scenario: a won one with its « DÉCOMPTE » sheet; a
 * lost or conceded one with no score (« Si les joueurs ont gagné la partie »: only a won game
 * is scored), its end state as it stands (threat dial, heroes dead).
 * @param ctx the game's final context
 * @param conceded the players gave up: the scenario is lost
 */
export function scenarioResult(ctx: LcgContext, saveId: string, conceded: boolean): ScenarioResult {
	const sheet = conceded ? null : groupScore(ctx);
	return {
		scenario: ctx.options.scenario,
		saveId,
		outcome: sheet ? 'victory' : 'defeat',
		conceded,
		score: sheet ? sheet.total : null,
		victoryPoints: zoneIds(ctx, 'victory').reduce((n, id) => n + (cardData(ctx.cards[id].cardId).victory ?? 0), 0),
		lines: sheet ? sheet.lines : [],
		fallen: ctx.players.map((p) => p.heroes.filter((h) => p.eliminated || !inPlay(ctx, h)).map((h) => ctx.cards[h].cardId)),
		threat: ctx.players.map((p) => p.threat)
	};
}

/**
 * House rule "count the loss and go on" (not in the rulebook, which scores won games only):
 * the lost scenario is counted as if every player had been eliminated — « son niveau de
 * menace est de 50 et ... tous ses héros sont morts » — so 50 threat plus the threat cost of
 * every hero the seat started the scenario with, no damage; minus the victory points earned.
 * @param result the lost scenario's result
 * @param heroes per seat, the hero codes the seat started the scenario with
 * @returns the sheet's lines and the counted score
 */
export function houseRuleLines(result: ScenarioResult, heroes: readonly (readonly string[])[]): { lines: ScoreLine[]; score: number } {
	const lines = heroes.map((hs, seat): ScoreLine => {
		const deadHeroes = hs.reduce((n, h) => n + (cardData(h).threat ?? 0), 0);
		return { seat, threat: ELIMINATION_THREAT, deadHeroes, damage: 0, subtotal: ELIMINATION_THREAT + deadHeroes, eliminated: true };
	});
	return { lines, score: lines.reduce((n, l) => n + l.subtotal, 0) - result.victoryPoints };
}

/**
 * What each seat carries into the next scenario after `ctx` ended.
 * - normal: nothing — threat, damage and decks reset (the players' chosen decks again);
 * - nightmare: the end threat; each surviving hero with its damage (a hero whose damage
 *   reaches its printed hit points, once attachments are gone, has fallen too); the deck
 *   state: the cards still in the player's deck plus the hand shuffled back into it —
 *   cards in play and in the discard pile stay spent (RULES-NOTES.md, « Jeu Expert »).
 */
export function carryOver(data: CampaignData, ctx: LcgContext): SeatStart[] {
	if (data.mode === 'normal') return data.players.map(freshSeat);
	return ctx.players.map((p, seat) => {
		const prior = data.checkpoint.seats[seat]?.fallen ?? [];
		const heroes: string[] = [];
		const damage: Record<string, number> = {};
		const fallen = prior.slice();
		for (const id of p.heroes) {
			const code = ctx.cards[id].cardId;
			const dmg = ctx.cards[id].damage;
			if (p.eliminated || !inPlay(ctx, id) || dmg >= (cardData(code).health ?? 0)) {
				if (!fallen.includes(code)) fallen.push(code);
				continue;
			}
			heroes.push(code);
			if (dmg > 0) damage[code] = dmg;
		}
		const cards = [...zoneIds(ctx, `deck:${seat}`), ...zoneIds(ctx, `hand:${seat}`)].map((id) => ctx.cards[id].cardId);
		return { heroes, cards, threat: p.threat, damage, fallen };
	});
}

function nextAfter(s: ScenarioId): ScenarioId | null {
	const i = CAMPAIGN_ORDER.indexOf(s);
	return CAMPAIGN_ORDER[i + 1] ?? null;
}

/**
 * Records the end of the current scenario. A victory is counted and the checkpoint moves
 * to the next scenario with what carries over; a loss waits for the players' choice
 * (`replayFromCheckpoint`, or `goOnAfterDefeat` in a normal campaign).
 * @param ctx the final context of the current scenario's game
 * @param conceded the players gave up the scenario
 * @throws Error when no scenario is in progress, or the context is not the current scenario's
 */
export function finishScenario(data: CampaignData, ctx: LcgContext, conceded = false): CampaignData {
	if (!data.current) throw new Error('no scenario is being played');
	if (ctx.options.scenario !== data.current.scenario) throw new Error('this game is not the campaign’s current scenario');
	if (!conceded && !ctx.outcome) throw new Error('the scenario is not over');
	const result = scenarioResult(ctx, data.current.saveId, conceded);
	if (result.outcome === 'defeat') return { ...data, current: null, pendingDefeat: result };
	return {
		...data,
		current: null,
		results: [...data.results.filter((r) => r.scenario !== result.scenario), result],
		checkpoint: { next: nextAfter(result.scenario), seats: carryOver(data, ctx) }
	};
}

/** Sets a loss aside to replay the same scenario from the unchanged checkpoint. */
export function replayFromCheckpoint(data: CampaignData): CampaignData {
	if (!data.pendingDefeat) throw new Error('there is no lost scenario to replay');
	return { ...data, lost: [...data.lost, data.pendingDefeat], pendingDefeat: null };
}

/**
 * House rule, normal campaigns only (the rulebook's campaign is « battre les trois scénarios »,
 * so a loss is replayed): counts the lost scenario with the house rule's score
 * (`houseRuleLines`) and goes on to the next one (everything resets, as after a win). A
 * nightmare campaign must replay: its players' threat and heroes cannot carry over a loss.
 * @throws Error in a nightmare campaign or with no pending loss
 */
export function goOnAfterDefeat(data: CampaignData): CampaignData {
	const p = data.pendingDefeat;
	if (!p) throw new Error('there is no lost scenario');
	if (data.mode === 'nightmare') throw new Error('a nightmare campaign replays a lost scenario');
	const counted = houseRuleLines(p, data.checkpoint.seats.map((s) => s.heroes));
	const r: ScenarioResult = { ...p, houseRule: true, score: counted.score, lines: counted.lines };
	return {
		...data,
		pendingDefeat: null,
		results: [...data.results.filter((x) => x.scenario !== r.scenario), r],
		checkpoint: { next: nextAfter(r.scenario), seats: data.players.map(freshSeat) }
	};
}

/** True when the value looks like campaign data this module wrote (the record may come from a file). */
export function isCampaignData(v: unknown): v is CampaignData {
	const d = v as Partial<CampaignData> | null;
	return !!d && d.kind === 'lcg-campaign' && d.version === 1 && Array.isArray(d.players) && Array.isArray(d.results) && !!d.checkpoint;
}

/**
 * Campaign data written before a lost scenario stopped being scored: a loss among the counted
 * results was counted by going on (now the labelled house rule, its score kept as it was then);
 * a loss waiting for the players' choice loses its score. Data already current is returned as is.
 */
export function upgradeCampaignData(d: CampaignData): CampaignData {
	const old = (r: ScenarioResult) => r.outcome === 'defeat' && r.houseRule === undefined && r.score !== null;
	if (!d.results.some(old) && !(d.pendingDefeat && d.pendingDefeat.score !== null) && !d.lost.some((r) => r.score !== null)) return d;
	const unscored = (r: ScenarioResult): ScenarioResult => ({ ...r, score: null, lines: [] });
	return {
		...d,
		results: d.results.map((r) => (old(r) ? { ...r, houseRule: true } : r)),
		lost: d.lost.map(unscored),
		pendingDefeat: d.pendingDefeat ? unscored(d.pendingDefeat) : null
	};
}
