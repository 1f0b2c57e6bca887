#!/usr/bin/env bash
# `npm test`: everything, in the order that fails fastest — typecheck, lint, unit and API tests
# (SQLite, and PostgreSQL when reachable), build, then the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p e2e/artifacts

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "Typecheck"
npm run --silent typecheck

step "Lint and format (Biome)"
npx biome check .

step "Unit and API tests (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=e2e/artifacts/vitest.json

step "Build"
npm run --silent build

step "Browser tests (Playwright, Chromium)"
node scripts/ensure-chromium.mjs
(cd e2e && npx playwright test)

step "Summary"
node scripts/summarise-tests.mjs e2e/artifacts/vitest.json e2e/artifacts/results.json
