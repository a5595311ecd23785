/** Localised names of the games, for every screen. */
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime.js';
import type { GameId } from '$lib/engine/types';

/** The game's title in the current locale. */
export function gameTitle(id: GameId | string): string {
	switch (id) {
		case 'two-towers':
			return m.game_two_towers();
		case 'knizia-cards':
			return m.game_knizia_cards();
		case 'lcg':
			return m.game_lcg();
		case 'coop-board':
			return m.game_coop_board();
		case 'risk':
			return m.game_risk();
		default:
			return id;
	}
}

/** A one-line subtitle under the game's title. */
export function gameSubtitle(id: GameId): string {
	switch (id) {
		case 'two-towers':
			return m.game_two_towers_sub();
		case 'knizia-cards':
			return m.game_knizia_cards_sub();
		case 'lcg':
			return m.game_lcg_sub();
		case 'coop-board':
			return m.game_coop_board_sub();
		case 'risk':
			return m.game_risk_sub();
	}
}

/**
 * Names or items as one list in a sentence of the current locale: "Aragorn, Glóin and
 * Théodred" in English, "Aragorn, Glóin et Théodred" in French (Intl.ListFormat).
 * @param items the words, in order
 * @returns the list; "" for none, the word itself for one
 */
export function listJoin(items: readonly string[]): string {
	return new Intl.ListFormat(getLocale(), { style: 'long', type: 'conjunction' }).format(items);
}
