/**
 * The rules interpreter: runs queued steps until the game waits for a decision or ends.
 * Setup (« MISE EN PLACE »), havens (« HAVRES DE PAIX »), adventures (« TOUR DE JEU PENDANT
 * UNE AVENTURE »), activity tracks (« ÉCHELLES D'ACTIVITÉ »), the Peril die, the end of an
 * adventure (« FIN D'UNE AVENTURE ») and Mount Doom (« VICTOIRE »).
 */
import type { SeatId } from '$lib/engine/types';
import { createRng } from '$lib/engine/rng';
import {
	ACTIVITIES, ADVENTURES, CARDS, DIE_FACES, EPIC_CARD, GANDALF_CARDS, GOLD_RUNES, HAVEN_ACTIONS, HOBBITS, LEGEND_IDS, LIFE_TOKENS,
	LIFE_TOKEN_COUNTS, LOCATIONS, QUEST_IDS, TILES, isAdventure, type Activity, type AdventureId, type HavenId, type LegendHome
} from '../data/game';
import type { CoopContext, CoopInput, Decision, Step } from '../types';
import { EACH, afterQuestReveal, bindSeat, eventSteps, havenSteps, runeChoice, trackLast } from './events';
import { canContribute, isPaid, payers, remaining, runeTotal, spendRunes } from './payment';
import {
	athelasSaves, checkSauron, dieEffect, discardCard, draw, drawQuest, eliminate, gameOver, holderOf, livingFrom, log, moveDark, moveLight, moveSauron,
	nextLiving, rng, rollDie, takeToken
} from './state';

/**
 * The state after « MISE EN PLACE » and the first haven's first steps.
 * @throws RangeError for fewer than 2 or more than 5 seats
 */
export function setupGame(input: CoopInput): CoopContext {
	const n = input.seats.length;
	if (n < 2 || n > 5) throw new RangeError(`2 to 5 hobbits, not ${n}`);
	const c: CoopContext = {
		phase: 'haven',
		options: { ...input.options },
		names: input.seats.map((s) => s.name),
		bots: input.seats.flatMap((s, i) => (s.bot ? [i] : [])),
		rng: createRng(input.seed),
		players: HOBBITS.slice(0, n).map((hobbit) => ({ hobbit, pos: 0, hand: [], silver: 0, gold: [], tokens: { heart: 0, sun: 0, ring: 0 }, out: false })),
		sauron: input.options.sauron,
		bearer: 0,
		location: 0,
		questDeck: [],
		questDiscard: [],
		box: [],
		legends: Object.fromEntries(Object.entries(LEGEND_IDS).map(([k, v]) => [k, v.slice()])) as Record<LegendHome, string[]>,
		gandalf: GANDALF_CARDS.slice(),
		gandalfUsed: [],
		goldPool: [],
		goldSpent: 0,
		tokenSupply: { ...LIFE_TOKEN_COUNTS },
		tiles: [],
		tileDiscard: TILES.map((_, i) => i),
		lastTile: null,
		adv: null,
		active: 0,
		played: [],
		turnCut: false,
		mainScore: 0,
		turnToken: null,
		queue: [],
		decision: null,
		athelas: [],
		magic: false,
		lastRoll: null,
		lastQuestReveal: null,
		outcome: null,
		reveals: 0,
		log: []
	};
	const r = rng(c);
	c.questDeck = r.shuffle(QUEST_IDS);
	c.goldPool = r.shuffle(GOLD_RUNES);
	r.done();
	log(c, 'cb_log_start', { sauron: c.sauron });
	enterLocation(c);
	run(c);
	return c;
}

function enterLocation(c: CoopContext): void {
	const loc = LOCATIONS[c.location];
	log(c, 'cb_log_location', { location: loc });
	if (isAdventure(loc)) startAdventure(c, loc);
	else {
		c.adv = null;
		c.phase = 'haven';
		c.active = c.bearer ?? 0;
		c.queue.push(...HAVEN_ACTIONS[loc as HavenId].map((a): Step => ({ k: 'haven', action: a })), { k: 'nextLocation' });
	}
}

/** « MISE EN PLACE D'UNE NOUVELLE AVENTURE »: markers on the first spaces, all Story tiles shuffled, the Ring-bearer first. */
function startAdventure(c: CoopContext, id: AdventureId): void {
	const def = ADVENTURES[id];
	const first = c.adv === null && c.location === LOCATIONS.indexOf('moria');
	c.adv = { id, tracks: Object.fromEntries(Object.keys(def.tracks).map((t) => [t, 0])), event: 0, ringUsed: false, ending: false };
	const r = rng(c);
	c.tiles = r.shuffle(TILES.map((_, i) => i));
	r.done();
	c.reveals++;
	c.tileDiscard = [];
	c.lastTile = null;
	c.mainScore = def.tracks[def.main]!.scores![0];
	c.phase = 'storyTiles';
	// « ÉGALITÉ DE TOURS »: « ignorer la règle qui dit que le porteur de l'Anneau commence chaque
	// aventure et continuer à jouer selon le sens horaire … Utilisez alors un jeton pour désigner
	// le joueur actif »: the hobbit after the one whose turn ended the last adventure, whatever
	// haven lies between (the haven's actions do not move the token).
	const token = c.turnToken ?? null;
	c.active = c.options.equalTurns && !first && token !== null ? (nextLiving(c, token) ?? c.bearer ?? 0) : (c.bearer ?? 0);
	c.played = [];
	c.turnCut = false;
	c.queue.push({ k: 'revealPrompt' });
}

/**
 * Runs queued steps until a decision is needed, the game ends, or the rulebook's step changes
 * (`c.phase`: the statechart then takes its transition and its entry goes on with `runStep`).
 * Mutates `c`. @throws Error when nothing is left to do and nothing is asked (a rules defect)
 */
export function runStep(c: CoopContext): void {
	const phase = c.phase;
	let guard = 0;
	while (!c.outcome && !c.decision && c.queue.length > 0 && c.phase === phase) {
		if (guard++ > 10000) throw new Error('rules loop');
		exec(c, c.queue.shift()!);
	}
	if (!c.outcome && !c.decision && c.phase === phase) throw new Error('dead end: no decision and nothing to do');
}

/**
 * Runs queued steps across the rulebook's steps until a decision is needed or the game ends
 * (what the statechart's transitions do one step at a time; for the pure API, bots and bench).
 * Mutates `c`. @throws Error as `runStep`
 */
export function run(c: CoopContext): void {
	for (let i = 0; !c.outcome && !c.decision; i++) {
		if (i > 1000) throw new Error('rules loop');
		runStep(c);
	}
}

const front = (c: CoopContext, steps: Step[]): void => void c.queue.unshift(...steps);

/** The tracks of the current adventure whose marker has not reached the last space. */
export function openTracks(c: CoopContext): Activity[] {
	const adv = c.adv;
	if (!adv) return [];
	return ACTIVITIES.filter((t) => adv.tracks[t] !== undefined && adv.tracks[t]! < trackLast(adv.id, t));
}

function exec(c: CoopContext, st: Step): void {
	const P = (s: SeatId) => c.players[s];
	switch (st.k) {
		case 'log':
			return log(c, st.key, st.params, st.seat);
		case 'sauron':
			return moveSauron(c, st.n);
		case 'dark':
			return moveDark(c, st.seat, st.n);
		case 'light':
			return moveLight(c, st.seat, st.n);
		case 'draw':
			if (!P(st.seat).out) draw(c, st.seat, st.n);
			return;
		case 'drawTo':
			if (!P(st.seat).out) draw(c, st.seat, Math.max(0, st.n - P(st.seat).hand.length));
			return;
		case 'each':
			return front(c, livingFrom(c, c.active).flatMap((s) => bindSeat(st.steps, s)));
		case 'others':
			return front(c, livingFrom(c, st.seat).filter((s) => s !== st.seat).flatMap((s) => bindSeat(st.steps, s)));
		case 'roll': {
			if (P(st.seat).out) return;
			const belt = holderOf(c, EPIC_CARD.belt);
			// « Ceinture de Galadriel : … mais pas lorsqu'un Hobbit utilise le pouvoir de l'Anneau »
			if (belt !== null && !st.ring) {
				c.decision = { kind: 'die', seat: st.seat, holder: belt, stage: 'before', face: null, ring: !!st.ring, doom: !!st.doom };
				return;
			}
			return rollNow(c, st.seat, !!st.ring, !!st.doom);
		}
		case 'dieEffect': {
			if (P(st.seat).out) return;
			const e = dieEffect(c, st.seat, st.face);
			if (e.sauron) moveSauron(c, e.sauron);
			if (e.dark) moveDark(c, st.seat, e.dark);
			if (e.discard) front(c, [{ k: 'discardCards', seat: st.seat, n: e.discard }]);
			return;
		}
		case 'discardCards': {
			const h = P(st.seat);
			if (h.out) return;
			if (h.hand.length <= st.n) {
				const short = h.hand.length < st.n;
				for (const card of h.hand.slice()) discardCard(c, st.seat, card);
				log(c, 'cb_log_discard_all', {}, st.seat);
				// « s'il n'a pas assez de cartes … il doit défausser tout ce qu'il peut et est immédiatement éliminé »
				if (short) eliminate(c, st.seat, true);
				return;
			}
			c.decision = { kind: 'discard', seat: st.seat, n: st.n };
			return;
		}
		case 'forcedRunes': {
			const h = P(st.seat);
			if (h.out) return;
			if (runeTotal(h) >= st.n) {
				c.goldSpent += spendRunes(h, st.n);
				log(c, 'cb_log_pay_runes', { n: st.n }, st.seat);
			} else {
				c.goldSpent += h.gold.length;
				h.silver = 0;
				h.gold = [];
				eliminate(c, st.seat, true);
			}
			return;
		}
		case 'pay': {
			const pay = st.pay;
			if (typeof pay.who === 'number' && P(pay.who).out) return;
			if (pay.lifeTokenCheck && typeof pay.who === 'number' && athelasSaves(c, pay.who, (pay.need.tokens ?? []).some((t) => P(pay.who as SeatId).tokens[t] === 0))) return;
			// The request says who is asked and for what: the step that asks it (a haven action, an
			// event) has already logged its own name, and the request's line must not say it again bare.
			if (typeof pay.who === 'number') log(c, 'cb_log_ask_seat', { reason: pay.reason }, pay.who);
			else log(c, 'cb_log_ask', { reason: pay.reason });
			if (!payers(c, pay).some((s) => canContribute(c, pay, s))) {
				log(c, 'cb_log_cannot_pay', { reason: pay.reason });
				return front(c, pay.fail);
			}
			c.decision = { kind: 'pay', pay };
			return;
		}
		case 'choose': {
			if (P(st.seat).out) return;
			if (st.reason === 'runesFor2' || st.reason === 'runesFor3') return front(c, runeChoice(c, st.seat, st.reason === 'runesFor2' ? 2 : 3));
			c.decision = { kind: 'choose', seat: st.seat, reason: st.reason, options: st.options };
			return;
		}
		case 'chooseTrack': {
			const tracks = openTracks(c);
			if (tracks.length === 0 || P(st.seat).out || st.n <= 0) return;
			c.decision = { kind: 'track', seat: st.seat, n: st.n, resolve: st.resolve, reason: st.reason, tracks };
			return;
		}
		case 'ringMove': {
			const face = c.lastRoll?.face ?? 6;
			return front(c, [{ k: 'chooseTrack', seat: st.seat, n: 4 - DIE_FACES[face - 1].symbols, resolve: false, reason: 'ring' }]);
		}
		case 'advance':
			return advance(c, st.track, st.n, st.resolve);
		case 'space':
			return space(c, st.track, st.index);
		case 'legend': {
			if (P(st.seat).out) return;
			const home = CARDS[st.card].home!;
			const i = c.legends[home].indexOf(st.card);
			if (i < 0) return;
			c.legends[home].splice(i, 1);
			P(st.seat).hand.push(st.card);
			log(c, 'cb_log_legend', { card: st.card }, st.seat);
			return;
		}
		case 'removeLegends':
			c.box.push(...c.legends[st.home]);
			log(c, 'cb_log_legends_lost', { home: st.home });
			c.legends[st.home] = [];
			return;
		case 'revealQuest': {
			const card = drawQuest(c);
			if (card) c.questDiscard.push(card);
			c.lastQuestReveal = card;
			if (card) log(c, 'cb_log_quest_reveal', { card });
			return front(c, afterQuestReveal(c, st.then, card));
		}
		case 'gollumRoll':
			return front(c, [{ k: 'roll', seat: st.seat }]);
		case 'nextEvent':
			return nextEvent(c);
		case 'event':
			return front(c, eventSteps(c, c.adv!.id, st.index));
		case 'tileEffect':
			return front(c, tileSteps(c, st.tile));
		case 'revealPrompt':
			if (c.adv?.ending) return front(c, [{ k: 'endAdventure' }]);
			if (c.turnCut || P(c.active).out) return front(c, [{ k: 'endTurn' }]);
			c.phase = 'storyTiles';
			c.decision = { kind: 'reveal', seat: c.active };
			return;
		case 'playPrompt':
			if (c.adv?.ending || c.turnCut || P(c.active).out) return front(c, [{ k: 'endTurn' }]);
			c.phase = 'cards';
			c.decision = { kind: 'play', seat: c.active };
			return;
		case 'afterCard':
			if (c.adv?.ending || c.turnCut || P(c.active).out || c.played.length >= 2) return front(c, [{ k: 'endTurn' }]);
			c.decision = { kind: 'play', seat: c.active };
			return;
		case 'endTurn': {
			c.played = [];
			c.turnCut = false;
			if (c.adv?.ending) return front(c, [{ k: 'endAdventure' }]);
			const next = nextLiving(c, c.active);
			if (next === null) return;
			c.active = next;
			log(c, 'cb_log_turn', {}, next);
			return front(c, [{ k: 'revealPrompt' }]);
		}
		case 'resume': {
			const d = JSON.parse(JSON.stringify(st.decision)) as Decision;
			const turnStep = d.kind === 'reveal' || d.kind === 'tile' || d.kind === 'play';
			if (turnStep && c.adv?.ending) return front(c, [d.kind === 'play' ? { k: 'endTurn' } : { k: 'endAdventure' }]);
			if (turnStep && (c.turnCut || P(c.active).out)) {
				// « si un joueur est éliminé après avoir révélé une tuile Récit, cette dernière doit tout de même être résolue »
				return front(c, d.kind === 'tile' ? [{ k: 'tileEffect', tile: d.tile }] : [{ k: 'endTurn' }]);
			}
			if (d.kind === 'pay') {
				// What an interruption took from a hand leaves the pot.
				const pay = d.pay;
				pay.cards = pay.cards.filter((x) => P(x.seat).hand.includes(x.card) && !P(x.seat).out);
				pay.runes = pay.runes.filter((x) => !P(x.seat).out);
				for (const s of new Set(pay.runes.map((x) => x.seat))) while (pay.runes.filter((x) => x.seat === s).reduce((a, x) => a + x.n, 0) > runeTotal(P(s))) pay.runes.splice(pay.runes.findIndex((x) => x.seat === s), 1);
				pay.tokens = pay.tokens.filter((x, i) => !P(x.seat).out && pay.tokens.slice(0, i + 1).filter((y) => y.seat === x.seat && y.token === x.token).length <= P(x.seat).tokens[x.token]);
				if (pay.who === 'one' && pay.payer !== null && !pay.cards.length && !pay.runes.length && !pay.tokens.length) pay.payer = null;
				return front(c, [{ k: 'pay', pay }]);
			}
			c.decision = d;
			return;
		}
		case 'haven':
			log(c, 'cb_log_haven', { action: st.action });
			return front(c, havenSteps(c, st.action));
		case 'deal':
			return deal(c, st.home);
		case 'prepare': {
			const cards: string[] = [];
			for (let i = 0; i < 4; i++) {
				const q = drawQuest(c);
				if (q) cards.push(q);
			}
			if (cards.length && c.bearer !== null && !P(c.bearer).out) c.decision = { kind: 'distribute', seat: c.bearer, cards };
			else c.questDiscard.push(...cards);
			return;
		}
		case 'council': {
			const order = livingFrom(c, c.bearer ?? 0).filter((s) => P(s).hand.length > 0);
			if (order.length === 0) return;
			c.decision = { kind: 'council', seat: order[0], passes: c.players.map(() => null) };
			return;
		}
		case 'endAdventure':
			c.turnToken = c.active;
			// « Si les conséquences du lancer de dé n'éliminent pas le porteur de l'Anneau, l'aventure est
			// terminée et l'Anneau est placé sur le volcan » (« le Mordor est différent »).
			if (c.adv?.id === 'mordor') return front(c, [{ k: 'ringToFire' }]);
			c.phase = 'endOfAdventure';
			log(c, 'cb_log_adventure_end', { adventure: c.adv!.id });
			return front(c, [{ k: 'lifeCheck' }, { k: 'newBearer' }, { k: 'nextLocation' }]);
		case 'lifeCheck':
			return lifeCheck(c);
		case 'newBearer':
			return newBearer(c);
		case 'nextLocation':
			c.location++;
			return enterLocation(c);
		case 'ringToFire': {
			if (c.bearer === null) return;
			c.bearer = null;
			c.phase = 'mountDoom';
			c.queue = [];
			log(c, 'cb_log_ring_fire');
			const seat = P(c.active).out ? nextLiving(c, c.active) : c.active;
			if (seat !== null) front(c, [{ k: 'destroy', seat }]);
			return;
		}
		case 'destroy':
			c.decision = { kind: 'doom', seat: st.seat };
			return;
		case 'destroyCheck': {
			if (!P(st.seat).out) {
				const g = c.goldPool.shift();
				if (g !== undefined) P(st.seat).gold.push(g);
				c.reveals++;
				return gameOver(c, true, 'destroyed');
			}
			const next = nextLiving(c, st.seat);
			if (next !== null) front(c, [{ k: 'destroy', seat: next }]);
			return;
		}
		case 'gameOver':
			return gameOver(c, st.victory, st.reason as 'eye');
	}
}

/** Rolls the die for `seat` now; Mithril's holder may then ignore the result. */
export function rollNow(c: CoopContext, seat: SeatId, ring: boolean, doom: boolean): void {
	const face = rollDie(c);
	c.lastRoll = { seat, face };
	log(c, 'cb_log_die', { face }, seat);
	const mithril = holderOf(c, EPIC_CARD.mithril);
	if (mithril !== null && face !== 6) {
		c.decision = { kind: 'die', seat, holder: mithril, stage: 'after', face, ring, doom };
		return;
	}
	front(c, [{ k: 'dieEffect', seat, face, ring }]);
}

/** The steps of Story tile `tile` (« TUILES RÉCIT ET ÉVÉNEMENTS »). */
export function tileSteps(c: CoopContext, tile: number): Step[] {
	const kind = TILES[tile];
	const active = c.active;
	const again: Step = { k: 'revealPrompt' };
	switch (kind) {
		case 'timePasses':
			return [{ k: 'nextEvent' }, again];
		case 'ringInfluence':
			return [{ k: 'dark', seat: c.bearer ?? active, n: 1 }, again];
		case 'sauronWill':
			return [{ k: 'choose', seat: active, reason: 'sauronWill', options: [{ id: 'dark', steps: [{ k: 'dark', seat: active, n: 2 }] }, { id: 'sauron', steps: [{ k: 'sauron', n: 1 }] }] }, again];
		case 'lastResort':
			return [{ k: 'pay', pay: { who: 'group', need: { cards: 3 }, may: true, payer: null, cards: [], runes: [], tokens: [], ok: [], fail: [{ k: 'nextEvent' }], reason: 'lastResort' } }, again];
		case 'retreat':
			return [{ k: 'pay', pay: { who: 'group', need: { cards: 1, anyToken: true, runes: 1 }, may: true, payer: null, cards: [], runes: [], tokens: [], ok: [], fail: [{ k: 'nextEvent' }], reason: 'retreat' } }, again];
		default: {
			// « Si cette échelle n'est pas représentée sur le plateau ou que le pion est déjà arrivé au bout … n'importe quel pion »
			const open = openTracks(c);
			if (open.includes(kind)) return [{ k: 'advance', track: kind, n: 1, resolve: true }, { k: 'playPrompt' }];
			return [{ k: 'chooseTrack', seat: active, n: 1, resolve: true, reason: 'wildTile' }, { k: 'playPrompt' }];
		}
	}
}

function nextEvent(c: CoopContext): void {
	const adv = c.adv!;
	const events = ADVENTURES[adv.id].events;
	if (adv.event >= events.length) return;
	adv.event++;
	const ev = events[adv.event - 1];
	if (ev.last) adv.ending = adv.id !== 'mordor';
	log(c, 'cb_log_event', { adventure: adv.id, index: adv.event });
	// « MAGIE … ignorez cet événement … ne peut toutefois empêcher l'événement de l'Œil de Sauron »
	if (c.magic && ev.id !== 'eyeOfSauron') {
		c.magic = false;
		log(c, 'cb_log_magic');
		return;
	}
	front(c, [{ k: 'event', index: adv.event }]);
}

function advance(c: CoopContext, track: Activity, n: number, resolve: boolean): void {
	const adv = c.adv;
	if (!adv || adv.tracks[track] === undefined) return;
	const def = ADVENTURES[adv.id].tracks[track]!;
	const last = def.spaces.length - 1;
	const from = adv.tracks[track]!;
	const to = Math.min(last, from + n);
	if (to === from) return;
	adv.tracks[track] = to;
	// One numbering (the board's): space `to` of `last` (the start space is 0); the main track also names its score.
	if (def.main) log(c, 'cb_log_advance_main', { track, n: to - from, to, last, score: def.scores![to] }, c.active);
	else log(c, 'cb_log_advance', { track, n: to - from, to, last }, c.active);
	if (def.main) c.mainScore = def.scores![to];
	const steps: Step[] = [];
	if (resolve) for (let i = from + 1; i <= to; i++) steps.push({ k: 'space', track, index: i });
	// « Une aventure est terminée lorsque … le pion de l'échelle d'activité principale atteint la
	// dernière case »: the current effect (a card with Gollum's roll, a tile) is resolved first;
	// in Mordor the Ring then goes to the fire (`endAdventure`).
	if (def.main && to === last) adv.ending = true;
	front(c, steps);
}

function space(c: CoopContext, track: Activity, index: number): void {
	const adv = c.adv!;
	const reward = ADVENTURES[adv.id].tracks[track]!.spaces[index];
	const a = c.active;
	const p = c.players[a];
	if (p.out && reward.k !== 'mountDoom') return;
	switch (reward.k) {
		case 'rune':
			p.silver++;
			log(c, 'cb_log_rune', { n: 1 }, a);
			return;
		case 'goldRune': {
			const g = c.goldPool.shift();
			c.reveals++;
			if (g !== undefined) {
				p.gold.push(g);
				log(c, 'cb_log_gold', {}, a);
			}
			return;
		}
		case 'token':
			return takeToken(c, a, reward.token);
		case 'die':
			return front(c, [{ k: 'roll', seat: a }]);
		case 'light':
			return moveLight(c, a, 1);
		case 'legend':
			return front(c, [{ k: 'legend', seat: a, card: reward.card }]);
		case 'mountDoom':
			// The last Mordor space: a rune and the Peril die (« Cette dernière case contient un symbole
			// de dé de Péril »); the Ring goes to the fire when the adventure ends (`endAdventure`).
			if (!p.out) {
				p.silver++;
				log(c, 'cb_log_rune', { n: 1 }, a);
			}
			return front(c, [{ k: 'roll', seat: a }]);
	}
}

/** « Distribuez les cartes Légende »: shuffled, dealt one at a time from the Ring-bearer clockwise (RULES-NOTES.md). */
function deal(c: CoopContext, home: LegendHome): void {
	const r = rng(c);
	const cards = r.shuffle(c.legends[home]);
	r.done();
	c.reveals++;
	c.legends[home] = [];
	const seats = livingFrom(c, c.bearer ?? 0);
	cards.forEach((card, i) => c.players[seats[i % seats.length]].hand.push(card));
	log(c, 'cb_log_deal', { home, n: cards.length });
	// Who received how many (the table sees the cards go round; the hands stay private).
	for (const [i, s] of seats.entries()) {
		const n = cards.filter((_, k) => k % seats.length === i).length;
		if (n > 0) log(c, 'cb_log_dealt', { n }, s);
	}
}

/** « DESCENDRE VERS LES TÉNÈBRES »: one step per missing life-token type; Merry needs one fewer; Athelas protects. */
function lifeCheck(c: CoopContext): void {
	for (const s of livingFrom(c, c.bearer ?? 0)) {
		const p = c.players[s];
		const missing = LIFE_TOKENS.filter((t) => p.tokens[t] === 0).length;
		const steps = p.hobbit === 'merry' ? Math.max(0, missing - 1) : missing;
		if (athelasSaves(c, s, steps > 0)) continue;
		if (steps > 0) moveDark(c, s, steps);
		if (c.outcome) return;
	}
	c.athelas = [];
}

/** « DÉTERMINER LE PORTEUR DE L'ANNEAU » then « GROS BOLGER ». */
function newBearer(c: CoopContext): void {
	const old = c.bearer ?? 0;
	const order = livingFrom(c, old);
	let best = order[0];
	for (const s of order) if (c.players[s].tokens.ring > c.players[best].tokens.ring) best = s;
	if (best !== c.bearer) log(c, 'cb_log_new_bearer', {}, best);
	c.bearer = best;
	for (const p of c.players) for (const t of LIFE_TOKENS) {
		c.tokenSupply[t] += p.tokens[t];
		p.tokens[t] = 0;
	}
	draw(c, best, 2);
	const fatty = c.players.findIndex((p) => p.hobbit === 'fatty' && !p.out);
	if (fatty >= 0) draw(c, fatty, 2);
}

/** After a pot is complete: discard what was paid and run `ok`. */
export function commitPayment(c: CoopContext, d: Extract<Decision, { kind: 'pay' }>): void {
	const pay = d.pay;
	for (const { seat, card } of pay.cards) discardCard(c, seat, card);
	const bySeat = new Map<SeatId, number>();
	for (const r of pay.runes) bySeat.set(r.seat, (bySeat.get(r.seat) ?? 0) + r.n);
	for (const [seat, n] of bySeat) c.goldSpent += spendRunes(c.players[seat], n);
	for (const t of pay.tokens) {
		c.players[t.seat].tokens[t.token]--;
		c.tokenSupply[t.token]++;
	}
	log(c, 'cb_log_paid', { reason: pay.reason });
	c.decision = null;
	const gollum = pay.cards.find((x) => x.card === 'L-gollum');
	const symbolsNeeded = Object.values(pay.need.symbols ?? {}).reduce((a, b) => a + (b ?? 0), 0);
	// « Gollum … Si cette carte est défaussée pour tout autre effet n'utilisant pas les trois … étoiles, le dé n'est pas lancé »
	front(c, [...pay.ok, ...(gollum && symbolsNeeded >= 3 ? [{ k: 'roll', seat: gollum.seat } as Step] : [])]);
}

/** True when a payment's pot covers its need. */
export function potComplete(c: CoopContext, d: Extract<Decision, { kind: 'pay' }>): boolean {
	return isPaid(remaining(c, d.pay));
}

export { checkSauron, EACH };
