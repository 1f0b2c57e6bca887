#!/usr/bin/env bash
# `npm test`: everything, in two lanes side by side (issue 11: a 2-core machine does both at once):
#   checks   typecheck, lint, then the unit and API tests (Vitest; SQLite, and PostgreSQL when
#            reachable), in the order that fails fastest;
#   browser  the build, then the browser tests in Debian's Chromium (Playwright, a server each).
# Every line is printed as it comes, marked with its lane. Either lane failing fails npm test, after
# both have finished; the summary adds up both reports.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p e2e/artifacts
status_dir=$(mktemp -d)
trap 'rm -rf "$status_dir"' EXIT

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

# Runs a lane with its output marked "[name] ", and records its exit status in the status folder.
lane() {
  local name=$1
  shift
  {
    set +e
    (
      set -e
      "$@"
    ) 2>&1
    echo $? >"$status_dir/$name"
  } | sed -u "s/^/[$name] /"
}

checks() {
  step "Typecheck"
  npm run --silent typecheck
  step "Lint and format (Biome)"
  npx biome check .
  step "Unit and API tests (Vitest)"
  npx vitest run --reporter=default --reporter=json --outputFile.json=e2e/artifacts/vitest.json
}

browser() {
  step "Build"
  npm run --silent build
  step "Browser tests (Playwright, Chromium)"
  node scripts/ensure-chromium.mjs
  (cd e2e && npx playwright test)
}

# The domain and server builds are the first part of both the typecheck and the build (tsc -b):
# made once here, so the lanes never write the same files at once (tsc -b then finds them current).
step "Compile the domain package and the server (tsc -b)"
node scripts/tsc.mjs -b packages/domain apps/server

rm -f e2e/artifacts/vitest.json e2e/artifacts/results.json
lane checks checks &
checks_lane=$!
lane browser browser &
browser_lane=$!
wait "$checks_lane" "$browser_lane" || true

failed=()
for name in checks browser; do
  [ "$(cat "$status_dir/$name" 2>/dev/null || echo 1)" = 0 ] || failed+=("$name")
done

step "Summary"
echo "npm test took ${SECONDS} s (issue 11's budget: 480 s on a 2-core machine)."
summary=0
node scripts/summarise-tests.mjs e2e/artifacts/vitest.json e2e/artifacts/results.json || summary=$?
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed: ${failed[*]} (the lines above marked with that lane name say what)." >&2
  exit 1
fi
exit "$summary"
