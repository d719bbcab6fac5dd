import { type Kysely, sql } from 'kysely';

/**
 * Issue 9, several instances on one database: the proof-of-work captcha's state moves out of each
 * process. `shared_secrets` holds secrets generated once by whichever instance asks first (an atomic
 * insert-if-absent), so every instance signs and verifies challenges with the same HMAC key;
 * `captcha_spent` remembers each spent challenge until it expires, so a solution verifies once across
 * all instances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table shared_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`
    create table captcha_spent (
      signature text primary key,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index captcha_spent_expiry on captcha_spent (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists captcha_spent`.execute(db);
  await sql`drop table if exists shared_secrets`.execute(db);
}
