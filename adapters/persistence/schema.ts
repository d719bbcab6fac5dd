import type { ColumnType, Generated } from 'kysely';

/**
 * The tables as Kysely sees them. Both drivers are configured (database.ts) so that reads agree:
 * int8 comes back as a JS number, `date` as its 'YYYY-MM-DD' text, timestamptz as a Date and jsonb
 * parsed. Timestamps are written as ISO-8601 strings from the injected Clock.
 */
export interface Schema {
  quotes: QuotesTable;
  quote_changes: QuoteChangesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
}

export interface QuotesTable {
  /** Identity starting at 1000001, so reference numbers look like real 7-digit numbers. */
  id: Generated<number>;
  revision: number;
  status: string;
  /** Lower-cased contact email. */
  email: string;
  origin_zip: string;
  destination_zip: string;
  move_date: string;
  /** The whole domain Quote, written as JSON text and read back parsed. */
  document: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, string, never>;
  updated_at: ColumnType<Date, string, string>;
}

/** One audit row per accepted update. */
export interface QuoteChangesTable {
  id: Generated<number>;
  quote_id: number;
  from_revision: number;
  to_revision: number;
  changed_at: ColumnType<Date, string, never>;
  changed_by: string | null;
  reason: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  password_hash: string;
  /** One of domain/accounts Role: customer, agent, staff, admin (checked by the table). */
  role: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface SessionsTable {
  /** The hash of the random session token (the token itself is never stored). */
  id: string;
  user_id: number;
  created_at: ColumnType<Date, string | undefined, never>;
  expires_at: ColumnType<Date, string, string>;
}

export interface LoginAttemptsTable {
  /** What is being throttled, e.g. an email or an IP address. */
  key: string;
  attempted_at: ColumnType<Date, string, never>;
}
