/**
 * Basic moves on the state (mutating a working copy inside one transition): seats in turn
 * order, drawing Quest cards with the rulebook's reshuffle, the corruption track with
 * elimination, runes, life tokens, the log.
 */
import type { SeatId } from '$lib/engine/types';
import { rngCursor } from '$lib/engine/rng';
import { CARDS, CORRUPTION_MAX, DIE_FACES, type LifeToken } from '../data/game';
import type { CoopContext } from '../types';

/** Appends a log line. */
export function log(c: CoopContext, key: string, params?: Record<string, string | number>, seat?: SeatId): void {
	c.log.push({ key, ...(params ? { params } : {}), ...(seat !== undefined ? { seat } : {}) });
}

/** Seats still in the game, in turn order starting at `from` (included if still in). */
export function livingFrom(c: CoopContext, from: SeatId): SeatId[] {
	const n = c.players.length;
	const out: SeatId[] = [];
	for (let i = 0; i < n; i++) {
		const s = (from + i) % n;
		if (!c.players[s].out) out.push(s);
	}
	return out;
}

/** The next seat still in the game after `seat` (clockwise), or null when none is left. */
export function nextLiving(c: CoopContext, seat: SeatId): SeatId | null {
	const n = c.players.length;
	for (let i = 1; i <= n; i++) {
		const s = (seat + i) % n;
		if (!c.players[s].out) return s;
	}
	return null;
}

/** The random cursor over the context's RNG; call `done()` to store the state back. */
export function rng(c: CoopContext) {
	const r = rngCursor(c.rng);
	return { ...r, done: () => (c.rng = r.state()) };
}

/**
 * Draws one Quest card. « lorsque la pioche de cartes Quête est épuisée, retirez les cartes
 * Légende et Gandalf de la défausse et remettez-les dans la boîte … Reprenez et mélangez les
 * cartes Quête pour former une nouvelle pioche ». @returns the card, or null when none is left.
 */
export function drawQuest(c: CoopContext): string | null {
	if (c.questDeck.length === 0) {
		if (c.questDiscard.length === 0) return null;
		const quests = c.questDiscard.filter((id) => CARDS[id].kind === 'quest');
		c.box.push(...c.questDiscard.filter((id) => CARDS[id].kind !== 'quest'));
		c.questDiscard = [];
		const r = rng(c);
		c.questDeck = r.shuffle(quests);
		r.done();
		c.reveals++;
		log(c, 'cb_log_reshuffle');
		if (c.questDeck.length === 0) return null;
	}
	c.reveals++;
	return c.questDeck.shift()!;
}

/** `seat` draws `n` Quest cards (as many as there are). */
export function draw(c: CoopContext, seat: SeatId, n: number): void {
	let got = 0;
	for (let i = 0; i < n; i++) {
		const card = drawQuest(c);
		if (!card) break;
		c.players[seat].hand.push(card);
		got++;
	}
	if (got > 0) log(c, 'cb_log_draw', { n: got }, seat);
}

/** Removes a card from a hand to the discard pile. @throws Error when the card is not in the hand */
export function discardCard(c: CoopContext, seat: SeatId, card: string): void {
	const h = c.players[seat].hand;
	const i = h.indexOf(card);
	if (i < 0) throw new Error(`card ${card} not in hand of seat ${seat}`);
	h.splice(i, 1);
	c.questDiscard.push(card);
}

/**
 * Eliminates a hobbit (« SE FAIRE ÉLIMINER »): its cards and life tokens are discarded, it
 * keeps its runes. `byPayment`: it could not pay (for « Passage de l'Anneau »).
 * Ends the game when the Ring-bearer falls (unless the variant passes the Ring) or nobody is left.
 */
export function eliminate(c: CoopContext, seat: SeatId, byPayment = false): void {
	const p = c.players[seat];
	if (p.out) return;
	// « JEU COMPÉTITIF »: « Si le porteur de l'Anneau possède trois jetons Anneau lorsque son
	// Hobbit rejoint Sauron sur l'échelle de corruption, il est corrompu … Il gagne seul la partie ».
	const corrupted = !!c.options.competitive && c.bearer === seat && !byPayment && p.pos >= c.sauron && p.tokens.ring >= CORRUPTED_RING_TOKENS;
	p.out = true;
	c.questDiscard.push(...p.hand);
	p.hand = [];
	for (const t of Object.keys(p.tokens) as LifeToken[]) {
		c.tokenSupply[t] += p.tokens[t];
		p.tokens[t] = 0;
	}
	c.athelas = c.athelas.filter((s) => s !== seat);
	log(c, 'cb_log_eliminated', {}, seat);
	if (seat === c.active) c.turnCut = true;
	const left = c.players.filter((x) => !x.out).length;
	if (corrupted) {
		log(c, 'cb_log_corrupted', {}, seat);
		gameOver(c, false, 'corrupted');
		return;
	}
	if (c.bearer === seat) {
		const next = nextLiving(c, seat);
		if (c.options.passRing && byPayment && p.pos < c.sauron && next !== null) {
			c.bearer = next;
			log(c, 'cb_log_ring_passed', {}, next);
		} else {
			gameOver(c, false, 'bearerFell');
			return;
		}
	}
	if (left === 0) gameOver(c, false, c.bearer === null ? 'allFellAtDoom' : 'allFell');
}

/** Ring tokens a corrupted Ring-bearer holds (« trois jetons Anneau »; at least three). */
export const CORRUPTED_RING_TOKENS = 3;

/**
 * Ends the game with the rulebook's score (« SCORE »); in « JEU COMPÉTITIF » also each
 * hobbit's score and the winners (`competitiveScores`). `reason` 'corrupted' needs `c.bearer`.
 */
export function gameOver(c: CoopContext, victory: boolean, reason: NonNullable<CoopContext['outcome']>['reason']): void {
	if (c.outcome) return;
	const runes = c.players.reduce((a, p) => a + runeValue(p), 0);
	c.outcome = finalScore(victory, reason, c.mainScore, runes);
	if (c.options.competitive) {
		const comp = competitiveScores(c.outcome, c.players.map(runeValue), c.bearer);
		if (comp) Object.assign(c.outcome, comp, { score: Math.max(...comp.seatScores) });
	}
	c.queue = [];
	c.decision = null;
	c.phase = 'end';
	if (reason === 'corrupted') log(c, 'cb_log_corrupted_wins', { score: c.outcome.score }, c.bearer ?? undefined);
	else log(c, victory ? 'cb_log_victory' : 'cb_log_defeat', { score: c.outcome.score });
}

const runeValue = (p: CoopContext['players'][number]) => p.silver + p.gold.reduce((x, y) => x + y, 0);

/**
 * « JEU COMPÉTITIF » scores, or null when there is no winner.
 * - The Ring destroyed: « chaque joueur marque 60 points plus un bonus égal à la somme des
 *   runes dont il dispose, même s'il s'est fait éliminer … le joueur ayant obtenu le meilleur
 *   score … est considéré comme le vainqueur » (ties share the win).
 * - A corrupted Ring-bearer: « Il gagne seul la partie et marque autant de points que la case
 *   où se trouve le pion sur l'échelle d'activité principale tandis que tous les autres joueurs
 *   marquent zéro point ».
 * - Otherwise « aucune rune n'est comptée et tous les joueurs marquent autant de point que la
 *   valeur de la case … il n'y a pas pour autant de vainqueur »: null (the shared `score`).
 * @param runes each seat's rune value
 */
export function competitiveScores(o: NonNullable<CoopContext['outcome']>, runes: number[], bearer: SeatId | null): { seatScores: number[]; winners: SeatId[] } | null {
	if (o.reason === 'destroyed') {
		const seatScores = runes.map((r) => 60 + r);
		const best = Math.max(...seatScores);
		return { seatScores, winners: seatScores.flatMap((v, i) => (v === best ? [i] : [])) };
	}
	if (o.reason === 'corrupted' && bearer !== null) return { seatScores: runes.map((_, i) => (i === bearer ? o.mainScore : 0)), winners: [bearer] };
	return null;
}

/**
 * The score (« SCORE »): a victory scores 60 plus every rune still held (even by eliminated
 * hobbits); falling at Mount Doom after the Ring reached the fire scores 60 without runes;
 * otherwise the value of the main-track space.
 */
export function finalScore(victory: boolean, reason: NonNullable<CoopContext['outcome']>['reason'], mainScore: number, runes: number): NonNullable<CoopContext['outcome']> {
	if (victory) return { victory, score: 60 + runes, runes, reason, mainScore: 60 };
	if (reason === 'allFellAtDoom') return { victory, score: 60, runes: 0, reason, mainScore: 60 };
	return { victory, score: mainScore, runes: 0, reason, mainScore };
}

/** Checks every hobbit against Sauron (« Si le pion d'un Hobbit atteint ou dépasse la case où se trouve Sauron »). */
export function checkSauron(c: CoopContext): void {
	for (let s = 0; s < c.players.length; s++) {
		const p = c.players[s];
		if (!p.out && p.pos >= c.sauron) eliminate(c, s);
	}
}

/** Sauron moves `n` spaces toward the hobbits. */
export function moveSauron(c: CoopContext, n: number): void {
	c.sauron = Math.max(0, c.sauron - n);
	log(c, 'cb_log_sauron', { n, to: c.sauron });
	checkSauron(c);
}

/** A hobbit moves `n` spaces toward darkness. */
export function moveDark(c: CoopContext, seat: SeatId, n: number): void {
	const p = c.players[seat];
	if (p.out || n <= 0) return;
	p.pos = Math.min(CORRUPTION_MAX, p.pos + n);
	log(c, 'cb_log_dark', { n, to: p.pos }, seat);
	checkSauron(c);
}

/** A hobbit moves `n` spaces toward the light, « si possible ». */
export function moveLight(c: CoopContext, seat: SeatId, n: number): void {
	const p = c.players[seat];
	if (p.out) return;
	const to = Math.max(0, p.pos - n);
	if (to === p.pos) return;
	log(c, 'cb_log_light', { n: p.pos - to, to }, seat);
	p.pos = to;
}

/** Rolls the Peril die: @returns the face 1..6 (DIE_FACES). */
export function rollDie(c: CoopContext): number {
	const r = rng(c);
	const face = r.int(1, 6);
	r.done();
	c.reveals++;
	return face;
}

/** The face's effect for `seat`, with Sam's power (« il n'avance que d'une case … il ne défausse qu'une carte »). */
export function dieEffect(c: CoopContext, seat: SeatId, face: number): { dark: number; discard: number; sauron: number } {
	const f = DIE_FACES[face - 1];
	const sam = c.players[seat].hobbit === 'sam';
	return { dark: sam ? Math.min(1, f.dark) : f.dark, discard: sam ? Math.min(1, f.discard) : f.discard, sauron: f.sauron };
}

/** Gives a life token from the supply if one is left. */
export function takeToken(c: CoopContext, seat: SeatId, t: LifeToken): void {
	if (c.tokenSupply[t] <= 0) return;
	c.tokenSupply[t]--;
	c.players[seat].tokens[t]++;
	log(c, 'cb_log_token', { token: t }, seat);
}

/** The seat of an Epic card's holder among living hobbits, or null. */
export function holderOf(c: CoopContext, card: string): SeatId | null {
	const s = c.players.findIndex((p) => !p.out && p.hand.includes(card));
	return s < 0 ? null : s;
}

/**
 * « Athelas : s'il manque au moins un jeton Vie à un joueur, ce joueur n'en subit aucune
 * conséquence (jouez cette carte pour n'importe quel joueur à la fin d'une aventure ou lors
 * d'un événement du Mordor) ». At a life-token check (end of an adventure, or a Mordor event
 * asking each hobbit for a token) a hobbit protected by Athelas and missing a token suffers
 * nothing; the protection is used up. Mutates `c`.
 * @param missing the hobbit lacks at least one of the tokens the check asks for
 * @returns true when Athelas saved the hobbit (the check's consequence is skipped)
 */
export function athelasSaves(c: CoopContext, seat: SeatId, missing: boolean): boolean {
	if (!missing || !c.athelas.includes(seat)) return false;
	c.athelas = c.athelas.filter((s) => s !== seat);
	log(c, 'cb_log_athelas_saves', undefined, seat);
	return true;
}
