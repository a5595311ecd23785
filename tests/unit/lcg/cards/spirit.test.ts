/**
 * Spirit player cards (cards/core/spirit.ts), played through the engine with the `table()`
 * builder: exact effects, limits and legal/illegal targets.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '$lib/games/lcg/types';
import { table, type TestGame } from '../table';
import { values, responseOf, playOf, playTargets } from './decisions';

describe('Eleanor', () => {
	it('exhaust her to cancel a treachery’s « when revealed », discard it and reveal the next card instead', () => {
		const g = table({
			p1: { heroes: ['Eleanor', 'Éowyn'], committed: ['Éowyn'] },
			encounterDeck: ["The Necromancer's Reach", 'Forest Spider', 'Old Forest Road'],
			at: 'quest.commitWindow'
		});
		g.continue();
		g.choose(responseOf(g, 'Eleanor'), 0);
		// The Reach would have dealt 1 damage to each exhausted character (Éowyn).
		expect(g.card('Éowyn').damage).toBe(0);
		expect(g.card('Eleanor').exhausted).toBe(true);
		expect(g.zoneOf("The Necromancer's Reach")).toBe('encounterDiscard');
		expect(g.zoneOf('Forest Spider')).toBe('staging');
		expect(g.zoneOf('Old Forest Road')).toBe('encounterDeck');
	});

	it('is not offered for an enemy, nor when she is exhausted', () => {
		const g = table({ p1: { heroes: ['Eleanor', 'Éowyn'], committed: ['Éowyn'] }, encounterDeck: ['Forest Spider'], at: 'quest.commitWindow' });
		g.continue();
		expect(g.ctx.decision).toBeNull();
		const h = table({ p1: { heroes: ['Eleanor', 'Éowyn'], committed: ['Éowyn', 'Eleanor'] }, encounterDeck: ["The Necromancer's Reach"], at: 'quest.commitWindow' });
		h.continue();
		expect(h.ctx.decision).toBeNull();
		expect([h.card('Éowyn').damage, h.card('Eleanor').damage]).toEqual([1, 1]);
	});
});

describe('Lórien Guide and Northern Tracker', () => {
	it('Lórien Guide: committed, 1 progress on the active location; nothing offered without one', () => {
		const g = table({ p1: { heroes: ['Éowyn'], play: ['Lórien Guide'] }, active: 'Forest Gate', encounterDeck: ['Old Forest Road'], at: 'quest.commit' });
		g.commit(0, ['Lórien Guide']);
		g.choose(responseOf(g, 'Lórien Guide'), 0);
		expect(g.card('Forest Gate').progress).toBe(1);
		const h = table({ p1: { heroes: ['Éowyn'], play: ['Lórien Guide'] }, encounterDeck: ['Old Forest Road'], at: 'quest.commit' });
		h.commit(0, ['Lórien Guide']);
		expect(h.ctx.decision).toBeNull();
	});

	it('Northern Tracker: committed, 1 progress on each location of the staging area (not the active one)', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], play: ['Northern Tracker'] },
			staging: ['Old Forest Road', 'Forest Spider', 'Great Forest Web'],
			active: 'Forest Gate',
			encounterDeck: ['Dol Guldur Orcs'],
			at: 'quest.commit'
		});
		g.commit(0, ['Northern Tracker']);
		g.choose(responseOf(g, 'Northern Tracker'), 0);
		expect([g.card('Old Forest Road').progress, g.card('Great Forest Web').progress, g.card('Forest Gate').progress]).toEqual([1, 1, 0]);
	});
});

describe('The Galadhrim’s Greeting', () => {
	it('one player’s threat −6, or every player’s threat −2', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ["The Galadhrim's Greeting", "The Galadhrim's Greeting"], resources: { Éowyn: 6 }, threat: 30 },
			p2: { heroes: ['Gimli'], threat: 20 },
			at: 'resource.window'
		});
		expect([...new Set(playTargets(g, 0))]).toEqual([0, 1, 'each']);
		g.play(0, "The Galadhrim's Greeting", { target: 1 });
		expect([g.threat(0), g.threat(1)]).toEqual([30, 14]);
		g.play(0, "The Galadhrim's Greeting", { target: 'each' });
		expect([g.threat(0), g.threat(1)]).toEqual([28, 12]);
		expect(g.card('Éowyn').resources).toBe(0);
	});
});

describe('Strength of Will', () => {
	it('after travelling, exhaust a spirit character you control: 2 progress on that location', () => {
		const g = table({ p1: { heroes: ['Éowyn', 'Aragorn'], hand: ['Strength of Will'] }, staging: ['Old Forest Road'], at: 'travel.choose' });
		g.send({ type: 'TRAVEL', seat: 0, location: g.id('Old Forest Road') });
		// Only Éowyn is a spirit character; the cost 0 still needs a spirit hero.
		const plays = values(g).filter((v) => typeof v === 'object' && v !== null && 'play' in v);
		expect(plays).toEqual([{ play: g.id('Strength of Will'), pay: {}, t: g.id('Éowyn') }]);
		g.choose(playOf(g, 'Strength of Will'), 0);
		expect(g.card('Éowyn').exhausted).toBe(true);
		expect(g.card('Old Forest Road').progress).toBe(2);
	});
});

describe('Hasty Stroke', () => {
	it('cancels a shadow effect just triggered', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ['Hasty Stroke'], resources: { Éowyn: 1 }, engaged: ['Forest Spider'] },
			encounterDeck: ['Dol Guldur Orcs'],
			at: 'combat.shadows'
		});
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Éowyn') });
		g.continueTo('combat.enemyShadow');
		g.choose(playOf(g, 'Hasty Stroke'), 0);
		expect(g.log()).toContain('lcg_log_shadow_cancelled');
		g.continueTo('combat.enemyDamageWindow');
		// Forest Spider 2 attack (no +1 from the shadow) against Éowyn's 1 defense.
		expect(g.card('Éowyn').damage).toBe(1);
	});
});

describe('Will of the West', () => {
	it('a player shuffles their discard pile (not heroes) into their deck; the card is removed from the game', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ['Will of the West'], resources: { Éowyn: 1 } },
			p2: { heroes: ['Gimli'], discard: ['Feint', 'Beorn', 'Thalin'], deck: ['Gandalf'] },
			at: 'resource.window'
		});
		expect(playTargets(g, 0)).toEqual([1]);
		g.play(0, 'Will of the West', { target: 1 });
		expect(g.names('discard:1')).toEqual(['Thalin']);
		expect([...g.names('deck:1')].sort()).toEqual(['Beorn', 'Feint', 'Gandalf']);
		expect(g.zoneOf('Will of the West')).toBe('removed');
	});
});

describe('A Light in the Dark', () => {
	it('returns an enemy engaged with any player to the staging area', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ['A Light in the Dark'], resources: { Éowyn: 2 } },
			p2: { heroes: ['Gimli'], engaged: ['Forest Spider'] },
			staging: ['King Spider'],
			at: 'combat.shadowsWindow'
		});
		expect(playTargets(g, 0)).toEqual([g.id('Forest Spider')]);
		g.play(0, 'A Light in the Dark', { target: g.id('Forest Spider') });
		expect(g.names('staging')).toEqual(['King Spider', 'Forest Spider']);
		expect(g.names('engaged:1')).toEqual([]);
	});
});

describe('Dwarven Tomb', () => {
	it('returns a spirit card (not a hero) from your discard pile to your hand', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ['Dwarven Tomb'], resources: { Éowyn: 1 }, discard: ['Feint', 'A Test of Will', 'Eleanor'] },
			at: 'resource.window'
		});
		expect(playTargets(g, 0)).toEqual([g.id('A Test of Will')]);
		g.play(0, 'Dwarven Tomb', { target: g.id('A Test of Will') });
		expect(g.names('hand:0')).toEqual(['A Test of Will']);
		expect(g.names('discard:0')).toEqual(['Feint', 'Eleanor', 'Dwarven Tomb']);
	});
});

describe('Fortune or Fate', () => {
	it('puts a hero from a discard pile into play under its owner’s control', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ['Fortune or Fate'], resources: { Éowyn: 5 } },
			p2: { heroes: ['Gimli'], discard: ['Thalin', 'Feint'] },
			at: 'resource.window'
		});
		expect(playTargets(g, 0)).toEqual([g.id('Thalin')]);
		g.play(0, 'Fortune or Fate', { target: g.id('Thalin') });
		expect(g.zoneOf('Thalin')).toBe('play:1');
		expect(g.card('Thalin').controller).toBe(1);
		expect(g.ctx.zones['play:1'].length).toBe(2);
	});

	it('not a hero whose title is in play (unique)', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ['Fortune or Fate'], resources: { Éowyn: 5 }, discard: ['Gimli'] },
			p2: { heroes: ['Gimli'] },
			at: 'resource.window'
		});
		expect(playTargets(g, 0)).toEqual([]);
	});
});

describe('Spirit attachments', () => {
	it('The Favor of the Lady: +1 willpower to the hero', () => {
		const g = table({ p1: { heroes: ['Éowyn'], hand: ['The Favor of the Lady'], resources: { Éowyn: 2 } }, p2: { heroes: ['Gimli'] }, at: 'planning.play' });
		g.play(0, 'The Favor of the Lady', { target: g.id('Gimli') });
		expect(g.stat('Gimli', 'willpower')).toBe(3);
		expect(g.card('The Favor of the Lady').controller).toBe(1);
	});

	it('Power in the Earth: attach to a location in play, −1 threat', () => {
		const g = table({ p1: { heroes: ['Éowyn'], hand: ['Power in the Earth'], resources: { Éowyn: 1 } }, staging: ['Forest Gate', 'Forest Spider'], active: 'Old Forest Road', at: 'planning.play' });
		const hosts = g.legal(0).flatMap((e) => (e.type === 'PLAY' ? [e.target] : []));
		expect(hosts).toEqual([g.id('Forest Gate'), g.id('Old Forest Road')]);
		g.play(0, 'Power in the Earth', { target: g.id('Forest Gate') });
		expect(g.stat('Forest Gate', 'threat')).toBe(1);
	});

	it('Unexpected Courage: exhaust it to ready the hero (needs the hero exhausted and it ready)', () => {
		const g = table({ p1: { heroes: ['Éowyn'], exhausted: ['Éowyn'], attachments: [['Unexpected Courage', 'Éowyn']] }, at: 'resource.window' });
		g.activate(0, 'Unexpected Courage');
		expect(g.card('Éowyn').exhausted).toBe(false);
		expect(g.card('Unexpected Courage').exhausted).toBe(true);
		expect(g.legal(0).some((e) => e.type === 'ACTIVATE')).toBe(false);
		const h = table({ p1: { heroes: ['Éowyn'], attachments: [['Unexpected Courage', 'Éowyn']] }, at: 'resource.window' });
		expect(h.legal(0).some((e) => e.type === 'ACTIVATE')).toBe(false);
	});
});

describe('Dúnhere', () => {
	it('may attack an enemy of the staging area alone, with +1 attack', () => {
		const g = table({ p1: { heroes: ['Dúnhere', 'Éowyn'] }, staging: ['Forest Spider'], at: 'combat.playerDeclare' });
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id('Forest Spider') });
		expect(g.legal(0).filter((e) => e.type === 'ADD_ATTACKER')).toEqual([{ type: 'ADD_ATTACKER', seat: 0, card: g.id('Dúnhere') }]);
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Dúnhere') });
		expect(g.stat('Dúnhere', 'attack')).toBe(3);
		expect(g.legal(0).some((e) => e.type === 'ADD_ATTACKER')).toBe(false);
		g.send({ type: 'CONFIRM', seat: 0 });
		g.continueTo('combat.playerDamageWindow');
		// 3 attack against Forest Spider's 1 defense.
		expect(g.card('Forest Spider').damage).toBe(2);
	});

	it('gets no bonus against an engaged enemy', () => {
		const g = table({ p1: { heroes: ['Dúnhere'], engaged: ['Forest Spider'] }, at: 'combat.playerDeclare' });
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id('Forest Spider') });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Dúnhere') });
		expect(g.stat('Dúnhere', 'attack')).toBe(2);
	});
});

describe('Wandering Took', () => {
	it('your threat −3 to give it to another player, whose threat +3; its new controller may pass it on', () => {
		const g = table({ p1: { heroes: ['Éowyn'], play: ['Wandering Took'], threat: 30 }, p2: { heroes: ['Gimli'], threat: 20 }, at: 'resource.window' });
		g.activate(0, 'Wandering Took', { target: 1 });
		expect([g.threat(0), g.threat(1)]).toEqual([27, 23]);
		expect(g.zoneOf('Wandering Took')).toBe('play:1');
		expect(g.card('Wandering Took').controller).toBe(1);
		expect(g.legal(0).some((e) => e.type === 'ACTIVATE')).toBe(false);
		g.activate(1, 'Wandering Took', { target: 0 });
		expect(g.zoneOf('Wandering Took')).toBe('play:0');
		expect([g.threat(0), g.threat(1)]).toEqual([30, 20]);
	});

	it('needs 3 threat to pay', () => {
		const g = table({ p1: { heroes: ['Éowyn'], play: ['Wandering Took'], threat: 2 }, p2: { heroes: ['Gimli'] }, at: 'resource.window' });
		expect(g.legal(0).some((e) => e.type === 'ACTIVATE')).toBe(false);
	});
});

describe('Stand and Fight', () => {
	it('X = the printed cost of an ally of any discard pile, put into play under your control', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ['Stand and Fight'], resources: { Éowyn: 3 }, discard: ['Guard of the Citadel'] },
			p2: { heroes: ['Gimli'], discard: ['Gondorian Spearman', 'Beorn', 'Snowbourn Scout', 'Feint'] },
			at: 'resource.window'
		});
		const plays = g.legal(0).filter((e) => e.type === 'PLAY') as { x?: number; target?: Json }[];
		// Beorn (6) cannot be paid with 3 resources.
		expect(plays.map((e) => [e.x, e.target])).toEqual([
			[1, g.id('Snowbourn Scout')],
			[2, g.id('Guard of the Citadel')],
			[2, g.id('Gondorian Spearman')]
		]);
		g.play(0, 'Stand and Fight', { target: g.id('Gondorian Spearman') });
		expect(g.zoneOf('Gondorian Spearman')).toBe('play:0');
		expect(g.card('Gondorian Spearman').controller).toBe(0);
		expect(g.card('Éowyn').resources).toBe(1);
	});
});

describe('Dúnhere and Quick Strike', () => {
	it('Quick Strike may send Dúnhere alone against the staging area, with his +1 attack', () => {
		const g = table({ p1: { heroes: ['Dúnhere', 'Gimli'], hand: ['Quick Strike'], resources: { Gimli: 1 } }, staging: ['Forest Spider'], at: 'resource.window' });
		const targets = g.legal(0).flatMap((e) => (e.type === 'PLAY' ? [e.target] : []));
		expect(targets).toEqual([{ attacker: g.id('Dúnhere'), enemy: g.id('Forest Spider') }]);
		g.play(0, 'Quick Strike', { target: targets[0] });
		// 2 + 1 attack against 1 defense.
		expect(g.card('Forest Spider').damage).toBe(2);
		expect(g.stat('Dúnhere', 'attack')).toBe(2);
	});
});
