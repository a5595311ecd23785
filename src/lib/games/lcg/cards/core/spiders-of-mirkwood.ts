/**
 * Encounter set « Araignées de la Forêt Noire » (Spiders of Mirkwood), Core Set 74-80.
 * Behaviour only; numbers are in data/cards.ts. Wording is ours.
 */
import { defineCard } from '../registry';
import type { Game, Query } from '../../effects/api';
import type { Iid } from '../../types';

/** Ready characters a player controls. */
export function readyOf(q: Query, seat: number): Iid[] {
	return q.characters(seat).filter((c) => !q.card(c).exhausted);
}

/** Asks `seat` to exhaust `n` ready characters, one at a time (a hook `exhaustN` of the calling card). */
export function exhaustN(g: Game, seat: number, n: number): void {
	const ready = readyOf(g, seat);
	if (n <= 0 || ready.length === 0) return;
	g.choose(seat, 'lcg_prompt_exhaust_character', ready, [{ k: 'exhaust', target: '$choice' }]);
	if (n > 1) g.run('exhaustN', { seat, n: n - 1 });
}

// King Spider
defineCard('01074', {
	text: {
		en: 'When revealed: each player exhausts 1 character they control. Shadow: the defending player exhausts 1 character (2 if undefended).',
		fr: 'Une fois révélé : chaque joueur incline 1 personnage qu’il contrôle. Ombre : le joueur en défense incline 1 personnage (2 si l’attaque est sans défense).'
	},
	whenRevealed(g) {
		for (const seat of g.players()) exhaustN(g, seat, 1);
	},
	shadow(g, _self, a) {
		exhaustN(g, a.seat, a.undefended ? 2 : 1);
	},
	hooks: {
		exhaustN: (g, _self, a: { seat: number; n: number }) => exhaustN(g, a.seat, a.n)
	}
});

// Hummerhorns
defineCard('01075', {
	text: {
		en: 'Forced: after it engages you, deal 5 damage to one hero you control. Shadow: 1 damage to each character of the defending player (2 if undefended).',
		fr: 'Forcé : après qu’il vous a engagé, infligez 5 dégâts à un héros que vous contrôlez. Ombre : 1 dégât à chaque personnage du joueur en défense (2 si sans défense).'
	},
	forced: [
		{
			on: 'engaged',
			run(g, self, ev) {
				g.choose(ev.seat, 'lcg_prompt_damage_hero', g.heroes(ev.seat), [{ k: 'damage', target: '$choice', amount: 5, source: self }], {
					params: { amount: 5 }
				});
			}
		}
	],
	shadow(g, self, a) {
		for (const c of g.characters(a.seat)) g.damage(c, a.undefended ? 2 : 1, self);
	}
});

// Ungoliant's Spawn
defineCard('01076', {
	text: {
		en: 'When revealed: each character committed to the quest gets −1 willpower until the end of the phase. Shadow: the defending player raises their threat by 4 (8 if undefended).',
		fr: 'Une fois révélé : chaque personnage engagé dans la quête a −1 volonté jusqu’à la fin de la phase. Ombre : le joueur en défense augmente sa menace de 4 (8 si sans défense).'
	},
	whenRevealed(g) {
		for (const c of g.committed()) g.addModifier(c, 'willpower', -1, 'endOfPhase');
	},
	shadow(g, _self, a) {
		g.raiseThreat(a.seat, a.undefended ? 8 : 4);
	}
});

// Great Forest Web
defineCard('01077', {
	text: {
		en: 'Travel: each player exhausts 1 hero they control.',
		fr: 'Trajet : chaque joueur incline 1 héros qu’il contrôle.'
	},
	travel: {
		can: (q) => q.players().every((s) => q.heroes(s).some((h) => !q.card(h).exhausted)),
		pay(g) {
			for (const seat of g.players()) {
				const ready = g.heroes(seat).filter((h) => !g.card(h).exhausted);
				g.choose(seat, 'lcg_prompt_exhaust_hero', ready, [{ k: 'exhaust', target: '$choice' }]);
			}
		}
	}
});

// Mountains of Mirkwood
defineCard('01078', {
	text: {
		en: 'Travel: reveal the top card of the encounter deck. After it is explored, each player may take 1 of the top 5 cards of their deck into hand, then shuffles their deck.',
		fr: 'Trajet : révélez la carte du dessus du deck de rencontre. Après son exploration, chaque joueur peut prendre en main 1 des 5 premières cartes de son deck, puis mélange son deck.'
	},
	travel: {
		can: (q) => q.zone('encounterDeck').length > 0,
		pay: (g) => g.revealEncounter(1)
	},
	forced: [
		{
			on: 'explored',
			run(g) {
				for (const seat of g.players()) g.run('search', { seat });
			}
		}
	],
	hooks: {
		search(g, _self, a: { seat: number }) {
			const top = g.deck(a.seat).slice(0, 5);
			if (top.length === 0) return;
			g.choose(a.seat, 'lcg_prompt_search_top5', top, [{ k: 'move', card: '$choice', to: `hand:${a.seat}`, bottom: true }], { optional: true });
			g.shuffle(`deck:${a.seat}`);
		}
	}
});

// Eyes of the Forest
defineCard('01079', {
	text: {
		en: 'When revealed: each player discards every event card from their hand.',
		fr: 'Une fois révélée : chaque joueur défausse toutes les cartes événement de sa main.'
	},
	whenRevealed(g) {
		for (const seat of g.players()) for (const c of g.hand(seat)) if (g.data(c).type === 'event') g.discard(c);
	}
});

// Caught in a Web
defineCard('01080', {
	text: {
		en: 'When revealed: the player with the highest threat attaches it to one of their heroes. That hero does not ready in the refresh phase unless 2 resources are paid from its pool.',
		fr: 'Une fois révélée : le joueur ayant la menace la plus élevée l’attache à l’un de ses héros. Ce héros ne se redresse pas lors de la phase de restauration, sauf si l’on paie 2 ressources de sa réserve.'
	},
	whenRevealed(g) {
		const seats = g.players();
		const max = Math.max(...seats.map((s) => g.threat(s)));
		const top = seats.filter((s) => g.threat(s) === max);
		g.choose(
			g.firstPlayer(),
			'lcg_prompt_choose_player',
			top.map((s) => ({ value: s, label: { key: 'lcg_opt_player', params: { seat: s } } })),
			'attachTo'
		);
	},
	blocksReady: (q, self, target) => q.card(self).attachedTo === target && !q.ctx.flags.includes(`round:paid:${self}`),
	forced: [
		{
			on: 'refresh',
			when: (q, self) => q.card(self).zone === 'attached' && q.card(self).attachedTo !== null,
			run(g, self) {
				const hero = g.card(self).attachedTo!;
				const seat = g.controller(hero);
				if (seat === null || g.card(hero).resources < 2) return;
				g.choose(seat, 'lcg_prompt_pay_web', [{ value: hero, label: { key: 'lcg_opt_pay_ready', params: { card: g.card(hero).cardId, amount: 2 } } }], 'pay', {
					optional: true
				});
			}
		}
	],
	hooks: {
		attachTo(g, self, a: { choice: number }) {
			g.choose(a.choice, 'lcg_prompt_attach_hero', g.heroes(a.choice), [{ k: 'attach', card: self, host: '$choice' }]);
		},
		pay(g, self, a: { choice: Iid }) {
			g.addResources(a.choice, -2);
			g.push({ k: 'flag', flag: `round:paid:${self}` });
		}
	}
});
