import { type Kysely, sql } from 'kysely';

/**
 * Accounts: the user's own contact record (§3 Contact: FirstName, LastName, PhoneNumber) on users;
 * a public id and an explicit creation time on sessions (idle and absolute expiry are computed from
 * them); the throttle's clean-up reads login_attempts by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column first_name text not null default '',
      add column last_name text not null default '',
      add column phone_number text not null default '' check (phone_number ~ '^[0-9]*$')`.execute(db);

  // No code wrote sessions before this migration; any row would lack a public id, so none is kept.
  await sql`delete from sessions`.execute(db);
  await sql`
    alter table sessions
      add column public_id text not null unique,
      alter column created_at drop default`.execute(db);

  await sql`create index login_attempts_time on login_attempts (attempted_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists login_attempts_time`.execute(db);
  await sql`alter table sessions drop column if exists public_id, alter column created_at set default now()`.execute(
    db,
  );
  await sql`
    alter table users
      drop column if exists first_name,
      drop column if exists last_name,
      drop column if exists phone_number`.execute(db);
}
