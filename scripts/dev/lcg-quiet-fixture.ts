/**
 * Writes tests/fixtures/lcg/quiet-round.json: a solo LCG game (Passage Through Mirkwood, a
 * starter deck) saved at the start of a round's planning step where a player who plays nothing
 * has nothing to decide for the whole round (issue 17: "a round where the player has nothing to
 * decide ≤ 5 taps", measured by tests/e2e/lcg-quiet.spec.ts). The rounds before are played by
 * the computer's own choices from a seed (so enemies get killed and locations explored); each
 * round's start is tried on a copy by the quiet player of the e2e test (commit the first hero
 * that may quest, then Done; Done in planning; OK on each reveal), the table passing the action
 * windows under the default policy ('quiet', ../../src/lib/games/lcg/autopass.ts). The round
 * counts when that player is never offered anything else: no window that stops, no Response, no
 * travel or engagement to choose, no enemy attacking, and the next round begins.
 *   npx tsx scripts/dev/lcg-quiet-fixture.ts
 */
import 'fake-indexeddb/auto';
import { writeFileSync } from 'node:fs';
import def, { DEFAULT_OPTIONS } from '../../src/lib/games/lcg/definition';
import { activeSeats, legalEvents } from '../../src/lib/games/lcg/flow';
import { autoEvent } from '../../src/lib/games/lcg/autopass';
import { GameSession } from '../../src/lib/engine/session';
import type { AnyGameDefinition } from '../../src/lib/engine/types';
import type { LcgContext, LcgEvent } from '../../src/lib/games/lcg/types';
import { fixtureFile } from './fixture-file';
import { createRng, nextFloat } from './fixture-rng';

const DEF = def as unknown as AnyGameDefinition;
const REVEALS = new Set(['lcg_log_reveal', 'lcg_log_shadow_revealed']);
const ctxOf = (s: GameSession) => s.snapshot.context as LcgContext;

/**
 * The quiet player's taps through the round that starts at `session`'s position, on a copy:
 * 'done@step', 'commit@step', 'reveal' (a panel's OK), or 'other@step' for anything else; null
 * when the round does not end in the next one's planning (a defeat, a victory).
 */
function quietRound(session: GameSession): string[] | null {
	const copy = GameSession.start(DEF, session.setup.seats, session.setup.seed, session.setup.options as Record<string, unknown>);
	for (const e of session.log) copy.send(e.ev, e.by, e.auto);
	const round = ctxOf(copy).round;
	const taps: string[] = [];
	let seen = ctxOf(copy).log.length;
	for (let k = 0; k < 200; k++) {
		const c = ctxOf(copy);
		for (let j = seen; j < c.log.length; j++) if (REVEALS.has(c.log[j].key)) taps.push('reveal');
		seen = c.log.length;
		if (c.outcome) return null;
		if (c.round > round) return c.step === 'planning.play' || c.step.startsWith('resource') ? taps : null;
		const seats = activeSeats(c);
		const auto = seats.map((s) => autoEvent(c, s, 'quiet')).find((e) => e);
		if (auto) {
			copy.send(auto, 'human', true);
			continue;
		}
		const legal = legalEvents(c, seats[0]);
		const commit = legal.find((e) => e.type === 'COMMIT');
		const done = legal.find((e) => e.type === 'DONE');
		let ev: LcgEvent;
		if (c.step === 'quest.commit' && c.selection.length === 0 && commit) (ev = commit), taps.push(`commit@${c.step}`);
		else if (done && (c.step === 'planning.play' || c.step === 'quest.commit')) (ev = done), taps.push(`done@${c.step}`);
		else (ev = legal.find((e) => e.type === 'CONTINUE' || e.type === 'DONE' || e.type === 'CHOOSE') ?? legal[0]), taps.push(`other@${c.step}`);
		copy.send(ev, 'human');
	}
	copy.stop();
	return null;
}

let done = false;
for (let seed = 1; seed < 300 && !done; seed++) {
	for (const deck of ['spirit', 'lore', 'tactics', 'leadership'] as const) {
		if (done) break;
		const session = GameSession.start(DEF, [{ name: 'Frodo' }], seed, { ...DEFAULT_OPTIONS, decks: [deck] });
		const rng = createRng(seed * 7919);
		let tried = 0;
		for (let k = 0; k < 3000 && !DEF.result(session.snapshot); k++) {
			const c = ctxOf(session);
			if (c.step === 'planning.play' && c.round > tried && c.round >= 2) {
				tried = c.round;
				const taps = quietRound(session);
				if (taps && taps.every((t) => !t.startsWith('other@')) && taps.includes('reveal')) {
					writeFileSync('tests/fixtures/lcg/quiet-round.json', fixtureFile(session, 'lcg-quiet-round', Date.UTC(2026, 10, 27, 12, 0, 0), false));
					console.log(`quiet-round.json: seed ${seed}, ${deck} deck, round ${c.round}, ${session.log.length} moves; the quiet player's taps: ${taps.join(', ')}`);
					done = true;
					break;
				}
			}
			const seat = DEF.activeSeats(session.snapshot)[0];
			if (seat === undefined) break;
			session.send(DEF.botEvent(session.snapshot, seat, 'normal', () => nextFloat(rng)), 'human');
		}
		session.stop();
	}
}
if (!done) console.log('quiet-round: not reached');
