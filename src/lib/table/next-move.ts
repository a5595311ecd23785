/**
 * The one rule for the moves the table makes itself (computer players and automatic moves
 * such as the LCG passing a quiet action window): which comes next, if any. Pure; the
 * TableSession's scheduler plays it after the table's pause (its speed setting).
 */
import type { AnyGameDefinition, AutoPassPolicy, GameEvent, GameSnapshot, SeatId, SeatSetup } from '$lib/engine/types';

/** A move the table makes itself: an automatic one for nobody's decision, or a computer player's. */
export type TableMove = { kind: 'auto'; ev: GameEvent } | { kind: 'bot'; seat: SeatId };

/**
 * The move the table makes next by itself, or null when a person must act (or the game is over).
 * An automatic move (`def.autoEvent`) comes first, when the game offers one for EVERY seat that
 * may act now (a window passes only when nobody who may act in it is to be asked) and nothing
 * holds it (`holdAuto`: a reveal being read, "Stop for an Action", the position an undo reached);
 * else the first computer player who may act.
 * @param policy the table's auto-pass setting
 * @param holdAuto true while the table must not make an automatic move
 */
export function nextTableMove(
	def: AnyGameDefinition,
	s: GameSnapshot<unknown>,
	seats: readonly SeatSetup[],
	policy: AutoPassPolicy,
	holdAuto: boolean
): TableMove | null {
	if (def.result(s)) return null;
	const active: SeatId[] = def.activeSeats(s);
	if (active.length === 0) return null;
	if (def.autoEvent && !holdAuto && policy !== 'stop') {
		let ev: GameEvent | null = null;
		for (const seat of active) {
			const e = def.autoEvent(s, seat, policy);
			if (!e) {
				ev = null;
				break;
			}
			ev ??= e;
		}
		if (ev) return { kind: 'auto', ev };
	}
	const bot = active.find((seat) => seats[seat]?.bot);
	return bot === undefined ? null : { kind: 'bot', seat: bot };
}
