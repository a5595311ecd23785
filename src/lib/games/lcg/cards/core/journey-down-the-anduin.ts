/**
 * Scenario « Voyage le Long de l'Anduin » (Journey Down the Anduin): its encounter set (Core
 * Set 111-114), the set « À la Merci de Sauron » (Sauron's Reach, 115-118) and its quest cards
 * (126-128). Behaviour only; numbers are in data/cards.ts. Wording is ours.
 */
import { defineCard } from '../registry';
import type { Game, Query } from '../../effects/api';
import type { Iid } from '../../types';

/** Hill Troll's code (« To the River… » searches it; the stage cannot be defeated while one is in play). */
export const HILL_TROLL = '01082';
/** « a threat of 35 or higher » (Sauron's Reach). */
const HIGH_THREAT = 35;

/** The hand of a card's owner (« return to its owner's hand »). */
function ownerHand(g: Game, card: Iid): `hand:${number}` {
	return `hand:${g.card(card).owner ?? 0}`;
}

/** Characters (heroes and allies) `seat` controls. */
function charactersOf(q: Query, seat: number): Iid[] {
	return q.characters(seat);
}

// Misty Mountain Goblins
defineCard('01111', {
	text: {
		en: 'Forced: after it attacks, remove 1 progress token from the current quest. Shadow: remove 1 progress token from the current quest (3 if undefended).',
		fr: 'Forcé : après qu’ils ont attaqué, retirez 1 marqueur de progression de la quête en cours. Ombre : retirez 1 marqueur de progression de la quête en cours (3 si sans défense).'
	},
	forced: [{ on: 'enemyAttacked', run: (g) => g.push({ k: 'removeProgress', target: 'quest', amount: 1 }) }],
	shadow(g, _self, a) {
		g.push({ k: 'removeProgress', target: 'quest', amount: a.undefended ? 3 : 1 });
	}
});

// Massing at Night
defineCard('01112', {
	text: {
		en: 'When revealed: reveal 1 more encounter card per player. Shadow: deal this attacker 1 more shadow card per player.',
		fr: 'Une fois révélée : révélez 1 carte Rencontre de plus par joueur. Ombre : attribuez à cet attaquant 1 carte Ombre de plus par joueur.'
	},
	whenRevealed(g) {
		g.revealEncounter(g.players().length);
	},
	shadow(g, _self, a) {
		for (let i = 0; i < g.players().length; i++) g.push({ k: 'rule', name: 'dealShadow', args: { enemy: a.enemy } });
	}
});

// Banks of the Anduin
defineCard('01113', {
	text: {
		en: 'Forced: when it leaves play, it goes back on top of the encounter deck instead of the discard pile.',
		fr: 'Forcé : quand elles quittent le jeu, remettez-les sur le dessus du deck Rencontre au lieu de la pile de défausse.'
	},
	leavesPlayToEncounterTop: true
});

// Gladden Fields
defineCard('01114', {
	text: {
		en: 'Forced: while it is the active location, each player raises their threat by 1 more in the refresh phase.',
		fr: 'Forcé : tant qu’ils sont le lieu actif, chaque joueur augmente sa menace de 1 de plus pendant la phase de restauration.'
	},
	forced: [
		{
			on: 'refresh',
			when: (q, self) => q.card(self).zone === 'active',
			run(g) {
				for (const seat of g.players()) g.raiseThreat(seat, 1);
			}
		}
	]
});

// Eastern Crows
defineCard('01115', {
	text: {
		en: 'Surge. Forced: after it is defeated, shuffle it back into the encounter deck. Shadow: the attacker gets +1 attack (+2 if the defending player’s threat is 35 or more).',
		fr: 'Renfort. Forcé : après qu’ils ont été vaincus, mélangez-les dans le deck Rencontre. Ombre : l’attaquant a +1 attaque (+2 si la menace du joueur en défense est de 35 ou plus).'
	},
	forced: [
		{
			on: 'destroyed',
			run(g, self) {
				g.moveTo(self, 'encounterDeck');
				g.shuffle('encounterDeck');
			}
		}
	],
	shadow(g, _self, a) {
		g.addModifier(a.enemy, 'attack', g.threat(a.seat) >= HIGH_THREAT ? 2 : 1, 'endOfAttack');
	}
});

// Evil Storm
defineCard('01116', {
	text: {
		en: 'When revealed: deal 1 damage to each character controlled by a player whose threat is 35 or more.',
		fr: 'Une fois révélée : infligez 1 dégât à chaque personnage contrôlé par un joueur dont la menace est de 35 ou plus.'
	},
	whenRevealed(g, self) {
		for (const seat of g.players()) if (g.threat(seat) >= HIGH_THREAT) for (const c of charactersOf(g, seat)) g.damage(c, 1, self);
	}
});

// Pursued by Shadow
defineCard('01117', {
	text: {
		en: 'When revealed: each player raises their threat by 1 for each character they control not committed to the quest. Shadow: the defending player returns 1 exhausted ally they control to its owner’s hand, or else raises their threat by 3.',
		fr: 'Une fois révélée : chaque joueur augmente sa menace de 1 par personnage qu’il contrôle non engagé dans la quête. Ombre : le joueur en défense renvoie 1 allié incliné qu’il contrôle dans la main de son propriétaire, sinon il augmente sa menace de 3.'
	},
	whenRevealed(g) {
		const committed = g.committed();
		for (const seat of g.players()) g.raiseThreat(seat, charactersOf(g, seat).filter((c) => !committed.includes(c)).length);
	},
	shadow(g, _self, a) {
		const allies = charactersOf(g, a.seat).filter((c) => g.isType(c, 'ally') && g.card(c).exhausted);
		if (allies.length === 0) g.raiseThreat(a.seat, 3);
		else g.choose(a.seat, 'lcg_prompt_return_ally', allies, 'returnAlly');
	},
	hooks: {
		returnAlly: (g, _self, a: { choice: Iid }) => g.moveTo(a.choice, ownerHand(g, a.choice))
	}
});

// Treacherous Fog
defineCard('01118', {
	text: {
		en: 'When revealed: each location in the staging area gets +1 threat until the end of the phase. Then each player whose threat is 35 or more discards 1 card of their choice from their hand.',
		fr: 'Une fois révélée : chaque lieu de la zone de cheminement a +1 menace jusqu’à la fin de la phase. Puis chaque joueur dont la menace est de 35 ou plus défausse 1 carte de son choix de sa main.'
	},
	whenRevealed(g) {
		for (const c of g.staging()) if (g.isType(c, 'location')) g.addModifier(c, 'threat', 1, 'endOfPhase');
		for (const seat of g.players()) if (g.threat(seat) >= HIGH_THREAT) g.run('discardOne', { seat });
	},
	hooks: {
		discardOne(g, _self, a: { seat: number }) {
			g.choose(a.seat, 'lcg_prompt_discard_hand', g.hand(a.seat), [{ k: 'discard', card: '$choice' }]);
		}
	}
});

/** True when a Hill Troll is in play. */
function trollInPlay(q: Query): boolean {
	return q.enemies().some((c) => q.card(c).cardId === HILL_TROLL);
}

// To the River... (stage 1)
defineCard('01126', {
	text: {
		en: 'Setup: each player reveals 1 encounter card into the staging area. When revealed: put 1 Hill Troll from the encounter deck into the staging area (unless one is in play), then shuffle. This stage cannot be defeated while a Hill Troll is in play.',
		fr: 'Mise en place : chaque joueur révèle 1 carte Rencontre dans la zone de cheminement. Une fois révélée : placez 1 Troll des Collines du deck Rencontre dans la zone de cheminement (sauf s’il y en a un en jeu), puis mélangez. Cette étape ne peut pas être vaincue tant qu’un Troll des Collines est en jeu.'
	},
	setup(g) {
		g.revealEncounter(g.players().length);
	},
	whenRevealed(g) {
		if (!trollInPlay(g)) {
			const troll = g.search('encounterDeck', (c) => g.card(c).cardId === HILL_TROLL)[0];
			if (troll) g.addToStaging(troll);
		}
		g.shuffle('encounterDeck');
	},
	canDefeat: (q) => !trollInPlay(q)
});

// Anduin Passage (stage 2)
defineCard('01127', {
	text: {
		en: 'Reveal 1 more encounter card in each quest phase. No engagement checks in the encounter phase (each player may still engage 1 enemy).',
		fr: 'Révélez 1 carte Rencontre de plus à chaque phase de quête. Pas de tests d’engagement pendant la phase de rencontre (chaque joueur peut toujours engager 1 ennemi).'
	},
	extraStagingReveals: 1,
	noEngagementChecks: true
});

// Ambush on the Shore (stage 3)
defineCard('01128', {
	text: {
		en: 'When revealed: reveal 2 encounter cards per player into the staging area. Skip the staging step for the rest of the game. The players win once no enemy is in play.',
		fr: 'Une fois révélée : révélez 2 cartes Rencontre par joueur dans la zone de cheminement. Passez l’étape de renforcement jusqu’à la fin de la partie. Les joueurs gagnent dès qu’aucun ennemi n’est en jeu.'
	},
	noQuestPoints: true,
	skipStaging: true,
	whenRevealed(g, self) {
		g.revealEncounter(2 * g.players().length);
		// Checked only once every card it reveals has resolved (else the empty table would win at once).
		g.push({ k: 'flag', flag: `ambush:${self}` });
	},
	victoryWhen: (q, self) => q.ctx.flags.includes(`ambush:${self}`) && q.enemies().length === 0
});
