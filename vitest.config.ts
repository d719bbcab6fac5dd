import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Tests of pure code (see the 'pure' project). */
const PURE = ['domain/**/*.test.ts', 'tests/property/**/*.test.ts'];
/**
 * Files that get a module graph of their own (the 'page' and 'isolated' projects): the scale-out suite, the
 * React app's tests (in one module graph they failed by timing out on a loaded machine: timers and caches of
 * the screens before them live on in the worker), and the files that replace a module with vi.mock.
 */
const ISOLATED = [
  'tests/scale-out/**/*.test.ts',
  'tests/support/**/*.test.ts',
  'adapters/react-ui/**/*.test.ts',
  'adapters/react-ui/**/*.test.tsx',
  'adapters/http/client/fetch-relomove-api.checked.test.ts',
];

/** The React app's tests that run the real application in process (the relomove-page environment). */
const REAL_API = 'adapters/react-ui/**/*.real-api.test.tsx';
/** The 'page' project: the React app's other tests. */
const PAGE = ['adapters/react-ui/**/!(*.real-api).test.ts', 'adapters/react-ui/**/!(*.real-api).test.tsx'];

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
        // The pure rules (domain/, and the properties over them): no I/O, no globals, no DOM.
        extends: true,
        test: { name: 'pure', include: PURE, isolate: false },
      },
      {
        // The use cases, the server-side adapters' own tests, the scripts and the contract suites, without a fresh
        // module graph per file (issue 29): importing the graph again for each file was a third of these files'
        // time, and 43 % of the contract suites' CPU. They hold no state in modules between files: each test
        // makes its own container, server and database, and only reads process.env (the one that sets a variable
        // puts it back); the fixtures count their move dates per server (tests/fixtures/reservation.ts).
        // docs/performance.md, "Suite time, 2026-12-05 (sixth session)" and "(seventh session)".
        extends: true,
        test: {
          name: 'shared-modules',
          include: [
            'application/**/*.test.ts',
            'adapters/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/contract/**/*.test.ts',
          ],
          exclude: ['node_modules/**', ...ISOLATED],
          isolate: false,
        },
      },
      {
        // The React app's own tests (happy-dom, msw): a module graph each, in a VM context of a worker that
        // stays (vitest's vmThreads pool), not a new worker process per file: these 54 files took 56 s of wall
        // time and 104 s of CPU in forks, 17 s and 29 s this way (docs/performance.md, "Tenth session").
        extends: true,
        test: {
          name: 'page',
          include: ['adapters/react-ui/**/*.test.ts', 'adapters/react-ui/**/*.test.tsx'],
          exclude: ['node_modules/**', REAL_API],
          pool: 'vmThreads',
        },
      },
      {
        // The rest of the isolated files, the real-api page tests among them: PGlite's WebAssembly cannot run
        // in a VM context (its function table refuses the context's functions), so these get a worker thread
        // each, which costs less than a process.
        extends: true,
        test: {
          name: 'isolated',
          include: ISOLATED,
          exclude: ['tests/e2e/**', 'node_modules/**', ...PURE, ...PAGE],
          pool: 'threads',
        },
      },
    ],
  },
});
