/**
 * Export and import of saved games as JSON files (DESIGN.md "Sessions, saves, undo": a save
 * that cannot be restored is kept and can be exported).
 *
 * File body: `{ app: 'middle-earth-table', kind: 'save', formatVersion, exportedAt, save }`
 * for one game, `{ app, kind: 'saves', formatVersion, exportedAt, saves: [...] }` for all.
 *
 * Import is all or nothing: the file is checked field by field (valibot, with size limits),
 * every save's game must be known and its log must replay from its seed; only then are the
 * saves stored, in one transaction. A save whose id already exists is stored under a new id
 * (never overwritten). The stored snapshot, `reveal` flags and status are recomputed from
 * the replay rather than trusted.
 */
import * as v from 'valibot';
import { GameSession, IllegalEventError, type LoggedEvent } from '$lib/engine/session';
import type { GameEvent, GameId } from '$lib/engine/types';
import { newId, type MiddleEarthDb } from './db';
import { ImportError, guardQuota } from './errors';
import { getSave, putSaveRecord } from './saves';
import { resolveDefinition, type DefinitionSource } from './resume';
import { SAVE_FORMAT_VERSION, type SaveRecord, type SaveStatus } from './types';

/** The `app` marker of our files. */
export const APP_MARKER = 'middle-earth-table';

/** Limits on what an import accepts. */
export const IMPORT_LIMITS = {
	/** Characters of the whole file. */
	fileChars: 64 * 1024 * 1024,
	/** Saves in one file. */
	saves: 1000,
	/** Events in one save's log. */
	events: 100_000,
	seats: 8,
	nameChars: 40,
	titleChars: 100,
	idChars: 64,
	eventTypeChars: 64,
	optionKeys: 64
} as const;

/** One exported save. */
export interface SaveFile {
	app: typeof APP_MARKER;
	kind: 'save';
	formatVersion: number;
	/** Milliseconds since the epoch. */
	exportedAt: number;
	save: SaveRecord;
}

/** All saves exported at once. */
export interface SavesFile {
	app: typeof APP_MARKER;
	kind: 'saves';
	formatVersion: number;
	exportedAt: number;
	saves: SaveRecord[];
}

/** A file to offer for download: its suggested name and its text (JSON). */
export interface ExportedFile {
	filename: string;
	text: string;
}

const timestamp = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8.64e15));

const SeatSchema = v.strictObject({
	name: v.pipe(v.string(), v.minLength(1), v.maxLength(IMPORT_LIMITS.nameChars)),
	bot: v.optional(v.picklist(['easy', 'normal']))
}, 'Expected a seat { name, bot? } and no other field');

const EventSchema = v.looseObject({
	type: v.pipe(v.string(), v.minLength(1), v.maxLength(IMPORT_LIMITS.eventTypeChars)),
	seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(IMPORT_LIMITS.seats - 1))
});

const LoggedEventSchema = v.object({
	ev: EventSchema,
	by: v.picklist(['human', 'bot']),
	reveal: v.boolean(),
	at: timestamp
});

/** The whole save record, as accepted in a file. */
export const SaveRecordSchema = v.object({
	id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/, 'Invalid id: only letters, digits, - and _'), v.minLength(1), v.maxLength(IMPORT_LIMITS.idChars)),
	gameId: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
	seats: v.pipe(v.array(SeatSchema), v.minLength(1), v.maxLength(IMPORT_LIMITS.seats)),
	options: v.pipe(
		v.record(v.string(), v.unknown()),
		v.check((o) => Object.keys(o).length <= IMPORT_LIMITS.optionKeys, `Too many options (at most ${IMPORT_LIMITS.optionKeys})`)
	),
	seed: v.pipe(v.number(), v.safeInteger()),
	events: v.pipe(v.array(LoggedEventSchema), v.maxLength(IMPORT_LIMITS.events)),
	snapshot: v.unknown(),
	formatVersion: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SAVE_FORMAT_VERSION, 'This save was made by a newer version of the app')),
	createdAt: timestamp,
	updatedAt: timestamp,
	status: v.picklist(['active', 'finished', 'broken']),
	title: v.optional(v.pipe(v.string(), v.maxLength(IMPORT_LIMITS.titleChars)))
});

const SaveFileSchema = v.object({
	app: v.literal(APP_MARKER),
	kind: v.literal('save'),
	formatVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
	exportedAt: v.optional(timestamp),
	save: SaveRecordSchema
});

const SavesFileSchema = v.object({
	app: v.literal(APP_MARKER),
	kind: v.literal('saves'),
	formatVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
	exportedAt: v.optional(timestamp),
	saves: v.pipe(v.array(SaveRecordSchema), v.maxLength(IMPORT_LIMITS.saves))
});

/** The file body for one save. */
export function saveFileBody(save: SaveRecord): SaveFile {
	return { app: APP_MARKER, kind: 'save', formatVersion: SAVE_FORMAT_VERSION, exportedAt: Date.now(), save };
}

/** The file body for several saves. */
export function savesFileBody(saves: SaveRecord[]): SavesFile {
	return { app: APP_MARKER, kind: 'saves', formatVersion: SAVE_FORMAT_VERSION, exportedAt: Date.now(), saves };
}

function day(ms: number): string {
	return new Date(ms).toISOString().slice(0, 10);
}

/**
 * One save as a file (works for a broken save too: nothing is checked).
 * @returns `{ filename: 'middle-earth-table-<game>-<yyyy-mm-dd>-<id>.json', text }`, or
 *   undefined when there is no such save
 */
export async function exportSave(db: MiddleEarthDb, id: string): Promise<ExportedFile | undefined> {
	const save = await getSave(db, id);
	if (!save) return undefined;
	return {
		filename: `${APP_MARKER}-${save.gameId}-${day(save.updatedAt)}-${save.id.slice(0, 8)}.json`,
		text: JSON.stringify(saveFileBody(save))
	};
}

/**
 * Every save in one file, most recently played first.
 * @returns `{ filename: 'middle-earth-table-saves-<yyyy-mm-dd>.json', text }`
 */
export async function exportAllSaves(db: MiddleEarthDb): Promise<ExportedFile> {
	const ids = (await db.saves.orderBy('updatedAt').reverse().primaryKeys()) as string[];
	const saves: SaveRecord[] = [];
	for (const id of ids) {
		const s = await getSave(db, id);
		if (s) saves.push(s);
	}
	return { filename: `${APP_MARKER}-saves-${day(Date.now())}.json`, text: JSON.stringify(savesFileBody(saves)) };
}

function issuePath(issue: v.BaseIssue<unknown>): string {
	let out = '';
	for (const item of issue.path ?? []) {
		const key = (item as { key: unknown }).key;
		if (typeof key === 'number') out += `[${key}]`;
		else out += out ? `.${String(key)}` : String(key);
	}
	return out;
}

/**
 * Reads and checks a file's text (shape and limits only; no game logic, no database).
 * @returns the saves it holds (at least one)
 * @throws ImportError saying what is wrong: not JSON, not one of our files, a newer
 *   format, or the first wrong field with its path (e.g. `save.events[3].ev.seat`)
 */
export function parseSaveFile(text: string): SaveRecord[] {
	if (typeof text !== 'string' || text.length === 0) throw new ImportError('The file is empty.');
	if (text.length > IMPORT_LIMITS.fileChars) throw new ImportError(`The file is too large (more than ${IMPORT_LIMITS.fileChars / 1024 / 1024} MB).`);
	let body: unknown;
	try {
		body = JSON.parse(text);
	} catch {
		throw new ImportError('The file is damaged: it is not valid JSON.');
	}
	if (!body || typeof body !== 'object' || Array.isArray(body) || (body as { app?: unknown }).app !== APP_MARKER) {
		throw new ImportError('This is not a Middle-earth Table save file.', 'app');
	}
	const b = body as { kind?: unknown; formatVersion?: unknown };
	if (typeof b.formatVersion === 'number' && b.formatVersion > SAVE_FORMAT_VERSION) {
		throw new ImportError(`This file was made by a newer version of the app (format ${b.formatVersion}, this app reads up to ${SAVE_FORMAT_VERSION}). Update the app to import it.`, 'formatVersion');
	}
	const schema = b.kind === 'save' ? SaveFileSchema : b.kind === 'saves' ? SavesFileSchema : null;
	if (!schema) throw new ImportError(`This file is not a saved game (kind ${JSON.stringify(b.kind ?? null)}).`, 'kind');
	const r = v.safeParse(schema, body, { abortEarly: true });
	if (!r.success) {
		const issue = r.issues[0];
		const field = issuePath(issue);
		throw new ImportError(`The file is damaged: field ${field || '(root)'} is wrong: ${issue.message}.`, field);
	}
	const saves = r.output.kind === 'save' ? [r.output.save] : r.output.saves;
	if (saves.length === 0) throw new ImportError('The file holds no saved game.', 'saves');
	return saves as SaveRecord[];
}

/** One imported save: its id in this app and the id it had in the file. */
export interface ImportedSave {
	id: string;
	originalId: string;
	/** True when the file's id was already taken here, so the save got a new id. */
	renamed: boolean;
	gameId: GameId;
}

function describe(save: SaveRecord, i: number, n: number): string {
	return n === 1 ? 'The saved game' : `Saved game ${i + 1} of ${n} (${save.gameId}, ${save.seats.map((s) => s.name).join(', ')})`;
}

/**
 * Imports a file's saves (see the module comment: all or nothing, never overwrites).
 * @param text the file's text
 * @param definitions the games this app knows (a map or a loader)
 * @returns the stored saves with their ids here
 * @throws ImportError (nothing stored) when the file is refused; StorageFullError when the
 *   device is full (nothing stored)
 */
export async function importSaves(db: MiddleEarthDb, text: string, definitions: DefinitionSource): Promise<ImportedSave[]> {
	const saves = parseSaveFile(text);
	const checked: SaveRecord[] = [];
	for (const [i, save] of saves.entries()) {
		const what = describe(save, i, saves.length);
		const def = await resolveDefinition(definitions, save.gameId);
		if (!def) throw new ImportError(`${what} is for a game this app does not know (${save.gameId}).`, 'gameId');
		if (save.seats.length < def.players.min || save.seats.length > def.players.max) {
			throw new ImportError(`${what} has ${save.seats.length} players; this game is for ${def.players.min} to ${def.players.max}.`, 'seats');
		}
		let session: GameSession;
		const events: LoggedEvent[] = [];
		try {
			session = GameSession.start(def, save.seats, save.seed, save.options);
		} catch (e) {
			throw new ImportError(`${what} cannot be set up: ${e instanceof Error ? e.message : String(e)}.`, 'options');
		}
		try {
			for (const [k, entry] of save.events.entries()) {
				try {
					const accepted = session.send(entry.ev as GameEvent, entry.by);
					events.push({ ...accepted, at: entry.at });
				} catch (e) {
					const why = e instanceof IllegalEventError ? 'is not a legal move there' : `broke the game (${e instanceof Error ? e.message : String(e)})`;
					throw new ImportError(`${what} does not replay: move ${k + 1} of ${save.events.length} (${entry.ev.type}) ${why}.`, `events[${k}]`);
				}
			}
			const status: SaveStatus = def.result(session.snapshot) ? 'finished' : 'active';
			const record: SaveRecord = {
				id: save.id,
				gameId: def.id,
				seats: save.seats,
				options: session.setup.options,
				seed: save.seed,
				events,
				snapshot: session.persisted(),
				formatVersion: SAVE_FORMAT_VERSION,
				createdAt: save.createdAt,
				updatedAt: save.updatedAt,
				status
			};
			if (save.title !== undefined) record.title = save.title;
			checked.push(record);
		} finally {
			session.stop();
		}
	}
	return guardQuota(() =>
		db.transaction('rw', db.saves, db.events, db.snapshots, async () => {
			const out: ImportedSave[] = [];
			const taken = new Set<string>();
			for (const record of checked) {
				const originalId = record.id;
				let id = originalId;
				while (taken.has(id) || (await db.saves.get(id)) !== undefined) id = newId();
				taken.add(id);
				await putSaveRecord(db, { ...record, id });
				out.push({ id, originalId, renamed: id !== originalId, gameId: record.gameId });
			}
			return out;
		})
	);
}
