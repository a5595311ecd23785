/**
 * What the Board needs to draw one card instance: its code as the viewer may see it, its
 * current stats (computed from the full context, public for cards in play), its tokens, and
 * which face-down back to draw.
 */
import { isInPlayZone, stat, attachmentsOf, shadowsOf } from '../state';
import type { Iid, LcgContext, Stat } from '../types';
import { m } from '$lib/paraglide/messages.js';
import { cardName } from './text';

/** The quest stage on which the prisoner of Escape from Dol Guldur is rescued (Through the Caverns). */
const RESCUE_STAGE = '01124';

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
	/**
	 * Words written on a face-down card in play, so that it is never an unlabelled back: the
	 * prisoner (its hero and how it is rescued), an Orc Guard. Null for other cards.
	 */
	caption: { title: string; note: string } | null;
}

/** The caption of a face-down card in play (see CardLook.caption), or null. */
export function captionOf(view: LcgContext, id: Iid): CardLook['caption'] {
	const c = view.cards[id];
	if (!c.faceDown) return null;
	if (c.tokens.prisoner) return { title: m.lcg_ui_prisoner_title({ card: cardName(c.cardId) }), note: m.lcg_ui_prisoner_rescue({ quest: cardName(RESCUE_STAGE) }) };
	if (c.tokens.orcGuard) return { title: m.lcg_ui_orc_guard(), note: m.lcg_ui_orc_guard_note() };
	return null;
}

/**
 * The look of card `id`: `view` is what the viewer may see (hidden cards have code '?'),
 * `full` the whole context (for current stats of visible cards in play).
 */
export function lookOf(view: LcgContext, full: LcgContext, id: Iid): CardLook {
	const c = view.cards[id];
	const stats: Partial<Record<Stat, number>> = {};
	// A face-down Orc Guard shows its enemy stats (1 attack, 1 defence, 1 hit point) on its back.
	if (isInPlayZone(c.zone) && (c.tokens.orcGuard || (c.cardId !== '?' && !c.faceDown))) for (const s of SHOWN_STATS) stats[s] = stat(full, id, s);
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
		shadows: shadowsOf(view, id),
		caption: captionOf(view, id)
	};
}
