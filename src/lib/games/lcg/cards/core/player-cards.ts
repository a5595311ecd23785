/**
 * The player cards of the Core Set whose behaviour is built so far (the others are marked
 * 'not-implemented' in data/cards.ts and are added family by family). Each record also
 * shows one shape of the API: hero Action with a limit (Éowyn), Response with a resource
 * cost (Aragorn), Response after damage (Glóin), constant effect (Gimli), Response to an
 * attack (Legolas), Action paid from the hero's own pool (Glorfindel), ally Response on
 * entering play plus an end-of-round Forced effect (Gandalf), attachments with constant
 * effects and Restricted (Citadel Plate, Dwarven Axe, Celebrían's Stone), events with
 * targets (Ever Vigilant, Common Cause, Lórien's Wealth) and a response event that cancels
 * (A Test of Will). Wording is ours.
 */
import { defineCard, getDef } from '../registry';
import type { ConstantEffect, Query } from '../../effects/api';
import type { Iid, Json } from '../../types';

/** Heroes in play, any player. */
function allHeroes(q: Query): Iid[] {
	return q.players().flatMap((s) => q.heroes(s));
}

// Aragorn
defineCard('01001', {
	text: {
		en: 'Sentinel. Response: after Aragorn commits to a quest, spend 1 resource from his pool to ready him.',
		fr: 'Sentinelle. Réponse : après qu’Aragorn s’est engagé dans une quête, dépensez 1 ressource de sa réserve pour le redresser.'
	},
	responses: [
		{
			on: 'committed',
			when: (q, self, ev) => ev.cards.includes(self) && q.inPlay(self),
			payments: (q, self) => (q.card(self).resources >= 1 ? [{ [self]: 1 }] : []),
			run: (g, self) => g.ready(self)
		}
	]
});

// Glóin
defineCard('01003', {
	text: {
		en: 'Response: after Glóin suffers damage, add 1 resource to his pool for each damage just suffered.',
		fr: 'Réponse : après que Glóin a subi des dégâts, ajoutez 1 ressource à sa réserve par dégât subi.'
	},
	responses: [{ on: 'damaged', when: (q, self, ev) => ev.card === self && q.inPlay(self), run: (g, self, a) => g.addResources(self, a.ev.amount) }]
});

// Gimli
defineCard('01004', {
	text: { en: 'Gimli gets +1 attack for each damage token on him.', fr: 'Gimli a +1 attaque par marqueur de dégât sur lui.' },
	constant: (q, self) => [{ target: self, stat: 'attack', delta: q.card(self).damage }],
	gives: ['attack']
});

// Legolas
defineCard('01005', {
	text: {
		en: 'Ranged. Response: after Legolas takes part in an attack that destroys an enemy, place 2 progress tokens on the current quest.',
		fr: 'À distance. Réponse : après que Legolas a participé à une attaque qui détruit un ennemi, placez 2 marqueurs de progression sur la quête en cours.'
	},
	responses: [
		{
			on: 'attackResolved',
			when: (q, self, ev) => ev.destroyed && ev.attackers.includes(self) && q.inPlay(self),
			run: (g) => g.placeProgress('quest', 2)
		}
	]
});

// Éowyn (errata: each player may trigger it once each round)
defineCard('01007', {
	text: {
		en: 'Action: discard 1 card from your hand to give Éowyn +1 willpower until the end of the phase. Each player may do this once each round.',
		fr: 'Action : défaussez 1 carte de votre main pour donner +1 volonté à Éowyn jusqu’à la fin de la phase. Chaque joueur peut le faire une fois par tour.'
	},
	actions: [
		{
			who: 'anyPlayer',
			limit: { times: 1, per: 'round', perPlayer: true },
			can: (q, _self, seat) => q.hand(seat).length > 0,
			run: (g, _self, a) => g.choose(a.seat, 'lcg_prompt_discard_for_eowyn', g.hand(a.seat), 'pump')
		}
	],
	hooks: {
		pump(g, self, a: { choice: Iid }) {
			g.discard(a.choice);
			g.addModifier(self, 'willpower', 1, 'endOfPhase');
		}
	}
});

// Glorfindel
defineCard('01011', {
	text: {
		en: 'Action: pay 1 resource from Glorfindel’s pool to heal 1 damage on any character (once per round).',
		fr: 'Action : payez 1 ressource de la réserve de Glorfindel pour soigner 1 dégât d’un personnage (une fois par tour).'
	},
	actions: [
		{
			limit: { times: 1, per: 'round' },
			targets: (q) => q.characters().filter((c) => q.card(c).damage > 0),
			payments: (q, self) => (q.card(self).resources >= 1 ? [{ [self]: 1 }] : []),
			run: (g, _self, a) => g.heal(a.target as Iid, 1)
		}
	]
});

// Beravor
defineCard('01012', {
	text: {
		en: 'Action: exhaust Beravor to choose a player; that player draws 2 cards (once per round).',
		fr: 'Action : inclinez Béravor pour choisir un joueur ; il pioche 2 cartes (une fois par tour).'
	},
	actions: [
		{
			limit: { times: 1, per: 'round' },
			can: (q, self) => !q.card(self).exhausted,
			targets: (q) => q.players(),
			run(g, self, a) {
				g.exhaust(self);
				g.draw(a.target as number, 2);
			}
		}
	]
});

// Gondorian Spearman
defineCard('01029', {
	text: {
		en: 'Sentinel. Response: after it is declared as a defender, deal 1 damage to the attacking enemy.',
		fr: 'Sentinelle. Réponse : après avoir été déclaré défenseur, infligez 1 dégât à l’ennemi attaquant.'
	},
	responses: [{ on: 'defenderDeclared', when: (q, self, ev) => ev.defender === self && q.inPlay(self), run: (g, self, a) => g.damage(a.ev.enemy, 1, self) }]
});

// Gandalf
defineCard('01073', {
	text: {
		en: 'At the end of the round, discard Gandalf. Response: after Gandalf enters play, choose one: draw 3 cards, deal 4 damage to 1 enemy in play, or reduce your threat by 5.',
		fr: 'À la fin du tour, défaussez Gandalf. Réponse : après son entrée en jeu, au choix : piochez 3 cartes, infligez 4 dégâts à 1 ennemi en jeu, ou réduisez votre menace de 5.'
	},
	forced: [{ on: 'endOfRound', when: (q, self) => q.inPlay(self), run: (g, self) => g.discard(self) }],
	responses: [
		{
			on: 'enteredPlay',
			when: (q, self, ev) => ev.card === self && q.inPlay(self),
			targets: (q): Json[] => ['draw', 'threat', ...q.enemies()],
			run(g, self, a) {
				if (a.target === 'draw') g.draw(a.seat, 3);
				else if (a.target === 'threat') g.reduceThreat(a.seat, 5);
				else g.damage(a.target as Iid, 4, self);
			}
		}
	]
});

// Celebrían's Stone
defineCard('01027', {
	text: {
		en: 'Attach to a hero. Restricted. +2 willpower; on Aragorn, he also gains a spirit resource icon.',
		fr: 'Attachez à un héros. Restreint. +2 volonté ; sur Aragorn, il gagne aussi une icône de ressource Énergie.'
	},
	attachTo: (q) => allHeroes(q),
	constant(q, self) {
		const host = q.card(self).attachedTo;
		if (!host) return [];
		const out: ConstantEffect[] = [{ target: host, stat: 'willpower', delta: 2 }];
		if (q.title(host) === 'Aragorn') out.push({ target: host, icon: 'spirit' });
		return out;
	},
	gives: ['willpower', 'icon']
});

// Steward of Gondor
defineCard('01026', {
	text: {
		en: 'Attach to a hero. It gains the Gondor trait. Action: exhaust Steward of Gondor to add 2 resources to that hero.',
		fr: 'Attachez à un héros. Il gagne le trait Gondor. Action : inclinez Intendant du Gondor pour ajouter 2 ressources à ce héros.'
	},
	attachTo: (q) => allHeroes(q),
	constant: (q, self) => {
		const host = q.card(self).attachedTo;
		return host ? [{ target: host, trait: 'Gondor' }] : [];
	},
	gives: ['trait'],
	actions: [
		{
			can: (q, self) => !q.card(self).exhausted,
			run(g, self) {
				g.exhaust(self);
				g.addResources(g.card(self).attachedTo!, 2);
			}
		}
	]
});

// Citadel Plate
defineCard('01040', {
	text: { en: 'Attach to a hero. Restricted. +4 hit points.', fr: 'Attachez à un héros. Restreint. +4 points de vie.' },
	attachTo: (q) => allHeroes(q),
	constant: (q, self) => {
		const host = q.card(self).attachedTo;
		return host ? [{ target: host, stat: 'health', delta: 4 }] : [];
	},
	gives: ['health']
});

// Dwarven Axe
defineCard('01041', {
	text: {
		en: 'Attach to a hero. Restricted. +1 attack (+2 instead on a Dwarf).',
		fr: 'Attachez à un héros. Restreint. +1 attaque (+2 à la place sur un Nain).'
	},
	attachTo: (q) => allHeroes(q),
	constant: (q, self) => {
		const host = q.card(self).attachedTo;
		return host ? [{ target: host, stat: 'attack', delta: q.hasTrait(host, 'Dwarf') ? 2 : 1 }] : [];
	},
	gives: ['attack']
});

// Ever Vigilant
defineCard('01020', {
	text: { en: 'Action: ready 1 ally.', fr: 'Action : redressez 1 allié.' },
	play: {
		timing: 'action',
		targets: (q) => q.characters().filter((c) => q.isType(c, 'ally')),
		run: (g, _self, a) => g.ready(a.target as Iid)
	}
});

// Common Cause
defineCard('01021', {
	text: {
		en: 'Action: exhaust 1 hero you control to ready a different hero.',
		fr: 'Action : inclinez 1 héros que vous contrôlez pour redresser un autre héros.'
	},
	play: {
		timing: 'action',
		targets(q, _self, seat) {
			const out: Json[] = [];
			for (const h of q.heroes(seat).filter((x) => !q.card(x).exhausted))
				for (const r of allHeroes(q)) if (r !== h) out.push({ exhaust: h, ready: r });
			return out;
		},
		run(g, _self, a) {
			const t = a.target as { exhaust: Iid; ready: Iid };
			g.exhaust(t.exhaust);
			g.ready(t.ready);
		}
	}
});

// Lórien's Wealth
defineCard('01064', {
	text: { en: 'Action: choose a player; that player draws 3 cards.', fr: 'Action : choisissez un joueur ; il pioche 3 cartes.' },
	play: {
		timing: 'action',
		targets: (q) => q.players(),
		run: (g, _self, a) => g.draw(a.target as number, 3)
	}
});

// A Test of Will
defineCard('01050', {
	text: {
		en: 'Response: cancel the « when revealed » effects of a card just revealed from the encounter deck.',
		fr: 'Réponse : annulez les effets « une fois révélée » d’une carte qui vient d’être révélée du deck de rencontre.'
	},
	play: {
		timing: 'response',
		on: 'revealed',
		when: (q, _self, _seat, ev) => ev?.type === 'revealed' && hasWhenRevealed(q, ev.card),
		run: (g, _self, a) => {
			if (a.ev?.type === 'revealed') g.cancel('whenRevealed', a.ev.card);
		}
	}
});

/** True when the card has « Une fois révélée » effects to cancel. */
function hasWhenRevealed(q: Query, card: Iid): boolean {
	return !!getDef(q.card(card).cardId)?.whenRevealed;
}
