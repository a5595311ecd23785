/**
 * What takes room on the board (fit.ts `boardRoom`, `roomFreed`), on which shrunk cards are
 * looked at again (issue 17, the LCG's painted p95: a try at a larger card size writes it and
 * reads the layout, so it must not run on a move that frees no room): a card drawn or discarded
 * moves between piles and frees nothing; a card leaving play, an enemy leaving the staging
 * area, a card readied or the combat banner going free room; a card coming into play does not.
 */
import { describe, expect, it } from 'vitest';
import { boardRoom, roomFreed } from '$lib/games/lcg/view/fit';
import type { LcgContext } from '$lib/games/lcg/types';
import { table } from '../../unit/lcg/table';

const ctx = (g: { snapshot: unknown }) => (g.snapshot as { context: LcgContext }).context;
const moved = (zones: Record<string, string[]>, from: string, to: string) => {
	const id = zones[from][0];
	return { ...zones, [from]: zones[from].slice(1), [to]: [...(zones[to] ?? []), id] };
};

describe('boardRoom and roomFreed', () => {
	it('a card moved between piles (deck to hand, hand to discard) frees nothing; the last card of a pile does', () => {
		const g = table({ p1: { heroes: ['Aragorn'], hand: ['Gandalf'], deck: ['Gimli', 'Feint'], discard: ['Quick Strike'] }, at: 'planning.play' });
		const c = ctx(g);
		const room = boardRoom(c);
		const drawn = moved(c.zones, 'deck:0', 'hand:0');
		expect(roomFreed(boardRoom({ ...c, zones: drawn }), room)).toBe(false);
		expect(roomFreed(boardRoom({ ...c, zones: moved(drawn, 'hand:0', 'discard:0') }), room)).toBe(false);
		// The deck drawn empty: the pile is drawn empty, which may give room.
		expect(roomFreed(boardRoom({ ...c, zones: moved(drawn, 'deck:0', 'hand:0') }), room)).toBe(true);
	});

	it('an enemy engaged frees the staging area; an ally played frees nothing; a card readied and the banner gone free room', () => {
		const g = table({ p1: { heroes: ['Aragorn'], hand: ['Gandalf', 'Feint'], exhausted: ['Aragorn'] }, staging: ['Forest Spider'], at: 'planning.play' });
		const c = ctx(g);
		const room = boardRoom(c, { banner: 1 });
		expect(roomFreed(boardRoom({ ...c, zones: moved(c.zones, 'staging', 'engaged:0') }, { banner: 1 }), room)).toBe(true);
		expect(roomFreed(boardRoom({ ...c, zones: moved(c.zones, 'hand:0', 'play:0') }, { banner: 1 }), room)).toBe(false);
		const aragorn = c.zones['play:0'][0];
		expect(c.cards[aragorn].exhausted).toBe(true);
		expect(roomFreed(boardRoom({ ...c, cards: { ...c.cards, [aragorn]: { ...c.cards[aragorn], exhausted: false } } }, { banner: 1 }), room)).toBe(true);
		expect(roomFreed(boardRoom(c, { banner: 0 }), room)).toBe(true);
		expect(roomFreed(room, room)).toBe(false);
	});
});
