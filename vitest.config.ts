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
    setupFiles: ['tests/property/fast-check-setup.ts'],
    // Makes the PGlite snapshot once per machine before the workers start (tests/support).
    globalSetup: ['tests/support/pglite-snapshot.global-setup.ts'],
    environment: 'node',
  },
});
