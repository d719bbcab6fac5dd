#!/usr/bin/env bash
# Every check and test, in the order that fails fastest. Used by `npm test` and `.ci/run`.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== tools the tests need"
bash scripts/ensure-chromium.sh
bash scripts/ensure-proxy.sh

echo "== lint and format (biome)"
npx biome ci .

echo "== type-check (tsc --noEmit)"
npx tsc --noEmit

echo "== dependency rule (dependency-cruiser)"
bash scripts/depcheck.sh

echo "== PostgreSQL for the database tests (they also run on embedded PGlite)"
bash scripts/ensure-postgres.sh
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"

echo "== example, property and contract tests (vitest), database tests on PGlite and PostgreSQL,"
echo "   and two instances on one PostgreSQL behind haproxy (tests/scale-out)"
npx vitest run

echo "== build (customer site, server and CLI bundles), then browser tests (real Chromium, real server)"
npm run --silent build
# Issue 4's budget: at most 120 kB of gzipped JavaScript before the landing page can run.
npx tsx scripts/check-ui-budget.ts
npx vitest run --config vitest.e2e.config.ts --passWithNoTests

echo "== benchmark (short run)"
npm run --silent bench -- --quick
npm run --silent bench:cli -- --quick
npx tsx bench/ui.bench.ts --quick
npx tsx bench/start.bench.ts --quick
