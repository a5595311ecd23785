/**
 * The table passes the action windows for the players (UI.md "Action windows", issues 11, 16
 * and 17): the LCG's `GameDefinition.autoEvent`. Pure: everything it needs is in the context.
 *
 * A window passes by itself (the first player's CONTINUE, sent by the table and logged as
 * `auto`) when it is open to the players with no decision pending and nobody has acted in it
 * yet (`windowOpened`), under the table's policy:
 *
 * - `'quiet'` (the default): only a quiet window — no seat holds a playable card or ability
 *   that matters in it, one whose effect the rules read before the next window (windows.ts
 *   `isQuietWindow`, matters.ts). A window in which a seat holds such a card is never passed
 *   (« Les joueurs ont la possibilité d'effectuer des actions et de jouer des cartes Évènement
 *   à la fin de chaque étape »): Feint stops the table where an engaged enemy is about to be
 *   chosen to attack, not in the resource phase;
 * - `'until-me'`, an explicit choice: since the players last closed a window (`windowClosed`),
 *   nothing happened to the player — no enemy engaged them, no other player used a Response —
 *   even when they could play something;
 * - `'stop'`: never passes (every window in which a player may act stops).
 *
 * A card revealed (encounter or shadow) does not count: the table shows every reveal in a panel
 * and makes no automatic move while a panel is open, so a reveal is seen before the window
 * after it. The panel's "Stop for an Action" and an undo that lands on a window are the
 * table's to honour (src/lib/table: it makes no automatic move there).
 */
import type { AutoPassPolicy } from '$lib/engine/types';
import { activeSeats, isWindow, legalEvents } from './flow';
import { isQuietWindow } from './windows';
import type { LcgContext, LcgEvent, Step } from './types';

/** Log keys after which a window is not quiet for every player but the one in the entry's `seat` (who chose it). */
const FOR_THE_OTHERS = new Set(['lcg_log_response']);
/** Log keys after which a window is not quiet for the player in the entry's `seat`. */
const FOR_THE_SEAT = new Set(['lcg_log_engage']);

/**
 * True when nothing happened to `seat` in the log entries `from`..end: no enemy engaged
 * `seat`, no Response used by another player.
 * @param from a log index (clamped at 0)
 */
export function quietFor(ctx: Pick<LcgContext, 'log'>, seat: number, from: number): boolean {
	for (let i = Math.max(0, from); i < ctx.log.length; i++) {
		const e = ctx.log[i];
		if (FOR_THE_OTHERS.has(e.key) && e.seat !== seat) return false;
		if (FOR_THE_SEAT.has(e.key) && e.seat === seat) return false;
	}
	return true;
}

/**
 * The CONTINUE the table may send by itself for `seat` now, or null: the step is an action
 * window open to the players, with no decision, nobody acted in it, `seat` may act in it, and
 * under `policy` the window is quiet (`'quiet'`) or nothing happened to `seat` since the
 * players last closed a window (`'until-me'`).
 * A save made before the context kept `windowOpened` stops at the window it opens on.
 * @returns the first player's CONTINUE (the one event that closes a window)
 */
export function autoEvent(ctx: LcgContext, seat: number, policy: AutoPassPolicy): LcgEvent | null {
	if (policy === 'stop' || ctx.outcome || ctx.decision || !isWindow(ctx.step as Step)) return null;
	if (ctx.windowOpened === undefined || ctx.log.length !== ctx.windowOpened) return null;
	if (!activeSeats(ctx).includes(seat)) return null;
	if (policy === 'quiet' ? !isQuietWindow(ctx) : !quietFor(ctx, seat, ctx.windowClosed ?? 0)) return null;
	return legalEvents(ctx, ctx.firstPlayer).find((e) => e.type === 'CONTINUE') ?? null;
}
