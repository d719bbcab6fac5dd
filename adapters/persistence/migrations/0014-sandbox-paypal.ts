import { type Kysely, sql } from 'kysely';

/**
 * Issue 12, the SANDBOX PayPal's state (adapters/sandbox/sandbox-paypal.ts), shared by every instance on one
 * database. Amounts are integer cents; times are the injected clock's.
 * - `sandbox_paypal_orders`: each order (intent AUTHORIZE) with its owner, status, return and cancel URLs,
 *   and once approved its payer and funding source.
 * - `sandbox_paypal_authorizations`: at most one open (CREATED) authorization per order; a reauthorization
 *   is a new row that names the one it replaced.
 * - `sandbox_paypal_captures`: at most one capture per authorization (the primary key on authorization_id
 *   keeps it so even if the adapter's own check were bypassed).
 * - `sandbox_paypal_voids`, `sandbox_paypal_refunds`: what was released and given back.
 * - `sandbox_paypal_requests`: every PayPal-Request-Id with its request and first answer, kept for good.
 * Each record table has a `seq` (identity): the order the sandbox wrote its rows in, for listing them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sandbox_paypal_orders (
      seq bigint generated always as identity unique,
      order_id text primary key,
      quote_id bigint not null,
      user_id bigint not null,
      amount_cents bigint not null check (amount_cents > 0),
      status text not null,
      return_url text not null,
      cancel_url text not null,
      funding_source text,
      declined_funding_source text,
      payer_id text,
      request_id text not null,
      created_at timestamptz not null,
      approved_at timestamptz
    )`.execute(db);
  await sql`create index sandbox_paypal_orders_quote on sandbox_paypal_orders (quote_id)`.execute(db);
  await sql`
    create table sandbox_paypal_authorizations (
      seq bigint generated always as identity unique,
      authorization_id text primary key,
      order_id text not null references sandbox_paypal_orders (order_id),
      amount_cents bigint not null check (amount_cents > 0),
      status text not null,
      reauthorization_of text references sandbox_paypal_authorizations (authorization_id),
      request_id text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      honor_until timestamptz not null
    )`.execute(db);
  await sql`create index sandbox_paypal_authorizations_order on sandbox_paypal_authorizations (order_id)`.execute(
    db,
  );
  await sql`
    create unique index sandbox_paypal_authorizations_one_open
      on sandbox_paypal_authorizations (order_id) where status = 'CREATED'`.execute(db);
  await sql`
    create table sandbox_paypal_captures (
      seq bigint generated always as identity unique,
      capture_id text primary key,
      authorization_id text not null unique references sandbox_paypal_authorizations (authorization_id),
      order_id text not null references sandbox_paypal_orders (order_id),
      amount_cents bigint not null check (amount_cents > 0),
      request_id text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`
    create table sandbox_paypal_voids (
      seq bigint generated always as identity unique,
      authorization_id text primary key references sandbox_paypal_authorizations (authorization_id),
      order_id text not null references sandbox_paypal_orders (order_id),
      amount_cents bigint not null,
      request_id text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`
    create table sandbox_paypal_refunds (
      seq bigint generated always as identity unique,
      refund_id text primary key,
      capture_id text not null references sandbox_paypal_captures (capture_id),
      order_id text not null references sandbox_paypal_orders (order_id),
      amount_cents bigint not null check (amount_cents > 0),
      request_id text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index sandbox_paypal_refunds_capture on sandbox_paypal_refunds (capture_id)`.execute(db);
  await sql`
    create table sandbox_paypal_requests (
      request_id text primary key,
      request text not null,
      answer text,
      created_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sandbox_paypal_requests',
    'sandbox_paypal_refunds',
    'sandbox_paypal_voids',
    'sandbox_paypal_captures',
    'sandbox_paypal_authorizations',
    'sandbox_paypal_orders',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
