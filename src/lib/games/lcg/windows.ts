/**
 * Quiet action windows (issue 17, UI.md "Action windows"): « Les joueurs ont la possibilité
 * d'effectuer des actions et de jouer des cartes Évènement à la fin de chaque étape » (« Phase
 * 3 : Quête », « Phase 6 : Combat »). A window is quiet when no seat holds a playable Action
 * that matters in it: an event card it can afford with a legal target, or an ability it can
 * use, among its `legalEvents` (the CONTINUE that passes is not one), whose effect the rules
 * read before the next window (matters.ts). Derived from `legalEvents` and the effect engine,
 * never from a list of cards.
 *
 * The table's default auto-pass passes a window only when it is quiet; it never passes a window
 * in which a seat holds a playable card or ability that matters there (autopass.ts).
 */
import { isWindow, legalEvents } from './flow';
import { seatHasMatteringAction } from './matters';
import type { LcgContext, LcgEvent, Step } from './types';

/**
 * What `seat` can play or trigger in the open action window: its legal events but the CONTINUE
 * that passes (each Action with its targets and payments). Empty outside an open window
 * (another step, a decision waiting, the game over).
 */
export function windowPlays(ctx: LcgContext, seat: number): LcgEvent[] {
	if (ctx.outcome || ctx.decision || !isWindow(ctx.step as Step)) return [];
	return legalEvents(ctx, seat).filter((e) => e.type === 'PLAY' || e.type === 'ACTIVATE');
}

/** The seats that can play or trigger something in the open action window, in seat order. */
export function seatsWhoCanPlay(ctx: LcgContext): number[] {
	return ctx.players.map((_, seat) => seat).filter((seat) => windowPlays(ctx, seat).length > 0);
}

/**
 * True when the step is an open action window (no decision waiting, the game not over) in
 * which no seat holds a playable Action that matters there. False outside a window.
 */
export function isQuietWindow(ctx: LcgContext): boolean {
	if (ctx.outcome || ctx.decision || !isWindow(ctx.step as Step)) return false;
	let quiet = QUIET.get(ctx);
	if (quiet === undefined) {
		quiet = !ctx.players.some((_, seat) => seatHasMatteringAction(ctx, seat, windowPlays(ctx, seat)));
		QUIET.set(ctx, quiet);
	}
	return quiet;
}

/**
 * `isQuietWindow` per context object: the table asks it for every seat after each move
 * (autopass.ts), and it tries each Action (matters.ts); a context someone holds is never
 * changed (every event works on a copy), so the answer holds for the object.
 */
const QUIET = new WeakMap<LcgContext, boolean>();
