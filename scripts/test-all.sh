#!/usr/bin/env bash
# Every test of the project: types, unit + property + component tests, the production build,
# then the browser tests in Debian's chromium against `vite preview`.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci
start=$(date +%s)
# Each part prints its wall and CPU time (children included): where the suite's minutes go.
TIMEFORMAT='   (%R s wall, %U s user, %S s system)'
echo "== type check"
npm run -s check
echo "== unit, property and component tests"
time npx vitest run
echo "== production build"
npm run -s build
echo "== browser tests"
bash scripts/ensure-chromium.sh
time npx playwright test
echo "== all tests passed in $(( $(date +%s) - start )) s"
