/**
 * Scenario « Évasion de Dol Guldur » (Escape from Dol Guldur): its encounter set (Core Set
 * 101-110) and quest cards (123-125). Behaviour only; numbers are in data/cards.ts. Wording is
 * ours. The face-down « Orc Guard » cards follow the rulebook FAQ (« Garde Orque »: no trait).
 */
import { defineCard } from '../registry';
import type { CardDefinition, Game, Query } from '../../effects/api';
import type { Iid } from '../../types';

/** Nazgûl of Dol Guldur's code (set aside at setup, enters play when the prisoner is rescued). */
export const NAZGUL = '01102';
/** The three objective cards of the scenario (Gandalf's Map, Dungeon Torch, Shadow Key). */
export const OBJECTIVES = ['01108', '01109', '01110'];

/** « when it is free of encounters »: no encounter card in the staging area guards it. */
function free(q: Query, objective: Iid): boolean {
	return !q.staging().some((c) => q.card(c).attachedTo === objective);
}

/** The hero an attachment is attached to, or null. */
function hostOf(q: Query, self: Iid): Iid | null {
	return q.card(self).zone === 'attached' ? q.card(self).attachedTo : null;
}

/** Each player's top deck card becomes an Orc Guard engaged with them. */
function orcGuards(g: Game): void {
	for (const seat of g.players()) g.push({ k: 'orcGuard', seat });
}

/** « The players, as a group, cannot play more than 1 ally card each round. » */
const oneAllyPerRound: CardDefinition['cannotPlay'] = (q, _self, card) => q.isType(card, 'ally') && (q.ctx.limits.alliesPlayed ?? 0) >= 1;

/** The card with tokens.prisoner, if any. */
function prisoner(q: Query): Iid | null {
	for (const s of q.players()) for (const c of q.zone(`play:${s}`)) if (q.card(c).tokens.prisoner) return c;
	return null;
}

/**
 * The claim Action of a guarded objective: « Raise your threat by 2 to claim this objective
 * when it is free of encounters. When claimed, attach it to a hero you control. »
 */
function claimObjective(extra: Partial<CardDefinition>): CardDefinition {
	return {
		...extra,
		actions: [
			{
				who: 'anyPlayer',
				can: (q, self) => q.card(self).zone === 'staging' && free(q, self),
				targets: (q, _self, seat) => q.heroes(seat),
				run(g, self, a) {
					g.raiseThreat(a.seat, 2);
					g.log('lcg_log_claimed', { card: g.card(self).cardId }, a.seat);
					g.push({ k: 'attach', card: self, host: a.target as Iid, seat: a.seat });
				}
			}
		]
	};
}

// Dungeon Jailor
defineCard('01101', {
	text: {
		en: 'Forced: if it is in the staging area after the players quested unsuccessfully, shuffle 1 unclaimed objective of the staging area back into the encounter deck.',
		fr: 'Forcé : s’il est dans la zone de cheminement après une quête ratée, mélangez 1 objectif non récupéré de la zone de cheminement dans le deck Rencontre.'
	},
	forced: [
		{
			on: 'questFailed',
			when: (q, self) => q.card(self).zone === 'staging',
			run(g) {
				const objectives = g.staging().filter((c) => g.data(c).type === 'objective');
				g.choose(g.firstPlayer(), 'lcg_prompt_shuffle_objective', objectives, [
					{ k: 'move', card: '$choice', to: 'encounterDeck', bottom: false },
					{ k: 'shuffle', zone: 'encounterDeck' }
				]);
			}
		}
	]
});

// Nazgûl of Dol Guldur
defineCard(NAZGUL, {
	text: {
		en: 'No attachments can be played on it. It enters the staging area when the prisoner is rescued. Forced: after a shadow effect dealt to it resolves, the engaged player discards 1 character they control.',
		fr: 'Aucun attachement ne peut être joué sur lui. Il entre dans la zone de cheminement quand le prisonnier est délivré. Forcé : après la résolution d’un effet Ombre qui lui est attribué, le joueur engagé défausse 1 personnage qu’il contrôle.'
	},
	noAttachments: true,
	forced: [
		{
			on: 'shadowResolved',
			when: (q, self, ev) => ev.enemy === self && q.engagedSeat(self) !== null,
			run(g, self) {
				const seat = g.engagedSeat(self)!;
				g.choose(seat, 'lcg_prompt_discard_character', g.characters(seat), [{ k: 'discard', card: '$choice' }]);
			}
		}
	]
});

// Cavern Guardian
defineCard('01103', {
	text: {
		en: 'Doomed 1. Shadow: discard 1 attachment you control (all of them if undefended); a discarded objective returns to the staging area.',
		fr: 'Maudit 1. Ombre : défaussez 1 attachement que vous contrôlez (tous si sans défense) ; un objectif défaussé retourne dans la zone de cheminement.'
	},
	shadow(g, _self, a) {
		const mine = g.zone('attached').filter((c) => g.card(c).controller === a.seat);
		if (a.undefended) for (const c of mine) g.discard(c);
		else g.choose(a.seat, 'lcg_prompt_discard_attachment', mine, [{ k: 'discard', card: '$choice' }]);
	}
});

// Under the Shadow
defineCard('01104', {
	text: {
		en: 'When revealed: until the end of the phase, the total threat of the staging area is raised by the number of players. Shadow: the defending player raises their threat by the number of enemies engaged with them.',
		fr: 'Une fois révélée : jusqu’à la fin de la phase, le total de menace de la zone de cheminement augmente du nombre de joueurs. Ombre : le joueur en défense augmente sa menace du nombre d’ennemis engagés avec lui.'
	},
	whenRevealed(g) {
		g.addStagingThreat(g.players().length, 'endOfPhase');
	},
	shadow(g, _self, a) {
		g.raiseThreat(a.seat, g.engagedWith(a.seat).length);
	}
});

/** Iron Shackles on top of the first player's deck: set aside with the seat (+1) of that deck. */
function shackle(g: Game, self: Iid): void {
	const seat = g.firstPlayer();
	g.moveTo(self, 'setAside');
	g.push({ k: 'token', card: self, name: 'deck', value: seat + 1 });
	g.log('lcg_log_shackles', {}, seat);
}

// Iron Shackles
defineCard('01105', {
	text: {
		en: 'When revealed: attach it to the first player’s deck; the next time that player would draw, discard Iron Shackles instead. Shadow: resolve its « when revealed » effect.',
		fr: 'Une fois révélée : attachez-la au deck du premier joueur ; la prochaine fois qu’il devrait piocher, défaussez les Chaînes de Fer à la place. Ombre : résolvez son effet « une fois révélée ».'
	},
	replacesDraw: true,
	whenRevealed: (g, self) => shackle(g, self),
	shadow: (g, self) => shackle(g, self)
});

// Tower Gate
defineCard('01107', {
	text: {
		en: 'Forced: after travelling here, each player puts the top card of their deck face down as an « Orc Guard » engaged with them: an enemy with 1 hit point, 1 attack, 1 defense.',
		fr: 'Forcé : après y avoir voyagé, chaque joueur place la carte du dessus de son deck face cachée comme « Garde Orque » engagé avec lui : un ennemi à 1 point de vie, 1 attaque, 1 défense.'
	},
	forced: [{ on: 'travelled', run: (g) => orcGuards(g) }]
});

// Gandalf's Map
defineCard(
	'01108',
	claimObjective({
		text: {
			en: 'Guarded. Restricted. Action: raise your threat by 2 to claim it when free of encounters and attach it to a hero you control. That hero cannot attack or defend.',
			fr: 'Protégé. Restreint. Action : augmentez votre menace de 2 pour le récupérer quand il n’est plus protégé et l’attacher à un héros que vous contrôlez. Ce héros ne peut ni attaquer ni défendre.'
		},
		constant(q, self) {
			const host = hostOf(q, self);
			return host ? [{ target: host, cannot: 'attack' }, { target: host, cannot: 'defend' }] : [];
		},
		gives: ['cannot']
	})
);

// Dungeon Torch
defineCard(
	'01109',
	claimObjective({
		text: {
			en: 'Guarded. Restricted. Action: raise your threat by 2 to claim it when free of encounters and attach it to a hero you control. Forced: at the end of each round, that hero’s controller raises their threat by 2.',
			fr: 'Protégé. Restreint. Action : augmentez votre menace de 2 pour la récupérer quand elle n’est plus protégée et l’attacher à un héros que vous contrôlez. Forcé : à la fin de chaque tour, le contrôleur de ce héros augmente sa menace de 2.'
		},
		forced: [
			{
				on: 'endOfRound',
				when: (q, self) => hostOf(q, self) !== null,
				run(g, self) {
					const host = hostOf(g, self);
					const seat = host ? g.controller(host) : null;
					if (seat !== null) g.raiseThreat(seat, 2);
				}
			}
		]
	})
);

// Shadow Key
defineCard(
	'01110',
	claimObjective({
		text: {
			en: 'Guarded. Restricted. Action: raise your threat by 2 to claim it when free of encounters and attach it to a hero you control. Forced: at the end of each round, that hero takes 1 damage.',
			fr: 'Protégé. Restreint. Action : augmentez votre menace de 2 pour la récupérer quand elle n’est plus protégée et l’attacher à un héros que vous contrôlez. Forcé : à la fin de chaque tour, ce héros subit 1 dégât.'
		},
		forced: [
			{
				on: 'endOfRound',
				when: (q, self) => hostOf(q, self) !== null,
				run(g, self) {
					const host = hostOf(g, self);
					if (host) g.damage(host, 1, self);
				}
			}
		]
	})
);

// The Necromancer's Tower (stage 1)
defineCard('01123', {
	text: {
		en: 'Setup: the 3 objectives go to the staging area, each guarded by an encounter card; the Nazgûl of Dol Guldur is set aside. When revealed: a random hero becomes the prisoner (face down, unusable, undamageable, no resources) until rescued. At most 1 ally played per round by the group. To advance, the players need at least 1 objective.',
		fr: 'Mise en place : les 3 objectifs vont dans la zone de cheminement, chacun protégé par une carte Rencontre ; le Nazgûl de Dol Guldur est mis de côté. Une fois révélée : un héros au hasard devient le prisonnier (face cachée, inutilisable, ne subit pas de dégâts, pas de ressources) jusqu’à sa délivrance. Au plus 1 allié joué par tour pour tout le groupe. Pour avancer, il faut au moins 1 objectif.'
	},
	setup(g) {
		for (const code of OBJECTIVES) {
			const o = g.search('encounterDeck', (c) => g.card(c).cardId === code)[0];
			if (o) g.moveTo(o, 'staging');
		}
		const nazgul = g.search('encounterDeck', (c) => g.card(c).cardId === NAZGUL)[0];
		if (nazgul) g.moveTo(nazgul, 'setAside');
		g.shuffle('encounterDeck');
		g.run('guardAll');
	},
	whenRevealed(g) {
		const all = g.players().flatMap((s) => g.heroes(s));
		g.random(all, [{ k: 'prisoner', card: '$choice', on: true }]);
	},
	cannotPlay: oneAllyPerRound,
	canDefeat: (q) => q.zone('attached').some((c) => OBJECTIVES.includes(q.card(c).cardId)),
	hooks: {
		guardAll(g) {
			for (const o of g.staging())
				if (OBJECTIVES.includes(g.card(o).cardId)) {
					g.log('lcg_log_guarded', { card: g.card(o).cardId });
					g.push({ k: 'rule', name: 'guard', args: { objective: o } });
				}
		}
	}
});

// Through the Caverns (stage 2)
defineCard('01124', {
	text: {
		en: 'Response: after progress is placed here, rescue the prisoner: turn it face up with 1 damage; the Nazgûl of Dol Guldur enters the staging area. At most 1 ally played per round by the group. To advance, the prisoner must be rescued and all 3 objectives claimed.',
		fr: 'Réponse : après avoir placé de la progression ici, délivrez le prisonnier : retournez-le face visible avec 1 dégât ; le Nazgûl de Dol Guldur entre dans la zone de cheminement. Au plus 1 allié joué par tour pour tout le groupe. Pour avancer, il faut avoir délivré le prisonnier et récupéré les 3 objectifs.'
	},
	responses: [
		{
			on: 'progressPlaced',
			who: 'firstPlayer',
			when: (q, self, ev) => ev.stage === self && prisoner(q) !== null,
			run(g) {
				const p = prisoner(g)!;
				g.push({ k: 'prisoner', card: p, on: false });
				g.damage(p, 1, null);
				// Nazgûl of Dol Guldur, « Forced: when the prisoner is rescued, move it into the staging area ».
				const nazgul = g.search('setAside', (c) => g.card(c).cardId === NAZGUL)[0];
				if (nazgul) g.addToStaging(nazgul);
			}
		}
	],
	cannotPlay: oneAllyPerRound,
	canDefeat: (q) => prisoner(q) === null && OBJECTIVES.every((code) => q.zone('attached').some((c) => q.card(c).cardId === code))
});

// Out of the Dungeons (stage 3)
defineCard('01125', {
	text: {
		en: 'Forced: at the start of each quest phase, each player puts the top card of their deck face down as an « Orc Guard » engaged with them (1 hit point, 1 attack, 1 defense). This stage cannot be defeated while the Nazgûl of Dol Guldur is in play; defeating it wins the game.',
		fr: 'Forcé : au début de chaque phase de quête, chaque joueur place la carte du dessus de son deck face cachée comme « Garde Orque » engagé avec lui (1 point de vie, 1 attaque, 1 défense). Cette étape ne peut pas être vaincue tant que le Nazgûl de Dol Guldur est en jeu ; la vaincre fait gagner la partie.'
	},
	forced: [
		{
			on: 'startOfPhase',
			when: (q, self, ev) => ev.phase === 'quest' && q.card(self).zone === 'quest',
			run: (g) => orcGuards(g)
		}
	],
	canDefeat: (q) => !q.enemies().some((c) => q.card(c).cardId === NAZGUL)
});
