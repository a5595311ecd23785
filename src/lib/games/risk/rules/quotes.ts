/**
 * The « quoted » words of the statechart's descriptions, as the rulebook check reads them
 * (scripts/check-rule-quotes.ts) and the chart's test counts them.
 */

/** Text with bullets and line breaks folded into single spaces and apostrophes made plain. */
export function normalQuote(s: string): string {
	return s.replace(/[’']/g, "'").replace(/•/g, ' ').replace(/\s+/g, ' ');
}

/**
 * The « quoted » parts of a description, each split at « … » (every part must be the
 * rulebook's own words), normalised by `normalQuote`.
 * @param description a state's or transition's description
 * @returns the quoted parts, in order; [] when there is none
 */
export function quotesOf(description: string): string[] {
	return [...description.matchAll(/«\s*([^»]+?)\s*»/g)].flatMap((m) =>
		m[1]
			.split('…')
			.map((x) => normalQuote(x).trim())
			.filter(Boolean)
	);
}
