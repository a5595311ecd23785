/**
 * One test (at least) per encounter and quest card of Passage Through Mirkwood: Spiders of
 * Mirkwood, Dol Guldur Orcs, the Passage Through Mirkwood set and quest cards 119-122.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import def from '$lib/games/lcg/definition';
import { stagingThreat } from '$lib/games/lcg/state';
import { stageDefeatable } from '$lib/games/lcg/rules';
import type { LcgContext } from '$lib/games/lcg/types';
import { checkZones, table } from '../table';

describe('Spiders of Mirkwood', () => {
	it('King Spider, when revealed: each player exhausts 1 character (a single candidate is taken at once)', () => {
		const g = table({
			p1: { heroes: ['Glorfindel', 'Legolas'] },
			p2: { heroes: ['Aragorn'] },
			encounterDeck: ['King Spider', 'Forest Gate'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.ctx.decision?.seat).toBe(0);
		g.choose(g.id('Legolas'), 0);
		expect(g.card('Legolas').exhausted).toBe(true);
		expect(g.card('Glorfindel').exhausted).toBe(false);
		expect(g.card('Aragorn').exhausted).toBe(true);
		expect(g.names('staging')).toEqual(['King Spider', 'Forest Gate']);
	});

	it('King Spider, shadow: the defending player exhausts 2 characters when the attack is undefended', () => {
		const g = table({
			p1: { heroes: ['Glorfindel', 'Legolas', 'Gimli'], engaged: ['Forest Spider'] },
			encounterDeck: ['King Spider'],
			at: 'combat.shadows'
		});
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'NO_DEFENDER', seat: 0 });
		g.continueTo('combat.enemyShadow');
		g.choose(g.id('Glorfindel'), 0);
		g.choose(g.id('Gimli'), 0);
		expect(['Glorfindel', 'Legolas', 'Gimli'].map((n) => g.card(n).exhausted)).toEqual([true, false, true]);
	});

	it('Hummerhorns, forced: after engaging you, 5 damage to a hero you choose', () => {
		const g = table({ p1: { heroes: ['Glorfindel', 'Gimli'] }, staging: ['Hummerhorns'], at: 'encounter.optional' });
		g.send({ type: 'ENGAGE', seat: 0, enemy: g.id('Hummerhorns') });
		expect(g.ctx.decision?.prompt.key).toBe('lcg_prompt_damage_hero');
		g.choose(g.id('Glorfindel'), 0);
		expect(g.card('Glorfindel').zone).toBe('discard:0');
		expect(g.card('Gimli').damage).toBe(0);
	});

	it('Hummerhorns, shadow: 1 damage to each character of the defending player, 2 if undefended', () => {
		const g = table({
			p1: { heroes: ['Glorfindel', 'Gimli'], play: ['Guard of the Citadel'], engaged: ['Dol Guldur Orcs'] },
			encounterDeck: ['Hummerhorns'],
			at: 'combat.shadows'
		});
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Gimli') });
		g.continueTo('combat.enemyShadowWindow');
		expect([g.card('Glorfindel').damage, g.card('Gimli').damage, g.card('Guard of the Citadel').damage]).toEqual([1, 1, 1]);
		const u = table({ p1: { heroes: ['Glorfindel', 'Gimli'], engaged: ['Dol Guldur Orcs'] }, encounterDeck: ['Hummerhorns'], at: 'combat.shadows' });
		u.continueTo('combat.enemyDefend');
		u.send({ type: 'NO_DEFENDER', seat: 0 });
		u.continueTo('combat.enemyShadowWindow');
		expect([u.card('Glorfindel').damage, u.card('Gimli').damage]).toEqual([2, 2]);
	});

	it('Ungoliant’s Spawn, when revealed: committed characters get −1 willpower until the end of the phase', () => {
		const g = table({
			p1: { heroes: ['Éowyn', 'Glorfindel'], committed: ['Éowyn', 'Glorfindel'] },
			encounterDeck: ["Ungoliant's Spawn"],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.stat('Éowyn', 'willpower')).toBe(3);
		expect(g.stat('Glorfindel', 'willpower')).toBe(2);
		g.continueTo('quest.resolveWindow');
		// 5 willpower against 3 threat: 2 progress.
		expect(g.ctx.quest.progress).toBe(2);
		g.continueTo('travel.window');
		expect(g.stat('Éowyn', 'willpower')).toBe(4);
	});

	it('Ungoliant’s Spawn, shadow: raises the defending player’s threat by 4 (8 undefended)', () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Dol Guldur Orcs'], threat: 20 }, encounterDeck: ["Ungoliant's Spawn"], at: 'combat.shadows' });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Gimli') });
		g.continueTo('combat.enemyShadowWindow');
		expect(g.threat(0)).toBe(24);
		const u = table({ p1: { heroes: ['Gimli'], engaged: ['Dol Guldur Orcs'], threat: 20 }, encounterDeck: ["Ungoliant's Spawn"], at: 'combat.shadows' });
		u.continueTo('combat.enemyDefend');
		u.send({ type: 'NO_DEFENDER', seat: 0 });
		u.continueTo('combat.enemyShadowWindow');
		expect(u.threat(0)).toBe(28);
	});

	it('Great Forest Web, travel: each player exhausts a hero; impossible if a player has no ready hero', () => {
		const g = table({
			p1: { heroes: ['Glorfindel', 'Legolas'] },
			p2: { heroes: ['Aragorn'] },
			staging: ['Great Forest Web'],
			at: 'travel.choose'
		});
		g.send({ type: 'TRAVEL', seat: 0, location: g.id('Great Forest Web') });
		g.choose(g.id('Legolas'), 0);
		expect(g.card('Legolas').exhausted).toBe(true);
		expect(g.card('Aragorn').exhausted).toBe(true);
		expect(g.names('active')).toEqual(['Great Forest Web']);
		const h = table({
			p1: { heroes: ['Glorfindel'] },
			p2: { heroes: ['Aragorn'], exhausted: ['Aragorn'] },
			staging: ['Great Forest Web'],
			at: 'travel.choose'
		});
		expect(h.step).not.toBe('travel.choose');
		expect(h.names('active')).toEqual([]);
	});

	it('Mountains of Mirkwood: travel reveals the top encounter card; explored, each player may take 1 of their top 5 cards', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], deck: ['Gandalf', 'Ever Vigilant', 'Common Cause', 'Feint', 'Quick Strike', 'Beorn'] },
			staging: ['Mountains of Mirkwood'],
			encounterDeck: ['Forest Gate', 'Old Forest Road'],
			at: 'travel.choose'
		});
		g.send({ type: 'TRAVEL', seat: 0, location: g.id('Mountains of Mirkwood') });
		expect(g.names('active')).toEqual(['Mountains of Mirkwood']);
		expect(g.names('staging')).toEqual(['Forest Gate']);
		const h = table({
			p1: { heroes: ['Éowyn'], committed: ['Éowyn'], deck: ['Gandalf', 'Ever Vigilant', 'Common Cause', 'Feint', 'Quick Strike', 'Beorn'] },
			active: 'Mountains of Mirkwood',
			at: 'quest.stagingWindow'
		});
		const seenBefore = h.ctx.reveals;
		h.continue();
		// The top 5 cards and "decline"; looking at them counts as revealing (undo stops here).
		expect(h.ctx.decision?.options.length).toBe(6);
		expect(h.ctx.reveals).toBeGreaterThan(seenBefore);
		expect(h.ctx.decision?.options.map((o) => o.value)).not.toContain(h.id('Beorn', 'deck:0'));
		h.choose('decline', 0);
		expect(h.names('hand:0')).toEqual([]);
		expect(h.ctx.zones['deck:0'].length).toBe(6);
		const h2 = table({
			p1: { heroes: ['Éowyn'], committed: ['Éowyn'], deck: ['Gandalf', 'Ever Vigilant', 'Common Cause', 'Feint', 'Quick Strike', 'Beorn'] },
			active: 'Mountains of Mirkwood',
			at: 'quest.stagingWindow'
		});
		h2.continue();
		h2.choose(h2.id('Feint', 'deck:0'), 0);
		expect(h2.names('hand:0')).toEqual(['Feint']);
		expect(h2.ctx.zones['deck:0'].length).toBe(5);
		expect(h2.names('encounterDiscard')).toEqual(['Mountains of Mirkwood']);
	});

	it('Eyes of the Forest: each player discards every event in hand', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ['Ever Vigilant', 'Gandalf', 'A Test of Will'] },
			p2: { heroes: ['Aragorn'], hand: ['Common Cause'] },
			encounterDeck: ['Eyes of the Forest', 'Forest Gate'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.names('hand:0')).toEqual(['Gandalf']);
		expect(g.names('discard:0').sort()).toEqual(['A Test of Will', 'Ever Vigilant']);
		expect(g.names('hand:1')).toEqual([]);
		expect(g.names('encounterDiscard')).toEqual(['Eyes of the Forest']);
	});

	it('Caught in a Web: attached to a hero of the highest-threat player; that hero readies only if 2 resources are paid', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], threat: 20 },
			p2: { heroes: ['Aragorn', 'Glóin'], threat: 30, resources: { Aragorn: 3 } },
			encounterDeck: ['Caught in a Web', 'Forest Gate'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.ctx.decision?.seat).toBe(1);
		g.choose(g.id('Aragorn'), 1);
		expect(g.card('Caught in a Web').attachedTo).toBe(g.id('Aragorn'));
	});
});

/** Caught in a Web revealed and attached to Aragorn (3 resources), then the game runs to the travel phase. */
function withWeb() {
	const g = table({
		p1: { heroes: ['Aragorn', 'Glóin'], resources: { Aragorn: 3 }, exhausted: ['Aragorn', 'Glóin'] },
		encounterDeck: ['Caught in a Web', 'Forest Gate'],
		at: 'quest.commitWindow'
	});
	g.continue();
	g.choose(g.id('Aragorn'), 0);
	return g;
}

describe('Caught in a Web in the refresh phase', () => {
	it('the attached hero stays exhausted when its controller declines to pay', () => {
		const g = withWeb();
		for (let i = 0; i < 30 && g.step !== 'refresh.window'; i++) {
			if (g.ctx.decision) {
				g.choose('decline', g.ctx.decision.seat);
				continue;
			}
			const l = g.legal(0);
			const e = l.find((x) => x.type === 'CONTINUE' || x.type === 'DONE') ?? l[0];
			g.send(e);
		}
		expect(g.card('Aragorn').exhausted).toBe(true);
		expect(g.card('Glóin').exhausted).toBe(false);
		expect(g.card('Aragorn').resources).toBe(3);
	});

	it('paying 2 resources from the hero’s pool readies it', () => {
		const g = withWeb();
		for (let i = 0; i < 30 && g.step !== 'refresh.window'; i++) {
			if (g.ctx.decision) {
				const opt = g.ctx.decision.options.find((o) => o.value !== 'decline');
				g.choose(g.ctx.decision.prompt.key === 'lcg_prompt_pay_web' ? opt!.value : 'decline', g.ctx.decision.seat);
				continue;
			}
			const l = g.legal(0);
			const e = l.find((x) => x.type === 'CONTINUE' || x.type === 'DONE') ?? l[0];
			g.send(e);
		}
		expect(g.card('Aragorn').exhausted).toBe(false);
		expect(g.card('Aragorn').resources).toBe(1);
	});
});

describe('Dol Guldur Orcs', () => {
	it('Dol Guldur Orcs, when revealed: the first player chooses a committed character, 2 damage to it', () => {
		const g = table({
			p1: { heroes: ['Éowyn', 'Gimli'], committed: ['Éowyn', 'Gimli'] },
			encounterDeck: ['Dol Guldur Orcs'],
			at: 'quest.commitWindow'
		});
		g.continue();
		g.choose(g.id('Gimli'), 0);
		expect(g.card('Gimli').damage).toBe(2);
		expect(g.stat('Gimli', 'attack')).toBe(4);
	});

	it('Dol Guldur Orcs, shadow: +1 attack, +3 when undefended, for this attack only', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Glorfindel'], engaged: ['Forest Spider'] }, encounterDeck: ['Dol Guldur Orcs'], at: 'combat.shadows' });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'NO_DEFENDER', seat: 0 });
		g.continueTo('combat.enemyShadowWindow');
		expect(g.stat('Forest Spider', 'attack')).toBe(5);
		g.continueTo('combat.enemyDamage');
		g.choose(g.id('Gimli'), 0);
		// 5 damage: Gimli (5 hit points) is destroyed.
		expect(g.card('Gimli').zone).toBe('discard:0');
		g.continueTo('combat.playerDeclare');
		expect(g.stat('Forest Spider', 'attack')).toBe(2);
	});

	it('Chieftain Ufthak: a resource token when it attacks (step 1, FAQ) and +2 attack per token', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Glorfindel'], engaged: ['Chieftan Ufthak'] }, at: 'combat.shadows', options: { shadows: false } });
		g.continueTo('combat.enemyChooseWindow');
		expect(g.card('Chieftan Ufthak').resources).toBe(1);
		expect(g.stat('Chieftan Ufthak', 'attack')).toBe(5);
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Gimli') });
		g.continueTo('combat.enemyDamageWindow');
		expect(g.card('Gimli').damage).toBe(3);
	});

	it('Dol Guldur Beastmaster: deals itself one more shadow card when it attacks; both resolve', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Glorfindel'], engaged: ['Dol Guldur Beastmaster'] },
			encounterDeck: ['East Bight Patrol', 'Dol Guldur Orcs', 'Forest Gate'],
			at: 'combat.shadows'
		});
		g.continueTo('combat.enemyChooseWindow');
		expect(g.ctx.zones.shadow.length).toBe(2);
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Gimli') });
		g.continueTo('combat.enemyShadowWindow');
		expect(g.stat('Dol Guldur Beastmaster', 'attack')).toBe(3 + 1 + 1);
		g.continueTo('combat.enemyDamageWindow');
		expect(g.card('Gimli').damage).toBe(3);
	});

	it('Driven by Shadow, shadow: discard an attachment of the defending character; undefended, every attachment you control', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Glorfindel'], engaged: ['Forest Spider'], attachments: [['Dwarven Axe', 'Gimli'], ['Citadel Plate', 'Glorfindel']] },
			encounterDeck: ['Driven by Shadow'],
			at: 'combat.shadows'
		});
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Gimli') });
		g.continueTo('combat.enemyShadowWindow');
		expect(g.names('attached')).toEqual(['Citadel Plate']);
		const u = table({
			p1: { heroes: ['Gimli', 'Glorfindel'], engaged: ['Forest Spider'], attachments: [['Dwarven Axe', 'Gimli'], ['Citadel Plate', 'Glorfindel']] },
			encounterDeck: ['Driven by Shadow'],
			at: 'combat.shadows'
		});
		u.continueTo('combat.enemyDefend');
		u.send({ type: 'NO_DEFENDER', seat: 0 });
		u.continueTo('combat.enemyShadowWindow');
		expect(u.names('attached')).toEqual([]);
		expect(u.names('discard:0').sort()).toEqual(['Citadel Plate', 'Dwarven Axe']);
	});

	it('The Necromancer’s Reach: 1 damage to each exhausted character', () => {
		const g = table({
			p1: { heroes: ['Éowyn', 'Gimli'], play: ['Snowbourn Scout'], committed: ['Éowyn', 'Snowbourn Scout'] },
			encounterDeck: ["The Necromancer's Reach", 'Forest Gate'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.card('Éowyn').damage).toBe(1);
		expect(g.card('Gimli').damage).toBe(0);
		expect(g.card('Snowbourn Scout').zone).toBe('discard:0');
	});

	it('Necromancer’s Pass, travel: the first player discards 2 cards at random; not possible with fewer than 2', () => {
		const g = table({ p1: { heroes: ['Éowyn'], hand: ['Feint', 'Beorn', 'Gandalf'] }, staging: ["Necromancer's Pass"], at: 'travel.choose' });
		g.send({ type: 'TRAVEL', seat: 0, location: g.id("Necromancer's Pass") });
		expect(g.ctx.zones['hand:0'].length).toBe(1);
		expect(g.ctx.zones['discard:0'].length).toBe(2);
		expect(g.names('active')).toEqual(["Necromancer's Pass"]);
		const h = table({ p1: { heroes: ['Éowyn'], hand: ['Feint'] }, staging: ["Necromancer's Pass"], at: 'travel.choose' });
		expect(h.names('active')).toEqual([]);
		expect(h.step).not.toBe('travel.choose');
	});

	it('Enchanted Stream: while active, players cannot draw cards', () => {
		const g = table({ p1: { heroes: ['Éowyn'], deck: ['Feint', 'Beorn'] }, active: 'Enchanted Stream', at: 'refresh.window' });
		g.continueTo('resource.window');
		expect(g.ctx.zones['hand:0']).toEqual([]);
		expect(g.log()).toContain('lcg_log_cannot_draw');
		const h = table({ p1: { heroes: ['Éowyn'], deck: ['Feint', 'Beorn'] }, staging: ['Enchanted Stream'], at: 'refresh.window' });
		h.continueTo('resource.window');
		expect(h.names('hand:0')).toEqual(['Feint']);
	});
});

describe('Passage Through Mirkwood set', () => {
	it('Forest Spider, forced: +1 attack until the end of the round after it engages', () => {
		const g = table({ p1: { heroes: ['Gimli'] }, staging: ['Forest Spider'], at: 'encounter.optional' });
		g.send({ type: 'ENGAGE', seat: 0, enemy: g.id('Forest Spider') });
		expect(g.stat('Forest Spider', 'attack')).toBe(3);
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'NO_DEFENDER', seat: 0 });
		g.continueTo('combat.playerDeclare');
		g.done(0).continueTo('combat.endWindow');
		expect(g.card('Gimli').damage).toBe(3);
		expect(g.stat('Forest Spider', 'attack')).toBe(3);
		g.continueTo('refresh.window');
		g.continue();
		expect(g.stat('Forest Spider', 'attack')).toBe(2);
	});

	it('Forest Spider, shadow: the defending player discards 1 attachment they control', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Glorfindel'], engaged: ['Dol Guldur Orcs'], attachments: [['Dwarven Axe', 'Gimli'], ['Citadel Plate', 'Glorfindel']] },
			encounterDeck: ['Forest Spider'],
			at: 'combat.shadows'
		});
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Glorfindel') });
		g.continueTo('combat.enemyShadow');
		expect(g.ctx.decision?.options.length).toBe(2);
		g.choose(g.id('Citadel Plate'), 0);
		expect(g.names('attached')).toEqual(['Dwarven Axe']);
	});

	it('East Bight Patrol, shadow undefended: +1 attack and 3 more threat', () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Forest Spider'], threat: 20 }, encounterDeck: ['East Bight Patrol'], at: 'combat.shadows' });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'NO_DEFENDER', seat: 0 });
		g.continueTo('combat.enemyShadowWindow');
		expect(g.stat('Forest Spider', 'attack')).toBe(3);
		expect(g.threat(0)).toBe(23);
	});

	it('Black Forest Bats: each player removes 1 of their committed characters from the quest; it stays exhausted', () => {
		const g = table({
			p1: { heroes: ['Éowyn', 'Glorfindel'], committed: ['Éowyn', 'Glorfindel'] },
			encounterDeck: ['Black Forest Bats'],
			at: 'quest.commitWindow'
		});
		g.continue();
		g.choose(g.id('Éowyn'), 0);
		expect(g.ctx.committed).toEqual([g.id('Glorfindel')]);
		expect(g.card('Éowyn').exhausted).toBe(true);
		g.continueTo('quest.resolveWindow');
		// 3 willpower against 1 (the bats): 2 progress.
		expect(g.ctx.quest.progress).toBe(2);
	});

	it('Old Forest Road, response: after travelling there, the first player may ready one of their characters', () => {
		const g = table({ p1: { heroes: ['Éowyn', 'Gimli'], exhausted: ['Éowyn', 'Gimli'] }, staging: ['Old Forest Road'], at: 'travel.choose' });
		g.send({ type: 'TRAVEL', seat: 0, location: g.id('Old Forest Road') });
		const d = g.ctx.decision!;
		expect(d.options.map((o) => o.value)).toContain('decline');
		const gimli = d.options.find((o) => (o.value as { t?: string }).t === g.id('Gimli'))!;
		g.choose(gimli.value, 0);
		expect(g.card('Gimli').exhausted).toBe(false);
		expect(g.card('Éowyn').exhausted).toBe(true);
	});

	it('Forest Gate, response: after travelling there, the first player may draw 2 cards (or decline)', () => {
		const g = table({ p1: { heroes: ['Éowyn'], deck: ['Feint', 'Beorn', 'Gandalf'] }, staging: ['Forest Gate'], at: 'travel.choose' });
		g.send({ type: 'TRAVEL', seat: 0, location: g.id('Forest Gate') });
		const opt = g.ctx.decision!.options.find((o) => o.value !== 'decline')!;
		g.choose(opt.value, 0);
		expect(g.names('hand:0')).toEqual(['Feint', 'Beorn']);
		const h = table({ p1: { heroes: ['Éowyn'], deck: ['Feint', 'Beorn', 'Gandalf'] }, staging: ['Forest Gate'], at: 'travel.choose' });
		h.send({ type: 'TRAVEL', seat: 0, location: h.id('Forest Gate') });
		h.choose('decline', 0);
		expect(h.names('hand:0')).toEqual([]);
	});
});

describe('Quest cards of Passage Through Mirkwood', () => {
	it('Flies and Spiders, setup: a Forest Spider and an Old Forest Road start in the staging area', () => {
		const input = def.createInput({ seats: [{ name: 'A' }, { name: 'B' }], seed: 7 });
		const actor = createActor(def.machine, { input }).start();
		actor.send({ type: 'KEEP', seat: 0 });
		actor.send({ type: 'MULLIGAN', seat: 1 });
		const ctx = actor.getSnapshot().context as LcgContext;
		const names = ctx.zones.staging.map((id) => ctx.cards[id].cardId);
		expect(names).toEqual(['01096', '01099']);
		expect(ctx.zones.encounterDeck.length).toBe(34);
		expect(ctx.quest).toEqual({ stage: 1, progress: 0 });
		expect(ctx.zones['hand:0'].length).toBe(7);
		expect(ctx.players[1].mulliganed).toBe(true);
		// Round 1 has begun (its resource window may wait for someone's Action).
		expect(ctx.round).toBe(1);
		expect(['resource', 'planning']).toContain(ctx.phase);
		checkZones(ctx);
	});

	it('A Fork in the Road: defeating it goes to one of the two stage-3 cards at random; the other is removed', () => {
		const seen = new Set<string>();
		for (let seed = 1; seed <= 12; seed++) {
			const g = table({ p1: { heroes: ['Éowyn'], committed: ['Éowyn'] }, quest: 'A Fork in the Road', at: 'quest.stagingWindow', seed });
			g.continue();
			const q = g.ctx.zones.quest.map((id) => g.ctx.cards[id].cardId);
			expect(q.length).toBe(1);
			expect(['01121', '01122']).toContain(q[0]);
			expect(g.ctx.zones.removed.length).toBe(1);
			expect(g.ctx.quest.stage).toBe(3);
			seen.add(q[0]);
		}
		expect(seen.size).toBe(2);
	});

	it('Don’t Leave the Path!: revealed, searched, never defeated by progress; destroying Ungoliant’s Spawn wins', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], committed: ['Éowyn'] },
			p2: { heroes: ['Legolas', 'Gimli', 'Glorfindel'] },
			quest: 'A Fork in the Road',
			questDeck: ['01121'],
			encounterDeck: ['Forest Spider', 'King Spider', 'Forest Gate'],
			encounterDiscard: ["Ungoliant's Spawn"],
			at: 'quest.stagingWindow'
		});
		g.continue();
		expect(g.ctx.quest.stage).toBe(3);
		// Seat 0 picks among the Spiders (deck and discard pile), then seat 1 from what is left.
		expect(g.ctx.decision?.seat).toBe(0);
		g.choose(g.id("Ungoliant's Spawn"), 0);
		g.choose(g.id('King Spider'), 1);
		expect(g.names('staging').sort()).toEqual(['King Spider', "Ungoliant's Spawn"]);
		// Progress never defeats this stage.
		const probe = structuredClone(g.ctx);
		probe.quest.progress = 50;
		expect(stageDefeatable(probe)).toBe(false);
		// Destroy the Spawn: the players win.
		const w = table({
			p1: { heroes: ['Legolas', 'Gimli', 'Glorfindel'], engaged: ["Ungoliant's Spawn"], damage: { "Ungoliant's Spawn": 6 } },
			quest: "Don't Leave the Path!",
			questDeck: [],
			at: 'combat.playerDeclare'
		});
		w.send({ type: 'ATTACK', seat: 0, enemy: w.id("Ungoliant's Spawn") });
		w.send({ type: 'ADD_ATTACKER', seat: 0, card: w.id('Legolas') });
		w.send({ type: 'ADD_ATTACKER', seat: 0, card: w.id('Glorfindel') });
		w.send({ type: 'CONFIRM', seat: 0 });
		w.continueTo('end.victory');
		expect(w.ctx.outcome).toBe('victory');
		expect(w.snapshot.status).toBe('done');
		expect(def.result(w.snapshot)).toMatchObject({ kind: 'cooperative', victory: true });
	});

	it('Beorn’s Path: not defeated while Ungoliant’s Spawn is in play; defeated (and won) as soon as it is not', () => {
		const g = table({
			p1: { heroes: ['Éowyn', 'Legolas', 'Gimli', 'Glorfindel'], committed: ['Éowyn'], engaged: ["Ungoliant's Spawn"], damage: { "Ungoliant's Spawn": 6 } },
			quest: "Beorn's Path",
			questDeck: [],
			questProgress: 8,
			at: 'quest.stagingWindow'
		});
		g.continue();
		expect(g.ctx.quest.progress).toBe(12);
		expect(g.ctx.outcome).toBeNull();
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Gimli') });
		g.continueTo('combat.playerDeclare');
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id("Ungoliant's Spawn") });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Legolas') });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Glorfindel') });
		g.send({ type: 'CONFIRM', seat: 0 });
		g.continueTo('end.victory');
		expect(g.ctx.outcome).toBe('victory');
		expect(g.snapshot.value).toBe('victory');
	});
});

describe('staging threat bookkeeping', () => {
	it('counts enemies and locations of the staging area, not engaged enemies nor the active location', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], engaged: ['King Spider'] },
			staging: ['Forest Spider', 'Old Forest Road'],
			active: 'Forest Gate',
			at: 'refresh.window'
		});
		expect(stagingThreat(g.ctx)).toBe(3);
	});
});
