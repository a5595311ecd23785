/**
 * Engine capabilities the card texts need (issue 7, "Engine capabilities first"), each tested
 * at the level of its mechanism with the card that needs it.
 */
import { describe, expect, it } from 'vitest';
import { defineCard, getDef } from '$lib/games/lcg/cards/registry';
import { stat, touch } from '$lib/games/lcg/state';
import type { LcgContext, LcgEvent, Modifier } from '$lib/games/lcg/types';
import { table } from './table';

/*
 * A test-only behaviour for Guard of the Citadel (a card without text): « +1 attack for each
 * Gondor hero in play », a constant effect that must see the Gondor trait another constant
 * effect (Steward of Gondor) grants. `reads` counts how often it is evaluated.
 */
let reads = 0;
defineCard('01013', {
	constant(q, self) {
		reads++;
		const gondor = q.players().flatMap((s) => q.heroes(s)).filter((h) => q.hasTrait(h, 'Gondor')).length;
		return [{ target: self, stat: 'attack', delta: gondor }];
	}
});

describe('stats: printed value, then « set » effects, then modifiers; « ignore » wins', () => {
	it('a set effect replaces the printed value before the additive modifiers; the latest set wins', () => {
		const g = table({ staging: ['Forest Spider'], at: 'resource.window' });
		const spider = g.id('Forest Spider');
		const base: LcgContext = g.ctx;
		const mods = (...m: Partial<Modifier>[]): LcgContext => ({
			...base,
			modifiers: m.map((x) => ({ target: spider, stat: 'threat', delta: 0, until: 'endOfPhase', source: null, ...x }) as Modifier)
		});
		// Forest Spider: printed threat 2.
		expect(stat(base, spider, 'threat')).toBe(2);
		expect(stat(mods({ delta: 1 }, { set: 5 }), spider, 'threat')).toBe(6);
		expect(stat(mods({ set: 5 }, { set: 0 }, { delta: 3 }), spider, 'threat')).toBe(3);
		expect(stat(mods({ ignore: true }, { delta: 3 }, { set: 4 }), spider, 'threat')).toBe(0);
	});

	it('Radagast’s Cunning (« that enemy does not contribute its threat ») is a state: a later Driven by Shadow bonus this phase does not count', () => {
		const g = table({
			p1: { heroes: ['Denethor', 'Glorfindel'], hand: ["Radagast's Cunning"], resources: { Denethor: 1 }, committed: ['Glorfindel'] },
			staging: ['Forest Spider'],
			encounterDeck: ['Driven by Shadow'],
			at: 'quest.commitWindow'
		});
		g.play(0, "Radagast's Cunning", { target: g.id('Forest Spider') });
		expect(g.stat('Forest Spider', 'threat')).toBe(0);
		// Staging: Driven by Shadow « each enemy and location in the staging area gets +1 threat ».
		g.continue();
		expect(g.names('encounterDiscard')).toEqual(['Driven by Shadow']);
		expect(g.stat('Forest Spider', 'threat')).toBe(0);
		g.continue();
		// Glorfindel 3 willpower against 0 threat: 3 progress.
		expect(g.ctx.quest.progress).toBe(3);
		g.continueTo('encounter.optional');
		expect(g.stat('Forest Spider', 'threat')).toBe(2);
	});

	it('Secret Paths (« that location does not contribute its threat ») also survives Driven by Shadow', () => {
		const g = table({
			p1: { heroes: ['Denethor', 'Glorfindel'], hand: ['Secret Paths'], resources: { Denethor: 1 }, committed: ['Glorfindel'] },
			staging: ['Forest Gate'],
			encounterDeck: ['Driven by Shadow'],
			at: 'quest.commitWindow'
		});
		g.play(0, 'Secret Paths', { target: g.id('Forest Gate') });
		g.continue().continue();
		expect(g.ctx.quest.progress).toBe(3);
	});
});

describe('constant effects see each other (fixed point, once per snapshot)', () => {
	it('Steward of Gondor (« gains the Gondor trait ») is seen by another constant effect counting Gondor heroes', () => {
		const g = table({
			p1: { heroes: ['Aragorn', 'Glorfindel'], play: ['Guard of the Citadel'], hand: ['Steward of Gondor'], resources: { Aragorn: 2 } },
			at: 'planning.play'
		});
		expect(g.stat('Guard of the Citadel', 'attack')).toBe(1);
		g.play(0, 'Steward of Gondor', { target: g.id('Aragorn') });
		// Guard of the Citadel: printed 1 attack, +1 for Aragorn, now a Gondor hero.
		expect(g.stat('Guard of the Citadel', 'attack')).toBe(2);
	});

	it('are computed once per snapshot, not on every read', () => {
		const g = table({ p1: { heroes: ['Aragorn'], play: ['Guard of the Citadel'], attachments: [['Steward of Gondor', 'Aragorn']] }, at: 'resource.window' });
		const ctx = g.ctx;
		stat(ctx, g.id('Guard of the Citadel'), 'attack');
		const before = reads;
		for (let i = 0; i < 20; i++) stat(ctx, g.id('Guard of the Citadel'), i % 2 ? 'attack' : 'willpower');
		expect(reads).toBe(before);
		expect(stat(ctx, g.id('Guard of the Citadel'), 'attack')).toBe(2);
	});

	it('a read of what no card in play gives (their definitions\' `gives`) does not compute them; an effect of a kind its card does not list throws', () => {
		const g = table({ p1: { heroes: ['Aragorn'], play: ['Guard of the Citadel'], attachments: [['Steward of Gondor', 'Aragorn']] }, at: 'resource.window' });
		const guard = getDef('01013')!;
		const ctx = g.ctx;
		try {
			guard.gives = ['attack'];
			// The draft moved: its constant effects are to be computed again.
			touch(ctx);
			const before = reads;
			// Steward of Gondor gives a trait, the Guard attack: nothing gives hit points (Aragorn: printed 5).
			expect(stat(ctx, g.id('Aragorn'), 'health')).toBe(5);
			expect(reads).toBe(before);
			expect(stat(ctx, g.id('Guard of the Citadel'), 'attack')).toBe(2);
			expect(reads).toBeGreaterThan(before);
			// Declared as giving willpower: a willpower read computes the effects and finds its attack.
			guard.gives = ['willpower'];
			touch(ctx);
			expect(() => stat(ctx, g.id('Aragorn'), 'willpower')).toThrow(/gives/);
		} finally {
			delete guard.gives;
		}
	});
});

describe('disengagement ends a player attack', () => {
	it('A Light in the Dark (« return an enemy engaged with a player to the staging area ») during an attack: no damage, the attack ends', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Éowyn'], hand: ['A Light in the Dark'], resources: { Éowyn: 2 }, engaged: ['Forest Spider'] },
			at: 'combat.playerDeclare'
		});
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id('Forest Spider') });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Gimli') });
		g.send({ type: 'CONFIRM', seat: 0 });
		expect(g.step).toBe('combat.playerDeclareWindow');
		g.play(0, 'A Light in the Dark', { target: g.id('Forest Spider') });
		g.continueTo('combat.endWindow');
		expect(g.zoneOf('Forest Spider')).toBe('staging');
		expect(g.card('Forest Spider').damage).toBe(0);
		expect(g.log()).not.toContain('lcg_log_player_attack');
		expect(g.card('Gimli').exhausted).toBe(true);
	});
});

describe('Actions during your own planning step', () => {
	it('Steward of Gondor played, exhausted for 2 resources, then Guard of the Citadel paid with them, in one planning step', () => {
		const g = table({
			p1: { heroes: ['Aragorn'], hand: ['Steward of Gondor', 'Guard of the Citadel'], resources: { Aragorn: 2 } },
			p2: { heroes: ['Gimli'] },
			at: 'planning.play'
		});
		g.play(0, 'Steward of Gondor', { target: g.id('Aragorn') });
		expect(g.step).toBe('planning.play');
		expect(g.ctx.cursor).toBe(0);
		g.activate(0, 'Steward of Gondor');
		expect(g.card('Aragorn').resources).toBe(2);
		g.play(0, 'Guard of the Citadel');
		expect(g.zoneOf('Guard of the Citadel')).toBe('play:0');
		expect(g.card('Aragorn').resources).toBe(0);
		expect(g.ctx.round).toBe(1);
	});

	it('a player holding no ally or attachment still passes at once', () => {
		const g = table({ p1: { heroes: ['Aragorn'], hand: ['Sneak Attack'], attachments: [['Steward of Gondor', 'Aragorn']] }, at: 'planning.play' });
		expect(g.legal(0).some((e: LcgEvent) => e.type === 'DONE')).toBe(false);
		expect(g.step).toBe('planning.window');
	});
});

describe('the first player token moves once', () => {
	it('the first player eliminated at 50 threat in the refresh phase: the token goes to the next player and not further', () => {
		const g = table({
			p1: { heroes: ['Aragorn'], threat: 49 },
			p2: { heroes: ['Gimli'], threat: 20 },
			p3: { heroes: ['Éowyn'], threat: 20 },
			at: 'refresh.ready'
		});
		expect(g.ctx.players[0].eliminated).toBe(true);
		expect(g.ctx.firstPlayer).toBe(1);
		const h = table({ p1: { heroes: ['Aragorn'] }, p2: { heroes: ['Gimli'] }, p3: { heroes: ['Éowyn'] }, at: 'refresh.ready' });
		expect(h.ctx.firstPlayer).toBe(1);
	});
});

describe('« once per round » belongs to the card while it stays in play', () => {
	it('Beorn (« Limit once per round ») shuffled into his deck and played again the same round is a new card', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Beravor'], play: ['Beorn'], resources: { Gimli: 6 } },
			p2: { heroes: ['Aragorn'] },
			firstPlayer: 1,
			at: 'resource.window'
		});
		g.activate(0, 'Beorn');
		expect(g.legal(0).some((e) => e.type === 'ACTIVATE' && e.card === g.id('Beorn'))).toBe(false);
		// End of the phase: « shuffle Beorn back into your deck »; Beravor draws him again.
		g.continueTo('planning.window');
		expect(g.zoneOf('Beorn')).toBe('deck:0');
		g.activate(0, 'Beravor', { target: 0 });
		g.continueTo('planning.play');
		g.play(0, 'Beorn');
		expect(g.ctx.round).toBe(1);
		expect(g.legal(0).some((e) => e.type === 'ACTIVATE' && e.card === g.id('Beorn'))).toBe(true);
	});
});
