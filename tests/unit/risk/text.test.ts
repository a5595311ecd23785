/**
 * Every log line a game writes has English and French words, and every territory and
 * adventure card has a name in both languages.
 */
import { describe, expect, it } from 'vitest';
import en from '../../../messages/risk/en.json';
import fr from '../../../messages/risk/fr.json';
import { randomPlayout } from '$lib/engine/playout';
import def from '$lib/games/risk/definition';
import { TERRITORIES } from '$lib/games/risk/data/map';
import { ADVENTURE_CARDS } from '$lib/games/risk/data/adventure';
import { cardName, phaseLabel, prompt } from '$lib/games/risk/view/text';
import { fresh } from './helpers';
import type { RiskContext } from '$lib/games/risk/types';

describe('risk words', () => {
	it('has a message in both languages for every log key written in random games', () => {
		const keys = new Set<string>();
		for (let seed = 1; seed <= 12; seed++) {
			const r = randomPlayout(def, Array.from({ length: 2 + (seed % 3) }, (_, i) => ({ name: `P${i}` })), seed, { botShare: 0.6 });
			for (const e of (r.final.context as RiskContext).log) keys.add(e.key);
		}
		expect(keys.size).toBeGreaterThan(20);
		for (const k of keys) {
			expect(en, k).toHaveProperty(k);
			expect(fr, k).toHaveProperty(k);
		}
	});
	it('names every territory and adventure card', () => {
		for (const t of TERRITORIES) expect(t.name.en && t.name.fr).toBeTruthy();
		for (const c of ADVENTURE_CARDS) expect(cardName(c.key)).not.toBe(c.key);
	});
	it('labels and prompts both reaction windows, for the seat answering and for the others', () => {
		const seats = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }];
		const c = fresh(3, 2);
		c.turnNumber = 4;
		c.current = 0;
		c.phase = 'react';
		c.reaction = { seat: 1, attack: { from: 0, to: 1, dice: 2, attacker: 0 } };
		const s = { context: c, value: {}, status: 'active' as const };
		expect(phaseLabel(s)).toMatch(/Combat · Reaction/);
		expect(prompt(s, 1, seats)).toMatch(/Ann attacks .* \(attack dice: 2\)/);
		expect(prompt(s, 0, seats)).toMatch(/Bob is playing/);
		c.reaction = { seat: 2, ring: { die: 5, plus: 0, roller: 0 } };
		expect(phaseLabel(s)).toMatch(/The Fellowship · Reaction/);
		expect(prompt(s, 2, seats)).toMatch(/rolled 5/);
		for (const k of ['risk_phase_react', 'risk_phase_react_ring', 'risk_prompt_react', 'risk_prompt_react_ring', 'risk_react_pass', 'risk_react_pass_ring']) {
			expect(en, k).toHaveProperty(k);
			expect(fr, k).toHaveProperty(k);
		}
	});
});
