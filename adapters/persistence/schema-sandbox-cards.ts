import type { ColumnType } from 'kysely';

// Tables of the Schema (schema.ts): the SANDBOX card processor's own state.

/** The sandbox card processor's saved cards (migration 0010): never the number or the security code. */
export interface SandboxCardTokensTable {
  token: string;
  user_id: number;
  brand: string;
  last_four: string;
  expiration_date: string;
  name_on_card: string;
  billing_zip: string;
  /** What the card's test number does when charged later (migration 0013); default 'approve'. */
  charge_outcome: ColumnType<string, string | undefined, never>;
  created_at: ColumnType<Date, string, never>;
}

/** The sandbox card processor's idempotency keys (migration 0010): a keyed hash of each request, its first answer. */
export interface SandboxCardRequestsTable {
  user_id: number;
  idempotency_key: string;
  fingerprint: string;
  answer: string;
  created_at: ColumnType<Date, string, never>;
}

/**
 * The sandbox card processor's charges (issue 12, migration 0013): the same types as the adapter's
 * SandboxCardTables (adapters/sandbox/sandbox-card-tables.ts), which reads and writes them. Cents.
 */
export interface SandboxCardAuthorizationsTable {
  id: string;
  token: string;
  user_id: number;
  amount: number;
  off_session: boolean;
  status: string;
  expires_at: ColumnType<Date, string, never>;
  idempotency_key: string;
  created_at: ColumnType<Date, string, never>;
}

export interface SandboxCardCapturesTable {
  id: string;
  authorization_id: string;
  amount: number;
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
  amount: number;
  idempotency_key: string;
  created_at: ColumnType<Date, string, never>;
}

export interface SandboxCardChargeRequestsTable {
  idempotency_key: string;
  request: string;
  answer: string;
  created_at: ColumnType<Date, string, never>;
}
