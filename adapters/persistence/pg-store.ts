import type { Kysely } from 'kysely';
import type { Schema } from './schema';

/** The base of the stores whose only state is the database they read and write (on PGlite or PostgreSQL). */
export abstract class PgStore {
  protected readonly db: Kysely<Schema>;

  constructor(db: Kysely<Schema>) {
    this.db = db;
  }
}
