/**
 * App settings, one row per key in the `settings` table. Missing rows read as the defaults,
 * so a new setting needs no database migration.
 */
import type { MiddleEarthDb } from './db';
import { guardQuota } from './errors';

/** Every setting and its type. */
export interface Settings {
	/** UI language; null until the player chose it on first start. */
	locale: 'en' | 'fr' | null;
	/** 'system' follows the device's reduced-motion setting; 'on' / 'off' override it (UI.md "Motion and sound"). */
	reducedMotion: 'system' | 'on' | 'off';
	/** Sound effects (off by default, UI.md "Motion and sound"). */
	sound: boolean;
	/** LCG: stop at every action window, even when nobody has a playable response. */
	pauseAtEveryWindow: boolean;
}

/** The values used when a setting was never written. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
	locale: null,
	reducedMotion: 'system',
	sound: false,
	pauseAtEveryWindow: false
});

/** All settings, defaults filled in (unknown keys in the table are ignored). */
export async function getSettings(db: MiddleEarthDb): Promise<Settings> {
	const rows = await db.settings.toArray();
	const out: Settings = { ...DEFAULT_SETTINGS };
	for (const row of rows) {
		if (row.key in DEFAULT_SETTINGS) (out as unknown as Record<string, unknown>)[row.key] = row.value;
	}
	return out;
}

/** One setting, or its default. */
export async function getSetting<K extends keyof Settings>(db: MiddleEarthDb, key: K): Promise<Settings[K]> {
	const row = await db.settings.get(key);
	return row ? (row.value as Settings[K]) : DEFAULT_SETTINGS[key];
}

/**
 * Writes one setting.
 * @throws StorageFullError when the device is full
 */
export async function setSetting<K extends keyof Settings>(db: MiddleEarthDb, key: K, value: Settings[K]): Promise<void> {
	await guardQuota(() => db.settings.put({ key, value }));
}
