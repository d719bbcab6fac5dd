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
# With the build stamp (scripts/build-stamp.ts): the benchmarks' `npm start` must not rebuild dist/ while another
# benchmark's server serves it (the ui benchmark's quote page then never came).
node scripts/build-stamp.ts --always
# Issue 4's budget: at most 120 kB of gzipped JavaScript before the landing page can run.
npx tsx scripts/check-ui-budget.ts

step "browser tests (real Chromium, the built server; tests/e2e/calendar-days is the calendar's browser pass)"
npx vitest run --config vitest.e2e.config.ts --passWithNoTests

step "benchmarks, each in its quick form (issue 28: a broken benchmark fails here; no time is checked)"
# Two lanes at once, each line labelled with its benchmark: a quick form spends much of its time starting
# servers and browsers and waiting on them, and checks no time, so two share the 2 cores (docs/performance.md,
# "Fifteenth session"). A lane stops at its first failing benchmark; the step fails if either lane did.
bench_lane() {
  local name command status=0
  while [ $# -gt 0 ]; do
    name="$1" command="$2"
    shift 2
    # `|| status=$?` keeps set -e from ending the lane silently; pipefail gives the benchmark's own status.
    bash -c "set -o pipefail; $command 2>&1 | sed -u 's/^/[$name] /'" || status=$?
    if [ "$status" -ne 0 ]; then
      echo "[$name] FAILED (exit $status)"
      return "$status"
    fi
  done
}
bench_lane pricing 'npm run --silent bench -- --quick' \
  api 'npx tsx bench/api.bench.ts --quick' \
  cli 'npm run --silent bench:cli -- --quick' \
  start 'npx tsx bench/start.bench.ts --quick' &
first_lane=$!
bench_lane journey 'npx tsx bench/journey.bench.ts --quick' \
  ui 'npx tsx bench/ui.bench.ts --quick' \
  lighthouse 'npx tsx bench/lighthouse.bench.ts --quick' &
second_lane=$!
lanes_failed=0
wait "$first_lane" || lanes_failed=1
wait "$second_lane" || lanes_failed=1
[ "$lanes_failed" -eq 0 ]
step ""
echo "== all checks and tests passed in $SECONDS s"
