/**
 * The LCG's card-conservation invariants, checked after every move by the random-game property
 * test (lcg.test.ts) and the partner's (lcg-partner.test.ts): « Every game also gets a property
 * test … (cards and pieces neither created nor lost) ».
 */
import { SCENARIOS, encounterDeckList, type ScenarioId } from '$lib/games/lcg/data/scenarios';
import { STARTER_DECKS, type DeckList, type STARTER_DECK_IDS } from '$lib/games/lcg/data/decks';
import type { LcgContext } from '$lib/games/lcg/types';

/**
 * How many cards a game holds from start to end: every deck's heroes and player cards, the
 * encounter deck (easy mode's when `easy`) and the quest stages.
 * @param decks starter deck ids or deck lists, one per seat
 * @returns a count of cards
 */
export function cardsInGame(scenario: ScenarioId, decks: readonly (DeckList | (typeof STARTER_DECK_IDS)[number])[], easy: boolean): number {
	const deckCards = decks.reduce((sum, d) => {
		const list = typeof d === 'string' ? STARTER_DECKS[d] : d;
		return sum + list.heroes.length + list.cards.length;
	}, 0);
	return deckCards + encounterDeckList(scenario, easy).length + SCENARIOS[scenario].stages.flat().length;
}

/**
 * Every card in exactly one zone and listed where it says it is, `expectedCards` of them; no
 * negative threat or tokens; attachments and shadow cards on a card of the game; no effect left
 * pending while the game waits for nobody.
 * @throws Error naming the first broken invariant
 */
export function checkInvariants(ctx: LcgContext, expectedCards: number): void {
	const seen = new Set<string>();
	for (const [z, ids] of Object.entries(ctx.zones)) {
		for (const id of ids) {
			if (seen.has(id)) throw new Error(`${id} is in two zones`);
			seen.add(id);
			if (ctx.cards[id].zone !== z) throw new Error(`${id} listed in ${z} but in ${ctx.cards[id].zone}`);
		}
	}
	const all = Object.keys(ctx.cards);
	if (all.length !== expectedCards) throw new Error(`${all.length} cards instead of ${expectedCards}`);
	for (const id of all) if (!seen.has(id)) throw new Error(`${id} is in no zone`);
	for (const p of ctx.players) if (p.threat < 0) throw new Error('negative threat');
	for (const id of all) {
		const c = ctx.cards[id];
		if (c.damage < 0 || c.resources < 0 || c.progress < 0) throw new Error(`negative tokens on ${id}`);
		if ((c.zone === 'attached' || c.zone === 'shadow') && (!c.attachedTo || !ctx.cards[c.attachedTo])) throw new Error(`${id} attached to nothing`);
	}
	if (ctx.pending.length > 0 && !ctx.decision && !ctx.outcome) throw new Error('effects left pending at rest');
}
