/**
 * Structural equality of plain JSON values (objects compared key by key whatever their
 * key order). Used to match a sent event against the enumerated legal events.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
	if (a === b) return true;
	if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
	if (Array.isArray(a) !== Array.isArray(b)) return false;
	if (Array.isArray(a)) {
		const bb = b as unknown[];
		return a.length === bb.length && a.every((x, i) => jsonEqual(x, bb[i]));
	}
	const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
	const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
	if (ka.length !== kb.length) return false;
	return ka.every((k) => jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
