/**
 * Spirit (« Énergie ») player cards of the Core Set not built in player-cards.ts: the hero
 * Eleanor and the starter deck's cards 43-57 (rulebook « Pour la Première Partie »).
 * Behaviour only; numbers are in data/cards.ts. Wording is ours.
 */
import { defineCard, getDef } from '../registry';
import type { Query } from '../../effects/api';
import type { Iid, Json } from '../../types';
import { characterTitleInPlay } from './leadership';
import { attackedBy } from './tactics';

/** Heroes of every player. */
function allHeroes(q: Query): Iid[] {
	return q.players().flatMap((s) => q.heroes(s));
}

/** Locations in play (staging area and active location). */
function locationsInPlay(q: Query): Iid[] {
	const out = q.staging().filter((c) => q.isType(c, 'location'));
	const active = q.activeLocation();
	if (active) out.push(active);
	return out;
}

// Eleanor
defineCard('01008', {
	text: {
		en: 'Response: exhaust Eleanor to cancel the « when revealed » effects of a treachery just revealed from the encounter deck; discard it and reveal the next encounter card in its place.',
		fr: 'Réponse : inclinez Eleanor pour annuler les effets « une fois révélée » d’une traîtrise qui vient d’être révélée du deck de rencontre ; défaussez-la et révélez la carte de rencontre suivante à sa place.'
	},
	responses: [
		{
			on: 'revealed',
			when: (q, self, ev) =>
				q.inPlay(self) &&
				!q.card(self).exhausted &&
				q.isType(ev.card, 'treachery') &&
				q.card(ev.card).zone === 'limbo' &&
				!!getDef(q.card(ev.card).cardId)?.whenRevealed,
			run(g, self, a) {
				g.exhaust(self);
				g.cancel('whenRevealed', a.ev.card);
				g.discard(a.ev.card);
				g.revealEncounter(1);
			}
		}
	]
});

// Dúnhere
defineCard('01009', {
	text: {
		en: 'Dúnhere may attack an enemy in the staging area when he attacks alone; he then gets +1 attack.',
		fr: 'Dúnhere peut attaquer un ennemi de la zone de cheminement quand il attaque seul ; il a alors +1 attaque.'
	},
	canAttackStaging: (q, self) => q.inPlay(self),
	constant(q, self) {
		// The attack being declared or resolved, or a Quick Strike.
		const target = attackedBy(q, self);
		return target !== null && q.card(target).zone === 'staging' ? [{ target: self, stat: 'attack', delta: 1 }] : [];
	},
	gives: ['attack']
});

// Wandering Took (errata: reduce your threat by 3, raise theirs by 3)
defineCard('01043', {
	text: {
		en: 'Action: reduce your threat by 3 to give control of Wandering Took to another player; that player raises their threat by 3.',
		fr: 'Action : réduisez votre menace de 3 pour donner le contrôle du Touque Aventureux à un autre joueur ; ce joueur augmente sa menace de 3.'
	},
	actions: [
		{
			// The cost is paid in full only from 3 threat up (« Payer les Coûts »).
			can: (q, _self, seat) => q.threat(seat) >= 3,
			targets: (q, _self, seat) => q.players().filter((s) => s !== seat),
			run(g, self, a) {
				g.reduceThreat(a.seat, 3);
				g.giveControl(self, a.target as number);
				g.raiseThreat(a.target as number, 3);
			}
		}
	]
});

// Lórien Guide
defineCard('01044', {
	text: {
		en: 'Response: after Lórien Guide commits to a quest, place 1 progress token on the active location.',
		fr: 'Réponse : après que le Guide de la Lórien s’est engagé dans une quête, placez 1 marqueur de progression sur le lieu actif.'
	},
	responses: [
		{
			on: 'committed',
			when: (q, self, ev) => ev.cards.includes(self) && q.inPlay(self) && q.activeLocation() !== null,
			run: (g) => g.placeProgress(g.activeLocation()!, 1)
		}
	]
});

// Northern Tracker
defineCard('01045', {
	text: {
		en: 'Response: after Northern Tracker commits to a quest, place 1 progress token on each location in the staging area.',
		fr: 'Réponse : après que le Traqueur du Nord s’est engagé dans une quête, placez 1 marqueur de progression sur chaque lieu de la zone de cheminement.'
	},
	responses: [
		{
			on: 'committed',
			when: (q, self, ev) => ev.cards.includes(self) && q.inPlay(self) && q.staging().some((c) => q.isType(c, 'location')),
			run(g) {
				for (const l of g.staging().filter((c) => g.isType(c, 'location'))) g.placeProgress(l, 1);
			}
		}
	]
});

// The Galadhrim's Greeting
defineCard('01046', {
	text: {
		en: 'Action: reduce one player’s threat by 6, or each player’s threat by 2.',
		fr: 'Action : réduisez la menace d’un joueur de 6, ou celle de chaque joueur de 2.'
	},
	play: {
		timing: 'action',
		targets: (q): Json[] => [...q.players(), 'each'],
		run(g, _self, a) {
			if (a.target === 'each') for (const s of g.players()) g.reduceThreat(s, 2);
			else g.reduceThreat(a.target as number, 6);
		}
	}
});

// Strength of Will
defineCard('01047', {
	text: {
		en: 'Response: after you travel to a location, exhaust a spirit character you control to place 2 progress tokens on that location.',
		fr: 'Réponse : après avoir voyagé vers un lieu, inclinez un personnage Énergie que vous contrôlez pour placer 2 marqueurs de progression sur ce lieu.'
	},
	play: {
		timing: 'response',
		on: 'travelled',
		when: (q, _self, _seat, ev) => ev?.type === 'travelled' && q.inPlay(ev.location),
		targets: (q, _self, seat) => q.characters(seat).filter((c) => !q.card(c).exhausted && q.data(c).sphere === 'spirit'),
		run(g, _self, a) {
			g.exhaust(a.target as Iid);
			if (a.ev?.type === 'travelled') g.placeProgress(a.ev.location, 2);
		}
	}
});

// Hasty Stroke
defineCard('01048', {
	text: {
		en: 'Response: cancel a shadow effect just triggered during combat.',
		fr: 'Réponse : annulez un effet Ombre qui vient d’être déclenché pendant un combat.'
	},
	play: {
		timing: 'response',
		on: 'shadowTriggered',
		when: (q, _self, _seat, ev) => ev?.type === 'shadowTriggered' && q.card(ev.card).zone === 'shadow',
		run(g, _self, a) {
			if (a.ev?.type === 'shadowTriggered') g.cancel('shadow', a.ev.card);
		}
	}
});

// Will of the West (errata: remove it from the game)
defineCard('01049', {
	text: {
		en: 'Action: a player shuffles their discard pile back into their deck. Then remove Will of the West from the game.',
		fr: 'Action : un joueur mélange sa pile de défausse dans son deck. Retirez ensuite Volonté de l’Ouest de la partie.'
	},
	play: {
		timing: 'action',
		targets: (q) => q.players().filter((s) => q.discardPile(s).some((c) => q.data(c).type !== 'hero')),
		run(g, self, a) {
			const seat = a.target as number;
			// Heroes never go into a deck (the engine refuses such a move).
			for (const c of g.discardPile(seat)) g.moveTo(c, `deck:${seat}`);
			g.shuffle(`deck:${seat}`);
			g.moveTo(self, 'removed');
		}
	}
});

/** Allies of every discard pile whose title is not in play (« Cartes Uniques »). */
function alliesInDiscards(q: Query): Iid[] {
	return q.players().flatMap((s) => q.discardPile(s).filter((c) => q.data(c).type === 'ally' && !(q.data(c).unique && characterTitleInPlay(q, q.title(c)))));
}

// Stand and Fight (errata: an ally of any sphere)
defineCard('01051', {
	text: {
		en: 'Action: put into play under your control an ally of printed cost X from any player’s discard pile (any sphere).',
		fr: 'Action : mettez en jeu sous votre contrôle un allié de coût imprimé X de la pile de défausse d’un joueur (de n’importe quelle sphère).'
	},
	play: {
		timing: 'action',
		xValues: (q) => [...new Set(alliesInDiscards(q).map((c) => q.data(c).cost as number))].sort((a, b) => a - b),
		targets: (q, _self, _seat, _ev, x) => alliesInDiscards(q).filter((c) => q.data(c).cost === x),
		run: (g, _self, a) => g.putIntoPlay(a.target as Iid, a.seat)
	}
});

// A Light in the Dark
defineCard('01052', {
	text: {
		en: 'Action: return an enemy engaged with a player to the staging area.',
		fr: 'Action : renvoyez dans la zone de cheminement un ennemi engagé avec un joueur.'
	},
	play: {
		timing: 'action',
		targets: (q) => q.players().flatMap((s) => q.engagedWith(s)),
		run: (g, _self, a) => g.moveTo(a.target as Iid, 'staging')
	}
});

// Dwarven Tomb
defineCard('01053', {
	text: {
		en: 'Action: return 1 spirit card from your discard pile to your hand.',
		fr: 'Action : reprenez en main 1 carte Énergie de votre pile de défausse.'
	},
	play: {
		timing: 'action',
		targets: (q, _self, seat) => q.discardPile(seat).filter((c) => q.data(c).sphere === 'spirit' && q.data(c).type !== 'hero'),
		run: (g, _self, a) => g.moveTo(a.target as Iid, `hand:${a.seat}`)
	}
});

// Fortune or Fate
defineCard('01054', {
	text: {
		en: 'Action: put a hero from any player’s discard pile into play under its owner’s control.',
		fr: 'Action : mettez en jeu un héros de la pile de défausse d’un joueur, sous le contrôle de son propriétaire.'
	},
	play: {
		timing: 'action',
		targets: (q) =>
			q.players().flatMap((s) => q.discardPile(s).filter((c) => q.data(c).type === 'hero' && !characterTitleInPlay(q, q.title(c)))),
		run: (g, _self, a) => g.putIntoPlay(a.target as Iid, g.card(a.target as Iid).owner!)
	}
});

// The Favor of the Lady
defineCard('01055', {
	text: { en: 'Attach to a hero. +1 willpower.', fr: 'Attachez à un héros. +1 volonté.' },
	attachTo: (q) => allHeroes(q),
	constant: (q, self) => {
		const host = q.card(self).attachedTo;
		return host ? [{ target: host, stat: 'willpower', delta: 1 }] : [];
	},
	gives: ['willpower']
});

// Power in the Earth
defineCard('01056', {
	text: { en: 'Attach to a location. −1 threat.', fr: 'Attachez à un lieu. −1 menace.' },
	attachTo: (q) => locationsInPlay(q),
	constant: (q, self) => {
		const host = q.card(self).attachedTo;
		return host ? [{ target: host, stat: 'threat', delta: -1 }] : [];
	},
	gives: ['threat']
});

// Unexpected Courage
defineCard('01057', {
	text: {
		en: 'Attach to a hero. Action: exhaust Unexpected Courage to ready that hero.',
		fr: 'Attachez à un héros. Action : inclinez Courage Inattendu pour redresser ce héros.'
	},
	attachTo: (q) => allHeroes(q),
	actions: [
		{
			can: (q, self) => !q.card(self).exhausted && q.card(self).attachedTo !== null && q.card(q.card(self).attachedTo!).exhausted,
			run(g, self) {
				g.exhaust(self);
				g.ready(g.card(self).attachedTo!);
			}
		}
	]
});
