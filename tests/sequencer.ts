import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { relative } from 'node:path';

/**
 * The test files that each keep one worker busy for a minute or more, longest first (fresh-clone
 * run of 2026-11-28 on the idle 2-core machine: the LCG's random games 164 s, Risk's 51 s,
 * Knizia's card game's 46 s, the LCG partner's 35 s). Paths from the project root.
 */
export const LONGEST_TESTS = [
	'tests/property/lcg.test.ts',
	'tests/property/risk.test.ts',
	'tests/property/knizia-cards.test.ts',
	'tests/property/lcg-partner.test.ts'
];

/**
 * Vitest's order (by project, then by the last run's durations, or by file size on a fresh
 * clone), except that LONGEST_TESTS start first. On a fresh clone the LCG's random games started
 * when about 40 % of the run was done, and one worker ran them alone at the end while the other
 * core waited; started first, they run beside everything else.
 */
export default class LongestFirst extends BaseSequencer {
	/**
	 * @param files the test files vitest is about to run
	 * @returns the same files, LONGEST_TESTS first in their listed order, the rest in vitest's order
	 */
	override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
		const sorted = await super.sort(files);
		const rank = (spec: TestSpecification) => {
			const at = LONGEST_TESTS.indexOf(relative(spec.project.config.root, spec.moduleId));
			return at === -1 ? LONGEST_TESTS.length : at;
		};
		// Array.prototype.sort is stable: the rest keep vitest's order.
		return sorted.sort((a, b) => rank(a) - rank(b));
	}
}
