import type { ColumnType, Selectable } from 'kysely';

/**
 * The SANDBOX Affirm's own table (migration 0015-sandbox-affirm). Declared here rather than in
 * persistence/schema.ts because a sandbox adapter does not import the persistence adapter (the dependency
 * rule); the composition hands it the same Kysely instance (`db.withTables<SandboxAffirmTables>()`).
 */
export type SandboxAffirmTables = {
  sandbox_affirm_checkouts: {
    checkout_id: string;
    quote_id: number;
    user_id: number;
    flow: string;
    amount_cents: number;
    return_url: string;
    application_state: string;
    /** Raised by every change: each change is a compare-and-set on it. */
    version: number;
    opened_at: ColumnType<Date, string, never>;
    decided_at: ColumnType<Date | null, string | null, string | null>;
    approved_at: ColumnType<Date | null, string | null, string | null>;
    approved_cents: number | null;
    checkout_token: string | null;
    card_id: string | null;
    card_expiration_month: string | null;
    card_expiration_year: string | null;
    card_cardholder_name: string | null;
    card_billing_zip: string | null;
    /** Set with card_handed_over_at, from the number made at the handover; the number itself is never kept. */
    card_last_four: string | null;
    card_handed_over_at: ColumnType<Date | null, string | null, string | null>;
    cancelled_at: ColumnType<Date | null, string | null, string | null>;
    captured_cents: number | null;
    finalized_at: ColumnType<Date | null, string | null, string | null>;
  };
};

/** A checkout's row as read. */
export type CheckoutRow = Selectable<SandboxAffirmTables['sandbox_affirm_checkouts']>;

/** A checkout's row as written (its times as ISO strings). */
export type WritableRow = Omit<
  CheckoutRow,
  'opened_at' | 'decided_at' | 'approved_at' | 'card_handed_over_at' | 'cancelled_at' | 'finalized_at'
> & {
  decided_at: string | null;
  approved_at: string | null;
  card_handed_over_at: string | null;
  cancelled_at: string | null;
  finalized_at: string | null;
};
