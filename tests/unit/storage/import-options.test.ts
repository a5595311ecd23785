/**
 * Every game's options are validated on import (issue 20: Risk imported `ringRoll: "banana"`,
 * an unknown key and a 15 kB junk key, and the junk changed the rules). For each game's
 * format-2 fixture, each kind of junk option is refused with the 'options' reason and nothing
 * is written; the untouched file still imports.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { importSaves } from '$lib/storage/transfer';
import { ImportError } from '$lib/storage/errors';
import { loadAllDefinitions } from '$lib/games/registry';
import type { GameId } from '$lib/engine/types';
import { freshDb } from './helpers';

/** A known option of each game and a value of the wrong kind for it. */
const RETYPED: Record<GameId, [string, unknown]> = {
	'two-towers': ['startSeat', 'banana'],
	'knizia-cards': ['hideScores', 'banana'],
	'coop-board': ['sauron', 13],
	risk: ['ringRoll', 'banana'],
	lcg: ['scenario', 'banana']
};

const JUNK: [string, (o: Record<string, unknown>, game: GameId) => Record<string, unknown>][] = [
	['a known option retyped', (o, game) => ({ ...o, [RETYPED[game][0]]: RETYPED[game][1] })],
	['an unknown key', (o) => ({ ...o, surprise: true })],
	['a 15 kB junk key', (o) => ({ ...o, junk: 'x'.repeat(15_000) })]
];

describe('import refuses options that are not the game’s', async () => {
	const defs = await loadAllDefinitions();
	for (const game of Object.keys(RETYPED) as GameId[]) {
		const text = readFileSync(`tests/fixtures/saves/format-2-${game}.json`, 'utf8');
		it(`${game}: the fixture itself imports`, async () => {
			expect(await importSaves(freshDb(), text, defs)).toHaveLength(1);
		});
		for (const [what, edit] of JUNK) {
			it(`${game}: ${what} is refused and nothing is written`, async () => {
				const body = JSON.parse(text);
				body.save.options = edit(body.save.options, game);
				const db = freshDb();
				const err = await importSaves(db, JSON.stringify(body), defs).catch((e) => e);
				expect(err).toBeInstanceOf(ImportError);
				expect((err as ImportError).reason).toBe('options');
				expect([await db.saves.count(), await db.events.count(), await db.snapshots.count()]).toEqual([0, 0, 0]);
			});
		}
	}
});

describe('the strict schemas still take every option the app writes', async () => {
	const defs = await loadAllDefinitions();
	it('LCG: custom decks, easy mode and a nightmare carry-over', async () => {
		const { is } = await import('valibot');
		const lcg = defs.lcg;
		const options = {
			...(lcg.defaultOptions as Record<string, unknown>),
			decks: ['leadership', { heroes: ['01001', '01005'], cards: ['01013', '01013'] }],
			easy: true,
			carryOver: [{ threat: 33, damage: { '01001': 2 } }, null]
		};
		expect(is(lcg.optionsSchema, options)).toBe(true);
		expect(is(lcg.optionsSchema, { ...options, carryOver: [{ threat: 33, damage: { '01001': 'two' } }] })).toBe(false);
	});
	it('every game: its default options pass its own schema', async () => {
		const { is } = await import('valibot');
		for (const def of Object.values(defs)) expect(is(def.optionsSchema, def.defaultOptions), def.id).toBe(true);
	});
});
