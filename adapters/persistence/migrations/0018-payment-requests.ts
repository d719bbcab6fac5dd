import { type Kysely, sql } from 'kysely';

/**
 * Issue 12: the first answer of each money request (POST payments/pay, POST moves/{id}/cancel) by the
 * caller's idempotency key (application/ports/payment-requests.ts), so a retry with the key gets that
 * answer again on every instance, and the key with another request is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_requests (
      user_id bigint not null references users (id) on delete cascade,
      idempotency_key text not null,
      operation text not null check (operation in ('pay', 'cancel')),
      quote_id bigint not null references quotes (id),
      request_hash text not null,
      answer text not null,
      created_at timestamptz not null,
      primary key (user_id, idempotency_key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists payment_requests`.execute(db);
}
