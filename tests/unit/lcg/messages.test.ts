/**
 * Every log line and decision text the engine produces has an English and a French message,
 * and every placeholder of those messages is filled: by the entry's params, or `{player}` by
 * the UI from the entry's seat.
 */
import { describe, expect, it } from 'vitest';
import en from '../../../messages/lcg/en.json';
import fr from '../../../messages/lcg/fr.json';
import def from '$lib/games/lcg/definition';
import { randomPlayout } from '$lib/engine/playout';
import type { LogEntry } from '$lib/engine/types';
import type { LcgContext } from '$lib/games/lcg/types';

const EN = en as Record<string, unknown>;
const FR = fr as Record<string, unknown>;

/** The placeholders of a message, once each; a plural message (Paraglide variants) counts all its variants. */
function placeholders(s: unknown): string[] {
	return [...new Set([...JSON.stringify(s).matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
}

/** The inputs a plural message selects on ("local countPlural = count: plural" → count), in either locale. */
function pluralInputs(key: string): string[] {
	const out = new Set<string>();
	for (const v of [EN[key], FR[key]])
		if (Array.isArray(v))
			for (const variant of v as { declarations: string[] }[])
				for (const d of variant.declarations) {
					const m = /^local \w+ = (\w+): plural$/.exec(d);
					if (m) out.add(m[1]);
				}
	return [...out];
}

describe('LCG messages', () => {
	it('en and fr have the same keys, all snake_case identifiers with the lcg_ prefix', () => {
		const ke = Object.keys(EN).filter((k) => k !== '$schema').sort();
		const kf = Object.keys(FR).filter((k) => k !== '$schema').sort();
		expect(ke).toEqual(kf);
		for (const k of ke) {
			expect(k).toMatch(/^lcg_[a-z0-9_]+$/);
			expect(placeholders(EN[k]).sort()).toEqual(placeholders(FR[k]).sort());
		}
	});

	it('covers every entry of random games, with every placeholder filled', () => {
		const seen = new Map<string, LogEntry>();
		const note = (e: LogEntry, seatKnown: boolean) => {
			if (!seen.has(e.key)) seen.set(e.key, e);
			expect(EN[e.key], e.key).toBeDefined();
			for (const p of placeholders(EN[e.key])) {
				const ok = (e.params && p in e.params) || (p === 'player' && (seatKnown || e.seat !== undefined));
				expect(ok, `${e.key}: {${p}} not given`).toBe(true);
			}
			// A plural form is chosen by a number: the engine must give one.
			for (const p of pluralInputs(e.key)) expect(typeof e.params?.[p], `${e.key}: {${p}} is not a number`).toBe('number');
		};
		for (let seed = 1; seed <= 40; seed++) {
			const n = (seed % 4) + 1;
			const scenario = (['passage-through-mirkwood', 'journey-down-the-anduin', 'escape-from-dol-guldur'] as const)[seed % 3];
			const r = randomPlayout(def, Array.from({ length: n }, (_, i) => ({ name: `P${i}` })), seed, {
				options: { scenario },
				botShare: seed % 2 ? 0.8 : 0,
				check(s) {
					const d = (s.context as LcgContext).decision;
					if (d) {
						note(d.prompt, true);
						for (const o of d.options) note(o.label, true);
					}
				}
			});
			for (const e of (r.final.context as LcgContext).log) note(e, false);
		}
		expect(seen.size).toBeGreaterThan(40);
	});
});
