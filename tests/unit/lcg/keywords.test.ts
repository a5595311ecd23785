/**
 * One test per keyword (« Mots-clés »): Surge (Renfort), Doomed X (Maudit X), Guarded
 * (Protégé), Ranged (À Distance), Restricted (Restreint), Sentinel (Sentinelle), Victory X,
 * and the « Cartes Uniques » rule.
 */
import { describe, expect, it } from 'vitest';
import { m } from '$lib/paraglide/messages.js';
import { stagingThreat } from '$lib/games/lcg/state';
import { doneLabel } from '$lib/games/lcg/view/text';
import { table } from './table';

describe('Surge (« Renfort »)', () => {
	it('reveals one more encounter card right after the surging card', () => {
		const g = table({
			p1: { heroes: ['Glorfindel'] },
			encounterDeck: ['Wolf Rider', 'Old Forest Road', 'Forest Gate'],
			at: 'quest.commitWindow'
		});
		g.continueTo('quest.stagingWindow');
		expect(g.names('staging')).toEqual(['Wolf Rider', 'Old Forest Road']);
		expect(g.log()).toContain('lcg_log_surge');
	});

	it('an endless Surge stops: Thalin destroys Eastern Crows as they are revealed, and a deck of one card would reveal them again and again (RULES-NOTES.md "An endless Surge")', () => {
		// « Quand une carte Rencontre avec ce mot-clé entre en jeu, on révèle 1 carte supplémentaire
		// du deck de rencontre » (« Renfort »), and « Quand un ennemi est révélé du deck de
		// rencontre, la capacité de Thalin est résolue AVANT de résoudre l'éventuel mot-clé
		// « Renfort » » (« Clarification des règles », Thalin): the Crows' Forced effect shuffles
		// them back into the encounter deck once destroyed. With the Crows the only card left, the next reveal is the
		// same card: the chain stops instead of looping.
		const g = table({
			p1: { heroes: ['Thalin', 'Glorfindel'], committed: ['Thalin'] },
			encounterDeck: ['Eastern Crows'],
			encounterDiscard: ['Forest Gate', 'Old Forest Road'],
			at: 'quest.commitWindow'
		});
		g.continueTo('quest.stagingWindow');
		expect(g.names('encounterDeck')).toEqual(['Eastern Crows']);
		expect(g.names('staging')).toEqual([]);
		expect(g.log().filter((k) => k === 'lcg_log_surge').length).toBe(1);
	});

	it('is gained by Driven by Shadow when the staging area is empty, not otherwise', () => {
		const empty = table({ p1: { heroes: ['Glorfindel'] }, encounterDeck: ['Driven by Shadow', 'Forest Gate'], at: 'quest.commitWindow' });
		empty.continueTo('quest.stagingWindow');
		expect(empty.names('staging')).toEqual(['Forest Gate']);
		expect(empty.names('encounterDiscard')).toEqual(['Driven by Shadow']);
		const busy = table({
			p1: { heroes: ['Glorfindel'] },
			staging: ['Forest Spider', 'Old Forest Road'],
			encounterDeck: ['Driven by Shadow', 'Forest Gate'],
			at: 'quest.commitWindow'
		});
		busy.continueTo('quest.stagingWindow');
		expect(busy.names('staging')).toEqual(['Forest Spider', 'Old Forest Road']);
		expect(stagingThreat(busy.ctx)).toBe(2 + 1 + 1 + 1);
		busy.continueTo('travel.choose');
		expect(stagingThreat(busy.ctx)).toBe(3);
	});
});

describe('Doomed X (« Maudit X »)', () => {
	it('raises every player’s threat by X when the card enters play', () => {
		const g = table({
			p1: { heroes: ['Glorfindel'], threat: 20 },
			p2: { heroes: ['Aragorn'], threat: 30 },
			encounterDeck: ['Cavern Guardian', 'Old Forest Road'],
			at: 'quest.commitWindow'
		});
		g.continueTo('quest.stagingWindow');
		expect(g.names('staging')).toEqual(['Cavern Guardian', 'Old Forest Road']);
		expect([g.threat(0), g.threat(1)]).toEqual([21, 31]);
	});
});

describe('Guarded (« Protégé »)', () => {
	it('reveals the next encounter card and attaches it to the objective; its threat still counts', () => {
		const g = table({ p1: { heroes: ['Glorfindel'] }, encounterDeck: ["Gandalf's Map", 'Forest Spider', 'Forest Gate'], at: 'quest.commitWindow' });
		g.continueTo('quest.stagingWindow');
		expect(g.names('staging')).toEqual(["Gandalf's Map", 'Forest Spider']);
		expect(g.card('Forest Spider').attachedTo).toBe(g.id("Gandalf's Map"));
		expect(stagingThreat(g.ctx)).toBe(2);
	});
});

describe('Sentinel (« Sentinelle »)', () => {
	it('after « sans défense », another player’s Sentinel character may defend; others may not', () => {
		const g = table({
			p1: { heroes: ['Glorfindel'], engaged: ['Forest Spider'], exhausted: ['Glorfindel'] },
			p2: { heroes: ['Éowyn'], play: ['Gondorian Spearman'] },
			encounterDeck: [],
			at: 'combat.enemyChoose'
		});
		expect(g.step).toBe('combat.enemyChooseWindow');
		g.continueTo('combat.enemyDefend');
		// Glorfindel is exhausted: no defender of his own, the Sentinel's controller is asked at once.
		expect(g.ctx.cursor).toBe(1);
		const legal = g.legal(1);
		expect(legal).toContainEqual({ type: 'DEFEND', seat: 1, card: g.id('Gondorian Spearman') });
		expect(legal).not.toContainEqual({ type: 'DEFEND', seat: 1, card: g.id('Éowyn') });
		g.send({ type: 'DEFEND', seat: 1, card: g.id('Gondorian Spearman') });
		// The Spearman's own Response (1 damage to the attacker) is offered with "decline".
		expect(g.ctx.decision?.options.map((o) => o.value)).toContain('decline');
		g.choose('decline', 1);
		g.continueTo('combat.enemyDamageWindow');
		expect(g.card('Gondorian Spearman').zone).toBe('discard:1');
		expect(g.card('Glorfindel').damage).toBe(0);
	});

	it('the defending player may decline a defender of their own, then Sentinels are asked', () => {
		const g = table({
			p1: { heroes: ['Glorfindel'], engaged: ['Forest Spider'] },
			p2: { heroes: ['Aragorn'] },
			at: 'combat.enemyChoose'
		});
		g.continueTo('combat.enemyDefend');
		expect(g.ctx.cursor).toBe(0);
		g.send({ type: 'NO_DEFENDER', seat: 0 });
		expect(g.ctx.cursor).toBe(1);
		g.send({ type: 'DEFEND', seat: 1, card: g.id('Aragorn') });
		g.continueTo('combat.enemyDamageWindow');
		expect(g.card('Aragorn').damage).toBe(0);
		expect(g.card('Aragorn').exhausted).toBe(true);
	});
});

describe('Ranged (« À Distance »)', () => {
	it('attacks an enemy engaged with another player, and joins another player’s attack', () => {
		const g = table({
			p1: { heroes: ['Legolas', 'Gimli'], engaged: ['Dol Guldur Orcs'] },
			p2: { heroes: ['Glorfindel'], play: ['Silverlode Archer'], engaged: ['Forest Spider'] },
			at: 'combat.playerDeclare'
		});
		expect(g.ctx.cursor).toBe(0);
		const targets = g.legal(0).filter((e) => e.type === 'ATTACK');
		expect(targets).toContainEqual({ type: 'ATTACK', seat: 0, enemy: g.id('Forest Spider') });
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id('Forest Spider') });
		// Only the Ranged hero may attack an enemy engaged with someone else.
		const adds = g.legal(0).filter((e) => e.type === 'ADD_ATTACKER');
		expect(adds).toEqual([{ type: 'ADD_ATTACKER', seat: 0, card: g.id('Legolas') }]);
		// The attacking player declares first: nobody else adds a character yet, and the attack
		// needs one of the attacking player's own characters.
		expect(g.legal(1)).toEqual([]);
		expect(g.legal(0).some((e) => e.type === 'CONFIRM')).toBe(false);
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Legolas') });
		g.send({ type: 'CONFIRM', seat: 0 });
		// Then the other player is asked (« il peut aussi participer à des attaques déclarées par
		// d'autres joueurs »): their Ranged ally may join, their non-Ranged hero may not.
		expect(g.ctx.combat.playerAttack?.confirmed).toBe(false);
		expect(g.ctx.cursor).toBe(1);
		expect(g.legal(0)).toEqual([]);
		expect(g.legal(1)).toEqual([
			{ type: 'ADD_ATTACKER', seat: 1, card: g.id('Silverlode Archer') },
			{ type: 'DONE', seat: 1 }
		]);
		g.send({ type: 'ADD_ATTACKER', seat: 1, card: g.id('Silverlode Archer') });
		// Nothing more to add: the attack is declared, every attacker exhausted.
		expect(g.ctx.combat.playerAttack?.confirmed).toBe(true);
		expect(g.card('Silverlode Archer').exhausted).toBe(true);
		g.continueTo('combat.playerDamage');
		// 3 + 2 − 1 = 4 damage: the Forest Spider (4 hit points) is destroyed; Legolas’s Response is offered.
		expect(g.card('Forest Spider').zone).toBe('encounterDiscard');
		expect(g.ctx.decision?.seat).toBe(0);
		const legolas = g.ctx.decision!.options.find((o) => o.value !== 'decline')!;
		g.choose(legolas.value, 0);
		expect(g.ctx.quest.progress).toBe(2);
		expect(g.step).toBe('combat.playerDamageWindow');
	});

	it('a player asked to join an attack may decline: the attack is declared with the attacking player’s characters alone', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Thalin'], engaged: ['Dol Guldur Orcs'] },
			p2: { heroes: ['Legolas'], engaged: ['Forest Spider'] },
			at: 'combat.playerDeclare'
		});
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id('Dol Guldur Orcs') });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Gimli') });
		g.send({ type: 'CONFIRM', seat: 0 });
		expect(g.ctx.cursor).toBe(1);
		expect(g.legal(1)).toEqual([
			{ type: 'ADD_ATTACKER', seat: 1, card: g.id('Legolas') },
			{ type: 'DONE', seat: 1 }
		]);
		// The button says what passing means here (not "Done attacking").
		expect(doneLabel(g.ctx)).toBe(m.lcg_ui_done_join());
		g.send({ type: 'DONE', seat: 1 });
		expect(g.ctx.combat.playerAttack?.confirmed).toBe(true);
		expect(g.ctx.combat.playerAttack?.attackers).toEqual([g.id('Gimli')]);
		expect(g.card('Legolas').exhausted).toBe(false);
		// Legolas may still declare his own attacks when his player's turn to attack comes.
		expect(g.card('Gimli').exhausted).toBe(true);
	});

	it('no player is asked to join when nobody else has a ready Ranged character', () => {
		const g = table({
			p1: { heroes: ['Gimli'], engaged: ['Dol Guldur Orcs'] },
			p2: { heroes: ['Glorfindel'], engaged: ['Forest Spider'] },
			at: 'combat.playerDeclare'
		});
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id('Dol Guldur Orcs') });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Gimli') });
		g.send({ type: 'CONFIRM', seat: 0 });
		expect(g.ctx.combat.playerAttack?.confirmed).toBe(true);
		expect(g.legal(1)).toEqual([]);
	});

	it('a player without a Ranged character cannot attack another player’s enemy', () => {
		const g = table({
			p1: { heroes: ['Gimli'], engaged: ['Dol Guldur Orcs'] },
			p2: { heroes: ['Glorfindel'], engaged: ['Forest Spider'] },
			at: 'combat.playerDeclare'
		});
		expect(g.legal(0).filter((e) => e.type === 'ATTACK')).toEqual([{ type: 'ATTACK', seat: 0, enemy: g.id('Dol Guldur Orcs') }]);
	});
});

describe('Restricted (« Restreint »)', () => {
	it('a third Restricted attachment makes the controller discard one of the three', () => {
		const g = table({
			p1: {
				heroes: ['Aragorn'],
				hand: ["Celebrían's Stone"],
				attachments: [
					['Citadel Plate', 'Aragorn'],
					['Dwarven Axe', 'Aragorn']
				],
				resources: { Aragorn: 2 }
			},
			at: 'planning.play'
		});
		expect(g.stat('Aragorn', 'health')).toBe(9);
		g.play(0, "Celebrían's Stone", { target: g.id('Aragorn') });
		expect(g.ctx.decision?.options.length).toBe(3);
		g.choose(g.id('Citadel Plate'), 0);
		expect(g.names('attached').sort()).toEqual(["Celebrían's Stone", 'Dwarven Axe']);
		expect(g.names('discard:0')).toEqual(['Citadel Plate']);
		expect(g.stat('Aragorn', 'willpower')).toBe(4);
		expect(g.stat('Aragorn', 'attack')).toBe(4);
		expect(g.stat('Aragorn', 'health')).toBe(5);
	});

	it('two Restricted attachments are allowed', () => {
		const g = table({
			p1: { heroes: ['Gimli'], hand: ['Dwarven Axe'], attachments: [['Citadel Plate', 'Gimli']], resources: { Gimli: 2 } },
			at: 'planning.play'
		});
		g.play(0, 'Dwarven Axe', { target: g.id('Gimli') });
		expect(g.ctx.decision).toBeNull();
		expect(g.stat('Gimli', 'attack')).toBe(4);
	});
});

describe('Victory X', () => {
	it('a destroyed enemy with victory points goes to the victory display', () => {
		const g = table({ p1: { heroes: ['Glorfindel', 'Legolas', 'Gimli'], engaged: ['Hummerhorns'] }, at: 'combat.playerDeclare' });
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id('Hummerhorns') });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Glorfindel') });
		g.send({ type: 'CONFIRM', seat: 0 });
		g.continueTo('combat.playerDamageWindow');
		expect(g.names('victory')).toEqual(['Hummerhorns']);
	});

	it('an explored location with victory points goes to the victory display', () => {
		const g = table({ p1: { heroes: ['Éowyn'], committed: ['Éowyn'] }, active: 'Gladden Fields', at: 'quest.stagingWindow' });
		g.continue();
		expect(g.names('victory')).toEqual(['Gladden Fields']);
		expect(g.ctx.quest.progress).toBe(1);
	});
});

describe('Unique cards (« Cartes Uniques »)', () => {
	it('a second Gandalf cannot be played while one is in play, and can once it left play', () => {
		const g = table({
			p1: { heroes: ['Glóin'], play: ['Gandalf'] },
			p2: { heroes: ['Éowyn'], hand: ['Gandalf'], resources: { Éowyn: 5 } },
			firstPlayer: 1,
			at: 'planning.play'
		});
		// Nothing to play: seat 2's planning step passes by itself, Gandalf stays in hand.
		expect(g.step).toBe('planning.window');
		expect(g.ctx.done).toContain(1);
		expect(g.names('hand:1')).toEqual(['Gandalf']);
		const h = table({
			p1: { heroes: ['Glóin'], discard: ['Gandalf'] },
			p2: { heroes: ['Éowyn'], hand: ['Gandalf'], resources: { Éowyn: 5 } },
			firstPlayer: 1,
			at: 'planning.play'
		});
		expect(h.ctx.cursor).toBe(1);
		expect(h.legal(1).filter((e) => e.type === 'PLAY').length).toBe(1);
	});
});
