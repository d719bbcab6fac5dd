import type { ColumnType } from 'kysely';

/**
 * The tables of the sandbox processor's own state (migrations 0010-saved-cards and 0013-sandbox-card-charges),
 * and the shared_secrets row of its fingerprint key (migration 0006). Declared here rather than in persistence/schema.ts because a
 * sandbox adapter does not import the persistence adapter (the dependency rule); the composition hands it
 * the same Kysely instance.
 */
export interface SandboxCardTables {
  sandbox_card_tokens: {
    token: string;
    user_id: number;
    brand: string;
    last_four: string;
    /** 'MM/YYYY'. */
    expiration_date: string;
    name_on_card: string;
    billing_zip: string;
    /** What the card's test number does when charged later (a ChargeOutcome's code); default 'approve'. */
    charge_outcome: ColumnType<string, string | undefined, never>;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_card_requests: {
    user_id: number;
    idempotency_key: string;
    /** HMAC-SHA256 of the request under a shared secret: never the card number itself. */
    fingerprint: string;
    /** The first answer (a CardVerification as JSON): tokens, brands and last fours only. */
    answer: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_card_authorizations: {
    id: string;
    token: string;
    user_id: number;
    amount: number;
    off_session: boolean;
    /** 'held', 'captured' or 'voided'; a held one past expires_at is expired (read from the clock). */
    status: string;
    expires_at: ColumnType<Date, string, never>;
    idempotency_key: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_card_captures: {
    id: string;
    authorization_id: string;
    amount: number;
    /** The authorized amount the capture did not take, released to the card. */
    released: number;
    idempotency_key: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_card_refunds: {
    id: string;
    capture_id: string;
    amount: number;
    idempotency_key: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_card_voids: {
    id: string;
    authorization_id: string;
    /** The whole authorized amount, released. */
    amount: number;
    idempotency_key: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_card_charge_requests: {
    idempotency_key: string;
    /** The request as JSON (operation and fields: tokens, references and amounts, no card data). */
    request: string;
    /** The first answer as JSON. */
    answer: string;
    created_at: ColumnType<Date, string, never>;
  };
  shared_secrets: {
    name: string;
    value: string;
    created_at: ColumnType<Date, string, never>;
  };
}
