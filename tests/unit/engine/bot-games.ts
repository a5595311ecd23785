/**
 * Test helpers shared by the games' bot tests: a seeded float stream and one whole game played
 * by a bot level from a started actor, every move checked legal (the property the issues name:
 * "bots play only legal events, and bot games end").
 */
import { expect } from 'vitest';
import type { Actor, AnyActorLogic } from 'xstate';
import { createRng, rngCursor } from '$lib/engine/rng';
import { jsonEqual } from '$lib/engine/equal';
import type { AnyGameDefinition, BotLevel, GameEvent, GameSnapshot } from '$lib/engine/types';

/** A float stream in [0, 1) from a seed (the same seed gives the same stream). */
export function stream(seed: number): () => number {
	const r = rngCursor(createRng(seed));
	return () => r.int(0, 999_999) / 1_000_000;
}

/**
 * Plays `actor`'s game to its end with `level` bots in every seat, expecting each bot move to be
 * one of the seat's legal events.
 * @returns how many moves the game took
 */
export function playBotGame(def: AnyGameDefinition, actor: Actor<AnyActorLogic>, level: BotLevel, random: () => number): number {
	let moves = 0;
	for (;;) {
		const s = actor.getSnapshot() as GameSnapshot<unknown>;
		if (def.result(s)) return moves;
		const seat = def.activeSeats(s)[0];
		const ev = def.botEvent(s, seat, level, random) as GameEvent;
		expect(def.legalEvents(s, seat).some((l) => jsonEqual(l, ev))).toBe(true);
		actor.send(ev);
		moves++;
	}
}
