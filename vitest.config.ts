import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    include: [
      'domain/**/*.test.ts',
      'application/**/*.test.ts',
      'adapters/**/*.test.ts',
      // Component tests of the React app; each file opts into happy-dom with a docblock.
      'adapters/**/*.test.tsx',
      'tests/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/property/fast-check-setup.ts', 'tests/support/dom-testing-setup.ts'],
    // Makes the PGlite snapshot once per machine before the workers start (tests/support).
    globalSetup: ['tests/support/pglite-snapshot.global-setup.ts'],
    environment: 'node',
    // A bound on a test, never a measure of speed: the 5 s default failed correct tests that start PGlite or
    // load a lazy screen while the 2-core machine is busy (Testing Library itself waits up to 10 s,
    // tests/support/dom-testing-setup.ts).
    testTimeout: 30_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
