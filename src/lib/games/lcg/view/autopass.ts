/**
 * The table passes action windows for the players (UI.md "Action windows", issues 11 and 17),
 * under one of two policies:
 *
 * - `'quiet'` (the default): only a quiet window — no seat can play or trigger anything in it
 *   (windows.ts, carried by the view as `windowQuiet`, computed from the full context). A window
 *   in which a seat holds a playable card or ability is never passed (« Les joueurs ont la
 *   possibilité d'effectuer des actions et de jouer des cartes Évènement à la fin de chaque
 *   étape »).
 * - `'until-me'`, "pass until something happens to me", an explicit choice: per player, the
 *   table passes the action windows where nothing happened to that player since the previous
 *   window, even when they could play something. Something happens to a player when a card is revealed (encounter or shadow), an
 * enemy engages them, or another player uses a Response. A reveal the table has confirmed in
 * its reveal panel (OK) was seen: it does not stop the window after it, unless the panel's
 * "Stop for an Action" asked for that window (`holdNextWindow`). A table setting ("stop at
 * every window") turns it off for everyone; each player may turn it off for themselves.
 *
 * UI-only state, kept per game at module level (the Board may be mounted again).
 */
import { isWindow } from '../flow';
import type { LcgView } from '../definition';
import type { LcgContext, LcgEvent, Step } from '../types';

/** Which windows the table passes by itself: only quiet ones (the default), or until something happens to the player. */
export type AutoPassPolicy = 'quiet' | 'until-me';

/** Log keys of a card revealed: not quiet for anybody, unless the table confirmed it in its reveal panel. */
const REVEALS = new Set(['lcg_log_reveal', 'lcg_log_shadow_revealed']);
/** Log keys after which a window is not quiet for every player but the one in the entry's `seat` (who chose it). */
const FOR_THE_OTHERS = new Set(['lcg_log_response']);
/** Log keys after which a window is not quiet for the player in the entry's `seat`. */
const FOR_THE_SEAT = new Set(['lcg_log_engage']);

/** Per game key: the players who turned auto-pass off. */
const off = new Map<string, Set<number>>();
/** Per game key: the log length when a window was last seen (what came after is "new"). */
const windowMark = new Map<string, number>();
/** Per game key: the step of the last snapshot seen (a window seen twice in a row is not new: a player acted in it). */
const lastStep = new Map<string, string>();
/** Per game key: the log length of the last snapshot seen (a shorter log means an undo). */
const lastLength = new Map<string, number>();
/** Game keys whose next action window stops whatever happened (a reveal panel's "Stop for an Action"). */
const held = new Set<string>();

/** Makes the next action window of game `key` stop for the players (once), even if it is quiet. */
export function holdNextWindow(key: string): void {
	held.add(key);
}

/** True when auto-pass is on for `seat` in game `key` (and the table did not ask to stop at every window). */
export function autoPassOn(key: string, seat: number, stopEveryWindow: boolean): boolean {
	return !stopEveryWindow && !off.get(key)?.has(seat);
}

/** Turns auto-pass on or off for `seat` in game `key`. */
export function setAutoPass(key: string, seat: number, on: boolean): void {
	const s = off.get(key) ?? new Set<number>();
	if (on) s.delete(seat);
	else s.add(seat);
	off.set(key, s);
}

/**
 * True when nothing happened to `seat` in the log entries `from`..end: no card revealed (but
 * those before `seenReveals`, confirmed by the table in their reveal panel), no Response used
 * by another player, no enemy engaging `seat`.
 * @param seenReveals the log index up to which the table confirmed the reveal panels (0: none)
 */
export function quietFor(ctx: LcgContext, seat: number, from: number, seenReveals = 0): boolean {
	for (let i = Math.max(0, from); i < ctx.log.length; i++) {
		const e = ctx.log[i];
		if (REVEALS.has(e.key) && i >= seenReveals) return false;
		if (FOR_THE_OTHERS.has(e.key) && e.seat !== seat) return false;
		if (FOR_THE_SEAT.has(e.key) && e.seat === seat) return false;
	}
	return true;
}

/**
 * The CONTINUE the table may send by itself now, or null: the step is an action window with no
 * open decision, seen for the first time, and, under `policy`, either quiet — no seat can play
 * or trigger anything (`ctx.windowQuiet`) and every player has auto-pass on (`'quiet'`) — or
 * nothing happened since the previous window to any player still in the game, each with auto-pass on
 * (`'until-me'`). Records this window as seen (call once per new snapshot).
 * @param key the game's key (the Board's fingerprint)
 * @param ctx the table's view (definition.ts `viewOf`)
 * @param pending true while a reveal panel waits for the table (never pass under it)
 * @param seenReveals the log index up to which the table confirmed the reveal panels
 * @param policy which windows pass (default `'quiet'`)
 */
export function autoContinue(key: string, ctx: LcgView, stopEveryWindow: boolean, pending: boolean, seenReveals = 0, policy: AutoPassPolicy = 'quiet'): LcgEvent | null {
	const step = ctx.step as Step;
	if (pending) return null;
	// An undo brought the table back: whatever window it is at is shown, not passed again; the
	// next window compares with this moment (what is played again after it is new).
	if (ctx.log.length < (lastLength.get(key) ?? 0)) {
		lastStep.set(key, `${step}${ctx.decision ? '#decision' : ''}`);
		lastLength.set(key, ctx.log.length);
		windowMark.set(key, ctx.log.length);
		return null;
	}
	lastLength.set(key, ctx.log.length);
	// The game was first seen outside a window: the next window compares with that moment.
	if (!windowMark.has(key) && !lastStep.has(key) && !isWindow(step)) windowMark.set(key, ctx.log.length);
	const seen = `${step}${ctx.decision ? '#decision' : ''}`;
	const fresh = lastStep.get(key) !== seen;
	lastStep.set(key, seen);
	if (!isWindow(step) || ctx.decision || ctx.outcome) return null;
	const mark = windowMark.get(key);
	windowMark.set(key, ctx.log.length);
	// A game opened at a window (nothing to compare with), or a window a player already acted in: the players see it.
	if (mark === undefined || !fresh) return null;
	if (held.delete(key)) return null;
	if (policy === 'quiet') {
		// A window where any seat can play or trigger something is never passed (issue 17).
		if (!ctx.windowQuiet || !ctx.players.every((p, s) => p.eliminated || autoPassOn(key, s, stopEveryWindow))) return null;
	} else {
		// Every player still in the game (a view hides the hands, so who could act is not computed from it).
		const seats = ctx.players.map((_, s) => s).filter((s) => !ctx.players[s].eliminated);
		if (!seats.every((s) => autoPassOn(key, s, stopEveryWindow) && quietFor(ctx, s, mark, seenReveals))) return null;
	}
	return ctx.windowContinue;
}
