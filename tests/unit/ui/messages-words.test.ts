import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as m from '$lib/paraglide/messages.js';

/**
 * Words (issue 11): plural forms come from Paraglide's plural selector (inlang message format
 * `declarations` / `selectors` / `match`), never "card(s)"; English text uses English quotes,
 * never « ». Every message file of en and fr is read, except the LCG's (its own helper's).
 */
const ROOT = 'messages';

/** Every pattern (simple string or variant) of a message file, with its key. */
function patterns(file: string): { key: string; text: string }[] {
	const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
	const out: { key: string; text: string }[] = [];
	for (const [key, value] of Object.entries(json)) {
		if (key === '$schema') continue;
		if (typeof value === 'string') out.push({ key, text: value });
		else if (Array.isArray(value)) {
			for (const v of value as { match?: Record<string, string> }[]) for (const [sel, text] of Object.entries(v.match ?? {})) out.push({ key: `${key}[${sel}]`, text });
		}
	}
	return out;
}

function messageFiles(locale: 'en' | 'fr'): string[] {
	const files = [join(ROOT, `${locale}.json`)];
	for (const dir of readdirSync(ROOT)) {
		if (dir.startsWith('lcg')) continue;
		const f = join(ROOT, dir, `${locale}.json`);
		if (statSync(join(ROOT, dir)).isDirectory()) files.push(f);
	}
	return files;
}

/** "card(s)", "token(s)", "posée(s)", "retourne(nt)", "gagné(e)s": a plural or agreement spelled by brackets. */
const BRACKET_PLURAL = /\p{L}\((s|x|e|es|nt)\)/u;

describe('message words', () => {
	it('reads every message file of both languages (the test is not empty)', () => {
		expect(messageFiles('en').length).toBeGreaterThanOrEqual(8);
		expect(patterns(join(ROOT, 'en.json')).length).toBeGreaterThan(100);
	});

	for (const locale of ['en', 'fr'] as const) {
		it(`${locale}: no plural in brackets ("card(s)"): Paraglide's plural forms instead`, () => {
			const bad = messageFiles(locale).flatMap((f) => patterns(f).filter((p) => BRACKET_PLURAL.test(p.text)).map((p) => `${f} ${p.key}: ${p.text}`));
			expect(bad).toEqual([]);
		});
	}

	it('en: English quotation marks, never « »', () => {
		const bad = messageFiles('en').flatMap((f) => patterns(f).filter((p) => /[«»]/.test(p.text)).map((p) => `${f} ${p.key}: ${p.text}`));
		expect(bad).toEqual([]);
	});

	it('the bracket check catches what it should', () => {
		for (const s of ['2 card(s)', 'posée(s)', 'retourne(nt)', 'point(s)']) expect(BRACKET_PLURAL.test(s)).toBe(true);
		for (const s of ['(3 cards)', 'Moria (Khazad-dûm)', '{count} (s)']) expect(BRACKET_PLURAL.test(s)).toBe(false);
	});

	it('plural messages choose the form by count in both languages', () => {
		expect(m.tt_log_done({ player: 'Ann', count: 1 }, { locale: 'en' })).toBe('Ann has presented 1 card.');
		expect(m.tt_log_done({ player: 'Ann', count: 3 }, { locale: 'en' })).toBe('Ann has presented 3 cards.');
		expect(m.tt_log_done({ player: 'Ann', count: 0 }, { locale: 'en' })).toBe('Ann has presented 0 cards.');
		expect(m.tt_log_done({ player: 'Ann', count: 0 }, { locale: 'fr' })).toBe('Ann a présenté 0 carte.');
		expect(m.tt_log_done({ player: 'Ann', count: 2 }, { locale: 'fr' })).toBe('Ann a présenté 2 cartes.');
		expect(m.kc_label_penalty({ player: 'Bo', lost: 1 }, { locale: 'en' })).toBe('Moria: Bo loses 1 point.');
		expect(m.kc_label_covered({ count: 2 }, { locale: 'fr' })).toBe('2 couvertes dessous');
	});
});
