/**
 * Optional vitest globalSetup: makes the PGlite snapshots (test-databases.ts: empty and migrated) once, before the test
 * workers start, so that on a fresh clone two workers don't both pay PGlite's cold start.
 * Wire it with `globalSetup: ['adapters/persistence/pglite-snapshot.global-setup.ts']`.
 */
import { warmUpDatabases } from './test-databases';

export default async function setup(): Promise<void> {
  await warmUpDatabases();
}
