/**
 * Issue 16, co-op "since your last move" read "The Nazgûl Appear." twice at a Lothlórien payment
 * (tests/fixtures/crowded/coop-lothlorien-pay.json). Cause: a payment's request was logged as the
 * bare name of its reason (`cb_log_ask`: "{reason}."), which is also the name the step that
 * asks it had just logged (the haven action « Les Nazgûl apparaissent », an event « Événement »).
 * The request now says what it is — who is asked to pay, for what — so no line of the log
 * repeats the one before it word for word, in English and in French.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import { replay } from '$lib/engine/session';
import { randomPlayout } from '$lib/engine/playout';
import type { AnyGameDefinition, GameEvent, GameSnapshot, LogEntry, SeatSetup } from '$lib/engine/types';
import def from '$lib/games/coop-board/definition';
import { formatLog } from '$lib/games/coop-board/view/text';
import type { CoopContext } from '$lib/games/coop-board/types';

const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

/** Things taken or given one by one: two of them in a row are two lines of their own. */
const COUNTED = new Set(['cb_log_rune', 'cb_log_gold', 'cb_log_token', 'cb_log_give', 'cb_log_discard', 'cb_log_draw']);
/** Lines equal to the line before them, but for COUNTED ones. */
function repeats(log: readonly LogEntry[], seats: SeatSetup[]): string[] {
	const words = log.map((e) => formatLog(e, seats));
	return words.filter((w, i) => i > 0 && w === words[i - 1] && !COUNTED.has(log[i].key));
}

describe('a payment asked is not its step said again', () => {
	for (const locale of ['en', 'fr'] as const) {
		it(`the Lothlórien fixture's log names the Nazgûl once, the payment once more as a request (${locale})`, () => {
			setLocale(locale, { reload: false });
			const f = JSON.parse(readFileSync('tests/fixtures/crowded/coop-lothlorien-pay.json', 'utf8')).save;
			const actor = replay(def as AnyGameDefinition, { seats: f.seats, options: f.options, seed: f.seed }, f.events.map((e: { ev: GameEvent }) => e.ev));
			const log = (actor.getSnapshot() as GameSnapshot<CoopContext>).context.log;
			actor.stop();
			const nazgul = formatLog({ key: 'cb_log_haven', params: { action: 'nazgul' } }, f.seats);
			expect(log.map((e) => formatLog(e, f.seats)).filter((w) => w === nazgul)).toHaveLength(1);
			expect(repeats(log, f.seats)).toEqual([]);
		});
	}

	it('over random games, no line repeats the one before it (every haven, event and payment)', () => {
		setLocale('en', { reload: false });
		for (let g = 0; g < 3; g++) {
			const seats = Array.from({ length: 2 + (g % 4) }, (_, i) => ({ name: `H${i + 1}` }));
			const r = randomPlayout(def, seats, 900 + g, { maxSteps: 4000, botShare: 0.7 });
			expect(repeats((r.final as GameSnapshot<CoopContext>).context.log, seats)).toEqual([]);
		}
	});
});
