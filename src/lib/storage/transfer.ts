/**
 * Export and import of saved games as JSON files (DESIGN.md "Sessions, saves, undo": a save
 * that cannot be restored is kept and can be exported).
 *
 * File body: `{ app: 'middle-earth-table', kind: 'save', formatVersion, appVersion, exportedAt, save }`
 * for one game, `{ app, kind: 'saves', formatVersion, appVersion, exportedAt, saves: [...], campaigns?: [...] }`
 * for all. Saves of older formats are converted on import (migrate.ts).
 *
 * Import is all or nothing: the file is checked field by field (valibot, with size limits),
 * every save's game must be known, its options must pass the game's `optionsSchema`, its
 * player names the one name limit (`NAME_MAX`, bidi controls removed), and its log must
 * replay from its seed; only then are the
 * saves stored, in one transaction. A save whose id already exists is stored under a new id
 * (never overwritten). The stored snapshot, `reveal` flags and status are recomputed from
 * the replay rather than trusted.
 */
import * as v from 'valibot';
import { GameSession, type LoggedEvent } from '$lib/engine/session';
import type { GameEvent, GameId } from '$lib/engine/types';
import { newId, stamp, type MiddleEarthDb } from './db';
import { ImportError, guardQuota, type ImportDetails, type ImportReason } from './errors';
import { getRawSave, getSave, putSaveRecord } from './saves';
import { resolveDefinition, type DefinitionSource } from './resume';
import { migrateSave } from './migrate';
import { CampaignRowSchema, NAME_MAX, TITLE_MAX, cleanName, clampName } from './schemas';
import { APP_VERSION, SAVE_FORMAT_VERSION, type CampaignRecord, type SaveRecord, type SaveStatus } from './types';

/** The `app` marker of our files. */
export const APP_MARKER = 'middle-earth-table';

/** Limits on what an import accepts. */
export const IMPORT_LIMITS = {
	/** Characters of the whole file (16 MB). */
	fileChars: 16 * 1024 * 1024,
	/** Characters of one save as JSON (4 MB: a long LCG game is well under 1 MB). */
	saveChars: 4 * 1024 * 1024,
	/** Characters of one save's options as JSON. */
	optionsChars: 16 * 1024,
	/** Saves in one file. */
	saves: 1000,
	/** Campaigns in one file. */
	campaigns: 200,
	/** Events in one save's log. */
	events: 100_000,
	seats: 8,
	/** The one limit on player names (the new-game form uses it too). */
	nameChars: NAME_MAX,
	titleChars: TITLE_MAX,
	idChars: 64,
	eventTypeChars: 64,
	optionKeys: 64,
	/** Nesting depth of the JSON (a save is about 8 deep; deep nesting would exhaust the stack). */
	depth: 64
} as const;

/** True when `value` nests deeper than `max` arrays/objects (checked without recursion). */
function tooDeep(value: unknown, max: number): boolean {
	const stack: [unknown, number][] = [[value, 0]];
	while (stack.length) {
		const [v, d] = stack.pop()!;
		if (!v || typeof v !== 'object') continue;
		if (d >= max) return true;
		for (const x of Object.values(v)) if (x && typeof x === 'object') stack.push([x, d + 1]);
	}
	return false;
}

/** One exported save. */
export interface SaveFile {
	app: typeof APP_MARKER;
	kind: 'save';
	formatVersion: number;
	appVersion: string;
	/** Milliseconds since the epoch. */
	exportedAt: number;
	save: SaveRecord;
}

/** All saves (and campaigns) exported at once. */
export interface SavesFile {
	app: typeof APP_MARKER;
	kind: 'saves';
	formatVersion: number;
	appVersion: string;
	exportedAt: number;
	saves: SaveRecord[];
	campaigns?: CampaignRecord[];
}

/** A file to offer for download: its suggested name and its text (JSON). */
export interface ExportedFile {
	filename: string;
	text: string;
}

const timestamp = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8.64e15));

const SeatSchema = v.strictObject({
	// Checked against NAME_MAX after cleaning (`name-too-long`); 200 only bounds the work.
	name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
	bot: v.optional(v.picklist(['easy', 'normal', 'hard']))
});

const EventSchema = v.looseObject({
	type: v.pipe(v.string(), v.minLength(1), v.maxLength(IMPORT_LIMITS.eventTypeChars)),
	seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(IMPORT_LIMITS.seats - 1))
});

const LoggedEventSchema = v.object({
	ev: EventSchema,
	by: v.picklist(['human', 'bot']),
	reveal: v.boolean(),
	at: timestamp,
	auto: v.optional(v.literal(true))
});

/** The whole save record, as accepted in a file (after `migrateSave`). */
export const SaveRecordSchema = v.object({
	id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/), v.minLength(1), v.maxLength(IMPORT_LIMITS.idChars)),
	gameId: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
	seats: v.pipe(v.array(SeatSchema), v.minLength(1), v.maxLength(IMPORT_LIMITS.seats)),
	options: v.pipe(
		v.record(v.string(), v.unknown()),
		v.check((o) => Object.keys(o).length <= IMPORT_LIMITS.optionKeys)
	),
	seed: v.pipe(v.number(), v.safeInteger()),
	events: v.pipe(v.array(LoggedEventSchema), v.maxLength(IMPORT_LIMITS.events)),
	snapshot: v.unknown(),
	formatVersion: v.literal(SAVE_FORMAT_VERSION),
	appVersion: v.optional(v.pipe(v.string(), v.maxLength(64))),
	createdAt: timestamp,
	updatedAt: timestamp,
	status: v.picklist(['active', 'finished', 'broken']),
	title: v.optional(v.pipe(v.string(), v.maxLength(IMPORT_LIMITS.titleChars)))
});

const FileHeader = {
	app: v.literal(APP_MARKER),
	formatVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
	appVersion: v.optional(v.string()),
	exportedAt: v.optional(timestamp)
};

const SaveFileSchema = v.object({ ...FileHeader, kind: v.literal('save'), save: SaveRecordSchema });

const SavesFileSchema = v.object({
	...FileHeader,
	kind: v.literal('saves'),
	saves: v.pipe(v.array(SaveRecordSchema), v.maxLength(IMPORT_LIMITS.saves)),
	campaigns: v.optional(v.pipe(v.array(CampaignRowSchema), v.maxLength(IMPORT_LIMITS.campaigns)))
});

/** The file body for one save. */
export function saveFileBody(save: SaveRecord): SaveFile {
	return { app: APP_MARKER, kind: 'save', formatVersion: SAVE_FORMAT_VERSION, appVersion: APP_VERSION, exportedAt: Date.now(), save };
}

/** The file body for several saves (and campaigns). */
export function savesFileBody(saves: SaveRecord[], campaigns: CampaignRecord[] = []): SavesFile {
	const out: SavesFile = { app: APP_MARKER, kind: 'saves', formatVersion: SAVE_FORMAT_VERSION, appVersion: APP_VERSION, exportedAt: Date.now(), saves };
	if (campaigns.length) out.campaigns = campaigns;
	return out;
}

function day(ms: number): string {
	return new Date(Number.isFinite(ms) && Math.abs(ms) < 8.64e15 ? ms : Date.now()).toISOString().slice(0, 10);
}

/**
 * One save as a file. A save whose rows are damaged is exported as its rows stand
 * (`kind: 'damaged-save'`, for recovery by hand; not importable).
 * @returns `{ filename: 'middle-earth-table-<game>-<yyyy-mm-dd>-<id>.json', text }`, or
 *   undefined when there is no such save
 */
export async function exportSave(db: MiddleEarthDb, id: string): Promise<ExportedFile | undefined> {
	let save: SaveRecord | undefined;
	try {
		save = await getSave(db, id);
	} catch {
		const raw = await getRawSave(db, id);
		if (!raw) return undefined;
		const body = { app: APP_MARKER, kind: 'damaged-save', formatVersion: SAVE_FORMAT_VERSION, appVersion: APP_VERSION, exportedAt: Date.now(), rows: raw };
		return { filename: `${APP_MARKER}-damaged-${day(Date.now())}-${id.slice(0, 8).replace(/[^A-Za-z0-9_-]/g, '_')}.json`, text: JSON.stringify(body) };
	}
	if (!save) return undefined;
	return {
		filename: `${APP_MARKER}-${save.gameId}-${day(save.updatedAt)}-${save.id.slice(0, 8)}.json`,
		text: JSON.stringify(saveFileBody(save))
	};
}

/**
 * Every readable save and every campaign in one file, most recently played first (damaged
 * saves are left out: export them one by one).
 * @returns `{ filename: 'middle-earth-table-saves-<yyyy-mm-dd>.json', text }`
 */
export async function exportAllSaves(db: MiddleEarthDb): Promise<ExportedFile> {
	const ids = (await db.saves.orderBy('updatedAt').reverse().primaryKeys()) as string[];
	const saves: SaveRecord[] = [];
	for (const id of ids) {
		const s = await getSave(db, id).catch(() => undefined);
		if (s) saves.push(s);
	}
	const campaigns = ((await db.campaigns.toArray()) as unknown[]).filter((c) => v.is(CampaignRowSchema, c)) as CampaignRecord[];
	return { filename: `${APP_MARKER}-saves-${day(Date.now())}.json`, text: JSON.stringify(savesFileBody(saves, campaigns)) };
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

const refuse = (message: string, reason: ImportReason, details: ImportDetails = {}) => new ImportError(message, reason, details);

/** A parsed file: its saves (current format) and campaigns. */
export interface ParsedFile {
	saves: SaveRecord[];
	campaigns: CampaignRecord[];
}

/**
 * Reads and checks a file's text (shape, format and limits only; no game logic, no database).
 * Saves of older formats are converted (`migrateSave`).
 * @returns the saves it holds (at least one) and its campaigns
 * @throws ImportError saying what is wrong (see `ImportReason`)
 */
export function parseFile(text: string): ParsedFile {
	if (typeof text !== 'string' || text.length === 0) throw refuse('The file is empty.', 'empty');
	if (text.length > IMPORT_LIMITS.fileChars) throw refuse('The file is too large to be a save file.', 'too-large');
	let body: unknown;
	try {
		body = JSON.parse(text);
	} catch {
		throw refuse('The file is damaged: it is not valid JSON.', 'not-json');
	}
	if (!body || typeof body !== 'object' || Array.isArray(body) || (body as { app?: unknown }).app !== APP_MARKER) {
		throw refuse('This is not a Middle-earth Table save file.', 'not-ours');
	}
	if (tooDeep(body, IMPORT_LIMITS.depth)) throw refuse('The file is damaged: it is not a readable save file.', 'not-json');
	const b = body as Record<string, unknown>;
	if (typeof b.formatVersion === 'number' && b.formatVersion > SAVE_FORMAT_VERSION) {
		throw refuse('This file was made by a newer version of the app.', 'newer-format');
	}
	if (b.kind !== 'save' && b.kind !== 'saves') throw refuse('This file does not hold a saved game.', 'not-a-save');
	const plain = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
	const migrated =
		b.kind === 'save'
			? { ...b, save: plain(b.save) ? migrateSave(b.save) : b.save }
			: { ...b, saves: Array.isArray(b.saves) ? b.saves.map((s) => (plain(s) ? migrateSave(s) : s)) : b.saves };
	for (const s of b.kind === 'save' ? [b.save] : Array.isArray(b.saves) ? b.saves : []) {
		if (plain(s) && typeof s.formatVersion === 'number' && s.formatVersion > SAVE_FORMAT_VERSION) {
			throw refuse('This file was made by a newer version of the app.', 'newer-format');
		}
	}
	const r = v.safeParse(b.kind === 'save' ? SaveFileSchema : SavesFileSchema, migrated, { abortEarly: true });
	if (!r.success) {
		const field = issuePath(r.issues[0]) || 'file';
		throw refuse(`The file is damaged: the field ${field} is missing or wrong.`, 'field', { field });
	}
	const out = r.output;
	const saves = (out.kind === 'save' ? [out.save] : out.saves) as SaveRecord[];
	if (saves.length === 0) throw refuse('The file holds no saved game.', 'no-saves');
	const campaigns = (out.kind === 'saves' ? (out.campaigns ?? []) : []) as CampaignRecord[];
	return { saves, campaigns };
}

/**
 * `parseFile`'s saves only (kept for callers that ignore campaigns).
 * @throws ImportError
 */
export function parseSaveFile(text: string): SaveRecord[] {
	return parseFile(text).saves;
}

/** One imported save: its id in this app and the id it had in the file. */
export interface ImportedSave {
	id: string;
	originalId: string;
	/** True when the file's id was already taken here, so the save got a new id. */
	renamed: boolean;
	gameId: GameId;
}

/** What `importSaves` stored. */
export interface ImportResult extends Array<ImportedSave> {
	/** Ids of the campaigns stored (each its own id when free, else a new one). */
	campaigns?: string[];
}

/**
 * Checks one save of a file against its game and rebuilds it by replay.
 * @throws ImportError
 */
async function checkImported(save: SaveRecord, index: number, count: number, definitions: DefinitionSource): Promise<SaveRecord> {
	const at: ImportDetails = count > 1 ? { save: index + 1 } : {};
	const which = count > 1 ? `Saved game ${index + 1} of the file` : 'The saved game';
	if (JSON.stringify(save).length > IMPORT_LIMITS.saveChars) throw refuse(`${which} is too large.`, 'save-too-large', at);
	const seats = save.seats.map((s) => ({ ...s, name: cleanName(s.name) }));
	if (seats.some((s) => s.name.length === 0 || Array.from(s.name).length > NAME_MAX)) {
		throw refuse(`${which} has a player name that is empty or longer than ${NAME_MAX} characters.`, 'name-too-long', at);
	}
	const def = await resolveDefinition(definitions, save.gameId);
	if (!def) throw refuse(`${which} is for a game this app does not have.`, 'unknown-game', { ...at, gameId: save.gameId });
	if (seats.length < def.players.min || seats.length > def.players.max) {
		throw refuse(`${which} has the wrong number of players for this game.`, 'players', { ...at, min: def.players.min, max: def.players.max });
	}
	let optionsJson: string;
	try {
		optionsJson = JSON.stringify(save.options);
	} catch {
		optionsJson = '';
	}
	const options = { ...(def.defaultOptions as Record<string, unknown>), ...save.options };
	if (!optionsJson || optionsJson.length > IMPORT_LIMITS.optionsChars || !v.is(def.optionsSchema, options)) {
		throw refuse(`${which} has game options this game does not accept.`, 'options', at);
	}
	let session: GameSession;
	try {
		session = GameSession.start(def, seats, save.seed, options);
	} catch {
		throw refuse(`${which} cannot be set up with its players and options.`, 'setup', at);
	}
	try {
		const events: LoggedEvent[] = [];
		for (const [k, entry] of save.events.entries()) {
			try {
				const accepted = session.send(entry.ev as GameEvent, entry.by, entry.auto === true);
				events.push({ ...accepted, at: entry.at });
			} catch {
				throw refuse(`${which} does not replay: move ${k + 1} is not a legal move.`, 'replay', { ...at, move: k + 1 });
			}
		}
		const status: SaveStatus = def.result(session.snapshot) ? 'finished' : 'active';
		const record: SaveRecord = {
			id: save.id,
			gameId: def.id,
			seats,
			options: session.setup.options,
			seed: save.seed,
			events,
			snapshot: session.persisted(),
			formatVersion: SAVE_FORMAT_VERSION,
			appVersion: APP_VERSION,
			createdAt: save.createdAt,
			updatedAt: save.updatedAt,
			status
		};
		const title = save.title === undefined ? '' : clampName(save.title, TITLE_MAX);
		if (title) record.title = title;
		return record;
	} finally {
		session.stop();
	}
}

/**
 * Imports a file's saves, and its campaigns relinked to the imported saves (see the module
 * comment: all or nothing, never overwrites).
 * @param text the file's text
 * @param definitions the games this app knows (a map or a loader)
 * @returns the stored saves with their ids here (and `campaigns`: the new campaign ids)
 * @throws ImportError (nothing stored) when the file is refused; StorageFullError when the
 *   device is full (nothing stored)
 */
export async function importSaves(db: MiddleEarthDb, text: string, definitions: DefinitionSource): Promise<ImportResult> {
	const parsed = parseFile(text);
	const checked: SaveRecord[] = [];
	for (const [i, save] of parsed.saves.entries()) {
		try {
			checked.push(await checkImported(save, i, parsed.saves.length, definitions));
		} catch (e) {
			if (e instanceof ImportError) throw e;
			// A game's code that throws on strange input (a bug to fix there): still one plain refusal.
			throw refuse(`${parsed.saves.length > 1 ? `Saved game ${i + 1} of the file` : 'The saved game'} cannot be set up with its players and options.`, 'setup', parsed.saves.length > 1 ? { save: i + 1 } : {});
		}
	}
	return guardQuota(() =>
		db.transaction('rw', [db.saves, db.events, db.snapshots, db.campaigns], async () => {
			const out: ImportResult = [];
			const taken = new Set<string>();
			const idMap = new Map<string, string>();
			for (const record of checked) {
				const originalId = record.id;
				let id = originalId;
				while (taken.has(id) || (await db.saves.get(id)) !== undefined) id = newId();
				taken.add(id);
				idMap.set(originalId, id);
				await putSaveRecord(db, { ...record, id });
				out.push({ id, originalId, renamed: id !== originalId, gameId: record.gameId });
			}
			if (parsed.campaigns.length) {
				out.campaigns = [];
				const takenCampaigns = new Set<string>();
				for (const c of parsed.campaigns) {
					const saveIds = c.saveIds.flatMap((s) => (idMap.has(s) ? [idMap.get(s)!] : []));
					// Its own id when free, like a save (the games' saves name their campaign by it: the
					// LCG's options.campaignId and its end screen's "Back to the campaign"); never overwritten.
					let id = c.id;
					while (takenCampaigns.has(id) || (await db.campaigns.get(id)) !== undefined) id = newId();
					takenCampaigns.add(id);
					const record: CampaignRecord = { ...c, id, saveIds, updatedAt: Math.max(c.updatedAt, 0) || stamp() };
					await db.campaigns.add(record);
					out.campaigns.push(record.id);
				}
			}
			return out;
		})
	);
}
