/**
 * Encounter set and quest cards of « Passage dans la Forêt Noire » (Passage Through
 * Mirkwood), Core Set 96-100 and 119-122. Behaviour only; numbers are in data/cards.ts.
 */
import { defineCard } from '../registry';
import type { Game } from '../../effects/api';
import type { Iid } from '../../types';
import { discardOneOf } from './dol-guldur-orcs';

const UNGOLIANTS_SPAWN = '01076';

// Forest Spider
defineCard('01096', {
	text: {
		en: 'Forced: after it engages a player, it gets +1 attack until the end of the round. Shadow: the defending player discards 1 attachment they control.',
		fr: 'Forcé : après avoir engagé un joueur, elle a +1 attaque jusqu’à la fin du tour. Ombre : le joueur en défense défausse 1 attachement qu’il contrôle.'
	},
	forced: [{ on: 'engaged', run: (g, self) => g.addModifier(self, 'attack', 1, 'endOfRound') }],
	shadow(g, _self, a) {
		const mine = g.zone('attached').filter((c) => g.card(c).controller === a.seat);
		if (mine.length > 0) discardOneOf(g, a.seat, mine);
	}
});

// East Bight Patrol
defineCard('01097', {
	text: {
		en: 'Shadow: the attacker gets +1 attack; if the attack is undefended, also raise your threat by 3.',
		fr: 'Ombre : l’attaquant a +1 attaque ; si l’attaque est sans défense, augmentez aussi votre menace de 3.'
	},
	shadow(g, _self, a) {
		g.addModifier(a.enemy, 'attack', 1, 'endOfAttack');
		if (a.undefended) g.raiseThreat(a.seat, 3);
	}
});

// Black Forest Bats
defineCard('01098', {
	text: {
		en: 'When revealed: each player removes 1 character they control from the quest (it stays exhausted).',
		fr: 'Une fois révélées : chaque joueur retire de la quête 1 personnage qu’il contrôle (il reste incliné).'
	},
	whenRevealed(g) {
		for (const seat of g.players()) {
			const mine = g.committed().filter((c) => g.inPlay(c) && g.controller(c) === seat);
			g.choose(seat, 'lcg_prompt_remove_from_quest', mine, [{ k: 'rule', name: 'uncommit', args: { card: '$choice' } }]);
		}
	}
});

// Old Forest Road
defineCard('01099', {
	text: {
		en: 'Response: after you travel here, the first player may ready 1 character they control.',
		fr: 'Réponse : après avoir voyagé ici, le premier joueur peut redresser 1 personnage qu’il contrôle.'
	},
	responses: [
		{
			on: 'travelled',
			who: 'firstPlayer',
			targets: (q, _self, seat) => q.characters(seat),
			run: (g, _self, a) => g.ready(a.target as Iid)
		}
	]
});

// Forest Gate
defineCard('01100', {
	text: {
		en: 'Response: after you travel here, the first player may draw 2 cards.',
		fr: 'Réponse : après avoir voyagé ici, le premier joueur peut piocher 2 cartes.'
	},
	responses: [{ on: 'travelled', who: 'firstPlayer', run: (g, _self, a) => g.draw(a.seat, 2) }]
});

// Flies and Spiders (stage 1)
defineCard('01119', {
	text: {
		en: 'Setup: put 1 Forest Spider and 1 Old Forest Road from the encounter deck into the staging area, then shuffle the encounter deck.',
		fr: 'Mise en place : placez 1 Araignée des Forêts et 1 Route de la Vieille Forêt du deck de rencontre dans la zone de cheminement, puis mélangez le deck de rencontre.'
	},
	setup(g) {
		for (const code of ['01096', '01099']) {
			const found = g.search('encounterDeck', (c) => g.card(c).cardId === code)[0];
			if (found) g.addToStaging(found);
		}
		g.shuffle('encounterDeck');
	}
});

// A Fork in the Road (stage 2)
defineCard('01120', {
	text: {
		en: 'Forced: when this stage is defeated, go on to one of the two « A Chosen Path » stages at random.',
		fr: 'Forcé : quand cette étape est vaincue, passez à l’une des deux étapes « Le Chemin Choisi », au hasard.'
	},
	onDefeated(g) {
		const next = g.zone('questDeck').filter((c) => g.data(c).sequence === 3);
		g.random(next, 'proceed');
	},
	hooks: {
		proceed(g, _self, a: { choice: Iid }) {
			for (const c of g.zone('questDeck')) if (c !== a.choice && g.data(c).sequence === 3) g.moveTo(c, 'removed');
			g.push({ k: 'rule', name: 'revealStage', args: null });
		}
	}
});

/** Each player in turn adds 1 Spider of their choice from the encounter deck or discard pile to the staging area. */
function searchSpider(g: Game, seat: number): void {
	const seen = new Set<string>();
	const found = [...g.zone('encounterDeck'), ...g.zone('encounterDiscard')].filter((c) => {
		if (!g.data(c).traits.includes('Spider')) return false;
		const key = `${g.card(c).cardId}|${g.card(c).zone}`;
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
	g.choose(seat, 'lcg_prompt_search_spider', found, [{ k: 'toStaging', card: '$choice' }]);
}

// Don't Leave the Path! (stage 3, card 121)
defineCard('01121', {
	text: {
		en: 'When revealed: each player puts 1 Spider of their choice from the encounter deck or discard pile into the staging area. The players win when they defeat Ungoliant’s Spawn.',
		fr: 'Une fois révélée : chaque joueur place 1 Araignée de son choix du deck ou de la défausse de rencontre dans la zone de cheminement. Les joueurs gagnent en vainquant le Rejeton d’Ungoliant.'
	},
	noQuestPoints: true,
	whenRevealed(g) {
		for (const seat of g.players()) g.run('search', { seat });
		g.shuffle('encounterDeck');
	},
	forced: [
		{
			on: 'destroyed',
			when: (q, self, ev) => ev.cardId === UNGOLIANTS_SPAWN && q.card(self).zone === 'quest',
			run: (g) => g.win()
		}
	],
	hooks: {
		search: (g, _self, a: { seat: number }) => searchSpider(g, a.seat)
	}
});

// Beorn's Path (stage 3, card 122)
defineCard('01122', {
	text: {
		en: 'This stage cannot be defeated while Ungoliant’s Spawn is in play. Defeating it wins the game.',
		fr: 'Cette étape ne peut pas être vaincue tant que le Rejeton d’Ungoliant est en jeu. La vaincre fait gagner la partie.'
	},
	canDefeat: (q) => !q.enemies().some((c) => q.card(c).cardId === UNGOLIANTS_SPAWN)
});
