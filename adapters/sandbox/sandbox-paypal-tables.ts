import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, string, string>;

/**
 * The tables of the sandbox PayPal's own state (migration 0014-sandbox-paypal). Declared here rather than in
 * persistence/schema.ts because a sandbox adapter does not import the persistence adapter (the dependency
 * rule); the composition hands it the same Kysely instance (`database.db.withTables<SandboxPayPalTables>()`,
 * which is why this is a type, not an interface: withTables wants an index signature).
 */
export type SandboxPayPalTables = {
  sandbox_paypal_orders: {
    /** The order the rows were written in. */
    seq: Generated<number>;
    order_id: string;
    quote_id: number;
    user_id: number;
    amount_cents: number;
    status: string;
    return_url: string;
    cancel_url: string;
    funding_source: string | null;
    declined_funding_source: string | null;
    payer_id: string | null;
    request_id: string;
    created_at: ColumnType<Date, string, never>;
    approved_at: ColumnType<Date | null, string | null, string | null>;
  };
  sandbox_paypal_authorizations: {
    /** The order the rows were written in. */
    seq: Generated<number>;
    authorization_id: string;
    order_id: string;
    amount_cents: number;
    status: string;
    reauthorization_of: string | null;
    request_id: string;
    created_at: ColumnType<Date, string, never>;
    expires_at: Timestamp;
    honor_until: Timestamp;
  };
  sandbox_paypal_captures: {
    /** The order the rows were written in. */
    seq: Generated<number>;
    capture_id: string;
    authorization_id: string;
    order_id: string;
    amount_cents: number;
    request_id: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_paypal_voids: {
    /** The order the rows were written in. */
    seq: Generated<number>;
    authorization_id: string;
    order_id: string;
    amount_cents: number;
    request_id: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_paypal_refunds: {
    /** The order the rows were written in. */
    seq: Generated<number>;
    refund_id: string;
    capture_id: string;
    order_id: string;
    amount_cents: number;
    request_id: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_paypal_requests: {
    request_id: string;
    /** The request as JSON: the operation and its arguments (no secrets: ids, amounts, URLs). */
    request: string;
    /** The first answer as JSON, `{ ok: true, value }` or `{ ok: false, error }`; written before the request's transaction commits. */
    answer: string | null;
    created_at: ColumnType<Date, string, never>;
  };
};
