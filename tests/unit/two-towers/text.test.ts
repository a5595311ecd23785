// @vitest-environment jsdom
/**
 * The view's words: every log line of whole games, the phase label, the prompt, the rules
 * drawer and the result lines exist in English and French with every parameter filled.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import { randomPlayout } from '$lib/engine/playout';
import type { GameSnapshot } from '$lib/engine/types';
import def from '$lib/games/two-towers/definition';
import ui from '$lib/games/two-towers/view/index';
import { cardName } from '$lib/games/two-towers/view/text';
import { qualityCard, gandalfCard } from '$lib/games/two-towers/rules';
import type { TTContext } from '$lib/games/two-towers/types';
import en from '../../../messages/two-towers/en.json';
import fr from '../../../messages/two-towers/fr.json';
import { seatsOf } from './helpers';

const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

const clean = (line: string) => {
	expect(line).not.toMatch(/[{}]|undefined|NaN|\btt_/);
	expect(line.length).toBeGreaterThan(3);
};

describe('texts', () => {
	it('en and fr have the same keys, all tt_ prefixed snake_case', () => {
		const ke = Object.keys(en).filter((k) => k !== '$schema');
		expect(ke.sort()).toEqual(Object.keys(fr).filter((k) => k !== '$schema').sort());
		for (const k of ke) expect(k).toMatch(/^tt_[a-z0-9_]+$/);
	});
	for (const locale of ['en', 'fr'] as const) {
		it(`every log line, label, prompt, rule and result line of whole games reads well in ${locale}`, () => {
			setLocale(locale, { reload: false });
			for (const players of [2, 3, 5]) {
				const seats = seatsOf(players);
				const snaps: GameSnapshot<TTContext>[] = [];
				const rep = randomPlayout(def, seats, 900 + players, {
					check: (s) => {
						snaps.push(s as GameSnapshot<TTContext>);
					}
				});
				const final = rep.final as GameSnapshot<TTContext>;
				const keys = new Set(final.context.log.map((e) => e.key));
				for (const e of final.context.log) clean(ui.formatLog(e, seats));
				expect(keys.has('tt_log_take_deck') && keys.has('tt_log_lay') && keys.has('tt_log_end')).toBe(true);
				for (const s of snaps) {
					clean(ui.phaseLabel(s));
					for (let seat = 0; seat < players; seat++) clean(ui.prompt(s, seat, seats));
					expect(ui.rules().map((r) => r.id)).toContain(ui.currentRule(s));
				}
				const lines = ui.resultLines(final, seats);
				expect(lines.length).toBeGreaterThanOrEqual(players);
				lines.forEach(clean);
				const r = def.result(final);
				if (r?.kind === 'ranking') for (const e of r.explanation ?? []) clean(ui.formatLog(e, seats));
			}
			for (const sec of ui.rules()) {
				clean(sec.title);
				sec.body.forEach(clean);
			}
		});
	}
	it('names cards in both languages', () => {
		setLocale('en', { reload: false });
		expect(cardName(qualityCard(0, 'strength'))).toBe('red strength');
		expect(cardName(gandalfCard(3))).toBe('Gandalf');
		setLocale('fr', { reload: false });
		expect(cardName(qualityCard(1, 'wisdom'))).toBe('sagesse bleue');
		expect(ui.formatLog({ key: 'tt_log_take_faceup', params: { card: qualityCard(2, 'endurance') }, seat: 1 }, seatsOf(2))).toBe('P2 prend persévérance verte parmi les cartes retournées.');
	});
	it('explains tie-breaks in the result lines', () => {
		setLocale('en', { reload: false });
		const lines = [ui.formatLog({ key: 'tt_result_tie_order', params: { above: 1, below: 0, a: 3, b: 3 }, seat: 1 }, seatsOf(2))];
		expect(lines[0]).toBe('P2 is ahead of P1 on equal points and equal cards at Minas Tirith (3): P2 presented first there.');
	});
});
