/**
 * What the Board needs to draw one card instance: its code as the viewer may see it, its
 * current stats (computed from the full context, public for cards in play), its tokens, and
 * which face-down back to draw.
 */
import { isInPlayZone, stat, attachmentsOf, shadowsOf } from '../state';
import type { Iid, LcgContext, Stat } from '../types';

/** The stats a card face shows. */
export const SHOWN_STATS: Stat[] = ['willpower', 'attack', 'defense', 'health', 'threat', 'engagementCost', 'questPoints'];

/** One card instance, ready to draw. */
export interface CardLook {
	id: Iid;
	code: string;
	back: 'player' | 'encounter';
	exhausted: boolean;
	resources: number;
	damage: number;
	progress: number;
	stats: Partial<Record<Stat, number>>;
	/** Attachments (player or encounter) on it, in order. */
	attachments: Iid[];
	/** Shadow cards dealt to it. */
	shadows: Iid[];
}

/**
 * The look of card `id`: `view` is what the viewer may see (hidden cards have code '?'),
 * `full` the whole context (for current stats of visible cards in play).
 */
export function lookOf(view: LcgContext, full: LcgContext, id: Iid): CardLook {
	const c = view.cards[id];
	const stats: Partial<Record<Stat, number>> = {};
	if (c.cardId !== '?' && !c.faceDown && isInPlayZone(c.zone)) for (const s of SHOWN_STATS) stats[s] = stat(full, id, s);
	return {
		id,
		code: c.faceDown ? '?' : c.cardId,
		back: c.owner === null ? 'encounter' : 'player',
		exhausted: c.exhausted,
		resources: c.resources,
		damage: c.damage,
		progress: c.progress,
		stats,
		attachments: attachmentsOf(view, id),
		shadows: shadowsOf(view, id)
	};
}
