/**
 * What a stored row must look like before the app uses it (valibot). IndexedDB holds
 * whatever was written by any version of the app, an extension or a damaged disk: every row
 * read from the database goes through one of these, and a row that fails is reported as
 * damaged instead of reaching code that assumes its shape (issue 10: "one damaged saves row
 * empties the home screen").
 *
 * Also the one rule for player names (form, storage and import): at most `NAME_MAX`
 * characters, with bidirectional control characters removed.
 */
import * as v from 'valibot';

/** The longest player name, in characters (the new-game form and import use the same limit). */
export const NAME_MAX = 24;

/** The longest save title, in characters. */
export const TITLE_MAX = 100;

/**
 * Bidirectional formatting characters (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM,
 * ALM): a name holding U+202E would display reversed, and could reverse what follows it.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** Other invisible control characters (C0, DEL, C1) that have no place in a name. */
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * A name as stored and shown: bidi and other control characters removed, spaces trimmed.
 * Does not shorten it (the form and import refuse a longer name; `clampName` shortens).
 */
export function cleanName(name: string): string {
	return name.replace(BIDI_CONTROLS, '').replace(CONTROL_CHARS, '').trim();
}

/** `cleanName`, then at most `max` characters (code points, so no half emoji). */
export function clampName(name: string, max = NAME_MAX): string {
	return Array.from(cleanName(name)).slice(0, max).join('');
}

const finiteTime = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(8.64e15));

/** A seat as stored (names of older saves may be longer than `NAME_MAX`; they are shortened when shown). */
export const StoredSeatSchema = v.object({
	name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
	bot: v.optional(v.picklist(['easy', 'normal', 'hard']))
});

/** A `saves` row (`SaveMeta`); `moves` and `logHash` are checked against the log on open, not here. */
export const MetaRowSchema = v.object({
	id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
	gameId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
	seats: v.pipe(v.array(StoredSeatSchema), v.minLength(1), v.maxLength(16)),
	options: v.record(v.string(), v.unknown()),
	seed: v.pipe(v.number(), v.safeInteger()),
	formatVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
	appVersion: v.optional(v.string()),
	createdAt: finiteTime,
	updatedAt: finiteTime,
	status: v.picklist(['active', 'finished', 'broken']),
	title: v.optional(v.string()),
	moves: v.optional(v.unknown()),
	logHash: v.optional(v.unknown())
});

/** A logged event as stored: `{ ev: { type, seat, ... }, by, reveal, at, auto? }` (auto: sent by the table itself). */
export const LoggedEventSchema = v.object({
	ev: v.looseObject({
		type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
		seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15))
	}),
	by: v.picklist(['human', 'bot']),
	reveal: v.boolean(),
	at: finiteTime,
	auto: v.optional(v.literal(true))
});

/** An `events` row. */
export const EventRowSchema = v.object({
	saveId: v.string(),
	seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
	entry: LoggedEventSchema
});

/**
 * A `snapshots` row; the tie (`logLength`, `logHash`) is missing in rows of format 1, the
 * content hash (`snapshotHash`) in rows written before issue 20.
 */
export const SnapshotRowSchema = v.object({
	saveId: v.string(),
	snapshot: v.unknown(),
	logLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
	logHash: v.optional(v.string()),
	snapshotHash: v.optional(v.string())
});

/** A `campaigns` row: the links and dates the storage layer relies on; the game's `data` is the game's to check. */
export const CampaignRowSchema = v.looseObject({
	id: v.pipe(v.string(), v.minLength(1)),
	gameId: v.pipe(v.string(), v.minLength(1)),
	title: v.optional(v.string()),
	saveIds: v.array(v.string()),
	status: v.picklist(['active', 'finished', 'abandoned']),
	data: v.record(v.string(), v.unknown()),
	createdAt: finiteTime,
	updatedAt: finiteTime
});

/** True when `value` passes `schema`. */
export function isValid(schema: v.GenericSchema, value: unknown): boolean {
	return v.safeParse(schema, value).success;
}
