/**
 * The partner and Ranged characters (« À Distance »: a Ranged character « peut aussi participer
 * à des attaques déclarées par d'autres joueurs »): the attacking seat plans a kill with its
 * partner's Ranged characters, the partner joins when asked, and a seat keeps its Ranged
 * character back from the quest when the partner's kill needs it.
 */
import { describe, expect, it } from 'vitest';
import { createRng, rngCursor } from '$lib/engine/rng';
import { viewOf } from '$lib/games/lcg/definition';
import { decide } from '$lib/games/lcg/bot/index';
import { activeSeats } from '$lib/games/lcg/flow';
import type { Step } from '$lib/games/lcg/types';
import { table, type TestGame } from '../table';

function fixed(seed: number) {
	const c = rngCursor(createRng(seed));
	return () => c.int(0, 999_999) / 1_000_000;
}

/** Lets the partner play every seat while the game is in `step` (windows passed by the first player). */
function partnersPlay(g: TestGame, step: Step, max = 40): void {
	const random = fixed(1);
	for (let i = 0; i < max && g.step === step; i++) {
		const seat = g.ctx.decision ? g.ctx.decision.seat : activeSeats(g.ctx)[0];
		if (seat === undefined) break;
		g.send(decide(viewOf(g.ctx, seat), seat, g.legal(seat), 'normal', random).event);
	}
}

describe('the partner and Ranged characters', () => {
	it('destroys an enemy with the partner’s Ranged hero: Glóin (2) declares the attack on the Forest Spider (defence 1, 4 hit points), Legolas (3) joins when asked', () => {
		const g = table({
			p1: { heroes: ['Glóin'], engaged: ['Forest Spider'] },
			p2: { heroes: ['Legolas'] },
			at: 'combat.playerDeclare'
		});
		const spider = g.id('Forest Spider');
		partnersPlay(g, 'combat.playerDeclare');
		expect(g.ctx.combat.playerAttack?.attackers).toEqual([g.id('Glóin'), g.id('Legolas')]);
		g.continueTo('combat.playerDamage');
		expect(g.ctx.cards[spider].zone).toBe('encounterDiscard');
	});

	it('asked to join an attack its Ranged hero cannot complete, on an enemy the stage does not need destroyed, it passes', () => {
		const g = table({
			p1: { heroes: ['Théodred'], engaged: ['Chieftan Ufthak'] },
			p2: { heroes: ['Legolas'] },
			at: 'combat.playerDeclare'
		});
		partnersPlay(g, 'combat.playerDeclare');
		expect(g.ctx.combat.playerAttack?.attackers ?? []).not.toContain(g.id('Legolas'));
	});

	it('keeps its Ranged hero back from the quest when the partner’s kill needs him, and sends him when the partner has no enemy', () => {
		const spec = (engaged: string[]) =>
			table({
				p1: { heroes: ['Aragorn', 'Glóin'], engaged },
				p2: { heroes: ['Legolas', 'Gimli'] },
				staging: ['Old Forest Road', "Necromancer's Pass"],
				at: 'quest.commit'
			});
		const committed = (g: TestGame) => [...g.ctx.committed, ...g.ctx.selection];
		const fight = spec(['Forest Spider']);
		partnersPlay(fight, 'quest.commit');
		expect(committed(fight)).not.toContain(fight.id('Legolas'));
		const calm = spec([]);
		partnersPlay(calm, 'quest.commit');
		expect(committed(calm)).toContain(calm.id('Legolas'));
	});
});
