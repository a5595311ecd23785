/**
 * Paraglide's `getLocale()` resolved once per page in the browser (issue 17, the LCG's painted
 * p95): every message call asks for the locale, and Paraglide's own `getLocale` reads
 * `window.location.href` twice and walks its strategies each time (4 % of the JavaScript of an
 * LCG move in the browser bench, most of it from the card names and texts drawn on the board).
 * The locale changes only through `setLocale` (which reloads the page, or, with
 * `reload: false`, sets it in place): the kept value is dropped then.
 */
import { getLocale, overwriteGetLocale, overwriteSetLocale, setLocale, type Locale } from '$lib/paraglide/runtime.js';

let installed = false;

/** Makes `getLocale()` answer from a kept value until the next `setLocale`. Idempotent; browser code only (the layout calls it). */
export function keepLocale(): void {
	if (installed) return;
	installed = true;
	const resolve = getLocale;
	const set = setLocale;
	let kept: Locale | undefined;
	overwriteGetLocale(() => (kept ??= resolve()));
	overwriteSetLocale((locale, options) => {
		kept = undefined;
		try {
			return set(locale, options);
		} finally {
			// Paraglide's setLocale reads getLocale() before it sets the new one.
			kept = undefined;
		}
	});
}
