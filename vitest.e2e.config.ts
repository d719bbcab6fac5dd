import { defineConfig } from 'vitest/config';

/**
 * Browser tests (tests/e2e): real Chromium through playwright-core against the real server with the built
 * UI. One file at a time: each starts its own server, and the machine has two cores (two files at a time took
 * 10 % less wall time and more CPU on the loaded 2-core machine: docs/performance.md, "Suite time, 2026-11-26
 * (second cut)").
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
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for what a person would see; its 1 s default failed correct pages while the machine was
    // busy (a condition met sooner ends the wait at once: never a timed assertion).
    expect: { poll: { timeout: 15_000 } },
  },
});
