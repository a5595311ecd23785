/**
 * "What would the computer do?" (issue 11, UI.md "A hint where a bot exists"): the move a
 * Normal computer player would make for a seat now, computed from what that seat may see.
 */
import { jsonEqual } from '$lib/engine/equal';
import { createRng, randomInt, type RngState } from '$lib/engine/rng';
import type { AnyGameDefinition } from '$lib/engine/types';
import type { GameEvent, GameSnapshot, SeatId } from '$lib/engine/types';

/**
 * The move a Normal bot would choose for `seat`, if it is one of `legal`.
 * The bot's chance comes from a generator seeded by `seed` (the log length), so asking twice
 * in the same position shows the same move.
 * @param def the game's definition (its `botEvent`)
 * @param snapshot the position now
 * @param seat the seat asking (a person holding the tablet)
 * @param legal that seat's legal events now
 * @param seed any integer; the same seed gives the same hint
 * @returns the hinted event (the element of `legal` equal to the bot's choice), or null when
 *   the seat has nothing to do, the bot fails or chooses something not in `legal`
 * @throws nothing
 */
export function hintFor(def: Pick<AnyGameDefinition, 'botEvent'>, snapshot: GameSnapshot<any>, seat: SeatId, legal: readonly GameEvent[], seed: number): GameEvent | null {
	if (legal.length === 0) return null;
	let state: RngState = createRng(seed);
	const random = () => {
		const [v, next] = randomInt(state, 0, 999_999);
		state = next;
		return v / 1_000_000;
	};
	try {
		const ev = def.botEvent(snapshot, seat, 'normal', random) as GameEvent;
		return legal.find((l) => jsonEqual(l, ev)) ?? null;
	} catch {
		return null;
	}
}
