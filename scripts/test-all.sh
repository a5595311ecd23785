#!/usr/bin/env bash
# Every test of the project: types, unit + property + component tests, the production build,
# then the browser tests in Debian's chromium against `vite preview`.
#
# The type check runs beside vitest: svelte-check works on one core, and vitest leaves a core
# idle while it starts and at its tail. Both read the generated files (Paraglide's messages,
# SvelteKit's types), so those are written first, in the layout vitest's Paraglide plugin wants
# (`npm run generate`): the plugin and SvelteKit's sync then write nothing while svelte-check
# reads. The build comes after both (it writes Paraglide's production layout over the messages),
# then the browser tests, which need the build and use both cores.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci
start=$(date +%s)
# Each part prints its wall and CPU time (children included): where the suite's minutes go.
TIMEFORMAT='   (%R s wall, %U s user, %S s system)'
echo "== generated messages and types"
npm run -s generate

check_log=$(mktemp)
# Its own process group (setsid), so that a failed vitest run stops the type check too.
setsid bash -c "TIMEFORMAT='$TIMEFORMAT'; time npm run -s check:types" > "$check_log" 2>&1 &
check=$!
trap 'kill -- -"$check" 2>/dev/null || true' EXIT

echo "== unit, property and component tests (the type check runs beside them)"
time npx vitest run
check_status=0
wait "$check" || check_status=$?
trap - EXIT
echo "== type check"
cat "$check_log"
rm -f "$check_log"
if [ "$check_status" != 0 ]; then
	echo "== the type check failed (above)"
	exit 1
fi

echo "== production build"
npm run -s build
echo "== browser tests"
bash scripts/ensure-chromium.sh
time npx playwright test
echo "== all tests passed in $(( $(date +%s) - start )) s"
