/**
 * Writes tests/fixtures/crowded/<name>.json: saved games stopped at crowded positions, for the
 * play-screen frame e2e (tests/e2e/frame.spec.ts, issue 16 "controls and hands below the
 * fold"). Each is a game of people only (no computer seat: every hand may be shown), played by
 * the computer's own choices from a seed until the position is reached:
 * - `coop-last-resort`: co-op, the Last Resort group payment at Helm's Deep, with a long list
 *   of lines (12 or more) since the first paying player's last move;
 * - `coop-lothlorien-pay`: co-op, a payment at the Lothlórien haven, the first payer holding 16 or more cards;
 * - `coop-distribute`: co-op, Preparations at Bag End, four revealed cards to give among three hobbits;
 * - `coop-adventure-big-hand`: co-op, a payment on an adventure board, the first payer holding 18 cards or more;
 * - `coop-big-hand-pay`: co-op, a payment whose first payer holds 20 cards or more, with 10 or
 *   more lines since its last move;
 * - `risk-ten-targets`: Risk, the acting player holds an adventure card with ten or more targets.
 *   npx tsx scripts/dev/crowded-fixtures.ts   (ONLY=<name> for one)
 */
import 'fake-indexeddb/auto';
import { writeFileSync } from 'node:fs';
import { loadAllDefinitions } from '../../src/lib/games/registry';
import { GameSession } from '../../src/lib/engine/session';
import { fixtureFile } from './fixture-file';
import type { AnyGameDefinition, GameEvent, GameSnapshot, SeatId } from '../../src/lib/engine/types';
import { createRng, nextFloat } from './fixture-rng';

const defs = await loadAllDefinitions();
const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

/** Lines of the log since `seat`'s last move (the whole log when it has not moved). */
function sinceLast(def: AnyGameDefinition, session: GameSession, seat: SeatId): number {
	const log = def.log(session.snapshot).length;
	// The log length just after each event is not kept: replay to find the seat's last move.
	let last = -1;
	session.log.forEach((e, i) => e.ev.seat === seat && (last = i));
	if (last < 0) return log;
	const replay = GameSession.start(def, session.setup.seats, session.setup.seed, session.setup.options as Record<string, unknown>);
	for (let i = 0; i <= last; i++) replay.send(session.log[i].ev, 'human');
	const n = def.log(replay.snapshot).length;
	replay.stop();
	return log - n;
}

interface Want {
	name: string;
	game: string;
	players: number;
	options?: Record<string, unknown>;
	/** True at the position wanted. */
	at(s: GameSnapshot<any>, def: AnyGameDefinition, session: GameSession): boolean;
}

const WANTS: Want[] = [
	{
		name: 'coop-last-resort',
		game: 'coop-board',
		players: 5,
		at(s, def, session) {
			const c = s.context;
			const d = c.decision;
			if (!(c.adv?.id === 'helmsDeep' && d?.kind === 'pay' && d.pay.reason === 'lastResort')) return false;
			// The first player offered the tablet (the frame e2e picks the first name) has a long list.
			const first = def.activeSeats(s)[0];
			return first !== undefined && sinceLast(def, session, first) >= 12;
		}
	},
	{
		// The payment at the Lothlórien haven with a big hand (the newcomer e2e found "I do not pay"
		// below the acting column's edge there at 1180×820).
		name: 'coop-lothlorien-pay',
		game: 'coop-board',
		players: 3,
		at(s, def) {
			const c = s.context;
			const d = c.decision;
			if (!(c.adv === null && c.location === 3 && d?.kind === 'pay')) return false;
			const first = def.activeSeats(s)[0];
			return first !== undefined && c.players[first].hand.length >= 16;
		}
	},
	{
		// A payment with 20 cards or more in the payer's hand and a long list since its last
		// move (issue 16: at 1180×820 the hand ran below the screen, the acting column growing
		// past the board instead of drawing the hand small).
		name: 'coop-big-hand-pay',
		game: 'coop-board',
		players: 2,
		at(s, def, session) {
			const c = s.context;
			const d = c.decision;
			if (d?.kind !== 'pay') return false;
			const first = def.activeSeats(s)[0];
			return first !== undefined && c.players[first].hand.length >= 20 && sinceLast(def, session, first) >= 10;
		}
	},
	{
		// Preparations at Bag End: four revealed cards to give among three hobbits (issue 16: the
		// twelve card × hobbit buttons ran below the screen at 1180×820, the hand under them).
		name: 'coop-distribute',
		game: 'coop-board',
		players: 3,
		at(s) {
			const d = s.context.decision;
			return d?.kind === 'distribute' && d.cards.length >= 4;
		}
	},
	{
		// A payment on an adventure board whose payer holds eighteen cards or more (a newcomer run
		// at Shelob's Lair: the payment over nineteen small faces, the last row below the screen).
		name: 'coop-adventure-big-hand',
		game: 'coop-board',
		players: 2,
		at(s, def) {
			const c = s.context;
			const first = def.activeSeats(s)[0];
			return c.adv !== null && c.decision?.kind === 'pay' && first !== undefined && c.players[first].hand.length >= 18;
		}
	},
	{
		name: 'risk-ten-targets',
		game: 'risk',
		players: 4,
		at(s, def) {
			for (const seat of def.activeSeats(s)) {
				const per = new Map<number, number>();
				for (const e of def.legalEvents(s, seat) as (GameEvent & { card?: number })[])
					if ((e.type === 'PLAY_POWER' || e.type === 'REACT') && typeof e.card === 'number') per.set(e.card, (per.get(e.card) ?? 0) + 1);
				if ([...per.values()].some((n) => n >= 10)) return true;
			}
			return false;
		}
	}
];

// ONLY=<name> writes that one fixture alone.
for (const want of WANTS.filter((w) => !process.env.ONLY || w.name === process.env.ONLY)) {
	const def = defs[want.game];
	const seats = NAMES.slice(0, want.players).map((name) => ({ name }));
	let done = false;
	for (let seed = 1; seed < 400 && !done; seed++) {
		const session = GameSession.start(def, seats, seed, want.options ?? {});
		const rng = createRng(seed * 7919);
		for (let k = 0; k < 3000 && !def.result(session.snapshot); k++) {
			const s = session.snapshot;
			if (want.at(s, def, session)) {
				writeFileSync(`tests/fixtures/crowded/${want.name}.json`, fixtureFile(session, `crowded-${want.name}`, Date.UTC(2026, 10, 26, 12, 0, 0), false));
				console.log(`${want.name}.json: seed ${seed}, ${session.log.length} moves`);
				done = true;
				break;
			}
			const active = def.activeSeats(s);
			if (!active.length) break;
			const seat = active[Math.floor(nextFloat(rng) * active.length)];
			session.send(def.botEvent(s, seat, 'normal', () => nextFloat(rng)), 'human');
		}
		session.stop();
	}
	if (!done) console.log(`${want.name}: not reached`);
}
