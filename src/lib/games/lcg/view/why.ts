/**
 * Why a tapped card has no move now, in one plain sentence (issue 17: "Gondorian Spearman
 * cannot be used now" gave no reason): a hand card its sphere's heroes cannot pay for, an ally
 * or attachment outside the planning phase (« Phase d'organisation »: « les joueurs peuvent
 * jouer des cartes Allié et Attachement »), an exhausted card, an event whose moment has not
 * come. Read from the rules' own helpers (payingHeroes), never a second copy of a rule.
 */
import { m } from '$lib/paraglide/messages.js';
import { payingHeroes } from '../play';
import { dataOf } from '../state';
import type { Iid, LcgContext } from '../types';
import { instName, sphereName } from './text';

/**
 * The reason `seat` cannot use card `id` now.
 * @param ctx the context as the seat sees it
 * @param seat the viewer's seat, or null for the table
 * @returns one sentence in the current locale
 */
export function whyNot(ctx: LcgContext, id: Iid, seat: number | null): string {
	const c = ctx.cards[id];
	const card = instName(ctx, id);
	if (!c) return m.lcg_ui_explain_no_move({ card });
	if (seat !== null && c.zone === `hand:${seat}` && !c.faceDown) {
		const d = dataOf(ctx, id);
		if (typeof d.cost === 'number' && d.cost > 0) {
			const have = payingHeroes(ctx, seat, d.sphere).reduce((n, h) => n + ctx.cards[h].resources, 0);
			if (have < d.cost) {
				const sphere = d.sphere && d.sphere !== 'neutral' ? sphereName(d.sphere) : '';
				return sphere ? m.lcg_ui_why_cost({ card, cost: d.cost, sphere, have }) : m.lcg_ui_why_cost_neutral({ card, cost: d.cost, have });
			}
		}
		if ((d.type === 'ally' || d.type === 'attachment') && ctx.step !== 'planning.play') return m.lcg_ui_why_planning({ card });
		if (d.type === 'event') return m.lcg_ui_why_timing({ card });
	}
	if (c.exhausted) return m.lcg_ui_why_exhausted({ card });
	return m.lcg_ui_explain_no_move({ card });
}
