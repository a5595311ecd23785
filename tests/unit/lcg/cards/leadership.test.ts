/**
 * Leadership player cards (cards/core/leadership.ts), played through the engine with the
 * `table()` builder: exact effects, limits and legal/illegal targets.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '$lib/games/lcg/types';
import { table, type TestGame } from '../table';
import { values, responseOf, playOf } from './decisions';

describe('Théodred', () => {
	it('after committing, 1 resource goes to a hero committed to the quest (allies are not offered)', () => {
		const g = table({
			p1: { heroes: ['Théodred', 'Glóin'], play: ['Guard of the Citadel'] },
			encounterDeck: ['Forest Gate'],
			at: 'quest.commit'
		});
		g.commit(0, ['Théodred', 'Glóin', 'Guard of the Citadel']);
		expect(values(g)).toEqual([
			{ src: g.id('Théodred'), r: 0, t: g.id('Théodred') },
			{ src: g.id('Théodred'), r: 0, t: g.id('Glóin') },
			'decline'
		]);
		g.choose(responseOf(g, 'Théodred', g.id('Glóin')), 0);
		expect(g.card('Glóin').resources).toBe(1);
		expect(g.card('Théodred').resources).toBe(0);
		// Once per commitment: no second offer.
		expect(g.ctx.decision).toBeNull();
	});

	it('is not offered when Théodred himself does not commit', () => {
		const g = table({ p1: { heroes: ['Théodred', 'Glóin'] }, encounterDeck: ['Forest Gate'], at: 'quest.commit' });
		g.commit(0, ['Glóin']);
		expect(g.ctx.decision).toBeNull();
		expect(g.card('Glóin').resources).toBe(0);
	});
});

describe('Faramir', () => {
	it('exhaust him: each character of the chosen player gets +1 willpower until the end of the phase', () => {
		const g = table({
			p1: { heroes: ['Aragorn'], play: ['Faramir'] },
			p2: { heroes: ['Gimli', 'Legolas'], play: ['Guard of the Citadel'] },
			at: 'resource.window'
		});
		const targets = g.legal(0).filter((e) => e.type === 'ACTIVATE').map((e) => (e as { target?: Json }).target);
		expect(targets).toEqual([0, 1]);
		g.activate(0, 'Faramir', { target: 1 });
		expect([g.stat('Gimli', 'willpower'), g.stat('Legolas', 'willpower'), g.stat('Guard of the Citadel', 'willpower')]).toEqual([3, 2, 2]);
		expect(g.stat('Aragorn', 'willpower')).toBe(2);
		expect(g.card('Faramir').exhausted).toBe(true);
		expect(g.legal(0).some((e) => e.type === 'ACTIVATE')).toBe(false);
		g.continue();
		expect(g.stat('Gimli', 'willpower')).toBe(2);
	});
});

describe('Son of Arnor', () => {
	it('entering play, engages an enemy of the staging area or of another player, not one already engaged with you', () => {
		const g = table({
			p1: { heroes: ['Aragorn'], hand: ['Son of Arnor'], resources: { Aragorn: 3 }, engaged: ['Dol Guldur Orcs'] },
			p2: { heroes: ['Gimli'], engaged: ['Forest Spider'] },
			staging: ['King Spider', 'Old Forest Road'],
			at: 'planning.play'
		});
		g.play(0, 'Son of Arnor');
		expect(values(g)).toEqual([
			{ src: g.id('Son of Arnor'), r: 0, t: g.id('King Spider') },
			{ src: g.id('Son of Arnor'), r: 0, t: g.id('Forest Spider') },
			'decline'
		]);
		g.choose(responseOf(g, 'Son of Arnor', g.id('Forest Spider')), 0);
		expect(g.zoneOf('Forest Spider')).toBe('engaged:0');
		expect(g.names('engaged:0')).toEqual(['Dol Guldur Orcs', 'Forest Spider']);
		expect(g.zoneOf('King Spider')).toBe('staging');
	});
});

describe('Snowbourn Scout', () => {
	it('entering play, places 1 progress token on a location (staging area or active)', () => {
		const g = table({
			p1: { heroes: ['Aragorn'], hand: ['Snowbourn Scout'], resources: { Aragorn: 1 } },
			staging: ['Old Forest Road', 'Forest Spider'],
			active: 'Forest Gate',
			at: 'planning.play'
		});
		g.play(0, 'Snowbourn Scout');
		expect(values(g)).toEqual([
			{ src: g.id('Snowbourn Scout'), r: 0, t: g.id('Old Forest Road') },
			{ src: g.id('Snowbourn Scout'), r: 0, t: g.id('Forest Gate') },
			'decline'
		]);
		g.choose(responseOf(g, 'Snowbourn Scout', g.id('Forest Gate')), 0);
		expect(g.card('Forest Gate').progress).toBe(1);
		expect(g.card('Old Forest Road').progress).toBe(0);
	});
});

describe('Longbeard Orc Slayer', () => {
	it('entering play, 1 damage to each Orc enemy in play (staging area and engaged), none to others', () => {
		const g = table({
			p1: { heroes: ['Aragorn', 'Glóin'], hand: ['Longbeard Orc Slayer'], resources: { Aragorn: 2, Glóin: 2 }, engaged: ['East Bight Patrol'] },
			staging: ['Dol Guldur Orcs', 'Forest Spider'],
			at: 'planning.play'
		});
		g.play(0, 'Longbeard Orc Slayer');
		g.choose(responseOf(g, 'Longbeard Orc Slayer'), 0);
		expect([g.card('Dol Guldur Orcs').damage, g.card('East Bight Patrol').damage, g.card('Forest Spider').damage]).toEqual([1, 1, 0]);
	});

	it('is not offered when no Orc is in play', () => {
		const g = table({ p1: { heroes: ['Aragorn', 'Glóin'], hand: ['Longbeard Orc Slayer'], resources: { Aragorn: 2, Glóin: 2 } }, staging: ['Forest Spider'], at: 'planning.play' });
		g.play(0, 'Longbeard Orc Slayer');
		expect(g.ctx.decision).toBeNull();
	});
});

describe('For Gondor!', () => {
	it('every character +1 attack until the end of the phase, Gondor characters +1 defense too', () => {
		const g = table({
			p1: { heroes: ['Aragorn', 'Glóin'], play: ['Guard of the Citadel'], hand: ['For Gondor!'], resources: { Glóin: 2 }, attachments: [['Steward of Gondor', 'Aragorn']] },
			p2: { heroes: ['Gimli'] },
			at: 'resource.window'
		});
		g.play(0, 'For Gondor!');
		// Aragorn is Gondor through Steward of Gondor.
		expect([g.stat('Aragorn', 'attack'), g.stat('Aragorn', 'defense')]).toEqual([4, 3]);
		expect([g.stat('Glóin', 'attack'), g.stat('Glóin', 'defense')]).toEqual([3, 1]);
		expect([g.stat('Guard of the Citadel', 'attack'), g.stat('Guard of the Citadel', 'defense')]).toEqual([2, 1]);
		expect([g.stat('Gimli', 'attack'), g.stat('Gimli', 'defense')]).toEqual([3, 2]);
		expect(g.card('Glóin').resources).toBe(0);
		g.continue();
		expect([g.stat('Aragorn', 'attack'), g.stat('Aragorn', 'defense'), g.stat('Gimli', 'attack')]).toEqual([3, 2, 2]);
	});
});

describe('Sneak Attack', () => {
	it('puts an ally from hand into play (its enters-play response works); it returns to hand at the end of the phase', () => {
		const g = table({
			p1: { heroes: ['Aragorn'], hand: ['Sneak Attack', 'Gandalf'], resources: { Aragorn: 1 }, threat: 30 },
			at: 'resource.window'
		});
		g.play(0, 'Sneak Attack', { target: g.id('Gandalf') });
		expect(g.zoneOf('Gandalf')).toBe('play:0');
		expect(g.card('Aragorn').resources).toBe(0);
		// Gandalf's own response: reduce threat by 5.
		g.choose(responseOf(g, 'Gandalf', 'threat'), 0);
		expect(g.threat(0)).toBe(25);
		g.continue();
		expect(g.zoneOf('Gandalf')).toBe('hand:0');
		expect(g.zoneOf('Sneak Attack')).toBe('discard:0');
	});

	it('does not stay on the ally: the return to hand is a delayed effect, registered (plain JSON) before the ally’s enters-play trigger', () => {
		const g = table({
			p1: { heroes: ['Aragorn'], hand: ['Sneak Attack', 'Gandalf'], resources: { Aragorn: 1 }, threat: 30 },
			at: 'resource.window'
		});
		g.play(0, 'Sneak Attack', { target: g.id('Gandalf') });
		// Gandalf's response is open: the delayed effect already waits; the event is still resolving, not attached.
		expect(g.ctx.decision?.prompt.key).toBe('lcg_prompt_response');
		expect(g.zoneOf('Sneak Attack')).toBe('limbo');
		expect(g.card('Sneak Attack').attachedTo).toBeNull();
		expect(g.ctx.delayed).toHaveLength(1);
		expect(g.ctx.delayed[0]).toMatchObject({ at: 'endOfPhase', whileInPlay: g.id('Gandalf') });
		expect(JSON.parse(JSON.stringify(g.ctx.delayed))).toEqual(g.ctx.delayed);
		// The put-into-play path: one log line, an enters-play event that says « not played ».
		expect(g.ctx.log.filter((l) => l.key === 'lcg_log_put_into_play')).toEqual([{ key: 'lcg_log_put_into_play', params: { card: '01073' }, seat: 0 }]);
		const offer = g.ctx.pending.find((e) => e.k === 'offer');
		expect(offer && offer.k === 'offer' ? offer.ev : null).toEqual({ type: 'enteredPlay', card: g.id('Gandalf'), seat: 0, played: false });
		g.choose('decline', 0);
		expect(g.zoneOf('Sneak Attack')).toBe('discard:0');
		expect(g.zoneOf('Gandalf')).toBe('play:0');
		g.continue();
		expect(g.ctx.phase).toBe('planning');
		expect(g.zoneOf('Gandalf')).toBe('hand:0');
		expect(g.ctx.delayed).toEqual([]);
	});

	it('offers only allies, and no unique ally whose title is already in play', () => {
		const g = table({
			p1: { heroes: ['Aragorn'], hand: ['Sneak Attack', 'Gandalf', 'Feint', 'Snowbourn Scout'], resources: { Aragorn: 1 } },
			p2: { heroes: ['Gimli'], play: ['Gandalf'] },
			at: 'resource.window'
		});
		const targets = g.legal(0).filter((e) => e.type === 'PLAY').map((e) => (e as { target?: Json }).target);
		expect(targets).toEqual([g.id('Snowbourn Scout', 'hand:0')]);
	});

	it('an ally that leaves play earlier takes the card with it', () => {
		const g = table({
			p1: { heroes: ['Aragorn'], hand: ['Sneak Attack', 'Snowbourn Scout'], resources: { Aragorn: 1 }, engaged: ['Forest Spider'] },
			at: 'combat.shadowsWindow'
		});
		g.play(0, 'Sneak Attack', { target: g.id('Snowbourn Scout') });
		// No location in play: the Scout's response is not offered.
		expect(g.ctx.decision).toBeNull();
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Snowbourn Scout') });
		g.continueTo('combat.enemyDamageWindow');
		// Forest Spider (attack 2) against the Scout (defense 1, 1 hit point): destroyed.
		expect(g.zoneOf('Snowbourn Scout')).toBe('discard:0');
		expect(g.zoneOf('Sneak Attack')).toBe('discard:0');
		// The delayed effect is forgotten with the ally that left play.
		expect(g.ctx.delayed).toEqual([]);
	});
});

describe('Valiant Sacrifice', () => {
	it('after an ally leaves play, its controller draws 2 cards', () => {
		const g = table({
			p1: {
				heroes: ['Aragorn'],
				play: ['Guard of the Citadel'],
				committed: ['Guard of the Citadel'],
				hand: ['Valiant Sacrifice'],
				resources: { Aragorn: 1 },
				deck: ['Feint', 'Beorn', 'Gandalf']
			},
			encounterDeck: ['Dol Guldur Orcs'],
			at: 'quest.commitWindow'
		});
		g.continue();
		// Dol Guldur Orcs: 2 damage to the only committed character, the Guard (2 hit points).
		expect(g.zoneOf('Guard of the Citadel')).toBe('discard:0');
		g.choose(playOf(g, 'Valiant Sacrifice'), 0);
		expect(g.names('hand:0')).toEqual(['Feint', 'Beorn']);
		expect(g.card('Aragorn').resources).toBe(0);
		expect(g.zoneOf('Valiant Sacrifice')).toBe('discard:0');
	});

	it('the ally’s controller draws, not its owner (an ally taken with Stand and Fight)', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ['Stand and Fight'], resources: { Éowyn: 2 }, engaged: ['Forest Spider'], deck: ['Feint', 'Beorn', 'Gandalf'] },
			p2: { heroes: ['Aragorn'], hand: ['Valiant Sacrifice'], resources: { Aragorn: 1 }, discard: ['Guard of the Citadel'], deck: ['Sneak Attack', 'Gimli', 'Faramir'] },
			at: 'combat.shadowsWindow'
		});
		const play = g.legal(0).find((e) => e.type === 'PLAY' && e.target === g.id('Guard of the Citadel'));
		g.send(play!);
		expect(g.zoneOf('Guard of the Citadel')).toBe('play:0');
		expect(g.card('Guard of the Citadel').owner).toBe(1);
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Guard of the Citadel') });
		for (let i = 0; i < 10 && !g.ctx.decision; i++) g.continue();
		// Forest Spider (attack 2) against the Guard (defense 0, 2 hit points): destroyed, back to its owner's discard pile.
		expect(g.zoneOf('Guard of the Citadel')).toBe('discard:1');
		expect(g.ctx.decision?.seat).toBe(1);
		g.choose(playOf(g, 'Valiant Sacrifice'), 1);
		expect(g.names('hand:0')).toEqual(['Feint', 'Beorn']);
		expect(g.names('hand:1')).toEqual([]);
	});

	it('is not offered when a hero leaves play', () => {
		const g = table({
			p1: { heroes: ['Aragorn', 'Éowyn'], committed: ['Éowyn'], damage: { Éowyn: 1 }, hand: ['Valiant Sacrifice'], resources: { Aragorn: 1 } },
			encounterDeck: ['Dol Guldur Orcs'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.zoneOf('Éowyn')).toBe('discard:0');
		expect(g.ctx.decision).toBeNull();
	});
});

describe('Grim Resolve', () => {
	it('readies every character in play, of every player', () => {
		const g = table({
			p1: { heroes: ['Aragorn', 'Glóin', 'Théodred'], play: ['Faramir'], exhausted: ['Glóin', 'Faramir'], hand: ['Grim Resolve'], resources: { Aragorn: 3, Théodred: 2 } },
			p2: { heroes: ['Gimli'], exhausted: ['Gimli'] },
			at: 'resource.window'
		});
		g.play(0, 'Grim Resolve');
		expect(['Glóin', 'Faramir', 'Gimli'].map((n) => g.card(n).exhausted)).toEqual([false, false, false]);
		expect(g.card('Aragorn').resources + g.card('Théodred').resources).toBe(0);
	});

	it('cannot be played when every character is ready', () => {
		const g = table({ p1: { heroes: ['Aragorn'], hand: ['Grim Resolve'], resources: { Aragorn: 5 } }, at: 'resource.window' });
		expect(g.legal(0).filter((e) => e.type === 'PLAY')).toEqual([]);
	});
});

describe('Brok Ironfist', () => {
	it('after a Dwarf hero you control leaves play, he comes into play from your hand without paying', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Aragorn'], committed: ['Gimli'], damage: { Gimli: 4 }, hand: ['Brok Ironfist'] },
			encounterDeck: ['Dol Guldur Orcs'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.zoneOf('Gimli')).toBe('discard:0');
		expect(values(g)).toEqual([{ src: g.id('Brok Ironfist'), r: 0 }, 'decline']);
		g.choose(responseOf(g, 'Brok Ironfist'), 0);
		expect(g.zoneOf('Brok Ironfist')).toBe('play:0');
		expect(g.card('Brok Ironfist').controller).toBe(0);
		expect(g.log()).toContain('lcg_log_put_into_play');
	});

	it('not after a hero who is not a Dwarf, nor from the hand of another player', () => {
		const g = table({
			p1: { heroes: ['Aragorn', 'Glóin'], committed: ['Aragorn'], damage: { Aragorn: 3 }, hand: ['Brok Ironfist'] },
			encounterDeck: ['Dol Guldur Orcs'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.zoneOf('Aragorn')).toBe('discard:0');
		expect(g.ctx.decision).toBeNull();
		const h = table({
			p1: { heroes: ['Gimli', 'Aragorn'], committed: ['Gimli'], damage: { Gimli: 4 } },
			p2: { heroes: ['Glóin'], hand: ['Brok Ironfist'] },
			encounterDeck: ['Dol Guldur Orcs'],
			at: 'quest.commitWindow'
		});
		h.continue();
		expect(h.zoneOf('Gimli')).toBe('discard:0');
		expect(h.ctx.decision).toBeNull();
	});
});
