import { type Kysely, sql } from 'kysely';

/**
 * Issue 12, the Affirm checkouts the server opened for booking (application/ports/affirm-booking-checkouts.ts):
 * which Idempotency-Key opened which checkout, and the card processor's token the approved loan's single-use
 * virtual card was saved as (Affirm hands the card over once, so the token is kept to answer again).
 * - Never the virtual card's number or security code (PCI DSS v4 3.3.1.2, 3.5.1): only the processor's
 *   token, the brand, the last four digits, the expiry, the cardholder's name and ZIP.
 * - One checkout per user and key; one saved card per checkout (written once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table affirm_booking_checkouts (
      checkout_id text primary key,
      window_url text not null,
      quote_id bigint not null references quotes (id),
      user_id bigint not null,
      flow text not null check (flow in ('AffirmVCN', 'AffirmLite')),
      idempotency_key text not null,
      opened_at timestamptz not null,
      card_token text unique,
      card_type text,
      card_last_four text check (card_last_four ~ '^[0-9]{4}$'),
      card_expiration_date text,
      card_name text,
      card_zip text,
      checkout_token text,
      approved_cents bigint check (approved_cents > 0),
      card_saved_at timestamptz,
      unique (user_id, idempotency_key),
      check ((card_saved_at is null) = (card_token is null)),
      check ((card_saved_at is null) = (card_last_four is null)),
      check ((card_saved_at is null) = (checkout_token is null)),
      check ((card_saved_at is null) = (approved_cents is null))
    )`.execute(db);
  await sql`create index affirm_booking_checkouts_quote on affirm_booking_checkouts (quote_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists affirm_booking_checkouts`.execute(db);
}
