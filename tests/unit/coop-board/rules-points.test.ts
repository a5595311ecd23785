/**
 * Issue 18, « Rules »: five points of the 2010 rulebook (../shared/rules/coop-board-game.fr.txt),
 * each checked at its mechanism with the rulebook's words.
 */
import { describe, expect, it } from 'vitest';
import { ADVENTURES, CARDS, TILES } from '$lib/games/coop-board/data/game';
import { run, setupGame } from '$lib/games/coop-board/rules/flow';
import { applyEvent, legalEventsFor } from '$lib/games/coop-board/rules/moves';
import { botMove } from '$lib/games/coop-board/bot';
import type { CoopContext, CoopEvent, CoopOptions } from '$lib/games/coop-board/types';

const OPTS: CoopOptions = { sauron: 15, passRing: false, equalTurns: false, solo: false, competitive: false };
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const clone = (c: CoopContext): CoopContext => JSON.parse(JSON.stringify(c));
const send = (c: CoopContext, ev: CoopEvent) => {
	expect(legalEventsFor(c, ev.seat)).toContainEqual(ev);
	return applyEvent(c, ev);
};

/** Answers every decision with the normal computer hobbit until `until` holds. */
function playUntil(c: CoopContext, until: (c: CoopContext) => boolean, max = 3000): CoopContext {
	for (let k = 0; !until(c); k++) {
		if (c.outcome || k > max) throw new Error('did not reach the state');
		const d = c.decision!;
		const seat = d.kind === 'die' ? d.holder : d.kind === 'pay' ? payingSeat(c) : d.seat;
		c = applyEvent(c, botMove(c, seat, 'normal', () => 0.5));
	}
	return c;
}
function payingSeat(c: CoopContext): number {
	for (let s = 0; s < c.players.length; s++) if (legalEventsFor(c, s).some((e) => e.type.startsWith('PAY') || e.type === 'DECLINE')) return s;
	throw new Error('nobody may answer the payment');
}
/** A context on the first reveal of Moria (several seeds tried: a seed may lose early). */
function atMoria(n: number, options: Partial<CoopOptions> = {}): CoopContext {
	for (let seed = 3; seed < 60; seed++) {
		try {
			return playUntil(setupGame({ seats: seats(n), options: { ...OPTS, ...options }, seed }), (c) => c.adv?.id === 'moria' && c.decision?.kind === 'reveal');
		} catch {
			/* next seed */
		}
	}
	throw new Error('no seed reached Moria');
}
/** Takes `card` out of every pile and puts it in `seat`'s hand. */
function give(c: CoopContext, seat: number, card: string): void {
	for (const p of c.players) p.hand = p.hand.filter((x) => x !== card);
	c.questDeck = c.questDeck.filter((x) => x !== card);
	c.questDiscard = c.questDiscard.filter((x) => x !== card);
	for (const k of Object.keys(c.legends) as (keyof CoopContext['legends'])[]) c.legends[k] = c.legends[k].filter((x) => x !== card);
	c.players[seat].hand.push(card);
}
/** Nobody holds the Belt or Mithril (no die window), nobody near Sauron. */
function calm(c: CoopContext): void {
	for (const p of c.players) {
		p.hand = p.hand.filter((h) => h !== 'L-belt' && h !== 'L-mithril');
		p.pos = 0;
	}
	c.sauron = 15;
}
/** The context moved into Mordor with the given markers and event. */
function inMordor(c: CoopContext, travelling: number, event: number): CoopContext {
	const m = clone(c);
	m.location = 6;
	m.adv = { id: 'mordor', tracks: { travelling, friendship: 0, fighting: 0, hiding: 0 }, event, ringUsed: false, ending: false };
	m.mainScore = ADVENTURES.mordor.tracks.travelling!.scores![travelling];
	calm(m);
	return m;
}
const dice = (c: CoopContext, from: number) => c.log.slice(from).filter((e) => e.key === 'cb_log_die');

describe('« Athelas … jouez cette carte pour n\'importe quel joueur à la fin d\'une aventure ou lors d\'un événement du Mordor »', () => {
	/** Mordor, before « Bataille des Champs du Pelennor » (event 3): Frodo and Sam hold a Heart, Pippin none. */
	function beforePelennor(): CoopContext {
		const c = inMordor(atMoria(3), 2, 2);
		c.active = 0;
		c.players.forEach((p) => (p.tokens = { heart: 0, sun: 0, ring: 0 }));
		c.players[0].tokens.heart = 1;
		c.players[1].tokens.heart = 1;
		c.decision = { kind: 'reveal', seat: 0 };
		c.queue = [];
		c.athelas = [];
		return c;
	}
	/** Time passes: event 3 runs; Frodo and Sam pay their Heart. */
	function pelennor(c: CoopContext): CoopContext {
		c.tiles = [TILES.indexOf('timePasses'), ...c.tiles.filter((t) => TILES[t] !== 'timePasses')];
		c = send(c, { type: 'REVEAL', seat: 0 });
		c = send(c, { type: 'RESOLVE', seat: 0 });
		expect(c.decision).toMatchObject({ kind: 'pay', pay: { reason: 'pelennor', who: 0, lifeTokenCheck: true } });
		c = send(c, { type: 'PAY_TOKEN', seat: 0, token: 'heart' });
		expect(c.decision).toMatchObject({ kind: 'pay', pay: { reason: 'pelennor', who: 1 } });
		return send(c, { type: 'PAY_TOKEN', seat: 1, token: 'heart' });
	}
	it('without Athelas, Pippin (no Heart) rolls the Peril die and discards two cards', () => {
		const c = beforePelennor();
		const from = c.log.length;
		const after = pelennor(c);
		expect(dice(after, from).map((e) => e.seat)).toEqual([2]);
	});
	it('Athelas played for Pippin before the Battle of the Pelennor Fields: « ce joueur n\'en subit aucune conséquence »', () => {
		let c = beforePelennor();
		give(c, 1, 'L-athelas');
		c = send(c, { type: 'EPIC', seat: 1, card: 'athelas', target: 2 });
		expect(c.athelas).toEqual([2]);
		const hand = c.players[2].hand.slice();
		const from = c.log.length;
		c = pelennor(c);
		expect(dice(c, from)).toEqual([]);
		expect(c.players[2].hand).toEqual(hand);
		expect(c.players[2].pos).toBe(0);
		expect(c.log.slice(from)).toContainEqual({ key: 'cb_log_athelas_saves', seat: 2 });
		// The protection is used up.
		expect(c.athelas).toEqual([]);
	});
	it('Athelas played during the event (while Frodo pays) still protects Pippin when his turn to pay comes', () => {
		let c = beforePelennor();
		give(c, 1, 'L-athelas');
		c.tiles = [TILES.indexOf('timePasses'), ...c.tiles.filter((t) => TILES[t] !== 'timePasses')];
		c = send(c, { type: 'REVEAL', seat: 0 });
		c = send(c, { type: 'RESOLVE', seat: 0 });
		c = send(c, { type: 'EPIC', seat: 1, card: 'athelas', target: 2 });
		c = send(c, { type: 'PAY_TOKEN', seat: 0, token: 'heart' });
		const from = c.log.length;
		c = send(c, { type: 'PAY_TOKEN', seat: 1, token: 'heart' });
		expect(dice(c, from)).toEqual([]);
		expect(c.log.slice(from)).toContainEqual({ key: 'cb_log_athelas_saves', seat: 2 });
	});
	it('a protected hobbit who holds the asked token is not missing one: the check asks it to pay as usual', () => {
		let c = beforePelennor();
		give(c, 1, 'L-athelas');
		c = send(c, { type: 'EPIC', seat: 1, card: 'athelas', target: 0 });
		c.tiles = [TILES.indexOf('timePasses'), ...c.tiles.filter((t) => TILES[t] !== 'timePasses')];
		c = send(c, { type: 'REVEAL', seat: 0 });
		c = send(c, { type: 'RESOLVE', seat: 0 });
		expect(c.decision).toMatchObject({ kind: 'pay', pay: { reason: 'pelennor', who: 0 } });
		expect(c.athelas).toEqual([0]);
	});
	it('the computer hobbit does not play Athelas in Mordor for a hobbit who holds the token the next event asks for', () => {
		const c = beforePelennor();
		give(c, 1, 'L-athelas');
		c.players[0].tokens = { heart: 1, sun: 0, ring: 0 };
		c.players[0].pos = 10;
		// Frodo lacks a Sun and a Ring but holds the Heart the Pelennor Fields ask for: no waste.
		const ev = botMove(clone(c), 1, 'normal', () => 0.5);
		expect(ev).not.toMatchObject({ type: 'EPIC', card: 'athelas', target: 0 });
	});
	it('the computer hobbit plays Athelas in Mordor for the hobbit missing the token of the next life-token event', () => {
		const c = beforePelennor();
		give(c, 1, 'L-athelas');
		c.players[2].pos = 10;
		expect(botMove(clone(c), 1, 'normal', () => 0.5)).toEqual({ type: 'EPIC', seat: 1, card: 'athelas', target: 2 });
	});
});

describe('« ÉGALITÉ DE TOURS »: « ignorer la règle qui dit que le porteur de l\'Anneau commence chaque aventure et continuer à jouer selon le sens horaire »', () => {
	/** The adventure ends in `seat`'s turn (its last card played, the main track finished). */
	function endIn(c: CoopContext, seat: number): CoopContext {
		const m = clone(c);
		calm(m);
		m.players.forEach((p) => (p.tokens = { heart: 1, sun: 1, ring: 0 }));
		m.players[0].tokens.ring = 1;
		m.active = seat;
		m.adv!.ending = true;
		m.decision = { kind: 'play', seat };
		m.played = ['grey'];
		m.queue = [];
		return send(m, { type: 'END_TURN', seat });
	}
	const firstTurn = (c: CoopContext, adv: string) => playUntil(c, (x) => x.adv?.id === adv && x.decision?.kind === 'reveal').active;
	it('4 hobbits, Moria ends in seat 2\'s turn: after the Lothlórien, Helm\'s Deep opens with seat 3', () => {
		const c = endIn(atMoria(4, { equalTurns: true }), 2);
		expect(c.location).toBe(3);
		expect(c.bearer).toBe(0);
		expect(firstTurn(c, 'helmsDeep')).toBe(3);
	});
	it('Helm\'s Deep ends in seat 1\'s turn: Shelob\'s Lair (no haven between) opens with seat 2', () => {
		const m = atMoria(4, { equalTurns: true });
		m.location = 4;
		m.adv = { id: 'helmsDeep', tracks: { fighting: 10, travelling: 0, friendship: 0 }, event: 2, ringUsed: false, ending: false };
		const c = endIn(m, 1);
		expect(firstTurn(c, 'shelobsLair')).toBe(2);
	});
	it('without the variant the Ring-bearer opens every adventure (« Le porteur de l\'Anneau débute l\'aventure »)', () => {
		const c = endIn(atMoria(4), 2);
		expect(firstTurn(c, 'helmsDeep')).toBe(c.bearer);
	});
});

describe('« Gollum … avancer de trois cases … le joueur doit lancer le dé de Péril immédiatement après »', () => {
	it('from space 11 of Mordor\'s main track to Mount Doom: the die of space 13, the die of Mount Doom, then Gollum\'s roll; then the Ring goes to the fire', () => {
		const m = inMordor(atMoria(3), 11, 2);
		const spaces = ADVENTURES.mordor.tracks.travelling!.spaces;
		expect(spaces.slice(12).map((s) => s.k)).toEqual(['rune', 'die', 'mountDoom']);
		m.active = 0;
		m.players[0].hobbit = 'sam';
		m.players.forEach((p) => p.hand.push(...[]));
		give(m, 0, 'L-gollum');
		m.decision = { kind: 'play', seat: 0 };
		m.played = [];
		m.queue = [];
		const from = m.log.length;
		let c = send(m, { type: 'PLAY_CARD', seat: 0, card: 'L-gollum', track: 'travelling' });
		c = playUntil(c, (x) => x.decision?.kind === 'doom');
		expect(c.adv!.tracks.travelling).toBe(14);
		expect(dice(c, from).map((e) => e.seat)).toEqual([0, 0, 0]);
		const fire = c.log.findIndex((e, i) => i >= from && e.key === 'cb_log_ring_fire');
		const lastDie = c.log.map((e, i) => (i >= from && e.key === 'cb_log_die' ? i : -1)).reduce((a, b) => Math.max(a, b));
		expect(fire).toBeGreaterThan(lastDie);
		expect(c.bearer).toBeNull();
	});
});

describe('« Bâton de Gandalf : ignorez tous les effets d\'une tuile Récit comportant … *Battre en Retraite* … La Communauté n\'a pas besoin de défausser les éléments indiqués et le pion Événement n\'est pas avancé »', () => {
	for (const tile of ['retreat', 'lastResort'] as const) {
		it(`during the ${tile} payment (a card already in the pot): the Staff ends the payment, nothing discarded, the event marker stays, the next tile is revealed`, () => {
			let c = clone(atMoria(3));
			calm(c);
			give(c, 1, 'L-staff');
			c.tiles = [TILES.indexOf(tile), ...c.tiles.filter((t) => TILES[t] !== tile)];
			c = send(c, { type: 'REVEAL', seat: c.active });
			c = send(c, { type: 'RESOLVE', seat: c.active });
			expect(c.decision).toMatchObject({ kind: 'pay', pay: { reason: tile } });
			const a = c.active;
			const card = c.players[a].hand.find((h) => CARDS[h].colour !== 'epic')!;
			c = send(c, { type: 'PAY_CARD', seat: a, card });
			const event = c.adv!.event;
			const hands = c.players.map((p) => p.hand.length);
			c = send(c, { type: 'EPIC', seat: 1, card: 'staff' });
			expect(c.adv!.event).toBe(event);
			expect(c.players.map((p) => p.hand.length)).toEqual(hands.map((n, i) => (i === 1 ? n - 1 : n)));
			expect(c.players[a].hand).toContain(card);
			expect(c.decision).toEqual({ kind: 'reveal', seat: a });
		});
	}
	it('not on a payment that no Last Resort / Retreat tile asks for', () => {
		const c = clone(atMoria(3));
		give(c, 1, 'L-staff');
		c.decision = { kind: 'pay', pay: { who: 'group', need: { symbols: { fighting: 5 } }, may: false, payer: null, cards: [], runes: [], tokens: [], ok: [], fail: [], reason: 'orcsAttack' } };
		expect(legalEventsFor(c, 1).some((e) => e.type === 'EPIC' && e.card === 'staff')).toBe(false);
	});
});

describe('One numbering of track spaces (log and board)', () => {
	it('the log names the space the board shows (space 10 of 10 of Moria\'s fighting track, 20 points)', () => {
		const m = clone(atMoria(3));
		calm(m);
		m.adv!.tracks.fighting = 7;
		m.decision = null;
		m.queue = [{ k: 'advance', track: 'fighting', n: 3, resolve: false }, { k: 'playPrompt' }];
		run(m);
		expect(m.log.at(-1)!.key === 'cb_log_advance_main' ? m.log.at(-1) : m.log.findLast((e) => e.key === 'cb_log_advance_main')).toMatchObject({ params: { track: 'fighting', n: 3, to: 10, last: 10, score: 20 } });
		expect(ADVENTURES.moria.tracks.fighting!.scores![10]).toBe(20);
	});
});

describe('Automatic consequences are in the public log', () => {
	it('« Distribuez les cartes Légende » (Rivendell): each hobbit\'s share is logged (12 cards, 3 hobbits: 4 each)', () => {
		const c = setupGame({ seats: seats(3), options: OPTS, seed: 11 });
		const c2 = playUntil(c, (x) => x.log.some((e) => e.key === 'cb_log_deal'));
		const dealt = c2.log.filter((e) => e.key === 'cb_log_dealt');
		expect(dealt.map((e) => [e.seat, e.params!.n])).toEqual([[0, 4], [1, 4], [2, 4]]);
	});
});
