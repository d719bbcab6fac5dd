import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'domain/**/*.test.ts',
      'application/**/*.test.ts',
      'adapters/**/*.test.ts',
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
