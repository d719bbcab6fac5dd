import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { CALENDAR_DAYS } from './tests/support/calendar-days';

/**
 * Issue 25 "Prove it over the calendar" (scripts/test.sh, the calendar step): the application's use-case
 * suites once for each stress day of tests/support/calendar-days.ts, each as its own project with the suite's
 * today set to that day (RELOMOVE_TEST_TODAY: tests/support/test-today.ts moves every TestClock, the shared
 * fixtures' move dates and the servers' SANDBOX_CLOCK with it). The domain's date rules are swept over every
 * day of two years by tests/property/calendar-sweep.property.test.ts in the main run, and the product in a
 * browser by tests/e2e/calendar-days.e2e.test.ts in the browser step.
 */
export default defineConfig({
  test: {
    // tests/support/calendar-day-guard.ts fails a file whose modules hold another project's day.
    setupFiles: ['tests/property/fast-check-setup.ts', 'tests/support/calendar-day-guard.ts'],
    environment: 'node',
    // The use-case suites are pure in-memory tests: a fresh module graph for each of the 9 x 26 file runs was
    // nearly all of this step's time (issue 29; docs/performance.md "Suite time, 2026-12-05 (sixth session)").
    isolate: false,
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    projects: CALENDAR_DAYS.map(({ day }) => ({
      extends: true,
      test: {
        name: day,
        include: ['application/**/*.test.ts'],
        // Rate card against rate card on sample lanes: no date rule, and the slowest file.
        exclude: ['application/staff/compare-rate-cards.test.ts'],
        env: { RELOMOVE_TEST_TODAY: day },
      },
    })),
  },
});
