/**
 * Colours of the LCG view: one per sphere of influence and one per encounter card type. Each
 * always comes with a second cue (the sphere's icon and letter, the type's name on the card).
 */
import type { CardType, Sphere } from '../data/cards';

/** Sphere colours: Leadership purple, Tactics red, Spirit blue, Lore green, neutral grey. */
export const SPHERE_COLOURS: Record<Sphere, string> = {
	leadership: '#6b3d8f',
	tactics: '#a3302b',
	spirit: '#2a74a8',
	lore: '#3b7633',
	neutral: '#6f6a60'
};

/** Frame colours of the cards that have no sphere. */
export const TYPE_COLOURS: Partial<Record<CardType, string>> = {
	enemy: '#5a2620',
	location: '#5f5226',
	treachery: '#4a3a5e',
	objective: '#8a6a1c',
	quest: '#2f5546'
};

/** The frame colour of a card: its sphere's, else its type's. */
export function frameColour(type: CardType, sphere: Sphere | null): string {
	if (sphere) return SPHERE_COLOURS[sphere];
	return TYPE_COLOURS[type] ?? '#5b4632';
}
