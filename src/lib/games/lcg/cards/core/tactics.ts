/**
 * Tactics (« Tactique ») player cards of the Core Set not built in player-cards.ts: the hero
 * Thalin and the starter deck's cards 28-42 (rulebook « Pour la Première Partie »).
 * Behaviour only; numbers are in data/cards.ts. Wording is ours.
 */
import { defineCard, getDef } from '../registry';
import type { Query } from '../../effects/api';
import type { Iid, Json } from '../../types';

/** Ready characters `seat` controls. */
function readyOf(q: Query, seat: number): Iid[] {
	return q.characters(seat).filter((c) => !q.card(c).exhausted);
}

/**
 * The enemy `attacker` is attacking right now: the player attack being resolved (« Attaquer
 * les Ennemis »), or a Quick Strike (flag `strike:<attacker>:<enemy>` while it resolves).
 */
export function attackedBy(q: Query, attacker: Iid): Iid | null {
	const pa = q.ctx.combat.playerAttack;
	if (pa && pa.attackers.includes(attacker)) return pa.target;
	const prefix = `strike:${attacker}:`;
	const f = q.ctx.flags.find((x) => x.startsWith(prefix));
	return f ? f.slice(prefix.length) : null;
}

// Thalin (errata: his damage is dealt before the revealed enemy's surge and « when revealed »)
defineCard('01006', {
	text: {
		en: 'While Thalin is committed to a quest, deal 1 damage to each enemy as it is revealed from the encounter deck (before its surge and « when revealed » effects).',
		fr: 'Tant que Thalin est engagé dans une quête, infligez 1 dégât à chaque ennemi au moment où il est révélé du deck de rencontre (avant son Renfort et ses effets « une fois révélé »).'
	},
	forced: [
		{
			on: 'revealed',
			when: (q, self, ev) => q.inPlay(self) && q.committed().includes(self) && q.inPlay(ev.card) && q.isType(ev.card, 'enemy'),
			run: (g, self, ev) => g.damage(ev.card, 1, self)
		}
	]
});

// Beorn
defineCard('01031', {
	text: {
		en: 'Action: Beorn gets +5 attack until the end of the phase; at the end of that phase, shuffle him back into your deck. (Once per round.)',
		fr: 'Action : Beorn a +5 attaque jusqu’à la fin de la phase ; à la fin de cette phase, mélangez-le dans votre deck. (Une fois par tour.)'
	},
	actions: [
		{
			limit: { times: 1, per: 'round' },
			run: (g, self) => g.addModifier(self, 'attack', 5, 'endOfPhase')
		}
	],
	forced: [
		{
			// The +5 modifier still exists when `endOfPhase` is emitted (it expires right after).
			on: 'endOfPhase',
			when: (q, self) => q.inPlay(self) && q.ctx.modifiers.some((m) => m.source === self && m.target === self && m.stat === 'attack' && m.delta === 5),
			run(g, self) {
				const owner = g.card(self).owner!;
				g.moveTo(self, `deck:${owner}`);
				g.shuffle(`deck:${owner}`);
			}
		}
	]
});

// Blade Mastery
defineCard('01032', {
	text: {
		en: 'Action: a character gets +1 attack and +1 defense until the end of the phase.',
		fr: 'Action : un personnage a +1 attaque et +1 défense jusqu’à la fin de la phase.'
	},
	play: {
		timing: 'action',
		targets: (q) => q.characters(),
		run(g, _self, a) {
			g.addModifier(a.target as Iid, 'attack', 1, 'endOfPhase');
			g.addModifier(a.target as Iid, 'defense', 1, 'endOfPhase');
		}
	}
});

// Rain of Arrows
defineCard('01033', {
	text: {
		en: 'Action: exhaust a Ranged character you control to choose a player; deal 1 damage to each enemy engaged with that player.',
		fr: 'Action : inclinez un personnage À distance que vous contrôlez pour choisir un joueur ; infligez 1 dégât à chaque ennemi engagé avec ce joueur.'
	},
	play: {
		timing: 'action',
		targets(q, _self, seat) {
			const out: Json[] = [];
			for (const c of readyOf(q, seat).filter((x) => q.hasKeyword(x, 'Ranged')))
				for (const s of q.players()) if (q.engagedWith(s).length > 0) out.push({ exhaust: c, player: s });
			return out;
		},
		run(g, self, a) {
			const t = a.target as { exhaust: Iid; player: number };
			g.exhaust(t.exhaust);
			for (const e of g.engagedWith(t.player)) g.damage(e, 1, self);
		}
	}
});

// Quick Strike
defineCard('01035', {
	text: {
		en: 'Action: exhaust a character you control to have it attack at once, alone, an enemy it could attack (engaged with you, or with anyone if it is Ranged).',
		fr: 'Action : inclinez un personnage que vous contrôlez pour qu’il attaque aussitôt, seul, un ennemi qu’il pourrait attaquer (engagé avec vous, ou avec n’importe qui s’il est À distance).'
	},
	play: {
		timing: 'action',
		targets(q, _self, seat) {
			const out: Json[] = [];
			for (const c of readyOf(q, seat)) {
				const seats = q.hasKeyword(c, 'Ranged') ? q.players() : [seat];
				for (const s of seats) for (const e of q.engagedWith(s)) out.push({ attacker: c, enemy: e });
				// Alone, Dúnhere may also target the staging area.
				if (getDef(q.card(c).cardId)?.canAttackStaging?.(q, c)) for (const e of q.staging().filter((x) => q.isType(x, 'enemy'))) out.push({ attacker: c, enemy: e });
			}
			return out;
		},
		run(g, _self, a) {
			const t = a.target as { attacker: Iid; enemy: Iid };
			const flag = `strike:${t.attacker}:${t.enemy}`;
			g.exhaust(t.attacker);
			g.push({ k: 'flag', flag });
			g.run('strike', { ...t, seat: a.seat, flag });
		}
	},
	hooks: {
		strike(g, _self, a: { attacker: Iid; enemy: Iid; seat: number; flag: string }) {
			if (g.inPlay(a.attacker) && g.inPlay(a.enemy)) {
				// « Déterminer les dégâts de combat »: attack strength minus the enemy's defense.
				g.damage(a.enemy, Math.max(0, g.stat(a.attacker, 'attack') - g.stat(a.enemy, 'defense')), null);
				g.run('resolved', a);
			}
			g.push({ k: 'rule', name: 'flagClear', args: { flag: a.flag } });
		},
		resolved(g, _self, a: { attacker: Iid; enemy: Iid; seat: number }) {
			g.emit({ type: 'attackResolved', enemy: a.enemy, attackers: [a.attacker], destroyed: !g.inPlay(a.enemy), seat: a.seat });
		}
	}
});

/** Enemies engaged with a player that have not attacked yet this phase and are not already stopped. */
function mayStillAttack(q: Query, enemy: Iid): boolean {
	const seat = q.engagedSeat(enemy);
	return seat !== null && !q.ctx.combat.attacked.includes(enemy) && !q.ctx.flags.includes(`phase:noAttack:${enemy}:${seat}`);
}

// Feint (errata: Combat Action, that player)
defineCard('01034', {
	text: {
		en: 'Combat Action: choose an enemy engaged with a player; it cannot attack that player this phase.',
		fr: 'Action de Combat : choisissez un ennemi engagé avec un joueur ; il ne peut pas attaquer ce joueur pendant cette phase.'
	},
	play: {
		timing: 'action',
		phase: 'combat',
		targets: (q) => q.players().flatMap((s) => q.engagedWith(s).filter((e) => mayStillAttack(q, e))),
		run(g, _self, a) {
			const enemy = a.target as Iid;
			g.push({ k: 'flag', flag: `phase:noAttack:${enemy}:${g.engagedSeat(enemy)}` });
		}
	}
});

// Thicket of Spears (errata: paid from 3 different heroes; that player's engaged enemies)
defineCard('01036', {
	text: {
		en: 'Pay with resources from 3 different heroes. Action: choose a player; the enemies engaged with them cannot attack them this phase.',
		fr: 'Payez avec les ressources de 3 héros différents. Action : choisissez un joueur ; les ennemis engagés avec lui ne peuvent pas l’attaquer pendant cette phase.'
	},
	payment: (_q, _self, _seat, pay) => Object.values(pay).filter((n) => n > 0).length >= 3,
	play: {
		timing: 'action',
		// Enemies only attack in the combat phase, and « this phase » ends with it.
		when: (q) => q.phase() === 'combat',
		targets: (q) => q.players().filter((s) => q.engagedWith(s).some((e) => mayStillAttack(q, e))),
		run(g, _self, a) {
			const seat = a.target as number;
			for (const e of g.engagedWith(seat)) g.push({ k: 'flag', flag: `phase:noAttack:${e}:${seat}` });
		}
	}
});

// Swift Strike
defineCard('01037', {
	text: {
		en: 'Response: after a character is declared as a defender, deal 2 damage to the attacking enemy.',
		fr: 'Réponse : après qu’un personnage a été déclaré défenseur, infligez 2 dégâts à l’ennemi attaquant.'
	},
	play: {
		timing: 'response',
		on: 'defenderDeclared',
		when: (q, _self, _seat, ev) => ev?.type === 'defenderDeclared' && q.inPlay(ev.enemy),
		run(g, self, a) {
			if (a.ev?.type === 'defenderDeclared') g.damage(a.ev.enemy, 2, self);
		}
	}
});

// Stand Together
defineCard('01038', {
	text: {
		en: 'Action: choose a player; this phase, they may declare any number of their characters as defenders against each enemy attacking them.',
		fr: 'Action : choisissez un joueur ; pendant cette phase, il peut déclarer autant de ses personnages qu’il veut comme défenseurs contre chaque ennemi qui l’attaque.'
	},
	play: {
		timing: 'action',
		// Enemies only attack in the combat phase, and « this phase » ends with it.
		when: (q) => q.phase() === 'combat',
		targets: (q) => q.players().filter((s) => !q.ctx.flags.includes(`phase:multiDefend:${s}`) && q.engagedWith(s).length > 0),
		run: (g, _self, a) => g.allowMultipleDefenders(a.target as number)
	}
});

// Blade of Gondolin
defineCard('01039', {
	text: {
		en: 'Attach to a hero. Restricted. +1 attack while attacking an Orc. Response: after the hero attacks and destroys an enemy, place 1 progress token on the current quest.',
		fr: 'Attachez à un héros. Restreint. +1 attaque quand il attaque un Orque. Réponse : après que le héros a attaqué et détruit un ennemi, placez 1 marqueur de progression sur la quête en cours.'
	},
	attachTo: (q) => q.players().flatMap((s) => q.heroes(s)),
	constant(q, self) {
		const host = q.card(self).attachedTo;
		if (!host) return [];
		const target = attackedBy(q, host);
		return target && q.inPlay(target) && q.hasTrait(target, 'Orc') ? [{ target: host, stat: 'attack', delta: 1 }] : [];
	},
	gives: ['attack'],
	responses: [
		{
			on: 'attackResolved',
			when: (q, self, ev) => ev.destroyed && q.inPlay(self) && q.card(self).attachedTo !== null && ev.attackers.includes(q.card(self).attachedTo!),
			run: (g) => g.placeProgress('quest', 1)
		}
	]
});

// Horn of Gondor (errata: after a character is destroyed)
defineCard('01042', {
	text: {
		en: 'Attach to a hero. Restricted. Response: after a character is destroyed, add 1 resource to the hero’s pool.',
		fr: 'Attachez à un héros. Restreint. Réponse : après qu’un personnage a été détruit, ajoutez 1 ressource à la réserve du héros.'
	},
	attachTo: (q) => q.players().flatMap((s) => q.heroes(s)),
	responses: [
		{
			on: 'destroyed',
			when: (q, self, ev) => ev.kind === 'character' && q.inPlay(self) && q.card(self).attachedTo !== null,
			run: (g, self) => g.addResources(g.card(self).attachedTo!, 1)
		}
	]
});
