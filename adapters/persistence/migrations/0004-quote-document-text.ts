import { type Kysely, sql } from 'kysely';

/**
 * The quote document is stored as text, not jsonb. Nothing queries inside it (the lookup columns sit
 * beside it), and PGlite parses jsonb on every write and renders it on every read: as text, an insert
 * costs about a third less and a read about half (docs/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quotes alter column document type text using document::text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quotes alter column document type jsonb using document::jsonb`.execute(db);
}
