/**
 * One export file of a fixture game, shared by the dev scripts that write tests/fixtures
 * (save-fixtures.ts, crowded-fixtures.ts, risk-fixtures.ts).
 */
import type { GameSession } from '../../src/lib/engine/session';
import { saveFileBody } from '../../src/lib/storage/transfer';
import { APP_VERSION, SAVE_FORMAT_VERSION, type SaveRecord } from '../../src/lib/storage/types';

/**
 * The export file's text (pretty JSON, one space, ending with a newline) of a fixture game.
 * `session`: the game as played, its moves recorded (seats, options and seed from its setup);
 * `id`: the save's id; `t`: the game's start (ms since the epoch; its moves are one second
 * apart, the file exported an hour later); `finished`: whether the save is marked finished.
 * Throws what `saveFileBody` throws (never for a session's own log).
 */
export function fixtureFile(session: GameSession, id: string, t: number, finished: boolean): string {
	const save: SaveRecord = {
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
	return JSON.stringify({ ...saveFileBody(save), exportedAt: t + 3_600_000 }, null, 1) + '\n';
}
