import type { ColumnType } from 'kysely';

// Tables of the Schema (schema.ts): the SANDBOX card processor's own state, which it reads and writes through
// the same types (adapters/sandbox/sandbox-card-tables.ts picks them from the Schema).

/** The sandbox card processor's saved cards (migration 0010): never the number or the security code. */
export interface SandboxCardTokensTable {
  token: string;
  user_id: number;
  brand: string;
  last_four: string;
  /** 'MM/YYYY'. */
  expiration_date: string;
  name_on_card: string;
  billing_zip: string;
  /** What the card's test number does when charged later (a ChargeOutcome's code, migration 0013); default 'approve'. */
  charge_outcome: ColumnType<string, string | undefined, never>;
  created_at: ColumnType<Date, string, never>;
}

/** The sandbox card processor's idempotency keys (migration 0010): a keyed hash of each request, its first answer. */
export interface SandboxCardRequestsTable {
  user_id: number;
  idempotency_key: string;
  /** HMAC-SHA256 of the request under a shared secret: never the card number itself. */
  fingerprint: string;
  /** The first answer (a CardVerification as JSON): tokens, brands and last fours only. */
  answer: string;
  created_at: ColumnType<Date, string, never>;
}

/** The sandbox card processor's charges (issue 12, migration 0013). Cents. */
export interface SandboxCardAuthorizationsTable {
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
}

export interface SandboxCardCapturesTable {
  id: string;
  authorization_id: string;
  amount: number;
  /** The authorized amount the capture did not take, released to the card. */
  released: number;
  idempotency_key: string;
  created_at: ColumnType<Date, string, never>;
}

export interface SandboxCardRefundsTable {
  id: string;
  capture_id: string;
  amount: number;
  idempotency_key: string;
  created_at: ColumnType<Date, string, never>;
}

export interface SandboxCardVoidsTable {
  id: string;
  authorization_id: string;
  /** The whole authorized amount, released. */
  amount: number;
  idempotency_key: string;
  created_at: ColumnType<Date, string, never>;
}

export interface SandboxCardChargeRequestsTable {
  idempotency_key: string;
  /** The request as JSON (operation and fields: tokens, references and amounts, no card data). */
  request: string;
  /** The first answer as JSON. */
  answer: string;
  created_at: ColumnType<Date, string, never>;
}
