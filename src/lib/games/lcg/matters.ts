/**
 * Whether a playable Action matters in the open action window (issue 17): the table's default
 * auto-pass stops at a window only where a card a player holds (or an ability they may use)
 * would do something that the rules read before the next window — « Les joueurs ont la
 * possibilité d'effectuer des actions et de jouer des cartes Évènement à la fin de chaque
 * étape » (« Phase 3 : Quête », « Phase 6 : Combat »): a window is the last chance before the
 * step that follows it.
 *
 * The mechanism, never a list of cards:
 * 1. What an Action changes is read from the effect engine itself: the Action is played on a
 *    copy of the context (its effect records resolved, a choice it opens answered with its first
 *    option), and the copy is compared with the context (`changesOf`): a modifier on a stat and
 *    how long it lasts, a « this phase » flag (an enemy that cannot attack, several defenders),
 *    a character readied, a card entering play (and whether it leaves at the end of the phase),
 *    a card leaving the staging area or an engagement area, damage healed, a player's threat
 *    lowered, a card added to a hand. A change nothing reads (resources, progress, damage that
 *    destroys nothing) is not a reason to stop: the Action may wait for a later window or the
 *    planning step, where Actions may be taken too.
 * 2. What the rules read right after each window, before the next one (`readerOf`): the step
 *    the window closes into (« Séquence du Tour »). Planning reads the hand; quest resolution
 *    the committed characters' willpower and the staging area's threat; engagement checks the
 *    players' threat; the choice of the next attacking enemy which enemies may still attack; the
 *    declaration of defenders and attackers which characters are ready; an enemy attack's damage
 *    the attacker's attack and the defenders' defence and hit points; a player attack's damage
 *    the attackers' attack and the enemy's defence and hit points.
 * An Action matters in a window when one of its changes is read before the next window and
 * still holds then (a « until the end of the phase » change does not outlive its phase).
 *
 * So Feint matters in the window after the shadow cards and after each enemy attack, while an
 * engaged enemy has not attacked yet; For Gondor! in the window before an attack's damage that
 * its bonus changes; an Action whose effect would change nothing read there does not.
 */
import { choose, isIdle, resolve } from './effects/engine';
import { activate, holdsPlanningCard, playCard } from './play';
import { cloneCtx, engagedSeat, hasKeyword, inPlay, touch, turnOrder } from './state';
import type { Duration, Iid, LcgContext, LcgEvent, Stat, Step } from './types';

/** One change an Action makes, as the window's next step may read it. */
export type Change =
	| { kind: 'stat'; card: Iid; stat: Stat; until: Duration }
	| { kind: 'noAttack'; enemy: Iid; seat: number }
	| { kind: 'multiDefend'; seat: number }
	| { kind: 'ready'; card: Iid }
	| { kind: 'enters'; card: Iid; until: Duration }
	| { kind: 'leaves'; card: Iid; from: string }
	| { kind: 'heal'; card: Iid }
	| { kind: 'threat'; seat: number }
	| { kind: 'hand'; seat: number };

/** At most this many choices are answered in a trial (a choice that opens another…). */
const MAX_CHOICES = 6;

/**
 * The context after `e` (a PLAY or ACTIVATE legal now) on a copy: the Action paid and resolved,
 * each choice it opens answered with its first option other than "decline". `ctx` is never
 * changed. Null when the trial could not run (then the Action is taken to matter).
 */
export function trial(ctx: LcgContext, e: LcgEvent): LcgContext | null {
	if (e.type !== 'PLAY' && e.type !== 'ACTIVATE') return null;
	const c = cloneCtx(ctx);
	try {
		if (e.type === 'PLAY') playCard(c, e);
		else activate(c, e);
		touch(c);
		resolve(c);
		for (let i = 0; i < MAX_CHOICES && c.decision; i++) {
			const options = c.decision.options;
			const pick = options.find((o) => o.value !== 'decline') ?? options[0];
			if (!pick) break;
			choose(c, pick.value);
			touch(c);
			resolve(c);
		}
	} catch {
		return null;
	}
	return c;
}

/**
 * What changed from `before` to `after` (a trial of an Action), in the terms the rules read
 * (see `Change`). The payment of the Action (resources spent, its source exhausted) is not a
 * change anything below reads.
 */
export function changesOf(before: LcgContext, after: LcgContext): Change[] {
	const out: Change[] = [];
	for (const m of after.modifiers) {
		if (before.modifiers.includes(m)) continue;
		if (m.delta !== 0 || m.set !== undefined || m.ignore) out.push({ kind: 'stat', card: m.target, stat: m.stat, until: m.until });
	}
	for (const f of after.flags) {
		if (before.flags.includes(f)) continue;
		const no = /^phase:noAttack:(.+):(\d+)$/.exec(f);
		if (no) out.push({ kind: 'noAttack', enemy: no[1], seat: Number(no[2]) });
		const multi = /^phase:multiDefend:(\d+)$/.exec(f);
		if (multi) out.push({ kind: 'multiDefend', seat: Number(multi[1]) });
	}
	const newDelays = (after.delayed ?? []).filter((d) => !(before.delayed ?? []).includes(d));
	for (const [id, a] of Object.entries(after.cards)) {
		const b = before.cards[id];
		if (!b || a === b) continue;
		if (b.exhausted && !a.exhausted && inPlay(after, id)) out.push({ kind: 'ready', card: id });
		const wasIn = inPlay(before, id);
		const isIn = inPlay(after, id);
		if (!wasIn && isIn) {
			const back = newDelays.some((d) => d.whileInPlay === id && d.at === 'endOfPhase');
			out.push({ kind: 'enters', card: id, until: back ? 'endOfPhase' : 'permanent' });
		}
		if (a.zone !== b.zone && (b.zone === 'staging' || b.zone.startsWith('engaged:'))) out.push({ kind: 'leaves', card: id, from: b.zone });
		if (isIn && a.damage < b.damage) out.push({ kind: 'heal', card: id });
		if (a.zone !== b.zone && a.zone.startsWith('hand:')) out.push({ kind: 'hand', seat: Number(a.zone.slice(5)) });
	}
	after.players.forEach((p, seat) => {
		if (p.threat < before.players[seat].threat) out.push({ kind: 'threat', seat });
	});
	return out;
}

/** Enemies engaged with a player that may still attack this phase (not attacked, not stopped by a flag). */
function mayStillAttack(ctx: LcgContext): Iid[] {
	const out: Iid[] = [];
	for (const s of turnOrder(ctx))
		for (const e of ctx.zones[`engaged:${s}`] ?? []) {
			if (ctx.combat.attacked.includes(e) || ctx.flags.includes(`phase:noAttack:${e}:${s}`)) continue;
			out.push(e);
		}
	return out;
}

/** True when some enemy is engaged with a player (a player attack may still come this phase). */
function anyEngaged(ctx: LcgContext): boolean {
	return turnOrder(ctx).some((s) => (ctx.zones[`engaged:${s}`] ?? []).length > 0);
}

/** A ready or new character: read by the next declaration of characters (commit, defenders, attackers). */
const isCharacterChange = (ch: Change) => ch.kind === 'ready' || ch.kind === 'enters';

/**
 * What the step(s) between the open window (`ctx.step`) and the next window read (see the
 * file's comment): a test of a change, true when it is read there — the window is the last
 * chance to make it before it counts. Null when nothing a change could alter is read before
 * the next window: then no Action is tried at all (`seatHasMatteringAction`), the trial being
 * the costly part (a copy of the game through the effect engine per Action).
 */
export function readerOf(ctx: LcgContext): ((ch: Change) => boolean) | null {
	const step = ctx.step as Step;
	const phaseLong = (until: Duration) => until !== 'endOfPhase' && until !== 'endOfAttack';
	switch (step) {
		case 'resource.window':
			// « Phase 2 : Organisation »: the players play cards from their hand. A player who holds
			// an ally or attachment has a planning step, where Actions may be taken too (flow-round.ts
			// `planningGoesOn`): a card drawn now could as well be drawn then.
			return (ch) => ch.kind === 'hand' && !holdsPlanningCard(ctx, ch.seat);
		case 'planning.window': {
			const more = turnOrder(ctx).some((s) => !ctx.done.includes(s));
			if (more) return (ch) => ch.kind === 'hand' && !ctx.done.includes(ch.seat);
			// Next: « Phase 3 : Quête », the players commit ready characters (the planning phase's changes have ended).
			return (ch) => ch.kind === 'ready' || (ch.kind === 'enters' && phaseLong(ch.until));
		}
		case 'quest.stagingWindow':
			// « Résolution de la quête »: committed willpower against the staging area's threat.
			return (ch) => {
				if (ch.kind === 'stat') return (ch.stat === 'willpower' && ctx.committed.includes(ch.card)) || (ch.stat === 'threat' && (ch.card === 'staging' || ctx.cards[ch.card]?.zone === 'staging'));
				return ch.kind === 'leaves' && ch.from === 'staging';
			};
		case 'encounter.optionalWindow':
			// « Tests d'engagement au combat »: each player's threat against the enemies' engagement cost.
			return (ch) => ch.kind === 'threat' || (ch.kind === 'leaves' && ch.from === 'staging');
		case 'combat.shadowsWindow':
		case 'combat.enemyDamageWindow': {
			// Next: the next enemy attack is chosen among the enemies that may still attack; when
			// none may, the players declare their attacks (ready characters).
			const left = mayStillAttack(ctx);
			const attacksNext = left.length === 0 && anyEngaged(ctx);
			return (ch) => {
				if (ch.kind === 'noAttack' || ch.kind === 'leaves') return left.includes(ch.kind === 'noAttack' ? ch.enemy : ch.card);
				return attacksNext && isCharacterChange(ch);
			};
		}
		case 'combat.enemyChooseWindow': {
			// Next: defenders are declared against this attack (ready characters of the defending
			// player, or Sentinels).
			const a = ctx.combat.attack;
			if (!a) return null;
			return (ch) => {
				if (ch.kind === 'multiDefend') return ch.seat === a.seat;
				if (ch.kind === 'leaves') return ch.card === a.enemy;
				if (isCharacterChange(ch)) return ctx.cards[ch.card].controller === a.seat || hasKeyword(ctx, ch.card, 'Sentinel');
				return false;
			};
		}
		case 'combat.enemyDefendWindow': {
			// Next: the shadow effect, which an attack that ended (its enemy gone) never reaches.
			const enemy = ctx.combat.attack?.enemy;
			if (!enemy) return null;
			return (ch) => ch.kind === 'leaves' && ch.card === enemy;
		}
		case 'combat.enemyShadowWindow': {
			// Next: « Déterminer les dégâts de combat » of the enemy attack.
			const a = ctx.combat.attack;
			if (!a) return null;
			const defenders = a.defenders.length > 0 ? a.defenders : (ctx.zones[`play:${a.seat}`] ?? []);
			return (ch) => {
				if (ch.kind === 'leaves') return ch.card === a.enemy;
				if (ch.kind === 'heal') return defenders.includes(ch.card);
				if (ch.kind === 'stat') return (ch.card === a.enemy && ch.stat === 'attack') || (defenders.includes(ch.card) && (ch.stat === 'defense' || ch.stat === 'health'));
				return false;
			};
		}
		case 'combat.playerStrengthWindow': {
			// Next: the damage of the player attack (its strength counted again) against the enemy.
			const pa = ctx.combat.playerAttack;
			if (!pa) return null;
			return (ch) => {
				if (ch.kind === 'leaves') return ch.card === pa.target;
				if (ch.kind === 'stat') return (pa.attackers.includes(ch.card) && ch.stat === 'attack') || (ch.card === pa.target && (ch.stat === 'defense' || ch.stat === 'health'));
				return false;
			};
		}
		case 'combat.playerDamageWindow':
			// Next: the players declare their next attack (ready characters).
			return anyEngaged(ctx) ? isCharacterChange : null;
		default:
			// The windows after commitment, resolution, travel, engagement checks, a declared
			// player attack (its strength is counted again before damage), the end of combat
			// and the refresh: nothing a change could still alter is read before the next one.
			return null;
	}
}

/** True when the Action `e` of `ctx`'s open window matters there (see the file's comment). */
export function matters(ctx: LcgContext, e: LcgEvent): boolean {
	const reads = readerOf(ctx);
	return reads !== null && readWith(ctx, e, reads);
}

/** `matters` once the step's reader is known. */
function readWith(ctx: LcgContext, e: LcgEvent, reads: (ch: Change) => boolean): boolean {
	const after = trial(ctx, e);
	if (!after) return true;
	return changesOf(ctx, after).some(reads);
}

/** One event per distinct Action and target (payments differ only in whose resources pay). */
function distinctActions(events: LcgEvent[]): LcgEvent[] {
	const seen = new Set<string>();
	return events.filter((e) => {
		if (e.type !== 'PLAY' && e.type !== 'ACTIVATE') return false;
		const { pay: _pay, ...rest } = e as LcgEvent & { pay?: unknown };
		const key = JSON.stringify(rest);
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}

const memo = new WeakMap<LcgContext, boolean[]>();

/**
 * True when `seat` holds a playable Action (among `plays`, its legal PLAY and ACTIVATE events in
 * the open window) that matters in it. Computed once per context and seat; no Action is tried
 * in a window whose next step reads nothing (`readerOf`).
 */
export function seatHasMatteringAction(ctx: LcgContext, seat: number, plays: LcgEvent[]): boolean {
	let bySeat = memo.get(ctx);
	if (!bySeat) memo.set(ctx, (bySeat = []));
	if (bySeat[seat] === undefined) {
		const reads = isIdle(ctx) ? readerOf(ctx) : null;
		bySeat[seat] = reads !== null && distinctActions(plays).some((e) => readWith(ctx, e, reads));
	}
	return bySeat[seat];
}
