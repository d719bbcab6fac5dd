import { defineConfig } from 'vitest/config';

/**
 * Browser tests (tests/e2e): real Chromium through playwright-core against the real server with the built
 * UI. Two files at a time, each with its own server, data folder and PostgreSQL schema, on the run's one
 * Chromium: one file at a time kept 1.35 of the 2 cores busy (its server and the browser wait on each other),
 * and two at a time took 13 % less wall time (797 s against 919 s on a loaded machine; docs/performance.md,
 * "Fifteenth session").
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    // Fails every test after which a page saw a Content-Security-Policy violation (issue 9 finding 5).
    setupFiles: ['tests/e2e/support/setup.ts'],
    // One Chromium for the run, each file connecting to it with contexts of its own; and one first start's data
    // folder, copied for each server of a file (tests/e2e/support/*.global-setup.ts).
    globalSetup: [
      'tests/e2e/support/chromium.global-setup.ts',
      'tests/e2e/support/data-folder.global-setup.ts',
    ],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for what a person would see; its 1 s default failed correct pages while the machine was
    // busy (a condition met sooner ends the wait at once: never a timed assertion).
    expect: { poll: { timeout: 15_000 } },
  },
});
