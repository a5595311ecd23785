/**
 * Quiet action windows (issue 17, UI.md "Action windows"): « Les joueurs ont la possibilité
 * d'effectuer des actions et de jouer des cartes Évènement à la fin de chaque étape » (« Phase
 * 3 : Quête », « Phase 6 : Combat »). A window is quiet when no seat can play or trigger
 * anything in it: no seat has a legal Action (an event card it can afford with a legal target,
 * or an ability it can use) among its `legalEvents` — the first player's CONTINUE, which closes
 * the window, is not one. Derived from `legalEvents` alone (the effect engine's playability),
 * never from a list of cards.
 *
 * The table's default auto-pass passes a window only when it is quiet; it never passes a window
 * in which a seat holds a playable card or ability (autopass.ts).
 */
import { isWindow, legalEvents } from './flow';
import type { LcgContext, LcgEvent, Step } from './types';

/**
 * What `seat` can play or trigger in the open action window: its legal events but the first
 * player's CONTINUE (each Action with its targets and payments). Empty outside an open window
 * (another step, a decision waiting, the game over).
 */
export function windowPlays(ctx: LcgContext, seat: number): LcgEvent[] {
	if (ctx.outcome || ctx.decision || !isWindow(ctx.step as Step)) return [];
	return legalEvents(ctx, seat).filter((e) => e.type !== 'CONTINUE');
}

/** The seats that can play or trigger something in the open action window, in seat order. */
export function seatsWhoCanPlay(ctx: LcgContext): number[] {
	return ctx.players.map((_, seat) => seat).filter((seat) => windowPlays(ctx, seat).length > 0);
}

/**
 * True when the step is an open action window (no decision waiting, the game not over) in
 * which no seat can play or trigger anything. False outside a window.
 */
export function isQuietWindow(ctx: LcgContext): boolean {
	if (ctx.outcome || ctx.decision || !isWindow(ctx.step as Step)) return false;
	return seatsWhoCanPlay(ctx).length === 0;
}
