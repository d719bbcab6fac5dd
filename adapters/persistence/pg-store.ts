import type { Kysely } from 'kysely';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { Schema } from './schema';

/** The base of the stores whose only state is the database they read and write (on PGlite or PostgreSQL). */
export abstract class PgStore {
  protected readonly db: Kysely<Schema>;

  constructor(db: Kysely<Schema>) {
    this.db = db;
  }
}

/** A date column as 'YYYY-MM-DD' (both drivers are set to answer its text; a Date is read in UTC). */
export function dateColumn(value: string | Date): IsoDate {
  return (typeof value === 'string' ? value : value.toISOString()).slice(0, 10) as IsoDate;
}
