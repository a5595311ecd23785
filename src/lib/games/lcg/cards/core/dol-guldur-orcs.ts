/**
 * Encounter set « Orques de Dol Guldur » (Dol Guldur Orcs), Core Set 89-95.
 * Behaviour only; numbers are in data/cards.ts. Wording is ours.
 */
import { defineCard } from '../registry';
import type { Game } from '../../effects/api';
import type { Iid } from '../../types';

/** « Choisissez et défaussez 1 attachement »: asks `seat` to discard one of `cards`. */
export function discardOneOf(g: Game, seat: number, cards: Iid[]): void {
	g.choose(seat, 'lcg_prompt_discard_attachment', cards, [{ k: 'discard', card: '$choice' }]);
}

// Dol Guldur Orcs
defineCard('01089', {
	text: {
		en: 'When revealed: the first player chooses a character committed to the quest; deal it 2 damage. Shadow: the attacker gets +1 attack (+3 if undefended).',
		fr: 'Une fois révélés : le premier joueur choisit un personnage engagé dans la quête et lui inflige 2 dégâts. Ombre : l’attaquant a +1 attaque (+3 si sans défense).'
	},
	whenRevealed(g, self) {
		const committed = g.committed().filter((c) => g.inPlay(c));
		g.choose(g.firstPlayer(), 'lcg_prompt_damage_committed', committed, [{ k: 'damage', target: '$choice', amount: 2, source: self }], {
			params: { amount: 2 }
		});
	},
	shadow(g, _self, a) {
		g.addModifier(a.enemy, 'attack', a.undefended ? 3 : 1, 'endOfAttack');
	}
});

// Chieftain Ufthak
defineCard('01090', {
	text: {
		en: 'Gets +2 attack for each resource token on it. Forced: after it attacks, place 1 resource token on it.',
		fr: 'A +2 attaque par marqueur de ressource sur lui. Forcé : après qu’il a attaqué, placez 1 marqueur de ressource sur lui.'
	},
	constant: (q, self) => [{ target: self, stat: 'attack', delta: 2 * q.card(self).resources }],
	gives: ['attack'],
	forced: [
		{
			// FAQ: resolved in step 1 of its attack, right after it is chosen to attack.
			on: 'attacks',
			run: (g, self) => g.addResources(self, 1)
		}
	]
});

// Dol Guldur Beastmaster
defineCard('01091', {
	text: {
		en: 'Forced: when it attacks, deal it 1 more shadow card.',
		fr: 'Forcé : quand il attaque, attribuez-lui 1 carte Ombre supplémentaire.'
	},
	forced: [
		{
			// FAQ: resolved in step 1 of its attack. No shadow card in the « Jeu de Base » variant.
			on: 'attacks',
			when: (q, self, ev) => ev.enemy === self && q.ctx.options.shadows,
			run: (g, self) => g.push({ k: 'rule', name: 'dealShadow', args: { enemy: self } })
		}
	]
});

// Driven by Shadow
defineCard('01092', {
	text: {
		en: 'When revealed: each enemy and location in the staging area gets +1 threat until the end of the phase; with no card in the staging area, it gains surge. Shadow: discard 1 attachment of the defending character (undefended: every attachment you control).',
		fr: 'Une fois révélée : chaque ennemi et lieu de la zone de cheminement a +1 menace jusqu’à la fin de la phase ; si la zone est vide, elle gagne Renfort. Ombre : défaussez 1 attachement du défenseur (sans défense : tous vos attachements).'
	},
	whenRevealed(g, self) {
		const staging = g.staging().filter((c) => g.isType(c, 'enemy', 'location'));
		for (const c of staging) g.addModifier(c, 'threat', 1, 'endOfPhase');
		if (g.staging().length === 0) g.surge(self);
	},
	shadow(g, _self, a) {
		if (a.defender) {
			const att = g.attachments(a.defender);
			if (att.length > 0) discardOneOf(g, a.seat, att);
		} else {
			for (const c of g.zone('attached')) if (g.card(c).controller === a.seat) g.discard(c);
		}
	}
});

// The Necromancer's Reach
defineCard('01093', {
	text: {
		en: 'When revealed: deal 1 damage to each exhausted character.',
		fr: 'Une fois révélée : infligez 1 dégât à chaque personnage incliné.'
	},
	whenRevealed(g, self) {
		for (const c of g.characters()) if (g.card(c).exhausted) g.damage(c, 1, self);
	}
});

// Necromancer's Pass
defineCard('01094', {
	text: {
		en: 'Travel: the first player discards 2 cards from their hand at random.',
		fr: 'Trajet : le premier joueur défausse 2 cartes de sa main au hasard.'
	},
	travel: {
		can: (q) => q.hand(q.firstPlayer()).length >= 2,
		pay: (g) => g.discardAtRandom(g.firstPlayer(), 2)
	}
});

// Enchanted Stream
defineCard('01095', {
	text: {
		en: 'While it is the active location, players cannot draw cards.',
		fr: 'Tant qu’elle est le lieu actif, les joueurs ne peuvent pas piocher de cartes.'
	},
	cannotDraw: (q, self) => q.card(self).zone === 'active'
});
