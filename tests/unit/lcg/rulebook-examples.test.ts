/**
 * The worked examples of the rulebook, with the rulebook's numbers.
 */
import { describe, expect, it } from 'vitest';
import def from '$lib/games/lcg/definition';
import { endState, groupScore, scoreSheet } from '$lib/games/lcg/rules';
import { stagingThreat } from '$lib/games/lcg/state';
import { checkZones, table } from './table';

describe('« Exemple de Résolution de Quête » (phase 3)', () => {
	it('7 willpower against 7 threat is a tie; Éowyn discards a card for +1 and 1 progress is placed', () => {
		// Olivier (seat 0) commits Éowyn (4); Tiphanie (seat 1) commits Aragorn (2) and a Guard of
		// the Citadel (1). Gladden Fields (3) is in the staging area; one card per player is
		// revealed: East Bight Patrol (3) and Hummerhorns (1).
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ['Ever Vigilant'] },
			p2: { heroes: ['Aragorn'], play: ['Guard of the Citadel'] },
			staging: ['Gladden Fields'],
			encounterDeck: ['East Bight Patrol', 'Hummerhorns', 'Forest Spider'],
			at: 'quest.commit'
		});
		g.commit(0, ['Éowyn']).commit(1, ['Aragorn', 'Guard of the Citadel']);
		g.continueTo('quest.stagingWindow');
		expect(g.names('staging')).toEqual(['Gladden Fields', 'East Bight Patrol', 'Hummerhorns']);
		const will = g.ctx.committed.reduce((n, id) => n + g.stat(id, 'willpower'), 0);
		expect(will).toBe(7);
		expect(stagingThreat(g.ctx)).toBe(7);
		// Éowyn's Action: discard 1 card from hand (the only one, taken at once) for +1 willpower.
		g.activate(0, 'Éowyn');
		expect(g.names('discard:0')).toEqual(['Ever Vigilant']);
		expect(g.stat('Éowyn', 'willpower')).toBe(5);
		g.continue();
		expect(g.log()).toContain('lcg_log_quest_success');
		expect(g.ctx.quest.progress).toBe(1);
		expect(g.threat(0)).toBe(9);
		expect(g.threat(1)).toBe(12);
	});

	it('without Éowyn the tie places no progress and raises no threat', () => {
		const g = table({
			p1: { heroes: ['Éowyn'] },
			p2: { heroes: ['Aragorn'], play: ['Guard of the Citadel'] },
			staging: ['Gladden Fields'],
			encounterDeck: ['East Bight Patrol', 'Hummerhorns'],
			at: 'quest.commit'
		});
		g.commit(0, ['Éowyn']).commit(1, ['Aragorn', 'Guard of the Citadel']);
		g.continueTo('quest.resolveWindow');
		expect(g.log()).toContain('lcg_log_quest_tie');
		expect(g.ctx.quest.progress).toBe(0);
		expect([g.threat(0), g.threat(1)]).toEqual([9, 12]);
	});
});

describe('« PHASE 4 : VOYAGE » example', () => {
	it('3 progress with Enchanted Stream (2 quest points) active: the stream is explored, 1 progress goes on the quest', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], committed: ['Éowyn'] },
			staging: ['Old Forest Road'],
			active: 'Enchanted Stream',
			at: 'quest.stagingWindow'
		});
		g.continue();
		expect(g.ctx.quest.progress).toBe(1);
		expect(g.names('active')).toEqual([]);
		expect(g.names('encounterDiscard')).toEqual(['Enchanted Stream']);
		expect(g.log()).toContain('lcg_log_explored');
	});
});

describe('« Exemple de Tests d’Engagement au Combat » (phase 5)', () => {
	it('threat 24 and 35: King Spider engages the first player, Ungoliant’s Spawn then Forest Spider the second, Hummerhorns stay', () => {
		const g = table({
			p1: { heroes: ['Glorfindel'], threat: 24 },
			p2: { heroes: ['Aragorn'], threat: 35 },
			staging: ['King Spider', 'Forest Spider', "Ungoliant's Spawn", 'Hummerhorns'],
			at: 'encounter.optional'
		});
		g.done(0).done(1);
		g.continueTo('encounter.checksWindow');
		expect(g.names('engaged:0')).toEqual(['King Spider']);
		expect(g.names('engaged:1')).toEqual(["Ungoliant's Spawn", 'Forest Spider']);
		expect(g.names('staging')).toEqual(['Hummerhorns']);
	});
});

describe('« Exemple de Défense Contre des Attaques Ennemies » (phase 6)', () => {
	it('Ungoliant’s Spawn 5+1 kills the Silverlode Archer; the undefended Forest Spider deals 2 to Aragorn', () => {
		const g = table({
			p1: { heroes: ['Glorfindel'] },
			p2: { heroes: ['Aragorn'], play: ['Silverlode Archer'], engaged: ['Forest Spider', "Ungoliant's Spawn"] },
			encounterDeck: ['East Bight Patrol', 'Enchanted Stream', 'King Spider'],
			at: 'encounter.checksWindow'
		});
		g.continueTo('combat.shadowsWindow');
		// Shadow cards: Ungoliant's Spawn first (engagement cost 32 > 25).
		expect(g.card(g.ctx.zones.shadow[0]).attachedTo).toBe(g.id("Ungoliant's Spawn"));
		expect(g.card(g.ctx.zones.shadow[1]).attachedTo).toBe(g.id('Forest Spider'));
		g.continueTo('combat.enemyChoose');
		expect(g.ctx.cursor).toBe(1);
		g.send({ type: 'RESOLVE_ATTACK', seat: 1, enemy: g.id("Ungoliant's Spawn") });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 1, card: g.id('Silverlode Archer') });
		g.continueTo('combat.enemyShadowWindow');
		expect(g.stat("Ungoliant's Spawn", 'attack')).toBe(6);
		g.continueTo('combat.enemyDamageWindow');
		expect(g.names('discard:1')).toEqual(['Silverlode Archer']);
		g.continueTo('combat.enemyDefend');
		expect(g.ctx.combat.attack?.enemy).toBe(g.id('Forest Spider'));
		g.send({ type: 'NO_DEFENDER', seat: 1 });
		g.continueTo('combat.enemyDamageWindow');
		expect(g.card('Aragorn').damage).toBe(2);
		expect(g.stat('Aragorn', 'health') - g.card('Aragorn').damage).toBe(3);
		g.continueTo('combat.playerDeclare');
		expect(g.ctx.cursor).toBe(1);
		g.done(1);
		g.continueTo('combat.endWindow');
		g.continue();
		expect(g.ctx.zones.shadow).toEqual([]);
		expect(g.names('encounterDiscard').sort()).toEqual(['East Bight Patrol', 'Enchanted Stream']);
		checkZones(g.ctx);
	});
});

describe('« Exemple d’Attaque contre des Ennemis » (phase 6)', () => {
	it('Glorfindel destroys the Dol Guldur Orcs; Legolas and a Gondorian Spearman deal 3 to the Beastmaster', () => {
		const g = table({
			p1: {
				heroes: ['Glorfindel', 'Legolas'],
				play: ['Gondorian Spearman'],
				engaged: ['Dol Guldur Beastmaster', 'Dol Guldur Orcs']
			},
			at: 'combat.playerDeclare'
		});
		const orcs = g.id('Dol Guldur Orcs');
		g.send({ type: 'ATTACK', seat: 0, enemy: orcs });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Glorfindel') });
		g.send({ type: 'CONFIRM', seat: 0 });
		g.continueTo('combat.playerStrengthWindow');
		expect(g.ctx.combat.playerAttack?.strength).toBe(3);
		g.continueTo('combat.playerDamageWindow');
		expect(g.card(orcs).zone).toBe('encounterDiscard');
		g.continueTo('combat.playerDeclare');
		const beast = g.id('Dol Guldur Beastmaster');
		g.send({ type: 'ATTACK', seat: 0, enemy: beast });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Legolas') });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Gondorian Spearman') });
		g.send({ type: 'CONFIRM', seat: 0 });
		g.continueTo('combat.playerStrengthWindow');
		expect(g.ctx.combat.playerAttack?.strength).toBe(4);
		g.continueTo('combat.playerDamageWindow');
		expect(g.card(beast).damage).toBe(3);
		expect(g.stat(beast, 'health') - g.card(beast).damage).toBe(2);
		expect(g.card(beast).zone).toBe('engaged:0');
		expect(['Glorfindel', 'Legolas', 'Gondorian Spearman'].every((n) => g.card(n).exhausted)).toBe(true);
	});
});

describe('« DÉCOMPTE » example', () => {
	it('threat 43 + dead hero 8 + 6 damage − 5 victory points = 52', () => {
		const g = table({
			p1: { heroes: ['Aragorn', 'Glóin', 'Théodred'], threat: 43, damage: { Aragorn: 4, Glóin: 2 } },
			victory: ['Hummerhorns'],
			at: 'refresh.window'
		});
		// Théodred (threat cost 8) dies.
		const ctx = structuredClone(g.ctx);
		const th = g.id('Théodred');
		ctx.zones['play:0'] = ctx.zones['play:0'].filter((x: string) => x !== th);
		ctx.zones['discard:0'].push(th);
		ctx.cards[th].zone = 'discard:0';
		const s = scoreSheet(ctx);
		expect(s.lines[0]).toMatchObject({ threat: 43, deadHeroes: 8, damage: 6, subtotal: 57 });
		expect(s.victoryPoints).toBe(5);
		expect(s.total).toBe(52);
		ctx.outcome = 'victory';
		expect(def.result({ context: ctx, value: 'victory', status: 'done' })).toEqual({ kind: 'cooperative', victory: true, score: 52 });
	});

	it('an eliminated player counts 50 threat and every hero dead', () => {
		const g = table({ p1: { heroes: ['Aragorn', 'Glóin'], threat: 30 }, p2: { heroes: ['Éowyn'], threat: 31, damage: { Éowyn: 1 } }, at: 'refresh.window' });
		const ctx = structuredClone(g.ctx);
		ctx.players[0].eliminated = true;
		const s = scoreSheet(ctx);
		expect(s.lines[0]).toMatchObject({ threat: 50, deadHeroes: 12 + 9, damage: 0, subtotal: 71 });
		expect(s.lines[1]).toMatchObject({ threat: 31, deadHeroes: 0, damage: 1, subtotal: 32 });
		expect(s.total).toBe(103);
	});

	it('a player eliminated at threat 35 counts 50 when the others win (« on considère que son niveau de menace est de 50 »)', () => {
		const g = table({ p1: { heroes: ['Aragorn', 'Glóin'], threat: 35 }, p2: { heroes: ['Éowyn'], threat: 31 }, at: 'refresh.window' });
		const ctx = structuredClone(g.ctx);
		ctx.players[0].eliminated = true;
		ctx.outcome = 'victory';
		expect(groupScore(ctx)?.lines[0]).toMatchObject({ threat: 50, deadHeroes: 21, subtotal: 71, eliminated: true });
		expect(def.result({ context: ctx, value: 'victory', status: 'done' })).toEqual({ kind: 'cooperative', victory: true, score: 71 + 31 });
	});

	it('a lost game has no score (« Si les joueurs ont gagné la partie »); its end state keeps the threat as it stood', () => {
		const g = table({ p1: { heroes: ['Éowyn', 'Legolas'], threat: 35 }, at: 'refresh.window' });
		const ctx = structuredClone(g.ctx);
		ctx.players[0].eliminated = true;
		ctx.outcome = 'defeat';
		expect(groupScore(ctx)).toBeNull();
		expect(def.result({ context: ctx, value: 'defeat', status: 'done' })).toEqual({ kind: 'cooperative', victory: false });
		expect(endState(ctx)[0]).toMatchObject({ threat: 35, eliminated: true });
	});
});
