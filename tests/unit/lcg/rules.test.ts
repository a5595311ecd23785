/**
 * The rules of the Core Set rulebook beyond its worked examples: « Préparation »,
 * « Phase 1 : Ressource », « Phase 2 : Organisation » (paying), quest failure and « Avancement
 * de la Quête », the encounter deck reshuffle, « Élimination d'un Joueur », « Fin de la
 * Partie », « Phase 7 : Restauration », « Jeu de Base », action windows, hidden information.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import def from '$lib/games/lcg/definition';
import { GameSession, IllegalEventError } from '$lib/engine/session';
import { createContext, paymentSplits } from '$lib/games/lcg/rules';
import { defineCard } from '$lib/games/lcg/cards/registry';
import { DEFAULT_OPTIONS } from '$lib/games/lcg/definition';
import type { LcgContext, LcgEvent } from '$lib/games/lcg/types';
import { checkZones, table } from './table';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

describe('« Préparation »', () => {
	it('threat is the sum of the heroes’ threat costs; 6 cards each; every card in one zone', () => {
		const ctx = createContext(def.createInput({ seats: seats(4), seed: 3 }));
		expect(ctx.players.map((p) => p.threat)).toEqual([12 + 9 + 8, 9 + 11 + 9, 9 + 8 + 7, 12 + 8 + 10]);
		for (let s = 0; s < 4; s++) {
			expect(ctx.zones[`hand:${s}`].length).toBe(6);
			expect(ctx.zones[`deck:${s}`].length).toBe(24);
			expect(ctx.zones[`play:${s}`].length).toBe(3);
		}
		expect(ctx.zones.encounterDeck.length).toBe(36);
		expect(ctx.zones.questDeck.length).toBe(4);
		checkZones(ctx);
	});

	it('plays with 1 to 4 players, 1 to 3 heroes, each hero used once', () => {
		expect(() => createContext(def.createInput({ seats: seats(5), seed: 1 }))).toThrow();
		expect(() => createContext(def.createInput({ seats: seats(2), seed: 1, options: { decks: ['lore', 'lore'] } }))).toThrow(/two players/);
		const solo = createContext(def.createInput({ seats: seats(1), seed: 1, options: { decks: [{ heroes: ['01011'], cards: ['01058', '01059'] }] } }));
		expect(solo.players[0].threat).toBe(12);
		expect(() => createContext(def.createInput({ seats: seats(1), seed: 1, options: { decks: [{ heroes: [], cards: [] }] } }))).toThrow();
	});

	it('the first player is the option’s seat, or drawn from the seed', () => {
		expect(createContext(def.createInput({ seats: seats(3), seed: 1, options: { firstPlayer: 2 } })).firstPlayer).toBe(2);
		const drawn = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => createContext(def.createInput({ seats: seats(3), seed, options: { firstPlayer: 'random' } })).firstPlayer));
		expect(drawn.size).toBeGreaterThan(1);
		const a = createContext(def.createInput({ seats: seats(3), seed: 9, options: { firstPlayer: 'random' } }));
		const b = createContext(def.createInput({ seats: seats(3), seed: 9, options: { firstPlayer: 'random' } }));
		expect(a).toEqual(b);
	});

	it('one optional mulligan per player, from the first player; no second one', () => {
		const actor = createActor(def.machine, { input: def.createInput({ seats: seats(2), seed: 4, options: { firstPlayer: 1 } }) }).start();
		const s = () => actor.getSnapshot();
		expect(def.activeSeats(s())).toEqual([1]);
		expect(def.legalEvents(s(), 1)).toEqual([
			{ type: 'KEEP', seat: 1 },
			{ type: 'MULLIGAN', seat: 1 }
		]);
		const before = (s().context as LcgContext).zones['hand:1'].slice();
		actor.send({ type: 'MULLIGAN', seat: 1 });
		const ctx = s().context as LcgContext;
		expect(ctx.zones['hand:1'].length).toBe(6);
		expect(ctx.zones['hand:1']).not.toEqual(before);
		expect(def.legalEvents(s(), 1)).toEqual([]);
		expect(def.activeSeats(s())).toEqual([0]);
	});
});

describe('« Phase 1 : Ressource »', () => {
	it('each hero gains 1 resource, each player draws 1; an empty deck is not reshuffled', () => {
		const g = table({
			p1: { heroes: ['Aragorn', 'Glóin'], resources: { Glóin: 2 }, deck: ['Feint'] },
			p2: { heroes: ['Éowyn'], discard: ['Beorn', 'Gandalf'] },
			at: 'refresh.window'
		});
		g.continueTo('resource.window');
		expect([g.card('Aragorn').resources, g.card('Glóin').resources, g.card('Éowyn').resources]).toEqual([1, 3, 1]);
		expect(g.names('hand:0')).toEqual(['Feint']);
		expect(g.names('hand:1')).toEqual([]);
		expect(g.names('discard:1')).toEqual(['Beorn', 'Gandalf']);
		expect(g.ctx.round).toBe(2);
	});
});

describe('« Phase 2 : Organisation » — paying', () => {
	it('Olivier’s example: Glóin pays the Guard of the Citadel; Éowyn and Eleanor pay 2 each for the Northern Tracker', () => {
		const g = table({
			p1: {
				heroes: ['Glóin', 'Éowyn', 'Eleanor'],
				hand: ['Guard of the Citadel', 'Northern Tracker'],
				resources: { Glóin: 3, Éowyn: 2, Eleanor: 2 }
			},
			at: 'planning.play'
		});
		const plays = g.legal(0).filter((e): e is Extract<LcgEvent, { type: 'PLAY' }> => e.type === 'PLAY');
		const guard = plays.filter((e) => e.card === g.id('Guard of the Citadel')).map((e) => e.pay);
		const tracker = plays.filter((e) => e.card === g.id('Northern Tracker')).map((e) => e.pay);
		expect(guard).toEqual([{ [g.id('Glóin')]: 2 }]);
		expect(tracker).toEqual([{ [g.id('Éowyn')]: 2, [g.id('Eleanor')]: 2 }]);
		g.play(0, 'Guard of the Citadel');
		g.play(0, 'Northern Tracker');
		expect([g.card('Glóin').resources, g.card('Éowyn').resources, g.card('Eleanor').resources]).toEqual([1, 0, 0]);
		expect(g.names('play:0')).toEqual(['Glóin', 'Éowyn', 'Eleanor', 'Guard of the Citadel', 'Northern Tracker']);
		expect(g.card('Northern Tracker').exhausted).toBe(false);
	});

	it('lists each distinct payment split once, exhausted heroes may pay', () => {
		const g = table({
			p1: { heroes: ['Éowyn', 'Eleanor'], hand: ['Wandering Took'], resources: { Éowyn: 2, Eleanor: 2 }, exhausted: ['Éowyn', 'Eleanor'] },
			at: 'planning.play'
		});
		const pays = g.legal(0).filter((e) => e.type === 'PLAY').map((e) => (e as { pay: object }).pay);
		const e = g.id('Éowyn'),
			el = g.id('Eleanor');
		expect(pays).toEqual([{ [e]: 2 }, { [e]: 1, [el]: 1 }, { [el]: 2 }]);
		expect(paymentSplits([{ id: 'a', amount: 3 }, { id: 'b', amount: 3 }, { id: 'c', amount: 3 }], 4).length).toBe(12);
		expect(paymentSplits([{ id: 'a', amount: 1 }], 2)).toEqual([]);
	});

	it('a card of a sphere none of your heroes has cannot be played, even for 0', () => {
		const g = table({ p1: { heroes: ['Éowyn'], hand: ['Guard of the Citadel'], resources: { Éowyn: 5 } }, at: 'planning.play' });
		expect(g.legal(0).filter((e) => e.type === 'PLAY')).toEqual([]);
	});
});

describe('« Phase 3 : Quête »', () => {
	it('committing exhausts the characters; with nobody committed the staging threat still counts (FAQ)', () => {
		const g = table({ p1: { heroes: ['Éowyn'], threat: 20 }, staging: ['Forest Spider'], encounterDeck: ['Old Forest Road'], at: 'quest.commit' });
		g.done(0);
		g.continueTo('quest.resolveWindow');
		expect(g.threat(0)).toBe(23);
		expect(g.log()).toContain('lcg_log_quest_failure');
	});

	it('failing raises every player’s threat by the difference', () => {
		const g = table({
			p1: { heroes: ['Glorfindel'], threat: 20 },
			p2: { heroes: ['Aragorn'], threat: 30 },
			staging: ['Forest Spider', "Ungoliant's Spawn"],
			encounterDeck: ['Old Forest Road', 'Forest Gate'],
			at: 'quest.commit'
		});
		g.commit(0, ['Glorfindel']).done(1);
		g.continueTo('quest.resolveWindow');
		// 3 willpower − (2 + 3 + 1 + 2) threat = −5
		expect([g.threat(0), g.threat(1)]).toEqual([25, 35]);
	});

	it('a stage is defeated at once, excess progress is lost, the next stage is revealed', () => {
		const g = table({ p1: { heroes: ['Éowyn', 'Glorfindel'], committed: ['Éowyn', 'Glorfindel'] }, questProgress: 6, at: 'quest.stagingWindow' });
		g.continue();
		expect(g.ctx.quest).toEqual({ stage: 2, progress: 0 });
		expect(g.names('quest')).toEqual(['A Fork in the Road']);
		expect(g.names('questDone')).toEqual(['Flies and Spiders']);
	});

	it('the encounter discard pile is reshuffled when the deck runs out in the quest phase', () => {
		const g = table({ p1: { heroes: ['Éowyn'] }, p2: { heroes: ['Aragorn'] }, encounterDeck: ['Forest Gate'], encounterDiscard: ['Old Forest Road'], at: 'quest.commitWindow' });
		g.continue();
		expect(g.names('staging').sort()).toEqual(['Forest Gate', 'Old Forest Road']);
		expect(g.log()).toContain('lcg_log_encounter_reshuffled');
	});

	it('…but not in the combat phase: enemies left without a shadow card get none', () => {
		const g = table({ p1: { heroes: ['Éowyn'], engaged: ['Forest Spider', 'King Spider'] }, encounterDeck: ['Forest Gate'], encounterDiscard: ['Old Forest Road'], at: 'combat.shadows' });
		expect(g.ctx.zones.shadow.length).toBe(1);
		expect(g.card(g.ctx.zones.shadow[0]).attachedTo).toBe(g.id('Forest Spider'));
		expect(g.names('encounterDiscard')).toEqual(['Old Forest Road']);
	});
});

describe('« Phase 4 : Voyage » and « Phase 5 : Rencontre »', () => {
	it('travel to one location only when there is no active location; the first player may decline', () => {
		const g = table({ p1: { heroes: ['Éowyn'] }, p2: { heroes: ['Aragorn'] }, staging: ['Old Forest Road', 'Forest Gate'], at: 'travel.choose' });
		expect(g.legal(1)).toEqual([]);
		expect(g.legal(0).map((e) => e.type)).toEqual(['TRAVEL', 'TRAVEL', 'DONE']);
		g.done(0);
		expect(g.names('active')).toEqual([]);
		const h = table({ p1: { heroes: ['Éowyn'] }, staging: ['Old Forest Road'], active: 'Forest Gate', at: 'travel.choose' });
		expect(h.step).toBe('travel.window');
	});

	it('each player may engage one enemy of the staging area, whatever its engagement cost', () => {
		const g = table({ p1: { heroes: ['Éowyn'], threat: 10 }, p2: { heroes: ['Aragorn'], threat: 10 }, staging: ['Hummerhorns', 'King Spider', 'Black Forest Bats'], at: 'encounter.optional' });
		g.send({ type: 'ENGAGE', seat: 0, enemy: g.id('King Spider') });
		expect(g.ctx.cursor).toBe(1);
		expect(g.legal(0)).toEqual([]);
		g.done(1);
		g.continueTo('encounter.checksWindow');
		expect(g.names('engaged:0')).toEqual(['King Spider']);
		expect(g.names('staging')).toEqual(['Hummerhorns', 'Black Forest Bats']);
	});
});

describe('« Phase 6 : Combat »', () => {
	it('undefended damage goes on one hero (never an ally); each enemy attacks once', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Glorfindel'], play: ['Guard of the Citadel'], engaged: ['Forest Spider'] }, at: 'combat.enemyChoose' });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'NO_DEFENDER', seat: 0 });
		g.continueTo('combat.enemyDamage');
		expect(g.ctx.decision?.options.map((o) => o.value)).toEqual([g.id('Gimli'), g.id('Glorfindel')]);
		g.choose(g.id('Glorfindel'), 0);
		expect(g.card('Glorfindel').damage).toBe(2);
		g.continueTo('combat.playerDeclare');
		expect(g.ctx.combat.attacked).toEqual([g.id('Forest Spider')]);
	});

	it('each player attacks each engaged enemy at most once per phase', () => {
		const g = table({ p1: { heroes: ['Gimli', 'Glorfindel'], engaged: ['Hummerhorns'] }, at: 'combat.playerDeclare' });
		g.send({ type: 'ATTACK', seat: 0, enemy: g.id('Hummerhorns') });
		g.send({ type: 'ADD_ATTACKER', seat: 0, card: g.id('Gimli') });
		g.send({ type: 'CONFIRM', seat: 0 });
		g.continueTo('combat.endWindow');
		expect(g.card('Hummerhorns').damage).toBe(2);
		// Glorfindel is still ready but the Hummerhorns were already attacked: the player's attacks are over.
		expect(g.card('Glorfindel').exhausted).toBe(false);
		expect(g.ctx.combat.struck).toEqual([`0:${g.id('Hummerhorns')}`]);
	});

	it('« Jeu de Base »: no shadow card is dealt', () => {
		const g = table({ p1: { heroes: ['Gimli'], engaged: ['Forest Spider'] }, encounterDeck: ['East Bight Patrol'], at: 'combat.shadows', options: { shadows: false } });
		expect(g.ctx.zones.shadow).toEqual([]);
		expect(g.names('encounterDeck')).toEqual(['East Bight Patrol']);
	});
});

describe('« Phase 7 : Restauration »', () => {
	it('everything readies, each threat rises by 1, the first player token passes left', () => {
		const g = table({
			p1: { heroes: ['Gimli'], exhausted: ['Gimli'], threat: 20, attachments: [['Dwarven Axe', 'Gimli']] },
			p2: { heroes: ['Aragorn'], exhausted: ['Aragorn'], threat: 30 },
			firstPlayer: 1,
			at: 'combat.endWindow'
		});
		g.continue();
		expect(g.step).toBe('refresh.window');
		expect([g.card('Gimli').exhausted, g.card('Aragorn').exhausted]).toEqual([false, false]);
		expect([g.threat(0), g.threat(1)]).toEqual([21, 31]);
		expect(g.ctx.firstPlayer).toBe(0);
	});
});

describe('« Élimination d’un Joueur » and « Fin de la Partie »', () => {
	it('a player reaching 50 threat is eliminated: cards discarded, engaged enemies back to the staging area with their damage', () => {
		const g = table({
			p1: { heroes: ['Gimli'], hand: ['Feint'], deck: ['Beorn'], threat: 48, engaged: ['King Spider'], damage: { 'King Spider': 1 } },
			p2: { heroes: ['Aragorn'], threat: 20 },
			staging: ['Forest Spider'],
			encounterDeck: ['Old Forest Road', 'Forest Gate', 'Enchanted Stream'],
			at: 'quest.commit'
		});
		g.done(0).done(1);
		g.continueTo('quest.resolveWindow');
		expect(g.ctx.players[0].eliminated).toBe(true);
		// « Le niveau de menace d'un joueur éliminé n'augmente jamais au-delà de cette valeur
		// éliminatoire de 50 »: the quest failure raises 48 to 50, not beyond, and the log says so.
		expect(g.threat(0)).toBe(50);
		const raised = g.ctx.log.filter((e) => e.key === 'lcg_log_threat_up' && e.seat === 0).at(-1);
		expect(raised?.params).toEqual({ amount: 2, threat: 50 });
		expect(g.names('discard:0').sort()).toEqual(['Beorn', 'Feint', 'Gimli']);
		expect(g.names('staging')).toContain('King Spider');
		expect(g.card('King Spider').damage).toBe(1);
		expect(g.ctx.firstPlayer).toBe(1);
		expect(g.snapshot.status).toBe('active');
		expect(def.activeSeats(g.snapshot)).toEqual([1]);
		expect(g.legal(0)).toEqual([]);
		checkZones(g.ctx);
	});

	it('after an elimination, the staging step reveals one card fewer', () => {
		const g = table({
			p1: { eliminated: true, threat: 50 },
			p2: { heroes: ['Aragorn'] },
			p3: { heroes: ['Gimli'] },
			firstPlayer: 1,
			encounterDeck: ['Old Forest Road', 'Forest Gate', 'Enchanted Stream'],
			at: 'quest.commitWindow'
		});
		g.continue();
		expect(g.names('staging')).toEqual(['Old Forest Road', 'Forest Gate']);
	});

	it('a player whose last hero dies is eliminated; when everyone is, the players lose', () => {
		const g = table({ p1: { heroes: ['Éowyn'], engaged: ['King Spider'] }, at: 'combat.enemyChoose' });
		g.continueTo('combat.enemyDefend');
		g.send({ type: 'NO_DEFENDER', seat: 0 });
		g.continueTo('end.defeat');
		expect(g.snapshot.status).toBe('done');
		expect(g.snapshot.value).toBe('defeat');
		// A lost game has no score (« DÉCOMPTE »: « Si les joueurs ont gagné la partie »).
		expect(def.result(g.snapshot)).toEqual({ kind: 'cooperative', victory: false });
		expect(def.activeSeats(g.snapshot)).toEqual([]);
		expect(def.legalEvents(g.snapshot, 0)).toEqual([]);
	});
});

describe('Action windows (LCG-DESIGN “Hot-seat action windows”)', () => {
	it('close by themselves when nobody has an Action', () => {
		const g = table({ p1: { heroes: ['Gimli'] }, staging: ['Old Forest Road'], encounterDeck: ['Forest Gate'], at: 'quest.commit', options: { pauseAtEveryWindow: false } });
		g.commit(0, ['Gimli']);
		expect(g.step).toBe('travel.choose');
		expect(g.ctx.quest.progress).toBe(0);
	});

	it('stay open while someone has an Action; the first player closes them, another player who may act passes (FFG Rules Reference: every player passes in succession)', () => {
		// « Les actions sont toujours facultatives et peuvent être déclenchées par leur contrôleur
		// durant les fenêtres d'action de la séquence de jeu » (« Actions »): a player who holds
		// one may still pass.
		const g = table({ p1: { heroes: ['Gimli'] }, p2: { heroes: ['Éowyn'], hand: ['Feint'] }, at: 'quest.commit', encounterDeck: ['Forest Gate', 'Old Forest Road'], options: { pauseAtEveryWindow: false } });
		g.done(0).done(1);
		expect(g.step).toBe('quest.commitWindow');
		expect(def.activeSeats(g.snapshot)).toEqual([0, 1]);
		expect(g.legal(0)).toEqual([{ type: 'CONTINUE', seat: 0 }]);
		expect(g.legal(1).map((e) => e.type)).toEqual(['ACTIVATE', 'CONTINUE']);
		g.activate(1, 'Éowyn');
		// Éowyn's action is used for this round: nobody has an Action, the windows close.
		expect(g.step).toBe('travel.choose');
	});
});

describe('responses and forced effects', () => {
	it('simultaneous Forced effects of different cards are ordered by the first player', () => {
		// Two test-only definitions (this file's registry only) that both trigger at the end of the round.
		defineCard('01017', { forced: [{ on: 'endOfRound', when: (q, self) => q.inPlay(self), run: (g) => g.raiseThreat(0, 1) }] });
		defineCard('01028', { forced: [{ on: 'endOfRound', when: (q, self) => q.inPlay(self), run: (g) => g.raiseThreat(0, 10) }] });
		const g = table({ p1: { heroes: ['Gimli'], threat: 20, play: ['Silverlode Archer', 'Veteran Axehand'] }, at: 'refresh.window' });
		g.continue();
		expect(g.ctx.decision?.prompt.key).toBe('lcg_prompt_order');
		expect(g.ctx.decision?.options.map((o) => o.value)).toEqual([0, 1]);
		g.choose(1, 0);
		expect(g.threat(0)).toBe(31);
	});
});

describe('hidden information', () => {
	it('view hides other hands, every deck and face-down shadow cards; revealsHidden marks draws', () => {
		const session = GameSession.start(def, seats(2), 11);
		session.send({ type: 'KEEP', seat: 0 });
		const last = session.send({ type: 'KEEP', seat: 1 });
		expect(last.reveal).toBe(true); // the setup shuffles the encounter deck, the resource phase draws
		const v = def.view(session.snapshot as never, 0) as LcgContext;
		for (const id of v.zones['hand:1']) expect(v.cards[id].cardId).toBe('?');
		for (const id of v.zones['hand:0']) expect(v.cards[id].cardId).not.toBe('?');
		for (const id of [...v.zones['deck:0'], ...v.zones.encounterDeck, ...v.zones.questDeck]) expect(v.cards[id].cardId).toBe('?');
		const t = def.view(session.snapshot as never, 'table') as LcgContext;
		for (const id of t.zones['hand:0']) expect(t.cards[id].cardId).toBe('?');
		expect(t.rng).toEqual([]);
		expect(def.hasPrivateHand(session.snapshot as never, 0)).toBe(true);
	});

	it('the session refuses an illegal event and changes nothing', () => {
		const session = GameSession.start(def, seats(1), 5);
		const before = JSON.stringify(session.snapshot.context);
		expect(() => session.send({ type: 'CONTINUE', seat: 0 })).toThrow(IllegalEventError);
		expect(() => session.send({ type: 'KEEP', seat: 1 })).toThrow(IllegalEventError);
		expect(JSON.stringify(session.snapshot.context)).toBe(before);
	});

	it('replays the same events to the same state (seeded)', () => {
		const a = GameSession.start(def, seats(2), 77, { ...DEFAULT_OPTIONS });
		const b = GameSession.start(def, seats(2), 77, { ...DEFAULT_OPTIONS });
		for (let i = 0; i < 60; i++) {
			const seat = def.activeSeats(a.snapshot as never)[0];
			if (seat === undefined) break;
			const ev = def.botEvent(a.snapshot as never, seat, 'normal', () => 0.3);
			a.send(ev);
			b.send(ev);
		}
		expect(JSON.stringify(a.snapshot.context)).toBe(JSON.stringify(b.snapshot.context));
	});
});

describe('« Points de Vie et Dégâts »: heroes in the discard pile', () => {
	it('never go back to a hand or a deck', () => {
		defineCard('01030', {
			forced: [
				{
					on: 'endOfRound',
					when: (q, self) => q.inPlay(self),
					run(g) {
						for (const c of g.discardPile(0)) g.moveTo(c, 'hand:0');
					}
				}
			]
		});
		const g = table({ p1: { heroes: ['Gimli'], discard: ['Aragorn', 'Feint'], play: ['Horseback Archer'] }, at: 'refresh.window' });
		g.continue();
		expect(g.names('hand:0')).toEqual(['Feint']);
		expect(g.names('discard:0')).toEqual(['Aragorn']);
	});
});
