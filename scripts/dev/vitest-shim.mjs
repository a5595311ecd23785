// A small stand-in for vitest's `describe`/`it`/`expect`, so that one logic test file can run under
// plain `node` (bundled by scripts/dev/test-cpu.sh) and be timed in CPU seconds or profiled with
// `node --cpu-prof`, without vitest's start-up and module runner in the numbers. Only what the
// property tests use is here; `expect` checks the common matchers and accepts any other (a
// profile or a timing run, not a test run: run the file with vitest for the verdict).
const queue = [];

/** Runs the suite's body now (it only registers tests). */
export function describe(_name, a, b) {
	(typeof a === 'function' ? a : b)();
}
describe.each = (rows) => (_name, fn) => rows.forEach((r) => fn(r));

/** Registers a test; `__run` runs them in order. */
export function it(name, a, b) {
	queue.push([name, typeof a === 'function' ? a : b]);
}
export const test = it;
it.each = (rows) => (name, fn) => rows.forEach((r) => queue.push([name, () => fn(r)]));
/** Registers a set-up step, run in order with the tests. */
export function beforeAll(fn) {
	queue.push(['beforeAll', fn]);
}
export function beforeEach() {}
export function afterEach() {}
export function afterAll() {}
export const vi = { fn: (f) => f ?? (() => {}) };

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** A few of vitest's matchers (throwing on failure); any other matcher passes. */
export function expect(v) {
	const fail = (what) => {
		throw new Error(`expect: ${what}`);
	};
	const m = {
		toBe: (x) => v === x || fail(`${v} to be ${x}`),
		toEqual: (x) => same(v, x) || fail('toEqual'),
		toStrictEqual: (x) => same(v, x) || fail('toStrictEqual'),
		toHaveLength: (n) => v.length === n || fail(`length ${v.length} to be ${n}`),
		toBeTruthy: () => !!v || fail('truthy'),
		toBeFalsy: () => !v || fail('falsy'),
		toBeGreaterThan: (n) => v > n || fail(`${v} > ${n}`),
		toBeGreaterThanOrEqual: (n) => v >= n || fail(`${v} >= ${n}`),
		toBeLessThan: (n) => v < n || fail(`${v} < ${n}`),
		toBeLessThanOrEqual: (n) => v <= n || fail(`${v} <= ${n}`),
		toContain: (x) => v.includes(x) || fail(`contains ${x}`)
	};
	m.not = new Proxy({}, { get: () => () => {} });
	return new Proxy(m, { get: (t, k) => t[k] ?? (() => {}) });
}
expect.fail = (msg) => {
	throw new Error(msg);
};

/** Runs the registered tests in order, printing each one's CPU seconds (user + system). */
export async function __run() {
	for (const [name, fn] of queue) {
		const t0 = process.cpuUsage();
		await fn();
		const d = process.cpuUsage(t0);
		console.log(`${((d.user + d.system) / 1e6).toFixed(2)} s CPU  ${name}`);
	}
}
