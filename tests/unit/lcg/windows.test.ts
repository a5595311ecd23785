/**
 * Quiet action windows (issue 17): « Les joueurs ont la possibilité d'effectuer des actions et
 * de jouer des cartes Évènement à la fin de chaque étape » (« Phase 6 : Combat »). A window is
 * quiet only when no seat holds a playable card or ability that matters in it (matters.ts:
 * its effect is read before the next window); and a window closes only when every player has
 * passed in succession after the last action (Rules Reference): another player passes with
 * their CONTINUE, the first player's closes it (LCG-DESIGN "Hot-seat action windows").
 */
import { describe, expect, it } from 'vitest';
import { isQuietWindow, seatsWhoCanPlay, windowPlays } from '$lib/games/lcg/windows';
import { table } from './table';

describe('a quiet window: no seat holds a playable card or ability that matters in it', () => {
	it('solo, Feint in hand and 4 Tactics resources: the window after the shadow cards is not quiet; the one after the attacker is chosen is (the next attacker is chosen after this attack)', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Legolas'], hand: ['Feint'], resources: { Gimli: 4 }, engaged: ['Forest Spider', 'Dol Guldur Orcs'] }, at: 'combat.shadows' });
		g.continueTo('combat.shadowsWindow');
		expect(isQuietWindow(g.ctx)).toBe(false);
		expect(windowPlays(g.ctx, 0).map((e) => e.type)).toEqual(['PLAY', 'PLAY']);
		expect(seatsWhoCanPlay(g.ctx)).toEqual([0]);
		g.continue();
		g.send({ type: 'RESOLVE_ATTACK', seat: 0, enemy: g.id('Forest Spider') });
		expect(g.step).toBe('combat.enemyChooseWindow');
		// Feint is still playable on the Orcs (they have not attacked yet), but the rules read it
		// only when the next attacker is chosen, after this attack's damage: this window is quiet.
		expect(seatsWhoCanPlay(g.ctx)).toEqual([0]);
		expect(isQuietWindow(g.ctx)).toBe(true);
		g.play(0, 'Feint', { target: g.id('Dol Guldur Orcs') });
		expect(g.card('Feint').zone).toBe('discard:0');
	});

	it('the same window with Feint unaffordable (no Tactics resource) is quiet', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Legolas'], hand: ['Feint'], engaged: ['Forest Spider'] }, at: 'combat.shadows' });
		g.continueTo('combat.shadowsWindow');
		expect(windowPlays(g.ctx, 0)).toEqual([]);
		expect(isQuietWindow(g.ctx)).toBe(true);
	});

	it('a window is not quiet when another seat than the first player holds a playable card', () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Forest Spider'] }, p2: { heroes: ['Legolas'], hand: ['Feint'], resources: { Legolas: 1 } }, at: 'combat.shadows' });
		g.continueTo('combat.shadowsWindow');
		expect(windowPlays(g.ctx, 0)).toEqual([]);
		expect(seatsWhoCanPlay(g.ctx)).toEqual([1]);
		expect(isQuietWindow(g.ctx)).toBe(false);
	});

	it('is never said of a step that is not an open window, nor under a decision', () => {
		const g = table({ p1: { heroes: ['Gimli'] }, at: 'quest.commit' });
		expect(g.step).toBe('quest.commit');
		expect(isQuietWindow(g.ctx)).toBe(false);
		expect(windowPlays(g.ctx, 0)).toEqual([]);
	});
});

describe('a window closes when every player has passed in succession after the last action', () => {
	it('2 players: A acts, B passes, A may act again; only the passes of all (the first player’s Continue last) close it', () => {
		// « Les actions sont toujours facultatives et peuvent être déclenchées par leur contrôleur
		// durant les fenêtres d'action de la séquence de jeu » (« Actions »): any player may pass.
		const g = table({
			p1: { heroes: ['Gimli'], hand: ['Feint', 'Feint', 'Feint'], resources: { Gimli: 3 }, engaged: ['Forest Spider', 'Dol Guldur Orcs', 'King Spider', 'Black Forest Bats'] },
			p2: { heroes: ['Legolas'], hand: ['Feint'], resources: { Legolas: 1 } },
			at: 'combat.shadows',
			options: { pauseAtEveryWindow: false }
		});
		expect(g.step).toBe('combat.shadowsWindow');
		// A (seat 0) acts: the window stays open for everybody.
		g.play(0, 'Feint', { target: g.id('Forest Spider') });
		expect(g.step).toBe('combat.shadowsWindow');
		expect(seatsWhoCanPlay(g.ctx)).toEqual([0, 1]);
		// B (seat 1) passes; A may act again.
		g.send({ type: 'CONTINUE', seat: 1 });
		expect(g.step).toBe('combat.shadowsWindow');
		expect(seatsWhoCanPlay(g.ctx)).toEqual([0]);
		g.play(0, 'Feint', { target: g.id('Dol Guldur Orcs') });
		expect(g.step).toBe('combat.shadowsWindow');
		// Now B acts; the window is still open, and A may act once more.
		g.play(1, 'Feint', { target: g.id('King Spider') });
		expect(g.step).toBe('combat.shadowsWindow');
		expect(seatsWhoCanPlay(g.ctx)).toEqual([0]);
		// Everyone passes in succession: the first player's Continue closes it.
		g.continue();
		expect(g.step).not.toBe('combat.shadowsWindow');
	});

	it('after the last action nobody can answer, every pass is forced: the window closes by itself', () => {
		const g = table({
			p1: { heroes: ['Gimli'], hand: ['Feint'], resources: { Gimli: 1 }, engaged: ['Forest Spider'] },
			at: 'combat.shadows',
			options: { pauseAtEveryWindow: false }
		});
		expect(g.step).toBe('combat.shadowsWindow');
		g.play(0, 'Feint', { target: g.id('Forest Spider') });
		expect(g.step).not.toBe('combat.shadowsWindow');
	});
});
