import { type Kysely, sql } from 'kysely';

/**
 * Issue 14 preferences: what each customer chose to receive, one row per lower-cased email address (the
 * unsubscribe link and the dashboard change the same row). opted_out holds the optional categories turned
 * off (survey, tips); an address with no row has the defaults (texts on, nothing turned off).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table message_preferences (
      email text primary key check (email = lower(email) and char_length(email) between 1 and 254),
      sms_enabled boolean not null,
      opted_out text[] not null default '{}' check (opted_out <@ array['survey', 'tips']::text[]),
      updated_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists message_preferences`.execute(db);
}
