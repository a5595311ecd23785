#!/usr/bin/env bash
# Every test of the project: types, unit + property + component tests, the production build,
# then the browser tests in Debian's chromium against `vite preview`.
#
# On the 2-core test machine the parts overlap, so that no core waits: vitest runs from the
# start; beside it the type check (svelte-check works on one core), then the build; the browser
# tests start as soon as the build is done, while vitest finishes beside them: the browser tests
# wait on timers and pages and leave part of the cores idle, which vitest's CPU-bound games take
# (its tests have a 10-minute guard). Both run slower side by side, but end sooner than one after
# the other (fresh-clone runs, 2026-11-28: 883 s against 923 s in sequence). A `nice` for vitest
# changes nothing here: each setsid session is its own scheduling group (autogroup), and nice
# only ranks processes within one. svelte-check and vitest read
# the generated files (Paraglide's messages, SvelteKit's types), so those are written first, in
# the layout vitest wants (`npm run generate`); nothing writes them again while the others read
# (SvelteKit's sync writes only what changed, and a build compiles its own copy of the messages:
# vite.config.ts). vitest's output is printed after the browser tests' (it is kept in a file
# meanwhile); a failure of any part fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci
start=$(date +%s)
# Each part prints its wall and CPU time (children included): where the suite's minutes go.
TIMEFORMAT='   (%R s wall, %U s user, %S s system)'
echo "== generated messages and types"
npm run -s generate

vitest_log=$(mktemp)
side_log=$(mktemp)
# Each in its own process group (setsid), so that a failure stops the others.
setsid bash -c "TIMEFORMAT='$TIMEFORMAT'; status=0; time npx vitest run || status=\$?; echo \"   (done after \$(( \$(date +%s) - $start )) s)\"; exit \$status" > "$vitest_log" 2>&1 &
vitest=$!
setsid bash -c "set -e; TIMEFORMAT='$TIMEFORMAT'; echo '== type check'; time npm run -s check:types; echo '== production build'; time npm run -s build" > "$side_log" 2>&1 &
side=$!
trap 'kill -- -"$vitest" 2>/dev/null || true; kill -- -"$side" 2>/dev/null || true' EXIT
echo "== unit, property and component tests (vitest) start; beside them, the type check and then the build"

side_status=0
wait "$side" || side_status=$?
cat "$side_log"
rm -f "$side_log"
if [ "$side_status" != 0 ]; then
	echo "== the type check or the build failed (above)"
	exit 1
fi
echo "== type check and build done after $(( $(date +%s) - start )) s"

echo "== browser tests (vitest goes on beside them; its output follows)"
bash scripts/ensure-chromium.sh
e2e_status=0
time npx playwright test || e2e_status=$?

vitest_status=0
wait "$vitest" || vitest_status=$?
trap - EXIT
echo "== unit, property and component tests (vitest)"
cat "$vitest_log"
rm -f "$vitest_log"
if [ "$vitest_status" != 0 ] || [ "$e2e_status" != 0 ]; then
	echo "== failed: vitest exit $vitest_status, browser tests exit $e2e_status (above)"
	exit 1
fi
echo "== all tests passed in $(( $(date +%s) - start )) s"
