/**
 * Leadership (« Commandement ») player cards of the Core Set not built in player-cards.ts:
 * the hero Théodred and the starter deck's cards 13-27 (rulebook « Pour la Première
 * Partie »). Behaviour only; numbers are in data/cards.ts. Wording is ours.
 */
import { defineCard } from '../registry';
import type { Query } from '../../effects/api';
import type { Iid, Json } from '../../types';

/** True when a character with this title is in play (« Cartes Uniques »). */
export function characterTitleInPlay(q: Query, title: string): boolean {
	return q.characters().some((c) => q.title(c) === title);
}

/** Ally cards in `seat`'s hand that may be put into play now (a unique title already in play may not). */
export function alliesInHand(q: Query, seat: number): Iid[] {
	return q.hand(seat).filter((c) => q.data(c).type === 'ally' && !(q.data(c).unique && characterTitleInPlay(q, q.title(c))));
}

// Théodred
defineCard('01002', {
	text: {
		en: 'Response: after Théodred commits to a quest, add 1 resource to the pool of a hero committed to that quest.',
		fr: 'Réponse : après que Théodred s’est engagé dans une quête, ajoutez 1 ressource à la réserve d’un héros engagé dans cette quête.'
	},
	responses: [
		{
			on: 'committed',
			when: (q, self, ev) => ev.cards.includes(self) && q.inPlay(self),
			targets: (q) => q.committed().filter((c) => q.inPlay(c) && q.isType(c, 'hero')),
			run: (g, _self, a) => g.addResources(a.target as Iid, 1)
		}
	]
});

// Faramir
defineCard('01014', {
	text: {
		en: 'Action: exhaust Faramir to choose a player; each character that player controls gets +1 willpower until the end of the phase.',
		fr: 'Action : inclinez Faramir pour choisir un joueur ; chaque personnage contrôlé par ce joueur a +1 volonté jusqu’à la fin de la phase.'
	},
	actions: [
		{
			can: (q, self) => !q.card(self).exhausted,
			targets: (q) => q.players().filter((s) => q.characters(s).length > 0),
			run(g, self, a) {
				g.exhaust(self);
				for (const c of g.characters(a.target as number)) g.addModifier(c, 'willpower', 1, 'endOfPhase');
			}
		}
	]
});

// Son of Arnor
defineCard('01015', {
	text: {
		en: 'Response: after Son of Arnor enters play, engage an enemy of the staging area or one engaged with another player.',
		fr: 'Réponse : après l’entrée en jeu du Fils de l’Arnor, engagez un ennemi de la zone de cheminement ou engagé avec un autre joueur.'
	},
	responses: [
		{
			on: 'enteredPlay',
			when: (q, self, ev) => ev.card === self && q.inPlay(self),
			targets: (q, _self, seat) => [
				...q.staging().filter((c) => q.isType(c, 'enemy')),
				...q.players().filter((s) => s !== seat).flatMap((s) => q.engagedWith(s))
			],
			run: (g, _self, a) => g.engage(a.target as Iid, a.seat)
		}
	]
});

// Snowbourn Scout
defineCard('01016', {
	text: {
		en: 'Response: after Snowbourn Scout enters play, place 1 progress token on a location.',
		fr: 'Réponse : après l’entrée en jeu de l’Éclaireur du Snowbourn, placez 1 marqueur de progression sur un lieu.'
	},
	responses: [
		{
			on: 'enteredPlay',
			when: (q, self, ev) => ev.card === self && q.inPlay(self),
			targets: (q) => {
				const out: Json[] = q.staging().filter((c) => q.isType(c, 'location'));
				const active = q.activeLocation();
				if (active) out.push(active);
				return out;
			},
			run: (g, _self, a) => g.placeProgress(a.target as Iid, 1)
		}
	]
});

// Longbeard Orc Slayer
defineCard('01018', {
	text: {
		en: 'Response: after Longbeard Orc Slayer enters play, deal 1 damage to each Orc enemy in play.',
		fr: 'Réponse : après l’entrée en jeu du Chasseur d’Orques Longue Barbe, infligez 1 dégât à chaque ennemi Orque en jeu.'
	},
	responses: [
		{
			on: 'enteredPlay',
			when: (q, self, ev) => ev.card === self && q.inPlay(self) && q.enemies().some((e) => q.hasTrait(e, 'Orc')),
			run(g, self) {
				for (const e of g.enemies()) if (g.hasTrait(e, 'Orc')) g.damage(e, 1, self);
			}
		}
	]
});

// Brok Ironfist
defineCard('01019', {
	text: {
		en: 'Response: after a Dwarf hero you control leaves play, put Brok Ironfist into play from your hand (without paying his cost).',
		fr: 'Réponse : après qu’un héros Nain que vous contrôlez a quitté le jeu, mettez Brok Poing-de-Fer en jeu depuis votre main (sans payer son coût).'
	},
	responses: [
		{
			on: 'leftPlay',
			from: 'hand',
			// « que vous contrôlez »: the event says who controlled the hero when it left play.
			when: (q, self, ev, seat) =>
				q.card(self).zone === `hand:${seat}` &&
				q.data(ev.card).type === 'hero' &&
				q.data(ev.card).traits.includes('Dwarf') &&
				ev.controller === seat &&
				!characterTitleInPlay(q, q.title(self)),
			run: (g, self, a) => g.putIntoPlay(self, a.seat)
		}
	]
});

// For Gondor!
defineCard('01022', {
	text: {
		en: 'Action: until the end of the phase, every character in play gets +1 attack; Gondor characters also get +1 defense.',
		fr: 'Action : jusqu’à la fin de la phase, chaque personnage en jeu a +1 attaque ; les personnages Gondor ont aussi +1 défense.'
	},
	play: {
		timing: 'action',
		when: (q) => q.characters().length > 0,
		run(g) {
			for (const c of g.characters()) {
				g.addModifier(c, 'attack', 1, 'endOfPhase');
				if (g.hasTrait(c, 'Gondor')) g.addModifier(c, 'defense', 1, 'endOfPhase');
			}
		}
	}
});

// Sneak Attack
defineCard('01023', {
	text: {
		en: 'Action: put 1 ally from your hand into play. At the end of the phase, if it is still in play, it returns to your hand.',
		fr: 'Action : mettez en jeu 1 allié de votre main. À la fin de la phase, s’il est toujours en jeu, il retourne dans votre main.'
	},
	play: {
		timing: 'action',
		targets: (q, _self, seat) => alliesInHand(q, seat),
		run(g, _self, a) {
			const ally = a.target as Iid;
			// The delayed effect is registered once the ally is in play, before its « enters play »
			// responses; it is forgotten if the ally leaves play first (a new card if it comes back).
			g.putIntoPlay(ally, a.seat, () => g.atEndOfPhase('returnToHand', { ally }, ally));
		}
	},
	hooks: {
		returnToHand(g, _self, args: { ally: Iid }) {
			if (g.inPlay(args.ally)) g.moveTo(args.ally, `hand:${g.card(args.ally).owner!}`);
		}
	}
});

// Valiant Sacrifice
defineCard('01024', {
	text: {
		en: 'Response: after an ally leaves play, its controller draws 2 cards.',
		fr: 'Réponse : après qu’un allié a quitté le jeu, son contrôleur pioche 2 cartes.'
	},
	play: {
		timing: 'response',
		on: 'leftPlay',
		when: (q, _self, _seat, ev) => ev?.type === 'leftPlay' && q.data(ev.card).type === 'ally' && ev.controller !== null,
		run(g, _self, a) {
			// Out of play the ally is back under its owner's control (« Contrôle et Propriété »): the
			// event says who controlled it when it left play.
			if (a.ev?.type === 'leftPlay' && a.ev.controller !== null) g.draw(a.ev.controller, 2);
		}
	}
});

// Grim Resolve
defineCard('01025', {
	text: { en: 'Action: ready every character in play.', fr: 'Action : redressez tous les personnages en jeu.' },
	play: {
		timing: 'action',
		when: (q) => q.characters().some((c) => q.card(c).exhausted),
		run(g) {
			for (const c of g.characters()) if (g.card(c).exhausted) g.ready(c);
		}
	}
});
