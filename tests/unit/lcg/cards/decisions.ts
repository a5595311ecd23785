/**
 * Helpers for the card tests: find a decision's options and a seat's legal events by card
 * name, so a test reads as the card's text does.
 */
import type { Json } from '$lib/games/lcg/types';
import type { TestGame } from '../table';

/** The values of the open decision's options (empty when none is open). */
export function values(g: TestGame): Json[] {
	return g.ctx.decision?.options.map((o) => o.value) ?? [];
}

/**
 * The response option of a card in play (`src`), with an optional target (`t`).
 * @throws Error naming the options when there is none
 */
export function responseOf(g: TestGame, name: string, target?: string): Json {
	const src = g.id(name);
	const v = values(g).find(
		(o) => typeof o === 'object' && o !== null && (o as { src?: string }).src === src && (target === undefined || (o as { t?: string }).t === target)
	);
	if (v === undefined) throw new Error(`no response of ${name} in ${JSON.stringify(values(g))}`);
	return v;
}

/**
 * The option playing a response event from hand.
 * @throws Error naming the options when there is none
 */
export function playOf(g: TestGame, name: string): Json {
	const ids = g.ids(name);
	const v = values(g).find((o) => typeof o === 'object' && o !== null && ids.includes((o as { play?: string }).play ?? ''));
	if (v === undefined) throw new Error(`no play of ${name} in ${JSON.stringify(values(g))}`);
	return v;
}

/** The targets of every PLAY event `seat` may send now (null for a card without target). */
export function playTargets(g: TestGame, seat: number): Json[] {
	return g.legal(seat).flatMap((e) => (e.type === 'PLAY' ? [e.target ?? null] : []));
}

/** Sends CONTINUE until `step`, or until a decision is open. */
export function until(g: TestGame, step: string): TestGame {
	for (let i = 0; i < 40 && g.step !== step && !g.ctx.decision; i++) {
		if (!g.legal(g.ctx.firstPlayer).some((e) => e.type === 'CONTINUE')) break;
		g.continue();
	}
	if (g.step !== step && !g.ctx.decision) throw new Error(`expected step ${step}, at ${g.step}`);
	return g;
}
