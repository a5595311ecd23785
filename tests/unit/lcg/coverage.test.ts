/**
 * Card coverage: which card ids have a definition. A card marked 'implemented' in data must
 * have one, a card without one must say 'no-text' or 'not-implemented' (so the UI never shows
 * it as working), and every card of a playable scenario must be built.
 */
import { describe, expect, it } from 'vitest';
import { CARDS } from '$lib/games/lcg/data/cards';
import { SCENARIOS, encounterDeckList } from '$lib/games/lcg/data/scenarios';
import { definedCodes, getDef } from '$lib/games/lcg/cards/registry';
import '$lib/games/lcg/cards/index';

describe('card definitions coverage', () => {
	it('status "implemented" ⇔ a definition exists; "no-text" cards have none', () => {
		for (const c of CARDS) {
			if (c.status === 'implemented') expect(getDef(c.code), `${c.code} ${c.name}`).toBeDefined();
			else expect(getDef(c.code), `${c.code} ${c.name} has a definition but is marked ${c.status}`).toBeUndefined();
		}
		expect(definedCodes()).toEqual(CARDS.filter((c) => c.status === 'implemented').map((c) => c.code));
	});

	it('every encounter and quest card of a playable scenario is built', () => {
		for (const s of Object.values(SCENARIOS)) {
			if (!s.playable) continue;
			const codes = new Set([...encounterDeckList(s.id), ...s.stages.flat()]);
			for (const code of codes) {
				const c = CARDS.find((x) => x.code === code)!;
				expect(['implemented', 'no-text'], `${code} ${c.name}`).toContain(c.status);
			}
		}
	});

	it('every definition gives its own wording in English and French', () => {
		for (const code of definedCodes()) {
			const t = getDef(code)!.text;
			expect(t?.en, code).toBeTruthy();
			expect(t?.fr, code).toBeTruthy();
		}
	});

	it('all 128 Core Set titles are built: every one "implemented" or "no-text", none "not-implemented"', () => {
		expect(CARDS.length).toBe(128);
		expect(CARDS.filter((c) => c.status === 'not-implemented').map((c) => c.name)).toEqual([]);
	});

	it('lists the player cards still to build', () => {
		const todo = CARDS.filter((c) => c.status === 'not-implemented' && ['hero', 'ally', 'attachment', 'event'].includes(c.type));
		const done = CARDS.filter((c) => c.status !== 'not-implemented' && ['hero', 'ally', 'attachment', 'event'].includes(c.type));
		console.log(`player cards built: ${done.map((c) => c.name).join(', ')}`);
		console.log(`player cards not implemented yet (${todo.length}): ${todo.map((c) => `${c.code} ${c.name}`).join(', ')}`);
		expect(done.length + todo.length).toBe(73);
	});
});
