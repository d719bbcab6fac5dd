import type { Migration } from 'kysely';
import * as m0001 from './0001-initial';

/**
 * Every migration, by name, in order. A static object (not a folder scan) so that it works the same
 * under tsx, vitest and a bundler. Add a new file and one line here; never edit a shipped migration.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
};
