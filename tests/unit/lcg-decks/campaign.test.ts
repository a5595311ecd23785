/**
 * The campaign (« Jeu Expert »): the three scenarios in order with the same players, decks
 * and heroes, scores added; « Pour un niveau "cauchemar", on ne réinitialise pas le niveau de
 * menace, les points de vie ou les decks des joueurs au début de chaque scénario ».
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import def from '$lib/games/lcg/definition';
import { STARTER_DECKS } from '$lib/games/lcg/data/decks';
import { codeByName } from '$lib/games/lcg/data/cards';
import {
	CAMPAIGN_ORDER,
	blockedReason,
	campaignTotal,
	fallenHeroes,
	finishScenario,
	goOnAfterDefeat,
	houseRuleLines,
	newCampaign,
	runningTotals,
	upgradeCampaignData,
	nextScenarioOptions,
	replayFromCheckpoint,
	startScenario,
	type CampaignData,
	type CampaignMode
} from '$lib/games/lcg/campaign/rules';
import type { GameSnapshot } from '$lib/engine/types';
import type { LcgContext, LcgOptions } from '$lib/games/lcg/types';
import { createContext } from '$lib/games/lcg/rules';
import { table, type SeatSpec } from '../lcg/table';

const c = codeByName;

function campaign(mode: CampaignMode): CampaignData {
	return newCampaign(mode, [
		{ name: 'Ann', deckName: 'leadership', deck: STARTER_DECKS.leadership },
		{ name: 'Bob', deckName: 'lore', deck: STARTER_DECKS.lore }
	]);
}

/**
 * The end of a Passage Through Mirkwood game: Ann with Aragorn (2 damage) and Glóin, Théodred
 * fallen (in her discard pile), threat 31, 2 cards left in her deck and 1 in hand; Bob with
 * his three heroes, threat 27.
 */
function endOfMirkwood(outcome: 'victory' | 'defeat', ann: Partial<SeatSpec> = {}): LcgContext {
	const g = table({
		p1: { heroes: ['Aragorn', 'Glóin', 'Théodred'], damage: { Aragorn: 2 }, threat: 31, deck: ['Faramir', 'Gandalf'], hand: ['Sneak Attack'], discard: ['Guard of the Citadel'], play: ['Snowbourn Scout'], ...ann },
		p2: { heroes: ['Glorfindel', 'Denethor', 'Beravor'], threat: 27, deck: ['Gléowine'] },
		at: 'refresh.window'
	});
	const ctx = structuredClone(g.ctx);
	// Théodred falls: he goes to his owner's discard pile (« Points de Vie et Dégâts »).
	const th = ctx.zones['play:0'].find((id) => ctx.cards[id].cardId === c('Théodred'))!;
	ctx.zones['play:0'] = ctx.zones['play:0'].filter((id) => id !== th);
	ctx.zones['discard:0'].push(th);
	ctx.cards[th] = { ...ctx.cards[th], zone: 'discard:0' };
	ctx.outcome = outcome;
	return ctx;
}

function playing(mode: CampaignMode): CampaignData {
	return startScenario(campaign(mode), 'save-1');
}

describe('a new campaign', () => {
	it('starts at Passage Through Mirkwood with the chosen decks, nothing carried over', () => {
		const d = campaign('normal');
		expect(CAMPAIGN_ORDER).toEqual(['passage-through-mirkwood', 'journey-down-the-anduin', 'escape-from-dol-guldur']);
		expect(blockedReason(d)).toBeNull();
		const o = nextScenarioOptions(d);
		expect(o.scenario).toBe('passage-through-mirkwood');
		expect(o.decks).toEqual([STARTER_DECKS.leadership, STARTER_DECKS.lore]);
		expect(o.carryOver).toBeNull();
	});
	it('refuses a player without a hero, and a fifth player', () => {
		expect(() => newCampaign('normal', [{ name: 'A', deckName: 'x', deck: { heroes: [], cards: [] } }])).toThrow(/no hero/);
		const p = { name: 'A', deckName: 'x', deck: STARTER_DECKS.spirit };
		expect(() => newCampaign('normal', [p, p, p, p, p])).toThrow(/1 to 4/);
	});
	it('cannot start a second scenario while one is played', () => {
		const d = playing('normal');
		expect(blockedReason(d)).toBe('in-progress');
		expect(() => nextScenarioOptions(d)).toThrow();
	});
});

describe('normal campaign: threat, damage and decks reset', () => {
	it('a won scenario is counted; the next one starts fresh with every hero', () => {
		const end = endOfMirkwood('victory');
		const d = finishScenario(playing('normal'), end);
		expect(d.current).toBeNull();
		expect(d.results).toHaveLength(1);
		const r = d.results[0];
		// « DÉCOMPTE »: Ann 31 threat + Théodred's 8 + 2 damage = 41; Bob 27 → 68.
		expect(r.lines.map((l) => l.subtotal)).toEqual([41, 27]);
		expect(r.score).toBe(68);
		expect(campaignTotal(d)).toBe(68);
		expect(r.fallen).toEqual([[c('Théodred')], []]);
		// Normal campaign: every hero comes back, none is gone for good (the panel says one thing).
		expect(fallenHeroes(d)).toEqual([[], []]);
		const o = nextScenarioOptions(d);
		expect(o.scenario).toBe('journey-down-the-anduin');
		expect(o.decks).toEqual([STARTER_DECKS.leadership, STARTER_DECKS.lore]);
		expect(o.carryOver).toBeNull();
	});
	it('scores add up over the three scenarios, then the campaign is over', () => {
		let d = finishScenario(playing('normal'), endOfMirkwood('victory'));
		for (const scenario of ['journey-down-the-anduin', 'escape-from-dol-guldur'] as const) {
			d = startScenario(d, `save-${scenario}`);
			const end = endOfMirkwood('victory');
			end.options = { ...end.options, scenario };
			d = finishScenario(d, end);
		}
		expect(d.results.map((r) => r.scenario)).toEqual(CAMPAIGN_ORDER);
		expect(campaignTotal(d)).toBe(3 * 68);
		expect(runningTotals(d)).toEqual([68, 136, 204]);
		expect(blockedReason(d)).toBe('finished');
	});
	it('a lost scenario has no score (« Si les joueurs ont gagné la partie »), only its end state', () => {
		const lost = finishScenario(playing('normal'), endOfMirkwood('defeat'));
		const r = lost.pendingDefeat!;
		expect(r.outcome).toBe('defeat');
		expect(r.score).toBeNull();
		expect(r.lines).toEqual([]);
		expect(r.threat).toEqual([31, 27]);
		expect(r.fallen).toEqual([[c('Théodred')], []]);
		expect(campaignTotal(lost)).toBe(0);
	});
	it('a lost scenario waits: replay from the same checkpoint (« battre les trois scénarios »), or go on by house rule', () => {
		const lost = finishScenario(playing('normal'), endOfMirkwood('defeat'));
		expect(lost.pendingDefeat?.outcome).toBe('defeat');
		expect(lost.results).toEqual([]);
		expect(blockedReason(lost)).toBe('pending-defeat');
		const replay = replayFromCheckpoint(lost);
		expect(replay.lost).toHaveLength(1);
		expect(replay.checkpoint).toEqual(lost.checkpoint);
		expect(nextScenarioOptions(replay).scenario).toBe('passage-through-mirkwood');
		expect(replay.results).toEqual([]);
		const on = goOnAfterDefeat(lost);
		expect(on.results).toHaveLength(1);
		const counted = on.results[0];
		// The house rule says what it counted: every player as eliminated (« son niveau de menace
		// est de 50 et ... tous ses héros sont morts »): Ann 50 + 12 + 9 + 8 = 79; Bob 50 + 12 + 8 + 10 = 80.
		expect(counted.houseRule).toBe(true);
		expect(counted.lines.map((l) => [l.threat, l.deadHeroes, l.damage, l.subtotal])).toEqual([
			[50, 29, 0, 79],
			[50, 30, 0, 80]
		]);
		expect(counted.score).toBe(159);
		expect(campaignTotal(on)).toBe(159);
		expect(nextScenarioOptions(on).scenario).toBe('journey-down-the-anduin');
	});
	it('the house rule subtracts the victory points earned before the loss', () => {
		const lost = finishScenario(playing('normal'), endOfMirkwood('defeat'));
		const withVp = { ...lost.pendingDefeat!, victoryPoints: 5 };
		expect(houseRuleLines(withVp, [STARTER_DECKS.leadership.heroes, STARTER_DECKS.lore.heroes]).score).toBe(159 - 5);
	});
	it('conceding is a loss like any other: no score, and only the heroes who really fell are dead', () => {
		const d = finishScenario(playing('normal'), endOfMirkwood('victory'), true);
		const r = d.pendingDefeat!;
		expect(r.conceded).toBe(true);
		expect(r.outcome).toBe('defeat');
		expect(r.score).toBeNull();
		expect(r.fallen).toEqual([[c('Théodred')], []]);
		expect(r.threat).toEqual([31, 27]);
	});
	it('campaign data from before: a counted loss becomes the labelled house rule, a pending loss loses its score', () => {
		const lost = finishScenario(playing('normal'), endOfMirkwood('defeat'));
		const on = goOnAfterDefeat(lost);
		const { houseRule: _h, ...oldResult } = on.results[0];
		const old: CampaignData = { ...on, results: [{ ...oldResult, score: 68 }], pendingDefeat: { ...lost.pendingDefeat!, score: 68 } };
		const up = upgradeCampaignData(old);
		expect(up.results[0]).toMatchObject({ houseRule: true, score: 68 });
		expect(up.pendingDefeat?.score).toBeNull();
		expect(upgradeCampaignData(on)).toBe(on);
	});
	it('refuses a game of another scenario, or one not over', () => {
		const end = endOfMirkwood('victory');
		expect(() => finishScenario(campaign('normal'), end)).toThrow(/no scenario/);
		const other = { ...end, options: { ...end.options, scenario: 'escape-from-dol-guldur' as const } };
		expect(() => finishScenario(playing('normal'), other)).toThrow(/current scenario/);
		expect(() => finishScenario(playing('normal'), { ...end, outcome: null })).toThrow(/not over/);
	});
});

describe('nightmare campaign (« cauchemar »): threat, damage and decks carry over', () => {
	it('the next scenario starts with the end threat, the damage, the surviving heroes and the remaining deck', () => {
		const d = finishScenario(playing('nightmare'), endOfMirkwood('victory'));
		const ann = d.checkpoint.seats[0];
		expect(ann.threat).toBe(31);
		expect(ann.heroes).toEqual([c('Aragorn'), c('Glóin')]);
		expect(ann.damage).toEqual({ [c('Aragorn')]: 2 });
		expect(ann.fallen).toEqual([c('Théodred')]);
		// Deck (Faramir, Gandalf) and hand (Sneak Attack); the discard pile and the Scout in play are spent.
		expect(ann.cards.slice().sort()).toEqual([c('Faramir'), c('Gandalf'), c('Sneak Attack')].sort());
		expect(d.checkpoint.seats[1]).toEqual({ heroes: STARTER_DECKS.lore.heroes, cards: [c('Gléowine')], threat: 27, damage: {}, fallen: [] });
		const o = nextScenarioOptions(d);
		expect(o.carryOver).toEqual([
			{ threat: 31, damage: { [c('Aragorn')]: 2 } },
			{ threat: 27, damage: {} }
		]);
		expect(o.decks?.[0]).toEqual({ heroes: [c('Aragorn'), c('Glóin')], cards: ann.cards });
	});
	it('a fallen hero stays fallen in the following scenarios', () => {
		let d = finishScenario(playing('nightmare'), endOfMirkwood('victory'));
		d = startScenario(d, 'save-2');
		const end = endOfMirkwood('victory', { heroes: ['Aragorn', 'Glóin', 'Théodred'] });
		end.options = { ...end.options, scenario: 'journey-down-the-anduin' };
		d = finishScenario(d, end);
		expect(fallenHeroes(d)[0]).toEqual([c('Théodred')]);
	});
	it('a lost nightmare scenario must be replayed from the checkpoint', () => {
		const lost = finishScenario(playing('nightmare'), endOfMirkwood('defeat'));
		expect(() => goOnAfterDefeat(lost)).toThrow(/nightmare/);
		const replay = replayFromCheckpoint(lost);
		expect(nextScenarioOptions(replay).carryOver).toBeNull();
		expect(nextScenarioOptions(replay).decks).toEqual([STARTER_DECKS.leadership, STARTER_DECKS.lore]);
	});
	it('a player with no hero left cannot go on', () => {
		const end = endOfMirkwood('victory');
		for (const id of end.players[0].heroes) end.cards[id] = { ...end.cards[id], zone: 'discard:0' };
		const d = finishScenario(playing('nightmare'), end);
		expect(d.checkpoint.seats[0].heroes).toEqual([]);
		expect(blockedReason(d)).toBe('no-hero');
	});
});

describe('the game starts with the carry-over (LcgOptions.carryOver)', () => {
	function start(options: Partial<LcgOptions>) {
		const input = def.createInput({ seats: [{ name: 'Ann' }, { name: 'Bob' }], seed: 7, options });
		return (createActor(def.machine, { input }).start().getSnapshot() as GameSnapshot<LcgContext>).context;
	}
	it('sets each threat and the heroes’ damage, and plays the given deck', () => {
		const d = finishScenario(playing('nightmare'), endOfMirkwood('victory'));
		const o = nextScenarioOptions(d);
		// Anduin may not be playable on this branch: the carry-over is applied the same way to any scenario.
		const ctx = start({ ...o, scenario: 'passage-through-mirkwood' });
		expect(ctx.players.map((p) => p.threat)).toEqual([31, 27]);
		const aragorn = ctx.players[0].heroes.find((id) => ctx.cards[id].cardId === c('Aragorn'))!;
		expect(ctx.cards[aragorn].damage).toBe(2);
		expect(ctx.players[0].heroes).toHaveLength(2);
		const annCards = Object.values(ctx.cards).filter((x) => x.owner === 0 && !x.zone.startsWith('play:'));
		expect(annCards).toHaveLength(3);
	});
	it('without carry-over the threat is the heroes’ threat costs', () => {
		const ctx = start({ decks: ['leadership', 'lore'] });
		expect(ctx.players.map((p) => p.threat)).toEqual([29, 30]);
	});
	it('refuses a threat of 50 or more, or damage that would kill a hero', () => {
		const start = (options: Partial<LcgOptions>) => createContext(def.createInput({ seats: [{ name: 'Ann' }, { name: 'Bob' }], seed: 7, options }));
		expect(() => start({ decks: ['leadership', 'lore'], carryOver: [{ threat: 50, damage: {} }, null] })).toThrow(/from 0 to 49, not 50/);
		expect(() => start({ decks: ['leadership', 'lore'], carryOver: [{ threat: 20, damage: { [c('Aragorn')]: 5 } }, null] })).toThrow(/Aragorn cannot start with 5 damage/);
		expect(() => start({ decks: ['leadership', 'lore'], carryOver: [{ threat: 20, damage: { [c('Gimli')]: 1 } }, null] })).toThrow(/does not have/);
	});
});
