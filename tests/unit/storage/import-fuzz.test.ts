/**
 * Import fuzzing (issue 10 "Proof"): seeded mutations of valid save files of every game
 * (tests/fixtures/saves/). Each mutated file is either refused with one plain sentence
 * (an ImportError with a known reason, no JavaScript or valibot wording) or imported as new
 * saves that open and replay; it never throws anything else and never overwrites a save.
 * Case count: IMPORT_FUZZ_CASES (default 1000).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { importSaves } from '$lib/storage/transfer';
import { openSave } from '$lib/storage/resume';
import { getSave } from '$lib/storage/saves';
import { logHash } from '$lib/storage/hash';
import { ImportError } from '$lib/storage/errors';
import { loadAllDefinitions } from '$lib/games/registry';
import { freshDb } from './helpers';
import { createRng, nextFloat } from '../../../scripts/dev/fixture-rng';

const CASES = Number(process.env.IMPORT_FUZZ_CASES ?? 1000);
const DIR = 'tests/fixtures/saves';
const FIXTURES = readdirSync(DIR)
	.filter((f) => f.endsWith('.json'))
	.map((f) => readFileSync(`${DIR}/${f}`, 'utf8'));

/** Wording that must never reach a player: JavaScript's, valibot's, or a stack. */
const DEVELOPER_WORDING = /undefined|null|Cannot read|is not a function|Invalid type|Invalid key|Expected|Received|RangeError|TypeError|SyntaxError|stack|\[object/;

type R = { s: number };
const pick = <T>(r: R, xs: readonly T[]): T => xs[Math.floor(nextFloat(r) * xs.length)];

const VALUES: unknown[] = [null, -1, 0, 1, 5, 2 ** 53, 1e308, -0.5, '', 'x', '\u202Eevil', 'x'.repeat(30), true, false, {}, [], [null], { type: 'x', seat: 0 }, 'two-towers', 'lcg', 'knizia-cards'];

/** Every [container, key] in `o` (depth-first), to mutate one at random. */
function slots(o: unknown, out: [Record<string | number, unknown>, string | number][] = [], depth = 0): typeof out {
	if (depth > 12 || !o || typeof o !== 'object') return out;
	for (const k of Object.keys(o)) {
		const key = Array.isArray(o) ? Number(k) : k;
		out.push([o as Record<string | number, unknown>, key]);
		slots((o as Record<string, unknown>)[k], out, depth + 1);
	}
	return out;
}

function mutate(r: R, text: string): string {
	const kind = Math.floor(nextFloat(r) * 10);
	if (kind === 0) {
		// flip or cut characters of the text itself
		const at = Math.floor(nextFloat(r) * text.length);
		return nextFloat(r) < 0.5 ? text.slice(0, at) : text.slice(0, at) + pick(r, ['"', '}', ']', ',', '0', '\\']) + text.slice(at + 1);
	}
	const body = JSON.parse(text);
	const save = body.save;
	const n = 1 + Math.floor(nextFloat(r) * 3);
	for (let i = 0; i < n; i++) {
		const k = Math.floor(nextFloat(r) * 9);
		if (k === 0 && save.events.length > 1) {
			const a = Math.floor(nextFloat(r) * save.events.length);
			const b = Math.floor(nextFloat(r) * save.events.length);
			[save.events[a], save.events[b]] = [save.events[b], save.events[a]];
		} else if (k === 1) save.events.splice(Math.floor(nextFloat(r) * (save.events.length + 1)));
		else if (k === 2 && save.events.length) save.events.push(structuredClone(pick(r, save.events)));
		else if (k === 3) save.options = { ...save.options, [pick(r, ['startSeat', 'hideScores', 'scenario', 'decks', 'firstPlayer', 'junk'])]: pick(r, VALUES) };
		else if (k === 4) save.options = { big: 'x'.repeat(20_000 + Math.floor(nextFloat(r) * 100_000)) };
		else if (k === 5) save.seats[Math.floor(nextFloat(r) * save.seats.length)].name = pick(r, ['', 'x'.repeat(25), '\u202E' + 'y'.repeat(23), '<b>x</b>', 'ok']);
		else if (k === 6) {
			// nest deeply (stack depth) at a random place: spliced into the text below
			const all = slots(body);
			const [o, key] = pick(r, all);
			o[key] = '__DEEP__';
		} else if (k === 7) body.formatVersion = pick(r, [1, 2, 3, 0, '2']);
		else {
			const all = slots(body);
			const [o, key] = pick(r, all);
			if (nextFloat(r) < 0.3) delete o[key];
			else o[key] = structuredClone(pick(r, VALUES));
		}
	}
	const out = nextFloat(r) < 0.15 ? JSON.stringify({ ...body, kind: 'saves', saves: [save, save], save: undefined }) : JSON.stringify(body);
	return out.replace('"__DEEP__"', '['.repeat(8000) + '1' + ']'.repeat(8000));
}

describe('import fuzz', () => {
	it(`${CASES} seeded mutations of valid files of every game: refused plainly or imported and replaying; never throws otherwise, never overwrites`, async () => {
		const defs = await loadAllDefinitions();
		const db = freshDb();
		// saves already here, with the fixtures' ids: an import must never replace them
		const existing = await importSaves(db, FIXTURES[0], defs);
		const kept = (await getSave(db, existing[0].id))!;
		const keptHash = logHash(kept.events);
		const counts = { refused: 0, imported: 0 };
		const reasons = new Map<string, number>();
		const r = createRng(20261123);
		for (let c = 0; c < CASES; c++) {
			const text = mutate(r, pick(r, FIXTURES));
			let result: Awaited<ReturnType<typeof importSaves>> | null = null;
			try {
				result = await importSaves(db, text, defs);
			} catch (e) {
				if (!(e instanceof ImportError)) throw new Error(`case ${c}: threw ${String(e)}`);
				expect(e.message, `case ${c}`).not.toMatch(DEVELOPER_WORDING);
				reasons.set(e.reason, (reasons.get(e.reason) ?? 0) + 1);
				counts.refused++;
			}
			if (result) {
				counts.imported++;
				for (const s of result) {
					expect(s.id).not.toBe(existing[0].id);
					const opened = await openSave(db, s.id, defs);
					expect(opened.ok, `case ${c}: imported save does not open`).toBe(true);
					if (opened.ok) opened.session.stop();
				}
			}
		}
		const after = (await getSave(db, existing[0].id))!;
		expect(logHash(after.events)).toBe(keptHash);
		expect(after.updatedAt).toBe(kept.updatedAt);
		expect(counts.refused + counts.imported).toBe(CASES);
		// the mutations reach many different refusals, and some files still import
		if (CASES >= 200) {
			expect(reasons.size).toBeGreaterThanOrEqual(6);
			expect(counts.imported).toBeGreaterThan(0);
		}
		console.log(`import fuzz: ${CASES} cases, ${counts.imported} imported, ${counts.refused} refused`, Object.fromEntries(reasons));
	}, 600_000);
});
