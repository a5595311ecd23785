/**
 * Engine capabilities offered to card definitions beyond the cards built so far: enemies that
 * cannot attack, several defenders, attacking the staging area, putting into play and giving
 * control, Responses from the hand, the shadowDealt trigger, targets that depend on X.
 * Behaviours are attached to cards for this file only (its own module registry).
 */
import { describe, expect, it } from 'vitest';
import { defineCard, getDef, indexTriggers } from '$lib/games/lcg/cards/registry';
import '$lib/games/lcg/cards/index';
import type { CardDefinition } from '$lib/games/lcg/effects/api';
import type { Iid } from '$lib/games/lcg/types';
import { table } from './table';

/** The definition of a code for this test file: the existing one (extended) or a new one. */
function def(code: string, extra: Partial<CardDefinition>): void {
	const d = getDef(code);
	if (d) {
		Object.assign(d, extra);
		indexTriggers(code);
	} else defineCard(code, extra);
}

// The Brown Lands (a location of another scenario): an Action anyone may use to stop an
// enemy engaged with them attacking this phase (like Feint), or to defend with several
// characters (like Stand Together), or to give an ally to the next player (like Wandering Took).
def('01087', {
	actions: [
		{
			who: 'anyPlayer',
			targets: (q, _self, seat) => q.engagedWith(seat),
			run: (g, _self, a) => g.push({ k: 'flag', flag: `phase:noAttack:${a.target}:${a.seat}` })
		},
		{ who: 'anyPlayer', phase: 'combat', run: (g, _self, a) => g.allowMultipleDefenders(a.seat) },
		{
			who: 'anyPlayer',
			targets: (q, _self, seat) => q.characters(seat).filter((c) => q.isType(c, 'ally')),
			run: (g, _self, a) => g.giveControl(a.target as Iid, (a.seat + 1) % g.ctx.players.length)
		}
	]
});
// The East Bight (a location of another scenario): Forest Snare-like, no Hill Troll attacks.
def('01088', { cannotAttack: (q, _self, enemy) => q.title(enemy) === 'Hill Troll' });
// Guard of the Citadel: may attack the staging area alone; Response from the hand: after a
// hero is destroyed, put it into play for free.
def('01013', {
	canAttackStaging: () => true,
	responses: [
		{
			on: 'destroyed',
			from: 'hand',
			when: (_q, _self, ev) => ev.kind === 'character',
			run: (g, self, a) => g.putIntoPlay(self, a.seat)
		}
	]
});
// Goblin Sniper (another scenario): counts the shadow cards dealt while it is in play.
def('01083', { forced: [{ on: 'shadowDealt', when: (q, self) => q.inPlay(self), run: (g, _self, ev) => g.log('lcg_log_shadow_dealt', { card: g.card(ev.enemy).cardId }) }] });

describe('engine capabilities for card definitions', () => {
	it('an enemy may be stopped from attacking: by a card in play or by a « this phase » flag', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Glorfindel'], engaged: ['Forest Spider', 'Hill Troll'] },
			staging: ['The Brown Lands', 'The East Bight'],
			at: 'combat.shadowsWindow',
			options: { shadows: false }
		});
		g.activate(0, 'The Brown Lands', { ability: 0, target: g.id('Forest Spider') });
		g.continue();
		// Neither the snared Hill Troll nor the Forest Spider attacks: straight to the player's attacks.
		expect(g.step).toBe('combat.playerDeclare');
		expect(g.ctx.combat.attacked).toEqual([]);
		g.done(0).continueTo('refresh.window');
		expect(g.ctx.flags.filter((f) => f.startsWith('phase:'))).toEqual([]);
	});

	it('several defenders: their defence adds up, all the damage goes on one of them', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Glorfindel', 'Legolas'], engaged: ['Hill Troll'] },
			staging: ['The Brown Lands'],
			at: 'combat.shadowsWindow',
			options: { shadows: false }
		});
		g.activate(0, 'The Brown Lands', { ability: 1 });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Gimli') });
		expect(g.legal(0)).toContainEqual({ type: 'DONE', seat: 0 });
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Glorfindel') });
		g.done(0);
		g.continueTo('combat.enemyDamage');
		// 6 attack − (2 + 1) defence = 3, on the defender of the player's choice.
		expect(g.ctx.decision?.options.map((o) => o.value)).toEqual([g.id('Gimli'), g.id('Glorfindel')]);
		g.choose(g.id('Gimli'), 0);
		expect(g.card('Gimli').damage).toBe(3);
		expect(g.card('Legolas').exhausted).toBe(false);
	});

	it('a character allowed to attack the staging area attacks an enemy there, alone', () => {
		const g = table({ p1: { heroes: ['Gimli'], play: ['Guard of the Citadel'] }, staging: ['Forest Spider'], at: 'combat.playerDeclare' });
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id('Forest Spider') });
		expect(g.legal(0)).toEqual([{ type: 'ADD_ATTACKER', seat: 0, card: g.id('Guard of the Citadel') }]);
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Guard of the Citadel') });
		expect(g.legal(0)).toEqual([{ type: 'CONFIRM', seat: 0 }]);
		g.send({ type: 'CONFIRM', seat: 0 });
		g.continueTo('combat.playerDamageWindow');
		expect(g.card('Forest Spider').damage).toBe(0);
		expect(g.card('Forest Spider').zone).toBe('staging');
	});

	it('a Response from the hand puts a card into play for free', () => {
		const g = table({ p1: { heroes: ['Éowyn', 'Gimli'], hand: ['Guard of the Citadel'], engaged: ['Hill Troll'] }, at: 'combat.enemyChoose', options: { shadows: false } });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Éowyn') });
		g.continueTo('combat.enemyDamage');
		const opt = g.ctx.decision!.options.find((o) => o.value !== 'decline')!;
		g.choose(opt.value, 0);
		expect(g.card('Guard of the Citadel').zone).toBe('play:0');
		expect(g.card('Guard of the Citadel').controller).toBe(0);
	});

	it('control of an ally may be given to another player', () => {
		const g = table({ p1: { heroes: ['Gimli'], play: ['Snowbourn Scout'] }, p2: { heroes: ['Éowyn'] }, staging: ['The Brown Lands'], at: 'resource.window' });
		g.activate(0, 'The Brown Lands', { ability: 2, target: g.id('Snowbourn Scout') });
		expect(g.card('Snowbourn Scout').zone).toBe('play:1');
		expect(g.card('Snowbourn Scout').controller).toBe(1);
		expect(g.card('Snowbourn Scout').owner).toBe(0);
	});

	it('dealing a shadow card is a trigger (shadowDealt)', () => {
		const g = table({
			p1: { heroes: ['Gimli'], engaged: ['Forest Spider', 'King Spider'] },
			staging: ['Goblin Sniper'],
			encounterDeck: ['Forest Gate', 'Old Forest Road'],
			at: 'combat.shadows'
		});
		expect(g.log().filter((k) => k === 'lcg_log_shadow_dealt').length).toBe(4);
	});

	it('event targets may depend on the chosen X', () => {
		def('01051', {
			play: {
				timing: 'action',
				xValues: () => [1, 2],
				targets: (q, _self, _seat, _ev, x) => q.ctx.zones['discard:0'].filter((c) => q.data(c).cost === x),
				run: (g, _self, a) => g.putIntoPlay(a.target as Iid, a.seat)
			}
		});
		const g = table({
			p1: { heroes: ['Éowyn'], hand: ['Stand and Fight'], discard: ['Snowbourn Scout', 'Guard of the Citadel'], resources: { Éowyn: 3 } },
			at: 'resource.window'
		});
		const plays = g.legal(0).filter((e) => e.type === 'PLAY') as { x?: number; target?: string }[];
		expect(plays.map((e) => [e.x, e.target])).toEqual([
			[1, g.id('Snowbourn Scout')],
			[2, g.id('Guard of the Citadel')]
		]);
		g.send(plays[1] as never);
		expect(g.card('Guard of the Citadel').zone).toBe('play:0');
		expect(g.card('Éowyn').resources).toBe(1);
	});
});
