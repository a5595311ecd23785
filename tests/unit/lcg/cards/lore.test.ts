/**
 * Lore player cards (cards/core/lore.ts), played through the engine with the `table()`
 * builder: exact effects, limits and legal/illegal targets.
 */
import { describe, expect, it } from 'vitest';
import type { Json, LcgContext, LcgEvent } from '$lib/games/lcg/types';
import def from '$lib/games/lcg/definition';
import { table, type TestGame } from '../table';
import { values, responseOf, playTargets } from './decisions';

function activations(g: TestGame, seat: number): Extract<LcgEvent, { type: 'ACTIVATE' }>[] {
	return g.legal(seat).filter((e): e is Extract<LcgEvent, { type: 'ACTIVATE' }> => e.type === 'ACTIVATE');
}

describe('Denethor', () => {
	it('exhaust him to look at the top encounter card and move it to the bottom', () => {
		const g = table({ p1: { heroes: ['Denethor'] }, encounterDeck: ['King Spider', 'Forest Gate', 'Old Forest Road'], at: 'resource.window' });
		g.activate(0, 'Denethor');
		expect(g.ctx.decision?.prompt).toEqual({ key: 'lcg_prompt_encounter_top_move', params: { card: '01074' } });
		expect(values(g)).toEqual([g.id('King Spider'), 'bottom']);
		g.choose('bottom', 0);
		expect(g.names('encounterDeck')).toEqual(['Forest Gate', 'Old Forest Road', 'King Spider']);
		expect(g.card('Denethor').exhausted).toBe(true);
		expect(activations(g, 0)).toEqual([]);
	});

	it('or leave it on top; not possible with an empty encounter deck', () => {
		const g = table({ p1: { heroes: ['Denethor'] }, encounterDeck: ['King Spider', 'Forest Gate'], at: 'resource.window' });
		g.activate(0, 'Denethor');
		g.choose(g.id('King Spider'), 0);
		expect(g.names('encounterDeck')).toEqual(['King Spider', 'Forest Gate']);
		const h = table({ p1: { heroes: ['Denethor'] }, at: 'resource.window' });
		expect(activations(h, 0)).toEqual([]);
	});
});

describe('Lore allies', () => {
	it('Daughter of the Nimrodel: exhaust her to heal up to 2 damage on a hero (not an ally)', () => {
		const g = table({
			p1: { heroes: ['Denethor'], play: ['Daughter of the Nimrodel', 'Guard of the Citadel'], damage: { 'Guard of the Citadel': 1 } },
			p2: { heroes: ['Gimli'], damage: { Gimli: 3 } },
			at: 'resource.window'
		});
		expect(activations(g, 0).map((e) => e.target)).toEqual([g.id('Gimli')]);
		g.activate(0, 'Daughter of the Nimrodel', { target: g.id('Gimli') });
		expect(g.card('Gimli').damage).toBe(1);
		expect(g.card('Daughter of the Nimrodel').exhausted).toBe(true);
	});

	it('Erebor Hammersmith: when played, the topmost attachment of a discard pile goes back to its owner’s hand', () => {
		const g = table({
			p1: { heroes: ['Denethor'], hand: ['Erebor Hammersmith'], resources: { Denethor: 2 }, discard: ['Dwarven Axe', 'Citadel Plate', 'Feint'] },
			p2: { heroes: ['Gimli'], discard: ['Horn of Gondor'] },
			at: 'planning.play'
		});
		g.play(0, 'Erebor Hammersmith');
		expect(values(g)).toEqual([
			{ src: g.id('Erebor Hammersmith'), r: 0, t: g.id('Citadel Plate') },
			{ src: g.id('Erebor Hammersmith'), r: 0, t: g.id('Horn of Gondor') },
			'decline'
		]);
		g.choose(responseOf(g, 'Erebor Hammersmith', g.id('Horn of Gondor')), 0);
		expect(g.names('hand:1')).toEqual(['Horn of Gondor']);
	});

	it('Henamarth Riversong: exhaust him to look at the top encounter card (nothing moves)', () => {
		const g = table({ p1: { heroes: ['Denethor'], play: ['Henamarth Riversong'] }, encounterDeck: ['Forest Spider', 'Forest Gate'], at: 'resource.window' });
		g.activate(0, 'Henamarth Riversong');
		expect(g.ctx.decision?.seat).toBe(0);
		expect(g.ctx.decision?.prompt).toEqual({ key: 'lcg_prompt_encounter_top_seen', params: { card: '01096' } });
		g.choose(g.id('Forest Spider'), 0);
		expect(g.names('encounterDeck')).toEqual(['Forest Spider', 'Forest Gate']);
		expect(g.card('Henamarth Riversong').exhausted).toBe(true);
	});

	it('Miner of the Iron Hills: entering play, discard a Condition attachment (Caught in a Web counts as one)', () => {
		const g = table({
			p1: { heroes: ['Denethor', 'Éowyn'], hand: ['Miner of the Iron Hills'], resources: { Denethor: 2 }, attachments: [['The Favor of the Lady', 'Éowyn'], ['Caught in a Web', 'Denethor'], ['Citadel Plate', 'Éowyn']] },
			at: 'planning.play'
		});
		g.play(0, 'Miner of the Iron Hills');
		expect(values(g)).toEqual([
			{ src: g.id('Miner of the Iron Hills'), r: 0, t: g.id('The Favor of the Lady') },
			{ src: g.id('Miner of the Iron Hills'), r: 0, t: g.id('Caught in a Web') },
			'decline'
		]);
		g.choose(responseOf(g, 'Miner of the Iron Hills', g.id('Caught in a Web')), 0);
		expect(g.card('Caught in a Web').zone).not.toBe('attached');
		expect(g.card('The Favor of the Lady').zone).toBe('attached');
	});

	it('Gléowine: exhaust him, a player draws 1 card', () => {
		const g = table({ p1: { heroes: ['Denethor'], play: ['Gléowine'] }, p2: { heroes: ['Gimli'], deck: ['Feint', 'Beorn'] }, at: 'resource.window' });
		g.activate(0, 'Gléowine', { target: 1 });
		expect(g.names('hand:1')).toEqual(['Feint']);
		expect(activations(g, 0)).toEqual([]);
	});
});

describe('Lore events', () => {
	it('Lore of Imladris: heals all damage on a damaged character', () => {
		const g = table({ p1: { heroes: ['Denethor', 'Gimli'], hand: ['Lore of Imladris'], resources: { Denethor: 2 }, damage: { Gimli: 4 } }, at: 'resource.window' });
		expect(playTargets(g, 0)).toEqual([g.id('Gimli')]);
		g.play(0, 'Lore of Imladris', { target: g.id('Gimli') });
		expect(g.card('Gimli').damage).toBe(0);
	});

	it('Radagast’s Cunning: in the quest phase only, an enemy of the staging area contributes no threat', () => {
		const r = table({ p1: { heroes: ['Denethor'], hand: ["Radagast's Cunning"], resources: { Denethor: 1 } }, staging: ['Forest Spider'], at: 'resource.window' });
		expect(playTargets(r, 0)).toEqual([]);
		const g = table({
			p1: { heroes: ['Denethor', 'Glorfindel'], hand: ["Radagast's Cunning"], resources: { Denethor: 1 }, committed: ['Glorfindel'] },
			staging: ['Forest Spider', 'Old Forest Road'],
			at: 'quest.stagingWindow'
		});
		expect(playTargets(g, 0)).toEqual([g.id('Forest Spider')]);
		g.play(0, "Radagast's Cunning", { target: g.id('Forest Spider') });
		expect(g.stat('Forest Spider', 'threat')).toBe(0);
		g.continue();
		// Glorfindel 3 willpower against 1 threat (Old Forest Road only): 2 progress.
		expect(g.ctx.quest.progress).toBe(2);
		g.continue();
		expect(g.stat('Forest Spider', 'threat')).toBe(2);
	});

	it('Secret Paths: a location of the staging area contributes no threat this phase', () => {
		const g = table({
			p1: { heroes: ['Denethor', 'Glorfindel'], hand: ['Secret Paths'], resources: { Denethor: 1 }, committed: ['Glorfindel'] },
			staging: ['Forest Spider', 'Forest Gate'],
			at: 'quest.stagingWindow'
		});
		expect(playTargets(g, 0)).toEqual([g.id('Forest Gate')]);
		g.play(0, 'Secret Paths', { target: g.id('Forest Gate') });
		g.continue();
		// 3 willpower against Forest Spider's 2 threat.
		expect(g.ctx.quest.progress).toBe(1);
	});

	it('Gandalf’s Search: look at the top X cards of a deck, one goes to its owner’s hand, the others back on top in the chosen order', () => {
		const g = table({
			p1: { heroes: ['Denethor', 'Glorfindel'], hand: ["Gandalf's Search"], resources: { Denethor: 2, Glorfindel: 1 } },
			p2: { heroes: ['Gimli'], deck: ['Feint', 'Beorn', 'Gandalf', 'Common Cause'] },
			at: 'resource.window'
		});
		// X is what the lore heroes can pay (3 here); any player with cards in their deck.
		const plays = g.legal(0).filter((e): e is Extract<LcgEvent, { type: 'PLAY' }> => e.type === 'PLAY');
		expect([...new Set(plays.map((e) => e.x))]).toEqual([1, 2, 3]);
		expect([...new Set(plays.map((e) => e.target))]).toEqual([1]);
		const ev = plays.find((e) => e.x === 3)!;
		g.send(ev);
		expect(values(g)).toEqual(g.ids('Feint').concat(g.ids('Beorn'), g.ids('Gandalf')));
		g.choose(g.id('Beorn'), 0);
		expect(g.names('hand:1')).toEqual(['Beorn']);
		expect(g.ctx.decision?.prompt.key).toBe('lcg_prompt_deck_order');
		g.choose(g.id('Gandalf'), 0);
		expect(g.names('deck:1')).toEqual(['Gandalf', 'Feint', 'Common Cause']);
		expect(g.card('Denethor').resources + g.card('Glorfindel').resources).toBe(0);
	});

	it('Beorn’s Hospitality: heals every hero of the chosen player', () => {
		const g = table({
			p1: { heroes: ['Denethor', 'Glorfindel'], hand: ["Beorn's Hospitality"], resources: { Denethor: 5 }, damage: { Glorfindel: 2 } },
			p2: { heroes: ['Gimli', 'Legolas'], play: ['Guard of the Citadel'], damage: { Gimli: 3, Legolas: 1, 'Guard of the Citadel': 1 } },
			at: 'resource.window'
		});
		expect(playTargets(g, 0)).toEqual([0, 1]);
		g.play(0, "Beorn's Hospitality", { target: 1 });
		expect(['Gimli', 'Legolas', 'Guard of the Citadel', 'Glorfindel'].map((n) => g.card(n).damage)).toEqual([0, 0, 1, 2]);
	});
});

describe('Lore attachments', () => {
	it('Protector of Lórien: discard a card for +1 defense or willpower, 3 times per phase at most', () => {
		const g = table({
			p1: { heroes: ['Denethor'], hand: ['Feint', 'Beorn', 'Gandalf', 'Common Cause'], attachments: [['Protector of Lórien', 'Denethor']] },
			at: 'resource.window'
		});
		expect(activations(g, 0).length).toBe(8);
		g.activate(0, 'Protector of Lórien', { target: { discard: g.id('Feint'), stat: 'defense' } });
		g.activate(0, 'Protector of Lórien', { target: { discard: g.id('Beorn'), stat: 'defense' } });
		g.activate(0, 'Protector of Lórien', { target: { discard: g.id('Gandalf'), stat: 'willpower' } });
		expect([g.stat('Denethor', 'defense'), g.stat('Denethor', 'willpower')]).toEqual([5, 2]);
		expect(g.names('discard:0')).toEqual(['Feint', 'Beorn', 'Gandalf']);
		expect(activations(g, 0)).toEqual([]);
		g.continue();
		expect([g.stat('Denethor', 'defense'), g.stat('Denethor', 'willpower')]).toEqual([3, 1]);
	});

	it('Self Preservation: exhaust it to heal 2 damage on the attached character', () => {
		const g = table({
			p1: { heroes: ['Denethor'], hand: ['Self Preservation'], resources: { Denethor: 3 }, play: ['Guard of the Citadel'], damage: { 'Guard of the Citadel': 1 } },
			at: 'planning.play'
		});
		g.play(0, 'Self Preservation', { target: g.id('Guard of the Citadel') });
		g.continueTo('planning.window');
		g.activate(0, 'Self Preservation');
		expect(g.card('Guard of the Citadel').damage).toBe(0);
		expect(g.card('Self Preservation').exhausted).toBe(true);
		expect(activations(g, 0)).toEqual([]);
	});
});

describe('Forest Snare and Dark Knowledge', () => {
	it('Forest Snare: attached to an engaged enemy, which then never attacks', () => {
		const g = table({ p1: { heroes: ['Denethor'], hand: ['Forest Snare'], resources: { Denethor: 3 }, engaged: ['Forest Spider'] }, staging: ['King Spider'], at: 'planning.play' });
		expect(g.legal(0).flatMap((e) => (e.type === 'PLAY' ? [e.target] : []))).toEqual([g.id('Forest Spider')]);
		g.play(0, 'Forest Snare', { target: g.id('Forest Spider') });
		expect(g.card('Forest Snare').attachedTo).toBe(g.id('Forest Spider'));
		const h = table({ p1: { heroes: ['Denethor'], engaged: ['Forest Spider'], attachments: [['Forest Snare', 'Forest Spider']] }, at: 'combat.enemyChoose' });
		h.continueTo('combat.playerDeclare');
		expect(h.ctx.combat.attacked).toEqual([]);
		expect(h.card('Denethor').damage).toBe(0);
	});

	it('Forest Snare: attached to an enemy (which has no controller), it is controlled by the player who played it', () => {
		const g = table({
			p1: { heroes: ['Aragorn'], engaged: ['Forest Spider'] },
			p2: { heroes: ['Denethor'], hand: ['Forest Snare'], resources: { Denethor: 3 } },
			at: 'planning.play'
		});
		g.continue(); // seat 0 had nothing to play: the window, then seat 1's planning turn
		expect(g.ctx.cursor).toBe(1);
		g.play(1, 'Forest Snare', { target: g.id('Forest Spider') });
		expect(g.card('Forest Snare').attachedTo).toBe(g.id('Forest Spider'));
		expect(g.card('Forest Snare').controller).toBe(1);
		expect(g.card('Forest Snare').owner).toBe(1);
	});

	it('Dark Knowledge: −1 willpower; exhaust it to look at a shadow card just dealt to an enemy engaged with you', () => {
		const g = table({
			p1: { heroes: ['Denethor'], engaged: ['Forest Spider'], attachments: [['Dark Knowledge', 'Denethor']] },
			encounterDeck: ['Dol Guldur Orcs'],
			at: 'combat.shadows'
		});
		expect(g.stat('Denethor', 'willpower')).toBe(0);
		g.choose(responseOf(g, 'Dark Knowledge'), 0);
		expect(g.ctx.decision?.prompt).toEqual({ key: 'lcg_prompt_shadow_seen', params: { card: '01089', enemy: '01096' } });
		g.choose(g.id('Dol Guldur Orcs'), 0);
		expect(g.card('Dark Knowledge').exhausted).toBe(true);
		expect(g.card('Dol Guldur Orcs').faceDown).toBe(true);
		expect(g.card('Dol Guldur Orcs').zone).toBe('shadow');
	});

	it('Dark Knowledge: looking at the face-down shadow card reveals hidden information (undo stops there)', () => {
		const g = table({
			p1: { heroes: ['Denethor'], engaged: ['Forest Spider'], attachments: [['Dark Knowledge', 'Denethor']] },
			encounterDeck: ['Dol Guldur Orcs'],
			at: 'combat.shadows'
		});
		const before = g.snapshot;
		const ev: LcgEvent = { type: 'CHOOSE', seat: 0, value: responseOf(g, 'Dark Knowledge') };
		g.send(ev);
		expect(g.ctx.decision?.prompt.key).toBe('lcg_prompt_shadow_seen');
		expect(def.revealsHidden(ev, before as never, g.snapshot as never)).toBe(true);
		// Only that player sees which card it is.
		expect((def.view(g.snapshot as never, 0) as LcgContext).decision?.prompt.params).toEqual({ card: '01089', enemy: '01096' });
		expect((def.view(g.snapshot as never, 'table') as LcgContext).decision?.prompt).toEqual({ key: 'lcg_prompt_shadow_seen' });
		// Declining the response shows nothing.
		const h = table({
			p1: { heroes: ['Denethor'], engaged: ['Forest Spider'], attachments: [['Dark Knowledge', 'Denethor']] },
			encounterDeck: ['Dol Guldur Orcs'],
			at: 'combat.shadows'
		});
		const hb = h.snapshot;
		const decline: LcgEvent = { type: 'CHOOSE', seat: 0, value: 'decline' };
		h.send(decline);
		expect(def.revealsHidden(decline, hb as never, h.snapshot as never)).toBe(false);
	});
});

describe('Sneak Attack and Erebor Hammersmith', () => {
	it('put into play from a discard pile by Stand and Fight, the Hammersmith was not played: no response', () => {
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ['Stand and Fight'], resources: { Éowyn: 2 }, discard: ['Citadel Plate', 'Erebor Hammersmith'] },
			at: 'resource.window'
		});
		const play = g.legal(0).find((e) => e.type === 'PLAY' && e.target === g.id('Erebor Hammersmith'));
		expect(play).toBeDefined();
		g.send(play!);
		expect(g.zoneOf('Erebor Hammersmith')).toBe('play:0');
		expect(g.ctx.decision).toBeNull();
		expect(g.zoneOf('Citadel Plate')).toBe('discard:0');
	});

	it('the enters-play event says whether the card was played or put into play', () => {
		const g = table({ p1: { heroes: ['Denethor'], hand: ['Erebor Hammersmith'], resources: { Denethor: 2 }, discard: ['Citadel Plate'] }, at: 'planning.play' });
		g.play(0, 'Erebor Hammersmith');
		const offer = g.ctx.pending.find((e) => e.k === 'offer');
		expect(offer && offer.k === 'offer' ? offer.ev : null).toEqual({ type: 'enteredPlay', card: g.id('Erebor Hammersmith'), seat: 0, played: true });
	});

	it('put into play by Sneak Attack, the Hammersmith was not played: no response', () => {
		const g = table({
			p1: { heroes: ['Denethor', 'Aragorn'], hand: ['Sneak Attack', 'Erebor Hammersmith'], resources: { Aragorn: 1 }, discard: ['Citadel Plate'] },
			at: 'resource.window'
		});
		g.play(0, 'Sneak Attack', { target: g.id('Erebor Hammersmith') });
		expect(g.zoneOf('Erebor Hammersmith')).toBe('play:0');
		expect(g.ctx.decision).toBeNull();
	});
});
