/**
 * Encounter set « Terres Sauvages » (Wilderlands), Core Set 81-88, used by Journey Down the
 * Anduin. Behaviour only; numbers are in data/cards.ts. Wording is ours.
 */
import { defineCard } from '../registry';
import type { Query } from '../../effects/api';
import type { Iid } from '../../types';

/** The shadow cards dealt to an enemy. */
function shadowsOn(q: Query, enemy: Iid): Iid[] {
	return q.zone('shadow').filter((c) => q.card(c).attachedTo === enemy);
}

// Wolf Rider
defineCard('01081', {
	text: {
		en: 'Surge. Shadow: Wolf Rider attacks the defending player too (they may declare 1 defender); it is dealt its own shadow card. After combat, it goes back on top of the encounter deck.',
		fr: 'Renfort. Ombre : le Chevaucheur de Loup attaque aussi le joueur en défense (il peut déclarer 1 défenseur) ; il reçoit sa propre carte Ombre. Après le combat, il retourne sur le dessus du deck Rencontre.'
	},
	shadow(g, self, a) {
		// It becomes an enemy engaged with the defending player, who resolves its attack in turn this phase.
		g.moveTo(self, `engaged:${a.seat}`);
		g.push({ k: 'flag', flag: `phase:wolfRider:${self}` });
		if (g.ctx.options.shadows) g.push({ k: 'rule', name: 'dealShadow', args: { enemy: self } });
	},
	forced: [
		{
			on: 'endOfPhase',
			when: (q, self, ev) => ev.phase === 'combat' && q.inPlay(self) && q.ctx.flags.includes(`phase:wolfRider:${self}`),
			run: (g, self) => g.moveTo(self, 'encounterDeck')
		}
	]
});

// Hill Troll
defineCard('01082', {
	text: {
		en: 'Combat damage it deals beyond the hit points the damaged character has left raises your threat by as much.',
		fr: 'Les dégâts de combat qu’il inflige au-delà des points de vie restants du personnage endommagé augmentent d’autant votre menace.'
	},
	excessDamageToThreat: true
});

// Goblin Sniper
defineCard('01083', {
	text: {
		en: 'Cannot be optionally engaged while other enemies are in the staging area. Forced: if it is in the staging area at the end of the combat phase, each player deals 1 damage to 1 character they control.',
		fr: 'Ne peut pas être engagé volontairement tant que d’autres ennemis sont dans la zone de cheminement. Forcé : s’il est dans la zone de cheminement à la fin de la phase de combat, chaque joueur inflige 1 dégât à 1 personnage qu’il contrôle.'
	},
	cannotOptionallyEngage: (q, self) => q.staging().some((c) => c !== self && q.isType(c, 'enemy')),
	forced: [
		{
			on: 'endOfPhase',
			when: (q, self, ev) => ev.phase === 'combat' && q.card(self).zone === 'staging',
			run(g, self) {
				for (const seat of g.players())
					g.choose(seat, 'lcg_prompt_damage_own_character', g.characters(seat), [{ k: 'damage', target: '$choice', amount: 1, source: self }], {
						params: { amount: 1 }
					});
			}
		}
	]
});

// Marsh Adder
defineCard('01084', {
	text: {
		en: 'Forced: each time it attacks you, raise your threat by 1.',
		fr: 'Forcé : chaque fois qu’elle vous attaque, augmentez votre menace de 1.'
	},
	forced: [{ on: 'attacks', run: (g, _self, ev) => g.raiseThreat(ev.seat, 1) }]
});

// Wargs
defineCard('01085', {
	text: {
		en: 'Forced: if it was dealt a shadow card with no effect, it returns to the staging area after it attacks. Shadow: the attacker gets +1 attack (+2 if undefended).',
		fr: 'Forcé : s’ils ont reçu une carte Ombre sans effet, ils retournent dans la zone de cheminement après avoir attaqué. Ombre : l’attaquant a +1 attaque (+2 si sans défense).'
	},
	forced: [
		{
			on: 'enemyAttacked',
			when: (q, self, ev) => ev.enemy === self && q.inPlay(self) && shadowsOn(q, self).some((c) => !q.data(c).shadow),
			run: (g, self) => g.moveTo(self, 'staging')
		}
	],
	shadow(g, _self, a) {
		g.addModifier(a.enemy, 'attack', a.undefended ? 2 : 1, 'endOfAttack');
	}
});

// Despair
defineCard('01086', {
	text: {
		en: 'When revealed: remove 4 progress tokens from the current quest card (all of them if fewer). Shadow: the defending character does not count its defense.',
		fr: 'Une fois révélée : retirez 4 marqueurs de progression de la carte Quête en cours (tous s’il y en a moins). Ombre : le personnage en défense ne compte pas sa défense.'
	},
	whenRevealed(g) {
		g.push({ k: 'removeProgress', target: 'quest', amount: 4 });
	},
	shadow(g, _self, a) {
		for (const d of a.defenders) g.ignoreStat(d, 'defense', 'endOfAttack');
	}
});

// The Brown Lands
defineCard('01087', {
	text: {
		en: 'Forced: after the players travel here, place 1 progress token on it.',
		fr: 'Forcé : après que les joueurs y ont voyagé, placez-y 1 marqueur de progression.'
	},
	forced: [{ on: 'travelled', run: (g, self) => g.placeProgress(self, 1) }]
});

// The East Bight
defineCard('01088', {
	text: {
		en: 'When the players may travel and there is no active location, they must travel here.',
		fr: 'Quand les joueurs peuvent voyager et qu’il n’y a pas de lieu actif, ils doivent voyager ici.'
	},
	forcedTravel: true
});
