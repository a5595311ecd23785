#!/usr/bin/env bash
# Every test of the project: types, the production build, then the unit + property + component
# tests (vitest) and the browser tests (Debian's chromium against `vite preview`, installed if
# missing) side by side.
#
# Why side by side: vitest keeps both cores busy, while a browser test mostly waits (bot pacing,
# the table's timers, animations): run one after the other on the 2-core test machine, the browser
# tests used about 0.6 of a core for 9 minutes. The browser tests' output is kept in a file and
# printed when they end, so the two reports do not interleave. TEST_SERIAL=1 runs them one after
# the other, as before. The run fails if either fails.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci
start=$(date +%s)
echo "== type check"
npm run -s check
echo "== production build"
npm run -s build
bash scripts/ensure-chromium.sh
if [ "${TEST_SERIAL:-0}" = "1" ]; then
	echo "== unit, property and component tests"
	npx vitest run
	echo "== browser tests"
	npx playwright test
	echo "== all tests passed in $(( $(date +%s) - start )) s"
	exit 0
fi
e2e_log=$(mktemp -t e2e-XXXXXX.log)
echo "== browser tests started beside the unit tests (their report follows them)"
( npx playwright test > "$e2e_log" 2>&1 ) &
e2e_pid=$!
echo "== unit, property and component tests"
vitest_rc=0
npx vitest run || vitest_rc=$?
echo "== unit tests ended at $(( $(date +%s) - start )) s (exit $vitest_rc); waiting for the browser tests"
e2e_rc=0
wait "$e2e_pid" || e2e_rc=$?
echo "== browser tests (exit $e2e_rc)"
cat "$e2e_log"
rm -f "$e2e_log"
if [ "$vitest_rc" != "0" ] || [ "$e2e_rc" != "0" ]; then
	echo "== FAILED: unit tests exit $vitest_rc, browser tests exit $e2e_rc, after $(( $(date +%s) - start )) s"
	exit 1
fi
echo "== all tests passed in $(( $(date +%s) - start )) s"
