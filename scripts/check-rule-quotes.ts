/**
 * Checks that every « quote » in the Risk statechart's state and transition descriptions is the
 * rulebook's own words (../shared/rules/risk.fr.txt). The rulebooks live beside the project, not
 * in it, so this check runs on a developer's machine (`npm run check:quotes`), not in `npm test`
 * (a clean clone has no ../shared); tests/unit/risk/machine.test.ts checks the chart itself.
 *
 * Usage: `npm run check:quotes [-- <path to risk.fr.txt>]`. Exits 1 and lists the quotes the
 * rulebook does not contain; exits 2 when the rulebook file cannot be read.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnyStateNode } from 'xstate';
import { riskMachine } from '../src/lib/games/risk/machine';
import { normalQuote, quotesOf } from '../src/lib/games/risk/rules/quotes';

const file = resolve(process.argv[2] ?? '../shared/rules/risk.fr.txt');
let text: string;
try {
	text = normalQuote(readFileSync(file, 'utf8'));
} catch {
	console.error(`Cannot read the Risk rulebook at ${file}.`);
	process.exit(2);
}

/** Every description of a state or transition of the chart, depth first. */
function descriptions(node: AnyStateNode, out: string[] = []): string[] {
	if (node.description) out.push(node.description);
	for (const ts of Object.values(node.on)) for (const t of ts) if (t.description) out.push(t.description);
	for (const t of node.always ?? []) if (t.description) out.push(t.description);
	for (const k of Object.values(node.states) as AnyStateNode[]) descriptions(k, out);
	return out;
}

const quotes = new Set(descriptions(riskMachine.root).flatMap(quotesOf));
const missing = [...quotes].filter((q) => !text.includes(q));
console.log(`Risk statechart: ${quotes.size} quotes checked against ${file}; ${missing.length} not found.`);
for (const q of missing) console.log(`  not in the rulebook: « ${q} »`);
process.exit(missing.length ? 1 : 0);
