import { type Kysely, sql } from 'kysely';

/**
 * Issue 12, the SANDBOX card processor's charges (adapters/sandbox/sandbox-card-processor.ts), shared by every
 * instance on one database. Amounts are integer cents (bigint).
 * - `sandbox_card_tokens.charge_outcome`: what the saved card's test number does when it is charged later
 *   ('approve', 'decline:<reason>', 'processing_error', 'answer_lost'); the number itself is never kept.
 *   Cards saved before this migration charge as 'approve'.
 * - `sandbox_card_authorizations`: holds on a token, with their expiry (about 7 days, 5 for off-session
 *   Visa: ../shared/design/payments.md); `status` is held, captured or voided (expiry is read from the clock).
 * - `sandbox_card_captures` (at most one per authorization), `sandbox_card_refunds`, `sandbox_card_voids`
 *   (at most one per authorization).
 * - `sandbox_card_charge_requests`: the idempotency keys of authorize, capture, refund and void (one space,
 *   the merchant's), each with its request and first answer, kept 24 hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sandbox_card_tokens add column charge_outcome text not null default 'approve'`.execute(
    db,
  );
  await sql`
    create table sandbox_card_authorizations (
      id text primary key,
      token text not null references sandbox_card_tokens (token),
      user_id bigint not null,
      amount bigint not null check (amount > 0),
      off_session boolean not null,
      status text not null check (status in ('held', 'captured', 'voided')),
      expires_at timestamptz not null,
      idempotency_key text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index sandbox_card_authorizations_user on sandbox_card_authorizations (user_id)`.execute(
    db,
  );
  await sql`
    create table sandbox_card_captures (
      id text primary key,
      authorization_id text not null unique references sandbox_card_authorizations (id),
      amount bigint not null check (amount > 0),
      released bigint not null check (released >= 0),
      idempotency_key text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`
    create table sandbox_card_refunds (
      id text primary key,
      capture_id text not null references sandbox_card_captures (id),
      amount bigint not null check (amount > 0),
      idempotency_key text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index sandbox_card_refunds_capture on sandbox_card_refunds (capture_id)`.execute(db);
  await sql`
    create table sandbox_card_voids (
      id text primary key,
      authorization_id text not null unique references sandbox_card_authorizations (id),
      amount bigint not null check (amount > 0),
      idempotency_key text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`
    create table sandbox_card_charge_requests (
      idempotency_key text primary key,
      request text not null,
      answer text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index sandbox_card_charge_requests_created on sandbox_card_charge_requests (created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_card_charge_requests`.execute(db);
  await sql`drop table if exists sandbox_card_voids`.execute(db);
  await sql`drop table if exists sandbox_card_refunds`.execute(db);
  await sql`drop table if exists sandbox_card_captures`.execute(db);
  await sql`drop table if exists sandbox_card_authorizations`.execute(db);
  await sql`alter table sandbox_card_tokens drop column if exists charge_outcome`.execute(db);
}
