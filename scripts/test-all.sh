#!/usr/bin/env bash
# Every test of the project: types, unit + property + component tests, the production build,
# then the browser tests in Debian's chromium against `vite preview`.
#
# The type check and then the build run beside vitest: svelte-check works on one core, and
# vitest leaves a core idle while it starts and at its tail. svelte-check and vitest read the
# generated files (Paraglide's messages, SvelteKit's types), so those are written first, in the
# layout vitest's Paraglide plugin wants (`npm run generate`): the plugin and SvelteKit's sync
# then write nothing while the others read, and the build compiles its own copy of the messages
# (vite.config.ts). The browser tests need the build and use both cores: they come last.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci
start=$(date +%s)
# Each part prints its wall and CPU time (children included): where the suite's minutes go.
TIMEFORMAT='   (%R s wall, %U s user, %S s system)'
echo "== generated messages and types"
npm run -s generate

side_log=$(mktemp)
# Its own process group (setsid), so that a failed vitest run stops the type check and build too.
setsid bash -c "set -e; TIMEFORMAT='$TIMEFORMAT'; echo '== type check'; time npm run -s check:types; echo '== production build'; time npm run -s build" > "$side_log" 2>&1 &
side=$!
trap 'kill -- -"$side" 2>/dev/null || true' EXIT

echo "== unit, property and component tests (the type check and then the build run beside them)"
time npx vitest run
side_status=0
wait "$side" || side_status=$?
trap - EXIT
cat "$side_log"
rm -f "$side_log"
if [ "$side_status" != 0 ]; then
	echo "== the type check or the build failed (above)"
	exit 1
fi
echo "== unit tests, type check and build done after $(( $(date +%s) - start )) s"
echo "== browser tests"
bash scripts/ensure-chromium.sh
time npx playwright test
echo "== all tests passed in $(( $(date +%s) - start )) s"
