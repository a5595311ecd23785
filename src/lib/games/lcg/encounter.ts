/**
 * The encounter deck and the quest (« Renforcement », « Résolution de la Quête », « Avancement
 * de la Quête », « Tests d'Engagement au combat », « Attribuez 1 carte ombre »): revealing
 * cards, progress and stages, victory, engagement and dealing shadow cards. Split from rules.ts
 * (which re-exports these).
 */
import { cardData } from './data/cards';
import { getDef } from './cards/registry';
import { QueryImpl } from './effects/api';
import { runHook } from './effects/hooks';
import { activeLocation, attachmentsOf, cardLabel, cardRef, dataOf, engagedWith, inPlay, log, moveCard, mut, pushEffects, questCard, shadowsOf, stat, turnOrder, zoneIds } from './state';
import type { Effect, Iid, LcgContext } from './types';
import { shuffleZone } from './setup';

/* ------------------------------------------------------------- revealing */

/**
 * The top card of the encounter deck, reshuffling the discard pile first when the deck is
 * empty during the quest phase only (« Être à Court de Cartes »). Null when none.
 */
export function encounterTop(ctx: LcgContext): Iid | null {
	if (zoneIds(ctx, 'encounterDeck').length === 0 && ctx.phase === 'quest' && zoneIds(ctx, 'encounterDiscard').length > 0) {
		for (const id of zoneIds(ctx, 'encounterDiscard').slice()) moveCard(ctx, id, 'encounterDeck');
		shuffleZone(ctx, 'encounterDeck');
		log(ctx, 'lcg_log_encounter_reshuffled');
	}
	return zoneIds(ctx, 'encounterDeck')[0] ?? null;
}

/**
 * Reveals one encounter card (« Renforcement »): enemies, locations and objectives go to the
 * staging area, treacheries resolve from limbo then go to the encounter discard pile. Then,
 * in order: responses to the reveal (Forced first), « Une fois révélée », keywords
 * (« Maudit X », « Protégé », « Renfort »). `guardOf`: the objective this card guards.
 */
export function revealCard(ctx: LcgContext, id: Iid, guardOf: Iid | null = null): void {
	const d = dataOf(ctx, id);
	ctx.reveals++;
	if (d.type === 'treachery') moveCard(ctx, id, 'limbo');
	else moveCard(ctx, id, 'staging');
	if (guardOf && ctx.cards[id].zone === 'staging' && d.type !== 'objective') mut(ctx, id).attachedTo = guardOf;
	log(ctx, 'lcg_log_reveal', { card: d.code });
	pushEffects(ctx, [
		{ k: 'emit', ev: { type: 'revealed', card: id } },
		{ k: 'rule', name: 'whenRevealed', args: { card: id } },
		{ k: 'rule', name: 'keywords', args: { card: id, guardOf } },
		{ k: 'rule', name: 'treacheryDone', args: { card: id } }
	]);
}

/* -------------------------------------------------------- quest progress */

/**
 * Places quest-resolution progress (« succès de quête »): on the active location until it is
 * explored, the rest on the quest card (« S'il y a un lieu actif ... les marqueurs restants
 * étant ensuite placés sur la carte Quête »).
 */
export function questProgress(ctx: LcgContext, amount: number): void {
	let left = amount;
	const loc = activeLocation(ctx);
	const effects: Effect[] = [];
	if (loc && left > 0) {
		const need = Math.max(0, stat(ctx, loc, 'questPoints') - ctx.cards[loc].progress);
		const put = Math.min(need, left);
		left -= put;
		effects.push({ k: 'progress', target: loc, amount: put });
	}
	if (left > 0) effects.push({ k: 'progress', target: 'quest', amount: left });
	pushEffects(ctx, effects);
}

/** Places progress on a location; an explored one leaves play (« EXPLORÉ »). */
export function placeProgress(ctx: LcgContext, target: Iid | 'quest', amount: number): void {
	if (amount <= 0) return;
	if (target === 'quest') {
		const qc = questCard(ctx);
		if (!qc) return;
		ctx.quest.progress += amount;
		log(ctx, 'lcg_log_progress_quest', { amount });
		pushEffects(ctx, [{ k: 'emit', ev: { type: 'progressPlaced', stage: qc, amount } }]);
		return;
	}
	if (!inPlay(ctx, target) || dataOf(ctx, target).type !== 'location') return;
	mut(ctx, target).progress += amount;
	log(ctx, 'lcg_log_progress', { card: cardRef(ctx, target), amount });
	if (ctx.cards[target].progress >= stat(ctx, target, 'questPoints')) {
		const d = dataOf(ctx, target);
		moveCard(ctx, target, d.victory ? 'victory' : getDef(d.code)?.leavesPlayToEncounterTop ? 'encounterDeck' : 'encounterDiscard');
		log(ctx, 'lcg_log_explored', { card: d.code });
		pushEffects(ctx, [{ k: 'emit', ev: { type: 'explored', location: target } }]);
	}
}

/** True when the current stage's progress defeats it now (« Avancement de la Quête »). */
export function stageDefeatable(ctx: LcgContext): boolean {
	if (ctx.quest.progress <= 0) return false;
	const qc = questCard(ctx);
	if (!qc || ctx.flags.includes('advancing')) return false;
	const def = getDef(ctx.cards[qc].cardId);
	if (def?.noQuestPoints) return false;
	if (ctx.quest.progress < stat(ctx, qc, 'questPoints')) return false;
	return def?.canDefeat ? def.canDefeat(new QueryImpl(ctx), qc) : true;
}

/**
 * Defeats the current stage at once: progress in excess is lost, the card is set aside, and
 * the next stage is revealed (or the stage's own Forced effect chooses it); after the last
 * stage the players win.
 */
export function advanceStage(ctx: LcgContext): void {
	ctx.flags = ctx.flags.filter((f) => f !== 'advancing');
	const qc = questCard(ctx);
	if (!qc) return;
	log(ctx, 'lcg_log_stage_defeated', { card: cardRef(ctx, qc), stage: ctx.quest.stage });
	ctx.quest.progress = 0;
	moveCard(ctx, qc, 'questDone');
	const def = getDef(ctx.cards[qc].cardId);
	if (def?.onDefeated) runHook(ctx, ctx.cards[qc].cardId, '#onDefeated', qc, null);
	else pushEffects(ctx, [{ k: 'rule', name: 'revealStage', args: null }]);
}

/** Reveals the next quest card (side B), or wins when there is none. */
export function revealStage(ctx: LcgContext): void {
	const next = zoneIds(ctx, 'questDeck')[0];
	if (!next) {
		winGame(ctx);
		return;
	}
	moveCard(ctx, next, 'quest');
	ctx.quest = { stage: cardData(ctx.cards[next].cardId).sequence ?? ctx.quest.stage + 1, progress: 0 };
	log(ctx, 'lcg_log_stage', { card: cardRef(ctx, next), stage: ctx.quest.stage });
	const effects: Effect[] = [{ k: 'emit', ev: { type: 'stageRevealed', stage: next } }];
	if (getDef(ctx.cards[next].cardId)?.whenRevealed) effects.push({ k: 'hook', card: ctx.cards[next].cardId, hook: '#whenRevealed', self: next, args: null });
	pushEffects(ctx, effects);
}

/** The players win if at least one of them is still in the game (« Victoire »). */
export function winGame(ctx: LcgContext): void {
	if (ctx.outcome) return;
	if (turnOrder(ctx).length === 0) return;
	ctx.outcome = 'victory';
	ctx.phase = 'end';
	log(ctx, 'lcg_log_victory');
}

/* ---------------------------------------------------------- encounter */

/**
 * One engagement check (« Étape 2 : Tests d'Engagement au combat ») for the `idx`-th player
 * from the first player: the enemy of the staging area with the highest engagement cost not
 * above the player's threat engages them (ties: the first player chooses, « Effet et cibles
 * multiples »). Checks go round the table until a whole round engages no enemy.
 */
export function engagementCheck(ctx: LcgContext, idx: number, misses: number): void {
	const order = turnOrder(ctx);
	if (order.length === 0 || misses >= order.length) return;
	const seat = order[idx % order.length];
	const threat = ctx.players[seat].threat;
	const cands = zoneIds(ctx, 'staging').filter((id) => {
		const inst = ctx.cards[id];
		return !inst.faceDown && dataOf(ctx, id).type === 'enemy' && stat(ctx, id, 'engagementCost') <= threat;
	});
	if (cands.length === 0) {
		pushEffects(ctx, [{ k: 'rule', name: 'engagementCheck', args: { idx: idx + 1, misses: misses + 1 } }]);
		return;
	}
	const best = Math.max(...cands.map((id) => stat(ctx, id, 'engagementCost')));
	const top = cands.filter((id) => stat(ctx, id, 'engagementCost') === best);
	const next: Effect = { k: 'rule', name: 'engagementCheck', args: { idx: idx + 1, misses: 0 } };
	if (top.length === 1) pushEffects(ctx, [{ k: 'engage', enemy: top[0], seat }, next]);
	else
		pushEffects(ctx, [
			{
				k: 'choose',
				seat: ctx.firstPlayer,
				prompt: { key: 'lcg_prompt_engagement_tie', params: {}, seat },
				options: distinctByCard(ctx, top).map((id) => ({ value: id, label: cardLabel(ctx, id) })),
				optional: false,
				source: null,
				then: [{ k: 'engage', enemy: '$choice', seat }, next]
			}
		]);
}

/** One card per distinct title and state (same code, no damage, no attachment) so equivalent choices are listed once. */
export function distinctByCard(ctx: LcgContext, ids: Iid[]): Iid[] {
	const seen = new Set<string>();
	return ids.filter((id) => {
		const c = ctx.cards[id];
		const key = `${c.cardId}|${c.damage}|${c.progress}|${c.resources}|${c.exhausted}|${c.zone}|${attachmentsOf(ctx, id).length}|${ctx.modifiers.some((m) => m.target === id)}|${ctx.committed.includes(id)}`;
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}

/** Engages an enemy with a player (from anywhere in play) and emits `engaged`. */
export function engageEnemy(ctx: LcgContext, enemy: Iid, seat: number): void {
	if (!inPlay(ctx, enemy) || ctx.players[seat].eliminated) return;
	if (ctx.cards[enemy].zone === `engaged:${seat}`) return;
	mut(ctx, enemy).attachedTo = null;
	moveCard(ctx, enemy, `engaged:${seat}`);
	log(ctx, 'lcg_log_engage', { card: cardRef(ctx, enemy) }, seat);
	pushEffects(ctx, [{ k: 'emit', ev: { type: 'engaged', enemy, seat } }]);
}

/* ------------------------------------------------------------- combat */

/**
 * Deals one face-down shadow card to each engaged enemy (« Attribuez 1 carte ombre »): the
 * first player's enemies first, each player's from the highest engagement cost (ties: in
 * engagement order). No reshuffle: enemies left without a card get none. Nothing in the
 * « Jeu de Base » variant.
 */
export function dealShadows(ctx: LcgContext): void {
	if (!ctx.options.shadows) return;
	for (const seat of turnOrder(ctx)) {
		const enemies = engagedWith(ctx, seat)
			.map((id, i) => ({ id, i, cost: stat(ctx, id, 'engagementCost') }))
			.sort((a, b) => b.cost - a.cost || a.i - b.i);
		const dealt: Effect[] = [];
		for (const e of enemies) {
			const card = dealShadowTo(ctx, e.id);
			if (card) dealt.push({ k: 'emit', ev: { type: 'shadowDealt', card, enemy: e.id } });
		}
		pushEffects(ctx, dealt);
	}
}

/** Deals the top encounter card face down to an enemy; returns it, or null when the deck is empty. */
export function dealShadowTo(ctx: LcgContext, enemy: Iid): Iid | null {
	const top = zoneIds(ctx, 'encounterDeck')[0];
	if (!top) return null;
	moveCard(ctx, top, 'shadow');
	mut(ctx, top).attachedTo = enemy;
	log(ctx, 'lcg_log_shadow_dealt', { card: cardRef(ctx, enemy) });
	return top;
}

/**
 * Step 3 of an enemy attack (« Résoudre l'effet ombre »): each shadow card of the attacker is
 * turned face up and its shadow effect resolved (responses may cancel it first).
 */
export function shadowEffects(ctx: LcgContext): void {
	const a = ctx.combat.attack;
	if (!a || !inPlay(ctx, a.enemy)) return;
	const effects: Effect[] = [];
	for (const s of shadowsOf(ctx, a.enemy)) {
		if (!ctx.cards[s].faceDown) continue;
		mut(ctx, s).faceDown = false;
		ctx.reveals++;
		const d = dataOf(ctx, s);
		log(ctx, 'lcg_log_shadow_revealed', { card: d.code });
		if (d.shadow && getDef(d.code)?.shadow) {
			effects.push({ k: 'emit', ev: { type: 'shadowTriggered', card: s, enemy: a.enemy } });
			effects.push({ k: 'rule', name: 'shadowEffect', args: { card: s } });
		}
	}
	pushEffects(ctx, effects);
}
