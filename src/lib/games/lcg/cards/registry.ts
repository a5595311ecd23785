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
	if (def.constant) CONSTANT_CODES.add(code);
	if (def.actions?.length) ACTION_CODES.add(code);
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
