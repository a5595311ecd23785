/**
 * The LCG view's words: every log line, phase label, prompt, decision and label of every legal
 * event of whole random games reads well in English and French (no placeholder, key, card
 * code or instance id left); the rules drawer has one section per phase of « Séquence du
 * Tour »; the score sheet follows « DÉCOMPTE » with the rulebook's example (Olivier, 52).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import { randomPlayout } from '$lib/engine/playout';
import type { GameSnapshot, SeatSetup } from '$lib/engine/types';
import def from '$lib/games/lcg/definition';
import ui from '$lib/games/lcg/view/index';
import { cardName, chooseLabel, decisionPrompt, eventLabel, stepName } from '$lib/games/lcg/view/text';
import type { LcgContext, LcgEvent, Step } from '$lib/games/lcg/types';
import en from '../../../messages/lcg/en.json';
import fr from '../../../messages/lcg/fr.json';
import { table } from '../../unit/lcg/table';

const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

const seatsOf = (n: number): SeatSetup[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

/** A line a player may read: no placeholder, message key, card code, instance id, undefined or NaN. */
const clean = (line: string) => {
	expect(line, line).not.toMatch(/[{}]|undefined|NaN|\blcg_|\b01\d{3}\b|\bi\d+\b|\[object/);
	expect(line.length, line).toBeGreaterThan(1);
	// French: « de » and « que » elide before a name that starts with a vowel (issue 17: « L'attaque d'Araignée des Forêts »).
	if (getLocale() === 'fr') expect(line, line).not.toMatch(/\b[dDqQ](e|ue) [AEIOUYÀÂÉÈÊÎÔÛ]/);
};

describe('texts', () => {
	it('en and fr have the same keys and placeholders', () => {
		const E = en as Record<string, unknown>;
		const F = fr as Record<string, unknown>;
		const ke = Object.keys(E).filter((k) => k !== '$schema').sort();
		expect(ke).toEqual(Object.keys(F).filter((k) => k !== '$schema').sort());
		// A plural message (Paraglide variants) counts the placeholders of all its variants, once each.
		const ph = (s: unknown) => [...new Set([...JSON.stringify(s).matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
		for (const k of ke) expect(ph(F[k]), k).toEqual(ph(E[k]));
	});

	for (const locale of ['en', 'fr'] as const) {
		it(`every line of whole games reads well in ${locale}`, () => {
			setLocale(locale, { reload: false });
			const keys = new Set<string>();
			for (const [players, seed] of [
				[1, 11],
				[2, 12],
				[4, 14]
			] as const) {
				const seats = seatsOf(players);
				const rep = randomPlayout(def, seats, seed, {
					botShare: 0.85,
					check: (snap) => {
						const s = snap as GameSnapshot<LcgContext>;
						clean(ui.phaseLabel(s));
						expect(ui.rules().map((r) => r.id)).toContain(ui.currentRule(s));
						for (let seat = 0; seat < players; seat++) clean(ui.prompt(s, seat, seats));
						for (const seat of def.activeSeats(s)) {
							const v = def.view(s, seat) as LcgContext;
							for (const ev of def.legalEvents(s, seat) as LcgEvent[]) clean(eventLabel(v, ev, seats));
							if (v.decision && v.decision.seat === seat) {
								clean(decisionPrompt(v, seats));
								for (const o of v.decision.options) clean(chooseLabel(v, o.value, seats));
							}
						}
					}
				});
				const final = rep.final as GameSnapshot<LcgContext>;
				for (const e of final.context.log) {
					keys.add(e.key);
					clean(ui.formatLog(e, seats));
				}
				const lines = ui.resultLines(final, seats);
				// A won game: outcome, one line per player, victory points, group score. A lost one
				// has no score: outcome, "no score", then each player's end state (1 or 2 lines).
				if (final.context.outcome === 'victory') expect(lines.length).toBe(players + 3);
				else expect(lines.length).toBeGreaterThanOrEqual(players + 2);
				lines.forEach(clean);
			}
			for (const k of ['lcg_log_reveal', 'lcg_log_commit', 'lcg_log_phase', 'lcg_log_engage', 'lcg_log_attack_begins']) expect(keys).toContain(k);
			for (const sec of ui.rules()) {
				clean(sec.title);
				sec.body.forEach(clean);
			}
		});
	}

	it('the rules drawer follows « Séquence du Tour »: one section per phase, in order', () => {
		for (const locale of ['en', 'fr'] as const) {
			setLocale(locale, { reload: false });
			const ids = ui.rules().map((r) => r.id);
			const phases = ['resource', 'planning', 'quest', 'travel', 'encounter', 'combat', 'refresh'];
			expect(phases.map((p) => ids.indexOf(p))).toEqual([...phases.map((p) => ids.indexOf(p))].sort((a, b) => a - b));
			for (const p of phases) expect(ids).toContain(p);
			expect(ids).toContain('end');
		}
	});

	it('names cards, steps and log lines in both languages', () => {
		const seats = seatsOf(2);
		setLocale('en', { reload: false });
		expect(cardName('01082')).toBe('Hill Troll');
		expect(cardName('01122')).toBe("Beorn's Path");
		expect(stepName('quest.stagingWindow' as Step)).toBe('Actions (after Staging)');
		expect(ui.formatLog({ key: 'lcg_log_defender', params: { card: '01004', enemy: '01082' }, seat: 1 }, seats)).toBe('Gimli defends against Hill Troll.');
		expect(ui.formatLog({ key: 'lcg_log_phase', params: { phase: 'quest', round: 2 } }, seats)).toBe('Round 2: quest phase.');
		setLocale('fr', { reload: false });
		expect(cardName('01082')).toBe('Troll des Collines');
		expect(cardName('01085')).toBe('Wargs');
		expect(ui.formatLog({ key: 'lcg_log_engage', params: { card: '01096' }, seat: 0 }, seats)).toBe('Araignée des Forêts engage le combat avec P1.');
		expect(stepName('quest.commit')).toBe('Engager les personnages');
	});

	it('the phase label says round · phase · step', () => {
		setLocale('en', { reload: false });
		const g = table({ p1: { heroes: ['Aragorn'] }, round: 3, at: 'quest.commit' });
		expect(ui.phaseLabel(g.snapshot as GameSnapshot<LcgContext>)).toBe('Round 3 · Quest · Commit characters');
		setLocale('fr', { reload: false });
		expect(ui.phaseLabel(g.snapshot as GameSnapshot<LcgContext>)).toBe('Tour 3 · Quête · Engager les personnages');
	});
});

describe('the score sheet (« DÉCOMPTE »)', () => {
	it("the rulebook's example: threat 43 + a dead hero (8) + 6 damage − 5 victory points = 52", () => {
		setLocale('en', { reload: false });
		const g = table({
			p1: { heroes: ['Aragorn', 'Glóin', 'Théodred'], threat: 43, damage: { Aragorn: 4, Glóin: 2 } },
			victory: ['Hummerhorns'],
			at: 'planning.play'
		});
		const c = structuredClone(g.ctx);
		const theodred = g.id('Théodred');
		c.zones['play:0'] = c.zones['play:0'].filter((id) => id !== theodred);
		c.zones['discard:0'].push(theodred);
		c.cards[theodred] = { ...c.cards[theodred], zone: 'discard:0' };
		c.outcome = 'victory';
		const s: GameSnapshot<LcgContext> = { context: c, value: 'end', status: 'done' };
		const lines = ui.resultLines(s, [{ name: 'Olivier' }]);
		expect(lines).toEqual([
			'Victory: the quest is completed.',
			'Olivier: threat 43 + dead heroes 8 + damage 6 = 57',
			'Victory points: −5',
			'Group score: 52 (lower is better)'
		]);
		expect(def.result(s)).toEqual({ kind: 'cooperative', victory: true, score: 52 });
		setLocale('fr', { reload: false });
		expect(ui.resultLines(s, [{ name: 'Olivier' }])[1]).toBe('Olivier : menace 43 + héros morts 8 + dégâts 6 = 57');
	});

	it('an eliminated player counts 50 threat and every hero dead; nothing while the game goes on', () => {
		setLocale('en', { reload: false });
		const g = table({ p1: { heroes: ['Aragorn'] }, p2: { heroes: ['Legolas', 'Gimli'], eliminated: true, threat: 50 }, at: 'planning.play' });
		expect(ui.resultLines(g.snapshot as GameSnapshot<LcgContext>, seatsOf(2))).toEqual([]);
		const c = { ...structuredClone(g.ctx), outcome: 'victory' as const };
		const lines = ui.resultLines({ context: c, value: 'end', status: 'done' }, seatsOf(2));
		expect(lines[2]).toBe('P2 (eliminated): threat 50 + dead heroes 20 + damage 0 = 70');
		expect(lines[3]).toBe('Victory points: 0');
	});

	it('a campaign scenario’s end screen leads back to its campaign; another game’s does not', () => {
		setLocale('en', { reload: false });
		const g = table({ p1: { heroes: ['Éowyn'] }, at: 'planning.play' });
		const c = { ...structuredClone(g.ctx), outcome: 'defeat' as const };
		const inCampaign = { ...c, options: { ...c.options, campaignId: 'camp-1' } };
		expect(ui.endScreen!({ context: inCampaign, value: 'end', status: 'done' }, seatsOf(1))?.back).toEqual({ label: 'Back to the campaign', href: '/campaign/camp-1' });
		expect(ui.endScreen!({ context: c, value: 'end', status: 'done' }, seatsOf(1))?.back).toBeUndefined();
	});

	it('a lost game has no score: each player as they stood (eliminated at threat 35, not 50)', () => {
		setLocale('en', { reload: false });
		const g = table({ p1: { heroes: ['Éowyn', 'Legolas'], threat: 35, eliminated: true }, at: 'planning.play' });
		const c = { ...structuredClone(g.ctx), outcome: 'defeat' as const };
		const lines = ui.resultLines({ context: c, value: 'end', status: 'done' }, seatsOf(1));
		expect(lines[1]).toBe('A lost game has no score: the rulebook scores a won game only.');
		expect(lines[2]).toBe('P1: eliminated at threat 35.');
		expect(lines.join(' ')).not.toMatch(/50|score \d/i);
	});
});
