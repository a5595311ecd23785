/**
 * One export file of a fixture game, shared by the dev scripts that write tests/fixtures
 * (save-fixtures.ts, crowded-fixtures.ts, risk-fixtures.ts, lcg-campaign-fixture.ts).
 */
import type { GameSession } from '../../src/lib/engine/session';
import { saveFileBody } from '../../src/lib/storage/transfer';
import { APP_VERSION, SAVE_FORMAT_VERSION, type SaveRecord } from '../../src/lib/storage/types';

/**
 * The save record of a fixture game. `session`: the game as played, its moves recorded (seats,
 * options and seed from its setup); `id`: the save's id; `t`: the game's start (ms since the
 * epoch; its moves are one second apart); `finished`: whether the save is marked finished.
 */
export function fixtureSave(session: GameSession, id: string, t: number, finished: boolean): SaveRecord {
	return {
		id,
		gameId: session.def.id,
		seats: session.setup.seats,
		options: session.setup.options,
		seed: session.setup.seed,
		events: session.log.map((e, i) => ({ ...e, at: t + i * 1000 })),
		snapshot: session.persisted(),
		formatVersion: SAVE_FORMAT_VERSION,
		appVersion: APP_VERSION,
		createdAt: t,
		updatedAt: t + session.log.length * 1000,
		status: finished ? 'finished' : 'active'
	};
}

/**
 * The export file's text (pretty JSON, one space, ending with a newline) of a fixture game, its
 * save as `fixtureSave` builds it, the file exported an hour after the game's start.
 * Throws what `saveFileBody` throws (never for a session's own log).
 */
export function fixtureFile(session: GameSession, id: string, t: number, finished: boolean): string {
	return JSON.stringify({ ...saveFileBody(fixtureSave(session, id, t, finished)), exportedAt: t + 3_600_000 }, null, 1) + '\n';
}
