/**
 * Lore (« Connaissance ») player cards of the Core Set not built in player-cards.ts: the hero
 * Denethor and the starter deck's cards 58-72 (rulebook « Pour la Première Partie »).
 * Behaviour only; numbers are in data/cards.ts. Wording is ours.
 */
import { defineCard } from '../registry';
import type { Game, Query } from '../../effects/api';
import type { Iid, Json } from '../../types';

/** Heroes of every player. */
function allHeroes(q: Query): Iid[] {
	return q.players().flatMap((s) => q.heroes(s));
}

/** Codes of encounter cards that count as Condition attachments once attached (Caught in a Web). */
const CONDITION_ENCOUNTER_CARDS = new Set(['01080']);

/** Condition attachments in play (« attachement Condition »). */
function conditionsInPlay(q: Query): Iid[] {
	return q.zone('attached').filter((c) => q.hasTrait(c, 'Condition') || CONDITION_ENCOUNTER_CARDS.has(q.card(c).cardId));
}

/** Asks `seat` to order `left` from the top of `owner`'s deck; `picked` so far are topmost first. */
function orderBack(g: Game, seat: number, owner: number, left: Iid[], picked: Iid[]): void {
	if (left.length <= 1) {
		// Moving each card to the top, last first, leaves the first picked on top.
		for (const c of [...picked, ...left].reverse()) g.moveTo(c, `deck:${owner}`);
		return;
	}
	g.choose(seat, 'lcg_prompt_deck_order', left, 'order', { args: { seat, owner, left, picked } });
}

// Denethor
defineCard('01010', {
	text: {
		en: 'Action: exhaust Denethor to look at the top card of the encounter deck; you may move it to the bottom of the deck.',
		fr: 'Action : inclinez Denethor pour regarder la carte du dessus du deck de rencontre ; vous pouvez la placer sous le deck.'
	},
	actions: [
		{
			can: (q, self) => !q.card(self).exhausted && q.zone('encounterDeck').length > 0,
			run(g, self, a) {
				g.exhaust(self);
				const top = g.zone('encounterDeck')[0];
				const card = g.card(top).cardId;
				g.choose(
					a.seat,
					'lcg_prompt_encounter_top_move',
					[
						{ value: top, label: { key: 'lcg_opt_leave_on_top' } },
						{ value: 'bottom', label: { key: 'lcg_opt_move_to_bottom' } }
					],
					'place',
					{ params: { card }, args: { top } }
				);
			}
		}
	],
	hooks: {
		place(g, _self, a: { top: Iid; choice: Json }) {
			if (a.choice === 'bottom') g.moveTo(a.top, 'encounterDeck', true);
		}
	}
});

// Daughter of the Nimrodel
defineCard('01058', {
	text: {
		en: 'Action: exhaust Daughter of the Nimrodel to heal up to 2 damage on 1 hero.',
		fr: 'Action : inclinez Fille de la Nimrodel pour soigner jusqu’à 2 dégâts d’1 héros.'
	},
	actions: [
		{
			can: (q, self) => !q.card(self).exhausted,
			targets: (q) => allHeroes(q).filter((h) => q.card(h).damage > 0),
			run(g, self, a) {
				g.exhaust(self);
				g.heal(a.target as Iid, 2);
			}
		}
	]
});

// Erebor Hammersmith
defineCard('01059', {
	text: {
		en: 'Response: after you play Erebor Hammersmith, return the topmost attachment of a player’s discard pile to that player’s hand.',
		fr: 'Réponse : après avoir joué le Forgeron d’Erebor, renvoyez l’attachement le plus haut de la pile de défausse d’un joueur dans la main de ce joueur.'
	},
	responses: [
		{
			on: 'enteredPlay',
			// « Après avoir joué »: played from hand, not put into play (Sneak Attack, Stand and Fight).
			when: (q, self, ev) => ev.card === self && ev.played && q.inPlay(self),
			targets(q) {
				const out: Json[] = [];
				for (const s of q.players()) {
					const top = q
						.discardPile(s)
						.filter((c) => q.data(c).type === 'attachment')
						.pop();
					if (top) out.push(top);
				}
				return out;
			},
			run: (g, _self, a) => g.moveTo(a.target as Iid, `hand:${g.card(a.target as Iid).owner!}`)
		}
	]
});

// Henamarth Riversong
defineCard('01060', {
	text: {
		en: 'Action: exhaust Henamarth Riversong to look at the top card of the encounter deck.',
		fr: 'Action : inclinez Henamarth Chantrivière pour regarder la carte du dessus du deck de rencontre.'
	},
	actions: [
		{
			can: (q, self) => !q.card(self).exhausted && q.zone('encounterDeck').length > 0,
			run(g, self, a) {
				g.exhaust(self);
				const top = g.zone('encounterDeck')[0];
				// A decision only that player sees; every answer leaves the deck as it is.
				g.choose(a.seat, 'lcg_prompt_encounter_top_seen', [{ value: top, label: { key: 'lcg_opt_ok' } }], [], {
					optional: true,
					params: { card: g.card(top).cardId }
				});
			}
		}
	]
});

// Miner of the Iron Hills
defineCard('01061', {
	text: {
		en: 'Response: after Miner of the Iron Hills enters play, discard 1 Condition attachment in play.',
		fr: 'Réponse : après l’entrée en jeu du Mineur des Monts du Fer, défaussez 1 attachement Condition en jeu.'
	},
	responses: [
		{
			on: 'enteredPlay',
			when: (q, self, ev) => ev.card === self && q.inPlay(self),
			targets: (q) => conditionsInPlay(q),
			run: (g, _self, a) => g.discard(a.target as Iid)
		}
	]
});

// Gléowine
defineCard('01062', {
	text: {
		en: 'Action: exhaust Gléowine to choose a player; that player draws 1 card.',
		fr: 'Action : inclinez Gléowine pour choisir un joueur ; il pioche 1 carte.'
	},
	actions: [
		{
			can: (q, self) => !q.card(self).exhausted,
			targets: (q) => q.players(),
			run(g, self, a) {
				g.exhaust(self);
				g.draw(a.target as number, 1);
			}
		}
	]
});

// Lore of Imladris
defineCard('01063', {
	text: { en: 'Action: heal all damage on a character.', fr: 'Action : soignez tous les dégâts d’un personnage.' },
	play: {
		timing: 'action',
		targets: (q) => q.characters().filter((c) => q.card(c).damage > 0),
		run: (g, _self, a) => g.heal(a.target as Iid, g.card(a.target as Iid).damage)
	}
});

/**
 * « ne contribue pas sa menace » until the end of the phase: an « ignore » effect, a state
 * that a later threat bonus this phase (Driven by Shadow) does not undo.
 */
function noThreat(g: Game, target: Iid): void {
	g.ignoreStat(target, 'threat', 'endOfPhase');
}

// Radagast's Cunning
defineCard('01065', {
	text: {
		en: 'Quest Action: an enemy in the staging area contributes no threat until the end of the phase.',
		fr: 'Action de Quête : un ennemi de la zone de cheminement ne contribue pas sa menace jusqu’à la fin de la phase.'
	},
	play: {
		timing: 'action',
		phase: 'quest',
		targets: (q) => q.staging().filter((c) => q.isType(c, 'enemy') && q.stat(c, 'threat') > 0),
		run: (g, _self, a) => noThreat(g, a.target as Iid)
	}
});

// Secret Paths
defineCard('01066', {
	text: {
		en: 'Quest Action: a location in the staging area contributes no threat until the end of the phase.',
		fr: 'Action de Quête : un lieu de la zone de cheminement ne contribue pas sa menace jusqu’à la fin de la phase.'
	},
	play: {
		timing: 'action',
		phase: 'quest',
		targets: (q) => q.staging().filter((c) => q.isType(c, 'location') && q.stat(c, 'threat') > 0),
		run: (g, _self, a) => noThreat(g, a.target as Iid)
	}
});

// Gandalf's Search
defineCard('01067', {
	text: {
		en: 'Action: look at the top X cards of a player’s deck; add 1 of them to its owner’s hand and put the others back on top in any order.',
		fr: 'Action : regardez les X premières cartes du deck d’un joueur ; ajoutez-en 1 à la main de son propriétaire et remettez les autres sur le dessus dans l’ordre de votre choix.'
	},
	play: {
		timing: 'action',
		// X from 1 up to the largest deck (the engine keeps only the values that can be paid).
		xValues: (q) => {
			const most = Math.max(0, ...q.players().map((s) => q.deck(s).length));
			return Array.from({ length: most }, (_, i) => i + 1);
		},
		targets: (q) => q.players().filter((s) => q.deck(s).length > 0),
		run(g, _self, a) {
			const owner = a.target as number;
			const seen = g.deck(owner).slice(0, a.x);
			g.choose(a.seat, 'lcg_prompt_search_take', seen, 'take', { args: { seat: a.seat, owner, seen } });
		}
	},
	hooks: {
		take(g, _self, a: { seat: number; owner: number; seen: Iid[]; choice: Iid }) {
			g.moveTo(a.choice, `hand:${a.owner}`);
			orderBack(g, a.seat, a.owner, a.seen.filter((c) => c !== a.choice), []);
		},
		order(g, _self, a: { seat: number; owner: number; left: Iid[]; picked: Iid[]; choice: Iid }) {
			orderBack(g, a.seat, a.owner, a.left.filter((c) => c !== a.choice), [...a.picked, a.choice]);
		}
	}
});

// Beorn's Hospitality
defineCard('01068', {
	text: {
		en: 'Action: heal all damage on every hero a player controls.',
		fr: 'Action : soignez tous les dégâts de chaque héros contrôlé par un joueur.'
	},
	play: {
		timing: 'action',
		targets: (q) => q.players().filter((s) => q.heroes(s).some((h) => q.card(h).damage > 0)),
		run(g, _self, a) {
			for (const h of g.heroes(a.target as number)) g.heal(h, g.card(h).damage);
		}
	}
});

// Forest Snare
defineCard('01069', {
	text: {
		en: 'Attach to an enemy engaged with a player. That enemy cannot attack.',
		fr: 'Attachez à un ennemi engagé avec un joueur. Cet ennemi ne peut pas attaquer.'
	},
	// On an enemy (which nobody controls) it stays under the control of the player who played it.
	attachTo: (q) => q.players().flatMap((s) => q.engagedWith(s)),
	cannotAttack: (q, self, enemy) => q.card(self).attachedTo === enemy
});

// Protector of Lórien (errata: limit 3 times per phase)
defineCard('01070', {
	text: {
		en: 'Attach to a hero. Action: discard a card from your hand to give the hero +1 defense or +1 willpower until the end of the phase. (3 times per phase at most.)',
		fr: 'Attachez à un héros. Action : défaussez une carte de votre main pour donner au héros +1 défense ou +1 volonté jusqu’à la fin de la phase. (3 fois par phase au plus.)'
	},
	attachTo: (q) => allHeroes(q),
	actions: [
		{
			limit: { times: 3, per: 'phase' },
			can: (q, self) => q.card(self).attachedTo !== null,
			targets(q, _self, seat) {
				const out: Json[] = [];
				for (const c of q.hand(seat)) for (const stat of ['willpower', 'defense']) out.push({ discard: c, stat });
				return out;
			},
			run(g, self, a) {
				const t = a.target as { discard: Iid; stat: 'willpower' | 'defense' };
				g.discard(t.discard);
				g.addModifier(g.card(self).attachedTo!, t.stat, 1, 'endOfPhase');
			}
		}
	]
});

// Dark Knowledge
defineCard('01071', {
	text: {
		en: 'Attach to a hero. −1 willpower. Response: exhaust Dark Knowledge to look at a shadow card just dealt to an enemy engaged with you.',
		fr: 'Attachez à un héros. −1 volonté. Réponse : inclinez Savoir Ténébreux pour regarder une carte Ombre qui vient d’être attribuée à un ennemi engagé avec vous.'
	},
	attachTo: (q) => allHeroes(q),
	constant: (q, self) => {
		const host = q.card(self).attachedTo;
		return host ? [{ target: host, stat: 'willpower', delta: -1 }] : [];
	},
	gives: ['willpower'],
	responses: [
		{
			on: 'shadowDealt',
			when: (q, self, ev, seat) =>
				q.inPlay(self) && !q.card(self).exhausted && q.engagedSeat(ev.enemy) === seat && q.card(ev.card).zone === 'shadow' && q.card(ev.card).faceDown,
			run(g, self, a) {
				g.exhaust(self);
				// A decision only that player sees; every answer leaves the card face down.
				g.choose(a.seat, 'lcg_prompt_shadow_seen', [{ value: a.ev.card, label: { key: 'lcg_opt_ok' } }], [], {
					optional: true,
					params: { card: g.card(a.ev.card).cardId, enemy: g.card(a.ev.enemy).cardId }
				});
			}
		}
	]
});

// Self Preservation
defineCard('01072', {
	text: {
		en: 'Attach to a character. Action: exhaust Self Preservation to heal 2 damage on that character.',
		fr: 'Attachez à un personnage. Action : inclinez Instinct de Survie pour soigner 2 dégâts de ce personnage.'
	},
	attachTo: (q) => q.characters(),
	actions: [
		{
			can: (q, self) => {
				const host = q.card(self).attachedTo;
				return !q.card(self).exhausted && host !== null && q.card(host).damage > 0;
			},
			run(g, self) {
				g.exhaust(self);
				g.heal(g.card(self).attachedTo!, 2);
			}
		}
	]
});
