/**
 * Rules of Knizia's cooperative Lord of the Rings, 2010 FFG/Edge rulebook
 * (../shared/rules/coop-board-game.fr.txt), each test quoting the section it checks.
 */
import { describe, expect, it } from 'vitest';
import { ADVENTURES, CARDS, GOLD_RUNES, LEGEND_IDS, LIFE_TOKEN_COUNTS, QUEST_IDS, TILES, TILE_COUNTS } from '$lib/games/coop-board/data/game';
import { run, setupGame, tileSteps } from '$lib/games/coop-board/rules/flow';
import { applyEvent, legalEventsFor } from '$lib/games/coop-board/rules/moves';
import { botMove } from '$lib/games/coop-board/bot';
import { finalScore, moveSauron, moveDark } from '$lib/games/coop-board/rules/state';
import { remaining, payment } from '$lib/games/coop-board/rules/payment';
import type { CoopContext, CoopEvent, CoopOptions } from '$lib/games/coop-board/types';

const OPTS: CoopOptions = { sauron: 12, passRing: false, equalTurns: false, solo: false, competitive: false };
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const start = (n = 3, options: Partial<CoopOptions> = {}, seed = 1) => setupGame({ seats: seats(n), options: { ...OPTS, ...options }, seed });
const clone = (c: CoopContext): CoopContext => JSON.parse(JSON.stringify(c));

/** Plays bot moves until `until` holds (deterministic for a seed). */
function playUntil(c: CoopContext, until: (c: CoopContext) => boolean, max = 3000): CoopContext {
	let k = 0;
	while (!until(c)) {
		if (c.outcome || k++ > max) throw new Error('did not reach the state');
		const d = c.decision!;
		const seat = d.kind === 'die' ? d.holder : d.kind === 'pay' ? (legalSeat(c) ?? 0) : d.seat;
		c = applyEvent(c, botMove(c, seat, 'normal', () => 0.5));
	}
	return c;
}
function legalSeat(c: CoopContext): number | null {
	for (let s = 0; s < c.players.length; s++) if (legalEventsFor(c, s).some((e) => e.type.startsWith('PAY') || e.type === 'DECLINE')) return s;
	return null;
}
/** A context at the start of the Moria adventure (first reveal). */
function atMoria(n = 3, seed = 3): CoopContext {
	for (let s = seed; s < seed + 50; s++) {
		try {
			return playUntil(start(n, { sauron: 15 }, s), (c) => c.adv?.id === 'moria' && c.decision?.kind === 'reveal');
		} catch {
			/* that seed lost early: try the next */
		}
	}
	throw new Error('no seed reached Moria');
}
const send = (c: CoopContext, ev: CoopEvent) => {
	expect(legalEventsFor(c, ev.seat)).toContainEqual(ev);
	return applyEvent(c, ev);
};

describe('« MATÉRIEL »: the data module maps the 2000 print to the 2010 terms', () => {
	it('60 Quest cards (brown or grey), 35 Legend cards by location, 8 Epic cards', () => {
		expect(QUEST_IDS).toHaveLength(60);
		const q = QUEST_IDS.map((id) => CARDS[id]);
		expect(q.filter((c) => c.colour === 'grey')).toHaveLength(20);
		expect(q.filter((c) => c.colour === 'brown')).toHaveLength(40);
		expect(q.filter((c) => c.symbols.star)).toHaveLength(12);
		expect(Object.fromEntries(Object.entries(LEGEND_IDS).map(([k, v]) => [k, v.length]))).toEqual({ rivendell: 12, moria: 2, lothlorien: 12, helmsDeep: 4, shelobsLair: 2, mordor: 3 });
		expect(Object.values(CARDS).filter((c) => c.colour === 'epic').map((c) => c.epic).sort()).toEqual(['athelas', 'belt', 'elessar', 'lembas', 'miruvor', 'mithril', 'phial', 'staff']);
	});
	it('23 Story tiles, 11 life tokens (3 heart, 3 sun, 5 ring), 6 gold runes of 1, 2, 3', () => {
		expect(TILES).toHaveLength(23);
		expect(TILE_COUNTS.timePasses).toBe(6);
		expect(TILE_COUNTS.ringInfluence).toBe(2);
		expect(TILE_COUNTS.sauronWill + TILE_COUNTS.lastResort + TILE_COUNTS.retreat).toBe(3);
		expect(LIFE_TOKEN_COUNTS).toEqual({ heart: 3, sun: 3, ring: 5 });
		expect(GOLD_RUNES.slice().sort()).toEqual([1, 1, 2, 2, 3, 3]);
	});
	it('the adventure boards: three tracks each, four in Mordor; Mordor main scores 50 … 60', () => {
		expect(Object.keys(ADVENTURES.moria.tracks)).toHaveLength(3);
		expect(Object.keys(ADVENTURES.mordor.tracks)).toHaveLength(4);
		const m = ADVENTURES.mordor.tracks.travelling!;
		expect(m.scores![0]).toBe(50);
		expect(m.scores![m.scores!.length - 1]).toBe(60);
		expect(ADVENTURES.moria.events).toHaveLength(6);
	});
});

describe('« MISE EN PLACE » and Bag End', () => {
	it('hobbits by player count, Frodo is the Ring-bearer and starts, Sauron on 12 / 15 / 10', () => {
		expect(start(2).players.map((p) => p.hobbit)).toEqual(['frodo', 'sam']);
		expect(start(5).players.map((p) => p.hobbit)).toEqual(['frodo', 'sam', 'pippin', 'merry', 'fatty']);
		const c = start(3, { sauron: 10 });
		expect(c.sauron).toBe(10);
		expect(start(3, { sauron: 15 }).sauron).toBe(15);
		expect(c.bearer).toBe(0);
		expect(c.players.every((p) => p.pos === 0)).toBe(true);
	});
	it('« Gandalf »: each player receives six Quest cards, then the Ring-bearer may skip « Préparatifs »', () => {
		const c = start(4);
		expect(c.players.map((p) => p.hand.length)).toEqual([6, 6, 6, 6]);
		expect(c.decision).toMatchObject({ kind: 'choose', seat: 0, reason: 'preparations' });
		const after = send(c, { type: 'CHOOSE', seat: 0, option: 'skip' });
		expect(after.decision?.kind === 'pay' || after.sauron === 11).toBe(true);
	});
});

describe('« SCORE »', () => {
	it('victory: 60 plus every rune (« 60+25 = 85 »)', () => {
		expect(finalScore(true, 'destroyed', 60, 25).score).toBe(85);
	});
	it('all fall at Mount Doom: 60 without runes', () => {
		expect(finalScore(false, 'allFellAtDoom', 60, 25)).toMatchObject({ score: 60, runes: 0 });
	});
	it('the Ring-bearer falls with the main marker on Mordor 52: 52 points', () => {
		const c = clone(atMoria());
		c.adv = { id: 'mordor', tracks: { travelling: 4, friendship: 0, fighting: 0, hiding: 0 }, event: 0, ringUsed: false, ending: false };
		c.mainScore = ADVENTURES.mordor.tracks.travelling!.scores![4];
		c.players[0].silver = 9;
		expect(c.mainScore).toBe(52);
		c.sauron = c.players[0].pos + 1;
		moveSauron(c, 1);
		expect(c.outcome).toMatchObject({ victory: false, score: 52, reason: 'bearerFell' });
	});
});

describe('« L\'ÉCHELLE DE CORRUPTION » and « SE FAIRE ÉLIMINER »', () => {
	it('a hobbit meeting Sauron is eliminated: cards and life tokens discarded, runes kept', () => {
		const c = clone(atMoria());
		c.players[1].silver = 4;
		c.players[1].tokens.heart = 1;
		c.players[1].pos = c.sauron - 1;
		const hand = c.players[1].hand.length;
		const discard = c.questDiscard.length;
		moveDark(c, 1, 1);
		expect(c.players[1]).toMatchObject({ out: true, hand: [], silver: 4, tokens: { heart: 0, sun: 0, ring: 0 } });
		expect(c.questDiscard.length).toBe(discard + hand);
		expect(c.outcome).toBeNull();
	});
	it('the Ring-bearer eliminated ends the game; with « Passage de l\'Anneau » a failed payment passes it left', () => {
		const c = clone(atMoria());
		c.players[0].pos = c.sauron - 1;
		moveDark(c, 0, 3);
		expect(c.outcome?.reason).toBe('bearerFell');
		const v = clone(atMoria());
		v.options.passRing = true;
		v.active = 1;
		v.queue = [{ k: 'forcedRunes', seat: 0, n: 3 }, { k: 'revealPrompt' }];
		v.decision = null;
		v.players[0].silver = 1;
		v.players[0].gold = [];
		run(v);
		expect(v.players[0].out).toBe(true);
		expect(v.bearer).toBe(1);
		expect(v.outcome).toBeNull();
	});
});

describe('« 2. JOUER DES CARTES » and « ÉCHELLES D\'ACTIVITÉ »', () => {
	it('the rulebook example: two fighting symbols give two runes, a grey fighting card then a Ring token (Moria)', () => {
		let c = clone(atMoria());
		// Put the example's cards in the active hand: a brown card with two fighting symbols (Gimli) and a grey fighting Quest card.
		const a = c.active;
		const grey = QUEST_IDS.find((id) => CARDS[id].colour === 'grey' && CARDS[id].symbols.fighting)!;
		for (const id of ['L-gimli', grey]) {
			for (const p of c.players) p.hand = p.hand.filter((x) => x !== id);
			c.questDeck = c.questDeck.filter((x) => x !== id);
			c.questDiscard = c.questDiscard.filter((x) => x !== id);
			c.legends.rivendell = c.legends.rivendell.filter((x) => x !== id);
			c.players[a].hand.push(id);
		}
		c.players[a].hobbit = 'sam';
		c.decision = { kind: 'play', seat: a };
		c.played = [];
		const runes = c.players[a].silver;
		c = send(c, { type: 'PLAY_CARD', seat: a, card: 'L-gimli', track: 'fighting' });
		expect(c.adv!.tracks.fighting).toBe(2);
		expect(c.players[a].silver).toBe(runes + 2);
		const rings = c.players[a].tokens.ring;
		c = send(c, { type: 'PLAY_CARD', seat: a, card: grey, track: 'fighting' });
		expect(c.adv!.tracks.fighting).toBe(3);
		expect(c.players[a].tokens.ring).toBe(rings + 1);
		expect(c.mainScore).toBe(13);
	});
	it('a second card of the same colour is refused (Pippin excepted); playing none draws two or heals', () => {
		const c = clone(atMoria());
		const a = c.active;
		const brown = QUEST_IDS.find((id) => CARDS[id].colour === 'brown' && CARDS[id].symbols.fighting)!;
		for (const p of c.players) p.hand = p.hand.filter((x) => x !== brown);
		c.questDeck = c.questDeck.filter((x) => x !== brown);
		c.questDiscard = c.questDiscard.filter((x) => x !== brown);
		c.players[a].hand.push(brown);
		c.decision = { kind: 'play', seat: a };
		c.played = ['brown'];
		c.players[a].hobbit = 'sam';
		const browns = legalEventsFor(c, a).filter((e) => e.type === 'PLAY_CARD' && CARDS[e.card].colour === 'brown');
		expect(browns).toHaveLength(0);
		c.players[a].hobbit = 'pippin';
		// (legal moves are cached per context object: a changed state is a new object)
		expect(legalEventsFor(clone(c), a)).toContainEqual({ type: 'PLAY_CARD', seat: a, card: brown, track: 'fighting' });
		c.played = [];
		expect(legalEventsFor(clone(c), a).map((e) => e.type)).toContain('DRAW_TWO');
	});
	it('stars are jokers: a star card may go on any open track, all its stars on the same one', () => {
		const c = clone(atMoria());
		const a = c.active;
		c.players[a].hobbit = 'sam';
		c.players[a].hand = ['L-aragorn'];
		c.decision = { kind: 'play', seat: a };
		c.played = [];
		const tracks = legalEventsFor(c, a).filter((e) => e.type === 'PLAY_CARD').map((e) => (e as { track: string }).track);
		expect(tracks.sort()).toEqual(['fighting', 'hiding', 'travelling']);
		const after = applyEvent(c, { type: 'PLAY_CARD', seat: a, card: 'L-aragorn', track: 'travelling' });
		expect(after.adv!.tracks.travelling).toBe(2);
	});
	it('Frodo uses his grey Quest cards as stars; when paying, two stars may stand for two different symbols', () => {
		const c = clone(atMoria());
		const grey = QUEST_IDS.find((id) => CARDS[id].colour === 'grey' && CARDS[id].symbols.hiding)!;
		c.players[0].hand = [grey, 'L-glamdring'];
		const pay = payment('group', { symbols: { friendship: 1, fighting: 1 } }, 't', [], []);
		pay.cards.push({ seat: 0, card: 'L-glamdring' });
		expect(remaining(c, pay).symbols).toEqual({});
		const p2 = payment('group', { symbols: { star: 1 } }, 't', [], []);
		p2.cards.push({ seat: 0, card: grey });
		expect(remaining(c, p2).symbols).toEqual({});
	});
	it('a tile whose track is absent lets the active player advance any track (friendship in Moria)', () => {
		const c = clone(atMoria());
		const tile = TILES.indexOf('friendship');
		expect(tileSteps(c, tile)[0]).toMatchObject({ k: 'chooseTrack', n: 1, resolve: true });
	});
});

describe('« LE POUVOIR DE L\'ANNEAU »', () => {
	it('once per adventure the bearer rolls and moves one track 4 minus the die symbols, spaces not resolved', () => {
		let c = clone(atMoria());
		c.players.forEach((p) => (p.hand = p.hand.filter((h) => h !== 'L-belt' && h !== 'L-mithril')));
		// Two cards: a « discard two cards » face is paid at once.
		c.questDiscard.push(...c.players[0].hand.splice(2));
		const before = c.players[0].silver;
		expect(legalEventsFor(c, 0)).toContainEqual({ type: 'RING', seat: 0 });
		c = applyEvent(c, { type: 'RING', seat: 0 });
		if (c.outcome) return;
		expect(c.adv!.ringUsed).toBe(true);
		expect(c.decision).toMatchObject({ kind: 'track', seat: 0, resolve: false });
		const n = (c.decision as { n: number }).n;
		const face = c.lastRoll!.face;
		expect(n).toBe(4 - [1, 2, 3, 2, 1, 0][face - 1]);
		c = applyEvent(c, { type: 'TRACK', seat: 0, track: 'travelling' });
		expect(c.adv!.tracks.travelling).toBe(n);
		expect(c.players[0].silver).toBe(before);
		expect(legalEventsFor(c, 0).some((e) => e.type === 'RING')).toBe(false);
	});
});

describe('« CARTES GANDALF » cost 5 runes, at any time', () => {
	it('Healing moves a chosen hobbit two steps to the light and the card is used up', () => {
		let c = clone(atMoria());
		c.players[1].silver = 6;
		c.players[2].pos = 3;
		const ev = { type: 'GANDALF', seat: 1, card: 'healing', target: 2 } as CoopEvent;
		expect(legalEventsFor(c, 1)).toContainEqual(ev);
		c = applyEvent(c, ev);
		expect(c.players[2].pos).toBe(1);
		expect(c.players[1].silver).toBe(1);
		expect(c.gandalf).not.toContain('healing');
	});
	it('not enough runes: no Gandalf card', () => {
		const c = clone(atMoria());
		c.players[1].silver = 4;
		c.players[1].gold = [];
		expect(legalEventsFor(c, 1).some((e) => e.type === 'GANDALF')).toBe(false);
	});
});

describe('« FIN D\'UNE AVENTURE »', () => {
	it('missing life-token types move hobbits toward darkness (Merry one fewer), most Ring tokens carries the Ring', () => {
		let c = clone(atMoria(4));
		c.players.forEach((p) => (p.pos = 0));
		c.players[0].tokens = { heart: 1, sun: 1, ring: 1 };
		c.players[1].tokens = { heart: 0, sun: 1, ring: 2 };
		c.players[2].tokens = { heart: 0, sun: 0, ring: 2 };
		c.players[3].tokens = { heart: 0, sun: 0, ring: 0 };
		c.tokenSupply = { heart: 2, sun: 1, ring: 0 };
		c.sauron = 15;
		c.adv!.ending = true;
		c.decision = { kind: 'play', seat: c.active };
		c.played = ['grey'];
		const logStart = c.log.length;
		c = applyEvent(c, { type: 'END_TURN', seat: c.active });
		expect(c.players.map((p) => p.pos)).toEqual([0, 1, 2, 2]);
		// Sam and Pippin tie on 2 Ring tokens: the nearest after Frodo in turn order (Sam) carries the Ring.
		expect(c.bearer).toBe(1);
		const after = c.log.slice(logStart);
		const end = after.findIndex((e) => e.key === 'cb_log_adventure_end');
		expect(after.slice(end)).toContainEqual({ key: 'cb_log_draw', params: { n: 2 }, seat: 1 });
		expect(c.tokenSupply).toEqual({ heart: 3, sun: 3, ring: 5 });
		expect(c.location).toBe(3);
	});
});
