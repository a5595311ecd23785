/**
 * "What would the computer do?" (issue 11, UI.md "A hint where a bot exists"): the move a
 * Normal computer player would make for a seat now, computed from what that seat may see.
 */
import { jsonEqual } from '$lib/engine/equal';
import { createRng, randomInt, type RngState } from '$lib/engine/rng';
import type { AnyGameDefinition } from '$lib/engine/types';
import type { GameEvent, GameSnapshot, LogEntry, SeatId } from '$lib/engine/types';

/** A hint: the move, and why when the game's bot says (`GameDefinition.botChoice`). */
export interface Hint {
	ev: GameEvent;
	reason: LogEntry | null;
}

/**
 * The move a Normal bot would choose for `seat`, if it is one of `legal`, with its reason when
 * the game's bot gives one (`botChoice`; else `botEvent` and no reason).
 * The bot's chance comes from a generator seeded by `seed` (the log length), so asking twice
 * in the same position shows the same move.
 * @param def the game's definition (its `botChoice` or `botEvent`)
 * @param snapshot the position now
 * @param seat the seat asking (a person holding the tablet)
 * @param legal that seat's legal events now
 * @param seed any integer; the same seed gives the same hint
 * @returns the hinted event (the element of `legal` equal to the bot's choice) and its reason,
 *   or null when the seat has nothing to do, the bot fails or chooses something not in `legal`
 * @throws nothing
 */
export function hintWithReason(
	def: Pick<AnyGameDefinition, 'botEvent' | 'botChoice'>,
	snapshot: GameSnapshot<any>,
	seat: SeatId,
	legal: readonly GameEvent[],
	seed: number
): Hint | null {
	if (legal.length === 0) return null;
	let state: RngState = createRng(seed);
	const random = () => {
		const [v, next] = randomInt(state, 0, 999_999);
		state = next;
		return v / 1_000_000;
	};
	try {
		const choice = def.botChoice ? def.botChoice(snapshot, seat, 'normal', random) : { event: def.botEvent(snapshot, seat, 'normal', random), reason: null };
		const ev = legal.find((l) => jsonEqual(l, choice.event as GameEvent));
		return ev ? { ev, reason: choice.reason } : null;
	} catch {
		return null;
	}
}

/**
 * The move a Normal bot would choose for `seat`, if it is one of `legal` (`hintWithReason`
 * without the reason).
 * @returns the hinted event, or null (see `hintWithReason`)
 * @throws nothing
 */
export function hintFor(def: Pick<AnyGameDefinition, 'botEvent' | 'botChoice'>, snapshot: GameSnapshot<any>, seat: SeatId, legal: readonly GameEvent[], seed: number): GameEvent | null {
	return hintWithReason(def, snapshot, seat, legal, seed)?.ev ?? null;
}
