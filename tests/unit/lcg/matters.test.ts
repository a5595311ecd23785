/**
 * Whether a playable Action matters in an action window (src/lib/games/lcg/matters.ts, issue
 * 17): « Les joueurs ont la possibilité d'effectuer des actions et de jouer des cartes Évènement
 * à la fin de chaque étape » (« Phase 6 : Combat », « Résoudre les Attaques Ennemies »). The
 * default auto-pass stops at a window only where a held card's effect is read before the next
 * window; 'stop' stops everywhere; 'until-me' as before.
 */
import { describe, expect, it } from 'vitest';
import { autoEvent } from '$lib/games/lcg/autopass';
import { changesOf, matters, trial } from '$lib/games/lcg/matters';
import { isQuietWindow, seatsWhoCanPlay, windowPlays } from '$lib/games/lcg/windows';
import { table } from './table';

const CONTINUE = { type: 'CONTINUE', seat: 0 };

describe('Feint matters in combat windows before an engaged enemy has attacked (« Résoudre les Attaques Ennemies », « 1. Choisir un ennemi »)', () => {
	/** Solo, Feint in hand, 4 Tactics resources, two enemies engaged; every window kept open. */
	const combat = () =>
		table({
			p1: { heroes: ['Gimli', 'Legolas'], hand: ['Feint'], resources: { Gimli: 4 }, engaged: ['Forest Spider', 'Dol Guldur Orcs'] },
			at: 'combat.shadows',
			options: { pauseAtEveryWindow: true }
		});

	it('in the resource phase (« Action de Combat »: no play there) the window passes', () => {
		const g = table({
			p1: { heroes: ['Gimli', 'Legolas'], hand: ['Feint'], resources: { Gimli: 4 }, engaged: ['Forest Spider'] },
			at: 'resource.gather',
			options: { pauseAtEveryWindow: true }
		});
		expect(g.step).toBe('resource.window');
		// « Action de Combat »: not playable outside the combat phase.
		expect(windowPlays(g.ctx, 0)).toEqual([]);
		expect(autoEvent(g.ctx, 0, 'quiet')).toEqual(CONTINUE);
		expect(autoEvent(g.ctx, 0, 'stop')).toBeNull();
	});

	it('stops at the window after the shadow cards (the first attacker is chosen next), not at the one after the attacker is chosen', () => {
		const g = combat();
		expect(g.step).toBe('combat.shadowsWindow');
		const feint = windowPlays(g.ctx, 0);
		expect(feint.length).toBe(2);
		expect(feint.every((e) => matters(g.ctx, e))).toBe(true);
		expect(autoEvent(g.ctx, 0, 'quiet')).toBeNull();
		expect(autoEvent(g.ctx, 0, 'stop')).toBeNull();
		expect(autoEvent(g.ctx, 0, 'until-me')).toEqual(CONTINUE);
		g.continue();
		g.send({ type: 'RESOLVE_ATTACK', seat: 0, enemy: g.id('Forest Spider') });
		expect(g.step).toBe('combat.enemyChooseWindow');
		// Still playable on the Orcs, but nothing reads it before the next window: the defender is
		// declared next; the Orcs' attack is chosen only after the Spider's damage.
		expect(seatsWhoCanPlay(g.ctx)).toEqual([0]);
		expect(windowPlays(g.ctx, 0).some((e) => matters(g.ctx, e))).toBe(false);
		expect(isQuietWindow(g.ctx)).toBe(true);
		expect(autoEvent(g.ctx, 0, 'quiet')).toEqual(CONTINUE);
		expect(autoEvent(g.ctx, 0, 'stop')).toBeNull();
	});

	it('stops again after the first attack’s damage, while the Orcs have not attacked; never once no enemy may still attack', () => {
		const g = combat();
		expect(g.step).toBe('combat.shadowsWindow');
		g.continue();
		g.send({ type: 'RESOLVE_ATTACK', seat: 0, enemy: g.id('Forest Spider') });
		g.continue();
		g.send({ type: 'NO_DEFENDER', seat: 0 });
		for (let i = 0; i < 10 && g.step !== 'combat.enemyDamageWindow'; i++) {
			if (g.ctx.decision) g.choose(g.ctx.decision.options[0].value);
			else g.continue();
		}
		expect(g.step).toBe('combat.enemyDamageWindow');
		expect(autoEvent(g.ctx, 0, 'quiet')).toBeNull();
		// Feint on the Orcs: the rules read it when the next attacker is chosen.
		g.play(0, 'Feint', { target: g.id('Dol Guldur Orcs') });
		expect(g.ctx.flags).toContain(`phase:noAttack:${g.id('Dol Guldur Orcs')}:0`);
	});
});

describe('an Action whose effect nothing reads before the next window does not stop it', () => {
	it('For Gondor! (+1 attack until the end of the phase) in the resource phase: passed; before a Gondor defender’s damage: stops', () => {
		const g = table({
			p1: { heroes: ['Aragorn', 'Glóin'], hand: ['For Gondor!'], resources: { Aragorn: 2 }, play: ['Guard of the Citadel'], engaged: ['Forest Spider'] },
			at: 'resource.window',
			options: { pauseAtEveryWindow: true }
		});
		expect(g.step).toBe('resource.window');
		const [play] = windowPlays(g.ctx, 0);
		// The trial shows what it changes: +1 attack on every character until the end of the phase.
		const changes = changesOf(g.ctx, trial(g.ctx, play)!);
		expect(changes.filter((c) => c.kind === 'stat' && c.stat === 'attack').length).toBe(3);
		expect(matters(g.ctx, play)).toBe(false);
		expect(autoEvent(g.ctx, 0, 'quiet')).toEqual(CONTINUE);
	});

	it('For Gondor! before the damage of an attack a Gondor character defends: stops (its +1 defence is read there)', () => {
		const g = table({
			p1: { heroes: ['Aragorn', 'Glóin'], hand: ['For Gondor!'], resources: { Aragorn: 2 }, play: ['Guard of the Citadel'], engaged: ['Forest Spider'] },
			at: 'combat.shadows',
			options: { pauseAtEveryWindow: true }
		});
		expect(g.step).toBe('combat.shadowsWindow');
		expect(autoEvent(g.ctx, 0, 'quiet')).toEqual(CONTINUE);
		g.continueTo('combat.enemyChooseWindow');
		expect(autoEvent(g.ctx, 0, 'quiet')).toEqual(CONTINUE);
		g.continue();
		g.send({ type: 'DEFEND', seat: 0, card: g.id('Guard of the Citadel') });
		for (let i = 0; i < 10 && g.ctx.decision; i++) g.choose(g.ctx.decision.options.at(-1)!.value);
		g.continueTo('combat.enemyShadowWindow');
		expect(autoEvent(g.ctx, 0, 'quiet')).toBeNull();
	});

	it('a Quest Action that lowers the staging area’s threat matters only just before the quest resolves (« Résolution de la quête »)', () => {
		const g = table({
			p1: { heroes: ['Denethor', 'Beravor'], hand: ["Radagast's Cunning"], resources: { Denethor: 2 } },
			staging: ['Forest Spider'],
			at: 'quest.commit',
			options: { pauseAtEveryWindow: true }
		});
		g.commit(0, ['Beravor']);
		if (g.step === 'quest.commit') g.done(0);
		expect(g.step).toBe('quest.commitWindow');
		expect(windowPlays(g.ctx, 0).length).toBeGreaterThan(0);
		expect(autoEvent(g.ctx, 0, 'quiet')).toEqual(CONTINUE);
		g.continueTo('quest.stagingWindow');
		expect(autoEvent(g.ctx, 0, 'quiet')).toBeNull();
	});
});

describe('every seat may pass in an action window (FFG Rules Reference: a window closes when every player has passed in succession)', () => {
	it('a seat that is not the first player and holds an Action has a pass (its CONTINUE); after it, it is not asked until somebody acts', () => {
		const g = table({
			p1: { heroes: ['Gimli'], engaged: ['Forest Spider', 'Dol Guldur Orcs'], hand: ['Feint'], resources: { Gimli: 1 } },
			p2: { heroes: ['Legolas'], hand: ['Feint', 'Feint'], resources: { Legolas: 2 } },
			at: 'combat.shadows'
		});
		expect(g.step).toBe('combat.shadowsWindow');
		expect(g.legal(1).some((e) => e.type === 'CONTINUE')).toBe(true);
		g.send({ type: 'CONTINUE', seat: 1 });
		// Seat 2 passed: nothing more for it, the window stays open for the first player.
		expect(g.step).toBe('combat.shadowsWindow');
		expect(g.legal(1)).toEqual([]);
		expect(g.snapshot.context.passed).toEqual([1]);
		// The first player acts: seat 2 may act (and pass) again.
		g.play(0, 'Feint', { target: g.id('Forest Spider') });
		expect(g.step).toBe('combat.shadowsWindow');
		expect(g.legal(1).filter((e) => e.type === 'PLAY').length).toBeGreaterThan(0);
		expect(g.legal(1).some((e) => e.type === 'CONTINUE')).toBe(true);
		g.send({ type: 'CONTINUE', seat: 1 });
		// Every player passed: the first player's Continue closes the window.
		g.continue();
		expect(g.step).not.toBe('combat.shadowsWindow');
	});

	it('two players who only pass never act: no window loops (a pass is always legal to whoever may act)', () => {
		const g = table({
			p1: { heroes: ['Gimli'], engaged: ['Forest Spider'], hand: ['Feint'], resources: { Gimli: 1 } },
			p2: { heroes: ['Legolas'], hand: ['Feint'], resources: { Legolas: 1 } },
			at: 'combat.shadows'
		});
		for (let i = 0; i < 4 && g.step === 'combat.shadowsWindow'; i++)
			for (const seat of [1, 0]) {
				const pass = g.legal(seat).find((e) => e.type === 'CONTINUE');
				if (pass && g.step === 'combat.shadowsWindow') g.send(pass);
			}
		expect(g.step).not.toBe('combat.shadowsWindow');
		expect(g.card('Feint').zone).toBe('hand:0');
	});
});

describe('the trial of an Action never changes the game', () => {
	it('playing Sneak Attack (a Response offer follows) and Lórien’s Wealth (cards drawn) on a copy leaves the context as it was', () => {
		const g = table({
			p1: { heroes: ['Aragorn', 'Denethor'], hand: ['Sneak Attack', "Lórien's Wealth", 'Gandalf'], deck: ['Feint', 'Feint', 'Feint', 'Feint'], resources: { Aragorn: 2, Denethor: 3 } },
			staging: ['Forest Spider'],
			at: 'resource.window',
			options: { pauseAtEveryWindow: true }
		});
		const before = JSON.stringify(g.ctx);
		const plays = windowPlays(g.ctx, 0);
		expect(plays.length).toBeGreaterThan(1);
		for (const e of plays) matters(g.ctx, e);
		expect(JSON.stringify(g.ctx)).toBe(before);
		// Lórien's Wealth draws cards (a change of the hand), but the player holds an ally (Gandalf):
		// their planning step opens, where the same Action may be taken, so this window need not stop.
		const wealth = plays.find((e) => e.type === 'PLAY' && g.ctx.cards[e.card].cardId === '01064')!;
		expect(changesOf(g.ctx, trial(g.ctx, wealth)!).some((c) => c.kind === 'hand')).toBe(true);
		expect(matters(g.ctx, wealth)).toBe(false);
	});
});
