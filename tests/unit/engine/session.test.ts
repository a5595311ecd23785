import { describe, expect, it } from 'vitest';
import { GameSession, IllegalEventError, RestoreError, lastChosen, replay, type LoggedEvent } from '$lib/engine/session';
import type { GameSnapshot } from '$lib/engine/types';
import { toyGame, TWO, draw, pass, TOY_PASSES, type ToyContext } from './toy-game';

const ctx = (s: GameSession) => s.snapshot.context as ToyContext;
const json = (v: unknown) => JSON.parse(JSON.stringify(v));

describe('GameSession.send', () => {
	it('accepts a legal event, applies it and logs it with who sent it and whether it revealed', () => {
		const s = GameSession.start(toyGame, TWO, 7);
		const top = ctx(s).deck[0];
		const entry = s.send(draw(0));
		expect(entry.ev).toEqual(draw(0));
		expect(entry.by).toBe('human');
		expect(entry.reveal).toBe(true);
		expect(typeof entry.at).toBe('number');
		expect(ctx(s).scores).toEqual([top, 0]);
		expect(ctx(s).deck).toHaveLength(11);
		expect(ctx(s).turn).toBe(1);
		const e2 = s.send(pass(1), 'bot');
		expect(e2).toMatchObject({ by: 'bot', reveal: false });
		expect(ctx(s).passesLeft).toEqual([TOY_PASSES, TOY_PASSES - 1]);
		expect(s.log).toHaveLength(2);
	});

	it('accepts an event whose keys are in another order than the listed one', () => {
		const s = GameSession.start(toyGame, TWO, 7);
		s.send({ seat: 0, type: 'pass' } as never);
		expect(ctx(s).turn).toBe(1);
	});

	it('refuses an illegal event with IllegalEventError and changes nothing', () => {
		const s = GameSession.start(toyGame, TWO, 7);
		s.send(pass(0));
		const before = json(s.persisted());
		const bad = [draw(0) /* not seat 0's turn */, { type: 'fly', seat: 1 }, { type: 'draw', seat: 1, extra: 1 }, { type: 'draw', seat: 9 }];
		for (const ev of bad) {
			expect(() => s.send(ev as never)).toThrow(IllegalEventError);
		}
		expect(json(s.persisted())).toEqual(before);
		expect(s.log).toHaveLength(1);
	});

	it('refuses a seat that has used all its passes', () => {
		const s = GameSession.start(toyGame, TWO, 7);
		for (let i = 0; i < TOY_PASSES; i++) {
			s.send(pass(0));
			s.send(pass(1));
		}
		expect(s.legalEvents(0)).toEqual([draw(0)]);
		expect(() => s.send(pass(0))).toThrow(/not a legal move for seat 1/);
	});

	it('refuses any event once the game is over', () => {
		const s = GameSession.start(toyGame, TWO, 3);
		while (!toyGame.result(s.snapshot as never)) s.send(draw(ctx(s).turn));
		expect(() => s.send(draw(ctx(s).turn))).toThrow(/the game is over/);
	});

	it('recovers when the machine throws on a listed event: error raised, state as before', () => {
		const s = GameSession.start(toyGame, TWO, 7, { withBoom: true });
		s.send(draw(0));
		const before = json(s.persisted());
		expect(s.legalEvents(1)).toContainEqual({ type: 'boom', seat: 1 });
		expect(() => s.send({ type: 'boom', seat: 1 })).toThrow(/could not be applied/);
		expect(json(s.persisted())).toEqual(before);
		expect(s.log).toHaveLength(1);
		s.send(pass(1)); // the session still works
		expect(ctx(s).turn).toBe(0);
	});

	it('same seed and same events give the same snapshot, bit for bit; another seed another deck', () => {
		const events = [draw(0), pass(1), draw(0), draw(1), pass(0)];
		const run = (seed: number) => {
			const s = GameSession.start(toyGame, TWO, seed);
			for (const ev of events) s.send(ev);
			return JSON.stringify(s.persisted());
		};
		expect(run(11)).toBe(run(11));
		expect(JSON.stringify(GameSession.start(toyGame, TWO, 11).persisted())).not.toBe(
			JSON.stringify(GameSession.start(toyGame, TWO, 12).persisted())
		);
		const a = GameSession.start(toyGame, TWO, 11);
		for (const ev of events) a.send(ev);
		expect(JSON.stringify(replay(toyGame, a.setup, events).getPersistedSnapshot())).toBe(run(11));
	});
});

describe('GameSession.undo (Board Game Arena policy, DESIGN.md "Sessions, saves, undo")', () => {
	it('one person playing every seat takes back moves up to the last reveal and no further', () => {
		const s = GameSession.start(toyGame, TWO, 5);
		s.send(pass(0));
		s.send(draw(1)); // reveal
		const afterReveal = json(s.persisted());
		s.send(pass(0));
		s.send(pass(1));
		expect(s.undoDepth('every-seat')).toBe(1);
		expect(s.undo('every-seat').map((e) => e.ev)).toEqual([pass(1)]);
		expect(s.undo('every-seat').map((e) => e.ev)).toEqual([pass(0)]);
		expect(json(s.persisted())).toEqual(afterReveal);
		expect(s.canUndo('every-seat')).toBe(false);
		expect(() => s.undo('every-seat')).toThrow(IllegalEventError);
		expect(s.log.map((e) => e.ev)).toEqual([pass(0), draw(1)]);
	});

	it("a seat takes back its own last move, never another player's", () => {
		const s = GameSession.start(toyGame, TWO, 5);
		s.send(pass(0));
		s.send(pass(1));
		expect(s.canUndo(0)).toBe(false);
		expect(() => s.undo(0)).toThrow(/not seat 1's/);
		expect(s.log).toHaveLength(2);
		expect(s.undo(1).map((e) => e.ev)).toEqual([pass(1)]);
		// Seat 1's turn began after seat 0's move: seat 1 cannot go further back.
		expect(s.canUndo(1)).toBe(false);
		expect(() => s.undo(1)).toThrow(IllegalEventError);
		expect(s.log.map((e) => e.ev)).toEqual([pass(0)]);
		// Without a seat, the one who made the last move asks (they still hold the tablet).
		expect(s.undo().map((e) => e.ev)).toEqual([pass(0)]);
	});

	it('cannot undo right after a draw', () => {
		const s = GameSession.start(toyGame, TWO, 5);
		s.send(draw(0));
		expect(s.canUndo(0)).toBe(false);
		expect(() => s.undo(0)).toThrow(/revealed hidden information/);
	});

	it("stops at a step the game declares closed (undoBarrier), judged on the live snapshot, even after a replay", () => {
		// A toy rule for the test: the second pass of a seat closes its "step" (passesLeft drops to 1).
		const barred = { ...toyGame, undoBarrier: (ev: { type: string; seat: number }, after: GameSnapshot<ToyContext>) => ev.type === 'pass' && after.context.passesLeft[ev.seat] === TOY_PASSES - 2 };
		const s = GameSession.start(barred, TWO, 5);
		s.send(pass(0));
		expect(s.closedStep()).toBe(false);
		expect(s.undo(0).map((e) => e.ev)).toEqual([pass(0)]);
		s.send(pass(0));
		s.send(pass(1));
		s.send(pass(0)); // seat 0's second pass: a barrier
		expect(s.closedStep()).toBe(true);
		expect(s.log[s.log.length - 1].reveal).toBe(false);
		expect(s.undoDepth(0)).toBe(0);
		expect(s.undoDepth('every-seat')).toBe(0);
		expect(() => s.undo(0)).toThrow(/closed a step of play/);
		// The next move is undoable again, back to the barrier and no further.
		s.send(pass(1)); // seat 1's second pass is a barrier too
		expect(s.canUndo(1)).toBe(false);
		const { session: again } = GameSession.fromSave(barred, s.setup, s.log.slice(), null);
		expect(again.closedStep()).toBe(true);
		expect(again.canUndo('every-seat')).toBe(false);
		// The same log under the plain definition: no barrier.
		const plain = GameSession.fromSave(toyGame, s.setup, s.log.slice(), null).session;
		expect(plain.closedStep()).toBe(false);
		expect(plain.canUndo(1)).toBe(true);
	});

	it('takes back the moves the table sent by itself (auto) together with the move before them', () => {
		// Toy stand-in for the LCG's auto-pass: seat 1's pass is sent by the table for seat 1.
		const s = GameSession.start(toyGame, TWO, 5);
		s.send(draw(0)); // a reveal: nothing before it comes back
		s.send(pass(1));
		const afterOwn = json(s.persisted());
		s.send(pass(0));
		const auto = s.send(pass(1), 'human', true);
		expect(auto.auto).toBe(true);
		expect(lastChosen(s.log)?.ev).toEqual(pass(0));
		// Seat 0's own move is the one taken back, with the table's pass after it, in one undo.
		expect(s.canUndo(1)).toBe(false);
		expect(s.undoDepth(0)).toBe(2);
		expect(s.undo(0).map((e) => e.ev)).toEqual([pass(0), pass(1)]);
		expect(json(s.persisted())).toEqual(afterOwn);
		expect(s.log.map((e) => e.auto)).toEqual([undefined, undefined]);
		// Entries the table sent are plain in their JSON when not auto (the stored log is unchanged).
		expect(Object.keys(s.log[1])).toEqual(['ev', 'by', 'reveal', 'at']);
	});

	it('refuses when the move under the auto entries may not be undone (a reveal, a bot, a barrier)', () => {
		const s = GameSession.start(toyGame, TWO, 5);
		s.send(draw(0)); // reveal
		s.send(pass(1), 'human', true);
		expect(s.undoDepth(0)).toBe(0);
		expect(s.undoDepth('every-seat')).toBe(0);
		expect(() => s.undo(1)).toThrow(/revealed hidden information/);
		const barred = { ...toyGame, undoBarrier: (ev: { type: string; seat: number }) => ev.type === 'pass' && ev.seat === 0 };
		const b = GameSession.start(barred, TWO, 5);
		b.send(pass(0)); // closes a step, judged on the snapshot just after it (replayed)
		b.send(pass(1), 'human', true);
		expect(b.closedStep()).toBe(false);
		expect(b.undoDepth(0)).toBe(0);
		const bots = GameSession.start(toyGame, TWO, 5);
		bots.send(pass(0), 'bot');
		bots.send(pass(1), 'human', true);
		expect(bots.canUndo('every-seat')).toBe(false);
		expect(() => bots.undo()).toThrow(/computer player/);
	});

	it('cannot undo at the start of a game', () => {
		const s = GameSession.start(toyGame, TWO, 5);
		expect(s.undoDepth()).toBe(0);
		expect(() => s.undo()).toThrow(IllegalEventError);
	});

	it("never takes back a bot's move, even for the person playing every seat", () => {
		const seats = [{ name: 'Ann' }, { name: 'Bot 1', bot: 'easy' as const }, { name: 'Bot 2', bot: 'normal' as const }];
		const s = GameSession.start(toyGame, seats, 5);
		s.send(pass(0), 'human');
		s.send(pass(1), 'bot');
		s.send(pass(2), 'bot');
		for (const by of [0, 1, 2, 'every-seat', undefined] as const) expect(s.canUndo(by)).toBe(false);
		expect(() => s.undo(0)).toThrow(/computer player/);
		expect(s.log).toHaveLength(3);
	});

	it('cannot undo once the game is over', () => {
		const s = GameSession.start(toyGame, TWO, 5);
		let guard = 0;
		const snap = () => s.snapshot as GameSnapshot<ToyContext>;
		while (!toyGame.result(snap()) && guard++ < 100) s.send(draw(toyGame.activeSeats(snap())[0]));
		expect(toyGame.result(snap())).not.toBeNull();
		// A log whose last move is not marked as a reveal: only the end of the game blocks the undo.
		const log = json(s.log) as LoggedEvent[];
		log[log.length - 1].reveal = false;
		const { session } = GameSession.fromSave(toyGame, s.setup, log, json(s.persisted()));
		const seat = log[log.length - 1].ev.seat;
		expect(session.canUndo(seat)).toBe(false);
		expect(session.canUndo('every-seat')).toBe(false);
		expect(() => session.undo(seat)).toThrow(/game is over/);
	});
});

describe('GameSession.fromSave', () => {
	function played(seed = 21) {
		const s = GameSession.start(toyGame, TWO, seed);
		for (const ev of [draw(0), pass(1), draw(0), draw(1)]) s.send(ev);
		return s;
	}

	it('restores from a valid persisted snapshot (after a JSON round trip)', () => {
		const s = played();
		const snap = json(s.persisted());
		const log = json(s.log) as LoggedEvent[];
		const r = GameSession.fromSave(toyGame, s.setup, log, snap);
		expect(r.restoredBy).toBe('snapshot');
		expect(json(r.session.persisted())).toEqual(snap);
		expect(r.session.log).toEqual(log);
		// and play goes on the same way on both
		const next = draw(ctx(s).turn);
		s.send(next);
		r.session.send(next);
		expect(json(r.session.persisted())).toEqual(json(s.persisted()));
	});

	it('the snapshot wins over the log when both are valid (no replay)', () => {
		const s = played();
		const r = GameSession.fromSave(toyGame, s.setup, [], json(s.persisted()));
		expect(r.restoredBy).toBe('snapshot');
		expect(ctx(r.session).deck).toEqual(ctx(s).deck);
	});

	it('replays the log when the snapshot is missing', () => {
		const s = played();
		for (const missing of [null, undefined]) {
			const r = GameSession.fromSave(toyGame, s.setup, json(s.log), missing);
			expect(r.restoredBy).toBe('replay');
			expect(json(r.session.persisted())).toEqual(json(s.persisted()));
		}
	});

	it('replays the log when the snapshot is corrupt', () => {
		const s = played();
		const good = json(s.persisted());
		const corrupt = ['garbage', 42, {}, { ...good, value: 'nowhere' }, { ...good, value: undefined }, { ...good, status: 'error' }, { ...good, context: null }];
		for (const snap of corrupt) {
			const r = GameSession.fromSave(toyGame, s.setup, json(s.log), snap);
			expect(r.restoredBy, JSON.stringify(snap).slice(0, 40)).toBe('replay');
			expect(json(r.session.persisted())).toEqual(good);
		}
	});

	it('throws RestoreError when there is no usable snapshot and the log does not replay', () => {
		const s = played();
		const log = json(s.log) as LoggedEvent[];
		log[1].ev.seat = 0; // seat 0 cannot act twice in a row
		expect(() => GameSession.fromSave(toyGame, s.setup, log, null)).toThrow(RestoreError);
		expect(() => GameSession.fromSave(toyGame, s.setup, log, { value: 'nowhere' })).toThrow(/event 2 of the log \(pass\) is not legal/);
		const foreign = [{ ev: { type: 'attack', seat: 0 }, by: 'human', reveal: false, at: 0 }] as LoggedEvent[];
		expect(() => GameSession.fromSave(toyGame, s.setup, foreign, null)).toThrow(RestoreError);
	});
});
