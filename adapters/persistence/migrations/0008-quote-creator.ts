import { type Kysely, sql } from 'kysely';

/**
 * Issue 10 "Quote privacy": who created a quote, so that a §4 Dupe answers the quote (and its link) only
 * to the visitor who made it. `created_by` holds an opaque key of the creator (a SHA-256 of the visitor
 * cookie, never the cookie itself), null for quotes made before this migration and by staff tools.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quotes add column created_by text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quotes drop column if exists created_by`.execute(db);
}
