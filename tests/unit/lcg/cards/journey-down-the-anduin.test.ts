/**
 * One test (at least) per encounter and quest card of Journey Down the Anduin: its own set
 * (111-114), Sauron's Reach (115-118), Wilderlands (81-88) and the quest cards 126-128, each
 * quoting the card's text; and the scenario's setup through the real statechart.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import def from '$lib/games/lcg/definition';
import { stagingThreat } from '$lib/games/lcg/state';
import { stageDefeatable } from '$lib/games/lcg/rules';
import type { LcgContext } from '$lib/games/lcg/types';
import { checkZones, table, type TestGame } from '../table';
import { until } from './decisions';

/**
 * From `combat.shadows`: lets the only engaged enemy attack, defended by `defender` (a name) or
 * undefended, until its shadow card has resolved (or asks a decision).
 */
function attack(g: TestGame, defender: string | null): TestGame {
	g.continueTo('combat.enemyDefend');
	if (defender) g.send({ type: 'DEFEND', seat: 0, card: g.id(defender) });
	else g.send({ type: 'NO_DEFENDER', seat: 0 });
	return until(g, 'combat.enemyShadowWindow');
}

describe('Journey Down the Anduin (encounter set)', () => {
	it('Misty Mountain Goblins, « Forced: After Misty Mountain Goblins attacks, remove 1 progress token from the current quest »', () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Misty Mountain Goblins'] }, questProgress: 3, at: 'combat.shadows', options: { shadows: false } });
		attack(g, 'Gimli').continueTo('combat.enemyDamageWindow');
		expect(g.ctx.quest.progress).toBe(2);
	});

	it('Misty Mountain Goblins, shadow: « Remove 1 progress token from the current quest. (3 ... if this attack is undefended.) »', () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Forest Spider'] }, encounterDeck: ['Misty Mountain Goblins'], questProgress: 5, at: 'combat.shadows' });
		attack(g, 'Gimli');
		expect(g.ctx.quest.progress).toBe(4);
		const u = table({ p1: { heroes: ['Gimli'], engaged: ['Forest Spider'] }, encounterDeck: ['Misty Mountain Goblins'], questProgress: 5, at: 'combat.shadows' });
		attack(u, null);
		expect(u.ctx.quest.progress).toBe(2);
	});

	it('Massing at Night, « When Revealed: Reveal X additional cards from the encounter deck. X is the number of players »', () => {
		const g = table({ p1: { heroes: ['Gimli'] }, encounterDeck: ['Massing at Night', 'Banks of the Anduin', 'Gladden Fields'], at: 'quest.commitWindow' });
		g.continue();
		expect(g.names('staging')).toEqual(['Banks of the Anduin']);
		expect(g.names('encounterDiscard')).toEqual(['Massing at Night']);
	});

	it('Massing at Night, shadow: « Deal X shadow cards to this attacker »', () => {
		const g = table({
			p1: { heroes: ['Gimli'], engaged: ['Forest Spider'] },
			p2: { heroes: ['Aragorn'] },
			encounterDeck: ['Massing at Night', 'Banks of the Anduin', 'Gladden Fields'],
			at: 'combat.shadows'
		});
		attack(g, 'Gimli');
		expect(g.ctx.zones.shadow.length).toBe(3);
		checkZones(g.ctx);
	});

	it('Banks of the Anduin, « If Banks of the Anduin leaves play, return it to the top of the encounter deck instead of placing it in the discard pile »', () => {
		const g = table({
			p1: { heroes: ['Glorfindel'], committed: ['Glorfindel'] },
			active: 'Banks of the Anduin',
			encounterDeck: ['Gladden Fields'],
			at: 'quest.resolve'
		});
		expect(g.names('encounterDeck')).toEqual(['Banks of the Anduin', 'Gladden Fields']);
		expect(g.card('Banks of the Anduin').faceDown).toBe(true);
	});

	it('Gladden Fields, « While Gladden Fields is the active location, each player must raise his threat by an additional point during the refresh phase »', () => {
		const g = table({ p1: { heroes: ['Gimli'], threat: 20 }, p2: { heroes: ['Aragorn'], threat: 30 }, active: 'Gladden Fields', at: 'refresh.ready' });
		expect([g.threat(0), g.threat(1)]).toEqual([22, 32]);
		const h = table({ p1: { heroes: ['Gimli'], threat: 20 }, staging: ['Gladden Fields'], at: 'refresh.ready' });
		expect(h.threat(0)).toBe(21);
	});
});

describe('Sauron’s Reach', () => {
	it('Eastern Crows, « Forced: After Eastern Crows is defeated, shuffle it back into the encounter deck »', () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Eastern Crows'] }, encounterDeck: ['Gladden Fields'], at: 'combat.playerDeclare' });
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id('Eastern Crows') });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Gimli') });
		g.send({ type: 'CONFIRM', seat: 0 });
		g.continueTo('combat.playerDamageWindow');
		expect(g.zoneOf('Eastern Crows')).toBe('encounterDeck');
		expect(g.ids('Eastern Crows', 'encounterDiscard')).toEqual([]);
	});

	it('Eastern Crows, shadow: « attacking enemy gets +1 [attack]. (+2 instead if defending player’s threat is 35 or higher.) »', () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Forest Spider'], threat: 20 }, encounterDeck: ['Eastern Crows'], at: 'combat.shadows' });
		attack(g, 'Gimli').continueTo('combat.enemyDamageWindow');
		// Forest Spider 2 attack + 1 against Gimli's 2 defence.
		expect(g.card('Gimli').damage).toBe(1);
		const h = table({ p1: { heroes: ['Gimli'], engaged: ['Forest Spider'], threat: 35 }, encounterDeck: ['Eastern Crows'], at: 'combat.shadows' });
		attack(h, 'Gimli').continueTo('combat.enemyDamageWindow');
		expect(h.card('Gimli').damage).toBe(2);
	});

	it('Evil Storm, « Deal 1 damage to each character controlled by each player with a threat of 35 or higher »', () => {
		const g = table({
			p1: { heroes: ['Gimli'], play: ['Guard of the Citadel'], threat: 35 },
			p2: { heroes: ['Aragorn'], threat: 34 },
			encounterDeck: ['Evil Storm', 'Gladden Fields'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect([g.card('Gimli').damage, g.card('Guard of the Citadel').damage, g.card('Aragorn').damage]).toEqual([1, 1, 0]);
	});

	it('Pursued by Shadow, « Each player raises his threat by 1 for each character he controls that is not currently committed to a quest »', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Glorfindel'], play: ['Guard of the Citadel'], committed: ['Glorfindel'], threat: 20 },
			encounterDeck: ['Pursued by Shadow'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.threat(0)).toBe(22);
	});

	it('Pursued by Shadow, shadow: « Defending player ... returns 1 exhausted ally he controls to its owner’s hand. If he controls no exhausted allies, raise his threat by 3 »', () => {
		const g = table({
			p1: { heroes: ['Gimli'], play: ['Guard of the Citadel'], exhausted: ['Guard of the Citadel'], engaged: ['Forest Spider'], threat: 20 },
			encounterDeck: ['Pursued by Shadow'],
			at: 'combat.shadows'
		});
		attack(g, 'Gimli');
		expect(g.names('hand:0')).toEqual(['Guard of the Citadel']);
		expect(g.threat(0)).toBe(20);
		const h = table({ p1: { heroes: ['Gimli'], play: ['Guard of the Citadel'], engaged: ['Forest Spider'], threat: 20 }, encounterDeck: ['Pursued by Shadow'], at: 'combat.shadows' });
		attack(h, 'Gimli');
		expect(h.threat(0)).toBe(23);
	});

	it('Treacherous Fog, « Each location in the staging area gets +1 [threat] until the end of the phase. Then, each player with a threat of 35 or higher chooses and discards 1 card from his hand »', () => {
		const g = table({
			p1: { heroes: ['Gimli'], hand: ['Feint', 'Blade Mastery'], threat: 35 },
			staging: ['Banks of the Anduin', 'Forest Spider'],
			encounterDeck: ['Treacherous Fog'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.stat('Banks of the Anduin', 'threat')).toBe(2);
		expect(g.stat('Forest Spider', 'threat')).toBe(2);
		expect(g.ctx.decision?.seat).toBe(0);
		g.choose(g.id('Feint'));
		expect(g.names('discard:0')).toEqual(['Feint']);
	});
});

describe('Wilderlands', () => {
	it('Wolf Rider, shadow: « Wolf Rider attacks the defending player ... Deal Wolf Rider its own Shadow card. After combat, return Wolf Rider to the top of the encounter deck »', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Glorfindel'], engaged: ['Forest Spider'] },
			encounterDeck: ['Wolf Rider', 'Gladden Fields', 'Banks of the Anduin'],
			at: 'combat.shadows'
		});
		attack(g, 'Gimli');
		expect(g.names('engaged:0')).toEqual(['Forest Spider', 'Wolf Rider']);
		expect(g.ctx.zones.shadow.map((s) => g.ctx.cards[s].attachedTo)).toEqual([g.id('Wolf Rider')]);
		// Its own attack, defended by Glorfindel (1 defence, 5 hit points) against 2 attack.
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Glorfindel') });
		g.continueTo('combat.endWindow');
		expect(g.card('Glorfindel').damage).toBe(1);
		g.continue();
		expect(g.names('encounterDeck')[0]).toBe('Wolf Rider');
		checkZones(g.ctx);
	});

	it('Hill Troll, « Excess combat damage ... must be assigned as an increase to your threat »', () => {
		const g = table({
			p1: { heroes: ['Glorfindel', 'Gimli'], engaged: ['Hill Troll'], damage: { Glorfindel: 2 }, threat: 20 },
			at: 'combat.shadows',
			options: { shadows: false }
		});
		attack(g, 'Glorfindel').continueTo('combat.enemyDamageWindow');
		// 6 attack − 1 defence = 5 damage on Glorfindel, who had 3 hit points left: 2 more threat.
		expect(g.zoneOf('Glorfindel')).toBe('discard:0');
		expect(g.threat(0)).toBe(22);
	});

	it('Goblin Sniper, « players cannot optionally engage Goblin Sniper if there are other enemies in the staging area »', () => {
		const g = table({ p1: { heroes: ['Gimli'] }, staging: ['Goblin Sniper', 'Forest Spider'], at: 'encounter.optional' });
		expect(g.legal(0).filter((e) => e.type === 'ENGAGE').map((e) => (e as { enemy: string }).enemy)).toEqual([g.id('Forest Spider')]);
		const h = table({ p1: { heroes: ['Gimli'] }, staging: ['Goblin Sniper', 'Gladden Fields'], at: 'encounter.optional' });
		expect(h.legal(0).filter((e) => e.type === 'ENGAGE').length).toBe(1);
	});

	it('Goblin Sniper, « Forced: If Goblin Sniper is in the staging area at the end of the combat phase, each player deals 1 point of damage to 1 character he controls »', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Glorfindel'] }, p2: { heroes: ['Aragorn'] }, staging: ['Goblin Sniper'], at: 'combat.endWindow' });
		g.continue();
		expect(g.ctx.decision?.seat).toBe(0);
		g.choose(g.id('Glorfindel'));
		expect([g.card('Glorfindel').damage, g.card('Aragorn').damage, g.card('Gimli').damage]).toEqual([1, 1, 0]);
	});

	it('Marsh Adder, « Forced: Each time Marsh Adder attacks you, raise your threat by 1 »', () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Marsh Adder'], threat: 20 }, at: 'combat.shadows', options: { shadows: false } });
		g.continueTo('combat.enemyDefend');
		expect(g.threat(0)).toBe(21);
	});

	it('Wargs, « If Wargs is dealt a shadow card with no effect, return Wargs to the staging area after it attacks »', () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Wargs'] }, encounterDeck: ['Gladden Fields'], at: 'combat.shadows' });
		attack(g, 'Gimli').continueTo('combat.enemyDamageWindow');
		expect(g.zoneOf('Wargs')).toBe('staging');
		const h = table({ p1: { heroes: ['Gimli'] , engaged: ['Wargs'] }, encounterDeck: ['Despair'], at: 'combat.shadows' });
		attack(h, 'Gimli').continueTo('combat.enemyDamageWindow');
		expect(h.zoneOf('Wargs')).toBe('engaged:0');
	});

	it('Wargs, shadow: « attacking enemy gets +1 [attack]. (+2 [attack] instead if this attack is undefended.) »', () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Forest Spider'] }, encounterDeck: ['Wargs'], at: 'combat.shadows' });
		attack(g, 'Gimli').continueTo('combat.enemyDamageWindow');
		expect(g.card('Gimli').damage).toBe(1);
		const u = table({ p1: { heroes: ['Gimli'], engaged: ['Forest Spider'] }, encounterDeck: ['Wargs'], at: 'combat.shadows' });
		until(attack(u, null), 'combat.enemyDamageWindow');
		expect(u.card('Gimli').damage).toBe(4);
	});

	it('Despair, « Remove 4 progress tokens from the current quest card (... fewer than 4 ..., remove all) »', () => {
		const g = table({ p1: { heroes: ['Gimli'] }, active: 'Gladden Fields', activeProgress: 2, questProgress: 6, encounterDeck: ['Despair'], at: 'quest.commitWindow' });
		g.continue();
		expect(g.ctx.quest.progress).toBe(2);
		expect(g.card('Gladden Fields').progress).toBe(2);
		const h = table({ p1: { heroes: ['Gimli'] }, questProgress: 3, encounterDeck: ['Despair'], at: 'quest.commitWindow' });
		h.continue();
		expect(h.ctx.quest.progress).toBe(0);
	});

	it('Despair, shadow: « Defending character does not count its [defense] »', () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Forest Spider'] }, encounterDeck: ['Despair'], at: 'combat.shadows' });
		attack(g, 'Gimli');
		expect(g.stat('Gimli', 'defense')).toBe(0);
		g.continueTo('combat.enemyDamageWindow');
		expect(g.card('Gimli').damage).toBe(2);
		g.continue();
		expect(g.stat('Gimli', 'defense')).toBe(2);
	});

	it('The Brown Lands, « Forced: After the players travel to The Brown Lands, place 1 progress token on it »', () => {
		const g = table({ p1: { heroes: ['Gimli'] }, staging: ['The Brown Lands'], at: 'travel.choose' });
		g.send({ type: 'TRAVEL', seat: 0, location: g.id('The Brown Lands') });
		// 1 quest point: explored at once.
		expect(g.zoneOf('The Brown Lands')).toBe('encounterDiscard');
	});

	it('The East Bight, « the players must travel to The East Bight if there is no active location »', () => {
		const g = table({ p1: { heroes: ['Gimli'] }, staging: ['Gladden Fields', 'The East Bight'], at: 'travel.choose' });
		expect(g.legal(0)).toEqual([{ type: 'TRAVEL', seat: 0, location: g.id('The East Bight') }]);
	});
});

describe('Journey Down the Anduin (quest)', () => {
	it('setup: « Each player reveals 1 card from the top of the encounter deck »; stage 1B puts a Hill Troll into the staging area', () => {
		for (const players of [1, 3]) {
			const seats = Array.from({ length: players }, (_, i) => `P${i + 1}`);
			const actor = createActor(def.machine, {
				input: def.createInput({ seats: seats.map((name) => ({ name })), options: { scenario: 'journey-down-the-anduin' }, seed: 7 })
			});
			actor.start();
			for (let s = 0; s < players; s++) actor.send({ type: 'KEEP', seat: s });
			// A revealed treachery may ask a choice: take the first option.
			for (let d = (actor.getSnapshot().context as LcgContext).decision; d; d = (actor.getSnapshot().context as LcgContext).decision)
				actor.send({ type: 'CHOOSE', seat: d.seat, value: d.options[0].value });
			const ctx = actor.getSnapshot().context as LcgContext;
			expect(ctx.decision).toBe(null);
			expect(ctx.cards[ctx.zones.quest[0]].cardId).toBe('01126');
			const trolls = ctx.zones.staging.filter((id) => ctx.cards[id].cardId === '01082');
			expect(trolls.length).toBe(1);
			const revealed = ctx.log.filter((e) => e.key === 'lcg_log_reveal').length;
			expect(revealed).toBeGreaterThanOrEqual(players);
			checkZones(ctx);
			// « Players cannot defeat this stage while any Hill Troll cards are in play. »
			expect(stageDefeatable({ ...ctx, quest: { ...ctx.quest, progress: 20 } })).toBe(false);
		}
	});

	it('To the River…: no second Hill Troll when one is already in play', () => {
		const g = table({
			p1: { heroes: ['Glorfindel'], committed: ['Glorfindel'] },
			staging: ['Hill Troll'],
			encounterDeck: ['Hill Troll', 'Gladden Fields'],
			quest: 'A Fork in the Road',
			questDeck: ['To the River...'],
			questProgress: 2,
			at: 'quest.resolve'
		});
		expect(g.ids('Hill Troll', 'staging').length).toBe(1);
	});

	it('Anduin Passage, « Reveal 1 additional card from the encounter deck each quest phase. Do not make engagement checks »', () => {
		const g = table({ p1: { heroes: ['Gimli'], threat: 40 }, encounterDeck: ['Forest Spider', 'Gladden Fields', 'Banks of the Anduin'], quest: 'Anduin Passage', questDeck: [], at: 'quest.commitWindow' });
		g.continue();
		expect(g.names('staging')).toEqual(['Forest Spider', 'Gladden Fields']);
		g.continueTo('travel.choose');
		g.done(0);
		g.continueTo('encounter.optional');
		g.done(0);
		until(g, 'combat.shadowsWindow');
		expect(g.zoneOf('Forest Spider')).toBe('staging');
	});

	it('Ambush on the Shore, « Reveal 2 encounter cards per player ... Skip the staging step ... Once there are no enemies in play, the players have won »', () => {
		const g = table({
			p1: { heroes: ['Glorfindel'], committed: ['Glorfindel'] },
			encounterDeck: ['Eastern Crows', 'Gladden Fields', 'Banks of the Anduin', 'The Brown Lands'],
			quest: 'Anduin Passage',
			questProgress: 14,
			questDeck: ['Ambush on the Shore'],
			at: 'quest.resolve'
		});
		// Eastern Crows has Surge: 3 cards revealed.
		expect(g.names('staging')).toEqual(['Eastern Crows', 'Gladden Fields', 'Banks of the Anduin']);
		expect(g.ctx.outcome).toBe(null);
		expect(stagingThreat(g.ctx)).toBe(5);
		const h = table({
			p1: { heroes: ['Glorfindel'], committed: ['Glorfindel'] },
			encounterDeck: ['Gladden Fields', 'Banks of the Anduin'],
			quest: 'Anduin Passage',
			questProgress: 14,
			questDeck: ['Ambush on the Shore'],
			at: 'quest.resolve'
		});
		expect(h.ctx.outcome).toBe('victory');
	});

	it('Ambush on the Shore skips the staging step', () => {
		const g = table({ p1: { heroes: ['Gimli'] }, staging: ['Forest Spider'], encounterDeck: ['Gladden Fields'], quest: 'Ambush on the Shore', questDeck: [], at: 'quest.commitWindow' });
		g.continue();
		expect(g.names('encounterDeck')).toEqual(['Gladden Fields']);
		expect(g.log()).toContain('lcg_log_staging_skipped');
	});
});
