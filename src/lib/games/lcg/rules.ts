/**
 * The rules of « Le Seigneur des Anneaux : le jeu de cartes » as pure procedures over a
 * draft context (the caller clones it): setup (« Préparation »), paying (« Phase 2 :
 * Organisation », « Paiement des Cartes Neutre »), playing cards, revealing encounter cards
 * (« Renforcement », keywords « Renfort », « Maudit X », « Protégé »), quest resolution and
 * progress (« Étape 3 : Résolution de la Quête », « Avancement de la Quête »), travel,
 * engagement checks, shadow cards, damage, refresh, elimination and the score sheet
 * (« Décompte »). Procedures that must interleave with players' choices are run as
 * `{ k: 'rule' }` entries of the effect stack (`runRule`).
 */
import type { CardData } from './data/cards';
import { getDef } from './cards/registry';
import { QueryImpl } from './effects/api';
import { runHook } from './effects/hooks';
import { activeLocation, attachmentsOf, cardLabel, cardRef, characters, dataOf, discardZoneOf, hasKeyword, heroes, inPlay, log, moveCard, pushEffects, stat, turnOrder, zoneIds } from './state';
import type { Effect, Iid, Json, LcgContext, Phase } from './types';
import { ELIMINATION_THREAT, randomIndex } from './setup';
import { encounterTop, revealCard, questProgress, advanceStage, revealStage, engagementCheck, dealShadowTo, shadowEffects } from './encounter';
import { readyAll, passFirstPlayer } from './combat';

export { ELIMINATION_THREAT, STARTING_HAND, deckFor, emptyContext, createContext, mulligan, shuffleZone, randomIndex, drawCards } from './setup';
export { paymentSplits, payingHeroes, cardPayments, applyPay, holdsPlanningCard, playEvents, hasAction, activateEvents, playCard, activate } from './play';
export { encounterTop, revealCard, placeProgress, stageDefeatable, winGame, distinctByCard, engageEnemy, dealShadows, dealShadowTo } from './encounter';
export { enemyAttackDamage, playerAttackDamage, attackStrength, readyAll, passFirstPlayer, changeThreat, eliminatePlayer } from './combat';

/* ------------------------------------------------------------ rule stack */

/**
 * Runs one rule procedure of the stack (types.ts `RuleName`).
 * @throws Error for an unknown rule name (a broken saved stack)
 */
export function runRule(ctx: LcgContext, name: string, args: Json): void {
	const a = (args ?? {}) as Record<string, Json>;
	switch (name) {
		case 'whenRevealed': {
			const id = a.card as Iid;
			const flag = `cancel:whenRevealed:${id}`;
			if (ctx.flags.includes(flag)) {
				ctx.flags = ctx.flags.filter((f) => f !== flag);
				log(ctx, 'lcg_log_when_revealed_cancelled', { card: cardRef(ctx, id) });
				return;
			}
			if (ctx.cards[id].zone === 'staging' || ctx.cards[id].zone === 'limbo') {
				const def = getDef(ctx.cards[id].cardId);
				if (def?.whenRevealed) runHook(ctx, ctx.cards[id].cardId, '#whenRevealed', id, null);
			}
			return;
		}
		case 'keywords':
			return keywordsOnEntry(ctx, a.card as Iid, (a.guardOf as Iid | null) ?? null, a.revealed !== false);
		case 'treacheryDone': {
			const id = a.card as Iid;
			if (ctx.cards[id].zone === 'limbo') moveCard(ctx, id, 'encounterDiscard');
			return;
		}
		case 'questProgress':
			return questProgress(ctx, a.amount as number);
		case 'advanceStage':
			return advanceStage(ctx);
		case 'revealStage':
			return revealStage(ctx);
		case 'travelTo': {
			const loc = a.location as Iid;
			if (ctx.cards[loc].zone !== 'staging' || activeLocation(ctx)) return;
			moveCard(ctx, loc, 'active');
			log(ctx, 'lcg_log_travel', { card: cardRef(ctx, loc) });
			pushEffects(ctx, [{ k: 'emit', ev: { type: 'travelled', location: loc } }]);
			return;
		}
		case 'engagementCheck':
			return engagementCheck(ctx, a.idx as number, a.misses as number);
		case 'shadowEffects':
			return shadowEffects(ctx);
		case 'shadowEffect': {
			const id = a.card as Iid;
			const flag = `cancel:shadow:${id}`;
			if (ctx.flags.includes(flag)) {
				ctx.flags = ctx.flags.filter((f) => f !== flag);
				log(ctx, 'lcg_log_shadow_cancelled', { card: cardRef(ctx, id) });
				return;
			}
			const info = new QueryImpl(ctx).attack();
			if (!info || ctx.cards[id].zone !== 'shadow') return;
			pushEffects(ctx, [{ k: 'emit', ev: { type: 'shadowResolved', card: id, enemy: info.enemy } }]);
			runHook(ctx, ctx.cards[id].cardId, '#shadow', id, info as unknown as Json);
			return;
		}
		case 'attackResolved': {
			const pa = ctx.combat.playerAttack;
			if (!pa) return;
			pushEffects(ctx, [
				{ k: 'emit', ev: { type: 'attackResolved', enemy: pa.target, attackers: pa.attackers.slice(), destroyed: !inPlay(ctx, pa.target), seat: pa.seat } }
			]);
			return;
		}
		case 'restricted':
			return restrictedCheck(ctx, a.host as Iid);
		case 'playResolved': {
			const id = a.card as Iid;
			if (ctx.cards[id].zone === 'limbo') moveCard(ctx, id, discardZoneOf(ctx, id));
			return;
		}
		case 'discardRandom': {
			const seat = a.seat as number;
			for (let i = 0; i < (a.count as number); i++) {
				const hand = zoneIds(ctx, `hand:${seat}`);
				if (hand.length === 0) break;
				const id = hand[randomIndex(ctx, hand.length)];
				moveCard(ctx, id, discardZoneOf(ctx, id));
				ctx.reveals++;
				log(ctx, 'lcg_log_discard', { card: cardRef(ctx, id) }, seat);
			}
			return;
		}
		case 'readyAll':
			return readyAll(ctx);
		case 'uncommit': {
			const id = a.card as Iid;
			ctx.committed = ctx.committed.filter((c) => c !== id);
			log(ctx, 'lcg_log_uncommitted', { card: cardRef(ctx, id) });
			return;
		}
		case 'dealShadow': {
			const card = dealShadowTo(ctx, a.enemy as Iid);
			if (card) pushEffects(ctx, [{ k: 'emit', ev: { type: 'shadowDealt', card, enemy: a.enemy as Iid } }]);
			return;
		}
		case 'passFirstPlayer':
			// « Phase 7 »: the token passes once. When the first player was eliminated during this
			// refresh (threat 50), `eliminatePlayer` already passed it on: it does not move again.
			if (typeof a.from === 'number' && a.from !== ctx.firstPlayer) return;
			return passFirstPlayer(ctx);
		case 'endAttack':
			ctx.modifiers = ctx.modifiers.filter((m) => m.until !== 'endOfAttack');
			ctx.combat.attack = null;
			return;
		case 'delayedEndOfPhase': {
			// « à la fin de la phase »: the delayed effects registered so far run, in the order registered.
			const due = (ctx.delayed ?? []).filter((d) => d.at === 'endOfPhase');
			if (due.length === 0) return;
			ctx.delayed = (ctx.delayed ?? []).filter((d) => d.at !== 'endOfPhase');
			pushEffects(ctx, due.flatMap((d) => d.effects));
			return;
		}
		case 'endPhase':
			ctx.modifiers = ctx.modifiers.filter((m) => m.until !== 'endOfPhase' && m.until !== 'endOfAttack');
			ctx.flags = ctx.flags.filter((f) => !f.startsWith('phase:'));
			if (ctx.phase === 'quest') ctx.committed = [];
			return;
		case 'endRound': {
			ctx.modifiers = ctx.modifiers.filter((m) => m.until !== 'endOfRound');
			const keep: Record<string, number> = {};
			ctx.limits = keep;
			ctx.flags = ctx.flags.filter((f) => !f.startsWith('round:'));
			return;
		}
		case 'discardShadows':
			for (const s of zoneIds(ctx, 'shadow').slice()) moveCard(ctx, s, 'encounterDiscard');
			return;
		case 'guard':
			return guardObjective(ctx, a.objective as Iid);
		case 'combatDamage': {
			// An enemy's combat damage; Hill Troll: « excess combat damage (beyond the remaining hit
			// points of the character damaged) must be assigned as an increase to your threat ».
			const target = a.target as Iid;
			const amount = a.amount as number;
			const enemy = a.enemy as Iid;
			const effects: Effect[] = [{ k: 'damage', target, amount, source: enemy }];
			if (getDef(ctx.cards[enemy].cardId)?.excessDamageToThreat && inPlay(ctx, target) && !ctx.cards[target].tokens.prisoner) {
				const excess = amount - Math.max(0, stat(ctx, target, 'health') - ctx.cards[target].damage);
				if (excess > 0) effects.push({ k: 'threat', seat: a.seat as number, amount: excess });
			}
			pushEffects(ctx, effects);
			return;
		}
		case 'flagClear': {
			ctx.flags = ctx.flags.filter((f) => f !== a.flag);
			return;
		}
		default:
			throw new Error(`unknown LCG rule ${name}`);
	}
}

/**
 * Keywords resolved when an encounter card enters play (« Les mots-clés Renfort, Maudit et
 * Protégé doivent être résolus à chaque fois que la carte ... entre en jeu »): Doomed X raises
 * each player's threat by X, Guarded reveals the next card to guard the objective, Surge
 * reveals one more card (after « Une fois révélée »).
 */
function keywordsOnEntry(ctx: LcgContext, id: Iid, _guardOf: Iid | null, revealed: boolean): void {
	const inst = ctx.cards[id];
	const d = dataOf(ctx, id);
	const surgeFlag = `surge:${id}`;
	const surge = d.keywords.includes('Surge') || ctx.flags.includes(surgeFlag);
	ctx.flags = ctx.flags.filter((f) => f !== surgeFlag);
	if (inst.zone !== 'staging' && inst.zone !== 'limbo' && !revealed) return;
	const effects: Effect[] = [];
	if (d.doomed > 0) {
		log(ctx, 'lcg_log_doomed', { card: d.code, amount: d.doomed });
		for (const seat of turnOrder(ctx)) effects.push({ k: 'threat', seat, amount: d.doomed });
	}
	if (d.keywords.includes('Guarded') && inst.zone === 'staging') {
		log(ctx, 'lcg_log_guarded', { card: d.code });
		effects.push({ k: 'rule', name: 'guard', args: { objective: id } });
	}
	if (surge) {
		log(ctx, 'lcg_log_surge', { card: d.code });
		effects.push({ k: 'reveal', count: 1, surgeOf: id });
	}
	pushEffects(ctx, effects);
}

/**
 * « Restreint »: a character never has more than two Restricted attachments; when a third is
 * attached, its controller discards one of them at once (their choice).
 */
function restrictedCheck(ctx: LcgContext, host: Iid): void {
	if (!inPlay(ctx, host)) return;
	const rs = attachmentsOf(ctx, host).filter((a) => hasKeyword(ctx, a, 'Restricted'));
	if (rs.length <= 2) return;
	const seat = ctx.cards[host].controller ?? ctx.firstPlayer;
	pushEffects(ctx, [
		{
			k: 'choose',
			seat,
			prompt: { key: 'lcg_prompt_restricted', params: { card: cardRef(ctx, host) } },
			options: rs.map((id) => ({ value: id, label: cardLabel(ctx, id) })),
			optional: false,
			source: host,
			then: [
				{ k: 'discard', card: '$choice' },
				{ k: 'rule', name: 'restricted', args: { host } }
			]
		}
	]);
}

/** Guarded: the next encounter card is revealed and attached to the objective. */
export function guardObjective(ctx: LcgContext, objective: Iid): void {
	const top = encounterTop(ctx);
	if (!top) return;
	revealCard(ctx, top, objective);
}

/* --------------------------------------------------------------- score */

/** One row of the score sheet (« DÉCOMPTE »). */
export interface ScoreLine {
	seat: number;
	/** Final threat, 50 for an eliminated player. */
	threat: number;
	/** Threat cost of each dead hero (all of them for an eliminated player). */
	deadHeroes: number;
	/** Damage tokens on surviving heroes. */
	damage: number;
	subtotal: number;
	eliminated: boolean;
}

/** The score sheet: per player, the victory points (counted once, for the group) and the group score (lower is better). */
export interface ScoreSheet {
	lines: ScoreLine[];
	victoryPoints: number;
	total: number;
}

/**
 * « DÉCOMPTE »: « Si les joueurs ont gagné la partie ... niveau final de menace de chaque
 * joueur + coût de menace des héros morts + nombre de marqueurs de dégâts sur les héros
 * survivants, auxquels on soustrait les éventuels points de victoire ». « Quand un joueur est
 * éliminé, on considère que son niveau de menace est de 50 et que tous ses héros sont morts »
 * (a player eliminated while the others go on to win). The sheet of a won game: use
 * `groupScore`, which gives none for a lost one.
 */
export function scoreSheet(ctx: LcgContext): ScoreSheet {
	const lines = ctx.players.map((p, seat): ScoreLine => {
		const dead = p.eliminated ? p.heroes : p.heroes.filter((h) => !inPlay(ctx, h));
		const alive = p.eliminated ? [] : p.heroes.filter((h) => inPlay(ctx, h));
		const threat = p.eliminated ? ELIMINATION_THREAT : Math.min(p.threat, ELIMINATION_THREAT);
		const deadHeroes = dead.reduce((n, h) => n + (dataOf(ctx, h).threat ?? 0), 0);
		const damage = alive.reduce((n, h) => n + ctx.cards[h].damage, 0);
		return { seat, threat, deadHeroes, damage, subtotal: threat + deadHeroes + damage, eliminated: p.eliminated };
	});
	const victoryPoints = zoneIds(ctx, 'victory').reduce((n, id) => n + (dataOf(ctx, id).victory ?? 0), 0);
	return { lines, victoryPoints, total: lines.reduce((n, l) => n + l.subtotal, 0) - victoryPoints };
}

/**
 * The group's score sheet when the players have won, null otherwise: the rulebook scores a won
 * game only (« Si les joueurs ont gagné la partie, utilisez le procédé suivant »); a lost
 * scenario has no score.
 */
export function groupScore(ctx: LcgContext): ScoreSheet | null {
	return ctx.outcome === 'victory' ? scoreSheet(ctx) : null;
}

/** One seat at the end of a game, as it stands (no scoring rule applied): for a lost game's record. */
export interface SeatEndState {
	seat: number;
	/** The threat dial as it stands (35 for a player eliminated at 35). */
	threat: number;
	eliminated: boolean;
	/** Card codes of the seat's heroes no longer in play. */
	deadHeroes: string[];
	/** Damage tokens on the heroes still in play. */
	damage: number;
}

/** Each seat's end state as it stands, for a lost game (which the rulebook does not score). */
export function endState(ctx: LcgContext): SeatEndState[] {
	return ctx.players.map((p, seat) => {
		const alive = p.heroes.filter((h) => inPlay(ctx, h));
		return {
			seat,
			threat: p.threat,
			eliminated: p.eliminated,
			deadHeroes: p.heroes.filter((h) => !inPlay(ctx, h)).map((h) => ctx.cards[h].cardId),
			damage: alive.reduce((n, h) => n + ctx.cards[h].damage, 0)
		};
	});
}

/** True when the card's data describes a character (hero or ally). */
export function isCharacter(d: CardData): boolean {
	return d.type === 'hero' || d.type === 'ally';
}

/** Ready characters `seat` controls (the ones that may commit, defend, attack). */
export function readyCharacters(ctx: LcgContext, seat: number): Iid[] {
	return characters(ctx, seat).filter((id) => !ctx.cards[id].exhausted);
}

/** The phase a step belongs to. */
export function phaseOfStep(step: string): Phase {
	const i = step.indexOf('.');
	return (i < 0 ? step : step.slice(0, i)) as Phase;
}
