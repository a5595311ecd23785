/**
 * Tactics player cards (cards/core/tactics.ts), played through the engine with the `table()`
 * builder: exact effects, limits and legal/illegal targets.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '$lib/games/lcg/types';
import { table, type TestGame } from '../table';
import { values, responseOf, playOf, playTargets } from './decisions';

describe('Thalin', () => {
	it('while committed, deals 1 damage to each enemy revealed, before its surge (errata)', () => {
		const g = table({
			p1: { heroes: ['Thalin', 'Gimli'], committed: ['Thalin'] },
			encounterDeck: ['Eastern Crows', 'Forest Spider', 'Old Forest Road'],
			at: 'quest.commitWindow'
		});
		g.continue();
		// Eastern Crows (1 hit point) dies (« After Eastern Crows is defeated, shuffle it back into
		// the encounter deck »), its Surge still reveals Forest Spider, which takes 1 too.
		expect(g.zoneOf('Eastern Crows')).toBe('encounterDeck');
		expect(g.card('Forest Spider').damage).toBe(1);
		expect(g.zoneOf('Forest Spider')).toBe('staging');
		expect(g.zoneOf('Old Forest Road')).toBe('encounterDeck');
	});

	it('does nothing when he is not committed, nor to locations', () => {
		const g = table({ p1: { heroes: ['Thalin', 'Gimli'], committed: ['Gimli'] }, encounterDeck: ['Forest Spider'], at: 'quest.commitWindow' });
		g.continue();
		expect(g.card('Forest Spider').damage).toBe(0);
		const h = table({ p1: { heroes: ['Thalin'], committed: ['Thalin'] }, encounterDeck: ['Old Forest Road'], at: 'quest.commitWindow' });
		h.continue();
		expect(h.card('Old Forest Road').damage).toBe(0);
		expect(h.zoneOf('Old Forest Road')).toBe('staging');
	});
});

describe('Beorn', () => {
	it('+5 attack until the end of the phase, once per round; then shuffled back into the deck', () => {
		const g = table({ p1: { heroes: ['Gimli'], play: ['Beorn'], deck: ['Feint'] }, at: 'resource.window' });
		g.activate(0, 'Beorn');
		expect(g.stat('Beorn', 'attack')).toBe(8);
		expect(g.legal(0).some((e) => e.type === 'ACTIVATE')).toBe(false);
		g.continue();
		expect(g.zoneOf('Beorn')).toBe('deck:0');
		expect(g.ctx.zones['deck:0'].length).toBe(2);
	});

	it('stays in play when his action was not used', () => {
		const g = table({ p1: { heroes: ['Gimli'], play: ['Beorn'] }, at: 'refresh.window' });
		g.continue();
		expect(g.zoneOf('Beorn')).toBe('play:0');
	});
});

describe('Blade Mastery', () => {
	it('a character of any player gets +1 attack and +1 defense until the end of the phase', () => {
		const g = table({ p1: { heroes: ['Gimli'], hand: ['Blade Mastery'], resources: { Gimli: 1 } }, p2: { heroes: ['Aragorn'] }, at: 'resource.window' });
		expect(playTargets(g, 0)).toEqual([g.id('Gimli'), g.id('Aragorn')]);
		g.play(0, 'Blade Mastery', { target: g.id('Aragorn') });
		expect([g.stat('Aragorn', 'attack'), g.stat('Aragorn', 'defense')]).toEqual([4, 3]);
		g.continue();
		expect([g.stat('Aragorn', 'attack'), g.stat('Aragorn', 'defense')]).toEqual([3, 2]);
	});
});

describe('Rain of Arrows', () => {
	it('exhaust a Ranged character to deal 1 damage to each enemy engaged with the chosen player', () => {
		const g = table({
			p1: { heroes: ['Legolas', 'Gimli'], hand: ['Rain of Arrows'], resources: { Gimli: 1 }, engaged: ['Forest Spider'] },
			p2: { heroes: ['Aragorn'], engaged: ['King Spider', 'Dol Guldur Orcs'] },
			at: 'combat.shadowsWindow'
		});
		// Only Legolas is Ranged; both players have engaged enemies.
		expect(playTargets(g, 0)).toEqual([
			{ exhaust: g.id('Legolas'), player: 0 },
			{ exhaust: g.id('Legolas'), player: 1 }
		]);
		g.play(0, 'Rain of Arrows', { target: { exhaust: g.id('Legolas'), player: 1 } });
		expect([g.card('King Spider').damage, g.card('Dol Guldur Orcs').damage, g.card('Forest Spider').damage]).toEqual([1, 1, 0]);
		expect(g.card('Legolas').exhausted).toBe(true);
	});

	it('needs a ready Ranged character', () => {
		const g = table({ p1: { heroes: ['Legolas', 'Gimli'], exhausted: ['Legolas'], hand: ['Rain of Arrows'], resources: { Gimli: 1 }, engaged: ['Forest Spider'] }, at: 'combat.shadowsWindow' });
		expect(playTargets(g, 0)).toEqual([]);
	});
});

describe('Quick Strike', () => {
	it('exhausts a character to attack at once: attack minus defense; Ranged reaches other players’ enemies', () => {
		const g = table({
			p1: { heroes: ['Legolas', 'Gimli'], hand: ['Quick Strike'], resources: { Gimli: 1 }, engaged: ['Forest Spider'] },
			p2: { heroes: ['Aragorn'], engaged: ['King Spider'] },
			at: 'resource.window'
		});
		expect(playTargets(g, 0)).toEqual([
			{ attacker: g.id('Legolas'), enemy: g.id('Forest Spider') },
			{ attacker: g.id('Legolas'), enemy: g.id('King Spider') },
			{ attacker: g.id('Gimli'), enemy: g.id('Forest Spider') }
		]);
		g.play(0, 'Quick Strike', { target: { attacker: g.id('Legolas'), enemy: g.id('King Spider') } });
		// Legolas 3 attack against King Spider 1 defense.
		expect(g.card('King Spider').damage).toBe(2);
		expect(g.card('Legolas').exhausted).toBe(true);
		expect(g.ctx.flags.filter((f) => f.startsWith('strike:'))).toEqual([]);
	});

	it('an enemy destroyed by it counts as an attack that destroyed it (Legolas places 2 progress)', () => {
		const g = table({
			p1: { heroes: ['Legolas', 'Gimli'], hand: ['Quick Strike'], resources: { Gimli: 1 }, engaged: ['Dol Guldur Orcs'], damage: { 'Dol Guldur Orcs': 1 } },
			at: 'resource.window'
		});
		g.play(0, 'Quick Strike', { target: { attacker: g.id('Legolas'), enemy: g.id('Dol Guldur Orcs') } });
		expect(g.zoneOf('Dol Guldur Orcs')).toBe('encounterDiscard');
		g.choose(responseOf(g, 'Legolas'), 0);
		expect(g.ctx.quest.progress).toBe(2);
	});
});

describe('Swift Strike', () => {
	it('after a defender is declared, 2 damage to the attacking enemy', () => {
		const g = table({ p1: { heroes: ['Gimli'], hand: ['Swift Strike'], resources: { Gimli: 2 }, engaged: ['Forest Spider'] }, at: 'combat.enemyChoose' });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Gimli') });
		g.choose(playOf(g, 'Swift Strike'), 0);
		expect(g.card('Forest Spider').damage).toBe(2);
		expect(g.card('Gimli').resources).toBe(0);
	});

	it('is not offered to an undefended attack', () => {
		const g = table({ p1: { heroes: ['Gimli'], hand: ['Swift Strike'], resources: { Gimli: 2 }, engaged: ['Forest Spider'] }, at: 'combat.enemyChoose' });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'NO_DEFENDER', seat: 0 });
		expect(g.ctx.decision).toBeNull();
	});
});

describe('Blade of Gondolin', () => {
	it('+1 attack only while the hero attacks an Orc; destroying it places 1 progress on the quest', () => {
		let g = table({
			p1: { heroes: ['Gimli', 'Legolas'], hand: ['Blade of Gondolin'], resources: { Gimli: 1 }, engaged: ['Dol Guldur Orcs', 'Forest Spider'] },
			at: 'planning.play'
		});
		g.play(0, 'Blade of Gondolin', { target: g.id('Gimli') });
		expect(g.card('Blade of Gondolin').attachedTo).toBe(g.id('Gimli'));
		expect(g.stat('Gimli', 'attack')).toBe(2);
		g = table({ p1: { heroes: ['Gimli', 'Legolas'], attachments: [['Blade of Gondolin', 'Gimli']], engaged: ['Dol Guldur Orcs', 'Forest Spider'] }, at: 'combat.playerDeclare' });
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id('Dol Guldur Orcs') });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Gimli') });
		expect(g.stat('Gimli', 'attack')).toBe(3);
		g.send({ type: 'CONFIRM', seat: 0 });
		g.continueTo('combat.playerDamage');
		// 3 attack against 0 defense: Dol Guldur Orcs (3 hit points) is destroyed.
		expect(g.zoneOf('Dol Guldur Orcs')).toBe('encounterDiscard');
		g.choose(responseOf(g, 'Blade of Gondolin'), 0);
		expect(g.ctx.quest.progress).toBe(1);
		expect(g.stat('Gimli', 'attack')).toBe(2);
	});

	it('gives nothing against a non-Orc', () => {
		const g = table({ p1: { heroes: ['Gimli'], attachments: [['Blade of Gondolin', 'Gimli']], engaged: ['Forest Spider'] }, at: 'combat.playerDeclare' });
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id('Forest Spider') });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Gimli') });
		expect(g.stat('Gimli', 'attack')).toBe(2);
	});
});

describe('Horn of Gondor', () => {
	it('after a character is destroyed, 1 resource on the attached hero', () => {
		const g = table({
			p1: { heroes: ['Gimli'], play: ['Guard of the Citadel'], committed: ['Guard of the Citadel'], attachments: [['Horn of Gondor', 'Gimli']] },
			encounterDeck: ['Dol Guldur Orcs'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.zoneOf('Guard of the Citadel')).toBe('discard:0');
		g.choose(responseOf(g, 'Horn of Gondor'), 0);
		expect(g.card('Gimli').resources).toBe(1);
	});

	it('a third Restricted attachment makes its controller discard one (Restricted)', () => {
		const g = table({
			p1: { heroes: ['Gimli'], hand: ['Horn of Gondor'], resources: { Gimli: 1 }, attachments: [['Dwarven Axe', 'Gimli'], ['Citadel Plate', 'Gimli']] },
			at: 'planning.play'
		});
		g.play(0, 'Horn of Gondor', { target: g.id('Gimli') });
		expect(g.ctx.decision?.prompt.key).toBe('lcg_prompt_restricted');
		g.choose(g.id('Citadel Plate'), 0);
		expect(g.names('discard:0')).toEqual(['Citadel Plate']);
		expect(g.card('Horn of Gondor').attachedTo).toBe(g.id('Gimli'));
	});
});

describe('Feint', () => {
	it('a combat action: the chosen engaged enemy does not attack that player this phase', () => {
		const r = table({ p1: { heroes: ['Gimli'], hand: ['Feint'], resources: { Gimli: 1 }, engaged: ['Forest Spider'] }, at: 'resource.window' });
		expect(playTargets(r, 0)).toEqual([]);
		const g = table({
			p1: { heroes: ['Gimli', 'Legolas'], hand: ['Feint'], resources: { Gimli: 1 }, engaged: ['Forest Spider', 'Dol Guldur Orcs'] },
			at: 'combat.shadowsWindow'
		});
		expect(playTargets(g, 0)).toEqual([g.id('Forest Spider'), g.id('Dol Guldur Orcs')]);
		g.play(0, 'Feint', { target: g.id('Forest Spider') });
		g.continue();
		// Only Dol Guldur Orcs may attack: chosen at once.
		expect(g.ctx.combat.attack?.enemy).toBe(g.id('Dol Guldur Orcs'));
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Gimli') });
		g.continueTo('combat.playerDeclare');
		expect(g.ctx.combat.attacked).toEqual([g.id('Dol Guldur Orcs')]);
		expect(g.ctx.flags).toContain(`phase:noAttack:${g.id('Forest Spider')}:0`);
	});
});

describe('Thicket of Spears', () => {
	it('paid by 3 different heroes; the chosen player’s engaged enemies do not attack this phase', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Legolas', 'Thalin'], hand: ['Thicket of Spears'], resources: { Gimli: 2, Legolas: 1, Thalin: 1 }, engaged: ['Forest Spider', 'Dol Guldur Orcs'] },
			at: 'combat.shadowsWindow'
		});
		const plays = g.legal(0).filter((e) => e.type === 'PLAY');
		expect(plays.map((e) => (e as { pay: object }).pay)).toEqual([{ [g.id('Gimli')]: 1, [g.id('Legolas')]: 1, [g.id('Thalin')]: 1 }]);
		g.play(0, 'Thicket of Spears', { target: 0 });
		g.continue();
		expect(g.ctx.combat.attacked).toEqual([]);
		expect(g.step).toBe('combat.playerDeclare');
		expect(g.card('Gimli').resources).toBe(1);
	});

	it('cannot be paid by two heroes, nor played outside the combat phase', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Legolas'], hand: ['Thicket of Spears'], resources: { Gimli: 2, Legolas: 2 }, engaged: ['Forest Spider'] }, at: 'combat.shadowsWindow' });
		expect(playTargets(g, 0)).toEqual([]);
		const h = table({
			p1: { heroes: ['Gimli', 'Legolas', 'Thalin'], hand: ['Thicket of Spears'], resources: { Gimli: 1, Legolas: 1, Thalin: 1 }, engaged: ['Forest Spider'] },
			at: 'encounter.checksWindow'
		});
		expect(playTargets(h, 0)).toEqual([]);
	});
});

describe('Stand Together', () => {
	it('several defenders: their defense adds up and the damage goes on one of them', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Legolas'], hand: ['Stand Together'], engaged: ['Hill Troll'] }, at: 'combat.shadowsWindow' });
		g.play(0, 'Stand Together', { target: 0 });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Gimli') });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Legolas') });
		g.continueTo('combat.enemyDamage');
		// Hill Troll 6 attack against 2 + 1 defense: 3 damage on the defender of the player's choice.
		expect(g.ctx.decision?.prompt).toEqual({ key: 'lcg_prompt_defender_damage', params: { damage: 3 } });
		g.choose(g.id('Gimli'), 0);
		expect([g.card('Gimli').damage, g.card('Legolas').damage]).toEqual([3, 0]);
	});

	it('without it, one defender only; not playable outside combat', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Legolas'], engaged: ['Hill Troll'] }, at: 'combat.enemyChoose' });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Gimli') });
		expect(g.step).not.toBe('combat.enemyDefend');
		const h = table({ p1: { heroes: ['Gimli'], hand: ['Stand Together'], engaged: ['Hill Troll'] }, at: 'resource.window' });
		expect(playTargets(h, 0)).toEqual([]);
	});
});
