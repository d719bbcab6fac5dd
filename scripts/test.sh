#!/usr/bin/env bash
# Every check and test, in the order that fails fastest. Used by `npm test` and `.ci/run`.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time is printed when the next starts, and the total at the end (docs/performance.md).
step_name=""
step_started=$SECONDS
step() {
  if [ -n "$step_name" ]; then echo "   ($step_name: $((SECONDS - step_started)) s)"; fi
  step_name="$1"
  step_started=$SECONDS
  [ -n "$1" ] && echo "== $1"
  return 0
}

step "tools the tests need"
bash scripts/ensure-chromium.sh
bash scripts/ensure-proxy.sh

step "lint and format (biome)"
npx biome ci .

step "type-check (tsc --noEmit)"
npx tsc --noEmit

step "dependency rule (dependency-cruiser)"
bash scripts/depcheck.sh

step "PostgreSQL for the database tests (they also run on embedded PGlite)"
bash scripts/ensure-postgres.sh
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"

step "example, property and contract tests (vitest), database tests on PGlite and PostgreSQL"
echo "   and two instances on one PostgreSQL behind haproxy (tests/scale-out)"
npx vitest run

step "calendar: the application's suites on nine stress days (issue 25, vitest.calendar.config.ts)"
npx vitest run --config vitest.calendar.config.ts

step "build (customer site, server and CLI bundles) and the landing page's budget"
npm run --silent build
# Issue 4's budget: at most 120 kB of gzipped JavaScript before the landing page can run.
npx tsx scripts/check-ui-budget.ts

step "browser tests (real Chromium, the built server; tests/e2e/calendar-days is the calendar's browser pass)"
npx vitest run --config vitest.e2e.config.ts --passWithNoTests

step "benchmarks, each in its quick form (issue 28: a broken benchmark fails here; no time is checked)"
npm run --silent bench -- --quick
npx tsx bench/api.bench.ts --quick
npx tsx bench/journey.bench.ts --quick
npm run --silent bench:cli -- --quick
npx tsx bench/ui.bench.ts --quick
npx tsx bench/start.bench.ts --quick
npx tsx bench/lighthouse.bench.ts --quick
step ""
echo "== all checks and tests passed in $SECONDS s"
