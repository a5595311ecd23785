/**
 * One test (at least) per encounter and quest card of Escape from Dol Guldur (101-110,
 * 123-125), each quoting the card's text; the setup (3 guarded objectives, the Nazgûl set
 * aside, the prisoner) through the real statechart; face-down Orc Guards (rulebook FAQ).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import def from '$lib/games/lcg/definition';
import { stagingThreat, stat, traits } from '$lib/games/lcg/state';
import { stageDefeatable } from '$lib/games/lcg/rules';
import type { LcgContext, LcgEvent } from '$lib/games/lcg/types';
import { checkZones, table, type TestGame } from '../table';
import { until } from './decisions';

const TOWER = "The Necromancer's Tower";

/** From `combat.shadows`: the only engaged enemy attacks, defended by `defender` or undefended. */
function attack(g: TestGame, defender: string | null): TestGame {
	g.continueTo('combat.enemyDefend');
	if (defender) g.send({ type: 'DEFEND', seat: 0, card: g.id(defender) });
	else g.send({ type: 'NO_DEFENDER', seat: 0 });
	return until(g, 'combat.enemyShadowWindow');
}

function claims(g: TestGame, seat: number): Extract<LcgEvent, { type: 'ACTIVATE' }>[] {
	return g.legal(seat).filter((e): e is Extract<LcgEvent, { type: 'ACTIVATE' }> => e.type === 'ACTIVATE');
}

describe('Escape from Dol Guldur: setup and the prisoner', () => {
	it('« Search the encounter deck for the 3 objective cards ... place the Nazgûl of Dol Guldur ... out of play ... attach 1 encounter to each objective »; « Randomly select 1 hero ... facedown ... prisoner »', () => {
		for (const seed of [3, 11]) {
			const actor = createActor(def.machine, {
				input: def.createInput({ seats: [{ name: 'A' }, { name: 'B' }], options: { scenario: 'escape-from-dol-guldur' }, seed })
			});
			actor.start();
			actor.send({ type: 'KEEP', seat: 0 });
			actor.send({ type: 'KEEP', seat: 1 });
			for (let d = (actor.getSnapshot().context as LcgContext).decision; d; d = (actor.getSnapshot().context as LcgContext).decision)
				actor.send({ type: 'CHOOSE', seat: d.seat, value: d.options[0].value });
			const ctx = actor.getSnapshot().context as LcgContext;
			checkZones(ctx);
			const codes = (z: string) => (ctx.zones[z] ?? []).map((id) => ctx.cards[id].cardId);
			expect(codes('staging').filter((c) => ['01108', '01109', '01110'].includes(c)).sort()).toEqual(['01108', '01109', '01110']);
			expect(codes('setAside')).toEqual(['01102']);
			expect(codes('encounterDeck')).not.toContain('01102');
			// Each objective was guarded by the next card (a treachery resolves and leaves it unguarded).
			expect(ctx.log.filter((e) => e.key === 'lcg_log_guarded').length).toBe(3);
			const heroes = ctx.players.flatMap((p) => p.heroes);
			const prisoners = heroes.filter((h) => ctx.cards[h].tokens.prisoner);
			expect(prisoners.length).toBe(1);
			const p = ctx.cards[prisoners[0]];
			expect(p.faceDown).toBe(true);
			// « does not collect resources »: the resource phase of round 1 gave none to the prisoner.
			expect(p.resources).toBe(0);
			for (const h of heroes) if (h !== p.id) expect(ctx.cards[h].resources).toBe(1);
			// A guarded objective cannot be claimed.
			for (const o of ctx.zones.staging.filter((id) => ['01108', '01109', '01110'].includes(ctx.cards[id].cardId))) {
				const guarded = ctx.zones.staging.some((g) => ctx.cards[g].attachedTo === o);
				const claimable = def.legalEvents(actor.getSnapshot(), 0).some((e) => e.type === 'ACTIVATE' && e.card === o);
				if (guarded) expect(claimable).toBe(false);
			}
		}
	});

	it('the prisoner « cannot be used, cannot be damaged, and does not collect resources »', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Glorfindel'], prisoner: 'Gimli', deck: ['Feint'] }, quest: TOWER, questDeck: [], at: 'resource.gather' });
		expect(g.card('Gimli').resources).toBe(0);
		expect(g.card('Glorfindel').resources).toBe(1);
		g.continueTo('quest.commit');
		expect(g.legal(0).filter((e) => e.type === 'COMMIT').map((e) => (e as { card: string }).card)).toEqual([g.id('Glorfindel')]);
		expect(stat(g.ctx, g.id('Gimli'), 'willpower')).toBe(0);
		expect(traits(g.ctx, g.id('Gimli'))).toEqual([]);
		const h = table({ p1: { heroes: ['Gimli', 'Glorfindel'], prisoner: 'Gimli', threat: 40 }, encounterDeck: ['Evil Storm'], at: 'quest.commitWindow' });
		h.continue();
		expect([h.card('Gimli').damage, h.card('Glorfindel').damage]).toEqual([0, 1]);
	});

	it('The Necromancer’s Tower, « The players, as a group, cannot play more than 1 ally card each round »', () => {
		const g = table({
			p1: { heroes: ['Aragorn'], hand: ['Guard of the Citadel', 'Snowbourn Scout'], resources: { Aragorn: 5 } },
			p2: { heroes: ['Glóin'], hand: ['Guard of the Citadel'], resources: { Glóin: 5 } },
			quest: TOWER,
			questDeck: [],
			at: 'planning.play'
		});
		g.play(0, 'Guard of the Citadel');
		// Nothing else playable: player 1 passes, then player 2 cannot play theirs either.
		expect(g.step).toBe('planning.window');
		expect(g.legal(0).some((e) => e.type === 'PLAY')).toBe(false);
		g.continue();
		expect(g.names('hand:1')).toEqual(['Guard of the Citadel']);
		expect(g.ctx.done).toEqual([0, 1]);
	});

	it('The Necromancer’s Tower, « Players cannot advance to the next stage ... unless they have at least 1 objective card »', () => {
		const g = table({ p1: { heroes: ['Gimli'] }, staging: ['Dungeon Torch'], quest: TOWER, questDeck: ['Through the Caverns'], questProgress: 9, at: 'resource.window' });
		expect(stageDefeatable(g.ctx)).toBe(false);
		g.activate(0, 'Dungeon Torch', { target: g.id('Gimli') });
		expect(g.ctx.quest.stage).toBe(2);
	});
});

describe('Escape from Dol Guldur: objectives', () => {
	it('« Action: Raise your threat by 2 to claim this objective when it is free of encounters. When claimed, attach ... to a hero you control »', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Glorfindel'], threat: 20 }, p2: { heroes: ['Aragorn'] }, staging: ["Gandalf's Map"], at: 'resource.window' });
		expect(claims(g, 1).map((e) => e.target)).toEqual([g.id('Aragorn')]);
		g.activate(0, "Gandalf's Map", { target: g.id('Gimli') });
		expect(g.threat(0)).toBe(22);
		expect(g.card("Gandalf's Map").attachedTo).toBe(g.id('Gimli'));
		expect(g.card("Gandalf's Map").controller).toBe(0);
		expect(claims(g, 1)).toEqual([]);
	});

	it('Gandalf’s Map, « Attached hero cannot attack or defend »', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Glorfindel'], attachments: [["Gandalf's Map", 'Gimli']], engaged: ['Forest Spider'] }, at: 'combat.shadows', options: { shadows: false } });
		g.continueTo('combat.enemyDefend');
		const defenders = g.legal(0).filter((e) => e.type === 'DEFEND').map((e) => (e as { card: string }).card);
		expect(defenders).toEqual([g.id('Glorfindel')]);
		const h = table({ p1: { heroes: ['Gimli', 'Glorfindel'], attachments: [["Gandalf's Map", 'Gimli']], engaged: ['Forest Spider'] }, at: 'combat.playerDeclare' });
		h.send({ type: 'ATTACK', seat: 0, enemy: h.id('Forest Spider') });
		expect(h.legal(0).filter((e) => e.type === 'ADD_ATTACKER').map((e) => (e as { card: string }).card)).toEqual([h.id('Glorfindel')]);
	});

	it('Dungeon Torch, « Forced: At the end of each round, raise attached hero’s controller’s threat by 2 »; Shadow Key, « attached hero suffers 1 damage »', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Glorfindel'], attachments: [['Dungeon Torch', 'Gimli'], ['Shadow Key', 'Glorfindel']], threat: 20 },
			at: 'refresh.window'
		});
		g.continue();
		// Two Forced effects at once: the first player orders them (« Effets simultanés »).
		expect(g.ctx.decision?.prompt.key).toBe('lcg_prompt_order');
		g.choose(0);
		expect(g.threat(0)).toBe(22);
		expect(g.card('Glorfindel').damage).toBe(1);
	});

	it('Cavern Guardian, shadow: « Choose and discard 1 attachment you control. Discarded objective cards are returned to the staging area »', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Glorfindel'], attachments: [['Dungeon Torch', 'Gimli'], ['Citadel Plate', 'Glorfindel']], engaged: ['Forest Spider'] },
			encounterDeck: ['Cavern Guardian'],
			at: 'combat.shadows'
		});
		attack(g, 'Glorfindel');
		g.choose(g.id('Dungeon Torch'));
		expect(g.zoneOf('Dungeon Torch')).toBe('staging');
		expect(g.card('Dungeon Torch').attachedTo).toBe(null);
		const u = table({
			p1: { heroes: ['Gimli', 'Glorfindel'], attachments: [['Dungeon Torch', 'Gimli'], ['Citadel Plate', 'Glorfindel']], engaged: ['Forest Spider'] },
			encounterDeck: ['Cavern Guardian'],
			at: 'combat.shadows'
		});
		attack(u, null);
		expect(u.zoneOf('Dungeon Torch')).toBe('staging');
		expect(u.zoneOf('Citadel Plate')).toBe('discard:0');
	});

	it('Dungeon Jailor, « If Dungeon Jailor is in the staging area after the players have just quested unsuccessfully, shuffle 1 unclaimed objective card from the staging area back into the encounter deck »', () => {
		const g = table({ p1: { heroes: ['Gimli'], threat: 20 }, staging: ['Dungeon Jailor', 'Shadow Key'], encounterDeck: ['Forest Gate'], at: 'quest.resolve' });
		expect(g.zoneOf('Shadow Key')).toBe('encounterDeck');
		expect(g.threat(0)).toBe(21);
		const h = table({ p1: { heroes: ['Glorfindel'], committed: ['Glorfindel'] }, staging: ['Dungeon Jailor', 'Shadow Key'], at: 'quest.resolve' });
		expect(h.zoneOf('Shadow Key')).toBe('staging');
	});
});

describe('Escape from Dol Guldur: encounter cards', () => {
	it('Nazgûl of Dol Guldur, « No attachments can be played on Nazgûl of Dol Guldur »', () => {
		const g = table({ p1: { heroes: ['Beravor'], hand: ['Forest Snare'], resources: { Beravor: 3 }, engaged: ['Nazgûl of Dol Guldur', 'Forest Spider'] }, at: 'planning.play' });
		expect(g.legal(0).filter((e) => e.type === 'PLAY').map((e) => (e as { target: string }).target)).toEqual([g.id('Forest Spider')]);
	});

	it('Nazgûl of Dol Guldur, « After a shadow effect dealt to Nazgûl of Dol Guldur resolves, the engaged player must choose and discard 1 character he controls »', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Glorfindel', 'Aragorn'], engaged: ['Nazgûl of Dol Guldur'] }, encounterDeck: ['Under the Shadow'], at: 'combat.shadows' });
		attack(g, 'Gimli');
		expect(g.ctx.decision?.prompt.key).toBe('lcg_prompt_discard_character');
		g.choose(g.id('Aragorn'));
		expect(g.zoneOf('Aragorn')).toBe('discard:0');
		const h = table({ p1: { heroes: ['Gimli', 'Glorfindel'], engaged: ['Nazgûl of Dol Guldur'] }, encounterDeck: ['Forest Gate'], at: 'combat.shadows' });
		attack(h, 'Gimli');
		expect(h.ctx.decision).toBe(null);
	});

	it('Under the Shadow, « Until the end of the phase, raise the total [threat] in the staging area by X, where X is the number of players »', () => {
		const g = table({ p1: { heroes: ['Gimli'] }, p2: { heroes: ['Aragorn'] }, staging: ['Forest Spider'], encounterDeck: ['Under the Shadow', 'Forest Gate'], at: 'quest.commitWindow' });
		g.continue();
		// Forest Spider 2 + Forest Gate 2 + 2 players.
		expect(stagingThreat(g.ctx)).toBe(6);
		g.continueTo('travel.choose');
		expect(stagingThreat(g.ctx)).toBe(4);
	});

	it('Under the Shadow, shadow: « Defending player raises his threat by the number of enemies with which he is engaged »', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Glorfindel'], engaged: ['Forest Spider', 'Dungeon Jailor'], threat: 20 }, encounterDeck: ['Under the Shadow', 'Forest Gate'], at: 'combat.shadows' });
		g.continueTo('combat.enemyChoose');
		g.send({ type: 'RESOLVE_ATTACK', seat: 0, enemy: g.id('Dungeon Jailor') });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Gimli') });
		until(g, 'combat.enemyShadowWindow');
		expect(g.threat(0)).toBe(22);
	});

	it('Iron Shackles, « Attach Iron Shackles to the top of the first player’s deck ... The next time a player would draw ... discard Iron Shackles instead »', () => {
		const g = table({
			p1: { heroes: ['Gimli'], deck: ['Feint', 'Blade Mastery'] },
			p2: { heroes: ['Aragorn'], deck: ['Sneak Attack'] },
			encounterDeck: ['Iron Shackles', 'Forest Gate', 'Old Forest Road'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.zoneOf('Iron Shackles')).toBe('setAside');
		g.continueTo('travel.choose');
		g.done(0);
		g.continueTo('refresh.window');
		g.continue();
		// Round 2's resource phase: player 2 draws; player 1 draws nothing, the Shackles are discarded.
		expect(g.names('hand:0')).toEqual([]);
		expect(g.names('hand:1')).toEqual(['Sneak Attack']);
		expect(g.zoneOf('Iron Shackles')).toBe('encounterDiscard');
		checkZones(g.ctx);
	});

	it('Tower Gate, « After travelling to Tower Gate, each player places the top card of his deck, face down ... "Orc Guard" ... 1 hit point, 1 [attack], and 1 [defense] »', () => {
		const g = table({ p1: { heroes: ['Gimli'], deck: ['Citadel Plate', 'Feint'] }, p2: { heroes: ['Aragorn'], deck: ['Sneak Attack'] }, staging: ['Tower Gate'], at: 'travel.choose' });
		g.send({ type: 'TRAVEL', seat: 0, location: g.id('Tower Gate') });
		const guard = g.id('Citadel Plate');
		expect(g.zoneOf('Citadel Plate')).toBe('engaged:0');
		expect(g.zoneOf('Sneak Attack')).toBe('engaged:1');
		const c = g.card(guard);
		expect(c.faceDown).toBe(true);
		expect([stat(g.ctx, guard, 'health'), stat(g.ctx, guard, 'attack'), stat(g.ctx, guard, 'defense')]).toEqual([1, 1, 1]);
		// Rulebook FAQ « Garde Orque »: face-down cards have no trait.
		expect(traits(g.ctx, guard)).toEqual([]);
		checkZones(g.ctx);
	});

	it('an Orc Guard attacks with 1 and, destroyed, goes to its owner’s discard pile', () => {
		const g = table({ p1: { heroes: ['Gimli'], deck: ['Citadel Plate'] }, staging: ['Tower Gate'], at: 'travel.choose', options: { shadows: false } });
		g.send({ type: 'TRAVEL', seat: 0, location: g.id('Tower Gate') });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'NO_DEFENDER', seat: 0 });
		until(g, 'combat.enemyDamageWindow');
		expect(g.card('Gimli').damage).toBe(1);
		g.continueTo('combat.playerDeclare');
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id('Citadel Plate') });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Gimli') });
		g.send({ type: 'CONFIRM', seat: 0 });
		until(g, 'combat.playerDamageWindow');
		expect(g.zoneOf('Citadel Plate')).toBe('discard:0');
		expect(g.card('Citadel Plate').faceDown).toBe(false);
	});
});

describe('Escape from Dol Guldur: later stages', () => {
	function caverns(progress = 0) {
		return table({
			p1: { heroes: ['Glorfindel', 'Gimli'], committed: ['Glorfindel'], prisoner: 'Gimli' },
			quest: 'Through the Caverns',
			questDeck: ['Out of the Dungeons'],
			questProgress: progress,
			at: 'quest.resolve'
		});
	}

	it('Through the Caverns, « Response: After placing any number of progress tokens on this card, flip the "prisoner" hero card face-up, and place 1 damage token on it »; the Nazgûl enters the staging area', () => {
		const g = table({
			p1: { heroes: ['Glorfindel', 'Gimli'], committed: ['Glorfindel'], prisoner: 'Gimli' },
			setAside: ['Nazgûl of Dol Guldur'],
			quest: 'Through the Caverns',
			questDeck: ['Out of the Dungeons'],
			at: 'quest.resolve'
		});
		expect(g.ctx.quest.progress).toBe(3);
		const rescue = g.ctx.decision?.options.find((o) => o.value !== 'decline')?.value;
		expect(rescue).toEqual({ src: g.ctx.zones.quest[0], r: 0 });
		g.choose(rescue!);
		expect(g.card('Gimli').faceDown).toBe(false);
		expect(g.card('Gimli').tokens.prisoner).toBeUndefined();
		expect(g.card('Gimli').damage).toBe(1);
		expect(g.zoneOf('Nazgûl of Dol Guldur')).toBe('staging');
		const h = table({ p1: { heroes: ['Glorfindel', 'Gimli'], committed: ['Glorfindel'] }, quest: 'Through the Caverns', questDeck: ['Out of the Dungeons'], at: 'quest.resolve' });
		expect(h.ctx.decision).toBe(null);
	});

	it('Through the Caverns, « Players cannot advance ... unless they have rescued the prisoner and have all 3 ... objective cards »', () => {
		const g = caverns(14);
		g.choose('decline');
		expect(g.ctx.quest.stage).toBe(2);
		const h = table({
			p1: { heroes: ['Glorfindel', 'Gimli', 'Aragorn'], committed: ['Glorfindel'], attachments: [["Gandalf's Map", 'Gimli'], ['Dungeon Torch', 'Aragorn'], ['Shadow Key', 'Aragorn']] },
			quest: 'Through the Caverns',
			questDeck: ['Out of the Dungeons'],
			questProgress: 14,
			at: 'quest.resolve'
		});
		expect(h.ctx.quest.stage).toBe(3);
	});

	it('Out of the Dungeons, « At the beginning of each quest phase, each player places the top card of his deck, face down ... Orc Guard »; « Players cannot defeat this stage while Nazgûl of Dol Guldur is in play »', () => {
		const g = table({ p1: { heroes: ['Gimli'], deck: ['Feint'] }, staging: ['Nazgûl of Dol Guldur'], quest: 'Out of the Dungeons', questDeck: [], questProgress: 0, at: 'planning.window' });
		g.continueTo('quest.commit');
		expect(g.zoneOf('Feint')).toBe('engaged:0');
		expect(g.card('Feint').faceDown).toBe(true);
		expect(stageDefeatable({ ...g.ctx, quest: { ...g.ctx.quest, progress: 7 } })).toBe(false);
		const h = table({ p1: { heroes: ['Glorfindel'], committed: ['Glorfindel'] }, quest: 'Out of the Dungeons', questDeck: [], questProgress: 5, at: 'quest.resolve' });
		expect(h.ctx.outcome).toBe('victory');
	});
});
