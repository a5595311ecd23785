/**
 * The card that triggered an open Response offer (« Réponse »), so that "Use Eleanor's
 * response?" is asked next to the treachery it would cancel (issue 11, "responses without
 * context"). UI-only: reads the context, changes nothing.
 */
import type { Iid, LcgContext, TriggerEvent } from '../types';

/** What triggered an open Response offer: the card(s) it is about, as codes, and what happened. */
export interface ResponseTrigger {
	/** The trigger event's kind ('revealed', 'shadowTriggered', 'attacks', …). */
	type: TriggerEvent['type'];
	/** The card instance the event is about, when it is still known (else null). */
	id: Iid | null;
	/** Its code (a card that left play keeps its code in the event). */
	code: string;
	/** Codes of the other cards named by the event (the enemy of a shadow card, the defender…). */
	others: string[];
}

/**
 * The event behind the open decision when it is a Response offer (`lcg_prompt_response`): the
 * top of the full context's pending stack is the offer (engine.ts keeps it there until the
 * choice). Null for any other decision, or when the event names no card. Reads `full`
 * (the pending stack is not in a seat's view); the cards it names are all face up.
 */
export function responseTrigger(full: LcgContext): ResponseTrigger | null {
	const d = full.decision;
	if (!d || d.prompt.key !== 'lcg_prompt_response') return null;
	const top = full.pending.at(-1);
	if (!top || top.k !== 'offer') return null;
	const ev = top.ev;
	const code = (id: Iid | undefined) => (id && full.cards[id] ? full.cards[id].cardId : null);
	const one = (id: Iid, others: (Iid | undefined)[] = []): ResponseTrigger | null => {
		const c = code(id);
		return c ? { type: ev.type, id, code: c, others: others.map(code).filter((x): x is string => !!x) } : null;
	};
	switch (ev.type) {
		case 'revealed':
		case 'enteredPlay':
		case 'damaged':
			return one(ev.card);
		case 'shadowTriggered':
		case 'shadowDealt':
		case 'shadowResolved':
			return one(ev.card, [ev.enemy]);
		case 'engaged':
		case 'attacks':
		case 'enemyAttacked':
		case 'attackResolved':
			return one(ev.enemy);
		case 'defenderDeclared':
			return one(ev.enemy, [ev.defender]);
		case 'destroyed':
		case 'leftPlay':
			return { type: ev.type, id: full.cards[ev.card] ? ev.card : null, code: ev.cardId, others: [] };
		case 'travelled':
		case 'explored':
			return one(ev.location);
		case 'stageRevealed':
			return one(ev.stage);
		case 'progressPlaced':
			return one(ev.stage);
		case 'committed': {
			// Several characters commit at once: the one whose Response is offered comes first
			// (Théodred's "after Théodred commits" is about Théodred, not the first committed).
			const responders = new Set(d.options.map((o) => o.label.params?.card).filter((c) => typeof c === 'string'));
			const first = ev.cards.find((id) => responders.has(code(id) ?? '')) ?? ev.cards[0];
			return first ? one(first, ev.cards.filter((id) => id !== first)) : null;
		}
		default:
			return null;
	}
}
