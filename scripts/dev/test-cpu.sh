#!/usr/bin/env bash
# CPU seconds of one logic test file without vitest around it: the file is bundled with esbuild
# ($lib aliased, vitest replaced by scripts/dev/vitest-shim.mjs) and run by plain node, which
# prints each test's CPU seconds; /usr/bin/time prints the process's user and system seconds.
# CPU, not wall time, so that two versions compared on the shared machine see the same work
# (load still inflates it somewhat: compare back to back, twice each).
# Usage: scripts/dev/test-cpu.sh tests/property/risk.test.ts [--cpu-prof]   (env passes through,
# e.g. RISK_PROPERTY_GAMES=300); with --cpu-prof, the profile is summarised by
# scripts/dev/cpuprofile-summary.mjs. ROOT=<tree> runs another checkout's copy (same node_modules).
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
root="${ROOT:-$here}"
file="$1"
out="$(mktemp -d /tmp/test-cpu.XXXXXX)"
printf "import '%s';\nimport { __run } from 'vitest';\nawait __run();\n" "$root/$file" > "$out/entry.mjs"
(cd "$root" && npx esbuild "$out/entry.mjs" --bundle --platform=node --format=esm --alias:\$lib=./src/lib \
	--alias:vitest="$here/scripts/dev/vitest-shim.mjs" --outfile="$out/bundle.mjs" --log-level=error \
	--banner:js="import { createRequire } from 'module'; const require = createRequire(import.meta.url);")
if [ "${2:-}" = "--cpu-prof" ]; then
	node --cpu-prof --cpu-prof-dir="$out" "$out/bundle.mjs"
	node "$here/scripts/dev/cpuprofile-summary.mjs" "$out"/*.cpuprofile
	echo "profile and bundle: $out"
else
	/usr/bin/time -f '%U s user, %S s system, %e s wall' node "$out/bundle.mjs"
	rm -rf "$out"
fi
