import { type Kysely, sql } from 'kysely';

/**
 * Issue 11, the SANDBOX card processor's state (adapters/sandbox/sandbox-card-processor.ts), shared by every
 * instance on one database:
 * - `sandbox_card_tokens`: each card saved as a reusable token after a $0 verification, with its owner.
 *   Only the token, brand, last four digits, expiry (MM/YYYY), name and billing ZIP: never the card number
 *   or the security code (PCI DSS v4 3.3.1.2, 3.5.1; ../shared/design/payments.md).
 * - `sandbox_card_requests`: the idempotency keys, per user, with a keyed hash (HMAC-SHA256) of the request
 *   and its first answer, kept 24 hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sandbox_card_tokens (
      token text primary key,
      user_id bigint not null,
      brand text not null,
      last_four text not null,
      expiration_date text not null,
      name_on_card text not null,
      billing_zip text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index sandbox_card_tokens_user on sandbox_card_tokens (user_id)`.execute(db);
  await sql`
    create table sandbox_card_requests (
      user_id bigint not null,
      idempotency_key text not null,
      fingerprint text not null,
      answer text not null,
      created_at timestamptz not null,
      primary key (user_id, idempotency_key)
    )`.execute(db);
  await sql`create index sandbox_card_requests_created on sandbox_card_requests (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_card_requests`.execute(db);
  await sql`drop table if exists sandbox_card_tokens`.execute(db);
}
