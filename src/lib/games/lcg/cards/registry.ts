/**
 * The card-definition registry (LCG-DESIGN.md "Card definitions"): one record per card code,
 * `defineCard('01001', { ... })`, holding only behaviour. Stats, traits and names come from
 * data/cards.ts. Definitions are registered by importing `cards/index.ts`.
 */
import type { CardDefinition } from '../effects/api';

const REGISTRY = new Map<string, CardDefinition>();
/** Codes whose definition has constant effects (a fast pre-check for stat computation). */
export const CONSTANT_CODES = new Set<string>();
/** Codes whose definition has Actions of a card in play (a fast pre-check for action windows). */
export const ACTION_CODES = new Set<string>();
/** Per trigger type, the codes with a Forced effect on it (emit looks at no other card). */
const FORCED_ON = new Map<string, Set<string>>();
/** Per trigger type, the codes with a Response on it (in play or from hand) or that are response events for it. */
const RESPONSE_ON = new Map<string, Set<string>>();

function addTo(index: Map<string, Set<string>>, type: string | undefined, code: string): void {
	if (!type) return;
	let s = index.get(type);
	if (!s) index.set(type, (s = new Set()));
	s.add(code);
}

/**
 * Records which trigger types a code answers (its Forced effects, Responses and response
 * events), for `forcedCodes` / `responseCodes`. `defineCard` calls it; call it again after
 * changing a registered definition in place (a test that extends a card).
 */
export function indexTriggers(code: string): void {
	const def = REGISTRY.get(code);
	if (!def) return;
	for (const f of def.forced ?? []) addTo(FORCED_ON, f.on, code);
	for (const r of def.responses ?? []) addTo(RESPONSE_ON, r.on, code);
	if (def.play?.timing === 'response') addTo(RESPONSE_ON, def.play.on, code);
	if (def.actions?.length) ACTION_CODES.add(code);
	if (def.constant) CONSTANT_CODES.add(code);
}

/** Codes with a Forced effect on trigger `type` (a superset: the engine still checks each effect), or undefined for none. */
export function forcedCodes(type: string): ReadonlySet<string> | undefined {
	return FORCED_ON.get(type);
}

/** Codes with a Response or a response event on trigger `type` (a superset), or undefined for none. */
export function responseCodes(type: string): ReadonlySet<string> | undefined {
	return RESPONSE_ON.get(type);
}

/**
 * Registers the behaviour of a card.
 * @param code the card code ('01074')
 * @param def the definition (see `CardDefinition` in effects/api.ts)
 * @returns the definition
 * @throws Error when the code already has a definition (one definition per card)
 */
export function defineCard(code: string, def: CardDefinition): CardDefinition {
	if (REGISTRY.has(code)) throw new Error(`card ${code} is defined twice`);
	REGISTRY.set(code, def);
	indexTriggers(code);
	return def;
}

/** The definition of a card code, or undefined when it has none. */
export function getDef(code: string): CardDefinition | undefined {
	return REGISTRY.get(code);
}

/** Every code that has a definition (for the coverage test). */
export function definedCodes(): string[] {
	return [...REGISTRY.keys()].sort();
}
