/**
 * The device's settings: ONE store for the settings page and the play screen's ⚙ panel
 * (issue 10 "Settings remembered", issue 11 "bot speed", UI.md "Motion and sound", "What just
 * happened"). One persisted record (localStorage `met-prefs`, read synchronously so every screen
 * has it on its first frame, before the database opens), one reactive object (`prefs`), one
 * setter (`savePref`).
 *
 * The language itself is Paraglide's (its localStorage strategy reads its own key before the
 * first render, then the locale is kept in Paraglide's global variable: vite.config.ts); this
 * store records that the player chose it (`languageChosen`) and changes it through
 * `chooseLanguage`.
 *
 * Older records are migrated on first read and then removed: `met-table-prefs` (the play
 * screen's first store: bot speed, summaries, sound, stop-at-every-window, coach), the flags
 * `met-reduced-motion` and `met-language-chosen`. Where the two old stores disagree, the play
 * screen's value wins: it was the one the games obeyed.
 *
 * ```ts
 * import { prefs, savePref, botDelayMs, motionReduced } from '$lib/ui/prefs.svelte';
 * prefs.botSpeed;                 // reactive: 'slow' | 'normal' | 'fast' | 'instant'
 * savePref('botSpeed', 'fast');   // stores it; every screen (and other tabs) follow
 * ```
 */
import * as v from 'valibot';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import { NAME_MAX, cleanName } from '$lib/storage/schemas';
import { AUTO_PASS_POLICIES, type AutoPassPolicy } from '$lib/engine/types';

/** localStorage key of the one settings record (JSON). */
export const PREFS_KEY = 'met-prefs';
/** Older keys, read once and removed (see the module's doc). */
export const LEGACY_KEYS = { table: 'met-table-prefs', reducedMotion: 'met-reduced-motion', languageChosen: 'met-language-chosen' } as const;

/** How fast computer players move (UI.md: slow / normal / fast / instant). */
export type BotSpeed = 'slow' | 'normal' | 'fast' | 'instant';
/** The bot speeds, slowest first (the screens list them in this order). */
export const BOT_SPEEDS: readonly BotSpeed[] = ['slow', 'normal', 'fast', 'instant'];
/** Milliseconds before each computer move, per speed (a pause, not an animation: reduced motion keeps it). */
export const BOT_DELAY_MS: Readonly<Record<BotSpeed, number>> = Object.freeze({ slow: 1200, normal: 450, fast: 150, instant: 0 });
/**
 * Milliseconds before each move the table makes by itself (an LCG action window passed), per
 * speed: the same setting as the computer players', a shorter pause (the table's moves are many
 * and small); "skip" plays them at once.
 */
export const AUTO_DELAY_MS: Readonly<Record<BotSpeed, number>> = Object.freeze({ slow: 700, normal: 150, fast: 50, instant: 0 });

/** How a phase-change summary leaves: `confirm` waits for a tap, `fade` goes after SUMMARY_FADE_MS. */
export type SummaryMode = 'confirm' | 'fade';
/** Milliseconds a fading summary stays on screen. */
export const SUMMARY_FADE_MS = 4000;

/** Longest player name, in characters: the storage layer's one limit (form, presets, import). */
export { NAME_MAX };
/** Most name presets kept. */
export const PRESETS_MAX = 12;

/** Everything the device remembers about how the table plays. */
export interface Prefs {
	/** The player picked the language on first start (the language itself is Paraglide's). */
	languageChosen: boolean;
	/** Card and dice movements (≤ 200 ms); false adds the `reduced-motion` class to <html>. */
	animations: boolean;
	/** Sound effects; off by default (UI.md). */
	sound: boolean;
	/** The pass-the-tablet curtain between people; false for tables where nobody hides a hand. */
	curtain: boolean;
	/** Pace of the computer players' moves. */
	botSpeed: BotSpeed;
	/**
	 * How far the table passes action windows by itself (the LCG's): 'quiet' windows (the
	 * default), 'until-me' (until something happens to the player), or 'stop' at every one.
	 * The one control of it is in the table settings (the ⚙ and the settings page).
	 */
	autoPass: AutoPassPolicy;
	/** Phase-change summaries wait for a tap, or fade on their own. */
	summaries: SummaryMode;
	/** Player names offered on the new-game screen, in the order given (≤ PRESETS_MAX, each ≤ NAME_MAX). */
	namePresets: string[];
	/** Coach tips dismissed for good, by id (`<gameId>:*` = every tip of that game). */
	coachDone: string[];
	/** The first game of each kind started here, as "gameId:saveId" (the coach speaks in it). */
	gamesPlayed: string[];
	/** Games marked competitive-strict (game ids): no "What would the computer do?" hint in them. */
	strictGames: string[];
}

/** The values of a device that never changed a setting. */
export const DEFAULT_PREFS: Readonly<Prefs> = Object.freeze({
	languageChosen: false,
	animations: true,
	sound: false,
	curtain: true,
	botSpeed: 'normal',
	autoPass: 'quiet',
	summaries: 'confirm',
	namePresets: [],
	coachDone: [],
	gamesPlayed: [],
	strictGames: []
});

const strings = v.pipe(
	v.array(v.unknown()),
	v.transform((a) => a.filter((x): x is string => typeof x === 'string').slice(0, 500))
);
/** Each field checked on its own: one bad field falls back to its default, the others are kept. */
const FIELDS: { [K in keyof Prefs]: v.GenericSchema<unknown, Prefs[K]> } = {
	languageChosen: v.boolean(),
	animations: v.boolean(),
	sound: v.boolean(),
	curtain: v.boolean(),
	botSpeed: v.picklist(BOT_SPEEDS),
	// A device of before the three choices stored a boolean: on = the quiet windows, off = stop at each.
	autoPass: v.union([v.picklist(AUTO_PASS_POLICIES), v.pipe(v.boolean(), v.transform((on): AutoPassPolicy => (on ? 'quiet' : 'stop')))]),
	summaries: v.picklist(['confirm', 'fade']),
	namePresets: v.pipe(strings, v.transform((a: string[]) => cleanPresets(a))),
	coachDone: strings,
	gamesPlayed: strings,
	strictGames: strings
};

/**
 * Cleans a list of names: trimmed, bidirectional control characters removed, empty and
 * duplicate (case-insensitive) names dropped, each cut to NAME_MAX, at most PRESETS_MAX.
 * @param names any strings
 * @returns the names to keep, in their order
 */
export function cleanPresets(names: readonly string[]): string[] {
	const out: string[] = [];
	const seen = new Set<string>();
	for (const raw of names) {
		const name = [...cleanName(raw)].slice(0, NAME_MAX).join('').trim();
		if (!name || seen.has(name.toLowerCase())) continue;
		seen.add(name.toLowerCase());
		out.push(name);
		if (out.length === PRESETS_MAX) break;
	}
	return out;
}

function storageOf(storage?: Storage): Storage | null {
	try {
		return storage ?? globalThis.localStorage ?? null;
	} catch {
		return null;
	}
}

function parse(raw: string | null): Record<string, unknown> {
	if (!raw) return {};
	try {
		const x: unknown = JSON.parse(raw);
		return x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
	} catch {
		return {};
	}
}

/** The old play-screen store's fields, renamed to this record's. */
function fromLegacyTable(raw: string | null): Record<string, unknown> {
	const t = parse(raw);
	const out: Record<string, unknown> = {};
	for (const k of ['botSpeed', 'summaries', 'sound', 'coachDone', 'gamesPlayed'] as const) if (k in t) out[k] = t[k];
	if (typeof t.stopEveryWindow === 'boolean') out.autoPass = t.stopEveryWindow ? 'stop' : 'quiet';
	return out;
}

/**
 * The preferences stored on this device, defaults filled in field by field; a missing,
 * unreadable or malformed value reads as its default. Migrates (and removes) the older keys.
 * @param storage where to read (tests pass their own); default localStorage
 * @throws nothing, also where localStorage is blocked
 */
export function loadPrefs(storage?: Storage): Prefs {
	const s = storageOf(storage);
	const out: Prefs = structuredClone({ ...DEFAULT_PREFS }) as Prefs;
	if (!s) return out;
	let record: Record<string, unknown> = {};
	let migrated = false;
	try {
		record = parse(s.getItem(PREFS_KEY));
		const table = s.getItem(LEGACY_KEYS.table);
		const motion = s.getItem(LEGACY_KEYS.reducedMotion);
		const chosen = s.getItem(LEGACY_KEYS.languageChosen);
		if (table !== null || motion !== null || chosen !== null) {
			migrated = true;
			record = { ...record, ...fromLegacyTable(table) };
			if (motion !== null) record.animations = motion !== '1';
			if (chosen === '1') record.languageChosen = true;
		}
	} catch {
		// Blocked storage: the defaults.
	}
	for (const key of Object.keys(FIELDS) as (keyof Prefs)[]) {
		if (!(key in record)) continue;
		const r = v.safeParse(FIELDS[key], record[key]);
		if (r.success) (out as unknown as Record<string, unknown>)[key] = r.output;
	}
	if (migrated) {
		try {
			s.setItem(PREFS_KEY, JSON.stringify(out));
			for (const k of Object.values(LEGACY_KEYS)) s.removeItem(k);
		} catch {
			// Full or blocked: the old keys stay and are read again next time.
		}
	}
	return out;
}

/** The device's preferences, reactive (Svelte state). Change them with `savePref` only. */
export const prefs: Prefs = $state(loadPrefs());

/** Reads the stored record again into `prefs` (another tab changed it; tests). */
export function reloadPrefs(storage?: Storage): Prefs {
	Object.assign(prefs, loadPrefs(storage));
	applyMotion();
	return prefs;
}

/**
 * Sets one preference and stores the whole record (other tabs follow through the `storage`
 * event). `animations` also toggles the `reduced-motion` class on <html>.
 * @returns the preferences after the change (the reactive object)
 * @throws nothing: when storage is full or blocked the change lasts until the page closes
 */
export function savePref<K extends keyof Prefs>(key: K, value: Prefs[K], storage?: Storage): Prefs {
	prefs[key] = (key === 'namePresets' ? cleanPresets(value as string[]) : value) as Prefs[K];
	try {
		storageOf(storage)?.setItem(PREFS_KEY, JSON.stringify(prefs));
	} catch {
		// Quota or privacy mode: keep going with the value in memory for this page.
	}
	if (key === 'animations') applyMotion();
	return prefs;
}

/** Sets the language (Paraglide reloads the page when it changes) and records that the player chose it. */
export function chooseLanguage(locale: 'en' | 'fr'): void {
	savePref('languageChosen', true);
	if (locale !== getLocale()) setLocale(locale);
}

/** Puts the `reduced-motion` class on <html> when animations are off (app.css turns transitions off). */
export function applyMotion(p: Pick<Prefs, 'animations'> = prefs): void {
	if (typeof document === 'undefined') return;
	document.documentElement.classList.toggle('reduced-motion', !p.animations);
}

/** The system's reduced-motion query, made once per `matchMedia` (its `matches` follows the system). */
let reducedQuery: { of: typeof globalThis.matchMedia; list: MediaQueryList } | null = null;

/**
 * True when animations are off in the app or the system asks for reduced motion (no document: true).
 * The table reads it on every change (its settings): the query is made once, not per call
 * (a `matchMedia` per call was 2 % of the JavaScript of an LCG move in the bench, issue 17).
 */
export function motionReduced(): boolean {
	if (typeof document === 'undefined') return true;
	if (!prefs.animations) return true;
	try {
		const of = globalThis.matchMedia;
		if (!of) return false;
		if (reducedQuery?.of !== of) reducedQuery = { of, list: of.call(globalThis, '(prefers-reduced-motion: reduce)') };
		return reducedQuery.list.matches;
	} catch {
		return false;
	}
}

/** The longest card or dice movement, in milliseconds (issue 11: "animations of card moves ≤ 200 ms"). */
export const MOTION_MAX_MS = 200;

/**
 * The duration to give a card or dice movement made in script (Svelte's `transition:`,
 * `animate:`, Element.animate): app.css stops CSS transitions when motion is reduced, but not
 * these, so every scripted movement takes its duration from here.
 * @param ms the wished duration in milliseconds
 * @returns 0 when motion is reduced (setting or system), else `ms` capped at MOTION_MAX_MS
 */
export function motionMs(ms: number): number {
	return motionReduced() ? 0 : Math.max(0, Math.min(ms, MOTION_MAX_MS));
}

/**
 * The pause before a computer player's move.
 * @param speed the table's bot speed; default the stored one
 * @returns milliseconds (0 for 'instant')
 */
export function botDelayMs(speed: BotSpeed = prefs.botSpeed): number {
	return BOT_DELAY_MS[speed];
}

// Another tab changed the settings: follow it.
if (typeof window !== 'undefined') {
	window.addEventListener('storage', (e) => {
		if (e.key === PREFS_KEY || e.key === null) reloadPrefs();
	});
}
