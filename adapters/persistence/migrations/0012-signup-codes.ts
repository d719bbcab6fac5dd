import { type Kysely, sql } from 'kysely';

/**
 * Issue 11, customer sign-up inside the reservation flow: a sign-up waits here for the 6-digit code emailed
 * to its address. One row per email (a new request replaces the old); the code is kept only as a keyed hash
 * and the password only as the PasswordHasher's hash. `attempts` counts the tries of the code (at most 5),
 * and the row stops counting at `expires_at` (30 minutes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table signup_codes (
      email text primary key,
      code_hash text not null,
      first_name text not null,
      last_name text not null,
      phone_number text not null check (phone_number ~ '^[0-9]*$'),
      password_hash text not null,
      quote_id bigint,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index signup_codes_expiry on signup_codes (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists signup_codes`.execute(db);
}
