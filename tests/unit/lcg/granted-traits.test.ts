/**
 * Issue 7, « Constant effects that see each other »: a trait granted by a constant effect is
 * visible to another constant effect's condition. Dwarven Axe (« +1 attack, +2 instead on a
 * Dwarf ») checks its host's Dwarf trait, and no Core card grants Dwarf, so a test-only
 * behaviour is registered for a card without text, through the engine's card registry.
 */
import { describe, expect, it } from 'vitest';
import { defineCard } from '$lib/games/lcg/cards/registry';
import { traits } from '$lib/games/lcg/state';
import { table } from './table';

/* A test-only behaviour for Silverlode Archer (a card without text): « Heroes its controller controls gain the Dwarf trait ». */
defineCard('01017', {
	constant(q, self) {
		const seat = q.card(self).controller;
		return seat === null ? [] : q.heroes(seat).map((h) => ({ target: h, trait: 'Dwarf' }));
	}
});

describe('a granted trait is seen by another constant effect (Dwarven Axe)', () => {
	it('Dwarven Axe on Aragorn (not a Dwarf): +1 attack', () => {
		const g = table({ p1: { heroes: ['Aragorn'], attachments: [['Dwarven Axe', 'Aragorn']] }, at: 'resource.window' });
		// Aragorn: printed 3 attack.
		expect(g.stat('Aragorn', 'attack')).toBe(4);
		expect(traits(g.ctx, g.id('Aragorn'))).not.toContain('Dwarf');
	});

	it('with a card in play that makes Aragorn a Dwarf, the Axe gives +2 instead', () => {
		const g = table({ p1: { heroes: ['Aragorn'], play: ['Silverlode Archer'], attachments: [['Dwarven Axe', 'Aragorn']] }, at: 'resource.window' });
		expect(traits(g.ctx, g.id('Aragorn'))).toContain('Dwarf');
		expect(g.stat('Aragorn', 'attack')).toBe(5);
	});

	it('the bonus follows the granting card: played during the game, the Axe gives +2 from then on', () => {
		const g = table({
			p1: { heroes: ['Aragorn'], hand: ['Silverlode Archer'], attachments: [['Dwarven Axe', 'Aragorn']], resources: { Aragorn: 3 } },
			at: 'planning.play'
		});
		expect(g.stat('Aragorn', 'attack')).toBe(4);
		g.play(0, 'Silverlode Archer');
		expect(g.ctx.cards[g.id('Silverlode Archer')].zone).toBe('play:0');
		expect(g.stat('Aragorn', 'attack')).toBe(5);
	});
});
