/**
 * The computer hobbit (issue 8 « Computer hobbits »): a heuristic a board-game player would
 * call sensible. It keeps life tokens for the end of the adventure (pays with spare ones),
 * avoids corruption near Sauron (rests toward the light, uses Elessar, Healing, Belt and
 * Mithril when a step would be fatal), saves runes for Gandalf cards (declines rune-for-card
 * trades unless rich), keeps stars for payments, and puts the Ring on to escape the last
 * events. Like players who « peuvent librement en parler », it knows what the others hold.
 * 'easy' plays sensibly but less well (`easyDecide`): fewer rescues, no timing of the Ring,
 * a random worthwhile card a quarter of the time.
 */
import type { BotLevel, SeatId } from '$lib/engine/types';
import { ADVENTURES, CARDS, TILES, type Activity } from './data/game';
import { lifeTokenAsked, trackLast } from './rules/events';
import { openTracks } from './rules/flow';
import { deciders, legalEventsFor } from './rules/moves';
import { cardSymbols, feasible, runeTotal } from './rules/payment';
import { dieEffect, livingFrom } from './rules/state';
import type { CoopContext, CoopEvent, Decision } from './types';

/** How much a card is worth keeping (higher = keep). */
function keepValue(c: CoopContext, seat: SeatId, card: string): number {
	const def = CARDS[card];
	if (def.colour === 'epic') return 6;
	const syms = cardSymbols(card, c.players[seat].hobbit);
	const n = Object.values(syms).reduce((a, b) => a + (b ?? 0), 0);
	return n * (syms.star ? 2 : 1) + (def.kind === 'legend' ? 0.5 : 0);
}

const gap = (c: CoopContext, s: SeatId) => c.sauron - c.players[s].pos;

/** Value of moving `track` by n spaces for the active hobbit (rewards of the spaces passed). */
function trackValue(c: CoopContext, track: Activity, n: number): number {
	const adv = c.adv!;
	const def = ADVENTURES[adv.id].tracks[track]!;
	const from = adv.tracks[track]!;
	const to = Math.min(trackLast(adv.id, track), from + n);
	const me = c.players[c.active];
	let v = (to - from) * (def.main ? 3 : 1.2);
	for (let i = from + 1; i <= to; i++) {
		const r = def.spaces[i];
		if (r.k === 'rune') v += 0.6;
		else if (r.k === 'goldRune') v += 2;
		else if (r.k === 'token') v += me.tokens[r.token] === 0 ? 0.5 : r.token === 'ring' ? 0.8 : 0.3;
		else if (r.k === 'legend') v += 1.5;
		else if (r.k === 'light') v += me.pos > 0 ? 1 : 0;
		else if (r.k === 'die') v -= gap(c, c.active) <= 3 ? 4 : 0.5;
	}
	// Finishing the main track ends the adventure: worth it.
	if (def.main && to === def.spaces.length - 1) v += 6;
	return v;
}

function pick<T>(xs: T[], score: (x: T) => number): T {
	let best = xs[0];
	let bv = -Infinity;
	for (const x of xs) {
		const v = score(x);
		if (v > bv) {
			bv = v;
			best = x;
		}
	}
	return best;
}

function special(c: CoopContext, seat: SeatId, legal: CoopEvent[]): CoopEvent | null {
	const d = c.decision!;
	const find = (f: (e: CoopEvent) => boolean) => legal.find(f) ?? null;
	if (d.kind === 'die') {
		const roller = d.seat;
		if (d.stage === 'before') {
			const danger = gap(c, roller) <= 3 || (roller === c.bearer && gap(c, roller) <= 4) || d.doom;
			return danger ? find((e) => e.type === 'EPIC' && e.card === 'belt') : null;
		}
		const e = dieEffect(c, roller, d.face!);
		const fatal = c.players[roller].pos + e.dark >= c.sauron || (e.sauron > 0 && livingFrom(c, 0).some((s) => gap(c, s) <= 1)) || (e.discard > c.players[roller].hand.length);
		const bad = fatal || e.dark >= 2 || d.doom;
		return bad ? find((x) => x.type === 'EPIC' && x.card === 'mithril') : null;
	}
	// Healing for anyone close to Sauron.
	const endangered = livingFrom(c, 0).filter((s) => gap(c, s) <= 3 && c.players[s].pos > 0).sort((a, b) => gap(c, a) - gap(c, b));
	if (endangered.length) {
		const t = endangered[0];
		const e = find((x) => x.type === 'EPIC' && x.card === 'elessar' && x.target === t) ?? find((x) => x.type === 'GANDALF' && x.card === 'healing' && x.target === t);
		if (e) return e;
	}
	if (d.kind === 'tile') {
		const kind = TILES[d.tile];
		const staff = find((x) => x.type === 'EPIC' && x.card === 'staff');
		if (staff) return staff;
		const adv = c.adv!;
		const mainLeft = trackLast(adv.id, ADVENTURES[adv.id].main) - (adv.tracks[ADVENTURES[adv.id].main] ?? 0);
		const ring = find((x) => x.type === 'RING');
		// The Ring on any tile once the main track is near its end (up to 6 spaces left): ending the adventure
		// early skips events; measured with scripts/coop-bots.ts (RULES-NOTES.md « Computer hobbits »).
		if (ring && mainLeft <= 6 && gap(c, seat) > 2) return ring;
		if (kind === 'timePasses' && adv.event >= 3) {
			const magic = find((x) => x.type === 'GANDALF' && x.card === 'magic');
			if (magic) return magic;
		}
	}
	if (d.kind === 'reveal' && c.adv && c.adv.event >= 4) {
		const phial = find((x) => x.type === 'EPIC' && x.card === 'phial');
		if (phial) return phial;
	}
	if (d.kind === 'play' && c.adv) {
		const adv = c.adv;
		const main = ADVENTURES[adv.id].main;
		const left = trackLast(adv.id, main) - (adv.tracks[main] ?? 0);
		const g = find((x) => x.type === 'GANDALF' && x.card === 'guidance');
		if (g && left <= 2 && openTracks(c).includes(main)) return g;
	}
	const lembas = find((x) => x.type === 'EPIC' && x.card === 'lembas' && x.target === seat);
	if (lembas && c.players[seat].hand.length <= 2) return lembas;
	const persist = find((x) => x.type === 'GANDALF' && x.card === 'persistence' && x.target === seat);
	if (persist && c.players[seat].hand.length === 0 && runeTotal(c.players[seat]) >= 8) return persist;
	const athelas = athelasTarget(c);
	if (athelas !== null) {
		const a = find((x) => x.type === 'EPIC' && x.card === 'athelas' && x.target === athelas);
		if (a) return a;
	}
	return null;
}

/**
 * Who Athelas should protect now, or null (« s'il manque au moins un jeton Vie à un joueur, ce
 * joueur n'en subit aucune conséquence … à la fin d'une aventure ou lors d'un événement du
 * Mordor »). In Mordor only a hobbit lacking the token of the life-token event under way or
 * next (the Pelennor Fields' Heart, the Mouth of Sauron's Sun) — anywhere else it is wasted;
 * elsewhere a hobbit near Sauron missing two token types late in the adventure.
 */
function athelasTarget(c: CoopContext): SeatId | null {
	const adv = c.adv;
	if (!adv) return null;
	const open = livingFrom(c, 0).filter((s) => !c.athelas.includes(s));
	if (adv.id === 'mordor') {
		const d = c.decision;
		// The event under way: the hobbits whose check is still queued; else the next event.
		const now = d?.kind === 'pay' && d.pay.lifeTokenCheck ? d.pay : null;
		const token = now ? (now.need.tokens?.[0] ?? null) : lifeTokenAsked(c, 'mordor', adv.event + 1);
		if (!token) return null;
		const queued = new Set(c.queue.flatMap((st) => (st.k === 'pay' && st.pay.lifeTokenCheck && typeof st.pay.who === 'number' ? [st.pay.who] : [])));
		const cands = open.filter((s) => c.players[s].tokens[token] === 0 && (!now || queued.has(s)));
		return cands.length ? pick(cands, (s) => -gap(c, s)) : null;
	}
	if (adv.event < 5) return null;
	const weak = open.filter((s) => ['heart', 'sun', 'ring'].filter((t) => c.players[s].tokens[t as 'heart'] === 0).length >= 2 && gap(c, s) <= 4);
	return weak.length ? pick(weak, (s) => -gap(c, s)) : null;
}

function decide(c: CoopContext, seat: SeatId, d: Decision, legal: CoopEvent[]): CoopEvent {
	const me = c.players[seat];
	const first = legal[0];
	switch (d.kind) {
		case 'reveal':
		case 'tile':
		case 'doom':
			return first;
		case 'play': {
			const plays = legal.filter((e): e is Extract<CoopEvent, { type: 'PLAY_CARD' }> => e.type === 'PLAY_CARD');
			if (plays.length) {
				const best = pick(plays, (e) => trackValue(c, e.track, Object.values(cardSymbols(e.card, me.hobbit)).reduce((a, b) => a + (b ?? 0), 0)) - keepValue(c, seat, e.card) * 0.6);
				const n = Object.values(cardSymbols(best.card, me.hobbit)).reduce((a, b) => a + (b ?? 0), 0);
				const v = trackValue(c, best.track, n) - keepValue(c, seat, best.card) * 0.6;
				if (v > 0.8 || (me.hand.length >= 7 && v > 0)) return best;
			}
			const end = legal.find((e) => e.type === 'END_TURN');
			if (end) return end;
			const heal = legal.find((e) => e.type === 'HEAL');
			if (heal && (gap(c, seat) <= 5 || me.hand.length >= 6)) return heal;
			return legal.find((e) => e.type === 'DRAW_TWO') ?? first;
		}
		case 'pay': {
			const pay = d.pay;
			// The people asked the bots, or someone already put something in the pot: the group wants it paid.
			const started = pay.cards.length + pay.runes.length + pay.tokens.length > 0;
			const wants = pay.may && !pay.botsAsked && !started
				? pay.reason === 'gollum'
					? livingFrom(c, 0).reduce((a, s) => a + runeTotal(c.players[s]), 0) >= 16
					: pay.reason === 'lastResort'
						? livingFrom(c, 0).reduce((a, s) => a + c.players[s].hand.length, 0) >= 4 + 3 * livingFrom(c, 0).length
						: true
				: true;
			if (!wants || !feasible(c, pay)) return legal.find((e) => e.type === 'DECLINE')!;
			const rune = legal.find((e) => e.type === 'PAY_RUNE');
			if (rune) return rune;
			const token = legal.filter((e): e is Extract<CoopEvent, { type: 'PAY_TOKEN' }> => e.type === 'PAY_TOKEN');
			if (token.length) return pick(token, (e) => me.tokens[e.token]);
			const cards = legal.filter((e): e is Extract<CoopEvent, { type: 'PAY_CARD' }> => e.type === 'PAY_CARD');
			if (cards.length) return pick(cards, (e) => -keepValue(c, seat, e.card));
			return legal.find((e) => e.type === 'DECLINE')!;
		}
		case 'choose': {
			const has = (id: string) => legal.find((e) => e.type === 'CHOOSE' && e.option === id);
			switch (d.reason) {
				case 'sauronWill':
					return (gap(c, seat) - 2 >= 3 ? has('dark') : has('sauron')) ?? first;
				case 'shelobAppears':
					return (gap(c, seat) >= 7 ? has('dice') : has('sauron')) ?? first;
				case 'preparations':
					return (gap(c, seat) >= 8 ? has('do') : has('skip')) ?? first;
				case 'flyYouFools': {
					const cands = livingFrom(c, 0).filter((s) => gap(c, s) >= 5 && (s !== c.bearer || gap(c, s) >= 8));
					if (cands.length) return has(`dark:${pick(cands, (s) => gap(c, s))}`) ?? first;
					return has('eachDie') ?? first;
				}
				default:
					// Sam Saves Frodo / Recovery: light when in danger, cards when empty-handed and rich, else save runes.
					if (gap(c, seat) <= 3 && has('light')) return has('light')!;
					if (me.hand.length <= 1 && runeTotal(me) >= 8 && has('draw')) return has('draw')!;
					return has('skip') ?? first;
			}
		}
		case 'track': {
			const tracks = legal.filter((e): e is Extract<CoopEvent, { type: 'TRACK' }> => e.type === 'TRACK');
			return pick(tracks, (e) => (d.resolve ? trackValue(c, e.track, d.n) : (ADVENTURES[c.adv!.id].main === e.track ? 10 : 0) + d.n));
		}
		case 'discard':
		case 'council': {
			const evs = legal.filter((e) => e.type === 'DISCARD' || e.type === 'PASS_CARD') as { card: string }[];
			return pick(evs, (e) => -keepValue(c, seat, e.card)) as CoopEvent;
		}
		case 'distribute': {
			const gives = legal.filter((e): e is Extract<CoopEvent, { type: 'GIVE' }> => e.type === 'GIVE');
			return pick(gives, (e) => -c.players[e.to].hand.length);
		}
		case 'foresight': {
			const orders = legal.filter((e): e is Extract<CoopEvent, { type: 'ORDER' }> => e.type === 'ORDER');
			const good = (t: number) => (['fighting', 'hiding', 'travelling', 'friendship'].includes(TILES[t]) ? 1 : 0);
			return pick(orders, (e) => e.order.reduce((a, i, k) => a + good(d.tiles[i]) * (3 - k), 0));
		}
		case 'die':
			return legal.find((e) => e.type === 'PASS') ?? first;
	}
}

/**
 * What `seat` knows of the table: in « JEU COMPÉTITIF » the other hobbits' runes are face
 * down, so they count as none (the bot never relies on runes it cannot see). The same
 * context otherwise. Only the heuristics read it; legal moves come from the real context.
 */
export function botBelief(c: CoopContext, seat: SeatId): CoopContext {
	if (!c.options.competitive || c.options.solo) return c;
	return { ...c, players: c.players.map((p, i) => (i === seat ? p : { ...p, silver: 0, gold: [] })) };
}

/**
 * The computer hobbit's move for `seat`. @returns one of `legalEventsFor(c, seat)`
 * @throws Error when `seat` has no legal move
 */
export function botMove(c: CoopContext, seat: SeatId, level: BotLevel, random: () => number): CoopEvent {
	const legal = legalEventsFor(c, seat);
	if (legal.length === 0) throw new Error(`seat ${seat} has no legal move`);
	const own = legal.filter((e) => !['RING', 'GANDALF', 'EPIC'].includes(e.type));
	const d = c.decision!;
	const seen = botBelief(c, seat);
	const sp = special(seen, seat, legal);
	if (sp && (level !== 'easy' || EASY_SPECIALS(seen, sp))) return sp;
	if (!deciders(c).includes(seat) || own.length === 0) return legal[0];
	if (level === 'easy') return easyDecide(seen, seat, d, own, random);
	return decide(seen, seat, d, own);
}

/**
 * The special plays an easy partner makes: the obvious rescues (Elessar, Healing, the Belt and
 * Mithril against a fatal roll, Lembas with an empty hand, Athelas); it puts the Ring on
 * later than a normal partner and does not time the Phial, Magic, Guidance or the Staff.
 */
function EASY_SPECIALS(c: CoopContext, e: CoopEvent): boolean {
	if (e.type === 'GANDALF') return e.card === 'healing';
	if (e.type === 'EPIC') return ['elessar', 'belt', 'mithril', 'lembas', 'athelas'].includes(e.card);
	// The Ring only near the end of the main track (four spaces or fewer left; normal: six).
	const adv = c.adv;
	return !!adv && trackLast(adv.id, ADVENTURES[adv.id].main) - (adv.tracks[ADVENTURES[adv.id].main] ?? 0) <= 4;
}

/**
 * An easy partner plays sensibly but less well (issue 18): the normal choice, except that a
 * quarter of its card plays go to a random worthwhile play rather than the best, it rests less
 * wisely (draws or heals at random), moves a marker without looking ahead a third of the
 * time, and pays what the group asks without weighing optional payments.
 */
function easyDecide(c: CoopContext, seat: SeatId, d: Decision, legal: CoopEvent[], random: () => number): CoopEvent {
	const me = c.players[seat];
	switch (d.kind) {
		case 'play': {
			const plays = legal.filter((e): e is Extract<CoopEvent, { type: 'PLAY_CARD' }> => e.type === 'PLAY_CARD');
			const n = (e: Extract<CoopEvent, { type: 'PLAY_CARD' }>) => Object.values(cardSymbols(e.card, me.hobbit)).reduce((a, b) => a + (b ?? 0), 0);
			const worth = plays.filter((e) => trackValue(c, e.track, n(e)) > 0.8);
			if (worth.length && random() < 0.25) return worth[Math.floor(random() * worth.length)];
			const rest = legal.filter((e) => e.type === 'DRAW_TWO' || e.type === 'HEAL');
			if (!worth.length && rest.length && random() < 0.5) return rest[Math.floor(random() * rest.length)];
			return decide(c, seat, d, legal);
		}
		case 'track':
			return random() < 0.3 ? legal[Math.floor(random() * legal.length)] : decide(c, seat, d, legal);
		case 'pay': {
			const pay = d.pay;
			if (pay.may && !feasible(c, pay)) return legal.find((e) => e.type === 'DECLINE')!;
			return decide(c, seat, d, legal);
		}
		default:
			return decide(c, seat, d, legal);
	}
}

