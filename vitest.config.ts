import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Tests of pure code: run without per-file isolation (see the 'pure' project). */
const PURE = ['domain/**/*.test.ts', 'tests/property/**/*.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      // `// @vitest-environment relomove-page` (tests/support/happy-dom-real-api-environment.ts).
      'vitest-environment-relomove-page': fileURLToPath(
        new URL('./tests/support/happy-dom-real-api-environment.ts', import.meta.url),
      ),
    },
  },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/property/fast-check-setup.ts', 'tests/support/dom-testing-setup.ts'],
    // Makes the PGlite snapshots (empty and migrated) once per machine before the workers start (tests/support).
    globalSetup: ['tests/support/pglite-snapshot.global-setup.ts'],
    environment: 'node',
    // One worker per core. vitest's default for `run` is one core fewer, which is a single worker on the
    // 2-core CI machine while its main process mostly waits once the files are transformed (docs/performance.md,
    // "Suite time, 2026-11-26"). The files are written to run side by side: each PostgreSQL test has its own
    // schema, each PGlite its own memory, each server or child process its own free port.
    maxWorkers: availableParallelism(),
    // A bound on a test, never a measure of speed: the 5 s default failed correct tests that start PGlite or
    // load a lazy screen while the 2-core machine is busy (Testing Library itself waits up to 10 s,
    // tests/support/dom-testing-setup.ts).
    testTimeout: 60_000,
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        // The pure rules (domain/, and the properties over them): no I/O, no globals, no DOM. One worker
        // runs many files without a fresh module graph for each, which is most of their time otherwise.
        extends: true,
        test: { name: 'pure', include: PURE, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'adapters',
          include: [
            'application/**/*.test.ts',
            'adapters/**/*.test.ts',
            // Component tests of the React app; each file opts into happy-dom with a docblock.
            'adapters/**/*.test.tsx',
            'tests/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['tests/e2e/**', 'node_modules/**', ...PURE],
        },
      },
    ],
  },
});
