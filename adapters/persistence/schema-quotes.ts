import type { ColumnType, Generated } from 'kysely';

// Tables of the Schema (schema.ts): the quotes and their history (§3 Quote, §4 Editing or changing a quote).

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
  /** JSON text (migration 0004: text, not jsonb, since nothing queries inside it). */
  document: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, string, never>;
  updated_at: ColumnType<Date, string, string>;
  /** Issue 10 (migration 0008): the creator's opaque key (a hash of the visitor cookie), or null. */
  created_by: ColumnType<string | null, string | null | undefined, never>;
  /** Issue 11 (migration 0009): the account that reserves the quote, or null while nobody has. */
  owner_user_id: ColumnType<number | null, number | null | undefined, number | null>;
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

/** Call-back requests (§7 quotes/queue, our design; migration 0003). One open request per quote. */
export interface QuoteQueueTable {
  id: Generated<number>;
  quote_id: number;
  /** 10 digits. */
  phone_number: string;
  preferred_time: string | null;
  note: string;
  /** open, done or cancelled. */
  status: ColumnType<string, string | undefined, string>;
  requested_at: ColumnType<Date, string, never>;
  updated_at: ColumnType<Date, string, string>;
}

/** The quote emails each quote was allowed in its last hour (issue 26 finding 1; migration 0034). */
export interface QuoteEmailClaimsTable {
  /** bigint: PostgreSQL answers it as text, PGlite as a number; read it with Number(). */
  id: Generated<number | string>;
  quote_id: number;
  claimed_at: ColumnType<Date, string, never>;
}

/**
 * Issue 28 (migration 0033): one row per change a move's dashboard shows, written by triggers on
 * shipment_events, payment_ledger and message_log in the recording transaction. Appended, never edited.
 */
export interface MoveChangesTable {
  /** The stream's event id (Last-Event-ID): shared by every instance, increasing. */
  id: Generated<number>;
  quote_id: number;
  /** 'ShipmentEvent', 'Charge' or 'Message' (application/ports/move-changes.ts MoveChangeKind). */
  kind: string;
  /** The id of the shipment_events, payment_ledger or message_log row. */
  row_id: number;
}
