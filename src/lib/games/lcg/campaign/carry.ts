/**
 * Starting a campaign scenario with what carries over (rulebook « Jeu Expert »: « Pour un
 * niveau "cauchemar", on ne réinitialise pas le niveau de menace, les points de vie ou les
 * decks des joueurs au début de chaque scénario »). The deck state travels as the seat's deck
 * list (`LcgOptions.decks`); this applies the threat and the heroes' damage once the heroes
 * are in play, during `createContext` (« Préparation », step 3: the threat dial).
 */
import { cardData } from '../data/cards';
import { ELIMINATION_THREAT } from '../rules';
import { mut } from '../state';
import type { LcgContext, SeatCarryOver } from '../types';

/**
 * Checks one seat's carry-over against its heroes.
 * @param carry the seat's carry-over
 * @param heroes the hero codes that seat starts with
 * @throws Error when the threat is not an integer from 0 to 49, when damage is given for a
 *   hero the seat does not have, or when a hero's damage is not an integer from 0 to its hit
 *   points minus 1 (a hero with that much damage has fallen and is not in the deck list)
 */
export function checkCarryOver(carry: SeatCarryOver, heroes: readonly string[]): void {
	if (carry.threat !== null && !(Number.isInteger(carry.threat) && carry.threat >= 0 && carry.threat < ELIMINATION_THREAT))
		throw new Error(`a carried-over threat must be a whole number from 0 to ${ELIMINATION_THREAT - 1}, not ${carry.threat}`);
	for (const [code, n] of Object.entries(carry.damage)) {
		if (!heroes.includes(code)) throw new Error(`damage is carried over for ${code}, a hero this player does not have`);
		const health = cardData(code).health ?? 0;
		if (!(Number.isInteger(n) && n >= 0 && n < health)) throw new Error(`${cardData(code).name} cannot start with ${n} damage`);
	}
}

/**
 * Applies `ctx.options.carryOver` to a context whose heroes are in play and whose threat is
 * the sum of the threat costs: sets each carried threat and puts the carried damage tokens
 * on the heroes. Does nothing for seats without a carry-over.
 * @throws Error as `checkCarryOver`
 */
export function applyCarryOver(ctx: LcgContext): void {
	const carry = ctx.options.carryOver;
	if (!carry) return;
	ctx.players.forEach((p, seat) => {
		const c = carry[seat];
		if (!c) return;
		const heroCodes = p.heroes.map((id) => ctx.cards[id].cardId);
		checkCarryOver(c, heroCodes);
		if (c.threat !== null) p.threat = c.threat;
		for (const id of p.heroes) {
			const n = c.damage[ctx.cards[id].cardId] ?? 0;
			if (n > 0) mut(ctx, id).damage = n;
		}
	});
}
