/**
 * Issue 17, "French: elision and agreement by Paraglide, not concatenation": the messages
 * select on the flags `gram()` adds (a name starting with a vowel, a plural card title); the
 * English lines are unchanged. Also the board's sentences that say what is asked: one whole
 * question per target key, why a card cannot be used, a shadow card's text.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import { formatEntry, gram, shadowText, msg } from '$lib/games/lcg/view/text';
import { whyNot } from '$lib/games/lcg/view/why';
import { m } from '$lib/paraglide/messages.js';
import { table } from '../../unit/lcg/table';

const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));
const seats = [{ name: 'Éowyn' }, { name: 'Bob' }];
const line = (key: string, params: Record<string, unknown>, seat?: number) => formatEntry({ key, params, seat } as never, seats);

describe('French grammar of the LCG lines', () => {
	it('elides « de » before a vowel: phase, card and player names', () => {
		setLocale('fr', { reload: false });
		expect(line('lcg_log_phase', { round: 1, phase: 'planning' })).toBe("Tour 1 : phase d'organisation.");
		expect(line('lcg_log_phase', { round: 2, phase: 'quest' })).toBe('Tour 2 : phase de quête.');
		expect(line('lcg_log_undefended', { card: '01096' })).toBe("L'attaque d'Araignée des Forêts est sans défense.");
		expect(line('lcg_log_undefended', { card: '01074' })).toBe("L'attaque de Roi Araignée est sans défense.");
		expect(line('lcg_log_threat_up', { amount: 2, threat: 30 }, 0)).toBe("La menace d'Éowyn augmente de 2 et passe à 30.");
		expect(line('lcg_log_threat_up', { amount: 2, threat: 30 }, 1)).toBe('La menace de Bob augmente de 2 et passe à 30.');
	});

	it('puts the verb in the plural after a plural card title, and only then', () => {
		setLocale('fr', { reload: false });
		expect(line('lcg_log_attack_begins', { card: '01089', player: 'Bob' })).toBe('Orques de Dol Guldur attaquent Bob.');
		expect(line('lcg_log_attack_begins', { card: '01096', player: 'Bob' })).toBe('Araignée des Forêts attaque Bob.');
		// « Legolas » ends in s and is one elf.
		expect(m.lcg_ui_trigger_attacks(gram({ card: 'Legolas' }))).toBe('Legolas attaque.');
		expect(m.lcg_ui_trigger_destroyed(gram({ card: 'Orques de Dol Guldur' }))).toBe('Orques de Dol Guldur sont détruits.');
	});

	it('names a phase in a summary title as the log does: « phase de quête », « phase d’organisation »', () => {
		setLocale('fr', { reload: false });
		expect(m.lcg_ui_summary_title(gram({ phase: msg('lcg_phase_quest'), round: 4 }))).toBe('Fin de la phase de quête (tour 4)');
		expect(m.lcg_ui_summary_title(gram({ phase: msg('lcg_phase_planning'), round: 1 }))).toBe("Fin de la phase d'organisation (tour 1)");
		setLocale('en', { reload: false });
		expect(m.lcg_ui_summary_title(gram({ phase: msg('lcg_phase_quest'), round: 4 }))).toBe('End of the quest phase (round 4)');
	});

	it('keeps the verb of a sentence whose subject is not the card singular (« L’attaque … est »)', () => {
		setLocale('fr', { reload: false });
		expect(line('lcg_log_undefended', { card: '01089' })).toBe("L'attaque d'Orques de Dol Guldur est sans défense.");
		expect(line('lcg_log_shadow_cancelled', { card: '01089' })).toBe("L'effet Ombre d'Orques de Dol Guldur est annulé.");
		expect(m.lcg_ui_trigger_attack_resolved(gram({ card: 'Orques de Dol Guldur' }))).toBe('L’attaque contre Orques de Dol Guldur est terminée.');
		// A plural card is « les » when a sentence names it again.
		expect(m.lcg_log_guarded(gram({ card: 'Orques de Dol Guldur' }))).toBe('Orques de Dol Guldur sont Protégés : la carte suivante les garde.');
		expect(m.lcg_prompt_encounter_top_move(gram({ card: 'Orques de Dol Guldur' }))).toMatch(/: les y laisser ou les placer sous le deck \?$/);
	});

	it('leaves the English lines as they were', () => {
		setLocale('en', { reload: false });
		expect(line('lcg_log_phase', { round: 1, phase: 'planning' })).toBe('Round 1: planning phase.');
	});
});

describe('prompts say what is asked', () => {
	it('a target key is one whole question, never a word pasted into a sentence', () => {
		setLocale('en', { reload: false });
		expect(msg('lcg_ui_question_key_attacker')).toBe('Which character attacks?');
		setLocale('fr', { reload: false });
		expect(msg('lcg_ui_question_key_attacker')).toBe('Quel personnage attaque ?');
	});

	it('a card that cannot be used says why: its cost, the planning phase, exhausted', () => {
		setLocale('en', { reload: false });
		const g = table({ p1: { heroes: ['Legolas', 'Aragorn'], hand: ['Gondorian Spearman', 'Feint'], resources: { Legolas: 1, Aragorn: 3 }, exhausted: ['Aragorn'] }, at: 'combat.enemyChooseWindow' });
		expect(whyNot(g.ctx, g.id('Gondorian Spearman'), 0)).toBe('Gondorian Spearman costs 2 Tactics and your heroes of that sphere hold 1 resource.');
		expect(whyNot(g.ctx, g.id('Aragorn'), 0)).toBe('Aragorn is exhausted.');
		const h = table({ p1: { heroes: ['Legolas'], hand: ['Gondorian Spearman'], resources: { Legolas: 4 } }, at: 'combat.enemyChooseWindow' });
		expect(whyNot(h.ctx, h.id('Gondorian Spearman'), 0)).toBe('Gondorian Spearman is played in the planning phase.');
		setLocale('fr', { reload: false });
		expect(whyNot(g.ctx, g.id('Gondorian Spearman'), 0)).toBe('Lancier Gondorien coûte 2 (Tactique) et vos héros de cette sphère ont 1 ressource.');
	});

	it("a shadow card shows its shadow effect only; a card without one has none", () => {
		setLocale('en', { reload: false });
		expect(shadowText('01089')).toBe('Shadow: the attacker gets +1 attack (+3 if undefended).');
		expect(shadowText('01095')).toBeNull();
		setLocale('fr', { reload: false });
		expect(shadowText('01089')).toMatch(/^Ombre : l’attaquant/);
	});
});

describe('English agreement of the LCG lines (issue 17: plurals by Paraglide, never pasted)', () => {
	it('a plural card title takes a plural verb, a singular one a singular verb', () => {
		setLocale('en', { reload: false });
		expect(line('lcg_log_attack_begins', { card: '01089' }, 1)).toBe('Dol Guldur Orcs attack Bob.');
		expect(line('lcg_log_attack_begins', { card: '01096' }, 1)).toBe('Forest Spider attacks Bob.');
		expect(line('lcg_log_engage', { card: '01075' }, 0)).toBe('Hummerhorns engage Éowyn.');
		expect(line('lcg_log_engage', { card: '01096' }, 0)).toBe('Forest Spider engages Éowyn.');
		expect(line('lcg_log_reveal', { card: '01119' })).toBe('Flies and Spiders are revealed.');
		expect(line('lcg_log_reveal', { card: '01046' })).toBe("The Galadhrim's Greeting is revealed.");
		expect(line('lcg_log_to_staging', { card: '01115' })).toBe('Eastern Crows are added to the staging area.');
		expect(m.lcg_ui_trigger_attacks(gram({ card: 'Black Forest Bats' }))).toBe('Black Forest Bats attack.');
		expect(m.lcg_ui_trigger_engaged(gram({ card: 'Wargs' }))).toBe('Wargs engage.');
		expect(m.lcg_ui_trigger_engaged(gram({ card: 'King Spider' }))).toBe('King Spider engages.');
	});

	it('a count takes its plural: "1 defender" / "2 defenders", "1 card" / "3 cards"', () => {
		setLocale('en', { reload: false });
		expect(line('lcg_log_enemy_attack_many', { card: '01096', attack: 2, count: 2, damage: 0 })).toBe('Forest Spider attacks with 2 against 2 defenders: no damage.');
		expect(line('lcg_log_enemy_attack_many', { card: '01089', attack: 2, count: 1, damage: 1 })).toBe('Dol Guldur Orcs attack with 2 against 1 defender.');
		expect(line('lcg_log_draw', { count: 1 }, 0)).toBe('Éowyn draws 1 card.');
		expect(line('lcg_log_draw', { count: 3 }, 0)).toBe('Éowyn draws 3 cards.');
	});

	it('an attack line does not repeat the damage the next line deals; it says when there is none (en, fr)', () => {
		// The engine logs "<enemy> attacks …" then, when damage is dealt, "1 damage on Théodred.":
		// the amount is told once. The saved params are unchanged (old saves read the same).
		setLocale('en', { reload: false });
		const hit = { card: '01096', attack: 2, target: '01001', damage: 1 };
		expect(line('lcg_log_enemy_attack', hit)).toBe('Forest Spider attacks Aragorn with 2.');
		expect(line('lcg_log_enemy_attack', { ...hit, damage: 0 })).toBe('Forest Spider attacks Aragorn with 2: no damage.');
		expect(line('lcg_log_enemy_attack', { ...hit, card: '01089' })).toBe('Dol Guldur Orcs attack Aragorn with 2.');
		expect(line('lcg_log_player_attack', { card: '01096', strength: 3, damage: 2 })).toBe('Attack of 3 against Forest Spider.');
		expect(line('lcg_log_player_attack', { card: '01096', strength: 1, damage: 0 })).toBe('Attack of 1 against Forest Spider: no damage.');
		setLocale('fr', { reload: false });
		expect(line('lcg_log_enemy_attack', { ...hit, damage: 0 })).toBe('Araignée des Forêts attaque Aragorn avec 2 : aucun dégât.');
		expect(line('lcg_log_enemy_attack', { ...hit, card: '01089' })).toBe('Orques de Dol Guldur attaquent Aragorn avec 2.');
		expect(line('lcg_log_player_attack', { card: '01096', strength: 3, damage: 2 })).toBe('Attaque de 3 contre Araignée des Forêts.');
		expect(line('lcg_log_damage', { card: '01001', amount: 1 })).toBe('1 dégât sur Aragorn.');
		setLocale('en', { reload: false });
	});

	it('French keeps its agreement on the lines that gained it (« s’engagent », « quittent le jeu »)', () => {
		setLocale('fr', { reload: false });
		expect(line('lcg_log_engage', { card: '01089' }, 1)).toBe('Orques de Dol Guldur engagent le combat avec Bob.');
		expect(line('lcg_log_engage', { card: '01096' }, 1)).toBe('Araignée des Forêts engage le combat avec Bob.');
		expect(m.lcg_ui_trigger_left_play(gram({ card: 'Chauves-Souris de la Forêt Noire' }))).toBe('Chauves-Souris de la Forêt Noire quittent le jeu.');
		expect(m.lcg_ui_trigger_left_play(gram({ card: 'Roi Araignée' }))).toBe('Roi Araignée quitte le jeu.');
		setLocale('en', { reload: false });
	});
});
