import { type Kysely, sql } from 'kysely';

/**
 * Issue 12, the SANDBOX Affirm's state (adapters/sandbox/sandbox-affirm.ts), shared by every instance on one
 * database: one row per checkout, from its opening through the application window's answer (§4 Initial,
 * HasNotApplied, Success, Failure) to the loan's cancellation or finalization.
 * - Never the virtual card's number or security code: they are made when the card is handed over, once, and
 *   only the last four digits are kept (PCI DSS v4 3.3.1.2, 3.5.1; docs/decisions.md).
 * - `version` makes every change a compare-and-set, so that two instances never approve, cancel or
 *   finalize a checkout twice, nor hand its card over twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sandbox_affirm_checkouts (
      checkout_id text primary key,
      quote_id bigint not null,
      user_id bigint not null,
      flow text not null check (flow in ('AffirmVCN', 'AffirmLite')),
      amount_cents bigint not null check (amount_cents > 0),
      return_url text not null,
      application_state text not null
        check (application_state in ('Initial', 'HasNotApplied', 'Success', 'Failure')),
      version integer not null,
      opened_at timestamptz not null,
      decided_at timestamptz,
      approved_at timestamptz,
      approved_cents bigint check (approved_cents > 0),
      checkout_token text unique,
      card_id text unique,
      card_expiration_month text,
      card_expiration_year text,
      card_cardholder_name text,
      card_billing_zip text,
      card_last_four text check (card_last_four ~ '^[0-9]{4}$'),
      card_handed_over_at timestamptz,
      cancelled_at timestamptz,
      captured_cents bigint check (captured_cents >= 0 and captured_cents <= approved_cents),
      finalized_at timestamptz,
      check ((application_state = 'Success') = (approved_at is not null and approved_cents is not null
        and checkout_token is not null and card_id is not null)),
      check ((card_handed_over_at is null) = (card_last_four is null)),
      check ((finalized_at is null) = (captured_cents is null)),
      check (cancelled_at is null or finalized_at is null)
    )`.execute(db);
  await sql`create index sandbox_affirm_checkouts_quote on sandbox_affirm_checkouts (quote_id)`.execute(db);
  await sql`create index sandbox_affirm_checkouts_user on sandbox_affirm_checkouts (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_affirm_checkouts`.execute(db);
}
